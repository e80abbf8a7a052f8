-- campaign_policy.lua: how the heuristic bot makes a Tidal Blades 2
-- campaign's choices between scenarios (End of Scenario, Naviri, joining).
-- The weights are designed by hand (designed): XP and Fame first, healing
-- Battle Scars, leveling Resilience, keeping a deck of about ten cards.
local P = require "progression"
local N = require "naviri"

-- The campaign hero the decision is about (campaign.lua's C.ask names it).
local function member(view, decision) return decision.subject end

local function first(_, _, i) return -i end
for _, kind in ipairs{"tbc.path", "tbc.skill", "tbc.tile", "tbc.catchup", "tbc.lab_deck", "tbc.drop"} do
  policy {id = kind, score = first}
end

-- Decisions whose one option is taken when offered (the values, see the
-- rules: endscenario.lua and naviri.lua).
local function prefer(kind, value)
  policy {id = kind, score = function(_, d, i) return d.values[i] == value and 1 or 0 end}
end
prefer("tbc.failed", "second")
prefer("tbc.arena", "train")
prefer("tbc.reward", "add")
prefer("tbc.recharge", "recharge")
policy {id = "tbc.swap", score = function(_, d, i) return d.values[i].keep and 1 or 0 end}

-- A card's rough worth: the numbers on its actions. (By its name, the
-- first card of that name, as when the bot read names off the labels.)
local function worth(name)
  for _, c in ipairs(content("card")) do
    if c.name == name then
      local n = 0
      for _, a in ipairs(c.actions or {}) do
        for _, v in pairs(a) do if math.type(v) == "integer" then n = n + v end end
      end
      return n
    end
  end
  return 0
end

-- Trim the weakest card while the deck holds more than ten.
policy {id = "tbc.trim", score = function(view, d, i)
  local m = member(view, d)
  local v = d.values[i]
  if not v.trim then return 0 end
  if not m or #P.arr(view, m, "cards") <= 10 then return -1 end
  return 10 - worth(content("card", v.card).name)
end}

-- An encounter choice by its expected worth to the group.
local VALUE = {xp = 1, fruit = 0.6, fame = 1.5, path = 1.5, wounds = -1, trim = 0.3}
local function effect_value(view, e)
  local v = 0
  for k, w in pairs(VALUE) do
    if type(e[k]) == "number" then v = v + w * e[k] elseif e[k] then v = v + w end
  end
  if e.scar then v = v - 3 end
  if e.heal_scar then
    local scars = 0
    for _, m in ipairs(P.members(view)) do scars = scars + #P.arr(view, m, "scars") end
    v = v + (scars > 0 and 3 or 0)
  end
  return v
end
policy {id = "tbc.encounter", score = function(view, d, i)
  local e = P.cget(view, "encounter")
  local enc = e and content("encounter", view:entity_get(e, "name"))
  if not enc then return 0 end
  local eff = enc.choices[i].effect
  if eff.roll then
    return (effect_value(view, eff.success) + 2 * effect_value(view, eff.failure)) / 3
  end
  return effect_value(view, eff)
end}

policy {id = "tbc.give", score = function(view, d, i)
  if i == 1 then return 1 end
  local m = member(view, d)
  local o = d.values[i] -- (the hero given to)
  if m and P.get(view, m, "fruit") >= P.get(view, o, "fruit") + 3 then return 2 end
  return 0
end}

-- Where to go: a trait level when affordable, a Battle Scar to heal, a
-- Lab card, the Temple when Fruit can buy XP, else the Gardens for Fruit.
policy {id = "tbc.location", score = function(view, d, i)
  local m = member(view, d)
  if not m then return 0 end
  local loc = N.LOCATIONS[i]
  local xp, fruit = P.get(view, m, "xp"), P.get(view, m, "fruit")
  local level = false
  for _, t in ipairs(P.TRAITS) do
    local cost = P.trait_cost(view, m, t, false)
    level = level or (cost and cost <= xp)
  end
  if loc == "spring" then return level and 5 or 0 end
  if loc == "gardens" then return (#P.arr(view, m, "scars") > 0 and xp >= N.SCAR_XP) and 4 or 1.5 end
  if loc == "lab" then return xp >= 6 and 3 or 0 end
  if loc == "temple" then return fruit >= 2 and 2 or 1 end
  if loc == "market" then return (#content("item") > 0 and fruit >= 2) and 1.8 or 0 end
  return 0
end}

policy {id = "tbc.buy", score = function(view, d, i)
  local m = member(view, d)
  if i == 1 then return 0.5 end
  return (m and P.get(view, m, "fruit") >= 2) and 1 or 0
end}
policy {id = "tbc.offering", score = function(view, d, i)
  local m = member(view, d)
  local rich = m and P.get(view, m, "fruit") >= 3
  return (i == 1) == rich and 1 or 0
end}
policy {id = "tbc.lab", score = function(_, d, i)
  return d.values[i].xp -- (0 buys nothing)
end}
policy {id = "tbc.tend", score = function(view, d, i)
  local v = d.values[i]
  if v.scar then return 5 end
  if v.trim then
    local m = member(view, d)
    if m and #P.arr(view, m, "cards") > 10 then return 3 - worth(content("card", v.card).name) / 10 end
    return -1
  end
  return 0
end}
local TRAIT_WORTH = {resilience = 4, spirit = 3, focus = 3, synergy = 2}
policy {id = "tbc.meditate", score = function(_, d, i)
  local trait = d.values[i].t
  return trait and TRAIT_WORTH[trait] or 0
end}
