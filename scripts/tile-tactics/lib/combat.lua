-- combat.lua: Health, Attack, Reach, AOE, line of sight, Push, fall damage,
-- and the terrain pieces attacks can hit (trees, bridges, ladders, spires).
local S = require "lib/state"
local B = require "lib/board"

local M = {}

-- Numbers the rulebook prints.
M.TREE_HEALTH = 6    -- "Remove after being dealt 6 damage."
M.BRIDGE_HEALTH = 5  -- "Bridges & Ladders ... Remove after being dealt 5 damage."
M.LADDER_HEALTH = 5
M.SPIRE_DAMAGE = 6   -- "If a Spire lands on a unit that unit receives 6 damage."

-- ---- Health -------------------------------------------------------------

-- Takes unit u out of play: "When Health reaches 0, the unit is immediately
-- removed from play." A carried treasure drops where it fell (and goes home
-- from lava, where no one could pick it up: designed).
function M.remove(g, u, cause)
  if not S.alive(g, u) then return end
  local grid = S.grid(g)
  local x, y = S.where(g, u)
  local carried = g:entity_get(u, "carrying")
  if carried then
    g:entity_set(u, "carrying", nil)
    g:entity_set(carried, "carrier", nil)
    local hx, hy = x, y
    if not x or B.terrain(g, x, y) == "lava" then
      hx, hy = g:entity_get(carried, "home_x"), g:entity_get(carried, "home_y")
    end
    g:grid_place(grid, carried, hx, hy, 0)
    S.sync(g, carried)
  end
  if x then
    g:grid_remove(grid, u)
    S.sync(g, u)
  end
  g:entity_tag(u, "dead")
  g:zone_insert(g:zone_find("fallen"), u)
  local turns = S.turns(g)
  if g:turn_side_of(turns, u) then g:turn_remove(turns, u) end
  g:event_emit("tt.removed", u, cause or "damage")
  g:tally("removed." .. (cause or "damage"))
  trigger(g, "unit_removed", u, cause)
end

-- Deals n damage to unit u; returns true when it is removed.
function M.damage(g, u, n, cause)
  if n <= 0 or not S.alive(g, u) then return false end
  local hp = g:entity_get(u, "hp") - n
  g:entity_set(u, "hp", math.max(hp, 0))
  g:event_emit("tt.damage", u, n, math.max(hp, 0))
  if hp <= 0 then
    M.remove(g, u, cause)
    return true
  end
  return false
end

-- "Health cannot exceed the unit's maximum value unless specified by
-- abilities": over = true is such an ability. Returns the health gained.
function M.heal(g, u, n, over)
  if not S.alive(g, u) then return 0 end
  local hp, max = g:entity_get(u, "hp"), g:entity_get(u, "max_hp")
  local new = hp + n
  if not over then new = math.min(new, math.max(max, hp)) end
  g:entity_set(u, "hp", new)
  if new > hp then g:event_emit("tt.heal", u, new - hp, new) end
  return new - hp
end

-- A unit lands on (x, y) after falling `fall` tiles beyond what is free:
-- lava kills ("Instant death when pushed onto tile"), water softens (the
-- kernel's damage figure already says so).
function M.land(g, u, damage, cause)
  local x, y = S.where(g, u)
  if x and B.terrain(g, x, y) == "lava" then
    M.remove(g, u, "lava")
    return true
  end
  return M.damage(g, u, damage, cause or "fall")
end

-- ---- Terrain pieces -----------------------------------------------------

local function bridge_cells(g, bridge)
  local xs, ys = g:entity_get_array(bridge, "xs"), g:entity_get_array(bridge, "ys")
  local list = {}
  for i = 1, #xs do list[i] = {x = xs[i], y = ys[i]} end
  return list
end

-- A bridge falls: its tiles become what lay beneath, and whoever stood on it
-- falls (damage for every tile, none into water, death into lava).
local function collapse(g, bridge)
  local grid = S.grid(g)
  local under, depth = g:entity_get(bridge, "under"), g:entity_get(bridge, "under_height")
  local fallers = {}
  for _, c in ipairs(bridge_cells(g, bridge)) do
    local drop = B.height(g, c.x, c.y) - depth
    g:grid_set_terrain(grid, c.x, c.y, under)
    g:grid_set_height(grid, c.x, c.y, depth)
    local u = B.unit_at(g, c.x, c.y)
    if u then fallers[#fallers + 1] = {u = u, drop = drop} end
  end
  g:event_emit("tt.destroyed", bridge, "bridge")
  g:entity_free(bridge)
  for _, f in ipairs(fallers) do
    M.land(g, f.u, g:grid_fall_damage(f.drop, 0, under == "water"), "fall")
  end
end

-- Damage to a terrain piece; removes it at its limit.
function M.damage_piece(g, piece, n)
  local kind = g:entity_kind(piece)
  local taken = g:entity_get(piece, "damage") + n
  g:entity_set(piece, "damage", taken)
  if kind == "tree" and taken >= M.TREE_HEALTH then
    g:grid_set_terrain(S.grid(g), g:entity_get(piece, "x"), g:entity_get(piece, "y"),
                       g:entity_get(piece, "under"))
    g:event_emit("tt.destroyed", piece, "tree")
    g:entity_free(piece)
  elseif kind == "ladder" and taken >= M.LADDER_HEALTH then
    g:event_emit("tt.destroyed", piece, "ladder")
    g:entity_free(piece)
  elseif kind == "bridge" and taken >= M.BRIDGE_HEALTH then
    collapse(g, piece)
  end
end

-- ---- Attacks ------------------------------------------------------------

M.PUSH_DIRS = {B = "back", L = "left", R = "right", F = "forward"}

-- "Push is defined on cards by things like: B2, R1": direction and count.
function M.parse_push(spec)
  if not spec then return nil end
  local letter, n = spec:match("^([BRLF])(%d+)$")
  if not letter then error("bad push '" .. tostring(spec) .. "'") end
  return M.PUSH_DIRS[letter], tonumber(n), letter
end

function M.push_spec(g, u)
  return S.def(g, u).push
end

-- The AOE area around a targeted tile: "AOE 1 is a + shape", "AOE 3x3 is a
-- 3 by 3 grid"; other numbers behave "the same as Reach".
function M.aoe_cells(g, aoe, x, y)
  local grid = S.grid(g)
  if aoe == "3x3" then
    return g:grid_area(grid, x, y, {metric = "chebyshev", radius = 1})
  end
  return g:grid_area(grid, x, y, {metric = "reach", radius = aoe})
end

-- The tiles u may target from where it stands: Reach (melee: adjacent,
-- level or one up or down; beyond: the rough circle), "Upward Attack has
-- maximum reach of 2", "Downward Attack has no vertical restriction", and
-- line of sight with heights unless the unit ignores it.
-- With a board read (lib/board.read) the list is its scratch, refilled.
function M.reach_cells(g, u, board)
  local grid = board and board.grid or S.grid(g)
  local x, y = g:grid_locate(grid, u)
  local reach = S.stat(g, u, "reach")
  local melee = reach <= 1
  return g:grid_area(grid, x, y, {
    metric = "reach", radius = reach, no_centre = true,
    los = not S.has_ability(g, u, "no-los"), heights = true,
    max_up = melee and 1 or 2, max_down = melee and 1 or -1,
  }, board and board.scratch)
end

-- "Downward melee is rewarded with +1 damage to the total damage given,
-- inversely attacking upwards has a penalty of -1 total damage." "Melee"
-- qualifies the downward bonus only: the penalty names no kind of attack, so
-- every attack on a higher target, ranged ones too, deals 1 less. dz is the
-- target's height less the attacker's.
local function height_damage(dmg, dz, melee)
  if dz > 0 then return dmg - 1 end
  if dz < 0 and melee then return dmg + 1 end
  return dmg
end

function M.attack_damage(g, u, tx, ty)
  local x, y = S.where(g, u)
  local dz = B.height(g, tx, ty) - B.height(g, x, y)
  local dmg = height_damage(S.stat(g, u, "attack"), dz, S.stat(g, u, "reach") <= 1)
  return math.max(dmg, 0)
end

-- Where a push would leave target: the kernel's plan, then lava on the way.
function M.push_plan(g, u, target)
  local dir, count = M.parse_push(M.push_spec(g, u))
  if not dir then return nil end
  local plan = g:grid_push_plan(S.grid(g), u, target, dir, count, B.push_relation(g))
  plan.lava = false
  if dir == "forward" then
    plan.lava = B.terrain(g, plan.to.x, plan.to.y) == "lava"
  else
    local sx = plan.to.x > plan.from.x and 1 or (plan.to.x < plan.from.x and -1 or 0)
    local sy = plan.to.y > plan.from.y and 1 or (plan.to.y < plan.from.y and -1 or 0)
    local cx, cy = plan.from.x, plan.from.y
    for _ = 1, plan.moved do
      cx, cy = cx + sx, cy + sy
      if B.terrain(g, cx, cy) == "lava" then
        plan.lava, plan.lava_x, plan.lava_y = true, cx, cy
        break
      end
    end
  end
  return plan
end

-- What pushing target would do, for an attack option: the words its label
-- adds, and the same as its value's push: {x =, y =} the tile named, lava =
-- true, falls = damage (a unit's); nil when blocked.
local function push_note(g, u, target, spec)
  local plan = M.push_plan(g, u, target)
  if not plan or plan.moved == 0 then return ", push " .. spec .. " blocked", nil end
  if plan.lava then
    local x, y = plan.lava_x or plan.to.x, plan.lava_y or plan.to.y
    return ", push " .. spec .. " to " .. S.name(x, y) .. " into lava", {x = x, y = y, lava = true}
  end
  local s = ", push " .. spec .. " to " .. S.name(plan.to.x, plan.to.y)
  local push = {x = plan.to.x, y = plan.to.y}
  if g:entity_kind(target) == "unit" and plan.damage > 0 then
    s = s .. ", falls " .. plan.damage
    push.falls = plan.damage
  end
  return s, push
end

-- The trees or bridges by tile (y * 64 + x -> entity: boards are at most 26
-- tiles wide).
local function pieces(g, kind)
  local map = {}
  local e = g:entity_next(0, kind)
  while e do
    if kind == "bridge" then
      for _, c in ipairs(bridge_cells(g, e)) do map[c.y * 64 + c.x] = e end
    else
      map[g:entity_get(e, "y") * 64 + g:entity_get(e, "x")] = e
    end
    e = g:entity_next(e, kind)
  end
  return map
end

-- The tiles of an AOE area as offsets from the tile hit, dx and dy in turn
-- (aoe_cells' shape before the board's edges clip it): the attack options
-- look up each tile in reach's area in the board read, where asking the
-- kernel for the area of every such tile was most of an AOE unit's order.
local function aoe_offsets(g, aoe)
  local metric, r = "reach", aoe
  if aoe == "3x3" then metric, r = "chebyshev", 1 end
  local list = {}
  for dy = -r, r do
    for dx = -r, r do
      if g:grid_distance(metric, 0, 0, dx, dy) <= r then
        list[#list + 1] = dx
        list[#list + 1] = dy
      end
    end
  end
  return list
end

-- The attacks unit u may make: {label=, value=} per option, with the
-- outcome in the label ("3 damage, kills", "push B2 ... into lava") and in
-- the value (what attack is handed, and bots read):
--   a unit or an area: {order = "attack", x =, y =, target = the unit on the
--     tile (if any), damage =, enemies = how many it hits, kills = how many
--     it kills, allies = how many allies it hits, push = (push_note)}
--   a tree, bridge or ladder: {order = "attack", x =, y =, piece =}
--   a spire: {order = "attack", x =, y =, spire =, push =}
function M.attack_options(g, u, board)
  board = board or B.read(g)
  local list = {}
  -- Trees and bridges are read (pieces) only once a tile in reach is a
  -- tree's or a bridge's (a tree stands, and a bridge spans, only where
  -- the terrain says so), each kind the first time; ladders, by their
  -- foot, come with the board read. Most orders have none in reach, and
  -- reading them all was a dozen kernel calls.
  local trees, bridges
  local foot = {}
  for _, l in ipairs(board.ladders) do foot[l[1]] = l[3] end
  local bw, bh, heights, terrains, unit_at, team_of = board.w, board.h, board.heights, board.terrains,
                                                      board.unit_at, board.team
  local team = team_of[u]
  local aoe = S.def(g, u).aoe
  local shape = aoe and aoe_offsets(g, aoe)
  local spec = M.push_spec(g, u)
  -- attack_damage for every tile, from what is read once.
  local attack = S.stat(g, u, "attack")
  local melee = S.stat(g, u, "reach") <= 1
  local own = heights[board.cell[u]]
  for _, c in ipairs(M.reach_cells(g, u, board)) do
    local name = S.name(c.x, c.y)
    local cell = c.y * bw + c.x + 1
    local unit = unit_at[cell]
    local dmg = math.max(height_damage(attack, heights[cell] - own, melee), 0)
    if aoe then
      local hits, kills, friends = 0, 0, 0
      for k = 1, #shape, 2 do
        local ax, ay = c.x + shape[k], c.y + shape[k + 1]
        local v = ax >= 0 and ax < bw and ay >= 0 and ay < bh and unit_at[ay * bw + ax + 1]
        if v and v ~= u then
          if team_of[v] == team then friends = friends + 1
          else
            hits = hits + 1
            if g:entity_get(v, "hp") <= dmg then kills = kills + 1 end
          end
        end
      end
      if hits > 0 then
        local label = string.format("attack area %s: %d damage to %d enem%s", name, dmg, hits,
                                    hits == 1 and "y" or "ies")
        if kills > 0 then label = label .. ", kills " .. kills end
        if friends > 0 then label = label .. ", hits " .. friends .. " ally" end
        local push
        if unit and spec and team_of[unit] ~= team and g:entity_get(unit, "hp") > dmg then
          local note
          note, push = push_note(g, u, unit, spec)
          label = label .. note
        end
        list[#list + 1] = {label = label, value = {order = "attack", x = c.x, y = c.y, target = unit, damage = dmg,
                                                   enemies = hits, kills = kills, allies = friends, push = push}}
      end
    elseif unit and team_of[unit] ~= team then
      local label = string.format("attack %s %s: %d damage", g:entity_get(unit, "name"), name, dmg)
      local kills, push = 0, nil
      if g:entity_get(unit, "hp") <= dmg then
        label = label .. ", kills"
        kills = 1
      elseif spec then
        local note
        note, push = push_note(g, u, unit, spec)
        label = label .. note
      end
      list[#list + 1] = {label = label, value = {order = "attack", x = c.x, y = c.y, target = unit, damage = dmg,
                                                 enemies = 1, kills = kills, allies = 0, push = push}}
    end
    -- Terrain pieces on the tile.
    local t = terrains[cell]
    if t == "tree" then
      trees = trees or pieces(g, "tree")
      local tree = trees[c.y * 64 + c.x]
      if tree then
        list[#list + 1] = {label = "attack the tree at " .. name,
                           value = {order = "attack", x = c.x, y = c.y, piece = tree}}
      end
    elseif t == "bridge" and not aoe then
      bridges = bridges or pieces(g, "bridge")
      local bridge = bridges[c.y * 64 + c.x]
      if bridge then
        list[#list + 1] = {label = "attack the bridge at " .. name,
                           value = {order = "attack", x = c.x, y = c.y, piece = bridge}}
      end
    end
    local ladder = foot[cell]
    if ladder then
      list[#list + 1] = {label = "attack the ladder at " .. name,
                         value = {order = "attack", x = c.x, y = c.y, piece = ladder}}
    end
    local spire = spec and board.spire_at[cell]
    if spire then
      local note, push = push_note(g, u, spire, spec)
      list[#list + 1] = {label = "push the spire at " .. name .. note,
                         value = {order = "attack", x = c.x, y = c.y, spire = spire, push = push}}
    end
  end
  return list
end

-- Pushes target as u's card says; returns nothing. Falls, lava and spires
-- land as the rules say; the pushed unit has moved (hidden items, treasure).
function M.push(g, u, target)
  local dir, count = M.parse_push(M.push_spec(g, u))
  local plan = M.push_plan(g, u, target)
  if plan.moved == 0 then return end
  local grid = S.grid(g)
  local ax, ay = S.where(g, u)
  local res = g:grid_push(grid, u, target, dir, count, B.push_relation(g))
  S.sync(g, target)
  S.sync(g, u)
  g:tally("push." .. dir)
  if g:entity_kind(target) == "spire" then
    -- "Spire is removed after being pushed. If a Spire lands on a unit that
    -- unit receives 6 damage. Castle tower is a valid movement square after
    -- Spire is removed."
    -- It lands on the first unit in its way.
    local victim
    local sx = res.to.x > res.from.x and 1 or (res.to.x < res.from.x and -1 or 0)
    local sy = res.to.y > res.from.y and 1 or (res.to.y < res.from.y and -1 or 0)
    local cx, cy = res.from.x, res.from.y
    for _ = 1, res.moved do
      cx, cy = cx + sx, cy + sy
      victim = B.unit_at(g, cx, cy)
      if victim then break end
    end
    g:grid_remove(grid, target)
    g:event_emit("tt.destroyed", target, "spire")
    g:entity_free(target)
    if victim then M.damage(g, victim, M.SPIRE_DAMAGE, "spire") end
    return
  end
  if plan.lava then
    -- "Lava: Instant death when pushed onto tile."
    if dir ~= "forward" then
      g:grid_move(grid, target, plan.lava_x, plan.lava_y)
      S.sync(g, target)
    end
    M.remove(g, target, "lava")
  else
    M.land(g, target, res.damage, "pushed")
  end
  if dir == "forward" and S.alive(g, u) then
    -- The attacker takes the target's tile, climbing down as a move would.
    local drop = B.height(g, ax, ay) - B.height(g, res.from.x, res.from.y)
    local x, y = S.where(g, u)
    M.land(g, u, g:grid_fall_damage(drop, S.stat(g, u, "jump"), B.terrain(g, x, y) == "water"))
    if S.alive(g, u) then trigger(g, "unit_moved", u) end
  end
  if S.alive(g, target) then trigger(g, "unit_moved", target) end
end

-- Resolves attack opt (an attack option's value) by unit u (its action).
function M.attack(g, u, opt)
  local dmg = M.attack_damage(g, u, opt.x, opt.y)
  local aoe = S.def(g, u).aoe
  g:tally("attack." .. g:entity_get(u, "type"))
  if opt.spire then
    M.push(g, u, opt.spire)
    return
  end
  if opt.piece then
    M.damage_piece(g, opt.piece, S.stat(g, u, "attack"))
    return
  end
  if aoe then
    for _, a in ipairs(M.aoe_cells(g, aoe, opt.x, opt.y)) do
      local v = B.unit_at(g, a.x, a.y)
      if v and v ~= u then M.damage(g, v, dmg, "attack") end
    end
  else
    M.damage(g, opt.target, dmg, "attack")
  end
  local target = opt.target
  if target and S.alive(g, target) and M.push_spec(g, u) and
     g:entity_get(target, "team") ~= g:entity_get(u, "team") then
    M.push(g, u, target)
  end
end

return M
