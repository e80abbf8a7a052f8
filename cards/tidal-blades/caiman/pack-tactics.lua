-- Caiman's Pack Tactics (C9): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "caiman/pack-tactics",
  hero = "caiman", number = "C9", name = "Pack Tactics",
  kind = "action",
  initiative = 0,
  actions = {
    {attack = 2, targets = 2},
    {move = 1},
  },
}
