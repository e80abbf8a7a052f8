-- Rulebook "Activation" and "Cycling Rounds".
local T = dofile(ROOT .. "/test/fixtures/tile-tactics/helpers.lua")

local function activates(g) -- the units the decision offers to activate
  local list = {}
  for _, o in ipairs(T.options(g)) do list[#list + 1] = o end
  return table.concat(list, " | ")
end

-- "Players alternate by activating up to two units, until all units have
-- been activated, this completes a round. You can only activate a unit once
-- per round." "At the end of a round, it may be necessary for one player to
-- have multiple turns to be able to activate all remaining units." "The next
-- round always begins with the player who did not finish the prior round."
test("alternate by twos, each unit once a round; the rest run out the round; the other starts next", function()
  local g = T.game("test-flat",
    "samurai/0/A1,samurai/0/B1,samurai/0/C1,samurai/0/D1,samurai/0/E1,archer/1/A7,archer/1/B7,archer/1/C7")
  eq(g:decision().players[1], 0, "player 0 starts round 1")
  eq(activates(g), "activate Samurai A1 | activate Samurai 2 B1 | activate Samurai 3 C1 | activate Samurai 4 D1 | activate Samurai 5 E1")
  T.activate(g, "Samurai A1", 0, {"end the activation"})
  ok(not T.has(g, "activate Samurai A1"), "once a round")
  ok(T.has(g, "end the turn"), "after one unit, the turn may end")
  T.activate(g, "Samurai 2", 0, {"end the activation"})
  eq(g:decision().players[1], 1, "two activations, then player 1")
  ok(not T.has(g, "end the turn"), "a turn activates one unit at least")
  T.activate(g, "Archer A7", 1, {"end the activation"})
  T.activate(g, "Archer 2", 1, {"end the activation"})
  T.activate(g, "Samurai 3", 0, {"end the activation"})
  T.activate(g, "Samurai 4", 0, {"end the activation"})
  T.activate(g, "Archer 3", 1, {"end the activation"})
  eq(g:decision().players[1], 0, "player 1 has no units left: player 0 goes on")
  T.activate(g, "Samurai 5", 0, {"end the activation"})
  -- Round 2: player 0 finished round 1, so player 1 begins it.
  eq(T.record.get(g, "round"), 2, "round 2")
  eq(g:decision().players[1], 1, "the player who did not finish round 1 starts round 2")
  ok(T.has(g, "activate Archer A7"), "every unit may act again")
end)

test("up to two: a turn may end after one activation", function()
  local g = T.game("test-flat", "samurai/0/A1,samurai/0/B1,archer/1/A7,archer/1/B7")
  T.activate(g, "Samurai A1", 0, {"end the activation"})
  T.pick(g, "end the turn")
  eq(g:decision().players[1], 1, "player 1's turn")
  eq(g:decision().kind, "activate")
end)

-- "Activating means that unit can choose to do: One movement or One action
-- In either order."
test("one movement and one action, in either order", function()
  local g = T.game("test-flat", "samurai/0/C3,archer/1/C4,archer/1/G7")
  T.pick(g, "activate Samurai C3")
  T.pick(g, "attack Archer C4")
  ok(not T.has(g, "attack"), "the action is spent")
  T.pick(g, "move to A3")
  eq(T.at(g, T.unit(g, "Samurai", 0)), "A3")
  ok(not T.has(g, "move to"), "the movement is spent")
  eq(T.options(g)[1], "end the activation", "nothing else is left")
  local g2 = T.game("test-flat", "samurai/0/A3,archer/1/C4,archer/1/G7")
  T.pick(g2, "activate Samurai A3")
  T.pick(g2, "move to C3")
  T.pick(g2, "attack Archer C4")
  eq(T.hp(g2, T.unit(g2, "Archer", 1)), 1, "moved, then attacked: 4 - 3")
end)

-- "Rounds repeat until one team has no remaining units. The player with
-- remaining units wins!"
test("the team with units left wins", function()
  local g = T.game("test-flat", "samurai/0/C3,archer/1/C4/3")
  T.pick(g, "activate Samurai C3")
  T.pick(g, "attack Archer C4: 3 damage, kills")
  eq(g:run(), "done")
  local r = g:result()
  eq(r.reason, "elimination")
  eq(#r.winners, 1)
  eq(r.winners[1], 0, "player 0 wins")
end)

-- The rulebook does not say who begins round 1: a coin toss, or the option.
test("round 1: the option's player begins, or the toss's", function()
  local g = T.game("test-flat", "samurai/0/A1,archer/1/G7", {options = {first = 1}})
  eq(g:decision().players[1], 1, "player 1 begins")
  local seen = {}
  for seed = 1, 8 do
    local r = new_game("tile-tactics/skirmish", 2, {seed = seed, roots = {T.FIXTURES},
                       options = {map = "test-flat", units = "samurai/0/A1,archer/1/G7"}})
    r:run()
    seen[r:decision().players[1]] = true
  end
  ok(seen[0] and seen[1], "either player, by the seed")
end)
