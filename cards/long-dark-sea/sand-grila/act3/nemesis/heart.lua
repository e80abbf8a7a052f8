-- Heart of the Sand-Gri'la (Nemesis part 4, Act III), both sides. The rulebook
-- describes Nemesis cards (six double-sided parts joined by lines, flipped
-- instead of defeated or recovered); this part's values and skills are designed.
local D = require "core"

define("nemesis", {
  id = "heart-a",
  name = "Heart of the Sand-Gri'la (A)",
  part = 4,
  side = "A",
  flip = "heart-b",
  links = {2, 3, 5, 6},
  type = "enemy",
  nemesis = true,
  health = 6,
  block = 1,
  attack = 1,
  range = "long",
  xp = 0,
  text = "Health 6, Block 1, Raid Attack 1. Activate: the most damaged other part removes 2 Damage.",
  activate = function(g, c)
    local worst, most = nil, 0
    for n = 1, 6 do
      local other = D.nemesis_part(g, n)
      local d = other and other ~= c and (g:entity_get(other, "damage") or 0) or 0
      if d > most then worst, most = other, d end
    end
    if worst then g:entity_set(worst, "damage", most > 2 and most - 2 or nil) end
  end,
})

define("nemesis", {
  id = "heart-b",
  name = "Heart of the Sand-Gri'la (B)",
  part = 4,
  side = "B",
  flip = "heart-a",
  links = {2, 3, 5, 6},
  type = "enemy",
  nemesis = true,
  health = 7,
  block = 1,
  attack = 2,
  range = "long",
  xp = 0,
  text = "Health 7, Block 1, Raid Attack 2. Activate: the most damaged other part removes 2 Damage. Defeated: the final Chapter.",
  activate = function(g, c)
    local worst, most = nil, 0
    for n = 1, 6 do
      local other = D.nemesis_part(g, n)
      local d = other and other ~= c and (g:entity_get(other, "damage") or 0) or 0
      if d > most then worst, most = other, d end
    end
    if worst then g:entity_set(worst, "damage", most > 2 and most - 2 or nil) end
  end,
})
