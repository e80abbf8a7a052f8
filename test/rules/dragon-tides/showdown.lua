-- The Showdown: simultaneous secret Maneuvers, the designed cycle and its
-- variant, the winner's SUPER step and two bonus dice.
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")

test("the Showdown is one decision answered by both players in secret", function()
  local g = H.duel()
  H.answer(g, "Attack Goliath")
  local d = g:decision()
  eq(d.kind, "showdown")
  eq(#d.players, 2, "attacker and defender answer together")
  eq(table.concat(d.options, ","), "Strike,Grapple,Throw")
  -- One answer is not enough: the rules wait for the other.
  g:answer_as(1, 1)
  eq(g:run(), "decision", "still waiting")
  eq(g:decision().players[1], 0, "for the attacker")
end)

test("same Maneuver: each rolls dice equal to that Stat, no bonus, no SUPER step", function()
  -- "If both players chose the same Maneuver, each player rolls dice equal
  -- to the character's appropriate Stat."
  local g = H.duel()
  H.answer(g, "Attack Goliath")
  local bruce, goliath = H.fighter(g, "bruce-lee"), H.fighter(g, "goliath")
  local since = g:event_end()
  H.dice(g, {1, 1, 1, 1, 3, 6, 3, 3, 6, 6})
  H.showdown(g, {[0] = "Strike", [1] = "Strike"})
  local r = H.rolls(g, since)
  eq(r[1].n, H.stat(g, bruce, "strike") + 1, "Bruce: his Strike, +1 for Taking a Step")
  eq(r[2].n, H.stat(g, goliath, "strike"), "Goliath: his Strike")
  eq(H.super(g, bruce), 0)
  eq(H.super(g, goliath), 0)
  -- "Subtract the number of shields rolled by the defender from the number
  -- of fists rolled by the attacker": 4 - 2 = Advantage 2.
  eq(H.health(g, goliath), H.hmax(g, goliath) - 2, "Strike: Health lost equals the Advantage")
end)

test("classic cycle: Strike beats Throw; the winner advances SUPER and adds two dice", function()
  -- "Each time you win a Showdown, you get two rewards. You advance your
  -- SUPER one space ... You also add two bonus dice to your roll"
  local g = H.duel()
  H.answer(g, "Attack Goliath")
  local bruce, goliath = H.fighter(g, "bruce-lee"), H.fighter(g, "goliath")
  local since = g:event_end()
  H.dice(g, {6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6})
  H.showdown(g, {[0] = "Strike", [1] = "Throw"})
  local r = H.rolls(g, since)
  eq(r[1].n, H.stat(g, bruce, "strike") + 1 + 2, "Strike, step 1, winner 2")
  eq(r[2].n, H.stat(g, goliath, "throw"), "Goliath rolls his Throw")
  eq(H.super(g, bruce), 1, "winner's SUPER")
  eq(H.super(g, goliath), 0)
  local s = events(g, since, "dt.showdown")[1]
  eq(s[4], bruce, "the attacker won")
end)

test("classic cycle: Grapple beats Strike and Throw beats Grapple", function()
  for _, case in ipairs{{"Strike", "Grapple", "goliath"}, {"Grapple", "Throw", "goliath"},
                        {"Grapple", "Strike", "bruce-lee"}, {"Throw", "Grapple", "bruce-lee"}} do
    local g = H.duel()
    H.answer(g, "Attack Goliath")
    local since = g:event_end()
    H.dice(g, {6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6})
    H.showdown(g, {[0] = case[1], [1] = case[2]})
    eq(events(g, since, "dt.showdown")[1][4], H.fighter(g, case[3]), case[1] .. " vs " .. case[2])
  end
end)

test("the reverse cycle variant turns the cycle round", function()
  local g = H.duel({options = {cycle = "reverse"}})
  H.answer(g, "Attack Goliath")
  local since = g:event_end()
  H.dice(g, {6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6})
  H.showdown(g, {[0] = "Strike", [1] = "Throw"})
  eq(events(g, since, "dt.showdown")[1][4], H.fighter(g, "goliath"), "Throw beats Strike in reverse")
  eq(H.super(g, H.fighter(g, "goliath")), 1, "the defender's SUPER advances")
end)

test("an unknown cycle is refused before the game starts (the declared options)", function()
  fails(function() H.dojo({"bruce-lee", "goliath"}, {"F3", "G3"}, {options = {cycle = "sideways"}}) end,
        "dragon-tides/dojo: option cycle=sideways: one of classic, reverse is needed")
end)

test("a misspelt option is refused, naming the dojo's options", function()
  fails(function() H.dojo({"bruce-lee", "goliath"}, {"F3", "G3"}, {options = {cylce = "reverse"}}) end,
        "scenario 'dojo' has no option 'cylce' (its options: characters, cycle, starter)")
end)

test("Jeet Kune Do: the same Maneuver wins the Showdown for its owner", function()
  local g = H.dojo({"bruce-lee", "goliath"}, {"F3", "G3"})
  H.lights(g, "Jeet Kune Do", "up")
  H.answer(g, "Stand your ground")
  H.answer(g, "Attack Goliath")
  local since = g:event_end()
  H.dice(g, {6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6})
  H.showdown(g, {[0] = "Grapple", [1] = "Grapple"})
  eq(events(g, since, "dt.showdown")[1][4], H.fighter(g, "bruce-lee"))
  eq(H.rolls(g, since)[1].n, 3 + 1 + 2, "Grapple 3, step, winner")
end)
