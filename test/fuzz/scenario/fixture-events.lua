-- A fixture for kernel-event subscriptions: a card entering the discard pile
-- is counted by a subscriber, which itself makes an event of its own.
scenario { id = "count", players = 1 }

on("zone.move", function(g, e)
  if e[2] == g:zone_find("discard") then
    local tally = g:entity_next(0, "tally")
    g:entity_set(tally, "discarded", g:entity_get(tally, "discarded") + 1)
    g:event_emit("discard.counted", e.subject)
  end
end)

on("discard.counted", function(g, e)
  local tally = g:entity_next(0, "tally")
  g:entity_set(tally, "seen", (g:entity_get(tally, "seen") or 0) + 1)
end)

step("setup", function(g)
  local hand, discard = g:zone_new("hand", 0), g:zone_new("discard")
  local tally = g:entity_new("tally")
  g:entity_set(tally, "discarded", 0)
  for i = 1, 3 do g:zone_insert(hand, g:entity_new("card")) end
  g:push("discard")
end)

step("discard", function(g)
  local hand, discard = g:zone_find("hand"), g:zone_find("discard")
  local pick = g:choose{player = 0, prompt = "Discard how many?", options = {"one", "two", "three"}}
  for _ = 1, pick do g:zone_insert(discard, g:zone_at(hand, 1)) end
  g:finish{winners = {0}, reason = "discarded"}
end)

-- A rule that asks after finishing: refused, the game stays as it was.
scenario { id = "late", players = 1, start = "late" }

step("late", function(g)
  g:finish{winners = {0}, reason = "early"}
  g:choose{player = 0, prompt = "Too late?", options = {"yes"}}
end)
