-- Crown of the Sand-Gri'la (Nemesis part 1, Act III), both sides. The rulebook
-- describes Nemesis cards (six double-sided parts joined by lines, flipped
-- instead of defeated or recovered); this part's values and skills are designed.
local D = require "core"

define("nemesis", {
  id = "crown-a",
  name = "Crown of the Sand-Gri'la (A)",
  part = 1,
  side = "A",
  flip = "crown-b",
  links = {2, 3},
  type = "enemy",
  nemesis = true,
  health = 6,
  block = 1,
  attack = 2,
  range = "long",
  xp = 0,
  text = "Health 6, Block 1, Raid Attack 2. Activate: reveal a Nemesis bag token (placed on this part).",
  activate = function(g, c) D.reveal_nemesis_token(g, c) end,
})

define("nemesis", {
  id = "crown-b",
  name = "Crown of the Sand-Gri'la (B)",
  part = 1,
  side = "B",
  flip = "crown-a",
  links = {2, 3},
  type = "enemy",
  nemesis = true,
  health = 7,
  block = 1,
  attack = 3,
  range = "long",
  xp = 0,
  text = "Health 7, Block 1, Raid Attack 3. Activate: reveal a Nemesis bag token (placed on this part).",
  activate = function(g, c) D.reveal_nemesis_token(g, c) end,
})
