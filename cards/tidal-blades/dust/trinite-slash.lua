-- Dust's Trinite Slash (D3). Printed in the rulebook: the name, the chain and
-- "Lose 1 health for each Tide symbol rolled"; with Surge Strike an Attack of
-- 7. Designed: the rest (numbers, Initiative modifier).
card {
  id = "dust/trinite-slash",
  hero = "dust", number = "D3", name = "Trinite Slash",
  kind = "action",
  initiative = 0,
  actions = {
    {attack = 4, chain = true, tide = {lose = 1}},
  },
}
