-- Tiger IP's six Signature Moves do what their cards say
-- (cards/dragon-tides/moves/tiger-ip.lua).
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")
local F, S, X = H.FIST, H.SHIELD, H.BLANK

test("Chain Punches: +1 die when Tiger Strikes, and one more bonus die on a Showdown win", function()
  -- "Reveal when you attack. +1 die when you Strike; when you win the
  -- Showdown, roll one more bonus die."
  local g, tiger, goliath = H.setup{attacker = "tiger-ip", defender = "goliath",
                                    amove = "Chain Punches", dmove = "Headbutt"}
  local na = H.stat(g, tiger, "strike") + 1 + 1 + 2 + 1
  local since = H.attack(g, "Goliath", {[0] = "Strike", [1] = "Throw"},
                         H.pad({}, na + H.stat(g, goliath, "throw")), {[0] = "Reveal Chain Punches"})
  eq(H.rolls(g, since)[1].n, na, "Strike, step, Chain Punches, 2 + 1 bonus dice")
end)

test("Wooden Dummy Drills: face up, +1 die attacking and +1 defending", function()
  -- "Placed face up. +1 die attacking and +1 die defending."
  local g, tiger, goliath = H.setup{attacker = "tiger-ip", defender = "goliath",
                                    amove = "Wooden Dummy Drills", aface = "up", dmove = "Headbutt"}
  local na = H.stat(g, tiger, "strike") + 1 + 1
  local since = H.attack(g, "Goliath", {[0] = "Strike", [1] = "Strike"}, H.pad({}, na + H.stat(g, goliath, "strike")))
  eq(H.rolls(g, since)[1].n, na, "attacking")
  H.answer(g, "Keep Headbutt face down")
  H.answer(g, "Stand your ground")
  since = H.attack(g, "Tiger IP", {[0] = "Strike", [1] = "Strike"},
                   H.pad({}, H.stat(g, goliath, "strike") + 1 + H.stat(g, tiger, "strike") + 1))
  eq(H.rolls(g, since)[2].n, H.stat(g, tiger, "strike") + 1, "defending")
end)

test("Centerline: +1 die defending, and the same Maneuver wins the Showdown", function()
  -- "Reveal when you are attacked. +1 die defending; when your Maneuver is
  -- the same as your opponent's, you win the Showdown."
  local g, goliath, tiger = H.setup{attacker = "goliath", defender = "tiger-ip",
                                    amove = "Headbutt", dmove = "Centerline"}
  local nd = H.stat(g, tiger, "grapple") + 1 + 2
  local since = H.attack(g, "Tiger IP", {[0] = "Grapple", [1] = "Grapple"},
                         H.pad({}, H.stat(g, goliath, "grapple") + 1 + nd), {[1] = "Reveal Centerline"})
  eq(events(g, since, "dt.showdown")[1][4], tiger, "Tiger wins the mirror")
  eq(H.rolls(g, since)[2].n, nd, "Grapple, Centerline, 2 bonus dice")
end)

test("Sticky Hands: counterattack whatever the Reach, Advantage +1 when it lands", function()
  -- "Reveal when you are attacked. You may counterattack whatever your
  -- Reach; Advantage +1 when your counterattack succeeds."
  local g, goliath, tiger = H.setup{attacker = "goliath", defender = "tiger-ip", cells = {"F3", "H3"},
                                    amove = "Headbutt", dmove = "Sticky Hands",
                                    before = function(g2) H.give(g2, H.fighter(g2, "goliath"), "nunchucku") end}
  H.attack(g, "Tiger IP", {[0] = "Strike", [1] = "Strike"},
           H.cat(H.pad({}, H.stat(g, goliath, "strike") + 2), H.pad({F, F}, H.stat(g, tiger, "strike"))),
           {[1] = "Reveal Sticky Hands"})
  eq(H.health(g, goliath), H.hmax(g, goliath) - 3, "from two spaces: Advantage 2 + 1")
end)

test("Sticky Hands: no Advantage bonus on Tiger's own attack", function()
  -- "Advantage +1 when your counterattack succeeds" (not an attack).
  local g, tiger, goliath = H.setup{attacker = "tiger-ip", defender = "goliath",
                                    amove = "Sticky Hands", aface = "up", dmove = "Headbutt"}
  H.attack(g, "Goliath", {[0] = "Strike", [1] = "Strike"},
           H.cat(H.pad({F, F}, H.stat(g, tiger, "strike") + 1), H.pad({}, H.stat(g, goliath, "strike"))))
  eq(H.health(g, goliath), H.hmax(g, goliath) - 2)
end)

test("Nimble Footwork: Move +2", function()
  -- "Reveal at the start of your Camera. Move +2."
  local g = H.setup{attacker = "tiger-ip", defender = "goliath", cells = {"A2", "L9"},
                    amove = "Nimble Footwork", dmove = "Headbutt", camera = false}
  ok(H.has(g, "Sprint to E2") and not H.has(g, "Sprint to F2"), "Move 4")
  H.answer(g, "Reveal Nimble Footwork")
  ok(H.has(g, "Sprint to G2") and not H.has(g, "Sprint to H2"), "Move 6")
end)

test("Grandmaster's Calm: the SUPER advances one step on the reveal", function()
  -- "Reveal at the start of your Action. Advance your SUPER one step."
  local g, tiger = H.setup{attacker = "tiger-ip", defender = "goliath",
                           amove = "Grandmaster's Calm", dmove = "Headbutt"}
  H.set_super(g, tiger, 2)
  H.answer(g, "Reveal Grandmaster's Calm")
  eq(H.super(g, tiger), 3)
end)
