-- SUPERs: charged by Showdown wins, activated at their timing, for one
-- turn, then back to 0%; multi-target attacks.
local H = dofile(ROOT .. "/test/rules/dragon-tides/helpers.lua")
local F, S, B, X = H.FIST, H.SHIELD, H.BOTH, H.BLANK

test("Officer Sidearm: Reach 4 this turn, then the marker returns to 0%", function()
  -- "Officer Sidearm says 'You have Reach 4 this turn.'"
  local g = H.dojo({"brandon-lee", "goliath"}, {"H4", "L4"})
  local brandon = H.fighter(g, "brandon-lee")
  H.set_super(g, brandon, 4)
  H.lights(g, "Cop Instincts")
  H.answer(g, "Stand your ground")
  ok(not H.has(g, "Attack Goliath"), "four spaces away: out of Reach 1")
  H.answer(g, "Activate SUPER Officer Sidearm")
  eq(g:entity_get(brandon, "super_on"), true)
  H.answer(g, "Attack Goliath")
  H.dice(g, {X, X, X, X, X, X, X, X, X})
  H.showdown(g, {[0] = "Strike", [1] = "Strike"})
  -- "At the end of the current turn, flip your marker back to its inactive
  -- side and return it to 0%."
  eq(g:entity_get(brandon, "super_on"), false)
  eq(H.super(g, brandon), 0)
end)

test("a SUPER cannot be activated before it is full", function()
  local g = H.dojo({"brandon-lee", "goliath"}, {"H4", "L4"})
  H.set_super(g, H.fighter(g, "brandon-lee"), 3)
  H.lights(g, "Cop Instincts")
  H.answer(g, "Stand your ground")
  ok(not H.has(g, "Activate SUPER"), "75% is not SUPER")
end)

test("Showdown wins charge the SUPER one step each, up to SUPER", function()
  local g = H.duel()
  local bruce = H.fighter(g, "bruce-lee")
  H.set_super(g, bruce, 3)
  H.answer(g, "Attack Goliath")
  H.dice(g, {X, X, X, X, X, X, X, X, X, X, X, X})
  H.showdown(g, {[0] = "Strike", [1] = "Throw"})
  eq(H.super(g, bruce), 4, "full")
end)

test("Inhuman Resilience cancels an attack about to hit Goliath", function()
  local g = H.duel()
  local goliath = H.fighter(g, "goliath")
  H.set_super(g, goliath, 4)
  H.answer(g, "Attack Goliath")
  H.dice(g, {F, F, F, F, F, F, X, X, X, X})
  H.showdown(g, {[0] = "Strike", [1] = "Strike"})
  local prompt, kind = H.prompt(g)
  eq(kind, "reveal")
  ok(prompt:find("about to hit you"), prompt)
  H.answer(g, "Activate SUPER Inhuman Resilience", 1)
  eq(H.health(g, goliath), H.hmax(g, goliath), "all effects ignored")
  eq(H.super(g, goliath), 0, "spent at the end of the turn")
end)

test("a multi-target attack: one Maneuver and one roll against all, bonuses by the rulebook", function()
  -- Bruce's Dragon Flurry against Goliath and Ivan Castle at once.
  local g = H.dojo({"bruce-lee", "goliath", "ivan-castle"}, {"G4", "G3", "H5"})
  local bruce, goliath, ivan = H.fighter(g, "bruce-lee"), H.fighter(g, "goliath"), H.fighter(g, "ivan-castle")
  H.set_super(g, bruce, 4)
  H.lights(g, "Flow Like Water")
  H.answer(g, "Stand your ground")
  H.answer(g, "Activate SUPER Dragon Flurry")
  H.answer(g, "Attack everyone in Reach: Goliath, Ivan Castle")
  local d = g:decision()
  eq(d.kind, "showdown")
  eq(#d.players, 3, "a Showdown simultaneous with all targets")
  local since = g:event_end()
  -- Bruce rolls 5 + 1 step + 2 (wins against Goliath) + 2 (Flurry) = 10:
  -- 3 fists, no shield. Goliath (Throw 3 + 2, a target won) 1 shield;
  -- Ivan (Grapple 5 + 2) 3 shields and 2 fists.
  H.dice(g, {F, F, F, X, X, X, X, X, X, X,   S, X, X, X, X,   S, S, S, F, F, X, X})
  H.showdown(g, {[0] = "Strike", [1] = "Throw", [2] = "Grapple"})
  local r = H.rolls(g, since)
  eq(#r, 3, "one attacker roll for all targets")
  eq(r[1].n, H.stat(g, bruce, "strike") + 1 + 2 + 2)
  eq(r[2].n, H.stat(g, goliath, "throw") + 2, "two extra dice for every target, as one won")
  eq(r[3].n, H.stat(g, ivan, "grapple") + 2)
  eq(H.super(g, ivan), 1, "the target that won advances its SUPER")
  eq(H.health(g, goliath), H.hmax(g, goliath) - 2, "3 fists - 1 shield")
  eq(H.health(g, bruce), H.hmax(g, bruce) - 1, "Ivan's counter-Grapple: 2 fists - 0 shields")
end)

test("Bear Hug: a Grapple takes Health equal to its Advantage, +1 die", function()
  -- "This turn a successful Grapple of yours takes Health equal to its
  -- Advantage instead of 1 (the Grapple tokens are gained as usual), and
  -- you roll +1 die."
  local g, ivan, goliath = H.setup{attacker = "ivan-castle", defender = "goliath",
                                   amove = "Relentless", dmove = "Headbutt", before = H.full_super("ivan-castle")}
  H.answer(g, "Activate SUPER Bear Hug")
  local na = H.stat(g, ivan, "grapple") + 1 + 1
  local since = H.attack(g, "Goliath", {[0] = "Grapple", [1] = "Grapple"},
                         H.cat(H.pad({F, F, F}, na), H.pad({}, H.stat(g, goliath, "grapple"))))
  eq(H.rolls(g, since)[1].n, na)
  eq(H.health(g, goliath), H.hmax(g, goliath) - 3, "Advantage 3 in Health")
  eq(g:entity_get(goliath, "grapple"), 3, "and 3 tokens, as usual")
end)

test("Knockout Blow: successful attacks get Advantage +2", function()
  -- "This turn your successful attacks and counterattacks get Advantage +2."
  local g, luke, goliath = H.setup{attacker = "luke-elba", defender = "goliath",
                                   amove = "Haymaker", dmove = "Headbutt", before = H.full_super("luke-elba")}
  H.answer(g, "Activate SUPER Knockout Blow")
  H.attack(g, "Goliath", {[0] = "Strike", [1] = "Strike"},
           H.cat(H.pad({F}, H.stat(g, luke, "strike") + 1), H.pad({}, H.stat(g, goliath, "strike"))))
  eq(H.health(g, goliath), H.hmax(g, goliath) - 3, "Advantage 1 + 2")
end)

test("Hundred Hands: activated when attacked, +2 dice and a counterattack whatever the Reach", function()
  -- "Activate at the start of your Action or when you are attacked. This
  -- turn you roll +2 dice on every roll and may counterattack whatever your
  -- Reach."
  local g, goliath, tiger = H.setup{attacker = "goliath", defender = "tiger-ip", cells = {"F3", "H3"},
                                    amove = "Headbutt", dmove = "Nimble Footwork",
                                    before = function(g2) H.give(g2, H.fighter(g2, "goliath"), "nunchucku") end}
  H.set_super(g, tiger, 4)
  local nd = H.stat(g, tiger, "strike") + 2
  local since = H.attack(g, "Tiger IP", {[0] = "Strike", [1] = "Strike"},
                         H.cat(H.pad({}, H.stat(g, goliath, "strike") + 2), H.pad({F}, nd)),
                         {[1] = "Activate SUPER Hundred Hands"})
  eq(H.rolls(g, since)[2].n, nd)
  eq(H.health(g, goliath), H.hmax(g, goliath) - 1, "countered from two spaces")
  eq(H.super(g, tiger), 0, "spent at the end of the turn")
end)

test("Stuntman: Move +2, Reach 2 and +1 die this turn", function()
  -- "Activate at the start of your Camera. This turn: Move +2, Reach 2, and
  -- +1 die on every roll."
  local g, train, goliath = H.setup{attacker = "train-wong", defender = "goliath", cells = {"A3", "I3"},
                                    amove = "Prop Fu", dmove = "Headbutt", camera = false,
                                    before = H.full_super("train-wong")}
  H.answer(g, "Activate SUPER Stuntman")
  ok(H.has(g, "Sprint to G3"), "Move 6")
  H.answer(g, "Sprint to G3")
  local na = H.stat(g, train, "strike") + 1
  local since = H.attack(g, "Goliath", {[0] = "Strike", [1] = "Strike"}, H.pad({}, na + H.stat(g, goliath, "strike")))
  eq(H.rolls(g, since)[1].n, na, "two spaces away, +1 die")
end)

test("Parkour: Move +3, through enemies, and Throws take Health equal to their Advantage", function()
  -- "Move +3 this turn, you may Sprint through enemies, Cameos and Crowds
  -- (never ending there), and your successful Throws take Health equal to
  -- their Advantage."
  local g, vik, goliath = H.setup{attacker = "viktoria-jovovich", defender = "goliath", cells = {"J5", "K4"},
                                  amove = "Wall Run", dmove = "Headbutt", camera = false,
                                  before = function(g2)
                                    H.open_door(g2, "K3", "s")
                                    H.full_super("viktoria-jovovich")(g2)
                                  end}
  ok(not H.has(g, "Sprint to K3"), "Goliath blocks the doorway")
  H.answer(g, "Activate SUPER Parkour")
  ok(H.has(g, "Sprint to K3"), "through him")
  H.answer(g, "Sprint to K3")
  H.attack(g, "Goliath", {[0] = "Throw", [1] = "Throw"},
           H.cat(H.pad({F, F, F}, H.stat(g, vik, "throw")), H.pad({}, H.stat(g, goliath, "throw"))))
  eq(H.health(g, goliath), H.hmax(g, goliath) - 3, "Advantage 3 in Health")
end)

-- ---- Minion SUPERs ------------------------------------------------------------

local CAST = {"bruce-lee", "goliath", "ivan-castle"}

local function minions(g)
  local list = {}
  local f = g:entity_next(0, "dt.fighter")
  while f do
    if g:entity_get(f, "minion") and not g:entity_get(f, "out") then list[#list + 1] = f end
    f = g:entity_next(f, "dt.fighter")
  end
  return list
end

local function villains_order(g, d) return d.kind == "order" and d.players[1] == 0 end

test("a Minion SUPER (Gang Up): one Thug activates the shared track, +2 dice, and all Minions go back to 0%", function()
  -- "All Minions in a scene share a single SUPER track ... Consult the
  -- script for the effects of that scene's Minion SUPER." Gang Up:
  -- "Activate at the start of a Minion's Action: +2 dice on every roll
  -- this turn."
  local g = H.movie("night-market", CAST)
  local bruce, thugs = H.fighter(g, "bruce-lee"), minions(g)
  H.set_super(g, thugs[1], 4)
  eq(H.super(g, thugs[5]), 4, "one track for all")
  H.idle(g, villains_order)
  H.put(g, bruce, "C3")
  H.put(g, thugs[1], "D3")
  H.answer(g, "Thug 1", 0)
  H.answer(g, "Stand your ground")
  H.answer(g, "Activate SUPER Gang Up")
  local na = H.stat(g, thugs[1], "strike") + 1 + 2
  local since = H.attack(g, "Bruce Lee", {[0] = "Strike", [1] = "Strike"},
                         H.pad({}, na + H.stat(g, bruce, "strike")))
  eq(H.rolls(g, since)[1].n, na, "Strike 2, step, Gang Up")
  eq(H.super(g, thugs[5]), 0, "the shared marker is back at 0%")
end)

test("a Minion SUPER (Covering Fire): a Special Op's Reach 6", function()
  -- Covering Fire: "Activate at the start of a Minion's Action: Reach 6 this turn."
  local g = H.movie("penthouse", CAST)
  local bruce, ops = H.fighter(g, "bruce-lee"), minions(g)
  H.set_super(g, ops[1], 4)
  H.idle(g, villains_order)
  H.put(g, bruce, "G5")
  H.put(g, ops[1], "A5")
  H.answer(g, "Special Op 1", 0)
  H.answer(g, "Stand your ground")
  ok(not H.has(g, "Attack Bruce Lee"), "six spaces: beyond the Pistol's Reach 5")
  H.answer(g, "Activate SUPER Covering Fire")
  ok(H.has(g, "Attack Bruce Lee"), "Reach 6")
end)

test("a Minion SUPER (Conveyor Crew): a Guard's Move +3", function()
  -- Conveyor Crew: "Activate at the start of a Minion's Camera: Move +3 this turn."
  local g = H.movie("factory-floor", CAST)
  local guards = minions(g)
  H.set_super(g, guards[1], 4)
  H.put(g, guards[1], "A6")
  H.answer(g, "Guard 1", 0)
  ok(not H.has(g, "Sprint to G6"), "Move 3")
  H.answer(g, "Activate SUPER Conveyor Crew")
  ok(H.has(g, "Sprint to G6"), "Move 6")
end)
