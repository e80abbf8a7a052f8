-- Brandon Lee's six Signature Moves do what their cards say
-- (cards/dragon-tides/moves/brandon-lee.lua).
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")
local F, S, X = H.FIST, H.SHIELD, H.BLANK

test("Gun Kata: Reach 3 once revealed at the start of the Action", function()
  -- "Reveal at the start of your Action. You have Reach 3."
  local g = H.setup{attacker = "brandon-lee", defender = "goliath", cells = {"F3", "I3"},
                    amove = "Gun Kata", dmove = "Headbutt"}
  ok(not H.has(g, "Attack Goliath"), "three spaces: out of Reach 1")
  H.answer(g, "Reveal Gun Kata")
  ok(H.has(g, "Attack Goliath"), "Reach 3")
end)

test("Double Tap: +1 die attacking and Advantage +1 when the attack succeeds", function()
  -- "Reveal when you attack. +1 die attacking, and Advantage +1 when your
  -- attack succeeds."
  local g, brandon, goliath = H.setup{attacker = "brandon-lee", defender = "goliath",
                                      amove = "Double Tap", dmove = "Headbutt"}
  local na = H.stat(g, brandon, "strike") + 1 + 1
  local since = H.attack(g, "Goliath", {[0] = "Strike", [1] = "Strike"},
                         H.cat(H.pad({F, F, F}, na), H.pad({S}, H.stat(g, goliath, "strike"))),
                         {[0] = "Reveal Double Tap"})
  eq(H.rolls(g, since)[1].n, na, "Strike, step, Double Tap")
  eq(H.health(g, goliath), H.hmax(g, goliath) - 3, "3 fists - 1 shield, +1")
end)

test("Double Tap: no Advantage bonus on a counterattack", function()
  -- "Advantage +1 when your attack succeeds": Brandon's move lies face up
  -- when Goliath attacks him next turn and his counterattack lands.
  local g, brandon, goliath = H.setup{attacker = "brandon-lee", defender = "goliath",
                                      amove = "Double Tap", dmove = "Headbutt"}
  local na = H.stat(g, brandon, "strike") + 1 + 1
  H.attack(g, "Goliath", {[0] = "Strike", [1] = "Strike"}, H.pad({}, na + H.stat(g, goliath, "strike")),
           {[0] = "Reveal Double Tap"})
  H.answer(g, "Keep Headbutt face down")
  H.answer(g, "Stand your ground")
  H.attack(g, "Brandon Lee", {[0] = "Strike", [1] = "Strike"},
           H.cat(H.pad({}, H.stat(g, goliath, "strike") + 1), H.pad({F, F}, H.stat(g, brandon, "strike"))))
  eq(H.health(g, goliath), H.hmax(g, goliath) - 2, "Advantage 2, no bonus")
end)

test("The Crow Returns: 2 less Health from the blow it is revealed against", function()
  -- "Reveal when an attack or counterattack against you succeeds. Lose 2
  -- less Health from it."
  local g, goliath, brandon = H.setup{attacker = "goliath", defender = "brandon-lee",
                                      amove = "Headbutt", dmove = "The Crow Returns"}
  H.attack(g, "Brandon Lee", {[0] = "Strike", [1] = "Strike"},
           H.cat(H.pad({F, F, F, F}, H.stat(g, goliath, "strike") + 1), H.pad({}, H.stat(g, brandon, "strike"))))
  ok(H.prompt(g):find("about to hit you"), "offered as the blow lands")
  H.on_hit(g, "Reveal The Crow Returns")
  eq(H.health(g, brandon), H.hmax(g, brandon) - 2, "Advantage 4, 2 less")
end)

test("Stunt Roll: Move +2, and Sprint through enemies without ending there", function()
  -- "Reveal at the start of your Camera. Move +2, and you may Sprint
  -- through enemies, Cameos and Crowds (never ending there)."
  local g = H.setup{attacker = "brandon-lee", defender = "goliath", cells = {"A2", "L9"},
                    amove = "Stunt Roll", dmove = "Headbutt", camera = false}
  ok(not H.has(g, "Sprint to G2"), "six spaces: beyond Move 4")
  H.answer(g, "Reveal Stunt Roll")
  ok(H.has(g, "Sprint to G2"), "Move 6")
  -- Goliath in the changing room's open doorway (K4), Brandon on J5.
  local g2 = H.setup{attacker = "brandon-lee", defender = "goliath", cells = {"J5", "K4"},
                     amove = "Stunt Roll", dmove = "Headbutt", camera = false,
                     before = function(g3) H.open_door(g3, "K3", "s") end}
  H.answer(g2, "Reveal Stunt Roll")
  ok(H.has(g2, "Sprint to K3"), "through Goliath in the doorway")
  ok(not H.has(g2, "Sprint to K4"), "never ending on him")
end)

test("Cop Instincts: +2 dice defending", function()
  -- "Reveal when you are attacked. +2 dice defending."
  local g, goliath, brandon = H.setup{attacker = "goliath", defender = "brandon-lee",
                                      amove = "Headbutt", dmove = "Cop Instincts"}
  local nd = H.stat(g, brandon, "strike") + 2
  local since = H.attack(g, "Brandon Lee", {[0] = "Strike", [1] = "Strike"},
                         H.pad({}, H.stat(g, goliath, "strike") + 1 + nd), {[1] = "Reveal Cop Instincts"})
  eq(H.rolls(g, since)[2].n, nd)
end)

test("Rapid Fire: the attack targets every enemy in Reach", function()
  -- "Reveal at the start of your Action. Your attack targets every enemy in
  -- your Reach (a multi-target attack)."
  local g = H.dojo({"brandon-lee", "goliath", "ivan-castle"}, {"G4", "G3", "H5"})
  H.lights(g, "Rapid Fire")
  H.answer(g, "Stand your ground")
  ok(not H.has(g, "Attack everyone"), "one target at a time before")
  H.answer(g, "Reveal Rapid Fire")
  H.answer(g, "Attack everyone in Reach: Goliath, Ivan Castle")
  eq(#g:decision().players, 3, "one Showdown with both targets")
end)
