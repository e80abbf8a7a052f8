-- Axl's Rally Cry (A6): a starting card the rulebook does not print; designed
-- (name, actions, numbers and Initiative modifier).
card {
  id = "axl/rally-cry",
  hero = "axl", number = "A6", name = "Rally Cry",
  kind = "action",
  initiative = 1,
  actions = {
    {spirit = 1},
    {focus = 1},
    {move = 1},
  },
}
