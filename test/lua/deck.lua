-- Lua binding of the deck module (tabula/deck.h), driven as a host would.
local tabula = require "tabula"

-- A face-down draw pile, a face-up discard pile and a hand; n cards named
-- c1..cn with numbers 1..n, put in the draw pile in that order (c1 on top).
local function table_with(n, refill, seed)
  local g = tabula.new_game(seed or 1)
  local t = {g = g, cards = {}}
  t.draw = g:zone_new("draw", nil, "nobody")
  t.discard = g:zone_new("discard", nil, "all")
  t.hand = g:zone_new("hand", 0, "owner")
  t.deck = g:deck_new(t.draw, t.discard, refill)
  for i = 1, n do
    local c = g:entity_new("card")
    g:entity_set(c, "name", "c" .. i)
    g:entity_set(c, "number", i)
    g:deck_put(t.deck, c)
    t.cards[i] = c
  end
  return t
end

local function names(g, ids)
  local out = {}
  for i, c in ipairs(ids) do out[i] = g:entity_get(c, "name") end
  return table.concat(out, " ")
end

test("making and configuring a deck", function()
  local t = table_with(3, "reshuffle")
  local g = t.g
  local draw, discard, refill = g:deck_info(t.deck)
  eq(draw, t.draw, "draw zone")
  eq(discard, t.discard, "discard zone")
  eq(refill, "reshuffle", "policy")
  g:deck_set_refill(t.deck, "none")
  eq(select(3, g:deck_info(t.deck)), "none", "policy changed")
  g:deck_set_stream(t.deck, "decks")
  g:deck_set_stream(t.deck, nil)
  g:deck_set_numbered(t.deck, "number")
  g:deck_set_numbered(t.deck, nil)
  eq(g:deck_size(t.deck), 3, "size")
  eq(g:deck_available(t.deck), 3, "available")
  local lone = g:deck_new(g:zone_new("lone"))
  local _, none, policy = g:deck_info(lone)
  eq(none, nil, "no discard pile")
  eq(policy, "none", "the default policy")
  eq(g:deck_size(9999), 0, "not a deck")
end)

test("drawing from either end, peeking, putting on top", function()
  local t = table_with(5, "none")
  local g = t.g
  eq(names(g, g:deck_peek(t.deck, "top", 2)), "c1 c2", "peek top")
  eq(names(g, g:deck_peek(t.deck, "bottom")), "c5", "peek bottom, one by default")
  eq(#g:deck_peek(t.deck, "top", 99), 5, "at most the whole pile")
  local since = g:event_end()
  eq(g:deck_draw(t.deck, "top", t.hand), t.cards[1], "the top card")
  eq(#events(g, since, "deck.draw"), 1, "deck.draw")
  eq(g:deck_draw(t.deck, "bottom", t.hand, 1), t.cards[5], "the bottom card")
  eq(names(g, g:zone_list(t.hand)), "c5 c1", "drawn to the top of the hand")
  eq(names(g, g:deck_draw_n(t.deck, "top", 2, t.hand)), "c2 c3", "two more, in order")
  eq(names(g, g:zone_list(t.hand)), "c5 c1 c2 c3", "appended")
  local c = g:deck_draw(t.deck)
  eq(c, t.cards[4], "top by default")
  eq(g:zone_of(c), nil, "no destination: in no zone")
  g:deck_put(t.deck, c, 1)
  g:deck_put(t.deck, t.cards[1], 1)
  eq(names(g, g:deck_peek(t.deck, "top", 5)), "c1 c4", "put on top")
  eq(#g:deck_draw_n(t.deck, "top", 0, t.hand), 0, "none drawn")
end)

test("a draw finding the pile empty reshuffles the discard pile", function()
  -- Tidal Blades 2, Prepare next moves: "If your deck is empty and you need
  -- to draw, shuffle the cards in your discard to form a new deck, and then
  -- draw." Long Dark Sea: "Only when you must draw cards and your deck is
  -- empty do you shuffle your discard pile to form a new deck. No other game
  -- effect (such as discarding or looking at cards) triggers this reshuffle."
  local t = table_with(5, "reshuffle")
  local g = t.g
  for i = 3, 5 do g:deck_discard(t.deck, t.cards[i]) end
  eq(g:deck_size(t.deck), 2)
  eq(g:deck_available(t.deck), 5, "with the discard pile")
  g:deck_draw_n(t.deck, "top", 2, t.hand)
  eq(g:deck_size(t.deck), 0, "empty")
  local since = g:event_end()
  eq(#g:deck_peek(t.deck, "top", 3), 0, "looking does not reshuffle")
  eq(g:zone_size(t.discard), 3, "the discard pile is still there")
  eq(#events(g, since), 0, "and nothing happened")
  local c = g:deck_draw(t.deck, "top", t.hand)
  eq(#events(g, since, "deck.refill"), 1, "refilled")
  eq(#events(g, since, "zone.shuffle"), 1, "shuffled")
  eq(g:zone_size(t.discard), 0, "discard pile used up")
  eq(g:deck_size(t.deck), 2, "two left after the draw")
  local n = g:entity_get(c, "number")
  ok(n >= 3 and n <= 5, "a card from the discard pile")
end)

test("with no refill an empty deck refuses to draw, and nothing moves", function()
  local t = table_with(2, "none")
  local g = t.g
  fails(function() g:deck_draw_n(t.deck, "top", 3, t.hand) end, "(2 of 3 cards drawn)")
  eq(g:deck_size(t.deck), 2, "all or nothing")
  g:deck_draw_n(t.deck, "top", 2, t.hand)
  fails(function() g:deck_draw(t.deck) end, "is empty and never refills")
end)

test("shuffling and reshuffling follow the seed", function()
  local function order(seed)
    local t = table_with(10, "reshuffle", seed)
    t.g:deck_shuffle(t.deck)
    return names(t.g, t.g:zone_list(t.draw)), t
  end
  local a = order(3)
  eq(order(3), a, "same seed, same order")
  local _, t = order(4)
  local g = t.g
  g:deck_draw_n(t.deck, "top", 4, t.discard)
  local since = g:event_end()
  g:deck_reshuffle(t.deck)
  eq(g:deck_size(t.deck), 10, "the discard pile is back")
  eq(#events(g, since, "deck.refill"), 1, "deck.refill")
end)

test("finding, taking and moving cards", function()
  -- Tidal Blades 2: "look in the Hero Upgrade deck for a card with the
  -- corresponding number and add it to your deck."
  local t = table_with(6, "none")
  local g = t.g
  local card, pos = g:deck_find(t.deck, "number", 4)
  eq(card, t.cards[4], "found")
  eq(pos, 4, "fourth from the top")
  eq(g:deck_find(t.deck, "number", 99), nil, "no such card")
  eq(g:deck_find(t.deck, "name", "c2"), t.cards[2], "by a string property")
  g:deck_take(t.deck, card, t.hand)
  eq(g:zone_at(t.hand, 1), card, "taken into the hand")
  -- Long Dark Sea: "Commandeer X. Discard X cards from the top of your deck."
  g:deck_move(t.draw, "top", 2, t.discard)
  eq(names(g, g:zone_list(t.discard)), "c1 c2", "moved one at a time")
  g:deck_move(t.draw, "bottom", 1, t.discard, 1)
  eq(g:zone_at(t.discard, 1), t.cards[6], "onto the top")
  g:deck_move(t.hand, "top", 1, nil)
  eq(g:zone_of(card), nil, "out of every zone")
end)

test("recovering to the original deck, retiring for good", function()
  -- Long Dark Sea FAQ: "When a numbered card is recovered, it returns face
  -- down to its original deck, respecting its initial order."
  local t = table_with(5, "none")
  local g = t.g
  g:deck_set_numbered(t.deck, "number")
  g:deck_take(t.deck, t.cards[3], t.hand)
  eq(g:deck_home(t.cards[3]), t.deck, "its original deck")
  eq(g:deck_home(g:entity_new("token")), nil, "never in a deck")
  local other = g:deck_new(g:zone_new("other", nil, "nobody"))
  g:deck_set_home(t.cards[3], other)
  eq(g:deck_home(t.cards[3]), other, "rehomed")
  g:deck_set_home(t.cards[3], t.deck)
  local since = g:event_end()
  g:deck_recover(t.cards[3])
  eq(#events(g, since, "deck.recover"), 1, "deck.recover")
  eq(names(g, g:zone_list(t.draw)), "c1 c2 c3 c4 c5", "back in order")
  -- Long Dark Sea: "Retire. When a card is retired, it permanently leaves
  -- the game from any area."
  eq(g:deck_retired_zone(), nil, "nothing retired yet")
  g:deck_retire(t.cards[1])
  local retired = g:deck_retired_zone()
  ok(retired, "the permanent-discard zone")
  eq(g:zone_at(retired, 1), t.cards[1], "retired")
  eq(g:deck_size(t.deck), 4)
end)

test("argument errors name the argument; bad ids get the module's message", function()
  local t = table_with(3, "reshuffle")
  local g = t.g
  fails(function() g:deck_new("draw") end, "bad argument #1 to 'deck_new' (number expected")
  fails(function() g:deck_new(t.hand, nil, "sometimes") end,
        "bad argument #3 to 'deck_new' (invalid option 'sometimes' (one of: none, reshuffle))")
  fails(function() g:deck_new(t.hand, nil, "reshuffle") end, "reshuffles its discard pile but has none")
  fails(function() g:deck_new(t.draw) end, "already belongs to deck")
  fails(function() g:deck_new(9999) end, "tab_deck_new: no draw zone 9999")
  fails(function() g:deck_info(9999) end, "tab_deck_info: no entity 9999")
  fails(function() g:deck_draw(t.cards[1]) end, "is a 'card', not a deck")
  fails(function() g:deck_draw(t.deck, "middle") end,
        "bad argument #2 to 'deck_draw' (invalid option 'middle' (one of: top, bottom))")
  fails(function() g:deck_draw(t.deck, "top", 9999) end, "tab_deck_draw: no zone 9999")
  fails(function() g:deck_draw(t.deck, "top", t.hand, 0) end,
        "bad argument #4 to 'deck_draw' (position out of range)")
  fails(function() g:deck_draw_n(t.deck, "top", -1) end,
        "bad argument #3 to 'deck_draw_n' (count out of range)")
  fails(function() g:deck_draw_n(9999, "top", 1) end, "no entity 9999")
  fails(function() g:deck_peek(9999) end, "tab_deck_peek: no entity 9999")
  fails(function() g:deck_set_refill(t.deck) end, "bad argument #2 to 'deck_set_refill'")
  fails(function() g:deck_set_stream(t.deck, {}) end, "bad argument #2 to 'deck_set_stream'")
  fails(function() g:deck_put(t.deck, "c1") end, "bad argument #2 to 'deck_put'")
  fails(function() g:deck_put(t.deck, 9999) end, "tab_deck_put: no entity 9999")
  fails(function() g:deck_put(t.deck, t.deck) end, "is a deck, not a card")
  fails(function() g:deck_find(t.deck, "number") end, "bad argument #3 to 'deck_find'")
  fails(function() g:deck_take(t.deck, t.cards[1], t.hand, -3) end, "bad argument #4 to 'deck_take'")
  fails(function() g:deck_take(t.deck, g:entity_new("card"), t.hand) end, "is not in deck")
  fails(function() g:deck_move(t.draw, "top", 9, t.hand) end, "has 3 cards, not 9")
  fails(function() g:deck_move(t.draw, "top", 1, t.draw) end, "from and to are both")
  fails(function() g:deck_recover(g:entity_new("card")) end, "has no original deck")
  fails(function() g:deck_retire(t.deck) end, "tab_deck_retire")
  fails(function() g:deck_home("c1") end, "bad argument #1 to 'deck_home'")
  local lone = g:deck_new(g:zone_new("lone"))
  fails(function() g:deck_discard(lone, t.cards[1]) end, "has no discard pile")
  fails(function() g:deck_reshuffle(lone) end, "has no discard pile")
  fails(function() g:deck_shuffle(9999) end, "tab_deck_shuffle: no entity 9999")
end)
