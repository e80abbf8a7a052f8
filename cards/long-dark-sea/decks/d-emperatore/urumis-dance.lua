-- Urumi's Dance (d-emperatore's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.
local D = require "core"

card {
  id = "urumis-dance",
  name = "Urumi's Dance",
  deck = "d-emperatore",
  action = "attack",
  base = 2,
  range = "medium",
  boost = 1,
  type = "ACTION", traits = {"blade"}, rarity = "basic", xp = 10,
  text = "Play: you may discard 1 Illusion token from any Sector: +2 to this Attack.",
  play = function(g, act, c, p)
    local where = D.sectors_with(g, "illusion")
    if #where == 0 then return end
    local pick = D.choose(g, {player = p, kind = "illusion_boost", prompt = "Urumi's Dance",
                              options = {"Discard an Illusion token from " .. D.sector_label(g, where[1]) .. " (+2)", "Keep it"}})
    if pick == 1 then
      D.remove_char_token(g, where[1], "illusion")
      D.act_add(g, act, "bonus", 2)
    end
  end,
}
