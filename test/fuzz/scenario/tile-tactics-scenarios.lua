-- The scenarios: last team standing, the Royal Icon and the Bomb. Options
-- (tabula play/playtest --variant): map=<board id>, budget=<points>,
-- items=none|mixed|<deck id> (hidden items drawn from that deck).

scenario {
  id = "skirmish",
  name = "Skirmish",
  description = "last team standing on Twin Keeps",
  players = 2,
  mode = "elimination",
  map = "twin-keeps",
}

scenario {
  id = "royal-icon",
  name = "The Royal Icon",
  description = "carry the Royal Icon from the Sky Temple's pillar back to your start",
  players = 2,
  mode = "royal-icon",
  map = "sky-temple",
}

scenario {
  id = "bomb",
  name = "The Bomb",
  description = "carry the Bomb from the Lava Forge's anvil to the enemy's start",
  players = 2,
  mode = "bomb",
  map = "lava-forge",
}

scenario {
  id = "hidden-items",
  name = "Hidden Items",
  description = "last team standing on Twin Keeps, each side hiding an item from a mixed deck",
  players = 2,
  mode = "elimination",
  map = "twin-keeps",
  items = "mixed",
}
