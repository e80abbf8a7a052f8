-- board.lua: the map on the kernel's square grid: terrain types, building a
-- board from its data file, and how units move over it ("Move", "Jump",
-- "Lava", "Water", "Trees", "Bridges & Ladders", "Castle Spires").
local S = require "lib/state"

local M = {}

-- Terrain types. Letters are how map files draw them.
M.TERRAIN = {
  ["."] = "ground",
  ["~"] = "water",
  ["^"] = "lava",
  ["T"] = "tree",
  ["="] = "bridge",
}

-- Spires stand this many tiles tall for line of sight (designed: a spire is
-- a two-tile piece on top of its tower).
M.SPIRE_SIGHT = 2
-- Units stand one tile tall for line of sight ("If no other unit ... blocks
-- this line").
M.UNIT_SIGHT = 1

local function define_terrain(g, grid)
  g:grid_define_terrain(grid, "ground", {cost = 1})
  -- "Water: Movement cost double when on Water tile. Water prevents fall
  -- damage." Reading taken: a step onto water costs 2, a step out of it
  -- costs what the tile stepped onto costs. Each Move is spent on the tile
  -- it lands on, as for every terrain; the other reading (doubling the step
  -- that leaves water) costs the same to wade across, and only moves the
  -- extra Move from the way in to the way out.
  g:grid_define_terrain(grid, "water", {cost = 2, soft = true})
  -- Lava: a unit may be pushed onto it (and dies) but never walks onto it;
  -- the step rule below refuses it, so leaps over it stay possible.
  g:grid_define_terrain(grid, "lava", {cost = 1})
  -- "Trees block LOS. Units cannot occupy the same tile as a tree."
  g:grid_define_terrain(grid, "tree", {cost = 1, blocks_move = true, blocks_los = true})
  -- "Move on top of Bridges & Ladders are equal to the tiles they are
  -- suspended over." Reading taken: the Move counts the tiles spanned, one a
  -- tile, whatever lies beneath: a unit on the deck is not "on Water tile",
  -- and a ladder, which spans no terrain, reads only this way. (Charging the
  -- terrain beneath would make a bridge over water no faster than wading.)
  g:grid_define_terrain(grid, "bridge", {cost = 1})
end

-- Reads a map's rows: terrain letters and height digits, north row first.
local function cells(map)
  local list = {}
  for y, row in ipairs(map.terrain) do
    local heights = map.height[y]
    for x = 1, #row do
      local letter = row:sub(x, x)
      local t = M.TERRAIN[letter]
      if not t then error(string.format("map %s: unknown terrain '%s' at %s", map.id, letter, S.name(x - 1, y - 1))) end
      list[#list + 1] = {x = x - 1, y = y - 1, terrain = t, height = tonumber(heights:sub(x, x))}
    end
  end
  return list
end

function M.size(map)
  return #map.terrain[1], #map.terrain
end

-- Builds the map's grid and its terrain pieces; returns the grid.
function M.build(g, map)
  local w, h = M.size(map)
  local grid = g:grid_new(w, h)
  define_terrain(g, grid)
  for _, c in ipairs(cells(map)) do
    g:grid_set_height(grid, c.x, c.y, c.height)
    if c.terrain == "tree" then
      -- A tree grows on ground; when felled the ground is walkable again.
      local tree = g:entity_new("tree")
      g:entity_set(tree, "x", c.x)
      g:entity_set(tree, "y", c.y)
      g:entity_set(tree, "damage", 0)
      g:entity_set(tree, "under", "ground")
    end
    g:grid_set_terrain(grid, c.x, c.y, c.terrain)
  end
  for i, b in ipairs(map.bridges or {}) do
    local bridge = g:entity_new("bridge")
    local xs, ys = {}, {}
    for k, at in ipairs(b.cells) do xs[k], ys[k] = S.parse(at) end
    g:entity_set_array(bridge, "xs", xs)
    g:entity_set_array(bridge, "ys", ys)
    g:entity_set(bridge, "under", M.TERRAIN[b.under or "."])
    g:entity_set(bridge, "under_height", b.under_height or 0)
    g:entity_set(bridge, "damage", 0)
    g:entity_set(bridge, "index", i)
  end
  for _, l in ipairs(map.ladders or {}) do
    local ladder = g:entity_new("ladder")
    local x0, y0 = S.parse(l.from)
    local x1, y1 = S.parse(l.to)
    g:entity_set(ladder, "x", x0)
    g:entity_set(ladder, "y", y0)
    g:entity_set(ladder, "top_x", x1)
    g:entity_set(ladder, "top_y", y1)
    g:entity_set(ladder, "damage", 0)
  end
  for _, at in ipairs(map.spires or {}) do
    local spire = g:entity_new("spire")
    local x, y = S.parse(at)
    g:grid_place(grid, spire, x, y, M.SPIRE_SIGHT)
    g:entity_set(spire, "x", x)
    g:entity_set(spire, "y", y)
  end
  return grid
end

function M.terrain(g, x, y) return g:grid_terrain_at(S.grid(g), x, y) end
function M.height(g, x, y) return g:grid_height_at(S.grid(g), x, y) end

-- The occupants of a cell by kind: units, treasure, spire.
function M.unit_at(g, x, y)
  for _, e in ipairs(g:grid_occupants(S.grid(g), x, y)) do
    if g:entity_kind(e) == "unit" then return e end
  end
  return nil
end

function M.piece_at(g, x, y, kind)
  for _, e in ipairs(g:grid_occupants(S.grid(g), x, y)) do
    if g:entity_kind(e) == kind then return e end
  end
  return nil
end

-- A cell a unit could stand on: no tree, no lava, no unit or spire.
function M.standable(g, x, y)
  local t = M.terrain(g, x, y)
  if t == "tree" or t == "lava" then return false end
  for _, e in ipairs(g:grid_occupants(S.grid(g), x, y)) do
    local k = g:entity_kind(e)
    if k == "unit" or k == "spire" then return false end
  end
  return true
end

-- The board as it stands, read once by a step that asks many things of it
-- (an order's moves, steps from range and attacks), where reading cells
-- and units one kernel call at a time was much of a decision's time. Cell
-- (x, y) is number y * w + x + 1: heights, terrains, unit_at and spire_at
-- are indexed so; lava, trees and water list such cells, ladders their
-- {foot, top} cells and the ladder. units are the units in play (id order), team[u] their
-- teams, cell[u] where they stand. scratch is a list for grid_area to
-- refill, one area after another (steps from range, then the attacks), so
-- that its {x=, y=} tables are made once a step. It holds for the step's
-- reads only: whatever the step then changes, it reads from the kernel
-- again.
function M.read(g)
  local grid = S.grid(g)
  local w, h = g:grid_size(grid)
  local heights, terrains = g:grid_cells(grid)
  local board = {grid = grid, w = w, h = h, heights = heights, terrains = terrains,
                 lava = {}, trees = {}, water = {}, ladders = {},
                 units = {}, team = {}, cell = {}, unit_at = {}, spire_at = {}, scratch = {}}
  local lava, trees, water = board.lava, board.trees, board.water
  for c = 1, w * h do
    local t = terrains[c]
    if t ~= "ground" then -- most cells are: one test for them
      if t == "lava" then
        lava[#lava + 1] = c
      elseif t == "tree" then
        trees[#trees + 1] = c
      elseif t == "water" then
        water[#water + 1] = c
      end
    end
  end
  local u = g:entity_next(0, "unit")
  while u do
    if not g:entity_has_tag(u, "dead") then
      board.units[#board.units + 1] = u
      board.team[u] = g:entity_get(u, "team")
      local x, y = g:grid_locate(grid, u)
      if x then
        board.cell[u] = y * w + x + 1
        board.unit_at[y * w + x + 1] = u
      end
    end
    u = g:entity_next(u, "unit")
  end
  local p = g:entity_next(0, "spire")
  while p do
    local x, y = g:grid_locate(grid, p)
    board.spire_at[y * w + x + 1] = p
    p = g:entity_next(p, "spire")
  end
  local l = g:entity_next(0, "ladder")
  while l do
    board.ladders[#board.ladders + 1] = {
      g:entity_get(l, "y") * w + g:entity_get(l, "x") + 1,
      g:entity_get(l, "top_y") * w + g:entity_get(l, "top_x") + 1, l}
    l = g:entity_next(l, "ladder")
  end
  return board
end

-- The ladders of a board read as a set of the steps they allow (both
-- ways), keyed from * w * h + to with its cell numbers.
function M.ladder_steps(board)
  local steps = {}
  local size = board.w * board.h
  for _, l in ipairs(board.ladders) do
    steps[l[1] * size + l[2]] = true
    steps[l[2] * size + l[1]] = true
  end
  return steps
end

-- Who mover u may pass or stop on: "You cannot stop on a occupied tile,
-- unless it is Treasure. You cannot pass through a occupied tile unless it
-- is a friendly unit, or treasure." A table by occupant (anything else
-- blocks), from a board read: the kernel looks it up without calling Lua.
function M.move_relation(g, u, board)
  local relation = {}
  local team = board.team[u]
  for _, v in ipairs(board.units) do
    if board.team[v] == team then relation[v] = "pass" end
  end
  local t = g:entity_next(0, "treasure")
  if t then relation[t] = "pass_end" end
  return relation
end

-- Where a pushed piece may end: a unit only on treasure; a spire also on a
-- unit ("If a Spire lands on a unit that unit receives 6 damage").
function M.push_relation(g)
  return function(target, occupant)
    local kind = g:entity_kind(occupant)
    if kind == "treasure" then return "pass_end" end
    if kind == "unit" and g:entity_kind(target) == "spire" then return "end" end
    return "block"
  end
end

-- Steps between cells a and b of a board read (w wide) without diagonals:
-- no move from one to the other costs fewer points, every step costing 1 a
-- tile at least.
local function apart(w, a, b)
  local dx, dy = (a - 1) % w - (b - 1) % w, (a - 1) // w - (b - 1) // w
  return (dx < 0 and -dx or dx) + (dy < 0 and -dy or dy)
end

-- Whether lava or a ladder could matter to a move of budget points from
-- cell c of a board read by a unit of that jump: lava further than budget
-- tiles cannot be reached; and a ladder matters only to a climb higher than
-- the jump (the kernel allows the way down, as a fall), made from its lower
-- end, which must then lie within budget - 1.
local function near_lava_or_ladder(board, c, budget, jump)
  local w, heights = board.w, board.heights
  for _, cell in ipairs(board.lava) do
    if apart(w, c, cell) <= budget then return true end
  end
  for _, l in ipairs(board.ladders) do
    local low, high = l[1], l[2]
    if heights[low] > heights[high] then low, high = high, low end
    if heights[high] - heights[low] > jump and apart(w, c, low) <= budget - 1 then return true end
  end
  return false
end

-- The kernel's movement options for unit u ("Move", "Jump"): no diagonals,
-- leaps over one-tile gaps, voluntary falls, lava refused, ladders climbed
-- whatever the Jump. With a board read (M.read) it reads the board from it.
-- The step rule is left out where no lava or ladder is near (the same moves:
-- see near_lava_or_ladder): the kernel then prices every step itself, with
-- no call into Lua and three tables made per step (a tenth of a random game).
function M.move_opts(g, u, budget, board)
  board = board or M.read(g)
  budget = budget or S.move_points(g, u)
  local w, terrains = board.w, board.terrains
  local size = w * board.h
  local jump = S.stat(g, u, "jump")
  local step
  if near_lava_or_ladder(board, board.cell[u], budget, jump) then
    local ladders = M.ladder_steps(board)
    step = function(info)
      local from, to = info.from, info.to
      local t = terrains[to.y * w + to.x + 1]
      if t == "lava" then return -1 end
      if info.cost >= 0 then return info.cost end
      if not info.leap and ladders[(from.y * w + from.x + 1) * size + to.y * w + to.x + 1] then
        return t == "water" and 2 or 1
      end
      return -1
    end
  end
  return {
    mover = u,
    budget = budget,
    jump = jump,
    diagonal = false,
    falls = true,
    leap = true,
    relation = M.move_relation(g, u, board),
    step = step,
  }
end

-- Fall damage along a path the unit walks: "Voluntarily falling only causes
-- Fall Damage after the equivalent of your Jump height"; "Water prevents fall
-- damage"; a ladder is climbed down, not fallen from.
function M.path_fall(g, u, path, board)
  board = board or M.read(g)
  local w, heights, terrains = board.w, board.heights, board.terrains
  local size = w * board.h
  local jump = S.stat(g, u, "jump")
  local ladders = M.ladder_steps(board)
  local total = 0
  for i = 2, #path do
    local a, b = path[i - 1].y * w + path[i - 1].x + 1, path[i].y * w + path[i].x + 1
    if not ladders[a * size + b] then
      local drop = heights[a] - heights[b]
      total = total + g:grid_fall_damage(drop, jump, terrains[b] == "water")
    end
  end
  return total
end

-- Where unit u can move now: {{x, y, cost, fall}} without its own cell. The
-- kernel counts a ladder climbed down as a fall, so cells reached with a
-- fall are checked again along the path actually walked. With a board read
-- (M.read) it reads the board from it.
function M.moves(g, u, board)
  board = board or M.read(g)
  local grid = board.grid
  local x, y = g:grid_locate(grid, u)
  local opts = M.move_opts(g, u, nil, board)
  local list = {}
  -- Only a path that climbs down a ladder further than the jump can fall
  -- less than the kernel says: the path to a cell is asked for only when
  -- such a ladder, its upper end then its foot, can lie on a way there
  -- within the budget (elsewhere the path gives the kernel's fall).
  local here, w, heights = board.cell[u], board.w, board.heights
  local descents = {}
  for _, l in ipairs(board.ladders) do
    local low, high = l[1], l[2]
    if heights[low] > heights[high] then low, high = high, low end
    if heights[high] - heights[low] > opts.jump and apart(w, here, high) <= opts.budget - 1 then
      descents[#descents + 1] = {high = high, low = low}
    end
  end
  for _, c in ipairs(g:grid_reachable(grid, x, y, opts)) do
    if c.x ~= x or c.y ~= y then
      if c.fall > 0 and #descents > 0 then
        local cell, via = c.y * w + c.x + 1, false
        for _, d in ipairs(descents) do
          if apart(w, here, d.high) + 1 + apart(w, d.low, cell) <= opts.budget then via = true end
        end
        if via then
          local path = g:grid_path(grid, x, y, c.x, c.y, opts)
          c.fall = M.path_fall(g, u, path, board)
        end
      end
      list[#list + 1] = c
    end
  end
  return list
end

return M
