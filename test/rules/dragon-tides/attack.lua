-- Attacks: Advantage, counterattacks, the penalties of Strike, Grapple and
-- Throw, Grapple tokens, incapacitation and the end of the sparring match.
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")
local F, S, B, X = H.FIST, H.SHIELD, H.BOTH, H.BLANK

test("a failed attack gives a counterattack with the same roll, the defender's Maneuver", function()
  -- "The counterattack uses the same roll as the attack. Do not reroll."
  local g = H.duel()
  H.answer(g, "Attack Goliath")
  local bruce, goliath = H.fighter(g, "bruce-lee"), H.fighter(g, "goliath")
  local since = g:event_end()
  -- Bruce (6 dice): 0 fists, 2 shields. Goliath wins (Grapple beats Strike):
  -- 4 + 2 dice, 4 fists, no shield.
  H.dice(g, {S, S, X, X, X, X, F, F, F, F, X, X})
  H.showdown(g, {[0] = "Strike", [1] = "Grapple"})
  eq(#H.rolls(g, since), 2, "one roll each, no reroll")
  -- Counterattack Advantage: 4 fists - 2 shields = 2. Grapple: 1 Health,
  -- tokens equal to the Advantage.
  eq(H.health(g, bruce), H.hmax(g, bruce) - 1)
  eq(H.health(g, goliath), H.hmax(g, goliath))
  local hit = events(g, since, "dt.hit")[1]
  eq(hit.subject, bruce, "the attacker lost")
  eq(hit[3], 2, "Advantage 2: two Grapple tokens")
  eq(hit[4], 1, "a counterattack")
  -- Bruce's turn, his phase in the Dojo, is over: the tokens are back.
  eq(g:entity_get(bruce, "grapple"), 0)
end)

test("equal fists and shields: the attack fails; no counter without more fists", function()
  local g = H.duel()
  H.answer(g, "Attack Goliath")
  local bruce, goliath = H.fighter(g, "bruce-lee"), H.fighter(g, "goliath")
  H.dice(g, {F, F, B, X, X, X, S, S, S, X})
  -- Bruce: 3 fists, 1 shield; Goliath: 3 shields, no fist.
  H.showdown(g, {[0] = "Strike", [1] = "Strike"})
  eq(H.health(g, goliath), H.hmax(g, goliath), "3 fists against 3 shields fail")
  eq(H.health(g, bruce), H.hmax(g, bruce), "0 fists against 1 shield: no counterattack")
end)

test("no counterattack when the attacker is outside the defender's Reach", function()
  -- Bruce with a Nunchucku (Reach 2) two spaces from Goliath (Reach 1).
  local g = H.dojo({"bruce-lee", "goliath"}, {"F3", "H3"})
  H.give(g, H.fighter(g, "bruce-lee"), "nunchucku")
  H.lights(g, "Flow Like Water")
  H.answer(g, "Stand your ground")
  H.answer(g, "Attack Goliath")
  local bruce = H.fighter(g, "bruce-lee")
  H.dice(g, {X, X, X, X, X, X, X, F, F, F, F})
  H.showdown(g, {[0] = "Strike", [1] = "Strike"})
  eq(H.health(g, bruce), H.hmax(g, bruce), "Goliath's 4 fists go unanswered: no Reach")
end)

test("Grapple tokens lower every Stat, one die is always rolled, they go at the end of the phase", function()
  local g = H.duel()
  local bruce, goliath = H.fighter(g, "bruce-lee"), H.fighter(g, "goliath")
  H.answer(g, "Attack Goliath")
  -- Bruce wins a Grapple (Grapple beats Strike... for Goliath; here both
  -- Grapple): 3 + 1 dice, 4 fists; Goliath 4 dice, no shield.
  H.dice(g, {F, F, F, F, X, X, X, X})
  H.showdown(g, {[0] = "Grapple", [1] = "Grapple"})
  eq(H.health(g, goliath), H.hmax(g, goliath) - 1, "Grapple: the loser loses 1 Health")
  eq(g:entity_get(goliath, "grapple"), 4, "and gains tokens equal to the Advantage")
  -- Goliath's turn: Move 2 - 4 leaves no Sprint; his Throw 3 - 4 (+1 step)
  -- still rolls one die: "characters are always allowed to roll one die".
  H.lights(g, "Headbutt")
  local sprints = 0
  for _, o in ipairs(H.options(g)) do if o:find("^Sprint") then sprints = sprints + 1 end end
  eq(sprints, 0, "no Sprint with Move below 1")
  H.answer(g, "Step to G2")
  H.answer(g, "Attack Bruce Lee")
  H.answer(g, "Go on")
  local since = g:event_end()
  H.dice(g, {X, X, X, X, X, X, X})
  H.showdown(g, {[0] = "Throw", [1] = "Throw"})
  eq(H.rolls(g, since)[1].n, 1, "Throw 3 - 4 tokens + 1 step: one die")
  -- Bruce's Lights comes next: Goliath's phase has ended and so have his tokens.
  eq(g:entity_get(goliath, "grapple"), 0, "tokens returned at the end of Goliath's turn")
end)

test("Throw: 1 Health, thrown up to the Advantage, then the winner may interact next to the landing", function()
  local g = H.dojo({"viktoria-jovovich", "goliath"}, {"J5", "K5"})
  local vik, goliath = H.fighter(g, "viktoria-jovovich"), H.fighter(g, "goliath")
  H.lights(g, "Wall Run")
  H.answer(g, "Stand your ground")
  H.answer(g, "Attack Goliath")
  -- Viktoria Throws (5 + 1 dice): 2 fists; Goliath (3 dice): no shield.
  H.dice(g, {F, F, X, X, X, X, X, X, X})
  H.showdown(g, {[0] = "Throw", [1] = "Throw"})
  eq(H.health(g, goliath), H.hmax(g, goliath) - 1, "Throw: the loser loses 1 Health")
  local _, kind = H.prompt(g)
  eq(kind, "throw")
  ok(H.has(g, "Throw them to K7"), "two spaces away")
  ok(not H.has(g, "Throw them to K8"), "not three")
  ok(not H.has(g, "Throw them to L6"), "not onto a Crowd")
  H.answer(g, "Throw them to K4")
  eq(H.where(g, goliath), "K4")
  -- K4 lies next to the barrel on L5 and the changing room door above K4.
  ok(H.has(g, "Move the barrel at L5"), "the barrel next to the landing")
  ok(H.has(g, "Open the door K3/K4"), "the door next to the landing")
  H.answer(g, "Open the door K3/K4")
  local door = g:entity_next(0, "dt.door")
  eq(g:entity_get(door, "state"), "open")
end)

-- Issue 21: after a counter-Throw, who may "interact with one object the
-- loser lands next to"? The rule names the attacker ("In the case of Throw
-- ... the attacker may also interact"), and a counterattack is "An attack
-- launched by the defender": the counter-thrower is the attacker of the
-- counterattack, and the winner, as the attacker is for an attack. So the
-- defender who counter-Throws throws and interacts; the thrown attacker
-- does not.
test("a counter-Throw: the defender throws the attacker and may interact next to the landing", function()
  local g = H.dojo({"viktoria-jovovich", "goliath"}, {"J5", "K5"})
  local vik, goliath = H.fighter(g, "viktoria-jovovich"), H.fighter(g, "goliath")
  H.lights(g, "Wall Run")
  H.answer(g, "Stand your ground")
  H.answer(g, "Attack Goliath")
  -- Viktoria (6 dice): nothing; Goliath (3 dice): 2 fists, a counter-Throw
  -- with Advantage 2.
  H.dice(g, {X, X, X, X, X, X, F, F, X})
  H.showdown(g, {[0] = "Throw", [1] = "Throw"})
  eq(H.health(g, vik), H.hmax(g, vik) - 1, "the attacker loses 1 Health")
  local d = g:decision()
  eq(d.kind, "throw")
  eq(d.players[1], 1, "Goliath, who counterattacked, throws")
  H.answer(g, "Throw them to K4", 1)
  eq(H.where(g, vik), "K4")
  d = g:decision()
  eq(d.kind, "interact", "an object next to where Viktoria landed")
  eq(d.players[1], 1, "Goliath interacts, not the thrown Viktoria")
  ok(H.has(g, "Open the door K3/K4"))
end)

test("incapacitation removes the character and its items and ends the match", function()
  -- "This sparring match is over when any character is incapacitated."
  local g = H.duel()
  local bruce, goliath = H.fighter(g, "bruce-lee"), H.fighter(g, "goliath")
  H.give(g, goliath, "chair")
  H.set_health(g, goliath, 2)
  H.answer(g, "Attack Goliath")
  H.dice(g, {F, F, F, F, F, F, X, X, X, X, X})
  local state = H.showdown(g, {[0] = "Strike", [1] = "Strike"})
  eq(state, "done")
  eq(g:entity_get(goliath, "out"), true)
  eq(g:grid_locate(H.grid(g), goliath), nil, "off the map")
  eq(g:entity_get(goliath, "item"), nil, "with its items")
  local r = g:result()
  eq(r.reason, "knockout")
  eq(r.winners[1], 0, "Bruce's player knocked Goliath out")
  eq(#r.winners, 1)
end)

test("Take a Step's die is for this turn's next roll only", function()
  local g = H.duel({camera = "Step to F2"})
  H.answer(g, "Pass")
  -- Goliath attacks Bruce: Bruce's step die is gone.
  H.lights(g, "Headbutt")
  H.answer(g, "Step to G2")
  H.answer(g, "Attack Bruce Lee")
  H.answer(g, "Go on")
  local since = g:event_end()
  H.dice(g, {X, X, X, X, X, X, X, X, X, X})
  H.showdown(g, {[0] = "Strike", [1] = "Strike"})
  local r = H.rolls(g, since)
  eq(r[1].n, H.stat(g, H.fighter(g, "goliath"), "strike") + 1, "Goliath: Strike and his own step")
  eq(r[2].n, H.stat(g, H.fighter(g, "bruce-lee"), "strike"), "Bruce defends with his Strike, no step die")
end)

test("a fighter's stats after Grapple tokens are asked, not read off a prompt", function()
  -- "Subtract 1 from all Stats for each Grapple token."
  local g = H.duel()
  local goliath = H.fighter(g, "goliath")
  local move, strike = g:query(0, "move", goliath), g:query(1, "strike", goliath)
  eq(move, H.stat(g, goliath, "move"), "no token: the printed Move")
  g:entity_set(goliath, "grapple", 2)
  eq(g:query(0, "move", goliath), move - 2, "two tokens: Move -2, to any player")
  eq(g:query(1, "strike", goliath), strike - 2)
  eq(g:query(0, "reach", goliath), 1)
  fails(function() g:query(0, "speed", goliath) end,
        "no query 'speed' (the game's queries: grapple, move, reach, strike, throw)")
end)
