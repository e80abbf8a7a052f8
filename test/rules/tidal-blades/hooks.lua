-- The hero turn's hooks (documented at the top of scripts/tidal-blades/hero.lua):
-- "WHEN PLACED: ... This ability only happens when the card is first placed
-- into your grid." "END OF TURN - Resolve end of turn abilities. Then do
-- your cleanup steps". The "hooks" fixture counts what the subscribers saw.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

local function game(hero)
  local g = H.game("hooks", {hero})
  local h = H.hero(g, hero)
  H.put(g, H.enemies(g, "coralbug")[1], "I6")
  H.top(g, "coralbug", 6) -- Initiative -1: the hero goes first
  return g, h
end

local function get(g, key) return g:entity_get(g:entity_next(0, "tb.game"), key) end

test("when placed: the card's ability and the tb.placed subscribers, once", function()
  local g, eko = game("eko")
  H.hand(g, eko, {"eko/focused-mind"})
  g:entity_set(eko, "spirit", 0)
  H.select(g, {"Focused Mind"})
  eq(get(g, "test.placed"), nil, "not on reveal")
  H.answer(g, "Place Focused Mind on the top left")
  eq(g:entity_get(eko, "spirit"), 1, "Focused Mind: when placed, gain 1 Spirit")
  eq(get(g, "test.placed"), 1, "the subscriber ran once")
  eq(get(g, "test.placed.slot"), 1, "with the slot")
  eq(get(g, "test.placed.card"), H.card(g, eko, "eko/focused-mind"), "and the card")
  H.answer(g, "Row")
  H.answer(g, "Activate Focused Mind")
  H.answer(g, "Use Focus 2")
  eq(g:entity_get(eko, "spirit"), 1, "activating it does not place it again")
  eq(get(g, "test.placed"), 1)
end)

test("end of turn: an activated card's ability, then the tb.turn_end subscribers", function()
  local g, axl = game("axl")
  H.hand(g, axl, {"axl/second-wind"})
  H.set_health(g, axl, 20)
  H.select(g, {"Second Wind"})
  H.answer(g, "Place Second Wind on the top left")
  H.answer(g, "Row")
  H.answer(g, "Activate Second Wind")
  H.answer(g, "Use Heal 2")
  eq(H.health(g, axl), 22)
  H.answer(g, "Done with Second Wind")
  eq(get(g, "test.turn_end"), nil, "not before the turn ends")
  H.answer(g, "End the turn")
  eq(H.health(g, axl), 23, "Second Wind: end of turn, heal 1")
  eq(get(g, "test.turn_end"), 1)
  eq(get(g, "test.turn_end.hero"), axl)
end)

test("end of turn: a card not activated this turn does nothing", function()
  local g, axl = game("axl")
  H.hand(g, axl, {"axl/second-wind"})
  H.set_health(g, axl, 20)
  H.select(g, {"Second Wind"})
  H.answer(g, "Place Second Wind on the top left")
  H.answer(g, "Row")
  H.answer(g, "End the turn")
  eq(H.health(g, axl), 20, "not activated: no heal")
  eq(get(g, "test.turn_end"), 1, "the subscribers run every turn")
end)
