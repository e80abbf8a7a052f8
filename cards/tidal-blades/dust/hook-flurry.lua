-- Dust's Hook Flurry (D5). Printed in the rulebook: the name, the move, and
-- the Stunt: 1 Spirit for an attack of 1 on 3 targets whose Tides deal 1
-- damage each. Designed: the rest (numbers, Initiative modifier).
card {
  id = "dust/hook-flurry",
  hero = "dust", number = "D5", name = "Hook Flurry",
  kind = "action",
  initiative = 1,
  actions = {
    {move = 2},
    {stunt = {spirit = 1}, attack = 1, targets = 3, tide = {damage = 1}},
  },
}
