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
  -- Actions": while her Identity is flipped for this Action. The options
  -- are data (a bot reads them as the option's value); use_boost acts.
  boosts = function(g, act, p)
    if not g:entity_get(act, "character") then return NONE end
    local tokens = D.sectors_with(g, "fortune", p)
    if #tokens == 0 then return NONE end
    local from = tokens[1]
    local where = D.sector_label(g, from)
    local out = {{label = "Discard a Fortune token from " .. where .. " (+2)", skill = "boost",
                  from = from, boost = 2}}
    -- A simultaneous Action on a second target in range: "pay the higher of
    -- the two costs" (FAQ).
    if g:entity_get(act, "target2") then return out end
    local kind, r = g:entity_get(act, "kind"), g:entity_get(act, "range")
    for s = 1, 12 do
      if s ~= g:entity_get(act, "sector") then
        for _, u in ipairs(D.uses(g, kind, r, s)) do
          out[#out + 1] = {label = "Discard a Fortune token from " .. where .. ": also " ..
                             u.text:sub(1, 1):lower() .. u.text:sub(2),
                           skill = "simultaneous", from = from, sector = s, mode = u.mode}
        end
      end
    end
    return out
  end,
  use_boost = function(g, act, p, o)
    D.remove_char_token(g, o.from, "fortune", p)
    if o.skill == "boost" then
      D.act_add(g, act, "boost", o.boost)
      g:tally("skill.morrilyn.boost")
      return
    end
    g:entity_set(act, "target2", D.card_at(g, o.sector))
    g:entity_set(act, "sector2", o.sector)
    g:entity_set(act, "mode2", o.mode)
    if g:entity_get(act, "kind") == "explore" then
      g:entity_set(act, "cost", math.max(g:entity_get(act, "cost") or 0, D.cost(g, o.sector)))
    end
    g:tally("skill.morrilyn.simultaneous")
  end,
})
