-- Right Fin (Nemesis part 3, Act III), both sides. The rulebook
-- describes Nemesis cards (six double-sided parts joined by lines, flipped
-- instead of defeated or recovered); this part's values and skills are designed.
local D = require "core"

define("nemesis", {
  id = "right-fin-a",
  name = "Right Fin (A)",
  part = 3,
  side = "A",
  flip = "right-fin-b",
  links = {1, 4},
  type = "enemy",
  nemesis = true,
  health = 5,
  block = 0,
  attack = 1,
  range = "long",
  xp = 0,
  text = "Health 5, Block 0, Raid Attack 1. Activate: each player suffers 1 direct Damage.",
  activate = function(g, c)
    for p = 0, g:players() - 1 do D.hurt(g, p, 1) end
  end,
})

define("nemesis", {
  id = "right-fin-b",
  name = "Right Fin (B)",
  part = 3,
  side = "B",
  flip = "right-fin-a",
  links = {1, 4},
  type = "enemy",
  nemesis = true,
  health = 6,
  block = 0,
  attack = 2,
  range = "long",
  xp = 0,
  text = "Health 6, Block 0, Raid Attack 2. Activate: each player suffers 1 direct Damage.",
  activate = function(g, c)
    for p = 0, g:players() - 1 do D.hurt(g, p, 1) end
  end,
})
