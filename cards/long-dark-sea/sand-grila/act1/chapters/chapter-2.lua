-- Chapter 2, "The Warden Wakes" (Act I). Designed (the rulebook does not
-- print the Chapter cards): it brings Secret 1, the Ash Warden, onto the
-- Raid Line, and defeating it is an alternative way to the final Chapter.
local D = require "core"

define("chapter", {
  id = "the-warden-wakes",
  name = "Chapter 2: The Warden Wakes",
  act = 1,
  number = 2,
  text = "Reveal: place Secret 1, the Ash Warden, revealed in Sector 5. Ongoing: when the Ash " ..
         "Warden is defeated, reveal the next Chapter.",
  reveal = function(g, c)
    local deck = D.get(g, "secret_deck")
    local warden = g:deck_find(deck, "number", 1)
    if warden then
      g:deck_take(deck, warden, D.zone(g, "ld.limbo"))
      D.put_on_line(g, warden, D.by_number(g, 5), true)
    end
  end,
  on_defeat = function(g, c, by)
    if D.def(g, c).id == "ash-warden" then D.next_chapter(g) end
  end,
})
