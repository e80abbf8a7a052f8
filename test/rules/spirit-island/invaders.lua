-- Invader actions: Explore (with Wilds), Build (with Disease), Ravage (with
-- Strife, Defend, Dahan fighting back), Damage to the land, Blight.
local H = dofile(ROOT .. "/test/rules/spirit-island/helpers.lua")

-- Board A (designed): 1 Mountain, 2 Wetland, 3 Jungle are coastal; 4 Sands,
-- 5 Wetland, 6 Mountain, 7 Sands, 8 Jungle inland. 5 touches 1, 2, 3, 4, 6,
-- 7; 8 touches 6 and 7.

test("Explore: coastal lands and lands next to a Town or City", function()
  local g = H.drill()
  H.put(g, "A6", "town")
  H.run(g, "explore card mountain")
  eq(H.n(g, "A1", "explorer"), 1, "A1 is coastal")
  eq(H.n(g, "A6", "explorer"), 1, "A6 has a Town")
  H.run(g, "explore card sands")
  eq(H.n(g, "A7", "explorer"), 1, "A7 is next to A6's Town")
  eq(H.n(g, "A4", "explorer"), 0, "A4 is inland, next to no Town or City")
end)

test("the Wilds examples A-D: Explore in Jungles", function()
  -- "When Invaders would Explore into a land with Wilds, instead remove one
  -- from that land." Two boards: Jungles A3 (coastal), A8, B4, B8.
  local g = H.drill{players = 2}
  H.put(g, "A8", "town")    -- A) a land without Wilds, with a Town already
  H.setcount(g, "B4", "wilds", 1) -- B) Wilds, not Coastal, no source near
  H.setcount(g, "B8", "wilds", 1) -- C) Wilds, next to B6's Town
  H.put(g, "B6", "town")
  H.run(g, "explore card jungle")  -- D) A3: Coastal, no Wilds
  eq(H.n(g, "A8", "explorer"), 1, "A) an Explorer is added here")
  eq(H.n(g, "B4", "explorer"), 0, "B) no Explore happens here")
  eq(H.count(g, "B4", "wilds"), 1, "B) the Wilds stays")
  eq(H.n(g, "B8", "explorer"), 0, "C) no Explorer")
  eq(H.count(g, "B8", "wilds"), 0, "C) instead remove 1 Wilds")
  eq(H.n(g, "A3", "explorer"), 1, "D) it is Coastal, so an Explorer is added")
end)

test("Build: a Town, or a City where Towns outnumber Cities; none without Invaders", function()
  local g = H.drill()
  H.put(g, "A5", "explorer")
  H.run(g, "build A5")
  eq(H.n(g, "A5", "town"), 1, "Towns do not outnumber Cities (0 = 0): a Town")
  H.run(g, "build A5")
  eq(H.n(g, "A5", "city"), 1, "1 Town > 0 Cities: a City")
  H.run(g, "build A5")
  eq(H.n(g, "A5", "town"), 2, "1 Town = 1 City: a Town")
  H.run(g, "build A4")
  eq(H.n(g, "A4"), 0, "no Invaders, no Build")
end)

test("Disease prevents the next Build and is then removed", function()
  local g = H.drill()
  H.put(g, "A5", "town")
  H.setcount(g, "A5", "disease", 2)
  H.run(g, "build A5")
  eq(H.n(g, "A5", "city"), 0, "no City")
  eq(H.count(g, "A5", "disease"), 1, "one Disease removed")
  H.run(g, "build A5")
  H.run(g, "build A5")
  eq(H.n(g, "A5", "city"), 1, "the third Build happens")
  eq(H.count(g, "A5", "disease"), 0)
end)

test("Ravage: 1 Damage to the land adds no Blight, 2 does", function()
  local g = H.drill()
  H.put(g, "A5", "explorer")
  H.run(g, "ravage A5")
  eq(H.count(g, "A5", "blight"), 0, "1 Damage: no Blight")
  H.put(g, "A4", "town")
  H.run(g, "ravage A4")
  eq(H.count(g, "A4", "blight"), 1, "2 Damage: Blight")
end)

test("Ravage: the Dahan are destroyed as efficiently as possible, then fight back", function()
  -- "When Events or Invaders Damage the Dahan, you must destroy Dahan as
  -- efficiently as possible."
  local g = H.drill()
  H.put(g, "A5", "dahan", 1, {dmg = 1})
  H.put(g, "A5", "dahan", 2)
  H.put(g, "A5", "town")
  H.put(g, "A5", "explorer")
  -- 3 Damage: the wounded Dahan (1) and a whole one (2).
  H.run(g, "ravage A5")
  eq(H.n(g, "A5", "dahan"), 1, "two Dahan destroyed")
  eq(g:entity_get(H.pieces(g, "A5", "dahan")[1], "dmg"), 0, "the survivor is unhurt")
  -- The last Dahan fights back: 2 Damage, the player picks the Town.
  ok(g:run() == "decision", "the player allocates the Dahan's Damage")
  eq(g:decision().kind, "damage")
  H.answer(g, "Town")
  eq(H.n(g, "A5", "town"), 0, "the Town is destroyed")
  eq(H.n(g, "A5", "explorer"), 1, "the Explorer is not")
  eq(H.get(g, "fear.pool"), 3, "destroying a Town generates 1 Fear")
end)

test("the Strife example: Wetlands with 2 Dahan, a City with Strife and an Explorer", function()
  local g = H.drill()
  H.put(g, "A5", "dahan", 2)
  local city = H.put(g, "A5", "city", 1, {strife = 1})
  H.put(g, "A5", "explorer")
  local pool = H.get(g, "fear.pool")
  H.run(g, "ravage A5")
  -- "The Invaders deal a total of 1 Damage (0 from the City and 1 from the
  -- Explorer) to the land and to the Dahan. 1 Damage to the land is not
  -- enough to add Blight. 1 Damage is dealt to one of the Dahan. Remove
  -- the Strife token from the City."
  eq(H.count(g, "A5", "blight"), 0, "no Blight")
  eq(H.n(g, "A5", "dahan"), 2, "both Dahan survive")
  -- "Now it's the Dahan's turn to fight back. They deal 4 Damage,
  -- destroying the Explorer and the City."
  eq(H.n(g, "A5", "explorer"), 0, "the Explorer is destroyed")
  eq(H.n(g, "A5", "city"), 0, "the City is destroyed")
  ok(not g:entity_exists(city), "the City and its Strife are gone")
  eq(H.get(g, "fear.pool"), pool - 2, "a City generates 2 Fear")
  ok(H.at_drill(g), "no choice was needed")
end)

test("Strife is used even when Defend already stops the Damage; the Dahan still fight back", function()
  -- "Using the Strife is required; you cannot save it for later, even if
  -- the Invader is already doing 0 damage due to, e.g., Defend."
  local g = H.drill()
  H.put(g, "A5", "dahan", 1)
  local town = H.put(g, "A5", "town", 1, {strife = 2})
  H.setcount(g, "A5", "defend", 5)
  H.run(g, "ravage A5")
  eq(g:entity_exists(town) and g:entity_get(town, "strife"), false, "the Dahan destroyed the Town")
  local g2 = H.drill()
  H.put(g2, "A5", "town", 2)
  local t2 = H.pieces(g2, "A5", "town")[1]
  g2:entity_set(t2, "strife", 2)
  H.setcount(g2, "A5", "defend", 5)
  H.run(g2, "ravage A5")
  eq(g2:entity_get(t2, "strife"), 1, "one Strife removed though Defend stopped all the Damage")
end)

test("Defend applies after adding up each Invader's Damage", function()
  local g = H.drill()
  H.put(g, "A5", "city")
  H.put(g, "A5", "dahan", 2)
  H.setcount(g, "A5", "defend", 2)
  H.run(g, "ravage A5")
  -- 3 Damage - Defend 2 = 1: no Blight, one Dahan wounded, not destroyed.
  eq(H.count(g, "A5", "blight"), 0)
  eq(H.n(g, "A5", "dahan"), 2)
end)

test("Blight destroys a Presence of each spirit there, and cascades when the land had Blight", function()
  local g = H.drill()
  H.clear(g)
  H.setcount(g, "A5", "presence.0", 2)
  H.setcount(g, "A1", "presence.0", 1)
  H.setcount(g, "A4", "blight", 1)
  H.put(g, "A4", "city")
  local before = H.get(g, "blight")
  H.run(g, "ravage A4")
  ok(g:run() == "decision", "a cascade asks where")
  eq(g:decision().kind, "cascade")
  H.answer(g, "A5")
  eq(H.count(g, "A4", "blight"), 2, "Blight added to A4")
  eq(H.count(g, "A5", "blight"), 1, "it cascaded into A5")
  eq(H.count(g, "A5", "presence.0"), 1, "A5 lost a presence")
  eq(H.get(g, "blight"), before - 2, "both came from the Blight Card")
end)

test("each instance of Damage to the land is separate: Blight twice in a turn", function()
  local g = H.drill()
  H.put(g, "A7", "town")
  H.run(g, "ravage A7")
  eq(H.count(g, "A7", "blight"), 1)
  H.run(g, "ravage A7")
  ok(g:run() == "decision" and g:decision().kind == "cascade", "the second Blight cascades")
  H.answer(g, "A8")
  eq(H.count(g, "A7", "blight"), 2)
  eq(H.count(g, "A8", "blight"), 1)
end)

test("a Ravage with no Invaders does nothing; the Dahan stay complacent", function()
  local g = H.drill()
  H.put(g, "A5", "dahan", 2)
  local since = g:event_end()
  H.run(g, "ravage A5")
  eq(H.n(g, "A5", "dahan"), 2)
  eq(H.count(g, "A5", "blight"), 0)
  ok(since < g:event_end(), "the drill moved on")
end)

test("Health changes never go below 1, and pieces damaged past their new Health are destroyed", function()
  -- "These effects never reduce a piece's Health below 1. If an Invader or
  -- Dahan has already taken Damage equal to or greater than their new
  -- Health, it is immediately destroyed." Quarrels Break Out, level II:
  -- "For the rest of this turn, Invaders have -1 Health per Strife."
  local g = H.drill()
  local city = H.put(g, "A5", "city", 1, {dmg = 2, strife = 1})
  local town = H.put(g, "A5", "town", 1, {strife = 3})
  local explorer = H.put(g, "A5", "explorer", 1, {strife = 1})
  H.set(g, "terror", 2)
  local pool = H.get(g, "fear.pool")
  H.run(g, "fear card quarrels-break-out")
  ok(not g:entity_exists(city), "the City (Health 3 - 1 = 2, 2 Damage) is destroyed")
  eq(H.get(g, "fear.pool"), pool - 2, "and generated its Fear")
  ok(g:entity_exists(town), "the Town's Health stops at 1")
  -- Then 1 Strife on the board: the player picks the Explorer.
  H.answer(g, "Explorer")
  eq(g:entity_get(explorer, "strife"), 2, "the Explorer has 2 Strife, Health still 1")
  ok(g:entity_exists(explorer))
  H.run(g, "time passes")
  eq(H.get(g, "mod.health_per_strife"), 0, "the effect ends with the turn")
end)

-- Issue 21: Discord Among the Settlers, "With 3 moon: Invaders here have -1
-- Health per Strife this turn": "here" is the target land, not the island.
test("a land's Health effect reaches that land only: Discord Among the Settlers", function()
  local g = H.drill()
  H.clear(g)
  g:entity_set(H.spirit(g, 0), "el.moon", 3)
  H.setcount(g, "A5", "presence.0", 1)
  local explorer = H.put(g, "A5", "explorer", 1)
  local town = H.put(g, "A5", "town", 1, {dmg = 1})
  local other = H.put(g, "A4", "town", 1, {strife = 1, dmg = 1})
  H.answer(g, "power 0 discord-among-the-settlers")
  H.answer(g, "A5 Wetland: 1E 1T P0x1")
  -- The three Strife on the damaged Town.
  while g:run() == "decision" and g:decision().kind == "strife" do
    local pick
    for i, o in ipairs(g:decision().options) do if o:find("^Town") then pick = i end end
    g:answer(pick)
  end
  ok(not g:entity_exists(town), "in A5 the Town (2 - 1 per Strife, 1 Damage) is destroyed")
  ok(g:entity_exists(explorer))
  ok(g:entity_exists(other), "in A4 a Town with 1 Strife and 1 Damage keeps its Health 2")
  H.run(g, "time passes")
  eq(g:entity_get(H.land(g, "A5"), "mod.health_per_strife"), false, "the effect ends with the turn")
end)

test("Strife moves with its Invader and stays when the Invader is replaced by another Invader", function()
  -- "If an Invader with Strife moves, the Strife moves with it. (...) If it
  -- is replaced with another Invader, the Strife stays."
  local g = H.drill()
  H.put(g, "A5", "explorer", 1, {strife = 1})
  H.answer(g, "power 0 tidewater-reach")
  H.answer(g, "Explorer+S")
  H.answer(g, "A4")
  local moved = H.pieces(g, "A4", "explorer")[1]
  eq(g:entity_get(moved, "strife"), 1, "the Strife came along")
  -- Putting Down Roots: "Replace 1 Explorer with 1 Town" (A4 is Inland).
  H.run(g, "event putting-down-roots")
  local town = H.pieces(g, "A4", "town")[1]
  ok(town, "replaced")
  eq(g:entity_get(town, "strife"), 1, "the Town keeps the Strife")
end)

test("moving Blight neither destroys Presence nor cascades, and leaves the Blight Card alone", function()
  -- "Moving Blight does not destroy Presence or trigger Blight cascade."
  local g = H.drill()
  H.clear(g)
  H.setcount(g, "A4", "blight", 1)
  H.setcount(g, "A5", "blight", 1)
  H.setcount(g, "A5", "presence.0", 2)
  H.setcount(g, "A1", "presence.0", 1)
  local card = H.get(g, "blight")
  H.answer(g, "power 0 winds-scatter-the-ash")
  H.answer(g, "A4")
  H.answer(g, "A5")
  eq(H.count(g, "A5", "blight"), 2)
  eq(H.count(g, "A4", "blight"), 0)
  eq(H.count(g, "A5", "presence.0"), 2, "no presence destroyed")
  eq(H.get(g, "blight"), card, "the Blight Card is untouched")
  ok(H.at_drill(g), "no cascade asked")
end)

test("\"normal\" versus \"extra\" Actions: skipping the normal Build leaves extra Builds", function()
  -- "'Normal' just means the Actions caused by Invader Cards in the normal 3
  -- Invader Action Spaces ... Invader Actions taken due to any other game
  -- mechanism (Event Cards, Fear effects, ...) are 'extra' Invader Actions."
  local g = H.drill()
  H.set(g, "terror", 3)
  H.put(g, "A4", "explorer")
  H.put(g, "A7", "explorer")
  H.run(g, "fear card abandoned-fields") -- level III: Skip the normal Build
  H.run(g, "build card sands")
  eq(H.n(g, "A4", "town") + H.n(g, "A7", "town"), 0, "the normal Build (an Invader Card) is skipped")
  H.run(g, "build A4")
  eq(H.n(g, "A4", "town"), 1, "an extra Build still happens")
  H.run(g, "time passes")
  H.run(g, "build card sands")
  eq(H.n(g, "A7", "town"), 1, "the skip lasts until the end of the turn")
end)

test("\"do not Ravage\" stops extra Ravages too", function()
  local g = H.drill()
  H.put(g, "A5", "town")
  H.setcount(g, "A5", "beasts", 1)
  H.run(g, "event putting-down-roots") -- Unbroken: no Ravage in lands with Beasts
  while g:run() == "decision" and g:decision().kind ~= "drill" do g:answer(1) end
  H.run(g, "ravage A5")
  eq(H.count(g, "A5", "blight"), 0, "an extra Ravage is stopped as well")
end)
