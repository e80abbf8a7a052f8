-- Choice Events: the Spirits agree on a path, and choose how to pay a Cost
-- "Aided by" an Element (+1 per Element in play, +2 per card Discarded
-- from hand, +4 per card Forgotten; each card used one way only). Years of
-- Little Rain costs 4 Energy per player, aided by Water; River's four
-- starting cards all have Water.
local H = dofile(ROOT .. "/test/rules/spirit-island/helpers.lua")

local function card(g, name)
  for _, z in ipairs{"hand.0", "play.0", "discard.0"} do
    for _, c in ipairs(g:zone_list(g:zone_find(z))) do
      if g:entity_get(c, "name") == name then return c end
    end
  end
end

test("Aided by: the Spirit picks what to pay: 1 Energy, then two cards Discarded (+2 each)", function()
  local g = H.drill()
  local s = H.spirit(g, 0)
  g:entity_set(s, "energy", 1)
  H.answer(g, "event years-of-little-rain")
  H.answer(g, "Act to Ease the Drought")
  local opts = H.options(g)
  eq(opts[1], "Pay 1 Energy")
  local discards, forgets = 0, 0
  for _, o in ipairs(opts) do
    if o:find("^Discard .*: %+2$") then discards = discards + 1 end
    if o:find("^Forget .*: %+4$") then forgets = forgets + 1 end
  end
  eq(discards, 4, "each Water card in hand may be Discarded")
  eq(forgets, 4, "or Forgotten")
  H.answer(g, "Pay 1 Energy")
  ok(H.prompt(g):find("3 left"), "3 of the Cost left")
  H.answer(g, "Discard Swollen Banks")
  ok(H.prompt(g):find("1 left"), "1 left")
  local again = false
  for _, o in ipairs(H.options(g)) do if o:find("Swollen Banks") then again = true end end
  ok(not again, "a card is used one way only")
  H.answer(g, "Discard Tidewater Reach")
  eq(g:entity_get(s, "energy"), 0)
  eq(g:zone_size(g:zone_find("discard.0")), 2)
  eq(g:zone_size(g:zone_find("hand.0")), 2)
end)

test("Aided by: Water in play counts +1; Forgetting a card counts +4", function()
  local g = H.drill()
  local s = H.spirit(g, 0)
  g:entity_set(s, "energy", 0)
  g:zone_insert(g:zone_find("play.0"), card(g, "swollen-banks"))
  H.answer(g, "event years-of-little-rain")
  H.answer(g, "Act to Ease the Drought")
  ok(H.prompt(g):find("3 left"), "the Water in play paid 1 of 4")
  -- Forgetting the card in play brings only +3: its Water no longer counts.
  local found
  for _, o in ipairs(H.options(g)) do if o:find("^Forget Swollen Banks") then found = o end end
  ok(found and found:find("%+3$"), "a card in play Forgotten: +3 more")
  H.answer(g, "Forget Tidewater Reach")
  ok(H.at_drill(g) or g:decision().kind ~= "event_pay", "the Cost is paid")
  eq(g:zone_size(g:zone_find("hand.0")), 2)
  eq(card(g, "tidewater-reach"), nil, "Tidewater Reach is forgotten")
  eq(g:zone_size(g:zone_find("forgotten")), 1)
end)

test("Aided by: no Discard is offered that would leave the Cost unpayable", function()
  local g = H.drill()
  local s = H.spirit(g, 0)
  g:entity_set(s, "energy", 0)
  for _, name in ipairs{"tidewater-reach", "silt-of-plenty", "current-carries-them-off"} do
    g:zone_insert(g:zone_find("forgotten"), card(g, name))
  end
  -- Only Swollen Banks is left: Forgotten it pays the 4; Discarded (+2) it
  -- would not.
  H.answer(g, "event years-of-little-rain")
  H.answer(g, "Act to Ease the Drought")
  local opts = H.options(g)
  eq(#opts, 1)
  ok(opts[1]:find("^Forget Swollen Banks"), opts[1])
end)

test("Aided by: a Cost the Spirits cannot meet leaves only the default path", function()
  local g = H.drill()
  g:entity_set(H.spirit(g, 0), "energy", 3)
  for _, name in ipairs{"swollen-banks", "tidewater-reach", "silt-of-plenty", "current-carries-them-off"} do
    g:zone_insert(g:zone_find("forgotten"), card(g, name))
  end
  H.answer(g, "event years-of-little-rain")
  ok(g:run() ~= "decision" or g:decision().kind ~= "event_choice", "no choice with 3 of 4 Energy")
end)

test("a Choice Event with two Spirits: the default unless both agree; one may leave the Cost to the other", function()
  local g = H.drill{players = 2}
  g:entity_set(H.spirit(g, 0), "energy", 3)
  g:entity_set(H.spirit(g, 1), "energy", 8)
  H.answer(g, "event years-of-little-rain")
  eq(g:decision().kind, "event_choice")
  g:answer_as(0, 2)
  g:answer_as(1, 1)
  ok(g:run() ~= "decision" or g:decision().kind ~= "event_pay", "no agreement: the default path, nothing paid")
  eq(g:entity_get(H.spirit(g, 1), "energy"), 8)
  while g:run() == "decision" and g:decision().kind ~= "drill" do g:answer(1) end
  H.answer(g, "event years-of-little-rain")
  g:answer_as(0, 2)
  g:answer_as(1, 2)
  eq(H.prompt(g):match("^Cost: 8 left"), "Cost: 8 left")
  eq(g:decision().kind, "event_pay")
  eq(g:decision().players[1], 0)
  H.answer(g, "Leave the rest")
  eq(g:decision().players[1], 1)
  H.answer(g, "Pay 8 Energy")
  eq(g:entity_get(H.spirit(g, 0), "energy"), 3)
  eq(g:entity_get(H.spirit(g, 1), "energy"), 0)
end)
