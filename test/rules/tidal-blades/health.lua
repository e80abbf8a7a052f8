-- Health and Wounds, knocked out heroes and reviving, and the end of the
-- scenario (success, running out of rounds, every hero knocked out).
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

-- Axl (8 Resilience: 24 health) next to Coralbug 1, who attacks him on card
-- 1 (Attack 3) after Axl's quiet turn; Coralbug 2 far away.
local function attacked(opts)
  opts = opts or {}
  local g = H.game("arena", opts.heroes or {"axl"})
  H.keep(g, {coralbug = {1, 2}})
  local axl = H.hero(g, "axl")
  local bugs = H.enemies(g, "coralbug")
  H.put(g, axl, "D4")
  H.put(g, bugs[1], "E4")
  H.put(g, bugs[2], "I8")
  H.hand(g, axl, {"axl/brace"})
  H.top(g, "coralbug", 1)
  if opts.setup then opts.setup(g, axl) end
  H.select(g, opts.picks or {"Brace"})
  return g, axl, bugs
end

test("a Wound on first entering a lower level, placed on the grid", function()
  -- "When advancing to a lower level for the first time, gain a Wound." "When
  -- you gain a Wound, place it on your grid into an empty space, or over a
  -- space with an action card. If you place it over a card, discard that
  -- card."
  local g, axl = attacked{setup = function(g, axl) H.set_health(g, axl, 17) end}
  H.dice(g, {H.BLANK}, "danger")
  H.pass(g) -- Brace on the top left
  eq(H.kind(g), "tb.wound", "17 - 3 = 14: into the Wounded level")
  local d = H.decision(g)
  eq(#d.options, 9, "eight spaces and... every space without a Wound")
  H.answer(g, "Wound on the top left space, discarding Brace")
  eq(g:entity_get(g:entity_get(axl, "slot.1"), "name"), "wound")
  eq(g:entity_get(axl, "wounds"), 1)
  local discard = g:zone_find("discard." .. axl)
  eq(g:entity_get(g:zone_at(discard, 1), "name"), "axl/brace", "the card under it discarded")
end)

test("healing back up keeps the Wound; crossing again gives none", function()
  -- "You may advance back up a level, however, you will not heal the Wound
  -- by moving back up. You will not take another Wound if you cross the same
  -- level again."
  local g, axl = attacked{setup = function(g, axl) H.set_health(g, axl, 17) end}
  H.dice(g, {H.BLANK}, "danger")
  H.pass(g)
  H.answer(g, "Wound on the bottom space")
  eq(H.health(g, axl), 14)
  -- Round 2: heal back to the top level (a Fruit and the Heal 1 space),
  -- then be hit below it again.
  g:entity_set(axl, "fruit", 1)
  H.top(g, "coralbug", 5) -- Initiative +1, Move 2, Attack 3: still after Axl
  H.select(g, {"Steady Aim"})
  H.answer(g, "Place Steady Aim on the bottom right space")
  H.answer(g, "Row")
  H.answer(g, "Activate the bottom left space")
  H.answer(g, "Use Heal 1")
  H.answer(g, "Eat a Fruit: Heal 2")
  eq(H.health(g, axl), 17, "back on the Healthy level")
  eq(g:entity_get(axl, "wounds"), 1, "the Wound stays")
  H.dice(g, {H.BLANK}, "danger")
  H.answer(g, "End the turn")
  eq(H.health(g, axl), 14, "Wounded again")
  eq(g:entity_get(axl, "wounds"), 1, "no second Wound for the same level")
end)

test("the Wounded level crossed a second time gives no Wound", function()
  local g, axl = attacked{setup = function(g, axl)
    H.set_health(g, axl, 17)
    -- As if Axl had been below 17 before: the crossing is remembered.
    local t = g:entity_get(axl, "health")
    g:track_set(t, 15)
    g:track_set(t, 17)
  end}
  H.dice(g, {H.BLANK}, "danger")
  H.pass(g)
  eq(H.kind(g), "tb.card", "no Wound this time: round 2 begins")
  eq(g:entity_get(axl, "wounds"), 0)
  eq(H.health(g, axl), 14)
end)

test("knocked out: off the track, cards back in the deck, Wounds stay; all heroes out fails", function()
  -- "Remove your Initiative token from the Initiative track ... Shuffle your
  -- Initiative card and all action cards from your grid and hand into your
  -- hero deck. Leave Wounds and Battle Scars on your Nexus grid." "If all
  -- heroes are knocked out at any point during the scenario, they fail."
  local g, axl = attacked{setup = function(g, axl)
    H.set_health(g, axl, 2)
    local t = g:entity_get(axl, "health")
    g:track_set(t, 1) -- both Wounds taken before
    g:track_set(t, 2)
  end}
  H.dice(g, {H.BLANK}, "danger")
  H.pass(g)
  eq(g:run(), "done", "the only hero is out: the scenario fails")
  local r = g:result()
  eq(#r.winners, 0, "no winners")
  ok(r.reason:find("knocked out"), r.reason)
  eq(g:entity_get(axl, "ko"), true)
  local track = H.record.get(g, "init")
  for _, t in ipairs(g:initiative_order(track)) do ok(t ~= axl, "off the track") end
  eq(g:zone_size(g:zone_find("hand." .. axl)), 0, "hand shuffled in")
  eq(g:zone_size(g:zone_find("draw." .. axl)), 13, "every action card, the Power card too")
end)

test("a knocked out hero is revived with a Fruit and stands up at the round end", function()
  -- "An adjacent hero may Interact and spend a Fruit to revive you. At the
  -- end of the round in which you were revived, stand your figure up, place
  -- your Initiative token into the rightmost space of your starting
  -- Initiative level, and draw up to your hand size. Place your health
  -- tracker on the rightmost space of your bottom health track."
  local g = H.game("arena", {"axl", "eko"})
  H.keep(g, {coralbug = {1}})
  local axl, eko = H.hero(g, "axl"), H.hero(g, "eko")
  local bug = H.enemies(g, "coralbug")[1]
  H.put(g, axl, "D4")
  H.put(g, eko, "C4")
  H.put(g, bug, "I8")
  H.hand(g, axl, {"axl/brace"})
  H.hand(g, eko, {"eko/shell-weave"})
  g:entity_set(eko, "fruit", 1)
  H.top(g, "coralbug", 6)
  H.set_track(g, {{eko, axl, H.group(g, "coralbug")}})
  H.begin(g)
  -- Axl is knocked out before the round's cards are chosen.
  local t = g:entity_get(axl, "health")
  g:track_set(t, 0)
  g:entity_set(axl, "ko", true)
  local track = H.record.get(g, "init")
  g:initiative_remove(track, axl)
  eq(H.kind(g), "tb.card")
  -- The card selection was asked of both players before the knock out: pick.
  H.select(g, {"Shell Weave", "Brace"})
  eq(H.decision(g).prompt:match("^(%a+)"), "Eko")
  g:answer(1)
  H.answer(g, "Row")
  H.answer(g, "Interact: revive Axl (spend a Fruit)")
  eq(g:entity_get(eko, "fruit"), 0)
  H.answer(g, "End the turn")
  -- Round end: Axl stands up.
  eq(H.kind(g), "tb.card")
  eq(g:entity_get(axl, "ko"), nil)
  eq(H.health(g, axl), 8, "the rightmost space of the bottom track")
  local lv = g:initiative_where_is(track, axl)
  eq(lv, g:entity_get(axl, "start_level"), "back on his starting level")
  eq(g:zone_size(g:zone_find("hand." .. axl)), 4)
end)

test("defeating every enemy succeeds at once", function()
  local g = H.game("arena", {"dust"})
  H.keep(g, {coralbug = {1}})
  local dust = H.hero(g, "dust")
  local bug = H.enemies(g, "coralbug")[1]
  H.put(g, dust, "D4")
  H.put(g, bug, "E4")
  H.set_health(g, bug, 1)
  H.hand(g, dust, {"dust/surge-strike"})
  H.top(g, "coralbug", 6)
  H.select(g, {"Surge Strike"})
  H.answer(g, "Place Surge Strike on the top left")
  H.answer(g, "Row")
  H.dice(g, {H.HIT, H.HIT, H.HIT})
  H.answer(g, "Activate Surge Strike")
  eq(H.answer(g, "Use Attack 3"), "done")
  local r = g:result()
  eq(#r.winners, 1, "the player wins")
  eq(r.reason, "every enemy defeated")
end)

test("the scenario fails when round 12 ends with enemies left", function()
  -- "if a scenario uses the round tracker and it has not been completed by
  -- the end of Round 12, the heroes fail."
  local g = H.game("walls", {"axl"})
  local axl = H.hero(g, "axl")
  H.put(g, axl, "A1")
  H.begin(g)
  local guard = 0
  while g:run() == "decision" and guard < 2000 do
    local d = g:decision()
    local pick = 1
    for i, o in ipairs(d.options) do
      if o == "End the turn" or o:find("^Take") or o:find("^Keep") or o:find("^Let it") then pick = i end
    end
    g:answer(pick)
    guard = guard + 1
  end
  eq(g:run(), "done")
  local r = g:result()
  eq(#r.winners, 0)
  if r.reason:find("round") then
    eq(H.record.get(g, "round"), 12, "after 12 rounds")
  else
    ok(r.reason:find("knocked out"), r.reason)
  end
end)
