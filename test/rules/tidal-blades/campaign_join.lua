-- Adding Heroes to the Group: the catch-up table.
local CH = dofile(ROOT .. "/test/rules/tidal-blades/campaign_helpers.lua")
local H = CH.H

test("a hero joining at scenario 2: X14 and 4 XP, the first Reserve Power Cards square", function()
  local g = CH.campaign({join = "dust@2"})
  CH.end_scenario(g, true, 6)
  CH.until_kind(g, "tb.card", {"Skip", "Skip"})
  local dust = CH.member(g, "dust")
  ok(CH.has(g, dust, "cards", "dust/sand-cut"), "Dust's X14")
  eq(g:entity_get(dust, "xp"), 4)
  eq(g:entity_get(dust, "reserve"), 1)
  eq(g:entity_get(dust, "player"), 0, "the third hero goes to seat 0 of 2")
  eq(g:entity_get(H.hero(g, "dust"), "member"), dust, "Dust plays The Den")
end)

test("a hero joining at scenario 4: cumulative cards, a trait, Paths 6 and 1, XP, Fruit, a Battle Scar", function()
  local g = CH.campaign({join = "caiman@4"})
  for _ = 1, 2 do
    CH.end_scenario(g, true, 6)
    CH.skip_to(g, "tb.card")
  end
  CH.end_scenario(g, true, 6)
  CH.skip_to(g, "tbc.catchup")
  local caiman = CH.member(g, "caiman")
  ok(CH.has(g, caiman, "cards", "caiman/snapping-jaws"), "X14 (the cards column is cumulative)")
  H.answer(g, "Apex") -- two of X15, X16 and X17
  ok(not H.has(g, "Apex"))
  H.answer(g, "Trail Sense")
  H.answer(g, "Death Roll") -- TX1 or TX2
  eq(#H.decision(g).options, 3, "Bronze: draw 3 and keep 1")
  local bronze = H.decision(g).options[1]
  H.answer(g, bronze)
  H.answer(g, "Level Resilience")
  H.answer(g, "Hunter 6, Survivor 1")
  H.answer(g, "Tough") -- the skill on the Hunter Path's space 3
  for _ = 1, 2 do -- "Items: 2", each "draw 3 and keep 1"
    eq(#H.decision(g).options, 3, "an item: draw 3 and keep 1")
    g:answer(1)
  end
  eq(H.kind(g), "tb.card", "The Wreck begins")
  eq(#CH.arr(g, caiman, "items"), 2, "two items")
  local cards = CH.arr(g, caiman, "cards")
  eq(#cards, 13 + 5, "the starting deck, X14, two of X15-X17, a TX card and a Bronze card")
  ok(CH.has(g, caiman, "cards", "caiman/apex") and CH.has(g, caiman, "cards", "caiman/death-roll"))
  eq(g:entity_get(caiman, "lvl.resilience"), 2)
  eq(g:entity_get(caiman, "path.1"), 6)
  eq(g:entity_get(caiman, "path.2"), 1)
  eq(g:entity_get(caiman, "xp"), 2)
  eq(g:entity_get(caiman, "fruit"), 1)
  eq(#CH.arr(g, caiman, "scars"), 1)
  eq(g:entity_get(caiman, "reserve"), 1)
  local h = H.hero(g, "caiman")
  eq(g:entity_get(h, "member"), caiman)
  eq(g:entity_get(h, "res"), 8 + 1 + 1, "the sheet's 8, a Resilience level and Tough")
  local scar = false
  local c = g:entity_next(0, "tb.card")
  while c do
    if g:entity_get(c, "owner") == h and g:entity_get(c, "name"):find("^scar/") then scar = true end
    c = g:entity_next(c, "tb.card")
  end
  ok(scar, "the Battle Scar is shuffled into the hero deck")
end)
