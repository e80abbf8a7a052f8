-- Lua binding of the view module (tabula/view.h): what one player may see.
local tabula = require "tabula"

local function cards(g, zone, n)
  local ids = {}
  for i = 1, n do
    ids[i] = g:entity_new("card")
    g:zone_insert(zone, ids[i])
  end
  return ids
end

test("a player's view of a face-down deck shows only its size", function()
  -- Tidal Blades 2 setup: "Place the Wound deck face-down near the
  -- Initiative track."
  local g = tabula.new_game(1)
  local wounds = g:zone_new("wounds", nil, "nobody")
  local deck = g:deck_new(wounds)
  for _ = 1, 12 do g:deck_put(deck, g:entity_new("wound")) end
  g:deck_shuffle(deck)
  for _, player in ipairs{0, 1} do
    local list, size, level = g:view_zone(wounds, player)
    eq(#list, 0, "no card is known")
    eq(size, 12, "the size is")
    eq(level, "size")
    eq(g:view_zone_level(wounds, player), "size")
  end
  eq(select(2, g:view_zone(wounds)), 12, "an onlooker knows the size too")
  local top = g:deck_peek(deck, "top")[1]
  eq(g:view_can_see(top, 0), false, "a face-down card is hidden")
  local drawn = g:deck_draw(deck)
  eq(g:view_can_see(drawn, 0), true, "a card in play is seen")
  eq(select(2, g:view_zone(wounds, 0)), 11, "one fewer")
end)

test("a hand: its owner sees it in order, others its size", function()
  local g = tabula.new_game(1)
  local hand = g:zone_new("hand.0", 0, "owner")
  local ids = cards(g, hand, 3)
  g:zone_insert(hand, ids[3], 1)
  local list, size, level = g:view_zone(hand, 0)
  eq(level, "order", "the owner")
  eq(size, 3)
  eq(table.concat(list, " "), table.concat({ids[3], ids[1], ids[2]}, " "), "in zone order")
  eq(#g:view_zone(hand, 1), 0, "another player")
  eq(g:view_zone_level(hand, 1), "size")
  eq(g:view_zone_level(hand), "size", "an onlooker")
  ok(g:view_can_see(ids[1], 0), "the owner sees the card")
  eq(g:view_can_see(ids[1], 1), false, "the other player does not")
end)

test("a hand shared with an ally: allies see it, opponents do not", function()
  -- Dragon Tides: allies may look at each other's face-down Signature Moves.
  local g = tabula.new_game(1)
  local sig = g:zone_new("sig.0", 0, "owner")
  local ids = cards(g, sig, 1)
  g:zone_share(sig, {2})
  eq(table.concat(g:zone_shared(sig), " "), "2")
  eq(g:view_zone_level(sig, 2), "order", "the ally")
  eq(g:view_zone_level(sig, 1), "size", "an opponent")
  eq(g:view_zone_level(sig), "size", "an onlooker")
  ok(g:view_can_see(ids[1], 2), "the ally sees the move")
  g:zone_share(sig, {})
  eq(#g:zone_shared(sig), 0, "shared with nobody")
  eq(g:view_can_see(ids[1], 2), false, "no longer")
  fails(function() g:zone_share(sig, {32}) end, "player number 0..31")
  fails(function() g:zone_share(sig, {"x"}) end, "entry 1")
end)

test("the event log as a player may know it", function()
  local g = tabula.new_game(1)
  local hand = g:zone_new("hand.1", 1, "owner")
  local pile = g:zone_new("pile", nil, "nobody")
  local card = g:entity_new("card")
  g:zone_insert(pile, card)
  local mark = g:event_end()
  g:zone_insert(hand, card)
  local function move(player)
    for seq = mark, g:event_end() - 1 do
      local e = g:view_event(seq, player)
      if e.kind == "zone.move" then return e end
    end
  end
  eq(move(1).subject, card, "the owner knows which card")
  eq(move(0).subject, 0, "another player does not")
  eq(move(0)[2], hand, "but knows where it went")
  eq(move().subject, 0, "nor does an onlooker")
  eq(g:event_get(mark).subject, card, "the log itself keeps it")
  eq(g:view_event(g:event_end(), 0), nil, "not yet happened")
  fails(function() g:view_event(mark, -5) end, "bad player")
end)

test("an open but unordered zone shows its contents sorted by id", function()
  local g = tabula.new_game(1)
  local pool = g:zone_new("supply", nil, "unordered")
  local ids = cards(g, pool, 4)
  g:zone_shuffle(pool, "setup")
  local list, size, level = g:view_zone(pool, 1)
  eq(level, "contents")
  eq(size, 4)
  eq(table.concat(list, " "), table.concat(ids, " "), "sorted by id, not zone order")
  local open = g:zone_new("table", nil, "all")
  cards(g, open, 2)
  eq(g:view_zone_level(open), "order", "everyone sees an open zone in order")
  eq(#g:view_zone(open, 3), 2)
  eq(#g:view_zone(g:zone_new("empty", nil, "all")), 0, "an empty zone")
end)

test("argument errors name the argument; bad ids get the module's message", function()
  local g = tabula.new_game(1)
  local z = g:zone_new("table", nil, "all")
  fails(function() g:view_zone("table") end, "bad argument #1 to 'view_zone' (number expected")
  fails(function() g:view_zone(z, "me") end, "bad argument #2 to 'view_zone' (number expected")
  fails(function() g:view_zone(9999, 0) end, "tab_view_zone: no zone 9999")
  fails(function() g:view_zone(z, -2) end, "tab_view_zone")
  fails(function() g:view_zone_level(9999) end, "tab_view_zone_level: no zone 9999")
  fails(function() g:view_zone_level(z, 0.5) end, "bad argument #2 to 'view_zone_level'")
  fails(function() g:view_can_see({}) end, "bad argument #1 to 'view_can_see'")
  eq(g:view_can_see(9999, 0), false, "no such entity")
  eq(g:view_can_see(g:entity_new("card"), -5), false, "no such player")
end)
