-- Luke Elba's six Signature Moves do what their cards say
-- (cards/dragon-tides/moves/luke-elba.lua).
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")
local F, S, X = H.FIST, H.SHIELD, H.BLANK

test("Haymaker: +2 dice when Luke Strikes", function()
  -- "Reveal when you attack. +2 dice when you Strike."
  local g, luke, goliath = H.setup{attacker = "luke-elba", defender = "goliath",
                                   amove = "Haymaker", dmove = "Headbutt"}
  local na = H.stat(g, luke, "strike") + 1 + 2
  local since = H.attack(g, "Goliath", {[0] = "Strike", [1] = "Strike"},
                         H.pad({}, na + H.stat(g, goliath, "strike")), {[0] = "Reveal Haymaker"})
  eq(H.rolls(g, since)[1].n, na)
end)

test("Brick Wall: 1 less Health from the blow it is revealed against", function()
  -- "Reveal when an attack or counterattack against you succeeds. Lose 1
  -- less Health from it."
  local g, goliath, luke = H.setup{attacker = "goliath", defender = "luke-elba",
                                   amove = "Headbutt", dmove = "Brick Wall"}
  H.attack(g, "Luke Elba", {[0] = "Strike", [1] = "Strike"},
           H.cat(H.pad({F, F, F}, H.stat(g, goliath, "strike") + 1), H.pad({}, H.stat(g, luke, "strike"))))
  H.on_hit(g, "Reveal Brick Wall")
  eq(H.health(g, luke), H.hmax(g, luke) - 2, "Advantage 3, 1 less")
end)

test("Street Brawler: face up, Strike +1", function()
  -- "Placed face up. Strike +1."
  local g, luke, goliath = H.setup{attacker = "luke-elba", defender = "goliath",
                                   amove = "Street Brawler", aface = "up", dmove = "Headbutt"}
  local na = H.stat(g, luke, "strike") + 1 + 1
  local since = H.attack(g, "Goliath", {[0] = "Strike", [1] = "Strike"}, H.pad({}, na + H.stat(g, goliath, "strike")))
  eq(H.rolls(g, since)[1].n, na)
end)

test("Stare Down: a Showdown win gives 4 bonus dice", function()
  -- "Reveal when you are attacked. When you win the Showdown, roll 2 more
  -- bonus dice."
  local g, goliath, luke = H.setup{attacker = "goliath", defender = "luke-elba",
                                   amove = "Headbutt", dmove = "Stare Down"}
  local nd = H.stat(g, luke, "throw") + 2 + 2
  local since = H.attack(g, "Luke Elba", {[0] = "Grapple", [1] = "Throw"},
                         H.pad({}, H.stat(g, goliath, "grapple") + 1 + nd), {[1] = "Reveal Stare Down"})
  eq(H.rolls(g, since)[2].n, nd, "Throw beats Grapple")
end)

test("Shoulder Charge: Move +1 and +1 die attacking", function()
  -- "Reveal at the start of your Camera. Move +1 and +1 die attacking."
  local g, luke, goliath = H.setup{attacker = "luke-elba", defender = "goliath", cells = {"F3", "G3"},
                                   amove = "Shoulder Charge", dmove = "Headbutt", camera = false}
  ok(not H.has(g, "Sprint to B3"), "four spaces: beyond Move 3")
  H.answer(g, "Reveal Shoulder Charge")
  ok(H.has(g, "Sprint to B3"), "Move 4")
  H.answer(g, "Stand your ground")
  local na = H.stat(g, luke, "throw") + 1 + 1
  local since = H.attack(g, "Goliath", {[0] = "Throw", [1] = "Throw"}, H.pad({}, na + H.stat(g, goliath, "throw")))
  eq(H.rolls(g, since)[1].n, na)
end)

test("Second Wind: regain 2 Health on the reveal", function()
  -- "Reveal at the start of your Action. Regain 2 Health."
  local g, luke = H.setup{attacker = "luke-elba", defender = "goliath",
                          amove = "Second Wind", dmove = "Headbutt"}
  H.set_health(g, luke, 3)
  H.answer(g, "Reveal Second Wind")
  eq(H.health(g, luke), 5)
end)
