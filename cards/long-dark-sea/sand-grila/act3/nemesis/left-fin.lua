-- Left Fin (Nemesis part 2, Act III), both sides. The rulebook
-- describes Nemesis cards (six double-sided parts joined by lines, flipped
-- instead of defeated or recovered); this part's values and skills are designed.
local D = require "core"

define("nemesis", {
  id = "left-fin-a",
  name = "Left Fin (A)",
  part = 2,
  side = "A",
  flip = "left-fin-b",
  links = {1, 4},
  type = "enemy",
  nemesis = true,
  health = 5,
  block = 0,
  attack = 2,
  range = "long",
  xp = 0,
  text = "Health 5, Block 0, Raid Attack 2. Activate: the top Raid card comes revealed into the visible Imminent Zone.",
  activate = function(g, c) D.nemesis_spawn(g) end,
})

define("nemesis", {
  id = "left-fin-b",
  name = "Left Fin (B)",
  part = 2,
  side = "B",
  flip = "left-fin-a",
  links = {1, 4},
  type = "enemy",
  nemesis = true,
  health = 6,
  block = 0,
  attack = 3,
  range = "long",
  xp = 0,
  text = "Health 6, Block 0, Raid Attack 3. Activate: the top Raid card comes revealed into the visible Imminent Zone.",
  activate = function(g, c) D.nemesis_spawn(g) end,
})
