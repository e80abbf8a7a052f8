-- Dust's Surge Strike (D2). Printed in the rulebook: the name and a chained
-- Attack; Surge Strike and Trinite Slash chain into an Attack of 7. Designed:
-- the rest (numbers, Initiative modifier).
card {
  id = "dust/surge-strike",
  hero = "dust", number = "D2", name = "Surge Strike",
  kind = "action",
  initiative = 1,
  actions = {
    {attack = 3, chain = true},
  },
}
