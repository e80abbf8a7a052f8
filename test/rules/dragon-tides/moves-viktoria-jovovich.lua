-- Viktoria Jovovich's six Signature Moves do what their cards say
-- (cards/dragon-tides/moves/viktoria-jovovich.lua).
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")
local F, S, X = H.FIST, H.SHIELD, H.BLANK

test("Scissor Takedown: +2 dice when Viktoria Throws, and 1 more Health from it", function()
  -- "Reveal when you attack. +2 dice when you Throw; your successful Throws
  -- take 1 more Health."
  local g, vik, goliath = H.setup{attacker = "viktoria-jovovich", defender = "goliath",
                                  amove = "Scissor Takedown", dmove = "Headbutt"}
  local na = H.stat(g, vik, "throw") + 1 + 2
  local since = H.attack(g, "Goliath", {[0] = "Throw", [1] = "Throw"},
                         H.cat(H.pad({F}, na), H.pad({}, H.stat(g, goliath, "throw"))),
                         {[0] = "Reveal Scissor Takedown"})
  eq(H.rolls(g, since)[1].n, na)
  eq(H.health(g, goliath), H.hmax(g, goliath) - 2, "a Throw takes 1, +1")
end)

test("Wall Run: Move +3", function()
  -- "Reveal at the start of your Camera. Move +3."
  local g = H.setup{attacker = "viktoria-jovovich", defender = "goliath", cells = {"A2", "L9"},
                    amove = "Wall Run", dmove = "Headbutt", camera = false}
  ok(H.has(g, "Sprint to F2") and not H.has(g, "Sprint to G2"), "Move 5")
  H.answer(g, "Reveal Wall Run")
  ok(H.has(g, "Sprint to I2"), "Move 8")
end)

test("Evasive Flip: +2 dice defending", function()
  -- "Reveal when you are attacked. +2 dice defending."
  local g, goliath, vik = H.setup{attacker = "goliath", defender = "viktoria-jovovich",
                                  amove = "Headbutt", dmove = "Evasive Flip"}
  local nd = H.stat(g, vik, "grapple") + 2
  local since = H.attack(g, "Viktoria Jovovich", {[0] = "Grapple", [1] = "Grapple"},
                         H.pad({}, H.stat(g, goliath, "grapple") + 1 + nd), {[1] = "Reveal Evasive Flip"})
  eq(H.rolls(g, since)[2].n, nd)
end)

test("Leg Lock: +1 die when Viktoria Grapples, Advantage +1 when her attack succeeds", function()
  -- "Reveal when you attack. +1 die when you Grapple; Advantage +1 when
  -- your attack succeeds."
  local g, vik, goliath = H.setup{attacker = "viktoria-jovovich", defender = "goliath",
                                  amove = "Leg Lock", dmove = "Headbutt"}
  local na = H.stat(g, vik, "grapple") + 1 + 1
  local since = H.attack(g, "Goliath", {[0] = "Grapple", [1] = "Grapple"},
                         H.cat(H.pad({F, F}, na), H.pad({}, H.stat(g, goliath, "grapple"))), {[0] = "Reveal Leg Lock"})
  eq(H.rolls(g, since)[1].n, na)
  eq(H.health(g, goliath), H.hmax(g, goliath) - 1, "a Grapple takes 1 Health")
  eq(g:entity_get(goliath, "grapple"), 3, "Advantage 2 + 1 tokens")
end)

test("Hurl: face up, Throws go 2 spaces further and take 1 more Health", function()
  -- "Placed face up. Your Throws may move the loser up to 2 more spaces and
  -- take 1 more Health."
  local g, vik, goliath = H.setup{attacker = "viktoria-jovovich", defender = "goliath", cells = {"F4", "G4"},
                                  amove = "Hurl", aface = "up", dmove = "Headbutt"}
  H.attack(g, "Goliath", {[0] = "Throw", [1] = "Throw"},
           H.cat(H.pad({F}, H.stat(g, vik, "throw") + 1), H.pad({}, H.stat(g, goliath, "throw"))))
  eq(H.health(g, goliath), H.hmax(g, goliath) - 2)
  ok(H.has(g, "Throw them to J4"), "Advantage 1 + 2 spaces")
  ok(not H.has(g, "Throw them to K4"))
end)

test("Killer Instinct: a Showdown win gives one more SUPER step and one more bonus die", function()
  -- "Reveal at the start of your Action. When you win a Showdown, gain one
  -- more SUPER step and roll one more bonus die."
  local g, vik, goliath = H.setup{attacker = "viktoria-jovovich", defender = "goliath",
                                  amove = "Killer Instinct", dmove = "Headbutt"}
  H.answer(g, "Reveal Killer Instinct")
  local na = H.stat(g, vik, "strike") + 1 + 2 + 1
  local since = H.attack(g, "Goliath", {[0] = "Strike", [1] = "Throw"}, H.pad({}, na + H.stat(g, goliath, "throw")))
  eq(H.rolls(g, since)[1].n, na)
  eq(H.super(g, vik), 2)
end)
