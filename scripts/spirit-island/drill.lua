-- drill.lua: the "drill" scenario, an island set up with no pieces on it
-- where player 0 runs one rule at a time: a Ravage, Build or Explore in a
-- land, Blight, Fear, a Fear Card, an Event, a power, a whole turn. Rule
-- tests put pieces on the island with kernel calls and drive it; scenario
-- authors can try their cards in it.
local D = require "core"
local I = require "invaders"
local F = require "fear"
local P = require "powers"
local S = require "spirits"
local E = require "events"

local DRILL_OPTIONS = {"setup", "victory"}
for _, name in ipairs(D.STANDARD_OPTIONS) do DRILL_OPTIONS[#DRILL_OPTIONS + 1] = name end

scenario {
  id = "drill",
  options = D.options(DRILL_OPTIONS),
  name = "Rule drill (an empty island; run one rule at a time)",
  description = "for rule tests and card authors: an empty island, the standard options and two of its own",
  players = {1, 4},
  start = "drill.setup",
}

-- The commands, as option labels.
local function commands(g)
  local list = {"done", "turn", "invader phase", "time passes", "resolve fear", "first explore"}
  for _, n in ipairs{1, 2, 3, 4, 8} do list[#list + 1] = "fear " .. n end
  for _, l in ipairs(D.lands(g)) do
    local name = D.name(g, l)
    for _, what in ipairs{"ravage", "build", "explore", "blight"} do list[#list + 1] = what .. " " .. name end
  end
  for _, t in ipairs{"jungle", "mountain", "sands", "wetland", "coastal"} do
    list[#list + 1] = "explore card " .. t
    list[#list + 1] = "build card " .. t
    list[#list + 1] = "ravage card " .. t
  end
  for _, def in ipairs(content("fear")) do list[#list + 1] = "fear card " .. def.id end
  for _, def in ipairs(content("event")) do list[#list + 1] = "event " .. def.id end
  for p = 0, g:players() - 1 do
    for _, def in ipairs(content("power")) do list[#list + 1] = "power " .. p .. " " .. def.id end
    for _, inn in ipairs(D.spirit_def(g, p).innates or {}) do
      for lvl = 1, #inn.levels do list[#list + 1] = "innate " .. p .. " " .. inn.id .. " " .. lvl end
    end
    list[#list + 1] = "growth " .. p
    list[#list + 1] = "spirit phase " .. p
  end
  return list
end

D.step("drill.setup", function(g)
  D.setup_game(g, {empty = g:option("setup") ~= "on", drill = true})
  D.set(g, "phase", "drill")
  D.set(g, "turn", 1)
  g:push("drill")
end)

local function temp_card(g, t1)
  local c = g:entity_new("si.card")
  g:entity_set(c, "name", "invader")
  g:entity_set(c, "stage", 2)
  g:entity_set(c, "t1", t1)
  return c
end

D.step("drill", function(g)
  local list = commands(g)
  local cmd = list[g:choose{player = 0, prompt = "Drill: which rule?", kind = "drill", options = list}]
  local again = true
  local land = function(s) return D.find(g, s) end
  local w = {}
  for word in cmd:gmatch("%S+") do w[#w + 1] = word end
  if cmd == "done" then
    D.finish(g, true, "drill over")
  elseif cmd == "turn" then
    g:push("turn", D.get(g, "turn"))
    again = false
  elseif cmd == "invader phase" then
    for _, s in ipairs{"blighted_island", "event", "fear_effects", "ravage", "build", "explore", "advance"} do
      g:push("invader." .. s)
    end
    g:push("drill")
    again = false
  elseif cmd == "time passes" then
    g:push("time_passes")
    g:push("drill")
    again = false
  elseif cmd == "resolve fear" then F.resolve_earned(g)
  elseif cmd == "first explore" then D.first_explore(g)
  elseif w[1] == "fear" and w[2] == "card" then
    local c = S.new_card(g, w[3], g:zone_find("fear.earned"))
    g:zone_insert(g:zone_find("fear.earned"), c, 1)
    F.resolve_earned(g)
  elseif w[1] == "fear" then D.fear(g, tonumber(w[2]))
  elseif w[1] == "ravage" and w[2] == "card" then I.ravage_card(g, temp_card(g, w[3]))
  elseif w[1] == "build" and w[2] == "card" then I.build_card(g, temp_card(g, w[3]))
  elseif w[1] == "explore" and w[2] == "card" then I.explore_card(g, temp_card(g, w[3]))
  elseif w[1] == "ravage" then I.ravage(g, land(w[2]))
  elseif w[1] == "build" then I.build(g, land(w[2]))
  elseif w[1] == "explore" then I.explore_into(g, land(w[2]))
  elseif w[1] == "blight" then I.add_blight(g, land(w[2]))
  elseif w[1] == "event" then E.resolve(g, S.new_card(g, w[2], g:zone_find("event.discard")))
  elseif w[1] == "power" then
    local def = content("power", w[3])
    P.use(g, tonumber(w[2]), def, function(c) def.effect(g, c) end)
  elseif w[1] == "innate" then
    local p = tonumber(w[2])
    for _, inn in ipairs(D.spirit_def(g, p).innates) do
      if inn.id == w[3] then
        P.use(g, p, inn, function(c) inn.levels[tonumber(w[4])].effect(g, c) end)
      end
    end
  elseif w[1] == "growth" then S.growth(g, tonumber(w[2]))
  elseif w[1] == "spirit" then
    g:push("spirit_phase", tonumber(w[3]))
    g:push("drill")
    again = false
  end
  if again then g:push("drill") end
end)
