-- Edge cases of the Additional Game Concepts: empty-handed heroes play the
-- top card of their deck; a full grid discards a card before placing (and
-- an item on that space stays).
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

local function solo_axl(opts)
  local g = H.game("arena", {"axl"}, opts)
  H.keep(g, {coralbug = {1}})
  local a = H.hero(g, "axl")
  H.put(g, H.enemies(g, "coralbug")[1], "I8")
  H.put(g, a, "B2")
  H.top(g, "coralbug", 6)
  return g, a
end

test("an empty-handed hero plays the top card of the deck", function()
  -- "If you have no cards in your hand at the start of the round, you must
  -- play the top card of your deck as your Initiative card. You will then
  -- add it to your Nexus grid during your turn as normal."
  local g, a = solo_axl()
  H.hand(g, a, {})
  local draw = g:zone_find("draw." .. a)
  g:zone_insert(draw, H.card(g, a, "axl/quick-step"), 1)
  H.begin(g)
  local d = H.decision(g)
  eq(d.kind, "tb.place", "no card to choose: straight to the turn")
  ok(d.prompt:find("Quick Step"), d.prompt)
  H.answer(g, "Place Quick Step on the top left space")
  eq(g:entity_get(a, "slot.1"), H.card(g, a, "axl/quick-step"), "on the grid as normal")
end)

test("a full grid: a card is discarded first, and an item on its space stays", function()
  -- "If there are no empty spaces on your grid, and you must place a card,
  -- discard one action card from your grid before placing your card." "If
  -- the card in that space is discarded, the item is placed onto the Nexus
  -- grid, in the same space."
  local g, a = solo_axl{options = {items = "biorb"}}
  local fill = {"axl/fight-or-flight", "axl/shoulder-charge", "axl/iron-stance", "axl/crushing-blow",
                nil, "axl/rally-cry", "axl/hammer-swing", "axl/second-wind", "axl/lunge"}
  for i = 1, 9 do if fill[i] then H.grid(g, a, i, fill[i]) end end
  local biorb = g:entity_next(0, "tb.item")
  while g:entity_get(biorb, "name") ~= "biorb" do biorb = g:entity_next(biorb, "tb.item") end
  g:entity_set(biorb, "slot", 3)
  g:entity_set(a, "item.3", biorb)
  H.hand(g, a, {"axl/brace"})
  H.select(g, {"Brace"})
  eq(H.kind(g), "tb.full")
  H.answer(g, "Discard Iron Stance")
  -- The freed space is the only one: Brace goes there at once; the space
  -- has an item, so no item question either.
  eq(H.kind(g), "tb.line")
  eq(g:entity_get(a, "item.3"), biorb, "the Biorb stays on the space")
  eq(g:entity_get(a, "slot.3"), H.card(g, a, "axl/brace"), "Brace goes beneath the Biorb")
end)
