-- Battle Scar "Shaken Nerve". The rulebook prints no Battle Scar (only
-- their anatomy: a name, a cost to activate, regular actions); designed:
-- the name, cost and actions.
card {
  id = "scar/shaken-nerve", name = "Shaken Nerve",
  kind = "scar",
  initiative = 0,
  cost = {focus = 1},
  actions = {{shield = 2}},
}
