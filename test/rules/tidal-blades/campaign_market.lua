-- The Desert Market: 3 items at the start of the day, 1 more per visiting
-- hero, up to 2 bought for 1 Fruit each with a replenish after each, one of
-- each item, at most 3 items a hero, all items back in the bag at the end
-- of the day. The items are the Item Reference's twelve (items.lua).
local CH = dofile(ROOT .. "/test/rules/tidal-blades/campaign_helpers.lua")
local H = CH.H

local function market_game(setup)
  local g = new_game("tidal-blades/campaign", 2, {seed = 1, roots = {H.FIXTURES},
                     options = {heroes = "axl,eko", naviri = "1", scenarios = "first-fight,the-den"}})
  g:run()
  local axl, eko = CH.member(g, "axl"), CH.member(g, "eko")
  g:entity_set(axl, "path.1", 2) -- Eko guides
  local e = g:entity_next(0, "tb.encounter")
  while e do
    g:entity_set(e, "name", "crab-races")
    e = g:entity_next(e, "tb.encounter")
  end
  if setup then setup(g, axl, eko) end
  CH.end_scenario(g, true, 10, {axl = {fruit = 3}, eko = {fruit = 1}})
  CH.until_kind(g, "tbc.encounter", {"Skip", "Skip"})
  CH.vote(g, "Just watch")
  return g, axl, eko
end

local function shown(g) return g:zone_size(g:zone_find("naviri.market")) end

test("the market: 3 items, 1 more per visitor, 2 bought with replenishing", function()
  local g, axl, eko = market_game()
  eq(shown(g), 3, "START OF DAY: Draw 3 items")
  H.answer(g, "Keep your Fruit") -- Eko
  H.answer(g, "Keep your Fruit") -- Axl
  H.answer(g, "Desert Market")
  H.answer(g, "Desert Market")
  eq(shown(g), 5, "WHEN VISITED: 1 extra item for each of the 2 visitors")
  ok(H.decision(g).prompt:find("^Eko"), "the Guide buys first")
  H.answer(g, H.decision(g).options[2])
  eq(g:entity_get(eko, "fruit"), 0, "1 Fruit")
  eq(#CH.arr(g, eko, "items"), 1)
  eq(shown(g), 5, "REPLENISH: a new item for the one bought")
  eq(H.decision(g).prompt:find("^Axl") ~= nil, true, "Eko has no Fruit left: Axl's turn")
  local first = H.decision(g).options[2]
  H.answer(g, first)
  ok(not H.has(g, first), "one of each item")
  H.answer(g, H.decision(g).options[2])
  eq(#CH.arr(g, axl, "items"), 2, "up to 2 items")
  eq(g:entity_get(axl, "fruit"), 1)
  eq(CH.cget(g, "day"), 2)
  eq(shown(g), 3, "END OF DAY: the items went back to the bag; day 2 draws 3")
  eq(g:zone_size(g:zone_find("naviri.bag")) + shown(g), 12 - 3, "the 3 bought are out of the bag")
end)

test("more than 3 items: the excess goes back to the bag", function()
  local g, axl = market_game(function(g, axl)
    g:entity_set_array(axl, "items", {"looper", "biorb", "kufi_seeds"}, "string")
  end)
  H.answer(g, "Keep your Fruit")
  H.answer(g, "Keep your Fruit")
  H.answer(g, "Floating Gardens")
  H.answer(g, "Desert Market")
  eq(shown(g), 4, "3, and 1 for the one visitor")
  eq(g:zone_size(g:zone_find("naviri.bag")), 12 - 3 - 4, "the rest of those Axl has not")
  H.answer(g, H.decision(g).options[2])
  eq(H.kind(g), "tbc.drop")
  H.answer(g, "Return Looper")
  eq(#CH.arr(g, axl, "items"), 3)
  ok(not CH.has(g, axl, "items", "looper"))
  eq(g:zone_size(g:zone_find("naviri.bag")), 12 - 3 - 4 - 1 + 1, "one drawn to replenish, the Looper back")
end)
