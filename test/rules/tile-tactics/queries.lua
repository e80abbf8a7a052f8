-- The queries (scripts/tile-tactics/queries.lua): a unit's stats with its
-- items' bonuses, and its attack's damage to a tile, as any player asks.
local T = dofile(ROOT .. "/test/fixtures/tile-tactics/helpers.lua")

test("a unit's stats are its type's plus its items' bonuses", function()
  local g = T.game("test-flat", "samurai/0/A1,archer/1/G7")
  local samurai = T.unit(g, "Samurai", 0)
  eq(g:query(1, "attack", samurai), 3, "a Samurai's Attack, asked by the other player")
  g:entity_set(samurai, "bonus.attack", 1) -- as the War Banner gives it
  eq(g:query(0, "attack", samurai), 4)
  eq(g:query(0, "reach", samurai), 1)
end)

test("an attack's damage counts the height", function()
  local g = T.game("test-cliffs", "samurai/0/D2,archer/1/C2/3,archer/1/G7")
  local samurai = T.unit(g, "Samurai", 0)
  local x, y = T.xy("C2")
  eq(g:query(0, "damage", samurai, x, y), 4, "3 Attack, +1 melee downward (as its option says)")
  fails(function() g:query(0, "speed", samurai) end, "speed")
end)
