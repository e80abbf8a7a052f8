-- Special objects and the abilities that need them: Crystals and
-- "CRYSTALLIZE: Enemies that can Crystallize are Armored 2 for each Crystal
-- with 6+ health on the map"; "BOMB: Place a bomb adjacent to the closest
-- hero (unless specified), between that hero and the enemy if possible."
-- What a Bomb then does is designed (scripts/tidal-blades/enemy.lua).
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

-- Axl at hex with hand card, only the enemy figures listed kept (figure 1
-- of each at the hex given), Axl first on the track, then the groups.
local function quarry(axl_at, card, enemies, top)
  local g = H.game("quarry", {"axl"})
  local keep, order = {}, {}
  for id in pairs(enemies) do keep[id] = {1} end
  H.keep(g, keep)
  local axl = H.hero(g, "axl")
  H.put(g, axl, axl_at)
  H.hand(g, axl, {card})
  local tokens = {axl}
  for _, id in ipairs{"shardback", "sparkshrimp"} do
    if enemies[id] then
      H.put(g, H.enemies(g, id)[1], enemies[id])
      tokens[#tokens + 1] = H.group(g, id)
    end
  end
  H.set_track(g, {tokens})
  for id, index in pairs(top or {}) do H.top(g, id, index) end
  return g, axl
end

local function objects(g, kind)
  local list = {}
  local o = g:entity_next(0, "tb.object")
  while o do
    if g:entity_get(o, "on") and g:entity_get(o, "kind") == kind then list[#list + 1] = o end
    o = g:entity_next(o, "tb.object")
  end
  return list
end

test("Crystals stand on the map with their health and block the way", function()
  local g = quarry("B2", "axl/brace", {shardback = "H2"})
  local crystals = objects(g, "crystal")
  eq(#crystals, 2)
  eq(H.where(g, crystals[1]), "G7")
  eq(H.health(g, crystals[1]), 8)
  eq(H.health(g, crystals[2]), 5)
  ok(g:hex_figure_at(H.map(g), H.hex(g, "G7")) == crystals[1], "a figure on its hex: nobody enters it")
end)

test("Crystallize: Armored 2 per Crystal of 6+ health; attacking a Crystal breaks it", function()
  -- One Crystal of 8 (counts) and one of 5 (does not): Armor 2.
  local g, axl = quarry("F6", "axl/crushing-blow", {shardback = "G6"})
  local shard = H.enemies(g, "shardback")[1]
  local crystals = objects(g, "crystal")
  local before = H.health(g, shard)
  eq(g:query(0, "armor", shard), 2, "the armor query says so too")
  H.select(g, {"Crushing Blow"})
  H.answer(g, "Place Crushing Blow on the top left")
  H.answer(g, "Row")
  H.answer(g, "Activate Crushing Blow")
  H.answer(g, "Use Attack 4")
  ok(H.has(g, "Target Crystal at G7"), "a Crystal may be attacked")
  H.dice(g, {H.HIT, H.HIT, H.HIT, H.HIT})
  H.answer(g, "Target Shardback 1")
  if H.kind(g) == "tb.boost" then H.answer(g, "No more boosts") end
  eq(before - H.health(g, shard), 4 - 2, "4 hits less Armor 2")
  -- The top right space: Attack 1 (range 3) on the Crystal of 8: 7 left,
  -- still 6+; then to 0 it shatters.
  H.set_health(g, crystals[1], 6)
  H.dice(g, {H.HIT})
  H.answer(g, "Activate the top right space")
  H.answer(g, "Use Attack 1")
  H.answer(g, "Target Crystal at G7")
  eq(H.health(g, crystals[1]), 5, "below 6: it no longer counts")
  eq(g:query(0, "armor", shard), 0)
  ok(axl, "axl")
end)

test("a Crystal at 0 shatters and leaves the map", function()
  local g = quarry("F6", "axl/brace", {shardback = "A1"})
  local crystal = objects(g, "crystal")[1]
  H.set_health(g, crystal, 1)
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top left")
  H.answer(g, "Row")
  H.dice(g, {H.HIT})
  H.answer(g, "Activate the top right space")
  H.answer(g, "Use Attack 1")
  H.answer(g, "Target Crystal at G7")
  eq(H.where(g, crystal), nil, "shattered")
  eq(g:hex_figure_at(H.map(g), H.hex(g, "G7")), nil, "its hex is free")
  eq(#objects(g, "crystal"), 1)
end)

test("Bomb: next to the closest hero, between it and the enemy; it explodes at round end", function()
  -- The Sparkshrimp on H4 attacks Axl on D4 from range (card 1: Move 2,
  -- Attack 2 range 3, Bomb) and places a Bomb on E4, between them.
  local g, axl = quarry("D4", "axl/brace", {sparkshrimp = "H4"}, {sparkshrimp = 1})
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top left")
  H.answer(g, "Row")
  H.dice(g, {H.BLANK}, "danger")
  H.answer(g, "End the turn")
  -- The round has ended meanwhile: the log tells where it was.
  local log = H.log(g)
  ok(log:find("Sparkshrimp 1 places a Bomb at E4", 1, true), log)
  ok(log:find("The Bomb at E4 explodes", 1, true), log)
  eq(H.health(g, axl), 24 - 2 - 2, "the attack, then the Bomb")
  eq(#objects(g, "bomb"), 0, "gone")
end)

test("a Bomb blocks movement and can be defused with an Interact", function()
  local g, axl = quarry("D4", "axl/quick-step", {sparkshrimp = "I1"})
  local map = H.map(g)
  local bomb = g:entity_new("tb.object")
  g:entity_set(bomb, "kind", "bomb")
  g:entity_set(bomb, "label", "Bomb")
  g:entity_set(bomb, "on", true)
  local game = H.record.entity(g)
  local list = g:entity_get_array(game, "list.objects")
  list[#list + 1] = bomb
  g:entity_set_array(game, "list.objects", list, "int")
  H.put(g, bomb, "E4")
  g:hex_remove(map, bomb)
  g:hex_place(map, bomb, H.hex(g, "E4"), 2)
  H.select(g, {"Quick Step"})
  H.answer(g, "Place Quick Step on the top left")
  H.answer(g, "Row")
  H.answer(g, "Activate Quick Step")
  H.answer(g, "Use Move 3")
  ok(not H.has(g, "Move to E4"), "not onto the Bomb")
  H.answer(g, "Stay")
  H.answer(g, "Done with Quick Step")
  H.answer(g, "Interact: defuse the Bomb at E4")
  eq(g:entity_get(bomb, "on"), false)
  eq(g:hex_figure_at(map, H.hex(g, "E4")), nil)
  ok(axl, "axl")
end)
