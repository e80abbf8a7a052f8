-- A tiny scenario whose steps use the dice, deck and view bindings from
-- sandboxed rules (test/lua/bindtest.lua plays it). Each turn the attacker
-- draws two cards, picks one, and rolls as many hero dice as its power; the
-- cards start in the discard pile, so the first draw must reshuffle it.

scenario {
  id = "attack",
  name = "Binding test: attack",
  description = "one player, two turns of draw, pick and roll",
  players = 1,
}

-- The Tidal Blades 2 hero die, defined by the rules: faces 1-3 show a hit
-- (face 3 also a tide), face 4 two focus, face 5 one focus, face 6 a tide.
-- Like all content this table is frozen once loaded: the binding must read
-- it through its backing.
local HERO = {
  {symbols = {hit = 1}}, {symbols = {hit = 1}}, {symbols = {hit = 1, tide = 1}},
  {symbols = {focus = 2}}, {symbols = {focus = 1}}, {symbols = {tide = 1}},
}

-- A score kept in content, frozen as well.
local HITS = {hit = 1}

local function deck_of(g) return g:entity_next(0, "deck") end
local function attacker(g) return g:entity_next(0, "attacker") end

step("setup", function(g)
  g:dice_new("hero", HERO)
  local draw = g:zone_new("draw", nil, "nobody")
  local discard = g:zone_new("discard", nil, "all")
  g:zone_new("hand.0", 0, "owner")
  local deck = g:deck_new(draw, discard, "reshuffle")
  g:deck_set_stream(deck, "cards")
  for _, card in ipairs(content("card")) do
    local e = g:entity_new("card")
    g:entity_set(e, "name", card.id)
    g:entity_set(e, "power", card.power)
    g:deck_discard(deck, e)
  end
  local who = g:entity_new("attacker")
  g:entity_set(who, "hits", 0)
  g:push("turn", 1)
end)

step("turn", function(g, n)
  local deck, hand = deck_of(g), g:zone_find("hand.0")
  g:deck_draw_n(deck, "top", 2, hand)
  -- The options are what the player sees of their hand.
  local seen = g:view_zone(hand, 0)
  local labels = {}
  for i, c in ipairs(seen) do labels[i] = g:entity_get(c, "name") end
  local pick = g:choose{player = 0, prompt = "Attack with", kind = "card", options = labels}
  local card = seen[pick]
  local dice = {}
  for i = 1, g:entity_get(card, "power") do dice[i] = g:dice_find("hero") end
  local pool = g:dice_pool_new(dice)
  g:dice_pool_roll(pool, "attack")
  local hits = g:dice_pool_count(pool, "hit")
  g:dice_pool_free(pool)
  g:metric("odds." .. n, math.floor(g:dice_at_least(dice, HITS, 2) * 1000000 + 0.5))
  local who = attacker(g)
  g:entity_set(who, "hits", g:entity_get(who, "hits") + hits)
  for _, c in ipairs(g:zone_list(hand)) do g:deck_discard(deck, c) end
  if n < 2 then g:push("turn", n + 1) else g:push("final") end
end)

step("final", function(g)
  local hits = g:entity_get(attacker(g), "hits")
  g:finish{winners = hits >= 2 and {0} or {}, reason = "attacked", scores = {[0] = hits}}
end)
