-- drill.lua: the "drill" scenario, an island set up with no pieces on it
-- where player 0 runs one rule at a time: a Ravage, Build or Explore in a
-- land, Blight, Fear, a Fear Card, an Event, a power, a whole turn. Rule
-- tests put pieces on the island with kernel calls and drive it; scenario
-- authors can try their cards in it.
local concat = table.concat
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

-- The commands, as options: each command's value is {name, arguments...},
-- its label those words joined ("power 0 call-to-the-kindred"), as tests
-- and authors type it.
local function add(list, ...)
  local cmd = {...}
  list[#list + 1] = {label = concat(cmd, " "), value = cmd}
end

local function commands(g)
  local list = {}
  for _, cmd in ipairs{"done", "turn", "invader phase", "time passes", "resolve fear", "first explore"} do
    add(list, cmd)
  end
  for _, n in ipairs{1, 2, 3, 4, 8} do add(list, "fear", n) end
  for _, l in ipairs(D.lands(g)) do
    local name = D.name(g, l)
    for _, what in ipairs{"ravage", "build", "explore", "blight"} do add(list, what, name) end
  end
  for _, t in ipairs{"jungle", "mountain", "sands", "wetland", "coastal"} do
    add(list, "explore card", t)
    add(list, "build card", t)
    add(list, "ravage card", t)
  end
  for _, def in ipairs(content("fear")) do add(list, "fear card", def.id) end
  for _, def in ipairs(content("event")) do add(list, "event", def.id) end
  for p = 0, g:players() - 1 do
    for _, def in ipairs(content("power")) do add(list, "power", p, def.id) end
    for _, inn in ipairs(D.spirit_def(g, p).innates or {}) do
      for lvl = 1, #inn.levels do add(list, "innate", p, inn.id, lvl) end
    end
    add(list, "growth", p)
    add(list, "spirit phase", p)
  end
  return list
end

step("drill.setup", function(g)
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

step("drill", function(g)
  local w = g:choose{player = 0, prompt = "Drill: which rule?", kind = "drill", options = commands(g)}
  local cmd = w[1]
  local again = true
  local land = function(s) return D.find(g, s) end
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
  elseif cmd == "fear card" then
    local c = S.new_card(g, w[2], g:zone_find("fear.earned"))
    g:zone_insert(g:zone_find("fear.earned"), c, 1)
    F.resolve_earned(g)
  elseif cmd == "fear" then D.fear(g, w[2])
  elseif cmd == "ravage card" then I.ravage_card(g, temp_card(g, w[2]))
  elseif cmd == "build card" then I.build_card(g, temp_card(g, w[2]))
  elseif cmd == "explore card" then I.explore_card(g, temp_card(g, w[2]))
  elseif cmd == "ravage" then I.ravage(g, land(w[2]))
  elseif cmd == "build" then I.build(g, land(w[2]))
  elseif cmd == "explore" then I.explore_into(g, land(w[2]))
  elseif cmd == "blight" then I.add_blight(g, land(w[2]))
  elseif cmd == "event" then E.resolve(g, S.new_card(g, w[2], g:zone_find("event.discard")))
  elseif cmd == "power" then
    local def = content("power", w[3])
    P.use(g, w[2], def, function(c) def.effect(g, c) end)
  elseif cmd == "innate" then
    local p = w[2]
    for _, inn in ipairs(D.spirit_def(g, p).innates) do
      if inn.id == w[3] then
        P.use(g, p, inn, function(c) inn.levels[w[4]].effect(g, c) end)
      end
    end
  elseif cmd == "growth" then S.growth(g, w[2])
  elseif cmd == "spirit phase" then
    g:push("spirit_phase", w[2])
    g:push("drill")
    again = false
  end
  if again then g:push("drill") end
end)
