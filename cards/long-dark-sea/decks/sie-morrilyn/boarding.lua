-- Boarding! (sie-morrilyn's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.
local D = require "core"

card {
  id = "boarding",
  name = "Boarding!",
  deck = "sie-morrilyn",
  action = "explore",
  base = 2,
  range = "medium",
  boost = 1,
  type = "ACTION", traits = {"piracy"}, rarity = "basic", xp = 10,
  text = "Play: you may discard 1 of your tokens from the target Sector: roll each of the Location's dice twice.",
  play = function(g, act, c, p)
    local s = g:entity_get(act, "sector")
    if g:entity_get(act, "mode") ~= "explore" or D.count_tokens(g, s, "fortune", p) == 0 then return end
    local pick = D.choose(g, {player = p, kind = "boarding", prompt = "Boarding!",
                              options = {"Discard a Fortune token: roll the dice twice", "Keep the token"}})
    if pick == 1 then
      D.remove_char_token(g, s, "fortune", p)
      g:entity_set(act, "dice_mult", 2)
      g:tally("boarding.double")
    end
  end,
}
