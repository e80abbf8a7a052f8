-- High-card duel: a scenario written only in Lua, outside the source tree.
-- Each player holds the same five cards; every round both choose one in
-- secret, the higher card takes the round, and after three rounds whoever
-- took more rounds wins. The rules keep no state of their own: hands,
-- scores and the round number all live in the kernel.

scenario {
  id = "classic",
  name = "High-card duel",
  description = "two players, three rounds of secret simultaneous picks",
  players = 2,
}

local function hand(g, p) return g:zone_find("hand." .. p) end

local function score_entity(g, p)
  return g:entity_next(0, "duelist." .. p)
end

-- Setup: deal the five cards to each player and start round 1.
step("setup", function(g)
  g:zone_new("table", nil, "all")
  for p = 0, 1 do
    local zone = g:zone_new("hand." .. p, p, "owner")
    local who = g:entity_new("duelist." .. p)
    g:entity_set(who, "score", 0)
    for _, card in ipairs(content("card")) do
      local e = g:entity_new("card")
      g:entity_set(e, "name", card.id)
      g:entity_set(e, "value", card.value)
      g:zone_insert(zone, e)
    end
  end
  g:push("round", 1)
end)

-- A round: both players pick a card in secret; the higher one scores.
step("round", function(g, n)
  local labels = {}
  for p = 0, 1 do
    labels[p] = {}
    for i, e in ipairs(g:zone_list(hand(g, p))) do labels[p][i] = g:entity_get(e, "name") end
  end
  local picks = g:choose{players = {0, 1}, prompt = "Play a card", kind = "card",
                         options_for = labels}
  local played = {}
  for p = 0, 1 do
    played[p] = g:zone_at(hand(g, p), picks[p])
    g:zone_insert(g:zone_find("table"), played[p])
    g:tally("card." .. g:entity_get(played[p], "name"))
  end
  local a, b = g:entity_get(played[0], "value"), g:entity_get(played[1], "value")
  if a ~= b then
    local winner = score_entity(g, a > b and 0 or 1)
    g:entity_set(winner, "score", g:entity_get(winner, "score") + 1)
  end
  local rounds = tonumber(g:option("rounds") or "3")
  if n < rounds then g:push("round", n + 1) else g:push("final", n) end
end)

-- The end: more rounds taken wins; equal is a draw (no winner).
step("final", function(g, rounds)
  local s0 = g:entity_get(score_entity(g, 0), "score")
  local s1 = g:entity_get(score_entity(g, 1), "score")
  local winners = {}
  if s0 ~= s1 then winners = {s0 > s1 and 0 or 1} end
  g:metric("rounds", rounds)
  g:metric("margin", math.abs(s0 - s1))
  g:finish{winners = winners, reason = s0 == s1 and "draw" or "most rounds",
           scores = {[0] = s0, [1] = s1}}
end)
