-- Goliath's six Signature Moves do what their cards say
-- (cards/dragon-tides/moves/goliath.lua).
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")
local F, S, X = H.FIST, H.SHIELD, H.BLANK

test("Ground Pound: the attack targets every enemy in Reach", function()
  -- "Reveal at the start of your Action. Your attack targets every enemy in
  -- your Reach (a multi-target attack)."
  local g = H.dojo({"goliath", "bruce-lee", "ivan-castle"}, {"G4", "G3", "H5"})
  H.lights(g, "Ground Pound")
  H.answer(g, "Stand your ground")
  ok(not H.has(g, "Attack everyone"))
  H.answer(g, "Reveal Ground Pound")
  H.answer(g, "Attack everyone in Reach: Bruce Lee, Ivan Castle")
  eq(#g:decision().players, 3)
end)

test("Hulking Frame: face up, 1 less Health from every attack", function()
  -- "Placed face up. Lose 1 less Health from every attack against you."
  local g, bruce, goliath = H.setup{attacker = "bruce-lee", defender = "goliath",
                                    amove = "Flow Like Water", dmove = "Hulking Frame", dface = "up"}
  H.attack(g, "Goliath", {[0] = "Strike", [1] = "Strike"},
           H.cat(H.pad({F, F, F}, H.stat(g, bruce, "strike") + 1), H.pad({}, H.stat(g, goliath, "strike"))))
  eq(H.health(g, goliath), H.hmax(g, goliath) - 2, "Advantage 3, 1 less")
end)

test("Body Slam: +2 dice when Goliath Throws", function()
  -- "Reveal when you attack. +2 dice when you Throw."
  local g, goliath, bruce = H.setup{attacker = "goliath", defender = "bruce-lee",
                                    amove = "Body Slam", dmove = "Flow Like Water"}
  local na = H.stat(g, goliath, "throw") + 1 + 2
  local since = H.attack(g, "Bruce Lee", {[0] = "Throw", [1] = "Throw"}, H.pad({}, na + H.stat(g, bruce, "throw")),
                         {[0] = "Reveal Body Slam"})
  eq(H.rolls(g, since)[1].n, na)
end)

test("Headbutt: +1 die when Goliath Strikes and Advantage +1 on a successful attack", function()
  -- "Reveal when you attack. +1 die when you Strike; Advantage +1 when your
  -- attack succeeds."
  local g, goliath, bruce = H.setup{attacker = "goliath", defender = "bruce-lee",
                                    amove = "Headbutt", dmove = "Flow Like Water"}
  local na = H.stat(g, goliath, "strike") + 1 + 1
  local since = H.attack(g, "Bruce Lee", {[0] = "Strike", [1] = "Strike"},
                         H.cat(H.pad({F, F}, na), H.pad({}, H.stat(g, bruce, "strike"))), {[0] = "Reveal Headbutt"})
  eq(H.rolls(g, since)[1].n, na)
  eq(H.health(g, bruce), H.hmax(g, bruce) - 3, "Advantage 2 + 1")
end)

test("Lumbering Charge: Move +2", function()
  -- "Reveal at the start of your Camera. Move +2."
  local g = H.setup{attacker = "goliath", defender = "bruce-lee", cells = {"A2", "L9"},
                    amove = "Lumbering Charge", dmove = "Flow Like Water", camera = false}
  ok(H.has(g, "Sprint to C2") and not H.has(g, "Sprint to E2"), "Move 2")
  H.answer(g, "Reveal Lumbering Charge")
  ok(H.has(g, "Sprint to E2") and not H.has(g, "Sprint to F2"), "Move 4")
end)

test("Titan's Grip: +2 dice when Goliath Grapples", function()
  -- "Reveal when you attack. +2 dice when you Grapple."
  local g, goliath, bruce = H.setup{attacker = "goliath", defender = "bruce-lee",
                                    amove = "Titan's Grip", dmove = "Flow Like Water"}
  local na = H.stat(g, goliath, "grapple") + 1 + 2
  local since = H.attack(g, "Bruce Lee", {[0] = "Grapple", [1] = "Grapple"},
                         H.pad({}, na + H.stat(g, bruce, "grapple")), {[0] = "Reveal Titan's Grip"})
  eq(H.rolls(g, since)[1].n, na)
end)
