-- Lua binding of tabula/turn.h (g:turn_*), driven as a host script would.
local tabula = require "tabula"

local function units(g, n)
  local list = {}
  for i = 1, n do list[i] = g:entity_new("unit") end
  return list
end

-- One whole activation.
local function act(g, t, u)
  ok(g:turn_may_act(t, u), "may act")
  g:turn_begin(t, u)
  eq(g:turn_active(t), u, "the active actor")
  g:turn_end(t, u)
end

-- Tile tactics: "Players alternate by activating up to two units, until all
-- units have been activated, this completes a round. You can only activate a
-- unit once per round." "At the end of a round, it may be necessary for one
-- player to have multiple turns to be able to activate all remaining units."
-- "The next round always begins with the player who did not finish the prior
-- round." Five units (side 0) against three (side 1).
test("alternating activation, five against three: who starts round 2", function()
  local g = tabula.new_game(1)
  local t = g:turn_new{mode = "alternate", sides = 2, per_turn = 2}
  local a, b = units(g, 5), units(g, 3)
  for _, u in ipairs(a) do g:turn_add(t, 0, u) end
  for _, u in ipairs(b) do g:turn_add(t, 1, u) end
  ok(g:turn_round_over(t), "before the first round")
  eq(g:turn_round(t), 0)
  eq(g:turn_side(t), nil, "no side before the first round")
  ok(g:turn_next_round(t), "round 1 begins")
  eq(g:turn_round(t), 1)
  eq(g:turn_side(t), 0, "side 0 starts the first round")
  ok(not g:turn_may_act(t, b[1]), "not B's turn")
  fails(function() g:turn_begin(t, b[1]) end, "not on the side whose turn it is")
  act(g, t, a[1])
  fails(function() g:turn_begin(t, a[1]) end, "has acted") -- once per round
  act(g, t, a[2])
  eq(g:turn_side(t), 1, "B's turn after two")
  act(g, t, b[1]); act(g, t, b[2])
  act(g, t, a[3]); act(g, t, a[4])
  act(g, t, b[3])
  eq(g:turn_remaining(t, 1), 0, "B is out of units")
  eq(g:turn_side(t), 0)
  local mark = g:event_end()
  act(g, t, a[5])
  ok(g:turn_round_over(t), "round 1 over")
  local ends = events(g, mark, "turn.round_end")
  eq(#ends, 1)
  eq(ends[1][1], 1, "round 1")
  eq(ends[1][2], 0, "A finished it")
  mark = g:event_end()
  ok(g:turn_next_round(t))
  eq(g:turn_side(t), 1, "round 2 begins with B, who did not finish round 1")
  eq(events(g, mark, "turn.round")[1][2], 1, "the event says so too")
  ok(not g:turn_has_acted(t, a[1]), "no one has acted in round 2")
end)

test("a unit lost mid-round leaves the count; a side passes", function()
  local g = tabula.new_game(1)
  local t = g:turn_new{mode = "alternate", sides = 2, per_turn = 2}
  local a, b = units(g, 3), units(g, 2)
  for _, u in ipairs(a) do g:turn_add(t, 0, u) end
  for _, u in ipairs(b) do g:turn_add(t, 1, u) end
  g:turn_next_round(t)
  fails(function() g:turn_pass(t) end, "must activate a unit first")
  g:turn_begin(t, a[1])
  g:turn_remove(t, b[2]) -- a[1] destroyed it
  g:turn_end(t, a[1])
  g:turn_pass(t)
  eq(g:turn_side(t), 1)
  eq(g:turn_remaining(t, 1), 1)
  eq(g:turn_side_of(t, b[2]), nil, "off the driver")
  eq(g:turn_side_of(t, b[1]), 1)
  act(g, t, b[1])
  act(g, t, a[2]); act(g, t, a[3])
  ok(g:turn_round_over(t))
end)

-- Dragon Tides: "That team takes a phase. Within a phase, each member of that
-- team takes a turn. ... Once both teams have taken their phase, the round is
-- complete."
test("team phases with named sides", function()
  local g = tabula.new_game(1)
  local t = g:turn_new{mode = "phases", names = {"villains", "dragons"}}
  local ivan, minion, bruce = g:entity_new("unit"), g:entity_new("unit"), g:entity_new("unit")
  g:turn_add(t, 0, ivan); g:turn_add(t, 0, minion); g:turn_add(t, 1, bruce)
  g:turn_next_round(t)
  act(g, t, minion) -- the team picks its order
  local mark = g:event_end()
  act(g, t, ivan)
  local side = events(g, mark, "turn.side")
  eq(#side, 1, "the dragons' phase begins")
  eq(side[1][1], 1)
  act(g, t, bruce)
  ok(g:turn_round_over(t))
end)

-- Spirit Island: "All play is simultaneous." The invader phase is the game's
-- own (no members): it lasts until it passes.
test("simultaneous phases", function()
  local g = tabula.new_game(1)
  local t = g:turn_new{mode = "simultaneous", names = {"spirit", "invader", "slow"}}
  local s = units(g, 2)
  for _, side in ipairs{0, 2} do
    for _, u in ipairs(s) do g:turn_add(t, side, u) end
  end
  g:turn_next_round(t)
  fails(function() g:turn_begin(t, s[1]) end, "only end")
  ok(g:turn_may_act(t, s[1]) and g:turn_may_act(t, s[2]), "all at once")
  g:turn_end(t, s[2]); g:turn_end(t, s[1])
  eq(g:turn_side(t), 1, "the invaders")
  g:turn_pass(t)
  g:turn_skip(t, s[2]) -- no slow power
  ok(g:turn_has_acted(t, s[2]), "skipped counts as acted")
  g:turn_end(t, s[1])
  ok(g:turn_round_over(t))
end)

-- Tidal Blades 2: turns follow the initiative track; a scenario has 12
-- rounds (here 2), and then the game's length has been played.
test("a sequence from an initiative, with a game length", function()
  local g = tabula.new_game(1)
  local track = g:initiative_new(5)
  local crabs, axl, eko = g:entity_new("unit"), g:entity_new("unit"), g:entity_new("unit")
  g:initiative_place(track, crabs, 1)
  g:initiative_place(track, axl, 1)
  g:initiative_place(track, eko, 5)
  local t = g:turn_new{source = track, rounds = 2}
  fails(function() g:turn_add(t, 0, crabs) end, "follows initiative")
  for round = 1, 2 do
    ok(g:turn_next_round(t), "round " .. round)
    g:initiative_move(track, axl, 1) -- Axl hops over the Mudcrabs
    eq(g:turn_next(t), axl)
    local order = {}
    while g:turn_next(t) do
      local who = g:turn_next(t)
      order[#order + 1] = who
      act(g, t, who)
    end
    eq(#order, 3)
    eq(order[3], eko)
  end
  local h = g:hash()
  eq(g:turn_next_round(t), false, "the game's length is played")
  eq(g:hash(), h, "and nothing changed")
  eq(g:turn_round(t), 2)
end)

test("a round counter with no actors", function()
  local g = tabula.new_game(1)
  local t = g:turn_new{rounds = 1}
  g:turn_next_round(t)
  fails(function() g:turn_next_round(t) end, "is not over")
  local mark = g:event_end()
  g:turn_end_round(t)
  eq(#events(g, mark, "turn.game_end"), 1)
  eq(g:turn_next_round(t), false)
end)

test("argument errors name the argument", function()
  local g = tabula.new_game(1)
  local u = g:entity_new("unit")
  fails(function() g:turn_new{mode = "chaos"} end,
        "bad argument #1 to 'turn_new' (field 'mode': invalid option 'chaos' (one of: sequence, alternate, phases, simultaneous))")
  fails(function() g:turn_new{sides = 0} end, "field 'sides': 0 is not in 1..64")
  fails(function() g:turn_new{mode = "alternate", sides = 2, per_turn = 0} end, "per_turn of 1")
  fails(function() g:turn_new{names = {"a", 3}} end, "field 'names': entry 2 is not a string")
  fails(function() g:turn_new{names = {"a", "b"}, sides = 3} end, "2 names for 3 sides")
  fails(function() g:turn_new{sides = 2} end, "a sequence has one side")
  fails(function() g:turn_new{source = u} end, "is not an initiative")
  fails(function() g:turn_new{round = 3} end, "unknown field 'round'")
  local t = g:turn_new{mode = "alternate", sides = 2, per_turn = 2}
  fails(function() g:turn_add(t, -1, u) end, "bad argument #2 to 'turn_add' (sides count from 0)")
  fails(function() g:turn_add(t, 2, u) end, "side 2, driver")
  fails(function() g:turn_add(t, 0, 999) end, "no entity 999")
  fails(function() g:turn_add(u, 0, u) end, "is not a turn driver")
  fails(function() g:turn_begin(t) end, "bad argument #2 to 'turn_begin'")
  fails(function() g:turn_begin(t, u) end, "is over")
  eq(g:turn_side(u), nil, "not a driver")
  eq(g:turn_remaining(t, 7), 0)
  eq(g:turn_active(t), nil)
  eq(g:turn_next(t), nil)
end)
