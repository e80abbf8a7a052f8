-- Rulebook "Trees", "Bridges & Ladders" and "Castle Spires" (lava and water
-- are in move.lua and combat.lua).
local T = dofile(ROOT .. "/test/fixtures/tile-tactics/helpers.lua")

-- Ends the round: player 1's lone archer passes.
local function next_round(g)
  T.pick(g, "activate Archer")
  T.pick(g, "end the activation")
end

-- "Trees block LOS. Units cannot occupy the same tile as a tree. Trees can
-- be targeted & destroyed. Remove after being dealt 6 damage."
test("Trees: no entry; felled by 6 damage, then open ground", function()
  local g = T.game("test-features", "samurai/0/A2,archer/1/G7")
  T.pick(g, "activate Samurai A2")
  ok(not T.has(g, "move to B2"), "a tree's tile")
  T.pick(g, "attack the tree at B2")
  eq(g:grid_terrain_at(T.grid(g), T.xy("B2")), "tree", "3 damage: still standing")
  T.pick(g, "end the activation")
  next_round(g)
  T.pick(g, "activate Samurai A2")
  T.pick(g, "attack the tree at B2")
  eq(g:grid_terrain_at(T.grid(g), T.xy("B2")), "ground", "6 damage: felled")
  ok(T.has(g, "move to B2"), "the tile is open")
end)

-- "Move on top of Bridges & Ladders are equal to the tiles they are
-- suspended over."
test("Bridges: one Move a tile, whatever lies beneath", function()
  local g = T.game("test-features", "samurai/0/A4,archer/1/G7")
  T.pick(g, "activate Samurai A4")
  ok(T.has(g, "move to D4, height 2"), "B4, C4, D4: three Move (over water it would be six)")
end)

-- "Bridges & Ladders can be targeted & destroyed. Remove after being dealt 5
-- damage." Who stands on a fallen bridge falls with it.
test("Bridges: destroyed by 5 damage; who stood on it falls (into water: unhurt)", function()
  local g = T.game("test-features", "samurai/0/D4,archer/1/B4")
  T.pick(g, "activate Samurai D4")
  T.pick(g, "attack the bridge at C4")
  T.pick(g, "end the activation")
  next_round(g)
  T.pick(g, "activate Samurai D4")
  T.pick(g, "attack the bridge at C4")
  eq(g:entity_next(0, "bridge"), nil, "6 damage: the bridge is gone")
  eq(g:grid_terrain_at(T.grid(g), T.xy("B4")), "water")
  eq(g:grid_height_at(T.grid(g), T.xy("B4")), 0, "the water beneath")
  local archer = T.unit(g, "Archer", 1)
  eq(T.at(g, archer), "B4", "fell where it stood")
  eq(T.hp(g, archer), 4, "water prevents fall damage")
end)

-- "Ladders slot between tiles and lean against terrain, Ladders are presumed
-- to reach top of the terrain they are leaning against without additional
-- Jump."
test("Ladders: up three without the Jump for it", function()
  local g = T.game("test-features", "samurai/0/E4,archer/1/A7")
  T.pick(g, "activate Samurai E4")
  ok(T.has(g, "move to F4, height 3"), "up three by the ladder with Jump 1")
  ok(T.has(g, "move to G4, height 3"), "and on along the keep")
end)

test("Ladders: climbed down without a fall", function()
  local g = T.game("test-features", "samurai/0/F4,archer/1/A7")
  T.pick(g, "activate Samurai F4")
  local i = T.find(g, "move to E4")
  ok(i, "down the ladder")
  ok(not T.options(g)[i]:match("fall damage"), T.options(g)[i])
  i = T.find(g, "move to F3")
  ok(i and T.options(g)[i]:match("fall damage 2$"), "jumping off the keep instead is a fall")
end)

test("Ladders: 5 damage removes one", function()
  local g = T.game("test-features", "samurai/0/E5,archer/1/A7")
  T.pick(g, "activate Samurai E5")
  T.pick(g, "attack the ladder at E4")
  T.pick(g, "end the activation")
  next_round(g)
  T.pick(g, "activate Samurai E5")
  T.pick(g, "attack the ladder at E4")
  eq(g:entity_next(0, "ladder"), nil, "gone")
  T.pick(g, "move to E4")
  T.pick(g, "end the activation")
  next_round(g)
  T.pick(g, "activate Samurai E4")
  ok(not T.has(g, "move to F4"), "three up, and no ladder")
end)

-- "Castle Spires block LOS and can be pushed like a unit. Spire is removed
-- after being pushed. If a Spire lands on a unit that unit receives 6
-- damage. Castle tower is a valid movement square after Spire is removed."
test("Spires: block sight; pushed onto a unit: 6 damage; then gone, the tower open", function()
  local g = T.game("test-features", "archer/0/F4,wrestler/0/E4,beast/1/F6,archer/1/A7")
  T.pick(g, "activate Archer F4")
  ok(not T.has(g, "attack Beast F6"), "the spire at F5 blocks the line")
  ok(not T.has(g, "move to F5"), "no one stands on a spire")
  T.pick(g, "move to G4")
  T.pick(g, "end the activation")
  T.pick(g, "activate Wrestler E4")
  T.pick(g, "move to F4")
  T.pick(g, "push the spire at F5, push B2 to F7")
  eq(g:entity_next(0, "spire"), nil, "removed after being pushed")
  eq(T.hp(g, T.unit(g, "Beast", 1)), 2, "8 - 6: it landed on the Beast")
  T.pick(g, "end the activation")
  T.pick(g, "activate Beast F6")
  ok(T.has(g, "move to F5, height 3"), "the tower is open")
end)

-- "Lava: Instant death when pushed onto tile." No one walks onto it.
test("Lava: never a step", function()
  local g = T.game("test-features", "samurai/0/D2,archer/1/G7")
  T.pick(g, "activate Samurai D2")
  ok(not T.has(g, "move to E2"), "lava")
  ok(T.has(g, "move to E1"), "beside it")
end)
