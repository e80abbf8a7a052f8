-- Sagashi's Twin Strike (S3): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "sagashi/twin-strike",
  hero = "sagashi", number = "S3", name = "Twin Strike",
  kind = "action",
  initiative = 0,
  actions = {
    {attack = 3, chain = true},
  },
}
