-- Dust's Nimble Dance (D6). Printed in the rulebook: the name, an attack and
-- moving 2 shells to the Shield. Designed: the rest (numbers, Initiative
-- modifier).
card {
  id = "dust/nimble-dance",
  hero = "dust", number = "D6", name = "Nimble Dance",
  kind = "action",
  initiative = -1,
  actions = {
    {attack = 4},
    {shield = 2},
  },
}
