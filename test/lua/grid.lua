-- Lua binding of tabula/grid.h (g:grid_*), driven as a host script would.
-- Cells are 0-based x, y as in the C API.
local tabula = require "tabula"

-- "x,y" strings of a list of cells, in its order, for one-line comparisons.
local function cells(list)
  local out = {}
  for i, c in ipairs(list) do
    out[i] = c.x .. "," .. c.y
    if c.cost then out[i] = out[i] .. ":" .. c.cost .. "/" .. c.fall end
  end
  return table.concat(out, " ")
end

local function piece(g, grid, x, y, sight)
  local e = g:entity_new("piece")
  g:grid_place(grid, e, x, y, sight)
  return e
end

test("a grid's cells: size, terrain, heights and edges", function()
  local g = tabula.new_game(1)
  local grid = g:grid_new(5, 3)
  eq(g:entity_kind(grid), "grid", "a grid is an entity")
  local w, h = g:grid_size(grid)
  eq(w, 5, "width")
  eq(h, 3, "height")
  -- Every cell starts "open": cost 1, no flags.
  eq(g:grid_terrain_at(grid, 4, 2), "open")
  local open = g:grid_terrain_info(grid, "open")
  eq(open.cost, 1, "open costs 1")
  for _, f in ipairs{"blocks_move", "blocks_los", "no_end", "gap", "soft"} do
    eq(open[f], false, "open " .. f)
  end
  -- Tile Tactics: "Movement cost double when on Water tile. Water prevents
  -- fall damage."
  g:grid_define_terrain(grid, "water", {cost = 2, soft = true})
  g:grid_define_terrain(grid, "tree", {blocks_move = true, blocks_los = true})
  g:grid_define_terrain(grid, "air", {gap = true})
  g:grid_define_terrain(grid, "rubble", {no_end = true})
  local water = g:grid_terrain_info(grid, "water")
  eq(water.cost, 2, "water cost")
  eq(water.soft, true, "water is soft")
  eq(water.blocks_move, false)
  local tree = g:grid_terrain_info(grid, "tree")
  ok(tree.blocks_move and tree.blocks_los and not tree.gap, "tree flags")
  ok(g:grid_terrain_info(grid, "air").gap, "air is a gap")
  ok(g:grid_terrain_info(grid, "rubble").no_end, "rubble may not be ended on")
  g:grid_define_terrain(grid, "water", {cost = 3})
  eq(g:grid_terrain_info(grid, "water").cost, 3, "redefined")
  eq(g:grid_terrain_info(grid, "water").soft, false, "flags replaced too")
  g:grid_define_terrain(grid, "plain")
  eq(g:grid_terrain_info(grid, "plain").cost, 1, "no table: the defaults")
  -- A rectangle, and one cell.
  g:grid_set_terrain(grid, 1, 1, "water", 3, 2)
  g:grid_set_terrain(grid, 0, 0, "tree")
  eq(g:grid_terrain_at(grid, 0, 0), "tree")
  eq(g:grid_terrain_at(grid, 1, 1), "water")
  eq(g:grid_terrain_at(grid, 3, 2), "water")
  eq(g:grid_terrain_at(grid, 4, 2), "open", "outside the rectangle")
  eq(g:grid_terrain_at(grid, 1, 0), "open")
  g:grid_set_height(grid, 2, 0, 3, 2, 2)
  g:grid_set_height(grid, 0, 2, -1)
  eq(g:grid_height_at(grid, 2, 0), 3)
  eq(g:grid_height_at(grid, 3, 1), 3)
  eq(g:grid_height_at(grid, 4, 0), 0)
  eq(g:grid_height_at(grid, 0, 2), -1)
  -- An edge is shared: set from one side, seen from the other.
  for _, f in ipairs{"wall", "open", "closed", "locked", "none"} do
    g:grid_set_edge(grid, 1, 1, "n", f)
    eq(g:grid_edge_at(grid, 1, 1, "n"), f, f .. " from the south")
    eq(g:grid_edge_at(grid, 1, 0, "s"), f, f .. " from the north")
  end
  g:grid_set_edge(grid, 2, 1, "w", "wall")
  eq(g:grid_edge_at(grid, 1, 1, "e"), "wall")
  eq(g:grid_edge_at(grid, 0, 0, "n"), "none", "the border")
  local mark = g:event_end()
  g:grid_set_edge(grid, 2, 2, "e", "closed")
  local ev = events(g, mark, "grid.edge")
  eq(#ev, 1, "grid.edge emitted")
  eq(ev[1].subject, grid)
end)

test("occupants are placed, found, moved and removed", function()
  local g = tabula.new_game(1)
  local grid = g:grid_new(4, 4)
  local a = piece(g, grid, 1, 2)
  local b = piece(g, grid, 1, 2, 1)
  local x, y = g:grid_locate(grid, a)
  eq(x, 1)
  eq(y, 2)
  local occ = g:grid_occupants(grid, 1, 2)
  eq(#occ, 2)
  eq(occ[1], a, "id order")
  eq(occ[2], b)
  eq(#g:grid_occupants(grid, 0, 0), 0, "an empty cell")
  local first, n = g:grid_occupant(grid, 1, 2)
  eq(first, a, "the lowest id")
  eq(n, 2, "and how many share the cell")
  first, n = g:grid_occupant(grid, 0, 0)
  eq(first, nil, "an empty cell")
  eq(n, 0)
  fails(function() g:grid_occupant(grid, 9, 9) end, "outside")
  fails(function() g:grid_occupant(a, 0, 0) end, "not a grid")
  fails(function() g:grid_place(grid, a, 0, 0) end, "")
  g:grid_move(grid, a, 3, 3)
  x, y = g:grid_locate(grid, a)
  eq(x, 3)
  eq(y, 3)
  eq(g:grid_occupants(grid, 3, 3)[1], a)
  g:grid_remove(grid, a)
  eq(g:grid_locate(grid, a), nil, "not on the grid")
  eq(select("#", g:grid_locate(grid, a)), 1, "just nil")
  eq(g:grid_locate(grid, 999), nil, "no such entity: not on the grid")
  fails(function() g:grid_remove(grid, a) end, "")
  fails(function() g:grid_move(grid, a, 0, 0) end, "")
  fails(function() g:grid_locate(a, b) end, "")  -- a is no grid
end)

test("neighbours clockwise from north, and distances", function()
  local g = tabula.new_game(1)
  local grid = g:grid_new(3, 3)
  eq(cells(g:grid_neighbours(grid, 1, 1)), "1,0 2,1 1,2 0,1")
  eq(cells(g:grid_neighbours(grid, 1, 1, {diagonal = true})),
     "1,0 2,0 2,1 2,2 1,2 0,2 0,1 0,0")
  eq(cells(g:grid_neighbours(grid, 0, 0, {diagonal = true})), "1,0 1,1 0,1", "a corner")
  -- Dragon Tides: "Adjacent. Two spaces which are next to each other, with
  -- nothing that blocks Line of Sight (such as a wall) between them."
  g:grid_set_edge(grid, 1, 1, "n", "wall")
  g:grid_set_edge(grid, 1, 1, "e", "open")
  g:grid_set_edge(grid, 1, 1, "s", "closed")
  eq(cells(g:grid_neighbours(grid, 1, 1, {open = true})), "2,1 0,1", "open door passes")
  eq(cells(g:grid_neighbours(grid, 1, 1, {open = false})), "1,0 2,1 1,2 0,1")
  eq(g:grid_distance("manhattan", 0, 0, 3, 4), 7)
  eq(g:grid_distance("chebyshev", 0, 0, 3, 4), 4)
  eq(g:grid_distance("circle", 0, 0, 3, 4), 5)
  eq(g:grid_distance("reach", 0, 0, 1, 1), 2, "reach: Manhattan up to 2")
  eq(g:grid_distance("reach", 0, 0, 3, 0), 3)
  eq(g:grid_distance("reach", 0, 0, 3, 4), 5)
  eq(g:grid_distance("manhattan", 2, 2, 2, 2), 0)
end)

-- Tile Tactics: "Movement cost double when on Water tile."
test("reachable cells and cheapest paths", function()
  local g = tabula.new_game(1)
  local grid = g:grid_new(4, 1)
  g:grid_define_terrain(grid, "water", {cost = 2})
  g:grid_set_terrain(grid, 1, 0, "water")
  eq(cells(g:grid_reachable(grid, 0, 0, {budget = 3})), "0,0:0/0 1,0:2/0 2,0:3/0")
  eq(cells(g:grid_reachable(grid, 0, 0)), "0,0:0/0 1,0:2/0 2,0:3/0 3,0:4/0", "no limit")
  local path, cost, fall = g:grid_path(grid, 0, 0, 3, 0)
  eq(cells(path), "0,0 1,0 2,0 3,0")
  eq(cost, 4)
  eq(fall, 0)
  path, cost, fall = g:grid_path(grid, 0, 0, 3, 0, {budget = 3})
  eq(#path, 0, "no way within the budget")
  eq(cost, nil)
  eq(fall, nil)
  path, cost = g:grid_path(grid, 2, 0, 2, 0)
  eq(cells(path), "2,0", "the start alone")
  eq(cost, 0)
  -- Heights: "Vertical limit of what tiles you can Move up to" and
  -- "Voluntarily falling only causes Fall Damage after the equivalent of your
  -- Jump height."
  local hill = g:grid_new(3, 1)
  g:grid_set_height(hill, 1, 0, 3)
  eq(cells(g:grid_reachable(hill, 0, 0, {jump = 2})), "0,0:0/0", "too high")
  eq(cells(g:grid_reachable(hill, 0, 0, {jump = 3})), "0,0:0/0 1,0:1/0 2,0:2/0")
  eq(cells(g:grid_reachable(hill, 1, 0, {jump = 1})), "1,0:0/0", "too far down")
  eq(cells(g:grid_reachable(hill, 1, 0, {jump = 1, falls = true})),
     "0,0:1/2 1,0:0/0 2,0:1/2", "falling, 2 tiles beyond jump")
  -- "You may leap across gaps the distance of 1 tile. The empty tile you are
  -- crossing counts towards your Move total."
  local gap = g:grid_new(3, 1)
  g:grid_define_terrain(gap, "air", {gap = true})
  g:grid_set_terrain(gap, 1, 0, "air")
  eq(cells(g:grid_reachable(gap, 0, 0)), "0,0:0/0")
  eq(cells(g:grid_reachable(gap, 0, 0, {leap = true})), "0,0:0/0 2,0:2/0")
  path, cost = g:grid_path(gap, 0, 0, 2, 0, {leap = true})
  eq(cells(path), "0,0 2,0", "a leap skips the gap")
  eq(cost, 2)
  -- Diagonal steps.
  local open = g:grid_new(3, 3)
  path, cost = g:grid_path(open, 0, 0, 2, 2, {diagonal = true})
  eq(cells(path), "0,0 1,1 2,2")
  eq(cost, 2)
end)

-- Dragon Tides Sprint: "You may move through items and end your move on
-- items." "You may move through spaces occupied by allies but may not end in
-- one." "You may not enter or move through spaces occupied by enemies".
test("a relation callback says what occupants allow", function()
  local g = tabula.new_game(1)
  local grid = g:grid_new(6, 1)
  local hero = piece(g, grid, 0, 0)
  local ally = piece(g, grid, 1, 0)
  local item = piece(g, grid, 2, 0)
  local enemy = piece(g, grid, 4, 0)
  local role = {[ally] = "pass", [item] = "share", [enemy] = "block"}
  local seen = {}
  local function relation(mover, occupant)
    seen[#seen + 1] = mover .. ">" .. occupant
    return role[occupant]
  end
  local opts = {mover = hero, relation = relation}
  eq(cells(g:grid_reachable(grid, 0, 0, opts)), "0,0:0/0 2,0:2/0 3,0:3/0")
  eq(table.concat(seen, " "), hero .. ">" .. ally .. " " .. hero .. ">" .. item .. " " ..
     hero .. ">" .. enemy, "once per occupant, never the mover")
  -- The same as a table; "end" lets a mover stop but not pass.
  local tbl = {[ally] = "pass", [item] = "pass_end"}
  eq(cells(g:grid_reachable(grid, 0, 0, {mover = hero, relation = tbl})),
     "0,0:0/0 2,0:2/0 3,0:3/0", "a table: missing means block")
  eq(cells(g:grid_reachable(grid, 0, 0, {mover = hero, relation = {[ally] = "end"}})),
     "0,0:0/0 1,0:1/0")
  eq(cells(g:grid_reachable(grid, 0, 0, {mover = hero})), "0,0:0/0", "no relation: all block")
  -- No mover: the relation gets nil.
  local got = "unset"
  g:grid_reachable(grid, 3, 0, {relation = function(m) got = m; return "block" end})
  eq(got, nil, "no mover")
  local path = g:grid_path(grid, 0, 0, 3, 0, opts)
  eq(cells(path), "0,0 1,0 2,0 3,0")
  eq(#g:grid_path(grid, 0, 0, 1, 0, opts), 0, "may not end on an ally")
  eq(#g:grid_path(grid, 0, 0, 5, 0, opts), 0, "the enemy blocks")
end)

test("a step callback prices and refuses steps", function()
  local g = tabula.new_game(1)
  local grid = g:grid_new(4, 1)
  g:grid_set_height(grid, 2, 0, 2)
  local mover = g:entity_new("piece")
  g:grid_place(grid, mover, 0, 0)
  -- One info table for every step of a query, refilled: what is kept is
  -- copied.
  local infos, tables = {}, {}
  local function step(info)
    tables[info] = true
    infos[#infos + 1] = {grid = info.grid, mover = info.mover, rise = info.rise,
                         leap = info.leap, cost = info.cost,
                         from = {x = info.from.x, y = info.from.y}, to = {x = info.to.x, y = info.to.y}}
    return info.cost < 0 and -1 or 5
  end
  eq(cells(g:grid_reachable(grid, 0, 0, {mover = mover, step = step})), "0,0:0/0 1,0:5/0")
  ok(#infos > 1, "several steps asked")
  eq(next(tables, next(tables)), nil, "all of them with the same info table")
  local first = infos[1]
  eq(first.grid, grid)
  eq(first.mover, mover)
  eq(first.from.x, 0)
  eq(first.from.y, 0)
  eq(first.to.x, 1)
  eq(first.to.y, 0)
  eq(first.rise, 0)
  eq(first.leap, false)
  eq(first.cost, 1, "the kernel's cost")
  -- Tile Tactics: "Ladders are presumed to reach top of the terrain they are
  -- leaning against without additional Jump": a step may allow what heights
  -- refuse.
  local ladder = function(info)
    if info.cost < 0 and info.from.x == 1 and info.to.x == 2 then return 1 end
    return nil -- the kernel's answer
  end
  eq(cells(g:grid_reachable(grid, 0, 0, {step = ladder})), "0,0:0/0 1,0:1/0 2,0:2/0")
  local path, cost = g:grid_path(grid, 0, 0, 2, 0, {step = ladder})
  eq(cells(path), "0,0 1,0 2,0")
  eq(cost, 2)
  local rises = {}
  g:grid_move(grid, mover, 1, 0)
  g:grid_reachable(grid, 1, 0, {mover = mover,
                                step = function(i) rises[#rises + 1] = i.rise; return -1 end})
  eq(table.concat(rises, " "), "2 0", "east two up, then west level")
  g:grid_move(grid, mover, 0, 0)
  eq(cells(g:grid_reachable(grid, 0, 0, {step = function() return -7 end})), "0,0:0/0",
     "every step refused")
  eq(infos[1].mover, mover)
  local none
  g:grid_reachable(grid, 0, 0, {step = function(i) none = i.mover; return -1 end})
  eq(none, nil, "no mover")
end)

test("a callback error leaves the game alone and reaches the caller", function()
  local g = tabula.new_game(1)
  local grid = g:grid_new(5, 5)
  local hero = piece(g, grid, 0, 0)
  local other = piece(g, grid, 2, 2, 1)
  local before = g:hash()
  local calls = 0
  local err = fails(function()
    g:grid_reachable(grid, 0, 0, {mover = hero, step = function()
      calls = calls + 1
      error("step went wrong")
    end})
  end, "step went wrong")
  ok(tostring(err):find("grid.lua", 1, true), "with the callback's position")
  eq(calls, 1, "no callback runs after the first error")
  eq(g:hash(), before, "state unchanged")
  fails(function()
    g:grid_path(grid, 0, 0, 4, 4, {mover = hero, relation = function() error("rel broke") end})
  end, "rel broke")
  eq(g:hash(), before)
  fails(function()
    g:grid_path(grid, 0, 0, 4, 4, {step = function() error({code = 7}) end})
  end, "table")  -- a non-string error value is raised as it is
  local ok_, e = pcall(g.grid_path, g, grid, 0, 0, 4, 4, {step = function() error({code = 7}) end})
  ok(not ok_ and type(e) == "table" and e.code == 7, "the very error value")
  -- A relation table whose lookup errors is caught the same way.
  local trap = setmetatable({}, {__index = function() error("lookup failed") end})
  fails(function() g:grid_reachable(grid, 0, 0, {mover = hero, relation = trap}) end,
        "lookup failed")
  -- Bad answers are errors too.
  fails(function()
    g:grid_reachable(grid, 0, 0, {mover = hero, relation = function() return "maybe" end})
  end, "'maybe' is not")
  fails(function()
    g:grid_reachable(grid, 0, 0, {mover = hero, relation = function() return 3 end})
  end, "number is not")
  -- A plain table's answers are read without a call each: a bad one is
  -- still an error naming it, and the game is unchanged.
  local answers = {}
  for e = 1, 64 do answers[e] = "maybe" end
  fails(function() g:grid_reachable(grid, 0, 0, {mover = hero, relation = answers}) end,
        "grid relation: 'maybe' is not")
  eq(g:hash(), before)
  fails(function() g:grid_reachable(grid, 0, 0, {step = function() return "cheap" end}) end,
        "not an integer")
  fails(function() g:grid_reachable(grid, 0, 0, {step = function() return 1.5 end}) end,
        "not an integer")
  eq(g:hash(), before, "still unchanged")
  -- Push relations too (asked about the piece in the way).
  piece(g, grid, 3, 3)
  before = g:hash()
  fails(function()
    g:grid_push(grid, hero, other, "back", 2, function() error("push rel") end)
  end, "push rel")
  fails(function()
    g:grid_push_plan(grid, hero, other, "back", 2, function() error("plan rel") end)
  end, "plan rel")
  eq(g:hash(), before, "no push happened")
  -- A callback may not change the game: the kernel says so.
  fails(function()
    g:grid_reachable(grid, 0, 0, {step = function() g:entity_new("x"); return 1 end})
  end, "changed the game")
  fails(function()
    g:grid_reachable(grid, 0, 0, {mover = hero, relation = function()
      g:entity_new("y")
      return "block"
    end})
  end, "changed the game")
  -- Nothing broken afterwards.
  eq(cells(g:grid_reachable(grid, 0, 0, {mover = hero, budget = 1})), "0,0:0/0 1,0:1/0 0,1:1/0")
end)

-- Dragon Tides: "You may not cross walls or closed doors." "If the line does
-- cross any walls, closed doors, or Crowds, Line of Sight is blocked".
test("Dragon Tides walls, doors and crowds", function()
  local g = tabula.new_game(1)
  local grid = g:grid_new(5, 3)
  ok(g:grid_los(grid, 0, 1, 4, 1), "a clear line")
  local sprint = {budget = 4}
  local function reaches(x, y)
    for _, c in ipairs(g:grid_reachable(grid, 1, 1, sprint)) do
      if c.x == x and c.y == y then return c.cost end
    end
  end
  for _, case in ipairs{{"closed", false, nil}, {"locked", false, nil}, {"open", true, 1},
                        {"wall", false, nil}, {"none", true, 1}} do
    local feature, sees, cost = case[1], case[2], case[3]
    g:grid_set_edge(grid, 1, 1, "e", feature)
    eq(g:grid_los(grid, 0, 1, 4, 1), sees, feature .. ": sight")
    -- Only the one row is walled: around it, the way is longer.
    eq(#g:grid_path(grid, 1, 1, 2, 1, {budget = 1}) > 0, cost == 1, feature .. ": one step")
    eq(reaches(2, 1), cost or 3, feature .. ": the way round")
  end
  -- A crowd between blocks; one in the target space is the target.
  local crowd = piece(g, grid, 2, 1, 1)
  ok(not g:grid_los(grid, 0, 1, 4, 1), "the crowd blocks")
  ok(g:grid_los(grid, 0, 1, 2, 1), "the crowd itself is seen")
  g:grid_move(grid, crowd, 2, 0)
  ok(g:grid_los(grid, 0, 1, 4, 1))
  piece(g, grid, 3, 1, 0) -- an item: sight 0
  ok(g:grid_los(grid, 0, 1, 4, 1), "items do not block")
end)

-- Tile Tactics: "Trees block LOS" and heights block where they stand above
-- the line.
test("line of sight by heights", function()
  local g = tabula.new_game(1)
  local grid = g:grid_new(5, 1)
  g:grid_set_height(grid, 2, 0, 3)
  ok(g:grid_los(grid, 0, 0, 4, 0), "flat sight ignores heights")
  ok(not g:grid_los(grid, 0, 0, 4, 0, true), "a hill between")
  g:grid_set_height(grid, 0, 0, 3, 1, 1)
  g:grid_set_height(grid, 4, 0, 3)
  ok(g:grid_los(grid, 0, 0, 4, 0, true), "over the hill, level with it")
  g:grid_define_terrain(grid, "tree", {blocks_los = true})
  g:grid_set_terrain(grid, 2, 0, "tree")
  ok(not g:grid_los(grid, 0, 0, 4, 0, true), "a tree, at any height")
  ok(not g:grid_los(grid, 0, 0, 4, 0, false))
end)

-- Tile Tactics: "Reach of 1 ... adjacent, non diagonal tiles, that can either
-- be level or +1/-1 vertical"; "AOE 1 is a + shape"; "AOE 3x3".
test("areas", function()
  local g = tabula.new_game(1)
  local grid = g:grid_new(5, 5)
  eq(cells(g:grid_area(grid, 2, 2, {metric = "reach", radius = 1, no_centre = true})),
     "2,1 1,2 3,2 2,3", "reach 1")
  eq(cells(g:grid_area(grid, 2, 2, {metric = "reach", radius = 1})),
     "2,1 1,2 2,2 3,2 2,3", "AOE 1")
  eq(#g:grid_area(grid, 2, 2, {metric = "chebyshev", radius = 1}), 9, "AOE 3x3")
  eq(#g:grid_area(grid, 0, 0, {metric = "chebyshev", radius = 1}), 4, "clipped at the edge")
  eq(#g:grid_area(grid, 2, 2, {metric = "manhattan", radius = 0}), 1, "the centre")
  g:grid_set_height(grid, 2, 1, 2)
  g:grid_set_height(grid, 1, 2, -2)
  eq(cells(g:grid_area(grid, 2, 2, {metric = "reach", radius = 1, no_centre = true,
                                    max_up = 1, max_down = 1})), "3,2 2,3", "+1/-1 only")
  eq(cells(g:grid_area(grid, 2, 2, {metric = "reach", radius = 1, no_centre = true,
                                    max_up = 2, max_down = 1})), "2,1 3,2 2,3")
  g:grid_set_height(grid, 0, 0, 0, 5, 5)
  g:grid_set_edge(grid, 2, 2, "e", "wall")
  eq(cells(g:grid_area(grid, 2, 2, {metric = "manhattan", radius = 2, los = true,
                                    no_centre = true})):find("4,2"), nil, "behind the wall")
  ok(cells(g:grid_area(grid, 2, 2, {metric = "manhattan", radius = 2,
                                    no_centre = true})):find("4,2"), "without sight")
  -- A big grid: more cells than the first try makes room for.
  local big = g:grid_new(100, 100)
  eq(#g:grid_area(big, 50, 50, {metric = "chebyshev", radius = 40}), 81 * 81)
  eq(#g:grid_reachable(big, 0, 0), 10000)
  local path = g:grid_path(big, 0, 0, 99, 99)
  eq(#path, 199)
end)

test("out tables: occupants, neighbours and areas filled for reuse", function()
  local g = tabula.new_game(1)
  local grid = g:grid_new(5, 5)
  -- More occupants than the binding's first try has room for (8).
  local crowd = {}
  for i = 1, 12 do crowd[i] = piece(g, grid, 2, 2) end
  local a = piece(g, grid, 0, 0)
  local out = {"stale", "stale", "stale"}
  ok(g:grid_occupants(grid, 0, 0, out) == out, "the very table given")
  eq(#out, 1, "entries after the last id cleared")
  eq(out[1], a)
  eq(out[2], nil)
  g:grid_occupants(grid, 2, 2, out)
  eq(#out, 12, "grows")
  for i = 1, 12 do eq(out[i], crowd[i], "id order") end
  eq(table.concat(g:grid_occupants(grid, 2, 2), " "), table.concat(out, " "),
     "the same ids as a new table")
  g:grid_occupants(grid, 4, 4, out)
  eq(#out, 0, "an empty cell empties it")
  fails(function() g:grid_occupants(grid, 0, 0, "out") end, "bad argument #4")
  eq(#g:grid_occupants(grid, 2, 2, nil), 12, "nil: a new table")
  -- Neighbours: the {x=, y=} tables in out are refilled, not made again.
  local n = {}
  g:grid_neighbours(grid, 1, 1, {diagonal = true}, n)
  eq(cells(n), cells(g:grid_neighbours(grid, 1, 1, {diagonal = true})))
  local first = n[1]
  ok(g:grid_neighbours(grid, 0, 0, nil, n) == n, "the very table given")
  ok(n[1] == first, "a cell table reused")
  eq(cells(n), "1,0 0,1", "a corner: refilled and cut to two")
  eq(n[3], nil)
  n[1] = 7 -- not a table: replaced by a new cell
  eq(cells(g:grid_neighbours(grid, 4, 4, nil, n)), "4,3 3,4")
  -- Areas, bigger than one call's first guess would be on a big grid.
  local big = g:grid_new(100, 100)
  local area = {}
  g:grid_area(big, 50, 50, {metric = "chebyshev", radius = 40}, area)
  eq(#area, 81 * 81)
  g:grid_area(big, 50, 50, {metric = "reach", radius = 1}, area)
  eq(cells(area), cells(g:grid_area(big, 50, 50, {metric = "reach", radius = 1})), "shrunk")
  fails(function() g:grid_area(big, 0, 0, {metric = "reach", radius = 1}, true) end,
        "bad argument #5")
  -- Reachable sets: cost and fall refilled too.
  g:grid_define_terrain(grid, "water", {cost = 2})
  g:grid_set_terrain(grid, 1, 0, "water")
  local r = {}
  g:grid_reachable(grid, 0, 0, {budget = 3}, r)
  eq(cells(r), cells(g:grid_reachable(grid, 0, 0, {budget = 3})))
  local cell = r[1]
  g:grid_set_height(grid, 4, 3, 2)
  g:grid_reachable(grid, 4, 4, {budget = 1, jump = 5, falls = true}, r)
  ok(r[1] == cell, "a cell table reused")
  eq(cells(r), cells(g:grid_reachable(grid, 4, 4, {budget = 1, jump = 5, falls = true})),
     "refilled and cut")
  eq(r[4], nil)
  fails(function() g:grid_reachable(grid, 0, 0, nil, 1) end, "bad argument #5")
end)

test("queries made from inside a callback keep the outer query's results", function()
  -- The binding keeps one scratch buffer for query results; a callback that
  -- asks its own queries must not overwrite the outer one's.
  local g = tabula.new_game(1)
  local grid = g:grid_new(8, 8)
  g:grid_define_terrain(grid, "water", {cost = 2})
  g:grid_set_terrain(grid, 3, 0, "water", 2, 8)
  local plain = cells(g:grid_reachable(grid, 0, 0, {budget = 6}))
  local nested = 0
  local busy = cells(g:grid_reachable(grid, 0, 0, {budget = 6, step = function(info)
    nested = nested + #g:grid_reachable(grid, info.to.x, info.to.y, {budget = 3})
    nested = nested + #g:grid_area(grid, 4, 4, {metric = "chebyshev", radius = 7})
    nested = nested + #g:grid_path(grid, 7, 7, 0, 7)
    return nil
  end}))
  ok(nested > 0, "the callback asked")
  eq(busy, plain, "the outer results as without the nested queries")
  local path = cells(g:grid_path(grid, 0, 0, 7, 7))
  eq(cells(g:grid_path(grid, 0, 0, 7, 7, {step = function()
    g:grid_area(grid, 0, 0, {metric = "chebyshev", radius = 7})
  end})), path, "a path too")
end)

-- Tile Tactics: "Push is defined on cards by things like: B2, R1 ... B =
-- Back, R = Right, L = Left, F = Forward (Attacker & Target swap tiles).
-- Direction is in relation to the attacker's position. Push example showing
-- B2 (Blue square) and L2 (Green square) target positions."
test("a Tile Tactics push", function()
  local g = tabula.new_game(1)
  local grid = g:grid_new(7, 7)
  local att = piece(g, grid, 3, 5, 1)
  local tgt = piece(g, grid, 3, 4, 1)
  local before = g:hash()
  local r = g:grid_push_plan(grid, att, tgt, "back", 2)
  eq(r.from.x, 3)
  eq(r.from.y, 4)
  eq(r.to.x, 3, "B2")
  eq(r.to.y, 2)
  eq(r.moved, 2)
  eq(r.fall, 0)
  eq(r.damage, 0)
  eq(r.stopped, false)
  eq(r.blocker, nil)
  r = g:grid_push_plan(grid, att, tgt, "left", 2)
  eq(r.to.x .. "," .. r.to.y, "1,4", "L2")
  r = g:grid_push_plan(grid, att, tgt, "right", 1)
  eq(r.to.x .. "," .. r.to.y, "4,4", "R1")
  r = g:grid_push_plan(grid, att, tgt, "forward", 1)
  eq(r.to.x .. "," .. r.to.y, "3,5", "F: the attacker's tile")
  eq(g:hash(), before, "a plan changes nothing")
  -- A piece in the way stops the push; an item (the target may end on it)
  -- does not.
  local other = piece(g, grid, 3, 2, 1)
  r = g:grid_push_plan(grid, att, tgt, "back", 2)
  eq(r.to.y, 3)
  eq(r.stopped, true)
  eq(r.blocker, other)
  local seen
  r = g:grid_push_plan(grid, att, tgt, "back", 2, function(mover, occ)
    seen = mover .. ">" .. occ
    return "end"
  end)
  eq(seen, tgt .. ">" .. other, "asked about the target meeting the occupant")
  eq(r.to.y, 2)
  r = g:grid_push_plan(grid, att, tgt, "back", 2, {[other] = "pass_end"})
  eq(r.to.y, 2, "a relation table")
  g:grid_remove(grid, other)
  local mark = g:event_end()
  r = g:grid_push(grid, att, tgt, "back", 2)
  eq(r.to.y, 2)
  local x, y = g:grid_locate(grid, tgt)
  eq(x .. "," .. y, "3,2", "moved")
  local ev = events(g, mark, "grid.move")
  eq(#ev, 1)
  eq(ev[1].subject, tgt)
  eq(ev[1][2], 3 + 4 * 7, "from cell")
  eq(ev[1][3], 3 + 2 * 7, "to cell")
  g:grid_push(grid, att, tgt, "forward", 1)
  x, y = g:grid_locate(grid, att)
  eq(x .. "," .. y, "3,2", "swapped")
  -- "This will cause an enemy to fall if pushed into open air." "Fall damage
  -- is 1 damage per 1 vertical tile." "Water prevents fall damage."
  local cliff = g:grid_new(6, 1)
  g:grid_set_height(cliff, 0, 0, 3, 3, 1)
  g:grid_define_terrain(cliff, "water", {cost = 2, soft = true})
  g:grid_set_terrain(cliff, 4, 0, "water")
  local a = piece(g, cliff, 1, 0, 1)
  local t = piece(g, cliff, 2, 0, 1)
  r = g:grid_push(cliff, a, t, "back", 3)
  eq(r.to.x, 3, "off the ledge, and the push ends")
  eq(r.moved, 1)
  eq(r.fall, 3)
  eq(r.damage, 3)
  eq(events(g, g:event_end() - 1, "grid.move")[1][4], 3, "the event's fall")
  g:grid_move(cliff, a, 2, 0)
  g:grid_move(cliff, t, 3, 0)
  g:grid_set_height(cliff, 3, 0, 3)
  r = g:grid_push_plan(cliff, a, t, "back", 2)
  eq(r.to.x, 4, "into the water")
  eq(r.fall, 3)
  eq(r.damage, 0)
  -- "Each tile measures roughly 30mm cubed. If measurement is necessary,
  -- always round down. 105mm height would be rounded down to 90mm or 3
  -- damage."
  eq(g:grid_tiles(105, 30), 3)
  eq(g:grid_tiles(89, 30), 2)
  eq(g:grid_fall_damage(g:grid_tiles(105, 30), 0), 3)
  eq(g:grid_fall_damage(3, 1, false), 2, "beyond the jump height")
  eq(g:grid_fall_damage(3, 0, true), 0, "soft")
  eq(g:grid_fall_damage(3, 5), 0)
end)

test("argument errors name what is wrong", function()
  local g = tabula.new_game(1)
  local grid = g:grid_new(3, 3)
  local e = piece(g, grid, 0, 0)
  local before = g:hash()
  fails(function() g:grid_new(0, 3) end, "")
  fails(function() g:grid_new("a", 3) end, "#1")
  fails(function() g:grid_new(2 ^ 40, 3) end, "")
  fails(function() g:grid_size(e) end, "")
  fails(function() g:grid_size(-1) end, "id out of range")
  fails(function() g:grid_define_terrain(grid, "mud", {cost = 0}) end, "field 'cost'")
  fails(function() g:grid_define_terrain(grid, "mud", {slow = true}) end, "unknown field 'slow'")
  fails(function() g:grid_define_terrain(grid, "mud", {gap = 1}) end, "field 'gap'")
  fails(function() g:grid_define_terrain(e, "mud") end, "")
  fails(function() g:grid_terrain_info(grid, "never_defined_anywhere") end, "no terrain type")
  fails(function() g:grid_set_terrain(grid, 0, 0, "never_defined_anywhere") end, "no terrain")
  fails(function() g:grid_set_terrain(grid, 2, 2, "open", 2, 1) end, "")
  fails(function() g:grid_terrain_at(grid, 3, 0) end, "")
  fails(function() g:grid_set_height(grid, 0, 0, 2000000) end, "")
  fails(function() g:grid_height_at(grid, 0, -1) end, "")
  fails(function() g:grid_set_edge(grid, 0, 0, "ne", "wall") end, "invalid option 'ne'")
  fails(function() g:grid_set_edge(grid, 0, 0, "n", "door") end, "invalid option 'door'")
  fails(function() g:grid_set_edge(grid, 0, 0, "n", "wall") end, "") -- the border
  fails(function() g:grid_edge_at(grid, 0, 0, 1) end, "#4")
  fails(function() g:grid_place(grid, e, 1, 1) end, "")            -- on it already
  fails(function() g:grid_place(grid, 999, 1, 1) end, "")
  fails(function() g:grid_place(grid, g:entity_new("p"), 1, 1, -1) end, "")
  fails(function() g:grid_occupants(grid, 5, 5) end, "")
  fails(function() g:grid_neighbours(grid, 0, 0, {diagonals = true}) end, "unknown field")
  fails(function() g:grid_distance("euclid", 0, 0, 1, 1) end, "invalid option 'euclid'")
  fails(function() g:grid_reachable(grid, 0, 0, {jump = -1}) end, "jump")
  fails(function() g:grid_reachable(grid, 0, 0, {budget = "lots"}) end, "field 'budget'")
  fails(function() g:grid_reachable(grid, 0, 0, {relation = "ally"}) end, "field 'relation'")
  fails(function() g:grid_reachable(grid, 0, 0, {step = {}}) end, "field 'step'")
  fails(function() g:grid_reachable(grid, 0, 0, {mover = 999}) end, "")
  fails(function() g:grid_reachable(grid, 9, 0) end, "")
  fails(function() g:grid_path(grid, 0, 0, 9, 0) end, "")
  fails(function() g:grid_los(grid, 0, 0, 2, 2, "yes") end, "#6")
  fails(function() g:grid_area(grid, 1, 1, {radius = 1}) end, "field 'metric'")
  fails(function() g:grid_area(grid, 1, 1, {metric = "reach"}) end, "field 'radius'")
  fails(function() g:grid_area(grid, 1, 1, {metric = "reach", radius = -1}) end, "")
  fails(function() g:grid_area(grid, 1, 1) end, "#4")
  local t = piece(g, grid, 1, 0)
  fails(function() g:grid_push_plan(grid, e, t, "up", 1) end, "invalid option 'up'")
  fails(function() g:grid_push_plan(grid, e, t, "back", -1) end, "")
  fails(function() g:grid_push(grid, e, t, "back", 1, "friends") end, "relation")
  fails(function() g:grid_tiles(-1, 30) end, "negative length")
  fails(function() g:grid_tiles(10, 0) end, "not positive")
  fails(function() g:grid_fall_damage(1, 0, 1) end, "#3")
  ok(g:hash() ~= before, "the pieces placed above")
end)

-- Rules reach them too: see gridbind.lua.
test("the game has the grid methods", function()
  local g = tabula.new_game(1)
  for _, m in ipairs{"grid_new", "grid_reachable", "grid_path", "grid_push", "grid_area",
                     "grid_los", "grid_fall_damage"} do
    ok(type(g[m]) == "function", m)
  end
end)

test("grid_cells reads the whole board as the per-cell queries do, and refills tables", function()
  local g = require("tabula").new_game(1)
  local grid = g:grid_new(4, 3)
  g:grid_define_terrain(grid, "water", {cost = 2})
  g:grid_set_terrain(grid, 1, 0, "water", 2, 2)
  g:grid_set_height(grid, 3, 2, 5)
  g:grid_set_height(grid, 0, 1, -1)
  local heights, terrains = g:grid_cells(grid)
  eq(#heights, 12, "one height a cell")
  eq(#terrains, 12, "one terrain a cell")
  for y = 0, 2 do
    for x = 0, 3 do
      local i = y * 4 + x + 1
      eq(heights[i], g:grid_height_at(grid, x, y), "height at " .. x .. "," .. y)
      eq(terrains[i], g:grid_terrain_at(grid, x, y), "terrain at " .. x .. "," .. y)
    end
  end
  local h, t = {}, {}
  for i = 1, 20 do h[i], t[i] = 99, "stale" end
  local h2, t2 = g:grid_cells(grid, h, t)
  ok(h2 == h and t2 == t, "the tables given come back")
  eq(#h, 12, "entries past the board cleared")
  eq(h[12], 5)
  eq(t[2], "water")
  fails(function() g:grid_cells(grid, 5) end, "table or nil")
  fails(function() g:grid_cells(999) end, "not a grid")
end)
