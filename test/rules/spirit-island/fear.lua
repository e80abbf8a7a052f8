-- Fear: the Fear Pool, earned Fear Cards, Terror Levels and their victory
-- conditions; Fear from destroying Towns and Cities.
local H = dofile(ROOT .. "/test/rules/spirit-island/helpers.lua")

local function size(g, zone) return g:zone_size(g:zone_find(zone)) end

test("the Fear Pool holds 4 Fear per player; filling it earns a Fear Card", function()
  local g = H.drill{players = 2}
  eq(H.get(g, "fear.pool"), 8, "2 players: 8")
  eq(size(g, "fear.deck"), 9, "9 Fear Cards, 3 per Terror Level")
  H.run(g, "fear 4")
  H.run(g, "fear 3")
  eq(size(g, "fear.earned"), 0, "7 Fear: none earned")
  H.run(g, "fear 1")
  eq(size(g, "fear.earned"), 1, "the 8th earns a card")
  eq(H.get(g, "fear.pool"), 8, "the pool fills again")
  eq(size(g, "fear.deck"), 8)
end)

test("earned Fear Cards resolve in the Invader Phase by the current Terror Level", function()
  local g = H.drill()
  H.put(g, "A5", "town")
  H.run(g, "fear 4")
  eq(size(g, "fear.earned"), 1)
  H.run(g, "resolve fear")
  -- Whatever card it was, it went to the discard pile.
  eq(size(g, "fear.earned"), 0)
  ok(H.at_drill(g) or g:run() == "decision", "resolved")
end)

test("Terror Levels: the dividers after the 3rd and 6th cards earned", function()
  local g = H.drill()
  H.put(g, "A5", "city") -- so no Terror Level victory ends the drill
  for i = 1, 2 do H.run(g, "fear 4") end
  eq(H.get(g, "terror"), 1, "2 cards earned: Terror Level I")
  H.run(g, "fear 4")
  eq(H.get(g, "terror"), 2, "3 cards earned: Terror Level II")
  for i = 1, 3 do H.run(g, "fear 4") end
  eq(H.get(g, "terror"), 3, "6 cards earned: Terror Level III")
end)

test("Demoralized: Defend 1, 2 or 3 in all lands by Terror Level", function()
  local g = H.drill()
  H.put(g, "A5", "city")
  H.put(g, "A5", "dahan", 1)
  H.set(g, "terror", 3)
  H.run(g, "fear card demoralized")
  eq(H.get(g, "mod.defend_all"), 3)
  H.run(g, "ravage A5")
  eq(H.count(g, "A5", "blight"), 0, "3 Damage - Defend 3: no Blight")
  eq(H.n(g, "A5", "dahan"), 1, "no Dahan hurt")
end)

test("Terror Level I victory: no Invaders on the island", function()
  local g = H.drill{options = {victory = "on"}}
  H.put(g, "A5", "explorer")
  H.put(g, "A5", "dahan", 1)
  eq(H.run(g, "ravage A5"), "done", "the Dahan destroy the last Invader")
  local r = g:result()
  eq(r.reason, "terror level 1")
  eq(#r.winners, 1, "the spirits win")
end)

test("Terror Level II victory: no Towns or Cities; Explorers may remain", function()
  local g = H.drill{options = {victory = "on"}}
  H.put(g, "A5", "explorer", 2)
  H.put(g, "A5", "town")
  H.put(g, "A5", "dahan", 1)
  H.setcount(g, "A5", "defend", 9)
  H.set(g, "terror", 2)
  eq(H.run(g, "ravage A5", "Town"), "done")
  eq(g:result().reason, "terror level 2")
end)

test("Terror Level III victory: no Cities", function()
  local g = H.drill{options = {victory = "on"}}
  H.put(g, "A5", "town", 2)
  H.put(g, "A7", "city")
  H.put(g, "A7", "dahan", 2)
  H.setcount(g, "A7", "defend", 9)
  H.set(g, "terror", 3)
  eq(H.run(g, "ravage A7"), "done", "the Dahan destroy the City")
  eq(g:result().reason, "terror level 3")
end)

test("earning the last Fear Card is victory (Terror Level IV)", function()
  local g = H.drill{options = {victory = "on"}}
  H.put(g, "A5", "city", 3)
  for _ = 1, 8 do H.run(g, "fear 4") end
  ok(H.at_drill(g), "8 cards earned: still playing")
  eq(H.run(g, "fear 4"), "done")
  eq(g:result().reason, "terror level 4")
end)

test("destroying a Town generates 1 Fear, a City 2", function()
  local g = H.drill()
  H.put(g, "A5", "town")
  H.put(g, "A5", "city")
  H.put(g, "A5", "dahan", 3)
  H.set(g, "mod.defend_all", 9)
  H.run(g, "ravage A5")
  eq(H.n(g, "A5", "town") + H.n(g, "A5", "city"), 0, "6 Damage destroys both")
  eq(H.get(g, "fear.generated"), 3)
end)
