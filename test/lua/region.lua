-- Lua binding of tabula/region.h (g:region_*), driven as a host script
-- would, on a small made-up Spirit Island-like board (as test_region.c):
--
--   ocean - 1, 2, 3            1 mountain  2 wetland  3 jungle
--   1 - 2 - 3                  4 sands     5 jungle   6 mountain
--   1 - 4, 2 - 5, 3 - 6        7 sands     8 wetland
--   4 - 5 - 6
--   4 - 7, 5 - 7, 6 - 8, 7 - 8
local tabula = require "tabula"

local terrains = {"mountain", "wetland", "jungle", "sands", "jungle", "mountain", "sands",
                  "wetland"}
local edges = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {2, 3}, {1, 4}, {2, 5}, {3, 6}, {4, 5}, {5, 6},
               {4, 7}, {5, 7}, {6, 8}, {7, 8}}

-- The board: g, map, and land[0] (the ocean) .. land[8].
local function board(seed)
  local g = tabula.new_game(seed or 7)
  local map = g:region_map_new()
  local land = {}
  land[0] = g:region_add(map, {name = "A0", kind = "ocean", terrain = "ocean", board = 1})
  for i = 1, 8 do
    land[i] = g:region_add(map, {name = "A" .. i, kind = "land", terrain = terrains[i],
                                 board = 1, number = i})
  end
  for _, e in ipairs(edges) do g:region_connect(land[e[1]], land[e[2]]) end
  return g, map, land
end

local function same(a, b, what)
  eq(#a, #b, (what or "list") .. " length")
  for i = 1, #a do eq(a[i], b[i], (what or "list") .. " entry " .. i) end
end

test("maps, regions and adjacency", function()
  local g, map, land = board()
  eq(g:region_count(map), 9)
  eq(g:region_at(map, 1), land[0], "id order: the ocean first")
  eq(g:region_at(map, 9), land[8])
  eq(g:region_at(map, 10), nil)
  eq(g:region_at(map, 0), nil)
  eq(g:region_find(map, "A5"), land[5])
  eq(g:region_find(map, "Z9"), nil)
  eq(g:region_find(map, "a name never interned"), nil)
  -- "the [Disease] goes in land #2 (with the City)"
  eq(g:region_find_land(map, 1, 2), land[2])
  eq(g:region_find_land(map, 2, 2), nil)
  eq(g:region_find_land(map, 1, 0), nil)
  eq(g:region_map_of(land[3]), map)
  eq(g:region_map_of(map), nil)
  local info = g:region_info(land[4])
  eq(info.kind, "land"); eq(info.name, "A4"); eq(info.terrain, "sands")
  eq(info.board, 1); eq(info.number, 4)
  info = g:region_info(land[0])
  eq(info.number, nil, "the ocean has no number")
  local plain = g:region_add(map, {name = "somewhere"})
  info = g:region_info(plain)
  eq(info.kind, "region", "the default kind")
  eq(info.terrain, nil); eq(info.board, nil)

  ok(g:region_adjacent(land[1], land[2]) and g:region_adjacent(land[2], land[1]), "symmetric")
  ok(not g:region_adjacent(land[1], land[8]))
  same(g:region_neighbors(land[5]), {land[2], land[4], land[6], land[7]}, "neighbours of 5")
  same(g:region_neighbors(plain), {}, "no neighbours")
  g:region_disconnect(land[5], land[7])
  ok(not g:region_adjacent(land[7], land[5]), "disconnected both ways")

  -- "Coastal lands are those adjacent to the Ocean."
  g:region_mark_coastal(map)
  for i = 1, 8 do
    eq(g:entity_has_tag(land[i], "coastal"), i <= 3, "land " .. i .. " coastal")
    eq(g:entity_has_tag(land[i], "inland"), i > 3, "land " .. i .. " inland")
  end
  ok(not g:entity_has_tag(land[0], "coastal"), "the ocean is neither")

  g:region_map_free(map)
  ok(not g:entity_exists(land[4]), "regions go with their map")
  eq(g:region_count(map), 0)
end)

test("distances, with a path that may not cross some lands", function()
  local g, map, land = board()
  local from1 = {[0] = 1, 0, 1, 2, 1, 2, 3, 2, 3}
  for i = 0, 8 do eq(g:region_distance(land[1], land[i]), from1[i], "from 1 to " .. i) end
  local island = g:region_add(map, {name = "island"})
  eq(g:region_distance(land[1], island), nil, "unreachable")
  -- Blighted lands 2 and 4 can be reached but not crossed, by a table
  -- filter and by a Lua predicate alike.
  g:entity_tag(land[2], "blighted")
  g:entity_tag(land[4], "blighted")
  local around = {[0] = 1, 0, 1, 2, 1, 4, 3, 5, 4}
  local calls = 0
  local function clear(game, r)
    calls = calls + 1
    return not game:entity_has_tag(r, "blighted")
  end
  for i = 0, 8 do
    eq(g:region_distance(land[1], land[i], {without = "blighted"}), around[i], "table " .. i)
    eq(g:region_distance(land[1], land[i], clear), around[i], "predicate " .. i)
  end
  eq(calls, 9 * 10, "a through predicate sees each region of the map once a query")
  calls = 0
  g:region_distance(land[1], land[8], {kind = "land", pred = clear})
  eq(calls, 8, "only the regions the other fields let through")
end)

-- Spirit Island, Range: "Range from any land with Presence".
test("a range query on a small region map", function()
  local g, map, land = board()
  local regions, steps = g:region_within(land[1], 0)
  same(regions, {land[1]}, "range 0 is the land itself")
  same(steps, {0})
  regions, steps = g:region_within(land[1], 1)
  same(regions, {land[1], land[0], land[2], land[4]}, "by distance, then id")
  same(steps, {0, 1, 1, 1}, "their distances")
  regions = g:region_within(land[1], 2, {kind = "land"})
  same(regions, {land[1], land[2], land[4], land[3], land[5], land[7]}, "lands only")
  regions = g:region_within(land[1], 2, {terrain = "jungle"})
  same(regions, {land[3], land[5]}, "the jungles within 2")
  regions = g:region_within({land[8], land[1], land[8]}, 1)
  same(regions, {land[1], land[8], land[0], land[2], land[4], land[6], land[7]}, "two sources")
  eq(#g:region_within(land[1]), 9, "any range")
  -- Range 2 from land 4, passing only through lands without the Dahan.
  g:entity_set(land[5], "dahan", 2)
  regions, steps = g:region_within(land[4], 2, nil, function(game, r)
    return (game:entity_get(r, "dahan") or 0) == 0
  end)
  same(regions, {land[4], land[1], land[5], land[7], land[0], land[2], land[8]},
       "land 5 reached but not crossed: 6 is out of range")
  same(steps, {0, 1, 1, 1, 2, 2, 2})
end)

-- Spirit Island Explore: "a land is explored when it is coastal or next to a
-- Town or City"; "DISTANT EXPLORATION: Invaders Explore at +1 distance."
test("match filters with Lua predicates", function()
  local g, map, land = board()
  g:entity_set(land[6], "buildings", 1)
  local function building(game, r) return (game:entity_get(r, "buildings") or 0) > 0 end
  local function explores(l, distance)
    return #g:region_within(l, distance, {terrain = "ocean"}) > 0
        or #g:region_within(l, distance, building) > 0
  end
  ok(explores(land[8], 1), "next to a Town or City")
  ok(explores(land[2], 1), "coastal")
  ok(not explores(land[7], 1), "neither")
  ok(explores(land[7], 2), "at +1 distance")
  ok(not explores(land[4], 1), "B) no Explore happens here")

  -- "Early Plantations: ... add 1 [Town] to the highest-numbered land without
  -- [Town]." - the last of an id-ordered selection.
  g:entity_tag(land[8], "town")
  local no_town = g:region_select(map, {kind = "land", without = "town", board = 1})
  eq(#no_town, 7)
  eq(no_town[7], land[7])
  local odd = g:region_select(map, {kind = "land", pred = function(game, r)
    return game:region_info(r).number % 2 == 1
  end})
  same(odd, {land[1], land[3], land[5], land[7]}, "odd lands, in id order")
  same(g:region_select(map, function() return false end), {}, "nothing")
  eq(#g:region_select(map), 9, "no filter")
  ok(g:region_matches(land[8], {terrain = "wetland", board = 1, tag = "town"}), "every field")
  ok(not g:region_matches(land[2], {terrain = "wetland", tag = "town"}))
  ok(g:region_matches(land[6], building), "a predicate")
  ok(not g:region_matches(land[5], {terrain = "jungle", pred = building}), "and a field")
  ok(g:region_matches(land[5]), "nil matches any region")
  ok(not g:region_matches(map), "a map is no region")
end)

test("a predicate's error stops the query and leaves the game intact", function()
  local g, map, land = board()
  local h = g:hash()
  local boom = function() error("no such spirit") end
  fails(function() g:region_within(land[1], 2, boom) end, "no such spirit")
  fails(function() g:region_within(land[1], 2, nil, boom) end, "no such spirit")
  fails(function() g:region_distance(land[1], land[8], boom) end, "no such spirit")
  fails(function() g:region_select(map, {pred = boom}) end, "no such spirit")
  fails(function() g:region_matches(land[1], boom) end, "no such spirit")
  eq(g:hash(), h, "unchanged")
  -- A predicate cannot wait for a decision: it runs inside a C call.
  local co = coroutine.wrap(function()
    return g:region_select(map, function() coroutine.yield(1) end)
  end)
  fails(co, "attempt to yield across a C-call boundary")
  -- A predicate may change the game, even add regions: it never runs inside
  -- the kernel's search.
  local added = false
  local regions = g:region_within(land[1], 1, nil, function(game, r)
    if not added then
      added = true
      game:region_add(map, {name = "new"})
    end
    return true
  end)
  eq(#regions, 4)
  eq(g:region_count(map), 10)
  eq(g:region_distance(land[1], land[8], function(game) return game:region_count(map) > 0 end), 3)
end)

test("argument errors name the argument", function()
  local g, map, land = board()
  fails(function() g:region_add(map, {kind = "land"}) end,
        "bad argument #2 to 'region_add' (field 'name': string expected)")
  fails(function() g:region_add(map, {name = "x", terrian = "sea"}) end, "unknown field 'terrian'")
  fails(function() g:region_add(map, {name = "x", board = -1}) end, "field 'board': -1 is not in")
  fails(function() g:region_add(map, {name = "A1"}) end, "has a region named 'A1'")
  fails(function() g:region_add(map, {name = "x", board = 1, number = 3}) end, "has land 3 of board 1")
  fails(function() g:region_add(land[1], {name = "x"}) end, "is not a region map")
  fails(function() g:region_connect(land[1], land[1]) end, "cannot border itself")
  fails(function() g:region_connect(land[1], map) end, "is not a region")
  fails(function() g:region_neighbors(map) end, "is not a region")
  fails(function() g:region_within({}, 1) end, "no source regions")
  fails(function() g:region_within(land[1], -1) end,
        "bad argument #2 to 'region_within' (range must be 0 or more)")
  fails(function() g:region_within(land[1], 1, 5) end,
        "bad argument #3 to 'region_within' (filter table, function or nil expected")
  fails(function() g:region_within(land[1], 1, {pred = 5}) end, "field 'pred': function expected")
  fails(function() g:region_within(land[1], 1, nil, {sort = "x"}) end,
        "bad argument #4 to 'region_within' (unknown field 'sort')")
  fails(function() g:region_distance(land[1], map) end, "is not a region")
  fails(function() g:region_select(land[1]) end, "is not a region map")
  fails(function() g:region_mark_coastal(map, {}) end, "bad argument #2 to 'region_mark_coastal'")
  local other = g:region_map_new()
  local far = g:region_add(other, {name = "far"})
  fails(function() g:region_distance(land[1], far) end, "different maps")
  fails(function() g:region_within({land[1], far}, 1) end, "different maps")
  fails(function() g:region_map_free(land[1]) end, "is not a region map")
end)
