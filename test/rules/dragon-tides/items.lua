-- Items: their printed effects; one at a time; dropped items leave the scene.
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")
local F, S, B, X = H.FIST, H.SHIELD, H.BOTH, H.BLANK

-- Bruce (with attacker_item) attacks Goliath (with defender_item) at the
-- given cells; returns the game and the two rolls.
local function exchange(attacker_item, defender_item, cells, bruce_pick, goliath_pick)
  local g = H.dojo({"bruce-lee", "goliath"}, cells or {"F3", "G3"})
  local bruce, goliath = H.fighter(g, "bruce-lee"), H.fighter(g, "goliath")
  if attacker_item then H.give(g, bruce, attacker_item) end
  if defender_item then H.give(g, goliath, defender_item) end
  H.lights(g, "Flow Like Water")
  H.answer(g, "Stand your ground")
  H.answer(g, "Attack Goliath")
  local since = g:event_end()
  H.dice(g, {X, X, X, X, X, X, X, X, X, X, X, X, X, X, X, X})
  H.showdown(g, {[0] = bruce_pick or "Strike", [1] = goliath_pick or "Strike"})
  return g, H.rolls(g, since), bruce, goliath
end

test("Billy Club: +1 die attacking; Chair: +1 die defending", function()
  local _, r = exchange("billy-club", "chair")
  eq(r[1].n, 5 + 1 + 1, "Strike, step, Billy Club")
  eq(r[2].n, 4 + 1, "Strike, Chair")
end)

test("Brass Knuckles: Strike +1, Throw -1; Rifle: Strike +2; Whip: Grapple +1", function()
  eq(select(2, exchange("brass-knuckles"))[1].n, 5 + 1 + 1)
  eq(select(2, exchange("brass-knuckles", nil, nil, "Throw", "Throw"))[1].n, 3 + 1 - 1)
  eq(select(2, exchange("rifle"))[1].n, 5 + 1 + 2)
  eq(select(2, exchange("whip", nil, nil, "Grapple", "Grapple"))[1].n, 3 + 1 + 1)
end)

test("Reach: Chair and Nunchucku 2, Manhole Cover 3, Pistol 5, Rifle 7", function()
  for _, case in ipairs{{"chair", "H3", true}, {"chair", "I3", false}, {"nunchucku", "H3", true},
                        {"manhole-cover", "I3", true}, {"manhole-cover", "J5", false},
                        {"pistol", "K3", false}, {"pistol", "K5", true}, {"rifle", "L9", false},
                        {"rifle", "F9", true}} do
    local g = H.dojo({"bruce-lee", "goliath"}, {"F4", case[2]})
    H.give(g, H.fighter(g, "bruce-lee"), case[1])
    H.lights(g, "Flow Like Water")
    H.answer(g, "Stand your ground")
    eq(H.has(g, "Attack Goliath"), case[3], case[1] .. " to " .. case[2])
  end
end)

test("Knife: discarded after an attack with Reach, kept after one next door", function()
  local g, _, bruce = exchange("knife", nil, {"F3", "H3"})
  eq(g:entity_get(bruce, "item"), nil, "thrown at two spaces: discarded")
  local g2, _, bruce2 = exchange("knife", nil, {"F3", "G3"})
  ok(g2:entity_get(bruce2, "item"), "used next door: kept")
end)

-- Issue 21: "When you attack or counterattack with Reach, discard Knife."
-- The counterattack is made once the attack fails with the attacker in the
-- defender's Reach; the Knife goes with it even when it fails too (all
-- blanks here: no fists on either side).
test("Knife: discarded after a counterattack with Reach, even one that fails", function()
  local g, _, bruce, goliath = exchange("chair", "knife", {"F3", "H3"})
  eq(H.health(g, bruce), H.hmax(g, bruce), "the counterattack did not land")
  eq(g:entity_get(goliath, "item"), nil, "Goliath counterattacked from two spaces: the Knife is spent")
  local g2, _, _, goliath2 = exchange(nil, "knife", {"F3", "G3"})
  ok(g2:entity_get(goliath2, "item"), "a counterattack next door keeps it")
end)

test("Manhole Cover: -1 die attacking, +1 defending, discarded after a Reach attack", function()
  local g, r, bruce = exchange("manhole-cover", "manhole-cover", {"F3", "I3"})
  eq(r[1].n, 5 + 1 - 1, "attacking")
  eq(r[2].n, 4 + 1, "defending")
  eq(g:entity_get(bruce, "item"), nil, "discarded")
end)

test("Chicken regains 1 Health (never above the start); Soda adds 2 SUPER steps", function()
  local g = H.dojo({"bruce-lee", "goliath"}, {"F3", "L9"})
  local bruce = H.fighter(g, "bruce-lee")
  H.give(g, bruce, "chicken")
  H.set_health(g, bruce, 6)
  H.lights(g, "Flow Like Water")
  H.answer(g, "Use the Chicken")
  eq(H.health(g, bruce), 7)
  eq(g:entity_get(bruce, "item"), nil, "eaten")
  H.answer(g, "Stand your ground")
  H.answer(g, "Pass")
  H.quiet_turn(g, "Headbutt")
  H.give(g, bruce, "soda")
  H.lights(g, "Dragon Kick")
  H.answer(g, "Use the Soda")
  eq(H.super(g, bruce), 2)
end)

test("Sneakers: one die at the start of the turn, Move +1 per fist", function()
  local g = H.dojo({"goliath", "bruce-lee"}, {"D4", "L9"}, {starter = 1})
  -- Bruce's first turn, then Goliath's with Sneakers rolling a fist.
  H.lights(g, "Flow Like Water")
  H.answer(g, "Stand your ground")
  H.give(g, H.fighter(g, "goliath"), "sneakers")
  H.dice(g, {F})
  H.answer(g, "Pass")
  H.lights(g, "Headbutt")
  local _, kind = H.prompt(g)
  eq(kind, "camera")
  ok(g:decision().prompt:find("Move 3"), g:decision().prompt)
end)

test("Handcuffs: a successful Grapple may cuff instead of hurting; the item is lost", function()
  local g = H.dojo({"ivan-castle", "goliath"}, {"F3", "G3"})
  local ivan, goliath = H.fighter(g, "ivan-castle"), H.fighter(g, "goliath")
  local cuffs = H.give(g, ivan, "handcuffs")
  H.give(g, goliath, "chair")
  H.lights(g, "Relentless")
  H.answer(g, "Stand your ground")
  H.answer(g, "Attack Goliath")
  H.dice(g, {F, F, F, X, X, X, X, X, X, X, X})
  H.showdown(g, {[0] = "Grapple", [1] = "Grapple"})
  eq(select(2, H.prompt(g)), "handcuffs")
  H.answer(g, "Handcuff them")
  eq(H.health(g, goliath), H.hmax(g, goliath), "no damage")
  eq(g:entity_get(goliath, "item"), cuffs, "Goliath wears the Handcuffs")
  eq(g:entity_get(cuffs, "deployed"), true)
  eq(g:entity_get(ivan, "item"), nil)
  -- Goliath cannot drop them; he may try to slip them.
  H.lights(g, "Headbutt")
  ok(not H.has(g, "Drop the Handcuffs"), "deployed Handcuffs stay on")
  H.answer(g, "Stand your ground")
  H.dice(g, {F, F, X, X, X, X,  X, X, X})
  H.answer(g, "Slip the Handcuffs")
  eq(g:entity_get(goliath, "item"), nil, "slipped: 2 fists against no shield")
end)

test("dropping an item removes it from the scene", function()
  local g = H.dojo({"bruce-lee", "goliath"}, {"F3", "L9"})
  local bruce = H.fighter(g, "bruce-lee")
  local i = H.give(g, bruce, "whip")
  H.lights(g, "Flow Like Water")
  H.answer(g, "Drop the Whip")
  eq(g:entity_get(bruce, "item"), nil)
  eq(g:entity_exists(i), false, "back in the box")
end)

test("picking up a second item drops the first: one item at a time", function()
  local g = H.dojo({"bruce-lee", "goliath"}, {"C4", "L9"})
  local bruce = H.fighter(g, "bruce-lee")
  local club = H.give(g, bruce, "billy-club")
  H.lights(g, "Flow Like Water")
  H.answer(g, "Step to C5")
  H.answer(g, "Pick up the Whip at C5")
  eq(g:entity_get(g:entity_get(bruce, "item"), "name"), "whip")
  eq(g:entity_exists(club), false, "the Billy Club is gone")
end)
