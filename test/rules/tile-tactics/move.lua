-- Rulebook "Move" and "Jump", and the water tile's move cost.
local T = dofile(ROOT .. "/test/fixtures/tile-tactics/helpers.lua")

local function moves(g)
  local n = 0
  for _, o in ipairs(T.options(g)) do
    if o:match("^move to") then n = n + 1 end
  end
  return n
end

-- "You cannot move diagonally." Move 3 on open ground reaches the tiles
-- three orthogonal steps away: 4 + 8 + 12 of them.
test("no diagonal steps: Move 3 reaches 24 tiles", function()
  local g = T.game("test-flat", "samurai/0/D4,archer/1/G7")
  T.pick(g, "activate Samurai D4")
  eq(moves(g), 24, "tiles within three orthogonal steps")
  ok(T.has(g, "move to E5"), "one diagonal is two steps")
  ok(T.has(g, "move to D1"), "three steps north")
  ok(not T.has(g, "move to G5"), "four steps away")
  ok(not T.has(g, "move to F6"), "two diagonals are four steps")
end)

-- "You cannot stop on a occupied tile, unless it is Treasure. You cannot
-- pass through a occupied tile unless it is a friendly unit, or treasure."
test("through friends, not enemies; stop on neither", function()
  local g = T.game("test-flat", "samurai/0/A1,archer/0/B1,archer/1/A2,archer/1/G7")
  T.pick(g, "activate Samurai A1")
  ok(not T.has(g, "move to B1"), "no stopping on a friend")
  ok(T.has(g, "move to C1"), "through the friend at B1")
  ok(not T.has(g, "move to A2"), "no stopping on an enemy")
  ok(not T.has(g, "move to A3"), "not through the enemy at A2 (the way round is 4 steps)")
  ok(T.has(g, "move to B2"), "round the enemy")
end)

test("treasure may be stopped on and passed", function()
  local g = T.game("test-flat", "samurai/0/D2,archer/0/A1,archer/1/G7", {scenario = "royal-icon"})
  T.pick(g, "activate Samurai D2")
  ok(T.has(g, "move to D4"), "stop on the treasure")
  ok(T.has(g, "move to D5"), "pass over it")
end)

-- "You may leap across gaps the distance of 1 tile. The empty tile you are
-- crossing counts towards your Move total."
test("leaping a one-tile gap; the gap counts toward Move", function()
  local g = T.game("test-cliffs", "skeleton/0/A1,archer/1/G7")
  T.pick(g, "activate Skeleton A1")
  local label = T.pick(g, "move to C1")
  ok(not label:match("fall damage"), "no fall: the gap was leapt (" .. label .. ")")
  eq(T.at(g, T.unit(g, "Skeleton", 0)), "C1")
  local g2 = T.game("test-cliffs", "skeleton/0/A1,archer/1/G7")
  T.pick(g2, "activate Skeleton A1")
  ok(not T.has(g2, "move to D1"), "Move 2: the leap (gap + landing) used it all")
  ok(T.has(g2, "move to B1, height 0"), "dropping into the gap is a fall")
  ok(T.find(g2, "move to B1") and T.options(g2)[T.find(g2, "move to B1")]:match("fall damage 1$"), "2 down, Jump 1: 1 damage")
end)

-- "Jump: Vertical limit of what tiles you can Move up to. Vertical movement
-- does not consume Move unless otherwise stated."
test("climbing up to Jump costs no Move; higher is out of reach", function()
  local g = T.game("test-cliffs", "samurai/0/A2,archer/1/G7")
  T.pick(g, "activate Samurai A2")
  ok(T.has(g, "move to D2, height 3"), "three steps up a stair of three: Move 3")
  ok(not T.has(g, "move to E2"), "E2 is a fourth step")
  local g2 = T.game("test-cliffs", "samurai/0/C3,archer/1/G7")
  T.pick(g2, "activate Samurai C3")
  ok(not T.has(g2, "move to B3"), "three up is beyond Jump 1")
end)

-- "Voluntarily falling only causes Fall Damage after the equivalent of your
-- Jump height." "Fall damage is 1 damage per 1 vertical tile."
test("a voluntary fall hurts beyond Jump only", function()
  local g = T.game("test-cliffs", "samurai/0/E3,assassin/0/E2,archer/1/G7")
  T.pick(g, "activate Samurai E3")
  local label = T.pick(g, "move to F3")
  ok(label:match("fall damage 3$"), "4 down with Jump 1: " .. label)
  eq(T.hp(g, T.unit(g, "Samurai", 0)), 3, "6 - 3")
  T.pick(g, "end the activation")
  T.pick(g, "activate Assassin E2")
  label = T.pick(g, "move to F2")
  ok(label:match("fall damage 2$"), "4 down with Jump 2: " .. label)
  eq(T.hp(g, T.unit(g, "Assassin", 0)), 2, "4 - 2")
end)

-- "Water prevents fall damage."
test("a fall into water does no damage", function()
  local g = T.game("test-cliffs", "samurai/0/A3,archer/1/G7")
  T.pick(g, "activate Samurai A3")
  local label = T.pick(g, "move to A4")
  ok(not label:match("fall damage"), label)
  eq(T.hp(g, T.unit(g, "Samurai", 0)), 6)
end)

-- "Water: Movement cost double when on Water tile."
test("water costs two Move", function()
  local g = T.game("test-cliffs", "samurai/0/C4,archer/1/G7")
  T.pick(g, "activate Samurai C4")
  ok(T.has(g, "move to B4"), "one water tile: 2")
  ok(not T.has(g, "move to A4"), "two water tiles: 4 > 3")
  ok(T.has(g, "move to A5"), "round on dry ground: 3")
end)

-- Issue 21: "Movement cost double when on Water tile." The reading taken
-- (scripts/tile-tactics/lib/board.lua): the step onto water costs 2, the
-- step out of it onto ground 1.
test("water: stepping out costs what the dry tile costs", function()
  local g = T.game("test-cliffs", "samurai/0/B4,archer/1/G7")
  T.pick(g, "activate Samurai B4")
  ok(T.has(g, "move to E4"), "C4, D4, E4 from the water: 1 + 1 + 1")
  ok(not T.has(g, "move to F4"), "four tiles: 4 > 3")
  ok(T.has(g, "move to A5"), "B5 then A5: 2")
  ok(T.has(g, "move to A4"), "into the water again: 2")
end)

-- "When Health reaches 0, the unit is immediately removed from play" - by a
-- fall it chose too.
test("a fall that kills ends the activation, and the game if it was the last unit", function()
  local g = T.game("test-cliffs", "samurai/0/E3/2,archer/0/A7,archer/1/G7")
  T.pick(g, "activate Samurai E3")
  T.pick(g, "move to F3")
  ok(T.dead(g, T.unit(g, "Samurai", 0)), "3 fall damage, 2 Health")
  eq(g:decision().kind, "activate", "the activation is over")
  ok(T.has(g, "activate Archer A7"), "player 0 goes on with its second unit")
  local g2 = T.game("test-cliffs", "samurai/0/E3/2,archer/1/G7")
  T.pick(g2, "activate Samurai E3")
  T.pick(g2, "move to F3")
  eq(g2:run(), "done")
  eq(g2:result().winners[1], 1, "player 1 has units left")
end)
