-- Rulebook "Health", "Attack" (horizontal and vertical), "Reach", "Area of
-- Effect", "Line of sight", "Push" and "Fall Damage".
local T = dofile(ROOT .. "/test/fixtures/tile-tactics/helpers.lua")

-- "A unit with 3 Health takes 4 damage and is removed from the game." (A
-- Samurai's 3 Attack, +1 for melee downward.)
test("Health: 3 Health, 4 damage: removed at once", function()
  local g = T.game("test-cliffs", "samurai/0/D2,archer/1/C2/3,archer/1/G7")
  T.pick(g, "activate Samurai D2")
  T.pick(g, "attack Archer C2: 4 damage, kills")
  local archer = T.unit(g, "Archer", 1)
  ok(T.dead(g, archer), "removed")
  eq(T.at(g, archer), nil, "off the board")
  eq(#g:grid_occupants(T.grid(g), T.xy("C2")), 0, "C2 is empty")
end)

-- "Health cannot exceed the unit's maximum value unless specified by
-- abilities. Some abilities may restore Health during gameplay."
test("Health: healing stops at the maximum", function()
  local g = T.game("test-flat", "bard/0/A1,samurai/0/B1/5,bard/0/A2/1,archer/1/G7")
  T.pick(g, "activate Bard A1")
  T.pick(g, "sing the Song of Mending: heals 3")
  eq(T.hp(g, T.unit(g, "Samurai", 0)), 6, "5 + 2 stops at 6")
  eq(T.hp(g, T.unit(g, "Bard 2", 0)), 3, "1 + 2")
end)

-- "Downward melee is rewarded with +1 damage to the total damage given,
-- inversely attacking upwards has a penalty of -1 total damage."
test("Attack: melee +1 downward, -1 upward", function()
  local g = T.game("test-cliffs", "samurai/0/B2,archer/1/C2,archer/1/A2,archer/1/G7")
  T.pick(g, "activate Samurai B2")
  ok(T.has(g, "attack Archer C2: 2 damage"), "up one: 3 - 1")
  ok(T.has(g, "attack Archer 2 A2: 4 damage"), "down one: 3 + 1")
end)

-- Issue 21: "Downward melee is rewarded with +1 damage to the total damage
-- given, inversely attacking upwards has a penalty of -1 total damage."
-- "Melee" qualifies the bonus only: a ranged attack upward also takes -1,
-- and a ranged attack downward gets no +1.
test("Attack: ranged -1 upward, no bonus downward", function()
  local g = T.game("test-cliffs", "archer/0/A2,samurai/1/C2,archer/1/G7")
  T.pick(g, "activate Archer A2")
  ok(T.has(g, "attack Samurai C2: 1 damage"), "two up: 2 - 1")
  T.pick(g, "attack Samurai C2: 1 damage")
  eq(T.hp(g, T.unit(g, "Samurai", 1)), 5, "the penalty is dealt, not only shown")
  local g2 = T.game("test-cliffs", "archer/0/E3,samurai/1/G3,archer/1/G7")
  T.pick(g2, "activate Archer E3")
  ok(T.has(g2, "attack Samurai G3: 2 damage"), "four down: 2, no melee bonus")
end)

-- "Reach of 1 is considered melee. That is, adjacent, non diagonal tiles,
-- that can either be level or +1/-1 vertical."
test("Reach 1: adjacent, level or one up or down", function()
  local g = T.game("test-cliffs", "samurai/0/C3,archer/1/C2,archer/1/D3,archer/1/D4,archer/1/G7")
  T.pick(g, "activate Samurai C3")
  ok(not T.has(g, "attack Archer C2"), "two up")
  ok(T.has(g, "attack Archer 2 D3"), "level")
  ok(not T.has(g, "attack Archer 3 D4"), "diagonal")
end)

-- "Upward Attack has maximum reach of 2." "Downward Attack has no vertical
-- restriction."
test("Attack: up two at most, down without limit", function()
  local g = T.game("test-cliffs", "archer/0/A2,samurai/1/C2,samurai/1/D2,archer/1/G7")
  T.pick(g, "activate Archer A2")
  ok(T.has(g, "attack Samurai C2"), "two up")
  ok(not T.has(g, "attack Samurai 2 D2"), "three up")
  local g2 = T.game("test-cliffs", "archer/0/E3,samurai/1/G3,archer/1/G7")
  T.pick(g2, "activate Archer E3")
  ok(T.has(g2, "attack Samurai G3"), "four down")
end)

-- "Reach beyond 2 uses a radius of attack, this is a rough circle around the
-- unit attacking." Reach 3 takes (2, 2) but not (3, 2).
test("Reach 3 is a rough circle", function()
  local g = T.game("test-flat", "bard/0/A1,samurai/1/C3,samurai/1/D3,samurai/1/D1,samurai/1/A5")
  T.pick(g, "activate Bard A1")
  ok(T.has(g, "attack Samurai C3"), "two across, two down")
  ok(T.has(g, "attack Samurai 3 D1"), "three across")
  ok(not T.has(g, "attack Samurai 2 D3"), "three across, two down")
  ok(not T.has(g, "attack Samurai 4 A5"), "four down")
end)

-- "AOE behaves the same as Reach above but originates from the targeted
-- tile. AOE 1 is a + shape."
test("AOE 1 is a plus around the tile hit", function()
  local g = T.game("test-flat", "pyromancer/0/A4,samurai/1/D4,samurai/1/D3,samurai/1/E4,samurai/1/E3")
  T.pick(g, "activate Pyromancer A4")
  T.pick(g, "attack area D4: 2 damage to 3 enemies")
  eq(T.hp(g, T.unit(g, "Samurai", 1)), 4, "D4")
  eq(T.hp(g, T.unit(g, "Samurai 2", 1)), 4, "D3")
  eq(T.hp(g, T.unit(g, "Samurai 3", 1)), 4, "E4")
  eq(T.hp(g, T.unit(g, "Samurai 4", 1)), 6, "E3 is diagonal: untouched")
end)

-- "AOE 3x3 is a 3 by 3 grid."
test("AOE 3x3 is a square, allies included", function()
  local g = T.game("test-flat", "dragon/0/B4,samurai/1/D4,samurai/1/E5,samurai/1/E3,samurai/0/C5")
  T.pick(g, "activate Dragon B4")
  T.pick(g, "attack area D4: 2 damage to 3 enemies, hits 1 ally")
  eq(T.hp(g, T.unit(g, "Samurai", 1)), 4, "centre")
  eq(T.hp(g, T.unit(g, "Samurai 2", 1)), 4, "corner")
  eq(T.hp(g, T.unit(g, "Samurai 3", 1)), 4, "corner")
  eq(T.hp(g, T.unit(g, "Samurai", 0)), 4, "the ally in the square too")
end)

-- "Line of sight works by connecting a straight line through space from
-- attacker to target. If no other unit or terrain blocks this line then the
-- Attack is valid." "LOS is required unless attacker has this icon."
test("Line of sight: units and trees block; the no-LOS icon ignores them", function()
  local g = T.game("test-flat", "archer/0/A4,samurai/0/C4,samurai/1/E4,samurai/1/E6")
  T.pick(g, "activate Archer A4")
  ok(not T.has(g, "attack Samurai E4"), "a unit between")
  local g2 = T.game("test-features", "archer/0/A2,samurai/1/C2,samurai/1/G7")
  T.pick(g2, "activate Archer A2")
  ok(not T.has(g2, "attack Samurai C2"), "the tree at B2")
  local g3 = T.game("test-features", "necromancer/0/A2,samurai/1/C2,samurai/1/G7")
  T.pick(g3, "activate Necromancer A2")
  ok(T.has(g3, "attack Samurai C2"), "the Necromancer needs no line of sight")
end)

test("Line of sight with heights: a shot from a tower passes over a unit below", function()
  local g = T.game("test-cliffs", "archer/0/E3,samurai/1/F3,samurai/1/G3")
  T.pick(g, "activate Archer E3")
  ok(T.has(g, "attack Samurai 2 G3"), "over F3")
  local g2 = T.game("test-flat", "archer/0/E3,samurai/1/F3,samurai/1/G3")
  T.pick(g2, "activate Archer E3")
  ok(not T.has(g2, "attack Samurai 2 G3"), "level ground: F3 blocks")
end)

-- "Push is defined on cards by things like: B2, R1 ... Direction is in
-- relation to the attacker's position." "F = Forward (Attacker & Target swap
-- tiles)"
test("Push B2 drives the target two tiles back", function()
  local g = T.game("test-flat", "wrestler/0/A1,samurai/1/B1,archer/1/G7")
  T.pick(g, "activate Wrestler A1")
  T.pick(g, "attack Samurai B1: 2 damage, push B2 to D1")
  eq(T.at(g, T.unit(g, "Samurai", 1)), "D1")
end)

test("Push L1 and R1 turn from the attacker's facing; F swaps", function()
  local g = T.game("test-flat", "beast/0/C3,monk/0/E3,assassin/0/A6,samurai/1/C2,samurai/1/E2,samurai/1/B6")
  T.pick(g, "activate Beast C3")
  T.pick(g, "attack Samurai C2: 3 damage, push L1 to B2") -- facing north: left is west
  T.pick(g, "end the activation")
  T.pick(g, "activate Monk E3")
  T.pick(g, "attack Samurai 2 E2: 2 damage, push R1 to F2") -- right is east
  eq(T.at(g, T.unit(g, "Samurai", 1)), "B2")
  eq(T.at(g, T.unit(g, "Samurai 2", 1)), "F2")
  T.pick(g, "end the activation")
  T.pick(g, "activate Samurai 3 B6")
  T.pick(g, "end the activation")
  T.pick(g, "end the turn")
  T.pick(g, "activate Assassin A6")
  T.pick(g, "attack Samurai 3 B6: 3 damage, push F1 to A6")
  eq(T.at(g, T.unit(g, "Assassin", 0)), "B6", "swapped")
  eq(T.at(g, T.unit(g, "Samurai 3", 1)), "A6")
end)

test("Push stops at an occupied tile", function()
  local g = T.game("test-flat", "wrestler/0/A1,samurai/1/B1,archer/1/C1")
  T.pick(g, "activate Wrestler A1")
  T.pick(g, "attack Samurai B1: 2 damage, push B2 blocked")
  eq(T.at(g, T.unit(g, "Samurai", 1)), "B1")
end)

-- "This will cause an enemy to fall if pushed into open air." "Fall damage
-- is 1 damage per 1 vertical tile." "105mm height would be rounded down to
-- 90mm or 3 damage."
test("Pushed off a ledge three tiles high: 3 fall damage", function()
  local g = T.game("test-cliffs", "wrestler/0/A3,samurai/1/B3,archer/1/G7")
  eq(g:grid_tiles(105, 30), 3, "105 mm in 30 mm tiles, rounded down")
  T.pick(g, "activate Wrestler A3")
  T.pick(g, "attack Samurai B3: 2 damage, push B2 to C3, falls 3")
  local s = T.unit(g, "Samurai", 1)
  eq(T.at(g, s), "C3", "the push ends with the fall")
  eq(T.hp(g, s), 1, "6 - 2 - 3")
end)

test("Pushed into water: no fall damage", function()
  local g = T.game("test-cliffs", "monk/0/A3,samurai/1/B3,archer/1/G7")
  T.pick(g, "activate Monk A3")
  local label = T.pick(g, "attack Samurai B3: 2 damage, push R1 to B4")
  eq(label, "attack Samurai B3: 2 damage, push R1 to B4", "no fall damage said")
  eq(T.hp(g, T.unit(g, "Samurai", 1)), 4, "6 - 2")
end)

-- "Lava: Instant death when pushed onto tile."
test("Pushed onto lava: removed", function()
  local g = T.game("test-features", "wrestler/0/C2,samurai/1/D2,archer/1/G7")
  T.pick(g, "activate Wrestler C2")
  T.pick(g, "attack Samurai D2: 2 damage, push B2 to E2 into lava")
  ok(T.dead(g, T.unit(g, "Samurai", 1)), "dead with 4 Health left")
end)
