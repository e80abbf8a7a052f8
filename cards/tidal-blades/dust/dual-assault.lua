-- Dust's Dual Assault (D4). Printed in the rulebook: the name and that its
-- attack does not chain. Designed: the rest (numbers, Initiative modifier).
card {
  id = "dust/dual-assault",
  hero = "dust", number = "D4", name = "Dual Assault",
  kind = "action",
  initiative = 0,
  actions = {
    {attack = 2, targets = 2},
  },
}
