-- Bruce Lee's six Signature Moves do what their cards say
-- (cards/dragon-tides/moves/bruce-lee.lua).
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")
local F, S, X = H.FIST, H.SHIELD, H.BLANK

test("One-Inch Punch: +2 dice when Bruce Strikes, none when he Grapples", function()
  -- "Reveal when you attack. +2 dice when you Strike."
  local g, bruce, goliath = H.setup{attacker = "bruce-lee", defender = "goliath",
                                    amove = "One-Inch Punch", dmove = "Headbutt"}
  local na = H.stat(g, bruce, "grapple") + 1
  local since = H.attack(g, "Goliath", {[0] = "Grapple", [1] = "Grapple"},
                         H.pad({}, na + H.stat(g, goliath, "grapple")), {[0] = "Reveal One-Inch Punch"})
  eq(H.rolls(g, since)[1].n, na, "a Grapple gets nothing")
  H.answer(g, "Keep Headbutt face down")
  H.answer(g, "Stand your ground")
  -- Goliath attacks; the face-up punch still counts for Bruce's Strike.
  since = H.attack(g, "Bruce Lee", {[0] = "Strike", [1] = "Strike"},
                   H.pad({}, H.stat(g, goliath, "strike") + 1 + H.stat(g, bruce, "strike") + 2))
  eq(H.rolls(g, since)[2].n, H.stat(g, bruce, "strike") + 2, "Strike +2 dice")
end)

test("Intercepting Fist: +1 die defending and a counterattack whatever the Reach", function()
  -- "Reveal when you are attacked. +1 die defending; you may counterattack
  -- whatever your Reach."
  local g, goliath, bruce = H.setup{attacker = "goliath", defender = "bruce-lee", cells = {"F3", "H3"},
                                    amove = "Headbutt", dmove = "Intercepting Fist",
                                    before = function(g2) H.give(g2, H.fighter(g2, "goliath"), "nunchucku") end}
  local na = H.stat(g, goliath, "strike") + 1 + 1
  local nd = H.stat(g, bruce, "strike") + 1
  local since = H.attack(g, "Bruce Lee", {[0] = "Strike", [1] = "Strike"}, H.cat(H.pad({}, na), H.pad({F, F}, nd)),
                         {[1] = "Reveal Intercepting Fist"})
  eq(H.rolls(g, since)[2].n, nd, "Strike +1 die")
  eq(H.health(g, goliath), H.hmax(g, goliath) - 2, "countered from two spaces away with Reach 1")
end)

test("Dragon Kick: Reach +1 and +1 die when Bruce Strikes", function()
  -- "Reveal at the start of your Action. Reach +1, and +1 die when you Strike."
  local g, bruce, goliath = H.setup{attacker = "bruce-lee", defender = "goliath", cells = {"F3", "H3"},
                                    amove = "Dragon Kick", dmove = "Headbutt"}
  ok(not H.has(g, "Attack Goliath"), "two spaces: out of Reach 1")
  H.answer(g, "Reveal Dragon Kick")
  local na = H.stat(g, bruce, "strike") + 1 + 1
  local since = H.attack(g, "Goliath", {[0] = "Strike", [1] = "Strike"}, H.pad({}, na + H.stat(g, goliath, "strike")))
  eq(H.rolls(g, since)[1].n, na)
end)

test("Flow Like Water: Move +2", function()
  -- "Reveal at the start of your Camera. Move +2."
  local g = H.setup{attacker = "bruce-lee", defender = "goliath", cells = {"A2", "L9"},
                    amove = "Flow Like Water", dmove = "Headbutt", camera = false}
  ok(H.has(g, "Sprint to F2") and not H.has(g, "Sprint to G2"), "Move 5")
  H.answer(g, "Reveal Flow Like Water")
  ok(H.has(g, "Sprint to H2") and not H.has(g, "Sprint to I2"), "Move 7")
end)

test("Lightning Reflexes: a Showdown win gives 4 bonus dice", function()
  -- "Reveal when you are attacked. When you win the Showdown, roll 2 more
  -- bonus dice (4 in all)."
  local g, goliath, bruce = H.setup{attacker = "goliath", defender = "bruce-lee",
                                    amove = "Headbutt", dmove = "Lightning Reflexes"}
  local nd = H.stat(g, bruce, "grapple") + 4
  local since = H.attack(g, "Bruce Lee", {[0] = "Strike", [1] = "Grapple"},
                         H.pad({}, H.stat(g, goliath, "strike") + 1 + nd), {[1] = "Reveal Lightning Reflexes"})
  eq(H.rolls(g, since)[2].n, nd, "Grapple beats Strike: 2 + 2 bonus dice")
  eq(H.super(g, bruce), 1)
end)

test("Jeet Kune Do: face up, the same Maneuver wins Bruce the Showdown when attacked too", function()
  -- "Placed face up. When your Maneuver is the same as your opponent's, you
  -- win the Showdown."
  local g, goliath, bruce = H.setup{attacker = "goliath", defender = "bruce-lee",
                                    amove = "Headbutt", dmove = "Jeet Kune Do", dface = "up"}
  local nd = H.stat(g, bruce, "throw") + 2
  local since = H.attack(g, "Bruce Lee", {[0] = "Throw", [1] = "Throw"}, H.pad({}, H.stat(g, goliath, "throw") + 1 + nd))
  eq(events(g, since, "dt.showdown")[1][4], bruce, "Bruce wins the mirror")
  eq(H.rolls(g, since)[2].n, nd)
  eq(H.super(g, bruce), 1)
  eq(H.super(g, goliath), 0)
end)
