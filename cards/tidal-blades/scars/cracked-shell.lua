-- Battle Scar "Cracked Shell". The rulebook prints no Battle Scar (only
-- their anatomy: a name, a cost to activate, regular actions); designed:
-- the name, cost and actions.
card {
  id = "scar/cracked-shell", name = "Cracked Shell",
  kind = "scar",
  initiative = 0,
  cost = {shells = 1},
  actions = {{heal = 2}},
}
