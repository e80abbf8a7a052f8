-- Chapter 2, "Heart of Sand" (Act III). Designed: the Nemesis refills its
-- bag; defeating its Heart on side B ends the Act.
local D = require "core"

define("chapter", {
  id = "heart-of-sand",
  name = "Chapter 2: Heart of Sand",
  act = 3,
  number = 2,
  text = "Reveal: refill the Nemesis bag. Ongoing: when the Heart is defeated on its B side, reveal the next Chapter.",
  reveal = function(g, c)
    g:bag_refill(D.get(g, "nemesis_bag"))
    -- The Heart may have fallen already.
    if not D.nemesis_part(g, 4) then D.next_chapter(g) end
  end,
  on_defeat = function(g, c)
    if D.def(g, c).part == 4 then D.next_chapter(g) end
  end,
})
