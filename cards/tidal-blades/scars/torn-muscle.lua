-- Battle Scar "Torn Muscle". The rulebook prints no Battle Scar (only their
-- anatomy: a name, a cost to activate, regular actions); designed: the
-- name, cost and actions.
card {
  id = "scar/torn-muscle", name = "Torn Muscle",
  kind = "scar",
  initiative = 0,
  cost = {health = 2},
  actions = {{move = 2}},
}
