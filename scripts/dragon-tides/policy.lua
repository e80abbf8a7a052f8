-- policy.lua: how the heuristic bot (scripts/std/bots/heuristic.lua) plays
-- Dragon Tides. Each policy scores one option of a decision of its kind by
-- what the option does (its value, decision.values[i]: labels are for
-- people, and rewording one must not change how a bot plays), seeing only
-- the deciding player's view: positions, Health, stats and items of
-- everyone, its own hand, never an opponent's face-down move. The weights
-- are designed by hand (designed).
local D = require "core"

local P = {}

local function fighters(view)
  local list = {}
  local f = view:entity_next(0, "dt.fighter")
  while f do
    if not view:entity_get(f, "out") then list[#list + 1] = f end
    f = view:entity_next(f, "dt.fighter")
  end
  return list
end

local function actor(view) return D.get(view, "actor") end

local function track(view, f, key) return view:entity_get(view:entity_get(f, key), "track.value") end

local function item_def(view, f)
  local i = view:entity_get(f, "item")
  return i and content("item", view:entity_get(i, "name")), i
end

-- A fighter's stat as the view shows it: base, item, Grapple tokens (its
-- face-down move and active SUPER are not counted).
local function stat(view, f, s)
  local v = view:entity_get(f, "stat." .. s) - (view:entity_get(f, "grapple") or 0)
  local d, i = item_def(view, f)
  if d and not view:entity_get(i, "deployed") and d.effect[s] then v = v + d.effect[s] end
  return v
end

local function reach(view, f)
  local d, i = item_def(view, f)
  local r = 1
  if d and not view:entity_get(i, "deployed") and d.effect.reach then r = d.effect.reach end
  if view:entity_get(f, "super_on") then
    local c = content("character", view:entity_get(f, "name"))
    if c and c.super.effect.reach then r = math.max(r, c.super.effect.reach) end
  end
  return r
end

local function enemies(view, me)
  local list = {}
  local team = view:entity_get(me, "team")
  for _, f in ipairs(fighters(view)) do
    if view:entity_get(f, "team") ~= team and not view:entity_get(f, "cameo") then list[#list + 1] = f end
  end
  return list
end

local function pos(view, f) return view:entity_get(f, "x"), view:entity_get(f, "y") end

local function noise(decision, size) return decision.random(1000) / 1000 * (size or 0.01) end

-- ---- Showdown -----------------------------------------------------------------
-- The bot plays the Showdown as the small zero-sum game it is: it works out
-- what each pair of Maneuvers is worth to it (expected Health taken minus
-- Health lost, from the dice each side would roll, as far as it can see),
-- finds a mixed strategy for that 3 x 3 game by fictitious play, and picks
-- at random by those odds, so it cannot be read like a book.

-- The effects a player can see on f: item, face-up move, active SUPER.
local function visible_effects(view, f)
  local list = {}
  local d, i = item_def(view, f)
  if d then list[#list + 1] = view:entity_get(i, "deployed") and d.deployed.effect or d.effect end
  local z = view:zone_find("sig." .. f)
  local m = z and view:zone_list(z)[1]
  if m and view:entity_has_tag(m, "faceup") then list[#list + 1] = content("move", view:entity_get(m, "name")).effect end
  if view:entity_get(f, "super_on") and not view:entity_get(f, "minion") then
    list[#list + 1] = content("character", view:entity_get(f, "name")).super.effect
  end
  return list
end

-- The sum of key over a list of effects, or true when one has it as a flag.
local function eff(list, key)
  local n = 0
  for _, e in ipairs(list) do
    local v = e[key]
    if v == true then return true end
    if type(v) == "number" then n = n + v end
  end
  return n
end

-- What a Showdown reads of a side's effects, summed once per side (each
-- key's sum, 0 where it is a flag; ignore_grapple as a flag) rather than
-- once per question.
local SUMMED = {"strike", "grapple", "throw", "dice_strike", "dice_grapple", "dice_throw", "all_dice",
                "attack_dice", "defend_dice", "win_dice", "advantage", "throw_damage"}
local function summed(effects)
  local t = {ignore_grapple = eff(effects, "ignore_grapple") == true}
  if #effects == 0 then -- most sides show nothing: every sum is 0
    for _, key in ipairs(SUMMED) do t[key] = 0 end
    return t
  end
  -- Each key's sum as eff() makes it (0 for a flag), written out: two
  -- calls a key were a fifth of the bot's Showdown outside solve().
  for _, key in ipairs(SUMMED) do
    local n = 0
    for k = 1, #effects do
      local v = effects[k][key]
      if v == true then
        n = 0 -- a flag: no number
        break
      end
      if type(v) == "number" then n = n + v end
    end
    t[key] = n
  end
  return t
end
local DICE_KEY = {strike = "dice_strike", grapple = "dice_grapple", throw = "dice_throw"}
local ROLE_KEY = {attack = "attack_dice", defend = "defend_dice"}

-- What the Showdown reads of a side f, read once for the nine pairs of
-- Maneuvers (reading them for each pair was a tenth of the bot's
-- Showdown): its effects summed, its Stats, its Take a Step die and
-- Grapple tokens.
local function side(view, f)
  return {sums = summed(visible_effects(view, f)),
          stat = {strike = view:entity_get(f, "stat.strike"), grapple = view:entity_get(f, "stat.grapple"),
                  throw = view:entity_get(f, "stat.throw")},
          step_die = view:entity_get(f, "step_die") or 0, grapple = view:entity_get(f, "grapple") or 0}
end

-- The dice side s rolls for Maneuver m in role ("attack" or "defend"), won
-- when it won the Showdown.
local function dice(s, m, role, won)
  local sums = s.sums
  local n = s.stat[m] + sums[m] + sums.all_dice + sums[DICE_KEY[m]]
  n = n + sums[ROLE_KEY[role]] + s.step_die
  if not sums.ignore_grapple then n = n - s.grapple end
  if won then n = n + 2 + sums.win_dice end
  return math.max(1, n)
end

-- P(k successes of n dice), each a success half the time.
-- Worked out once while loading (content is frozen afterwards).
local BIN = {}
for n = 0, 60 do
  local row = {[0] = 1}
  for k = 1, n do row[k] = row[k - 1] * (n - k + 1) / k end
  BIN[n] = {}
  for k = 0, n do BIN[n][k] = row[k] / 2 ^ n end
end
local function binom(n) return BIN[math.min(n, 60)] end

-- Expected max(0, X - Y) and P(X > Y) for X fists of nx dice, Y shields of
-- ny dice. (Only y < x counts: the sums run over those pairs in the order
-- of the full table, so the figures are the same to the last bit.)
local function edge(nx, ny)
  local px, py = binom(nx), binom(ny)
  local e, p = 0, 0
  for x = 1, nx do
    local pxx = px[x]
    for y = 0, math.min(x - 1, ny) do
      e = e + pxx * py[y] * (x - y)
      p = p + pxx * py[y]
    end
  end
  return e, p
end

-- edge() for up to EDGE_MAX dice a side (the usual pools), worked out once
-- while loading like BIN; keyed nx * 64 + ny.
local EDGE_MAX = 10
local EDGE_E, EDGE_P = {}, {}
for nx = 0, EDGE_MAX do
  for ny = 0, EDGE_MAX do
    EDGE_E[nx * 64 + ny], EDGE_P[nx * 64 + ny] = edge(nx, ny)
  end
end
local function known_edge(nx, ny)
  if nx <= EDGE_MAX and ny <= EDGE_MAX then
    local key = nx * 64 + ny
    return EDGE_E[key], EDGE_P[key]
  end
  return edge(nx, ny)
end

-- What landing Maneuver m with Advantage adv (expected) and chance p is
-- worth in Health.
local function worth(m, adv, p, sums)
  if m == "strike" then return adv + p * sums.advantage end
  if m == "grapple" then return p * 1 + adv * 0.5 end
  return p * (1 + sums.throw_damage)
end

-- The value to me (side me, attacking when attacking is true) of my
-- Maneuver m against opponent o's om, as far as each side can be seen
-- (side()); cycle the match's Showdown cycle.
local function pair_value(me, o, attacking, m, om, cycle)
  local mine, theirs = me.sums, o.sums
  local me_won, o_won = false, false
  if m ~= om then
    if cycle[m] == om then me_won = true else o_won = true end
  end
  local nm = dice(me, m, attacking and "attack" or "defend", me_won)
  local no = dice(o, om, attacking and "defend" or "attack", o_won)
  local v = (me_won and 0.4 or 0) - (o_won and 0.4 or 0) -- a SUPER step
  local a_adv, a_p, c_adv, c_p
  if attacking then
    a_adv, a_p = known_edge(nm, no)
    c_adv, c_p = known_edge(no, nm)
    return v + worth(m, a_adv, a_p, mine) - (1 - a_p) * worth(om, c_adv, c_p, theirs)
  end
  a_adv, a_p = known_edge(no, nm)
  c_adv, c_p = known_edge(nm, no)
  return v - worth(om, a_adv, a_p, theirs) + (1 - a_p) * worth(m, c_adv, c_p, mine)
end

-- A mixed strategy for the row player of a 3 x 3 zero-sum game, by
-- fictitious play: each round the row player answers the columns played so
-- far, then the column player the rows. Written out cell by cell in locals
-- (the game is always 3 x 3): it runs 200 rounds for every fighter in every
-- Showdown, and this is many times faster than loops over small tables,
-- with the same sums in the same order. (The sums are finite, so "the first
-- of the largest" needs no running maximum.)
local function solve(value)
  local v11, v12, v13 = value[1][1], value[1][2], value[1][3]
  local v21, v22, v23 = value[2][1], value[2][2], value[2][3]
  local v31, v32, v33 = value[3][1], value[3][2], value[3][3]
  local r1, r2, r3 = 0, 0, 0          -- how often each row was played
  local rs1, rs2, rs3 = 0, 0, 0       -- each column's total against those rows
  local cs1, cs2, cs3 = 0, 0, 0       -- each row's total against the columns
  -- (One sum a statement: "a, b, c = a + x, b + y, c + z" moves all but the
  -- last through a spare register, a sixth of the loop's instructions.)
  for _ = 1, 200 do
    -- The best row so far (the first among equals).
    if cs1 >= cs2 and cs1 >= cs3 then
      r1 = r1 + 1
      rs1 = rs1 + v11; rs2 = rs2 + v12; rs3 = rs3 + v13
    elseif cs2 >= cs3 then
      r2 = r2 + 1
      rs1 = rs1 + v21; rs2 = rs2 + v22; rs3 = rs3 + v23
    else
      r3 = r3 + 1
      rs1 = rs1 + v31; rs2 = rs2 + v32; rs3 = rs3 + v33
    end
    -- The column worst for the row player (the first among equals).
    if rs1 <= rs2 and rs1 <= rs3 then
      cs1 = cs1 + v11; cs2 = cs2 + v21; cs3 = cs3 + v31
    elseif rs2 <= rs3 then
      cs1 = cs1 + v12; cs2 = cs2 + v22; cs3 = cs3 + v32
    else
      cs1 = cs1 + v13; cs2 = cs2 + v23; cs3 = cs3 + v33
    end
  end
  local total = r1 + r2 + r3
  return {r1 / total, r2 / total, r3 / total}
end

-- The odds of each Maneuver for my fighter f.
local function odds(view, f, attacker, targets)
  local cycle = D.CYCLES[D.get(view, "cycle") or "classic"]
  -- Who f faces, and what each side shows (the same for all nine pairs of
  -- Maneuvers).
  local mine = side(view, f)
  local foes = {}
  if f == attacker then
    for k, t in ipairs(targets) do foes[k] = side(view, t) end
  else
    foes[1] = side(view, attacker)
  end
  local value = {}
  for i, m in ipairs(D.MANEUVERS) do
    value[i] = {}
    for j, om in ipairs(D.MANEUVERS) do
      local v = 0
      if f == attacker then
        for _, t in ipairs(foes) do v = v + pair_value(mine, t, true, m, om, cycle) end
      else
        v = pair_value(mine, foes[1], false, m, om, cycle)
      end
      value[i][j] = v
    end
  end
  return solve(value)
end

-- A Maneuver's place in D.MANEUVERS.
local MANEUVER_INDEX = {}
for i, m in ipairs(D.MANEUVERS) do MANEUVER_INDEX[m] = i end

-- Who is in the Showdown, and which of them are mine (in the order an
-- option's value lists their Maneuvers, combat.lua), read once per
-- decision; odds[k] is filled in for my k-th fighter when first needed.
local function showdown_context(view, decision)
  local attacker = D.get(view, "attacker")
  local targets = view:zone_list(view:zone_find("dt.targets"))
  local me = view:player()
  local mine = {}
  local involved = {attacker}
  for _, t in ipairs(targets) do involved[#involved + 1] = t end
  for _, f in ipairs(involved) do
    if view:entity_get(f, "player") == me then mine[#mine + 1] = f end
  end
  return {attacker = attacker, targets = targets, mine = mine, odds = {}}
end

policy {
  id = "showdown",
  prepare = showdown_context,
  score = function(view, decision, i, ctx)
    ctx = ctx or showdown_context(view, decision)
    local logp = 0
    local maneuvers = decision.values[i] -- one for each of my fighters
    for k = 1, #maneuvers do
      local p = ctx.odds[k] or odds(view, ctx.mine[k], ctx.attacker, ctx.targets)
      ctx.odds[k] = p
      logp = logp + math.log(math.max(p[MANEUVER_INDEX[maneuvers[k]]], 1e-9))
    end
    -- Gumbel noise: the best score is then drawn by those odds.
    local u = (decision.random(1000000) - 0.5) / 1000000
    return logp - math.log(-math.log(u))
  end,
}

-- ---- Lights, reveals and SUPERs --------------------------------------------------

-- An option's value: the move set and whether face up (turn.lua), or false
-- for keeping the face-down one.
policy {
  id = "lights",
  score = function(view, decision, i)
    local set = decision.values[i]
    if not set then return 6 end
    local mv = content("move", view:entity_get(set.move, "name"))
    local v = 3 + noise(decision, 2)
    if not set.up then v = v + 2 end
    if mv.face == "up" then v = v + 1.5 end
    if mv.heal then
      local f = actor(view)
      if track(view, f, "health") + mv.heal > view:entity_get(f, "hmax") then v = v - 3 end
    end
    return v
  end,
}

-- Values: the free things' specs (combat.lua), and going on.
policy {
  id = "reveal",
  score = function(view, decision, i) return decision.values[i].what == "go" and 0 or 10 end,
}

-- ---- Camera ----------------------------------------------------------------------

-- The spaces a scene sends f's team to (scene.goal): the informant's
-- crate, the Exit Points, a bound person (while f carries nobody); nil
-- when the team has no goal but the enemy. A list of goals is tried in
-- order until one has spaces.
local goal_cells_of
local function goal_cells(view, f)
  local scene = D.get(view, "scene")
  local s = scene and content("scene", scene)
  local goal = s and s.goal and s.goal[view:entity_get(f, "team") == 1 and "dragons" or "villains"]
  if type(goal) ~= "table" then return goal and goal_cells_of(view, f, goal) end
  for _, one in ipairs(goal) do
    if not (one == "bound" and view:entity_get(f, "carrying")) then
      local cells = goal_cells_of(view, f, one)
      if cells and #cells > 0 then return cells end
    end
  end
end

goal_cells_of = function(view, f, goal)
  local m = D.match(view)
  local cells = {}
  if goal == "boss" then
    local boss = view:entity_get(m, "main")
    if view:entity_get(boss, "out") then return nil end
    cells[1] = {x = view:entity_get(boss, "x"), y = view:entity_get(boss, "y")}
  elseif goal == "exit" then
    local board = content("board", view:entity_get(m, "board"))
    local w, h = D.board_size(board)
    for y = 0, h - 1 do
      for x = 0, w - 1 do
        if D.cell_char(board, x, y) == "x" then cells[#cells + 1] = {x = x, y = y, on = true} end
      end
    end
  else
    local o = view:entity_next(0, "dt.object")
    while o do
      if view:entity_get(o, "type") == goal and view:entity_get(o, "x") then
        cells[#cells + 1] = {x = view:entity_get(o, "x"), y = view:entity_get(o, "y")}
      end
      o = view:entity_next(o, "dt.object")
    end
  end
  return cells
end

-- How far each space is from the nearest goal space, walking round walls;
-- a closed or locked door counts as 4 spaces (it takes an Action or two to
-- open). Worked out once per decision (kept on the decision table, which
-- lives for one bot call): the crossing costs of every space's east and
-- south edges are read first, then a search settles spaces by distance (a
-- bucket per distance: steps cost 1 or 4).
local EDGE_WALL = {["|"] = true, ["-"] = true}
local function goal_field(view, decision, goals)
  if decision._field then return decision._field end
  local board = content("board", D.get(view, "board"))
  local w, h = D.board_size(board)
  -- The cost of crossing from space k = y * w + x to its east (east[k]) or
  -- south (south[k]) neighbour; nil through a wall.
  local east, south = {}, {}
  for y = 0, h - 1 do
    for x = 0, w - 1 do
      local k = y * w + x
      east[k] = not EDGE_WALL[D.east_char(board, x, y)] and 1 or nil
      south[k] = not EDGE_WALL[D.south_char(board, x, y)] and 1 or nil
    end
  end
  local d = view:entity_next(0, "dt.door")
  while d do
    local k = view:entity_get(d, "y") * w + view:entity_get(d, "x")
    local cost = view:entity_get(d, "state") == "open" and 1 or 4
    if view:entity_get(d, "side") == "e" then east[k] = cost else south[k] = cost end
    d = view:entity_next(d, "dt.door")
  end
  -- The cost of a step from k to its neighbour nk, dx and dy apart.
  local function step_cost(k, dx, dy)
    if dx == 1 then return east[k] elseif dx == -1 then return east[k - 1] end
    if dy == 1 then return south[k] else return south[k - w] end
  end
  local dist = {}
  local buckets, top = {[0] = {}}, 0
  for _, c in ipairs(goals) do
    local k = c.y * w + c.x
    if dist[k] == nil then
      dist[k] = 0
      buckets[0][#buckets[0] + 1] = k
    end
  end
  local at = 0
  while at <= top do
    local bucket = buckets[at]
    for i = 1, bucket and #bucket or 0 do
      local bk = bucket[i]
      if dist[bk] == at then
        local x, y = bk % w, bk // w
        for dy = -1, 1 do
          for dx = -1, 1 do
            local nx, ny = x + dx, y + dy
            if (dx ~= 0 or dy ~= 0) and nx >= 0 and ny >= 0 and nx < w and ny < h then
              local cost
              if dx == 0 or dy == 0 then
                cost = step_cost(bk, dx, dy)
              else
                -- Diagonally: both ways round the corner must be open.
                if step_cost(bk, dx, 0) == 1 and step_cost(bk + dx, 0, dy) == 1 and
                   step_cost(bk, 0, dy) == 1 and step_cost(bk + dy * w, dx, 0) == 1 then
                  cost = 1
                end
              end
              local nk = ny * w + nx
              if cost and (not dist[nk] or at + cost < dist[nk]) then
                local through = at + cost
                dist[nk] = through
                local next = buckets[through]
                if not next then
                  next = {}
                  buckets[through] = next
                  if through > top then top = through end
                end
                next[#next + 1] = nk
              end
            end
          end
        end
      end
    end
    at = at + 1
  end
  decision._field = dist
  decision._w = w
  return dist
end

-- What every Camera option's score shares, read once per decision: me and
-- my space, my Reach, the enemies' spaces and Health, the items worth
-- picking up (by y * 100 + x) and the scene's goal spaces.
local function camera_context(view, decision)
  local me = actor(view)
  local mx, my = pos(view, me)
  local ctx = {me = me, x = mx, y = my, reach = reach(view, me), foes = {}, items = {}, goals = goal_cells(view, me)}
  for _, e in ipairs(enemies(view, me)) do
    local ex, ey = pos(view, e)
    ctx.foes[#ctx.foes + 1] = {x = ex, y = ey, health = track(view, e, "health")}
  end
  local held = item_def(view, me)
  local it = view:entity_next(0, "dt.item")
  while it do
    local ix = view:entity_get(it, "x")
    if ix then
      local gain = content("item", view:entity_get(it, "name")).value - (held and held.value or 0)
      if gain > 0 then ctx.items[view:entity_get(it, "y") * 100 + ix] = gain end
    end
    it = view:entity_next(it, "dt.item")
  end
  return ctx
end

-- A Camera option that is no move (what its spec does, turn.lua): its
-- score, or nil for standing (which scores as a move to my own space, with
-- the Take a Step die).
local function camera_other(view, me, what)
  if what == "use" then
    local d = item_def(view, me)
    if d.use.heal then return track(view, me, "health") < view:entity_get(me, "hmax") and 50 or -5 end
    return 50
  end
  if what == "drop" or what == "put_down" then return -100 end
  if what == "reveal" then return 40 end
  if what == "super" then return 40 end
end

-- Where to stand: in Reach of the weakest enemy, on items worth having,
-- with the Take a Step die when already there; in a movie, toward the
-- scene's goal first.
policy {
  id = "camera",
  prepare = camera_context,
  score = function(view, decision, i, ctx)
    ctx = ctx or camera_context(view, decision)
    -- The value: a Step or Sprint to a cell (core.lua), else a spec.
    local s = decision.values[i]
    local what, x, y = s.what, s.x, s.y
    local die = what ~= "sprint" -- a Step, or standing
    if what ~= "step" and what ~= "sprint" then
      local other = camera_other(view, ctx.me, what)
      if other then return other end
      x, y = ctx.x, ctx.y
    end
    -- The loop and D.dist written out: this runs for every foe of every
    -- option, most of a Camera decision's instructions.
    local best = -100
    local foes, reach = ctx.foes, ctx.reach
    for n = 1, #foes do
      local e = foes[n]
      local dx, dy = x - e.x, y - e.y
      if dx < 0 then dx = -dx end
      if dy < 0 then dy = -dy end
      local d = dx > dy and dx or dy
      local v
      if d <= reach then v = 20 - e.health * 0.5 else v = -d end
      if v > best then best = v end
    end
    local v = best
    local goals = ctx.goals
    if goals and #goals > 0 then
      -- Crates and bosses are reached from next to them (distance 0 there).
      local field = goal_field(view, decision, goals)
      local gd = field[y * decision._w + x] or 99
      v = 60 - 4 * gd + 0.1 * best
    end
    if die then v = v + 1.5 end
    -- Items on the space reached.
    v = v + (ctx.items[y * 100 + x] or 0) * 1.5
    return v + decision.random(1000) / 1000 * 0.5 -- noise(decision, 0.5), written out as above
  end,
}

policy {
  id = "pickup",
  score = function(view, decision, i)
    local item = decision.values[i] -- false for leaving them
    if not item then return 0 end
    local held = item_def(view, actor(view))
    return content("item", view:entity_get(item, "name")).value - (held and held.value or 0)
  end,
}

-- ---- Action --------------------------------------------------------------------

-- What interacting with a thing is worth, by its kind (combat.lua), where
-- that does not depend on me; the others score 0.
local INTERACT_WORTH = {slip = 15, uncuff = 14, give = -1, open = 3, knock = 2, panel = 4, crate = 45}

-- Values: the Action's specs (turn.lua).
policy {
  id = "action",
  score = function(view, decision, i)
    local s = decision.values[i]
    local what = s.what
    local me = actor(view)
    if what == "use" then
      local d = item_def(view, me)
      if d.use.heal then return track(view, me, "health") < view:entity_get(me, "hmax") and 60 or -5 end
      return 60
    end
    if what == "drop" or what == "put_down" then return -100 end
    if what == "reveal" then return 55 end
    if what == "super" then
      for k = 1, #decision.values do
        if decision.values[k].what == "attack" then return 50 end
      end
      -- Nothing to hit yet: keep it, unless it widens Reach.
      local c = content("character", view:entity_get(me, "name"))
      if c and c.super.effect.reach and c.super.effect.reach > reach(view, me) then return 50 end
      return -1
    end
    if what == "attack" then
      if #s.targets > 1 then return 40 end -- everyone in Reach
      return 30 - track(view, s.targets[1], "health") + noise(decision, 0.5)
    end
    if what == "interact" then
      local kind = s.thing.kind
      -- Handing items round costs an Action: only to arm the empty-handed.
      if kind == "take" then return item_def(view, me) and -1 or 2 end
      -- A bound person is worth carrying to the Dragons' Exit Points.
      if kind == "carry" then return view:entity_get(me, "team") == 1 and 35 or -1 end
      return INTERACT_WORTH[kind] or 0
    end
    if what == "pass" then return 1 end
    return 0
  end,
}

-- Values: a thing (combat.lua), or false for none.
policy {
  id = "interact",
  score = function(view, decision, i) return decision.values[i] == false and 1 or 0 end,
}

-- Values: the space thrown to, or false for leaving them.
policy {
  id = "throw",
  score = function(view, decision, i)
    local c = decision.values[i]
    if not c then return 1 end
    return c.chute and 100 or 0
  end,
}

policy {
  id = "handcuffs",
  score = function(view, decision, i)
    -- Cuff the ones carrying something worth losing.
    local attacker = D.get(view, "attacker")
    local me = actor(view)
    local other = attacker ~= me and attacker or view:zone_list(view:zone_find("dt.targets"))[1]
    local d = other and item_def(view, other)
    local worth = d and d.value >= 3
    if decision.values[i] then return worth and 2 or 0 end -- true: handcuff them
    return 1
  end,
}

policy {
  id = "exit",
  score = function(view, decision, i) return decision.values[i] and 1 or 0 end, -- true: exit
}

-- The Villains speed the belt up, the Dragons slow it down (values: the
-- change of speed).
policy {
  id = "belt",
  score = function(view, decision, i)
    local villain = view:entity_get(actor(view), "team") == 0
    local faster = decision.values[i] > 0
    return (villain == faster) and 1 or 0
  end,
}

-- ---- Setting up ---------------------------------------------------------------

policy {
  id = "draft",
  -- Any character: the playtests want every one of them played.
  score = function(view, decision, i) return noise(decision, 1) end,
}

policy {
  id = "place",
  score = function(view, decision, i)
    local c = decision.values[i]
    local x, y = c.x, c.y
    -- Near the middle of the mat, not in the side rooms.
    return -math.abs(x - 5.5) - math.abs(y - 4) + noise(decision, 2)
  end,
}

return P
