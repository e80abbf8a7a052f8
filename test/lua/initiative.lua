-- Lua binding of tabula/initiative.h (g:initiative_*), driven as a host
-- script would.
local tabula = require "tabula"

local function token(g, name)
  local e = g:entity_new("token")
  g:entity_set(e, "name", name)
  return e
end

-- The tokens on level level of t, left to right, checking where_is agrees.
local function level_of(g, t, level)
  local list = {}
  for _, e in ipairs(g:initiative_order(t)) do
    local lv, index = g:initiative_where_is(t, e)
    if lv == level then
      list[#list + 1] = e
      eq(index, #list, "index within the level")
    end
  end
  return list
end

local function same(a, b, what)
  eq(#a, #b, (what or "list") .. " length")
  for i = 1, #a do eq(a[i], b[i], (what or "list") .. " entry " .. i) end
end

-- Tidal Blades 2, "Resolve Initiative Changes": "When moving an Initiative
-- token to a new level, place it to the right of all non-fixed tokens on that
-- level. If a token would move past the top or bottom level, place it to the
-- left (top) or right (bottom) of all non-fixed tokens on that level."
-- "Example: We start at the top left with the Mudcrabs. They move up 1 and
-- stay in the 1st position. Axl then moves up 1, hopping over the Mudcrabs
-- into the 1st position. Dust moves up 2 levels and is placed to the right of
-- Axl and the Mudcrabs. The Seahounds move down 1 level. Eko then moves up 1
-- level ending to the right of the Seahounds in the 4th level."
-- (The starting track is the one test/unit/test_initiative.c derives.)
test("the Tidal Blades 2 rulebook example", function()
  local g = tabula.new_game(1)
  local track = g:initiative_new(5)
  eq(g:initiative_levels(track), 5)
  local mudcrabs, axl, dust = token(g, "Mudcrabs"), token(g, "Axl"), token(g, "Dust")
  local seahounds, eko = token(g, "Seahounds"), token(g, "Eko")
  g:initiative_place(track, mudcrabs, 1)
  g:initiative_place(track, axl, 1, "right")
  g:initiative_place(track, dust, 3)
  g:initiative_place(track, seahounds, 3)
  g:initiative_place(track, eko, 5)
  eq(g:initiative_count(track), 5)
  eq(g:initiative_at(track, 1), mudcrabs, "the top left")

  g:initiative_move(track, mudcrabs, 1)
  local level, index = g:initiative_where_is(track, mudcrabs)
  eq(level, 1, "stay in the 1st position")
  eq(index, 1)
  g:initiative_move(track, axl, 1)
  same(level_of(g, track, 1), {axl, mudcrabs}, "hopping over the Mudcrabs")
  g:initiative_move(track, dust, 2)
  same(level_of(g, track, 1), {axl, mudcrabs, dust}, "to the right of Axl and the Mudcrabs")
  local mark = g:event_end()
  g:initiative_move(track, seahounds, -1)
  local moved = events(g, mark, "initiative.move")
  eq(#moved, 1, "one move event")
  eq(moved[1].subject, seahounds)
  eq(moved[1][1], track, "the event names the initiative")
  eq(moved[1][2], 3, "from level 3")
  eq(moved[1][3], 4, "to level 4")
  g:initiative_move(track, eko, 1)
  same(level_of(g, track, 4), {seahounds, eko}, "right of the Seahounds in the 4th level")
  same(level_of(g, track, 2), {})
  same(g:initiative_order(track), {axl, mudcrabs, dust, seahounds, eko}, "turn order")
  eq(g:initiative_fastest(track), axl)
  eq(g:initiative_slowest(track), eko)
  eq(g:initiative_at(track, 5), eko)
  eq(g:initiative_at(track, 6), nil, "past the end")
  eq(g:initiative_at(track, 0), nil, "before the start")
end)

-- "Some Initiative tokens are denoted as fixed ... These tokens always stay in
-- their position (at the far right or far left) of their Initiative level."
-- "FASTEST/SLOWEST: ... (not counting fixed Initiatives)."
test("fixed tokens keep their ends and are never fastest", function()
  local g = tabula.new_game(1)
  local t = g:initiative_new(3)
  local gate, bomb, a, b = token(g, "gate"), token(g, "bomb"), token(g, "a"), token(g, "b")
  g:initiative_place(t, gate, 1, "fixed_left")
  g:initiative_place(t, bomb, 3, "fixed_right")
  g:initiative_place(t, a, 1)
  g:initiative_place(t, b, 3, "left")
  ok(g:initiative_is_fixed(t, gate), "gate fixed")
  ok(not g:initiative_is_fixed(t, a), "a not fixed")
  eq(g:initiative_at(t, 1), gate, "the gate acts first")
  eq(g:initiative_fastest(t), a)
  eq(g:initiative_slowest(t), b)
  fails(function() g:initiative_move(t, bomb, 1) end, "is fixed")
  g:initiative_move(t, a, -5)
  same(level_of(g, t, 3), {b, a, bomb}, "past the bottom: right of the others, left of fixed")
  g:initiative_remove(t, b)
  eq(g:initiative_count(t), 3)
  fails(function() g:initiative_where_is(t, b) end, "is not on initiative")
  g:initiative_place(t, b, 2) -- back, at the right of its level
  eq(g:initiative_slowest(t), a)
  eq(g:initiative_fastest(t), b)
end)

-- "If multiple enemies start on the same Initiative, randomly choose the
-- order in which they are placed."
test("random placing draws from a named stream", function()
  local function setup(seed)
    local g = tabula.new_game(seed)
    local t = g:initiative_new(5)
    local hero = token(g, "Caiman")
    g:initiative_place(t, hero, 3)
    local enemies = {token(g, "Seahounds"), token(g, "Coralbugs"), token(g, "Mudcrabs")}
    g:initiative_place_random(t, enemies, 3, "setup")
    return g, t, hero
  end
  local g, t, hero = setup(5)
  eq(g:initiative_at(t, 1), hero, "heroes first")
  eq(#level_of(g, t, 3), 4)
  local orders = {}
  for seed = 1, 40 do
    local g2, t2 = setup(seed)
    local o = g2:initiative_order(t2)
    orders[o[2] .. "," .. o[3] .. "," .. o[4]] = true
  end
  local n = 0
  for _ in pairs(orders) do n = n + 1 end
  ok(n >= 4, "several orders come up")
  same(setup(7):initiative_order(t), setup(7):initiative_order(t), "same seed, same order")
end)

test("orders by value with a tie list and with random ties", function()
  local g = tabula.new_game(1)
  local a, b, c, d, e = token(g, "a"), token(g, "b"), token(g, "c"), token(g, "d"), token(g, "e")
  local t = g:initiative_new_by_value{descending = true, list = {c, a}}
  eq(g:initiative_levels(t), 1)
  for _, p in ipairs{{b, 5}, {a, 5}, {d, 7}, {c, 5}, {e, 5}} do
    g:initiative_set_value(t, p[1], p[2])
  end
  same(g:initiative_order(t), {d, c, a, b, e}, "listed tokens first among equals")
  g:initiative_set_value(t, b, 9)
  eq(g:initiative_value(t, b), 9)
  eq(g:initiative_fastest(t), b)
  g:initiative_remove(t, b)
  fails(function() g:initiative_value(t, b) end, "is not on initiative")

  local u = g:initiative_new_by_value() -- lowest first, random ties from "main"
  g:initiative_set_value(u, b, 30)
  g:initiative_set_value(u, token(g, "f"), 10)
  eq(g:initiative_slowest(u), b)
  local r = g:initiative_new_by_value{ties = "random", stream = "ties", descending = false}
  g:initiative_set_value(r, token(g, "x"), 1)
  eq(g:initiative_count(r), 1)
end)

test("argument errors name the argument", function()
  local g = tabula.new_game(1)
  local t = g:initiative_new(5)
  local x = token(g, "x")
  fails(function() g:initiative_new(0) end, "bad argument #1 to 'initiative_new' (levels count from 1)")
  fails(function() g:initiative_new(65) end, "65 levels, not 1..64")
  fails(function() g:initiative_place(t, x, 1, "up") end,
        "bad argument #4 to 'initiative_place' (invalid option 'up' (one of: right, left, fixed_left, fixed_right))")
  fails(function() g:initiative_place(t, x) end, "bad argument #3 to 'initiative_place'")
  fails(function() g:initiative_place(t, x, 6) end, "level 6 is not in 1..5")
  fails(function() g:initiative_place(x, x, 1) end, "is not an initiative")
  fails(function() g:initiative_place_random(t, x, 1) end,
        "bad argument #2 to 'initiative_place_random' (table expected")
  fails(function() g:initiative_place_random(t, {x, "y"}, 1) end, "entry 2 is not an id")
  fails(function() g:initiative_place_random(t, {x, x}, 1) end, "listed twice")
  fails(function() g:initiative_move(t, x, 1) end, "is not on initiative")
  fails(function() g:initiative_set_value(t, x, 1) end, "is leveled")
  fails(function() g:initiative_new_by_value{ties = "dice"} end,
        "bad argument #1 to 'initiative_new_by_value' (field 'ties': invalid option 'dice' (one of: random, list))")
  fails(function() g:initiative_new_by_value{list = {x, 999}} end, "no entity 999")
  fails(function() g:initiative_new_by_value{list = "x"} end, "field 'list'")
  fails(function() g:initiative_new_by_value{descending = 1} end,
        "field 'descending': boolean expected, got number")
  fails(function() g:initiative_new_by_value{order = "up"} end, "unknown field 'order'")
  eq(g:initiative_count(t), 0, "nothing placed")
  eq(g:initiative_count(x), 0, "not an initiative: none")
  eq(g:initiative_levels(x), 0)
  eq(g:initiative_fastest(t), nil)
end)
