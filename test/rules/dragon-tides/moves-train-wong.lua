-- Train Wong's six Signature Moves do what their cards say
-- (cards/dragon-tides/moves/train-wong.lua).
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")
local F, S, X = H.FIST, H.SHIELD, H.BLANK

test("Ladder Defense: +2 dice defending", function()
  -- "Reveal when you are attacked. +2 dice defending."
  local g, goliath, train = H.setup{attacker = "goliath", defender = "train-wong",
                                    amove = "Headbutt", dmove = "Ladder Defense"}
  local nd = H.stat(g, train, "throw") + 2
  local since = H.attack(g, "Train Wong", {[0] = "Throw", [1] = "Throw"},
                         H.pad({}, H.stat(g, goliath, "throw") + 1 + nd), {[1] = "Reveal Ladder Defense"})
  eq(H.rolls(g, since)[2].n, nd)
end)

test("Drunken Boxing: face up, +1 die on every roll", function()
  -- "Placed face up. +1 die on every roll."
  local g, train, goliath = H.setup{attacker = "train-wong", defender = "goliath",
                                    amove = "Drunken Boxing", aface = "up", dmove = "Headbutt"}
  local na = H.stat(g, train, "grapple") + 1 + 1
  local since = H.attack(g, "Goliath", {[0] = "Grapple", [1] = "Grapple"},
                         H.pad({}, na + H.stat(g, goliath, "grapple")))
  eq(H.rolls(g, since)[1].n, na, "attacking")
  H.answer(g, "Keep Headbutt face down")
  H.answer(g, "Stand your ground")
  since = H.attack(g, "Train Wong", {[0] = "Strike", [1] = "Strike"},
                   H.pad({}, H.stat(g, goliath, "strike") + 1 + H.stat(g, train, "strike") + 1))
  eq(H.rolls(g, since)[2].n, H.stat(g, train, "strike") + 1, "defending")
end)

test("Prop Fu: Reach +1 and +1 die attacking", function()
  -- "Reveal at the start of your Action. Reach +1 and +1 die attacking."
  local g, train, goliath = H.setup{attacker = "train-wong", defender = "goliath", cells = {"F3", "H3"},
                                    amove = "Prop Fu", dmove = "Headbutt"}
  ok(not H.has(g, "Attack Goliath"))
  H.answer(g, "Reveal Prop Fu")
  local na = H.stat(g, train, "throw") + 1 + 1
  local since = H.attack(g, "Goliath", {[0] = "Throw", [1] = "Throw"}, H.pad({}, na + H.stat(g, goliath, "throw")))
  eq(H.rolls(g, since)[1].n, na)
end)

test("Stunt Fall: 2 less Health from the blow it is revealed against", function()
  -- "Reveal when an attack or counterattack against you succeeds. Lose 2
  -- less Health from it."
  local g, goliath, train = H.setup{attacker = "goliath", defender = "train-wong",
                                    amove = "Headbutt", dmove = "Stunt Fall"}
  H.attack(g, "Train Wong", {[0] = "Strike", [1] = "Strike"},
           H.cat(H.pad({F, F, F}, H.stat(g, goliath, "strike") + 1), H.pad({}, H.stat(g, train, "strike"))))
  H.on_hit(g, "Reveal Stunt Fall")
  eq(H.health(g, train), H.hmax(g, train) - 1, "Advantage 3, 2 less")
end)

test("Scaffold Climb: Move +2, and Sprint through enemies without ending there", function()
  -- "Reveal at the start of your Camera. Move +2, and you may Sprint
  -- through enemies, Cameos and Crowds (never ending there)."
  local g = H.setup{attacker = "train-wong", defender = "goliath", cells = {"J5", "K4"},
                    amove = "Scaffold Climb", dmove = "Headbutt", camera = false,
                    before = function(g2) H.open_door(g2, "K3", "s") end}
  ok(not H.has(g, "Sprint to K3"), "Goliath blocks the doorway")
  H.answer(g, "Reveal Scaffold Climb")
  ok(H.has(g, "Sprint to K3"), "through him")
  ok(not H.has(g, "Sprint to K4"))
  -- The watching students (Crowds) on F1 and G1: from E1 over them to H1.
  local g2 = H.setup{attacker = "train-wong", defender = "goliath", cells = {"E1", "L9"},
                     amove = "Scaffold Climb", dmove = "Headbutt", camera = false}
  H.answer(g2, "Reveal Scaffold Climb")
  ok(H.has(g2, "Sprint to H1"), "through the Crowd")
  ok(not H.has(g2, "Sprint to F1"), "never ending on it")
end)

test("Slapstick Counter: counterattack whatever the Reach, one more bonus die on a Showdown win", function()
  -- "Reveal when you are attacked. You may counterattack whatever your
  -- Reach; when you win the Showdown, roll one more bonus die."
  local g, goliath, train = H.setup{attacker = "goliath", defender = "train-wong", cells = {"F3", "H3"},
                                    amove = "Headbutt", dmove = "Slapstick Counter",
                                    before = function(g2) H.give(g2, H.fighter(g2, "goliath"), "nunchucku") end}
  local nd = H.stat(g, train, "grapple") + 2 + 1
  local since = H.attack(g, "Train Wong", {[0] = "Strike", [1] = "Grapple"},
                         H.cat(H.pad({}, H.stat(g, goliath, "strike") + 2), H.pad({F, F}, nd)),
                         {[1] = "Reveal Slapstick Counter"})
  eq(H.rolls(g, since)[2].n, nd, "Grapple beats Strike: 2 + 1 bonus dice")
  eq(H.health(g, goliath), H.hmax(g, goliath) - 1, "the counter-Grapple lands from two spaces")
  eq(events(g, since, "dt.hit")[1][3], 2, "Advantage 2: two Grapple tokens (back at the end of Goliath's turn)")
end)
