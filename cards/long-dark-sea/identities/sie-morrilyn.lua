-- Sie Morrilyn, 7th Fortune (Character). Values and the exact skill texts
-- are designed: the rulebook gives her Hand Value with Haramiyida's (6 in
-- all: 4 + 2), her Explore at Medium Range with Base 2, and describes her
-- token and skill.
local D = require "core"

-- No skill boosts: shared and read-only (the boost loop asks after every
-- Boost, and only reads the list).
local NONE = {}

define("identity", {
  id = "sie-morrilyn",
  name = "Sie Morrilyn",
  title = "7th Fortune",
  role = "character",
  hand = 4,
  health = 10,
  token = "fortune",
  actions = {explore = {base = 2, range = "medium"}, attack = {base = 1, range = "medium"},
             block = {base = 1}},
  text = "Fortune tokens: after you successfully explore a Location, you may place 1 Fortune " ..
         "token in its Sector. Any exploration roll in a Sector rerolls 1 die per Fortune token there.",
  skill_text = "Skill (flipped): you may discard 1 of your tokens from the board to boost this Action " ..
               "by +2, or to apply it to a second target too (paying the higher Sector cost).",
  deck = {{"echo-of-gunpowder", 2}, {"sabotage", 3}, {"keep-an-eye-out", 3}, {"boarding", 2},
          {"lucky-day", 2}, {"tailwind", 1}},
  -- "Morrilyn's skill allows her to place tokens after successfully
  -- exploring a Location (after rolling and rerolling dice)."
  after_success = function(g, act, p)
    if g:entity_get(act, "mode") ~= "explore" then return end
    local s = g:entity_get(act, "sector")
    D.offer_char_token(g, p, s, "fortune", "a Fortune token")
  end,
  -- "She may discard one of her tokens to boost or perform simultaneous
  -- Actions": while her Identity is flipped for this Action.
  boosts = function(g, act, p)
    if not g:entity_get(act, "character") then return NONE end
    local tokens = D.sectors_with(g, "fortune", p)
    if #tokens == 0 then return NONE end
    local out = {}
    local from = tokens[1]
    local where = D.sector_label(g, from)
    out[#out + 1] = {label = "Discard a Fortune token from " .. where .. " (+2)",
                     apply = function(g2, act2, p2)
                       D.remove_char_token(g2, from, "fortune", p2)
                       D.act_add(g2, act2, "boost", 2)
                       g2:tally("skill.morrilyn.boost")
                     end}
    -- A simultaneous Action on a second target in range: "pay the higher of
    -- the two costs" (FAQ).
    if g:entity_get(act, "target2") then return out end
    local kind, r = g:entity_get(act, "kind"), g:entity_get(act, "range")
    for s = 1, 12 do
      if s ~= g:entity_get(act, "sector") then
        for _, u in ipairs(D.uses(g, kind, r, s)) do
          out[#out + 1] = {label = "Discard a Fortune token from " .. where .. ": also " ..
                             u.text:sub(1, 1):lower() .. u.text:sub(2),
                           apply = function(g2, act2, p2)
                             D.remove_char_token(g2, from, "fortune", p2)
                             g2:entity_set(act2, "target2", D.card_at(g2, s))
                             g2:entity_set(act2, "sector2", s)
                             g2:entity_set(act2, "mode2", u.mode)
                             if kind == "explore" then
                               g2:entity_set(act2, "cost", math.max(g2:entity_get(act2, "cost") or 0, D.cost(g2, s)))
                             end
                             g2:tally("skill.morrilyn.simultaneous")
                           end}
        end
      end
    end
    return out
  end,
})
