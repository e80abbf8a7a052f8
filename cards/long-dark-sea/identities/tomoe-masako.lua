-- Tomoe Masako, Oni Hunter (Character). Values and skill texts are designed
-- from the rulebook's description of «Prey», «Hunting Ground» and «Bleed».
local D = require "core"

define("identity", {
  id = "tomoe-masako",
  name = "Tomoe Masako",
  title = "Oni Hunter",
  role = "character",
  hand = 4,
  health = 13,
  token = "prey",
  actions = {explore = {base = 1, range = "short"}, attack = {base = 3, range = "short"},
             block = {base = 2}},
  text = "Prey tokens: after you deal Damage to an Enemy that survives, you may place 1 Prey token " ..
         "in its Sector; discard them for +1 Damage each against an Enemy there. Three in one " ..
         "Sector lock into a Hunting Ground: +1 to every Attack made there.",
  skill_text = "Skill (flipped): «Bleed 1» on the Enemy this Attack damages.",
  deck = {{"odenta-fury", 3}, {"oni-terror", 1}, {"follow-the-trail", 2}, {"stalk-the-prey", 2},
          {"counterattack", 3}},
  after_success = function(g, act, p)
    if g:entity_get(act, "mode") ~= "attack" then return end
    local c, s = g:entity_get(act, "target"), g:entity_get(act, "sector")
    if not D.alive(g, c) then return end
    D.offer_char_token(g, p, s, "prey", "a Prey token")
  end,
  skill = {
    success = function(g, act, p)
      if g:entity_get(act, "mode") ~= "attack" then return end
      if D.bleed(g, g:entity_get(act, "target"), 1) then g:tally("skill.bleed") end
    end,
  },
})
