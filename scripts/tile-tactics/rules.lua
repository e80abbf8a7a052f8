-- Tile tactics: a skirmish on stacked 30 mm tiles (the rulebook has no
-- title). Two teams recruited on a points budget deploy on their starting
-- tiles, then "Players alternate by activating up to two units, until all
-- units have been activated"; "Rounds repeat until one team has no
-- remaining units. The player with remaining units wins!" The Royal Icon and
-- Bomb scenarios add a treasure to carry; hidden items may lie anywhere.
--
-- Every step below is one rule step, read from the kernel and written back
-- to it; no state is kept in Lua.
local S = require "lib/state"
local B = require "lib/board"
local C = require "lib/combat"
local U = require "lib/units"
local T = require "lib/treasure"
local I = require "lib/items"
local P = require "lib/plan"
local O = require "std/options"

-- Designed: the recruiting budget in points when the scenario names none.
local DEFAULT_BUDGET = 12

local function option(g, key, default)
  local v = g:option(key)
  if v == nil or v == "" then return default end
  return v
end

-- ---- Setup --------------------------------------------------------------

step("setup", function(g)
  local sc = g:scenario()
  local map_id = option(g, "map", sc.map)
  local map = content("board", map_id)
  if not map then error("no map '" .. tostring(map_id) .. "'") end
  local game = S.game.create(g)
  g:entity_set(game, "map", map_id)
  g:entity_set(game, "mode", sc.mode or "elimination")
  g:zone_new("fallen", nil, "all")
  for p = 0, 1 do
    g:zone_new("army." .. p, nil, "all")
    g:zone_new("recruits." .. p, p, "owner")
    g:entity_set(game, "budget." .. p, tonumber(option(g, "budget", sc.budget or DEFAULT_BUDGET)))
  end
  g:entity_set_ref(game, "grid", B.build(g, map))
  g:entity_set_ref(game, "turns", g:turn_new{mode = "alternate", sides = 2, per_turn = 2})
  -- Who starts round 1 the rulebook does not say: a coin toss (designed),
  -- or the option first=0|1. After that "The next round always begins with
  -- the player who did not finish the prior round."
  local first = option(g, "first", "random")
  g:entity_set(game, "first", first == "random" and g:rng_below(2, "setup") or tonumber(first))
  if sc.mode == "royal-icon" or sc.mode == "bomb" then T.setup(g, sc.mode, map) end
  local deck = option(g, "items", sc.items or "none")
  g:entity_set(game, "items", deck)
  if deck ~= "none" then I.setup(g, deck) end
  -- Teams may be set beforehand, by the map or by the option units =
  -- "type/team/tile[/health],..." (a position to study, or a rule test).
  local preset = map.units
  if g:option("units") then
    preset = {}
    for _, spec in ipairs(O.items(g:option("units"))) do
      local type, team, at, hp = spec:match("^%s*([%w-]+)/(%d)/(%u%d+)/?(%d*)%s*$")
      if not type then error("units: bad entry '" .. spec .. "' (type/team/tile[/health])") end
      preset[#preset + 1] = {type = type, team = tonumber(team), at = at, hp = tonumber(hp)}
    end
  end
  if preset then
    for _, spec in ipairs(preset) do
      local u = U.new(g, spec.type, spec.team)
      local x, y = S.parse(spec.at)
      U.deploy(g, u, x, y)
      if spec.hp then g:entity_set(u, "hp", spec.hp) end
    end
    g:push("hide")
  else
    g:push("recruit")
  end
end)

-- ---- Team building ("Make your team unique") -----------------------------

-- Both players recruit at once and in secret, one unit a pick, until each
-- says done (after one unit at least) or can afford nothing more.
step("recruit", function(g)
  local game = S.game.entity(g)
  local options, done = {}, {}
  -- Each option's value says what it recruits (unit id, cost, the budget
  -- it comes out of) or "done", so neither the rules nor the bots parse
  -- the label (issue 22's pilot).
  local DONE = {label = "done", value = "done"}
  for p = 0, 1 do
    local budget = g:entity_get(game, "budget." .. p)
    local have = g:zone_size(g:zone_find("recruits." .. p))
    options[p] = {}
    -- A team is as big as the budget allows, and the map has starting tiles.
    if not g:entity_get(game, "done." .. p) and have < #S.map(g).starts[p] then
      for _, def in ipairs(content("unit")) do
        if def.cost and def.cost <= budget then
          options[p][#options[p] + 1] = {
            label = string.format("recruit %s (%d of %d points)", def.name, def.cost, budget),
            value = {unit = def.id, cost = def.cost, budget = budget}}
        end
      end
    end
    if have > 0 or #options[p] == 0 then options[p][#options[p] + 1] = DONE end
    done[p] = g:entity_get(game, "done." .. p) or (#options[p] == 1 and options[p][1] == DONE and have > 0)
  end
  if done[0] and done[1] then
    g:push("deploy", 0)
    return
  end
  local picks = g:choose{players = {0, 1}, kind = "recruit", prompt = "Recruit a unit",
                         options_for = options}
  for p = 0, 1 do
    local pick = picks[p]
    if pick == "done" then
      g:entity_set(game, "done." .. p, true)
    else
      local u = U.new(g, pick.unit, p)
      g:zone_insert(g:zone_find("recruits." .. p), u)
      g:entity_set(game, "budget." .. p, g:entity_get(game, "budget." .. p) - pick.cost)
      g:tally("recruit." .. pick.unit)
    end
  end
  g:push("recruit")
end)

-- Players take turns putting one unit each on a free starting tile of
-- theirs, in the order they recruited them.
step("deploy", function(g, p)
  local waiting = {}
  for q = 0, 1 do waiting[q] = g:zone_size(g:zone_find("recruits." .. q)) end
  if waiting[p] == 0 then p = S.other(p) end
  if waiting[p] == 0 then
    g:push("hide")
    return
  end
  local u = g:zone_at(g:zone_find("recruits." .. p), 1)
  local name = g:entity_get(u, "name")
  -- Each option's value is its tile and that tile's height (bots read it).
  local options = {}
  for _, at in ipairs(S.map(g).starts[p]) do
    local x, y = S.parse(at)
    if B.standable(g, x, y) then
      local height = B.height(g, x, y)
      options[#options + 1] = {label = string.format("deploy %s at %s, height %d", name, at, height),
                               value = {x = x, y = y, height = height}}
    end
  end
  local pick = g:choose{player = p, kind = "deploy", prompt = "Deploy " .. name, options = options}
  U.deploy(g, u, pick.x, pick.y)
  g:push("deploy", S.other(p))
end)

-- "Hidden Items": each player writes down a coordinate, both at once.
step("hide", function(g)
  if S.game.get(g, "items") ~= "none" then
    local tiles = I.hiding_tiles(g)
    local picks = g:choose{players = {0, 1}, kind = "hide", prompt = "Hide an item (write down a coordinate)",
                           options_for = {[0] = tiles, [1] = tiles}}
    for p = 0, 1 do I.hide(g, p, picks[p].x, picks[p].y) end
  end
  g:push("round")
end)

-- ---- Activation ---------------------------------------------------------

-- A round: "The next round always begins with the player who did not
-- finish the prior round" (the kernel's alternating turn order does this).
step("round", function(g)
  local turns = S.turns(g)
  g:turn_next_round(turns)
  S.game.set(g, "round", g:turn_round(turns))
  g:push("turn")
end)

-- The side whose turn it is activates a unit, or ends its turn after one
-- ("activating up to two units"). A side with none left is skipped by the
-- turn order: "it may be necessary for one player to have multiple turns to
-- be able to activate all remaining units."
step("turn", function(g)
  local turns = S.turns(g)
  if g:turn_round_over(turns) then
    g:push("round")
    return
  end
  local side = S.team_of(g, g:turn_side(turns))
  local grid = S.grid(g)
  -- Each option's value is the unit it activates, or "end".
  local options = {}
  for _, u in ipairs(S.units(g, side)) do
    if g:turn_may_act(turns, u) then
      options[#options + 1] = {label = "activate " .. S.label(g, u, grid), value = u}
    end
  end
  if (g:entity_get(turns, "turn.used") or 0) >= 1 then
    options[#options + 1] = {label = "end the turn", value = "end"}
  end
  local u = g:choose{player = side, kind = "activate", prompt = "Activate a unit", options = options}
  if u == "end" then
    g:turn_pass(turns)
    g:push("turn")
    return
  end
  g:turn_begin(turns, u)
  g:entity_set(u, "moved", false)
  g:entity_set(u, "acted", false)
  g:entity_set_ref(S.game.entity(g), "active", u)
  g:tally("activations")
  g:push("order", u)
end)

-- The game is over when a team has no units, or a treasure reached its goal.
local function game_over(g)
  if S.game.get(g, "winner") then return true end
  return not S.both_teams_in_play(g)
end

local function end_activation(g, u)
  g:turn_end(S.turns(g), u)
  S.game.set(g, "active", nil)
  g:push("turn")
end

-- What unit u may do now: "One movement or One action, in either order";
-- picking up or dropping treasure is free. moves are where it may move
-- (none once it has), dist how far each tile is from range (plan.lua),
-- board the step's board read (lib/board.read).
-- Each option's value is the order as data, which the order step acts on
-- and bots read (decision.values), saying what its label says:
--   {order = "move", x =, y =, height =, range = steps from range (nil: out
--     of reach), fall = damage}
--   {order = "attack", ...} (lib/combat.attack_options)
--   {order = "ability", ability = id, ...the card's option} (lib/units)
--   {order = "treasure", treasure =, drop = true|nil} (lib/treasure)
--   {order = "end", range = the unit's own steps from range, as the prompt
--     says it}
local function orders(g, u, moves, dist, w, board, here)
  local list = {}
  if not g:entity_get(u, "moved") then
    local heights, bw = board.heights, board.w
    for _, c in ipairs(moves) do
      local height, range = heights[c.y * bw + c.x + 1], dist[c.y * w + c.x + 1]
      -- Joined, not formatted: string.format cost twice as much, for every
      -- move of every order.
      local label = "move to " .. S.name(c.x, c.y) .. ", height " .. height .. ", " .. P.describe(range)
      if c.fall > 0 then label = label .. ", fall damage " .. c.fall end
      list[#list + 1] = {label = label,
                         value = {order = "move", x = c.x, y = c.y, height = height, range = range, fall = c.fall}}
    end
  end
  if not g:entity_get(u, "acted") then
    for _, o in ipairs(C.attack_options(g, u, board)) do list[#list + 1] = o end
    for _, o in ipairs(U.ability_options(g, u, board)) do list[#list + 1] = o end
  end
  for _, o in ipairs(T.options(g, u)) do list[#list + 1] = o end
  list[#list + 1] = {label = "end the activation", value = {order = "end", range = here}}
  return list
end

local function move_unit(g, u, c)
  g:grid_move(S.grid(g), u, c.x, c.y)
  S.sync(g, u)
  g:entity_set(u, "moved", true)
  g:tally("moves")
  if c.fall > 0 then g:tally("fall.voluntary") end
  if not C.land(g, u, c.fall, "fall") then trigger(g, "unit_moved", u) end
end

-- One order of the active unit, then the next (each its own step, so each
-- is a checkpoint).
step("order", function(g, u)
  if not S.alive(g, u) then
    end_activation(g, u)
    return
  end
  -- The board read once for the moves, the steps from range and the
  -- attacks (cell by cell, the same reads were a third of the step).
  local board = B.read(g)
  local moves = g:entity_get(u, "moved") and {} or B.moves(g, u, board)
  local dist, w = P.steps_to_range(g, u, moves, board)
  local cell = board.cell[u] - 1
  local x, y = cell % board.w, cell // board.w
  local here = dist[y * w + x + 1]
  local list = orders(g, u, moves, dist, w, board, here)
  local o = g:choose{player = board.team[u], kind = "order",
                     prompt = g:entity_get(u, "name") .. " " .. S.name(x, y) .. " ("
                              .. P.describe(here) .. "): move and/or act",
                     options = list}
  if o.order == "end" then
    end_activation(g, u)
    return
  end
  if o.order == "move" then
    move_unit(g, u, o)
  elseif o.order == "treasure" then
    T.apply(g, u, o)
  elseif o.order == "ability" then
    g:entity_set(u, "acted", true)
    U.use_ability(g, u, o)
  else
    g:entity_set(u, "acted", true)
    C.attack(g, u, o)
  end
  if game_over(g) then
    g:push("final")
  elseif not S.alive(g, u) then
    end_activation(g, u)
  else
    g:push("order", u)
  end
end)

-- ---- The end ------------------------------------------------------------

step("final", function(g)
  local winner = S.game.get(g, "winner")
  local reason
  local left = {[0] = #S.units(g, 0), [1] = #S.units(g, 1)}
  if winner then
    reason = S.game.get(g, "won_by") == "bomb" and "bomb" or "royal icon"
  elseif left[0] == 0 and left[1] == 0 then
    reason = "both teams fell"
  else
    winner = left[0] > 0 and 0 or 1
    reason = "elimination"
  end
  local scores = {}
  for p = 0, 1 do
    local hp = 0
    for _, u in ipairs(S.units(g, p)) do hp = hp + g:entity_get(u, "hp") end
    scores[p] = hp
    g:metric("units_left." .. p, left[p])
  end
  g:metric("rounds", S.game.get(g, "round") or 0)
  g:tally("ended." .. reason:gsub(" ", "-"))
  if winner then g:tally(winner == S.game.get(g, "first") and "won.first-player" or "won.second-player") end
  g:finish{winners = winner and {winner} or {}, reason = reason, scores = scores}
end)

rules {
  name = "Tile tactics",
  start = "setup",
  render = require "lib/render",
  scenario_fields = {"map", "mode", "items"}, -- scenarios.lua
  -- The fields content may give each kind: a misspelt one is an error.
  fields = {
    ability = {"name", "options", "passive", "pet", "text", "use"},
    board = {"bridges", "description", "height", "ladders", "name", "spires", "starts", "terrain",
             "treasure"},
    item = {"deck", "effect", "fits", "name", "text"},
    unit = {"abilities", "also", "aoe", "attack", "cost", "health", "jump", "move", "name", "pet",
            "push", "reach", "role"},
  },
}
