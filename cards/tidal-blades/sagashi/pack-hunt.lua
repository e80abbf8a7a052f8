-- Sagashi's Pack Hunt (S5): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "sagashi/pack-hunt",
  hero = "sagashi", number = "S5", name = "Pack Hunt",
  kind = "action",
  initiative = -1,
  actions = {
    {attack = 2, chain = true},
    {shield = 1},
  },
}
