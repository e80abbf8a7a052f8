-- Sagashi's Call Back (S13): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "sagashi/call-back",
  hero = "sagashi", number = "S13", name = "Call Back",
  kind = "action",
  initiative = 0,
  actions = {
    {reservoir = 2},
    {scan = 1},
  },
}
