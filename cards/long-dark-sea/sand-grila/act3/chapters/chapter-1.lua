-- Chapter 1, "The Sand-Gri'la Rises" (Act III). Designed (the rulebook does
-- not print the Chapter cards).
local D = require "core"

define("chapter", {
  id = "the-sand-grila-rises",
  name = "Chapter 1: The Sand-Gri'la Rises",
  act = 3,
  number = 1,
  text = "Reveal: reveal a Nemesis bag token. Ongoing: when three parts have flipped, reveal the next Chapter.",
  reveal = function(g, c) D.reveal_nemesis_token(g, nil) end,
  on_flip = function(g, c, flips)
    if flips >= 3 then D.next_chapter(g) end
  end,
})
