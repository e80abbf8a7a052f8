-- Maw (Nemesis part 6, Act III), both sides. The rulebook
-- describes Nemesis cards (six double-sided parts joined by lines, flipped
-- instead of defeated or recovered); this part's values and skills are designed.
local D = require "core"

define("nemesis", {
  id = "maw-a",
  name = "Maw (A)",
  part = 6,
  side = "A",
  flip = "maw-b",
  links = {4},
  type = "enemy",
  nemesis = true,
  health = 6,
  block = 1,
  attack = 2,
  range = "long",
  xp = 0,
  text = "Health 6, Block 1, Raid Attack 2. Activate: the active player gains 1 Weakness.",
  activate = function(g, c) D.gain_weakness(g, D.active(g)) end,
})

define("nemesis", {
  id = "maw-b",
  name = "Maw (B)",
  part = 6,
  side = "B",
  flip = "maw-a",
  links = {4},
  type = "enemy",
  nemesis = true,
  health = 6,
  block = 1,
  attack = 3,
  range = "long",
  xp = 0,
  text = "Health 6, Block 1, Raid Attack 3. Activate: the active player gains 1 Weakness.",
  activate = function(g, c) D.gain_weakness(g, D.active(g)) end,
})
