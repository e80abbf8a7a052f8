-- Little Wall, Light of Alsvid (Character). Values and skill texts are
-- designed from the rulebook's description of «Exposed» and «Mark».
local D = require "core"

define("identity", {
  id = "little-wall",
  name = "Little Wall",
  title = "Light of Alsvid",
  role = "character",
  hand = 4,
  health = 11,
  token = "exposed",
  actions = {explore = {base = 1, range = "long"}, attack = {base = 2, range = "long"},
             block = {base = 1}},
  text = "Exposed tokens: whenever you reveal a card at Long Range, you may place 1 Exposed token " ..
         "in its Sector (its cost is reduced by 1 per token).",
  skill_text = "Skill (flipped): «Mark» the Enemy this Action reveals or attacks at Long Range " ..
               "(its Block Value is reduced by 1 for good).",
  deck = {{"charged-shot", 3}, {"catch-your-breath", 2}, {"under-control", 3}, {"take-a-detour", 1},
          {"evasive-maneuver", 2}, {"optical-camouflage", 2}},
  on_reveal = function(g, p, c, s)
    if D.range_of(g, s) ~= 3 then return end
    D.offer_char_token(g, p, s, "exposed", "an Exposed token")
  end,
  skill = {
    success = function(g, act, p)
      local c, s = g:entity_get(act, "target"), g:entity_get(act, "sector")
      if not c or not D.alive(g, c) or D.range_of(g, s) ~= 3 then return end
      if D.def(g, c).type ~= "enemy" or not g:entity_get(c, "revealed") then return end
      g:entity_set(c, "marked", (g:entity_get(c, "marked") or 0) + 1)
      g:tally("skill.mark")
    end,
  },
})
