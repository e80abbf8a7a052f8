-- Caiman's Ambush (C13): a starting card the rulebook does not print; designed
-- (name, actions, numbers and Initiative modifier).
card {
  id = "caiman/ambush",
  hero = "caiman", number = "C13", name = "Ambush",
  kind = "action",
  initiative = 1,
  actions = {
    {attack = 3, chain = true},
    {stunt = {spirit = 1}, modify = {advantage = true}},
  },
}
