-- Rule tests of the hare race, written like its rules from the README and
-- docs/lua-reference.md only; run from outside the source tree:
--     scripts/tabula test examples/new-scenario/test
local here = ROOT .. "/examples/new-scenario"

local function race(players, options)
  return new_game("race/meadow", players or 2, {seed = 7, roots = {here}, options = options})
end

local function record(g) return g:entity_next(0, "race.game") end
local function hare(g, p) return g:entity_next(0, "race.hare." .. p) end
local function column(g, p)
  return (g:grid_locate(g:entity_get(record(g), "grid"), hare(g, p)))
end
local function points(g, p) return g:track_value(g:entity_get(hare(g, p), "points")) end

-- The carrot die's faces, as setup makes it: 1 2 3 1 2 carrot.
local CARROT, THREE = 6, 3

test("a rolled carrot scores a point and the hare stays", function()
  local g = race()
  g:run()
  g:dice_force({CARROT})
  answer(g, "Roll the carrot die")
  eq(points(g, 0), 1, "points")
  eq(column(g, 0), 0, "column")
end)

test("a rolled number moves the hare that many columns, along its lane", function()
  local g = race()
  g:run()
  local since = g:event_end()
  g:dice_force({THREE})
  answer(g, "Roll the carrot die")
  eq(column(g, 0), 3, "column")
  local moves = events(g, since, "grid.move")
  eq(#moves, 1, "one move")
  eq(moves[1].subject, hare(g, 0), "the hare moved")
end)

-- The designed cards' moves (cards/race/).
local MOVE = {hop = 1, skip = 2, dash = 3, leap = 4}
local NAME = {hop = "Hop", skip = "Skip", dash = "Dash", leap = "Leap"}

test("a played card moves by its value, is discarded, and the hand is drawn back to two", function()
  local g = race()
  g:run()
  local hand = g:zone_find("hand.0")
  local card = g:zone_at(hand, 1)
  local id = g:entity_get(card, "card")
  answer(g, string.format("Play %s (move %d)", NAME[id], MOVE[id]))
  eq(column(g, 0), MOVE[id], "column")
  eq(g:zone_of(card), g:zone_find("discard"), "the card is discarded")
  eq(g:zone_size(hand), 2, "hand size")
end)

test("bots find a choice by its value", function()
  local g = race()
  g:run()
  eq(g:bot("roller", 0)[1], 1, "the roll is the first option")
end)

test("two cards alike in hand are one choice", function()
  local g = race()
  g:run()
  local hand = g:zone_find("hand.0")
  -- Make both cards Hops.
  for _, e in ipairs(g:zone_list(hand)) do g:entity_set(e, "card", "hop") end
  g:answer(1) -- roll, and let the next player's turn come and go
  g:dice_force({CARROT, CARROT})
  answer(g, "Roll the carrot die")
  -- Back to player 0, whose hand is two Hops: one option for both.
  local d = g:decision()
  eq(#d.options, 2, "roll and one Hop")
  eq(d.options[2], "Play Hop (move 1)")
end)

test("the first hare home scores 3, and a two-hare race ends there", function()
  local g = race(2)
  g:run()
  g:grid_move(g:entity_get(record(g), "grid"), hare(g, 0), 8, 0)
  g:dice_force({THREE})
  eq(answer(g, "Roll the carrot die"), "done")
  eq(column(g, 0), 9, "at the finish, not past it")
  eq(points(g, 0), 3, "points")
  local r = g:result()
  eq(r.reason, "most points")
  eq(#r.winners, 1)
  eq(r.winners[1], 0, "the winner")
end)

test("places score 3 and 2; the race ends with one hare left running", function()
  local g = race(3)
  local grid
  g:run()
  grid = g:entity_get(record(g), "grid")
  g:grid_move(grid, hare(g, 0), 8, 0)
  g:grid_move(grid, hare(g, 1), 8, 1)
  g:dice_force({THREE, THREE})
  answer(g, "Roll the carrot die")
  eq(answer(g, "Roll the carrot die"), "done", "two home of three")
  eq(points(g, 0), 3)
  eq(points(g, 1), 2)
  eq(points(g, 2), 0)
end)

test("the race stops after the rounds option, most points winning, ties shared", function()
  local g = race(2, {rounds = 1})
  g:run()
  g:dice_force({CARROT, CARROT})
  answer(g, "Roll the carrot die")
  eq(answer(g, "Roll the carrot die"), "done", "one round of two turns")
  local r = g:result()
  eq(#r.winners, 2, "a tie is shared")
  eq(r.scores[0], 1)
  eq(r.scores[1], 1)
end)

test("a misspelt or out-of-range option is refused before the race starts", function()
  fails(function() race(2, {rouds = 3}) end, "has no option 'rouds' (its options: rounds)")
  fails(function() race(2, {rounds = 0}) end, "rounds=0")
end)

test("five hares are refused: the race takes 2 to 4", function()
  fails(function() race(5) end, "")
end)
