-- Lua binding of tabula/hex.h (g:hex_*), driven as a host script would.
-- Hexes are {q=, r=}; directions and corners count 1..6 clockwise from north.
local tabula = require "tabula"

-- "q,r" strings of a list of hexes (or of {hex=, cost=} steps), in order.
local function hexes(list)
  local out = {}
  for i, h in ipairs(list) do
    out[i] = h.hex and (h.hex.q .. "," .. h.hex.r .. ":" .. h.cost) or (h.q .. "," .. h.r)
  end
  return table.concat(out, " ")
end

local function hx(h) return h.q .. "," .. h.r end

-- A map drawn as text, one string per row (spaces ignored): '.' normal,
-- '#' impassable, '~' gap, 'x' void, a letter a normal hex remembered in
-- marks. Returns the map and the marks.
local function draw(g, layout, rows)
  local names = {["."] = "normal", ["#"] = "impassable", ["~"] = "gap", x = "void"}
  local cols, terrain, marks = 0, {}, {}
  for row, line in ipairs(rows) do
    local col = 0
    for ch in line:gmatch("%S") do
      terrain[#terrain + 1] = names[ch] or "normal"
      if not names[ch] then marks[ch] = g:hex_from_offset(col, row - 1, layout) end
      col = col + 1
    end
    cols = col
  end
  local map = g:hex_map_new{layout = layout, cols = cols, rows = #rows}
  g:hex_set_terrain_all(map, terrain)
  return map, marks
end

local function figure(g, map, h, side)
  local e = g:entity_new("figure")
  g:hex_place(map, e, h, side)
  return e
end

local open7 = {}
for i = 1, 7 do open7[i] = ". . . . . . ." end

test("hex math: distances, directions, rotations and bearings", function()
  local g = tabula.new_game(1)
  local o = {q = 0, r = 0}
  eq(g:hex_distance(o, {q = 3, r = -1}), 3)
  eq(g:hex_distance({2, 1}, {q = -1, r = 1}), 3, "arrays accepted")
  eq(g:hex_length({q = -2, r = -2}), 4)
  eq(hx(g:hex_add({q = 1, r = 2}, {3, -5})), "4,-3")
  eq(hx(g:hex_sub({q = 1, r = 2}, {3, -5})), "-2,7")
  eq(hx(g:hex_scale({q = 1, r = -2}, -3)), "-3,6")
  -- Pointy-top: 1 north-east, 2 east, ... 6 north-west; flat-top: 1 north.
  local pointy, flat = {}, {}
  for d = 1, 6 do
    pointy[d] = g:hex_dir(d)
    flat[d] = g:hex_dir(d, "flat")
  end
  eq(hexes(pointy), "1,-1 1,0 0,1 -1,1 -1,0 0,-1")
  eq(hexes(flat), "0,-1 1,-1 1,0 0,1 -1,1 -1,0")
  eq(hexes{g:hex_dir(1, "pointy")}, "1,-1", "named orientation")
  eq(hx(g:hex_neighbor({q = 2, r = 2}, 2)), "3,2")
  eq(hx(g:hex_neighbor({q = 2, r = 2}, 1, "flat")), "2,1")
  -- Diagonal 1: due north for pointy-top hexes, north-north-east for flat.
  eq(hx(g:hex_diagonal(o, 1)), "1,-2")
  eq(hx(g:hex_diagonal(o, 2, "flat")), "2,-1")
  eq(g:hex_dir_of(o, {q = 0, r = 1}), 3, "south-east")
  eq(g:hex_dir_of(o, {q = 0, r = 1}, "flat"), 4, "south")
  eq(g:hex_dir_of(o, {q = 2, r = 0}), nil, "not adjacent")
  eq(g:hex_opposite(1), 4)
  eq(g:hex_opposite(5), 2)
  eq(hx(g:hex_rotate({q = 1, r = 0}, o, 1)), "0,1", "east turns to south-east")
  eq(hx(g:hex_rotate({q = 1, r = 0}, o, -1)), "1,-1", "counterclockwise")
  eq(hx(g:hex_rotate({q = 3, r = 1}, {q = 2, r = 1}, 7)), "2,2", "seven sixths: one")
  -- "an enemy will move towards the hex closest to North (the top of the
  -- map), in clockwise order."
  eq(g:hex_compare_clockwise(o, {q = 1, r = -1}, {q = 1, r = 0}), -1, "NE before E")
  eq(g:hex_compare_clockwise(o, {q = -1, r = 0}, {q = 1, r = -1}), 1, "W after NE")
  eq(g:hex_compare_clockwise(o, {q = 1, r = -2}, {q = 1, r = -1}), -1, "due north first")
  eq(g:hex_compare_clockwise(o, {q = 1, r = 0}, {q = 2, r = 0}), -1, "same bearing: nearer")
  eq(g:hex_compare_clockwise(o, {q = 1, r = 0}, {q = 1, r = 0}), 0)
  eq(g:hex_compare_clockwise(o, {q = 0, r = -1}, {q = 1, r = -1}, "flat"), -1, "flat: N first")
end)

test("hex math: shapes, points and offset coordinates", function()
  local g = tabula.new_game(1)
  local o = {q = 0, r = 0}
  eq(hexes(g:hex_ring(o, 1)), "1,-1 1,0 0,1 -1,1 -1,0 0,-1", "clockwise from north")
  eq(hexes(g:hex_ring(o, 1, "flat")), "0,-1 1,-1 1,0 0,1 -1,1 -1,0")
  eq(hexes(g:hex_ring({q = 5, r = 5}, 0)), "5,5")
  local ring2 = g:hex_ring(o, 2)
  eq(#ring2, 12)
  eq(hx(ring2[1]), "1,-2", "pointy: due north starts the ring")
  eq(hexes(g:hex_spiral(o, 1)), "0,0 1,-1 1,0 0,1 -1,1 -1,0 0,-1")
  eq(#g:hex_spiral(o, 3), 37)
  eq(hexes(g:hex_range(o, 1)), "0,-1 1,-1 -1,0 0,0 1,0 -1,1 0,1", "axial order")
  eq(#g:hex_range({q = 9, r = -4}, 2), 19)
  eq(hexes(g:hex_line(o, {q = 3, r = -1})), "0,0 1,0 2,-1 3,-1")
  eq(hexes(g:hex_line({q = 2, r = 2}, {q = 2, r = 2})), "2,2")
  eq(hx(g:hex_round(0.1, 0.2, -0.3)), "0,0")
  eq(hx(g:hex_round(0.4, 0.3, -0.7)), "1,0", "q moved most: recomputed from r and s")
  eq(hx(g:hex_round(1.6, -0.2, -1.4)), "2,0")
  local x, y = g:hex_center({q = 1, r = 0})
  ok(math.abs(x - math.sqrt(3)) < 1e-12 and y == 0, "pointy: a hex east is sqrt(3) right")
  x, y = g:hex_center({q = 0, r = 1}, "flat")
  ok(math.abs(x) < 1e-12 and math.abs(y - math.sqrt(3)) < 1e-12, "flat: south is down")
  x, y = g:hex_corner(o, 1)
  ok(math.abs(x) < 1e-12 and math.abs(y + 1) < 1e-12, "pointy corner 1: the top")
  x, y = g:hex_corner(o, 1, "flat")
  ok(math.abs(x - 0.5) < 1e-12 and y < 0, "flat corner 1: upper right")
  eq(hx(g:hex_from_point(1.7, 0)), "1,0")
  eq(hx(g:hex_from_point(0, 1.7, "flat")), "0,1")
  eq(g:hex_layout_orient("odd_r"), "pointy")
  eq(g:hex_layout_orient("even_q"), "flat")
  eq(g:hex_layout_orient("doubled_q"), "flat")
  -- Odd rows shoved right: offset (1, 1) is axial (1, 1); (2, 2) is (1, 2).
  local col, row = g:hex_to_offset({q = 1, r = 2}, "odd_r")
  eq(col, 2)
  eq(row, 2)
  eq(hx(g:hex_from_offset(1, 1, "odd_r")), "1,1")
  eq(hx(g:hex_from_offset(1, 1, "even_r")), "0,1")
  eq(hx(g:hex_from_offset(1, 1, "odd_q")), "1,1")
  eq(hx(g:hex_from_offset(1, 1, "even_q")), "1,0")
  col, row = g:hex_to_offset({q = 1, r = 1}, "doubled_r")
  eq(col, 3)
  eq(row, 1)
  eq(hx(g:hex_from_offset(3, 1, "doubled_r")), "1,1")
  eq(g:hex_from_offset(1, 2, "doubled_r"), nil, "col + row odd")
  for _, l in ipairs{"odd_r", "even_r", "odd_q", "even_q", "doubled_r", "doubled_q"} do
    local h = {q = -3, r = 5}
    local c, r = g:hex_to_offset(h, l)
    eq(hx(g:hex_from_offset(c, r, l)), "-3,5", l .. " round trip")
  end
end)

test("argument errors name the argument", function()
  local g = tabula.new_game(1)
  local o = {q = 0, r = 0}
  fails(function() g:hex_distance(o, 5) end, "bad argument #2 to 'hex_distance' (hex expected")
  fails(function() g:hex_distance(o, {q = 1}) end, "hex's r is not an integer")
  fails(function() g:hex_length({q = 0.5, r = 0}) end, "hex's q is not an integer")
  fails(function() g:hex_length({q = 1 << 28, r = 1}) end, "out of range")
  fails(function() g:hex_length({q = 1 << 40, r = 0}) end, "out of range")
  fails(function() g:hex_scale({q = 1 << 27, r = 0}, 4) end, "out of range")
  fails(function() g:hex_add({q = 1 << 28, r = 0}, {q = 1, r = 0}) end, "out of range")
  fails(function() g:hex_neighbor(o, 0) end, "direction 0 is not 1..6")
  fails(function() g:hex_neighbor(o, 7) end, "direction 7 is not 1..6")
  fails(function() g:hex_dir(1, "square") end, "invalid option 'square'")
  fails(function() g:hex_dir(1, 999) end, "entity 999 is not a hex map")
  fails(function() g:hex_corner(o, 0) end, "corner 0 is not 1..6")
  fails(function() g:hex_ring(o, -1) end, "negative radius")
  fails(function() g:hex_spiral(o, 100000) end, "more than")
  fails(function() g:hex_ring({q = 1 << 27, r = 0}, (1 << 27) + 1) end, "radius out of range")
  fails(function() g:hex_line(o, {q = 1 << 27, r = 0}) end, "more than")
  fails(function() g:hex_round(0 / 0, 0, 0) end, "coordinate out of range")
  fails(function() g:hex_from_point(1e300, 0) end, "coordinate out of range")
  fails(function() g:hex_to_offset(o, "hexagonal") end, "invalid option")
  fails(function() g:hex_from_offset(1 << 30, 0, "odd_r") end, "column out of range")
  fails(function() g.hex_distance(nil, o, o) end, "bad argument #1")
  -- Maps.
  fails(function() g:hex_map_new{cols = 3} end, "field 'rows': integer expected, got nil")
  fails(function() g:hex_map_new{cols = 0, rows = 3} end, "field 'cols': 0 is not in 1..4096")
  fails(function() g:hex_map_new{cols = 3, rows = 3, shape = "round"} end,
        "unknown field 'shape'")
  fails(function() g:hex_map_new{layout = "doubled_r", cols = 3, rows = 3} end,
        "maps use odd_r")
  fails(function() g:hex_map_new{layout = "spiral", cols = 3, rows = 3} end, "invalid option")
  local map = g:hex_map_new{cols = 3, rows = 2}
  local e = g:entity_new("figure")
  fails(function() g:hex_map_info(e) end, "is not a hex map")
  fails(function() g:hex_set_terrain(map, o, "lava") end, "invalid option 'lava'")
  fails(function() g:hex_set_terrain(map, {q = 9, r = 9}, "gap") end, "")
  fails(function() g:hex_set_terrain_all(map, {"normal"}) end, "1 terrains for 6 hexes")
  fails(function()
    g:hex_set_terrain_all(map, {"normal", "gap", "normal", 4, "normal", "normal"})
  end, "entry 4 is not a terrain name")
  -- Figures.
  fails(function() g:hex_place_shape(map, e, {}) end, "0 hexes; a shape has 1..7")
  fails(function() g:hex_place_shape(map, e, {o, {q = 1}}) end, "entry 2: hex's r")
  fails(function() g:hex_place(map, e, {q = 5, r = 5}) end, "")
  fails(function() g:hex_figure_cells(map, 999) end, "no entity 999")
  fails(function() g:hex_reachable(map, o) end, "no figure on hex (0, 0)")
  g:hex_place(map, e, o, 1)
  -- Movers.
  fails(function() g:hex_reachable(map, e, {swim = true}) end, "unknown field 'swim'")
  fails(function() g:hex_reachable(map, e, {flight = 1}) end, "field 'flight': boolean")
  fails(function() g:hex_reachable(map, e, {jump = -1}) end, "field 'jump'")
  fails(function() g:hex_reachable(map, e, {budget = -2}) end, "field 'budget'")
  fails(function() g:hex_reachable(map, e, {step = 3}) end, "field 'step': function expected")
  fails(function() g:hex_reachable(map, e, {walk = true, flight = true}) end, "field 'walk'")
  fails(function() g:hex_can_rotate(map, e, o, 0) end, "give 1..5 sixths")
  fails(function() g:hex_can_rotate(map, e, o, 6) end, "give 1..5 sixths")
  fails(function() g:hex_line_clear(map, o, o, "edge") end, "invalid option 'edge'")
  fails(function() g:hex_line_clear(map, o, o, 7) end, "corner 7 is not 1..6")
  local other = g:entity_new("figure")
  fails(function() g:hex_move(map, other, o) end, "is not on hex map")
  fails(function() g:hex_path(map, other, o) end, "is not on hex map")
end)

test("maps: terrain, the map's outline and its events", function()
  local g = tabula.new_game(1)
  local map = g:hex_map_new{layout = "odd_q", cols = 4, rows = 3}
  eq(g:entity_kind(map), "hexmap", "a map is an entity")
  local info = g:hex_map_info(map)
  eq(info.layout, "odd_q")
  eq(info.orientation, "flat")
  eq(info.cols, 4)
  eq(info.rows, 3)
  eq(g:hex_map_info(g:hex_map_new{cols = 1, rows = 1}).layout, "odd_r", "the default layout")
  -- The orientation may be given as a map.
  eq(hx(g:hex_neighbor({q = 0, r = 0}, 1, map)), "0,-1", "flat: 1 is north")
  local h = g:hex_from_offset(3, 2, "odd_q")
  ok(g:hex_on_map(map, h))
  ok(not g:hex_on_map(map, {q = 4, r = 0}), "outside the rectangle")
  ok(not g:hex_on_map(999, h), "not a map")
  eq(g:hex_terrain_at(map, h), "normal")
  eq(g:hex_terrain_at(map, {q = -5, r = 0}), "void", "outside")
  local mark = g:event_end()
  g:hex_set_terrain(map, h, "gap")
  eq(g:hex_terrain_at(map, h), "gap")
  local ev = events(g, mark, "hex.terrain")
  eq(#ev, 1, "hex.terrain emitted")
  eq(ev[1].subject, map)
  g:hex_set_terrain(map, h, "void")
  ok(not g:hex_on_map(map, h), "void is off the map")
  -- All at once, in offset order: row by row from the top.
  local all = {}
  for i = 1, 12 do all[i] = ({"normal", "impassable", "gap", "void"})[(i - 1) % 4 + 1] end
  g:hex_set_terrain_all(map, all)
  for row = 0, 2 do
    for col = 0, 3 do
      eq(g:hex_terrain_at(map, g:hex_from_offset(col, row, "odd_q")), all[row * 4 + col + 1],
         "offset " .. col .. "," .. row)
    end
  end
  -- A figure's hex may not become void.
  local e = figure(g, map, g:hex_from_offset(0, 0, "odd_q"))
  local before = g:hash()
  fails(function() g:hex_set_terrain(map, g:hex_from_offset(0, 0, "odd_q"), "void") end, "")
  all[1] = "void"
  fails(function() g:hex_set_terrain_all(map, all) end, "")
  eq(g:hash(), before, "refused: unchanged")
  eq(g:hex_figure_at(map, g:hex_from_offset(0, 0, "odd_q")), e)
end)

test("figures: placing, finding, removing, flanking", function()
  local g = tabula.new_game(1)
  local map = draw(g, "odd_r", open7)
  local c = g:hex_from_offset(3, 3, "odd_r")
  local mark = g:event_end()
  local target = figure(g, map, c, 1)
  local ev = events(g, mark, "hex.place")
  eq(#ev, 1, "hex.place")
  eq(ev[1].subject, target)
  eq(g:hex_figure_at(map, c), target)
  eq(g:hex_figure_at(map, g:hex_neighbor(c, 1)), nil, "free")
  eq(g:hex_figure_at(map, {q = 50, r = 50}), nil, "off the map")
  local cells, side = g:hex_figure_cells(map, target)
  eq(hexes(cells), hx(c))
  eq(side, 1)
  fails(function() g:hex_place(map, target, g:hex_neighbor(c, 1)) end, "")
  -- Tidal Blades 2: "adjacent to a target on directly opposite sides".
  local west = figure(g, map, g:hex_neighbor(c, 5), 0)
  eq(g:hex_flank_partner(map, target, g:hex_neighbor(c, 2), 0), west, "east of it: west flanks")
  eq(g:hex_flank_partner(map, target, g:hex_neighbor(c, 2), 3), nil, "another side")
  eq(g:hex_flank_partner(map, target, g:hex_neighbor(c, 1), 0), nil, "not opposite")
  eq(g:hex_flank_partner(map, c, g:hex_neighbor(c, 2), 0), west, "the target given as a hex")
  -- Dru: "Enemies may move through Dru's hex."
  eq(g:hex_is_open(west), false)
  g:hex_set_open(west, true)
  eq(g:hex_is_open(west), true, "open to every side")
  g:hex_set_open(west, false)
  eq(g:hex_is_open(west), false)
  fails(function() g:hex_set_open(west, 1) end, "boolean expected")
  -- A figure of three hexes: its anchor, the first in offset order, first.
  local giant = g:entity_new("giant")
  local corner = g:hex_from_offset(0, 0, "odd_r")
  g:hex_place_shape(map, giant, {g:hex_neighbor(corner, 3), corner, g:hex_neighbor(corner, 2)},
                    2)
  cells, side = g:hex_figure_cells(map, giant)
  eq(hexes(cells), "0,0 1,0 0,1")
  eq(side, 2)
  eq(g:hex_figure_at(map, {q = 1, r = 0}), giant)
  mark = g:event_end()
  g:hex_remove(map, west)
  eq(#events(g, mark, "hex.remove"), 1, "hex.remove")
  cells, side = g:hex_figure_cells(map, west)
  eq(#cells, 0, "off the map")
  eq(side, nil)
  fails(function() g:hex_remove(map, west) end, "")
  local far = g:entity_new("figure")
  fails(function() g:hex_place_shape(map, far, {{q = 5, r = 0}, {q = 0, r = 5}}) end, "")
end)

test("movement: reachable hexes, paths, moves and open paths", function()
  local g = tabula.new_game(1)
  local map, at = draw(g, "odd_r", {
    ". . . . . .",
    " . a . ~ b .",
    ". . # . . .",
  })
  local hero = figure(g, map, at.a, 0)
  local r = g:hex_reachable(map, hero, {budget = 1})
  eq(hexes(r), "1,1:0 2,0:1 2,1:1 0,2:1 0,1:1 1,0:1",
     "itself, then clockwise from north-east (south-east is impassable)")
  eq(#g:hex_reachable(map, at.a, {budget = 1}), 6, "the figure given by its hex")
  eq(#g:hex_reachable(map, hero), 16, "no budget: every normal hex, its own too")
  local path, cost = g:hex_path(map, hero, at.b)
  eq(cost, 4)
  eq(#path, 5, "start and end included")
  eq(hx(path[1]), hx(at.a))
  eq(hx(path[5]), hx(at.b))
  path, cost = g:hex_path(map, hero, at.b, {budget = 3})
  eq(#path, 0, "too far for the budget")
  eq(cost, nil)
  path, cost = g:hex_path(map, hero, at.a)
  eq(hexes(path), hx(at.a), "the start alone")
  eq(cost, 0)
  local wall = g:hex_from_offset(2, 2, "odd_r")
  eq(g:hex_terrain_at(map, wall), "impassable")
  eq(#g:hex_path(map, hero, wall), 0, "impassable: no path")
  -- A jumper crosses the gap in a straight line, paying for it.
  local c3 = g:hex_from_offset(2, 1, "odd_r")
  g:hex_move(map, hero, c3)
  path, cost = g:hex_path(map, hero, at.b, {jump = 1})
  eq(hexes(path), hx(c3) .. " 3,1 " .. hx(at.b), "the gap jumped across is listed")
  eq(cost, 2)
  -- Moves: true and the cost, or false and why.
  local mark = g:event_end()
  local moved, c = g:hex_move(map, hero, at.b, {budget = 3})
  eq(moved, true)
  eq(c, 3, "round the gap")
  local ev = events(g, mark, "hex.move")
  eq(#ev, 1, "hex.move")
  eq(ev[1].subject, hero)
  eq(hx(g:hex_figure_cells(map, hero)[1]), hx(at.b))
  local before = g:hash()
  local why
  moved, why = g:hex_move(map, hero, at.a, {budget = 1})
  eq(moved, false)
  ok(why:find("more than the budget"), why)
  moved, why = g:hex_move(map, hero, wall)
  eq(moved, false)
  ok(why:find("is impassable"), why)
  moved, why = g:hex_move(map, hero, {q = 40, r = 0})
  ok(not moved and why:find("not on the map"), why)
  eq(g:hash(), before, "refusals change nothing")
  -- Open paths: "the enemy will move towards the closest target to which it
  -- has an open path".
  local foe = figure(g, map, at.a, 1)
  local open, ocost, stop = g:hex_open_path(map, foe, hero)
  eq(open, true)
  eq(ocost, 3, "to a hex next to the hero")
  eq(g:hex_distance(stop, at.b), 1)
  -- Wall the hero in: impassable all round (the map edge does the rest).
  for d = 1, 6 do
    local n = g:hex_neighbor(at.b, d)
    if g:hex_on_map(map, n) then g:hex_set_terrain(map, n, "impassable") end
  end
  eq(select("#", g:hex_open_path(map, foe, hero)), 1, "just false")
  eq(g:hex_open_path(map, foe, hero), false)
  eq(g:hex_open_path(map, foe, at.b, {ethereal = true}), false,
     "ethereal: through the walls, but no hex next to the hero to end on")
  g:hex_set_terrain(map, {q = 3, r = 1}, "gap")
  eq(g:hex_open_path(map, foe, hero, {flight = true}), false, "flyers may not end on the gap")
  open, ocost, stop = g:hex_open_path(map, foe, at.b, {flight = true, end_on_gap = true})
  ok(open, "unless they may")
  eq(ocost, 2)
  eq(hx(stop), "3,1")
end)

test("a step function prices steps, once per step asked", function()
  local g = tabula.new_game(1)
  local map, at = draw(g, "odd_r", {". a . . b"})
  local hero = figure(g, map, at.a)
  local infos, asked, repeated = {}, {}, 0
  local function step(info)
    infos[#infos + 1] = info
    local k = hx(info.from) .. ">" .. hx(info.to)
    if asked[k] then repeated = repeated + 1 end
    asked[k] = true
    if info.to.q == 0 then return 0 end -- the west end: refused
    if info.to.q == 3 then return 5 end
    return nil -- 1
  end
  eq(hexes(g:hex_reachable(map, hero, {step = step})), "1,0:0 2,0:1 3,0:6 4,0:7")
  eq(infos[1].map, map)
  eq(infos[1].figure, hero)
  eq(hx(infos[1].from), "1,0")
  eq(repeated, 0, "each step asked once")
  local path, cost = g:hex_path(map, hero, at.b, {step = step})
  eq(#path, 4)
  eq(cost, 7)
  local refused, why = g:hex_move(map, hero, at.b, {step = step, budget = 6})
  eq(refused, false)
  ok(why:find("costs 7, more than the budget 6"), why)
  infos = {}
  local moved, c = g:hex_move(map, hero, at.b, {step = step, budget = 7})
  ok(moved, "moved")
  eq(c, 7)
  asked = {}
  for _, info in ipairs(infos) do
    local k = hx(info.from) .. ">" .. hx(info.to)
    ok(not asked[k], "hex_move asks each step once: " .. k)
    asked[k] = true
  end
  -- Integral floats are fine; huge costs saturate; fractions are errors.
  eq(hexes(g:hex_reachable(map, hero, {budget = 2, step = function() return 2.0 end})),
     "4,0:0 3,0:2")
  eq(#g:hex_reachable(map, hero, {step = function() return math.maxinteger end}), 1,
     "saturated at the most a cost can be: too dear to take")
  fails(function() g:hex_reachable(map, hero, {step = function() return 1.5 end}) end,
        "hex step: the cost is a fraction, not an integer")
  fails(function() g:hex_reachable(map, hero, {step = function() return "cheap" end}) end,
        "the cost is string")
  -- Large answers: more than the binding's first guess at the list's size.
  local big = g:hex_map_new{cols = 40, rows = 40}
  local walker = g:entity_new("figure")
  g:hex_place(big, walker, {q = 0, r = 0})
  local calls = 0
  local all = g:hex_reachable(big, walker, {step = function() calls = calls + 1 end})
  eq(#all, 1600)
  eq(all[1].cost, 0)
  ok(calls <= 1600 * 6, "asked once per step even when the query runs twice")
  local long = g:hex_map_new{cols = 1100, rows = 1}
  local runner = g:entity_new("figure")
  g:hex_place(long, runner, {q = 0, r = 0})
  path, cost = g:hex_path(long, runner, {q = 1099, r = 0})
  eq(#path, 1100)
  eq(cost, 1099)
  eq(hx(path[1100]), "1099,0")
end)

test("a step error leaves the game alone and reaches the caller", function()
  local g = tabula.new_game(1)
  local map, at = draw(g, "odd_r", {". a . . b ."})
  local hero = figure(g, map, at.a)
  local before = g:hash()
  local calls = 0
  local function third(info)
    calls = calls + 1
    if calls == 3 then error("step went wrong") end
  end
  local err = fails(function() g:hex_move(map, hero, at.b, {step = third}) end,
                    "step went wrong")
  ok(tostring(err):find("hex.lua", 1, true), "with the callback's position")
  eq(calls, 3, "no step runs after the first error")
  eq(g:hash(), before, "no move made")
  eq(g:hex_figure_at(map, at.a), hero)
  local foe = figure(g, map, {q = 5, r = 0})
  for _, fn in ipairs{
    function(s) return g:hex_reachable(map, hero, {step = s}) end,
    function(s) return g:hex_path(map, hero, at.b, {step = s}) end,
    function(s) return g:hex_open_path(map, hero, foe, {step = s}) end,
  } do
    before = g:hash()
    fails(function() fn(function() error("boom") end) end, "boom")
    eq(g:hash(), before)
  end
  local good, e = pcall(g.hex_reachable, g, map, hero, {step = function() error({code = 7}) end})
  ok(not good and type(e) == "table" and e.code == 7, "the very error value")
  -- A step may not change the game.
  fails(function()
    g:hex_reachable(map, hero, {step = function() g:entity_new("x") end})
  end, "hex step: the callback changed the game")
  local moved = pcall(g.hex_move, g, map, hero, at.b,
                      {step = function() g:entity_new("y") end})
  eq(moved, false, "raised")
  eq(g:hex_figure_at(map, at.a), hero, "and not moved")
  -- Nothing broken afterwards.
  eq(hexes(g:hex_reachable(map, hero, {budget = 1})), "1,0:0 2,0:1 0,0:1")
end)

-- Tidal Blades 2: "FLIGHT: Enemies with Flight are able to move through and
-- end their turn in gap hexes. They can move through hexes occupied by other
-- figures, as long as they end their movement in an unoccupied hex." The
-- kernel's flight ends on gaps only with end_on_gap.
test("Tidal Blades 2: a flyer crosses a gap and figures, and ends on a gap only if told",
     function()
  local g = tabula.new_game(1)
  local map, at = draw(g, "odd_r", {"a ~ b . c"})
  local flyer = figure(g, map, at.a, 1)
  figure(g, map, at.b, 0)
  local walker = figure(g, map, at.c, 1)
  eq(#g:hex_path(map, walker, at.a), 0, "walkers stop at the gap")
  local gap = {q = 1, r = 0}
  local before = g:hash()
  local moved, why = g:hex_move(map, flyer, gap, {flight = true})
  eq(moved, false, "refused")
  ok(why:find("is a gap, and this mover may not end on a gap"), why)
  moved, why = g:hex_move(map, flyer, at.b, {flight = true})
  ok(not moved and why:find("holds another figure"), why)
  eq(g:hash(), before)
  eq(hexes(g:hex_reachable(map, flyer, {flight = true})), "0,0:0 3,0:3", "over gap and figure")
  moved = g:hex_move(map, flyer, gap, {flight = true, end_on_gap = true})
  eq(moved, true, "end_on_gap: allowed")
  eq(g:hex_figure_at(map, gap), flyer)
  eq(hexes(g:hex_reachable(map, flyer, {pass_gaps = true, pass_figures = true, budget = 2})),
     "1,0:0 0,0:1 3,0:2", "the same flags one by one")
end)

-- Tidal Blades 2: "CLOCKWISE: If there are multiple hexes that fulfill the
-- requirements, an enemy will move towards the hex closest to North (the top
-- of the map), in clockwise order."
test("Tidal Blades 2: equal choices go clockwise from north", function()
  local g = tabula.new_game(1)
  local map = draw(g, "odd_r", open7)
  local c = g:hex_from_offset(3, 3, "odd_r")
  local enemy = figure(g, map, c, 1)
  local ring = g:hex_reachable(map, enemy, {budget = 1})
  local want = {hx(c) .. ":0"}
  for d = 1, 6 do want[#want + 1] = hx(g:hex_neighbor(c, d)) .. ":1" end
  eq(hexes(ring), table.concat(want, " "), "north-east first, then clockwise")
  -- Two equally short ways to the hex east then south-east: east comes first.
  local goal = g:hex_neighbor(g:hex_neighbor(c, 2), 3)
  local path = g:hex_path(map, enemy, goal)
  eq(hx(path[2]), hx(g:hex_neighbor(c, 2)), "east before south-east")
  -- Block east: the other way.
  figure(g, map, g:hex_neighbor(c, 2), 0)
  path = g:hex_path(map, enemy, goal)
  eq(hx(path[2]), hx(g:hex_neighbor(c, 3)))
  -- "If a figure would be added into a hex where there is already a figure,
  -- place it into the first open adjacent hex clockwise from north".
  local spot
  for _, h in ipairs(g:hex_ring(c, 1, map)) do
    if not g:hex_figure_at(map, h) then spot = h; break end
  end
  eq(hx(spot), hx(g:hex_neighbor(c, 1)))
end)

-- Tidal Blades 2: "you must be able to draw a straight line from any point of
-- the hex that you are in to the same point in the target's hex without
-- crossing the border of an impassable hex. (Using hex centers or corners is
-- usually easiest)."
test("Tidal Blades 2: line of sight where centres and corners disagree", function()
  local g = tabula.new_game(1)
  -- A pillar straight between: the centre line hits it, the lines between the
  -- top corners and between the bottom corners only touch its corners.
  local map, at = draw(g, "odd_r", {
    ". . . . .",
    " . . . . .",
    ". a # t .",
    " . . . . .",
    ". . . . .",
  })
  eq(g:hex_line_clear(map, at.a, at.t), false, "centre to centre: blocked")
  eq(g:hex_line_clear(map, at.a, at.t, "center"), false)
  eq(g:hex_line_clear(map, at.a, at.t, 1), true, "top corners")
  eq(g:hex_line_clear(map, at.a, at.t, 4), true, "bottom corners")
  eq(g:hex_line_clear(map, at.a, at.t, 2), false)
  local sees, from = g:hex_los(map, at.a, at.t)
  eq(sees, true)
  ok(type(from.x) == "number" and type(from.y) == "number", "a seeing point")
  -- Figures never block.
  figure(g, map, g:hex_neighbor(at.a, 1))
  ok(g:hex_los(map, at.a, at.t))
  -- The centre line slips between two impassable hexes; every corner line
  -- clips one: sight, from the centre.
  map, at = draw(g, "odd_r", {
    ". . . . . .",
    " . . . . . .",
    ". . . . . .",
    " . # . . . a",
    "t . . . # .",
  })
  eq(g:hex_line_clear(map, at.a, at.t), true)
  for k = 1, 6 do eq(g:hex_line_clear(map, at.a, at.t, k), false, "corner " .. k) end
  sees, from = g:hex_los(map, at.a, at.t)
  ok(sees and math.abs(from.x) < 1e-12 and math.abs(from.y) < 1e-12, "the centre sees")
  -- Only a point on a's west edge sees: every shortcut line is blocked.
  map, at = draw(g, "odd_r", {
    "t . . . . .",
    " . . . . . .",
    ". # . # . .",
    " . . . . . .",
    ". . . . . a",
  })
  eq(g:hex_line_clear(map, at.a, at.t), false)
  for k = 1, 6 do eq(g:hex_line_clear(map, at.a, at.t, k), false, "corner " .. k) end
  sees, from = g:hex_los(map, at.a, at.t)
  eq(sees, true)
  ok(math.abs(from.x + math.sqrt(3) / 2) < 1e-9 and from.y > -0.5 and from.y < 0.5,
     "on the west edge")
  g:hex_set_terrain(map, {q = 1, r = 2}, "impassable")
  eq(select("#", g:hex_los(map, at.a, at.t)), 1)
  eq(g:hex_los(map, at.a, at.t), false, "the gap closed")
  -- Gaps do not block sight.
  map, at = draw(g, "odd_r", {"a ~ ~ t"})
  ok(g:hex_los(map, at.a, at.t), "over gaps")
  fails(function() g:hex_los(map, at.a, {q = 9, r = 9}) end, "")
end)

-- Tidal Blades 2: "Giant bosses (that occupy 3 hexes) may use 1 rotate action
-- to rotate around one of the hexes they occupy ... They cannot move through
-- hero hexes and must always rotate or move into 3 hexes that are unoccupied
-- by heroes."
test("Tidal Blades 2: giants rotate about one of their hexes", function()
  local g = tabula.new_game(1)
  local map = draw(g, "odd_r", open7)
  local c = g:hex_from_offset(3, 3, "odd_r")
  local boss = g:entity_new("boss")
  g:hex_place_shape(map, boss, {c, g:hex_neighbor(c, 2), g:hex_neighbor(c, 3)}, 1)
  eq(g:hex_can_rotate(map, boss, c, 1), true)
  local hero = figure(g, map, g:hex_neighbor(c, 5), 0) -- west of the pivot
  eq(g:hex_can_rotate(map, boss, c, 1), true, "one sixth: east, south-east -> SE, SW")
  local ok2, why = g:hex_can_rotate(map, boss, c, 2)
  eq(ok2, false, "two sixths end on the hero")
  ok(why:find("holds"), why)
  ok2, why = g:hex_can_rotate(map, boss, c, 3)
  eq(ok2, false, "three sixths pass through the hero")
  eq(g:hex_can_rotate(map, boss, c, 3, {pass_figures = true}), false, "still may not end there")
  fails(function() g:hex_can_rotate(map, boss, g:hex_neighbor(c, 1), 1) end,
        "is not one of figure")
  local before = g:hash()
  local done, reason = g:hex_rotate_figure(map, boss, c, 2)
  eq(done, false)
  ok(reason:find("holds"), reason)
  eq(g:hash(), before, "refused: unchanged")
  local mark = g:event_end()
  eq(g:hex_rotate_figure(map, boss, c, -1), true, "counterclockwise")
  eq(#events(g, mark, "hex.rotate"), 1, "hex.rotate")
  local cells = g:hex_figure_cells(map, boss)
  local want = {hx(c), hx(g:hex_neighbor(c, 1)), hx(g:hex_neighbor(c, 2))}
  local got = {}
  for _, h in ipairs(cells) do got[#got + 1] = hx(h) end
  table.sort(want)
  table.sort(got)
  eq(table.concat(got, " "), table.concat(want, " "), "north-east and east now")
  -- Giants move as one; they do not jump.
  fails(function() g:hex_move(map, boss, c, {jump = 1}) end, "only one-hex figures jump")
  local moved = g:hex_move(map, boss, g:hex_from_offset(3, 5, "odd_r"))
  eq(moved, true)
  eq(hero ~= nil, true)
end)

test("the same calls give the same state", function()
  local function play()
    local g = tabula.new_game(7)
    local map, at = draw(g, "even_q", {". . . .", ". ~ # .", "a . . b"})
    local e = figure(g, map, at.a, 0)
    g:hex_move(map, e, at.b, {jump = 1, step = function(i) return i.to.q + 1 end})
    g:hex_set_terrain(map, at.a, "gap")
    return g:hash()
  end
  eq(play(), play())
end)
