-- D. Emperatore, Dark Lord (Character). Values and skill texts are designed
-- from the rulebook's description of his «Illusion» tokens and his skill.
local D = require "core"

define("identity", {
  id = "d-emperatore",
  name = "D. Emperatore",
  title = "Dark Lord",
  role = "character",
  hand = 4,
  health = 12,
  token = "illusion",
  actions = {explore = {base = 1, range = "medium"}, attack = {base = 2, range = "medium"},
             block = {base = 2}},
  text = "Illusion tokens: after a successful Block, you may place 1 Illusion token in the " ..
         "attacker's Sector. When a card there performs a Raid Attack, discard any of them: -1 Attack each.",
  skill_text = "Skill (flipped): you may retire a Weakness from your hand or discard pile to Heal 3 " ..
               "any Character.",
  deck = {{"delusio-minotauri", 2}, {"urumis-dance", 3}, {"delusio-argentavis", 3},
          {"alternative-path", 2}, {"delusio-leviathan", 2}},
  after_success = function(g, act, p)
    if g:entity_get(act, "mode") ~= "block" then return end
    local c = g:entity_get(act, "attacker")
    local s = c and D.where(g, c)
    if not s then return end
    D.offer_char_token(g, p, s, "illusion", "an Illusion token")
  end,
  -- "absorbing his own Weakness to Heal any Character or Ally in play".
  skill = {
    play = function(g, act, p)
      local weak = {}
      for _, z in ipairs{D.zone(g, "hand", p), D.zone(g, "discard", p)} do
        for _, c in ipairs(g:zone_list(z)) do
          if g:entity_get(c, "ck") == "weakness" then weak[#weak + 1] = c end
        end
      end
      if #weak == 0 then return end
      local opts = {"Keep your Weaknesses"}
      for q = 0, g:players() - 1 do opts[#opts + 1] = "Retire a Weakness: Heal 3 " .. D.name(g, q) end
      local pick = D.choose(g, {player = p, kind = "absorb", prompt = "Absorb a Weakness?", options = opts})
      if pick > 1 then
        g:deck_retire(weak[1])
        D.heal(g, pick - 2, 3)
        g:tally("skill.emperatore")
      end
    end,
  },
})
