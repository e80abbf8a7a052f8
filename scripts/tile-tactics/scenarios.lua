-- The scenarios: last team standing, the Royal Icon and the Bomb. Options
-- (tabula play/playtest --variant): map=<board id>, budget=<points>,
-- items=none|mixed|<deck id> (hidden items drawn from that deck).

-- What every scenario takes (checked before a game starts; tabula list
-- prints them; rules.lua reads them).
local OPTIONS = {
  map = {type = "string", help = "a board id (the scenario's own by default)"},
  budget = {type = "int", min = 0, help = "recruiting points (12 unless the scenario says)"},
  first = {type = "enum", values = {"random", "0", "1"}, default = "random", help = "who starts round 1"},
  items = {type = "string", help = "none, mixed or an item deck id"},
  units = {type = "list", help = "type/team/tile[/health] entries: a preset position"},
}

scenario {
  id = "skirmish",
  name = "Skirmish",
  description = "last team standing on Twin Keeps",
  players = 2,
  options = OPTIONS,
  mode = "elimination",
  map = "twin-keeps",
}

scenario {
  id = "royal-icon",
  name = "The Royal Icon",
  description = "carry the Royal Icon from the Sky Temple's pillar back to your start",
  players = 2,
  options = OPTIONS,
  mode = "royal-icon",
  map = "sky-temple",
}

scenario {
  id = "bomb",
  name = "The Bomb",
  description = "carry the Bomb from the Lava Forge's anvil to the enemy's start",
  players = 2,
  options = OPTIONS,
  mode = "bomb",
  map = "lava-forge",
}

scenario {
  id = "hidden-items",
  name = "Hidden Items",
  description = "last team standing on Twin Keeps, each side hiding an item from a mixed deck",
  players = 2,
  options = OPTIONS,
  mode = "elimination",
  map = "twin-keeps",
  items = "mixed",
}
