-- Ivan Castle's six Signature Moves do what their cards say
-- (cards/dragon-tides/moves/ivan-castle.lua).
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")
local F, S, X = H.FIST, H.SHIELD, H.BLANK

test("Bear Crush: +2 dice when Ivan Grapples", function()
  -- "Reveal when you attack. +2 dice when you Grapple."
  local g, ivan, goliath = H.setup{attacker = "ivan-castle", defender = "goliath",
                                   amove = "Bear Crush", dmove = "Headbutt"}
  local na = H.stat(g, ivan, "grapple") + 1 + 2
  local since = H.attack(g, "Goliath", {[0] = "Grapple", [1] = "Grapple"},
                         H.pad({}, na + H.stat(g, goliath, "grapple")), {[0] = "Reveal Bear Crush"})
  eq(H.rolls(g, since)[1].n, na)
end)

test("Iron Grip: face up, Grapple +1 and Grapple tokens lower nothing", function()
  -- "Placed face up. Grapple +1, and Grapple tokens do not lower your Stats."
  local g, ivan, goliath = H.setup{attacker = "ivan-castle", defender = "goliath",
                                   amove = "Iron Grip", aface = "up", dmove = "Headbutt", camera = false}
  g:entity_set(ivan, "grapple", 3)
  H.answer(g, "Stand your ground")
  local na = H.stat(g, ivan, "grapple") + 1 + 1
  local since = H.attack(g, "Goliath", {[0] = "Grapple", [1] = "Grapple"},
                         H.pad({}, na + H.stat(g, goliath, "grapple")))
  eq(H.rolls(g, since)[1].n, na, "Grapple 5 + 1, step, three tokens ignored")
end)

test("Suplex: +1 die when Ivan Throws, and the Throw goes 1 space further", function()
  -- "Reveal when you attack. +1 die when you Throw; your Throws may move
  -- the loser 1 more space."
  local g, ivan, goliath = H.setup{attacker = "ivan-castle", defender = "goliath", cells = {"F4", "G4"},
                                   amove = "Suplex", dmove = "Headbutt"}
  local na = H.stat(g, ivan, "throw") + 1 + 1
  local since = H.attack(g, "Goliath", {[0] = "Throw", [1] = "Throw"},
                         H.cat(H.pad({F}, na), H.pad({}, H.stat(g, goliath, "throw"))), {[0] = "Reveal Suplex"})
  eq(H.rolls(g, since)[1].n, na)
  ok(H.has(g, "Throw them to I4"), "Advantage 1, thrown 2 spaces")
  ok(not H.has(g, "Throw them to J4"), "not 3")
end)

test("Unbreakable: +1 die defending and 1 less Health from attacks", function()
  -- "Reveal when you are attacked. +1 die defending, and lose 1 less
  -- Health from every attack until your next turn."
  local g, goliath, ivan = H.setup{attacker = "goliath", defender = "ivan-castle",
                                   amove = "Headbutt", dmove = "Unbreakable"}
  local nd = H.stat(g, ivan, "strike") + 1
  local since = H.attack(g, "Ivan Castle", {[0] = "Strike", [1] = "Strike"},
                         H.cat(H.pad({F, F, F}, H.stat(g, goliath, "strike") + 1), H.pad({}, nd)),
                         {[1] = "Reveal Unbreakable"})
  eq(H.rolls(g, since)[2].n, nd)
  eq(H.health(g, ivan), H.hmax(g, ivan) - 2, "Advantage 3, 1 less")
end)

test("Relentless: Move +2", function()
  -- "Reveal at the start of your Camera. Move +2."
  local g = H.setup{attacker = "ivan-castle", defender = "goliath", cells = {"A2", "L9"},
                    amove = "Relentless", dmove = "Headbutt", camera = false}
  ok(H.has(g, "Sprint to D2") and not H.has(g, "Sprint to E2"), "Move 3")
  H.answer(g, "Reveal Relentless")
  ok(H.has(g, "Sprint to F2") and not H.has(g, "Sprint to G2"), "Move 5")
end)

test("Crushing Hold: Advantage +1 when an attack or counterattack succeeds", function()
  -- "Reveal at the start of your Action. Advantage +1 when your attacks and
  -- counterattacks succeed."
  local g, ivan, goliath = H.setup{attacker = "ivan-castle", defender = "goliath",
                                   amove = "Crushing Hold", dmove = "Headbutt"}
  H.answer(g, "Reveal Crushing Hold")
  H.attack(g, "Goliath", {[0] = "Strike", [1] = "Strike"},
           H.cat(H.pad({F, F}, H.stat(g, ivan, "strike") + 1), H.pad({}, H.stat(g, goliath, "strike"))))
  eq(H.health(g, goliath), H.hmax(g, goliath) - 3, "attack: Advantage 2 + 1")
  -- Goliath attacks back next turn and Ivan's counterattack lands.
  H.answer(g, "Keep Headbutt face down")
  H.answer(g, "Stand your ground")
  H.attack(g, "Ivan Castle", {[0] = "Strike", [1] = "Strike"},
           H.cat(H.pad({}, H.stat(g, goliath, "strike") + 1), H.pad({F}, H.stat(g, ivan, "strike"))))
  eq(H.health(g, goliath), H.hmax(g, goliath) - 3 - 2, "counterattack: Advantage 1 + 1")
end)
