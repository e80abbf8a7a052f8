-- Battle Scar "Haunted Memory". The rulebook prints no Battle Scar (only
-- their anatomy: a name, a cost to activate, regular actions); designed:
-- the name, cost and actions.
card {
  id = "scar/haunted-memory", name = "Haunted Memory",
  kind = "scar",
  initiative = 0,
  cost = {spirit = 1},
  actions = {{attack = 2}},
}
