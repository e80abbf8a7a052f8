-- Combat: Dust's worked examples (an attack with a Focus Boost, a chained
-- attack, Hook Flurry's Stunt, blocking), targets, line of sight, flanking,
-- Advantage and Disadvantage, Armor, defeat and rewards.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

-- Dust on the arena against Coralbug 1 next to her; Coralbug 2 stays far
-- away so that the scenario goes on. grid[i] = card id for Dust's spaces;
-- play = her Initiative card (in her hand).
local function dust_vs(opts)
  local heroes = opts.heroes or {"dust"}
  local g = H.game("arena", heroes, {seed = opts.seed})
  H.keep(g, opts.keep or {coralbug = {1, 2}})
  local dust = H.hero(g, "dust")
  H.put(g, dust, opts.at or "D4")
  local bugs = H.enemies(g, "coralbug")
  if bugs[1] and g:entity_get(bugs[1], "on") then H.put(g, bugs[1], opts.bug or "E4") end
  if bugs[2] and g:entity_get(bugs[2], "on") then H.put(g, bugs[2], "I8") end
  for i, id in pairs(opts.grid or {}) do H.grid(g, dust, i, id) end
  H.hand(g, dust, {opts.play})
  if opts.setup then opts.setup(g, dust) end
  local picks = {opts.play_name}
  for _, p in ipairs(opts.others or {}) do picks[#picks + 1] = p end
  H.select(g, picks)
  return g, dust, bugs
end

test("Dust's attack: 3 hits and a Focus Boost of 2 for 5", function()
  -- "Dust activates the line with three cards shown. She has 3 definite
  -- hits. She decides to spend one Focus, so each Focus symbol on that die
  -- deals 1 damage, for a total of five. She could spend an additional Focus
  -- on the other die for an additional damage, but she already has enough
  -- to defeat it, so chooses not to. After her attack, Dust activates the
  -- rest of the actions on Nimble Dance, moving 2 shells to her Shield, and
  -- then discarding it."
  -- The line: Battle Focus (Bolster 1, Focus 1), Dash, and Nimble Dance
  -- (Attack 4, Shield 2) played last: 4 dice and the Bolster die.
  local g, dust, bugs = dust_vs{grid = {[1] = "dust/battle-focus", [2] = "dust/dash"},
                                play = "dust/nimble-dance", play_name = "Nimble Dance"}
  H.set_health(g, bugs[1], 5) -- a Coralbug that 5 damage defeats
  H.answer(g, "Place Nimble Dance on the top right")
  H.answer(g, "Row")
  H.answer(g, "Activate Battle Focus")
  H.answer(g, "Use Bolster 1")
  H.answer(g, "Use Focus 1")
  eq(g:entity_get(dust, "focus"), 2, "Focus to spend")
  H.answer(g, "Activate Nimble Dance")
  H.dice(g, {H.HIT, H.HIT, H.HIT, H.FOCUS2, H.FOCUS1})
  H.answer(g, "Use Attack 4")
  eq(H.kind(g), "tb.boost", "three hits showing, Focus on two dice")
  H.answer(g, "Boost die 4 (2 Focus)")
  ok(H.has(g, "Boost die 5 (1 Focus)"), "she could boost the other die")
  H.answer(g, "No more boosts")
  eq(g:entity_get(dust, "focus"), 1, "one Focus spent")
  eq(g:entity_get(bugs[1], "on"), false, "5 damage defeats the Coralbug")
  eq(g:zone_size(g:zone_find("map.tokens")), 1, "a reward token in its hex")
  local t = g:zone_at(g:zone_find("map.tokens"), 1)
  eq(H.name(g, {q = g:entity_get(t, "q"), r = g:entity_get(t, "r")}), "E4")
  H.answer(g, "Use Shield 2")
  eq(g:entity_get(dust, "sh.s"), 2, "2 shells on the Shield")
  H.answer(g, "End the turn")
  -- The line is full: cleared, Nimble Dance discarded.
  local discard = g:zone_find("discard." .. dust)
  local names = {}
  for _, c in ipairs(g:zone_list(discard)) do names[#names + 1] = g:entity_get(c, "name") end
  table.sort(names)
  eq(table.concat(names, ","), "dust/battle-focus,dust/dash,dust/nimble-dance", "the line cleared")
end)

test("Dust chains Surge Strike and Trinite Slash into one attack of 7", function()
  -- "Dust chooses to chain Surge Strike and Trinite Slash, activating both
  -- of them. She cannot chain Dual Assault, since it does not have the chain
  -- symbol. The two cards combine into a single attack of 7 that has the
  -- ability 'Lose 1 health for each Tide symbol rolled.' After the attack,
  -- both cards have been activated."
  local g, dust, bugs = dust_vs{grid = {[1] = "dust/surge-strike", [2] = "dust/trinite-slash"},
                                play = "dust/dual-assault", play_name = "Dual Assault"}
  H.set_health(g, bugs[1], 20)
  H.answer(g, "Place Dual Assault on the top right")
  H.answer(g, "Row")
  H.answer(g, "Activate Surge Strike")
  H.answer(g, "Use Attack 3 (chain)")
  eq(H.kind(g), "tb.chain")
  local d = H.decision(g)
  eq(#d.options, 2, "Trinite Slash or attack now: no Dual Assault")
  ok(d.options[1]:find("^Chain with Trinite Slash"), d.options[1])
  local hp = H.health(g, dust)
  -- 7 dice: 4 hits, 2 Tides (one on a hit).
  H.dice(g, {H.HIT, H.HIT, H.HIT_TIDE, H.TIDE, H.FOCUS1, H.FOCUS2, H.HIT})
  H.answer(g, "Chain with Trinite Slash")
  eq(H.kind(g), "tb.boost")
  H.answer(g, "No more boosts")
  eq(H.health(g, bugs[1]), 16, "4 damage")
  eq(H.health(g, dust), hp - 2, "1 health lost for each of the 2 Tides")
  ok(H.log(g):find("chains Surge Strike %+ Trinite Slash into Attack 7"), H.log(g))
  -- Both cards activated: only Dual Assault is left in the line.
  local left = {}
  for _, o in ipairs(H.decision(g).options) do
    if o:find("^Activate") then left[#left + 1] = o end
  end
  eq(#left, 1, "one card left to activate")
  ok(left[1]:find("^Activate Dual Assault"), left[1])
end)

test("Hook Flurry's Stunt: 1 Spirit for an attack of 1 on 3 targets, Advantage on the Coralbug", function()
  -- "Dust activates Hook Flurry. She chooses not to use the move action,
  -- hoping to give Eko flanking on her turn. She spends one Spirit to
  -- activate the Stunt on the card, allowing her to make an attack of 1
  -- targeting 3 enemies. She has Advantage on Coralbug. Tide symbols also
  -- deal 1 damage each."
  -- With two heroes, Dust flanks the Coralbug: both next to it, not next to
  -- each other. A Mudcrab (Armored 1) and a Seahound stand next to Dust.
  local g, dust, bugs = dust_vs{
    heroes = {"dust", "eko"}, keep = {coralbug = {1, 2}, mudcrab = {1}, seahounds = {1}},
    play = "dust/hook-flurry", play_name = "Hook Flurry", others = {"Arc Shot"},
    setup = function(g, dust)
      local eko = H.hero(g, "eko")
      H.hand(g, eko, {"eko/arc-shot"})
      H.put(g, eko, "F4")
      H.put(g, H.enemies(g, "mudcrab")[1], "C4")
      H.put(g, H.enemies(g, "seahounds")[1], "D5")
      -- Dust first on the track.
      local track = H.record.get(g, "init")
      g:initiative_remove(track, dust)
      g:initiative_place(track, dust, 1, "left")
    end,
  }
  local eko = H.hero(g, "eko")
  local crab, hound = H.enemies(g, "mudcrab")[1], H.enemies(g, "seahounds")[1]
  eq(H.decision(g).prompt:match("^(%a+)"), "Dust", "Dust's turn")
  H.answer(g, "Place Hook Flurry on the top left")
  H.answer(g, "Row")
  eq(g:entity_get(dust, "spirit"), 1, "Dust has 1 Spirit")
  H.answer(g, "Activate Hook Flurry")
  H.answer(g, "Use Stunt (pay 1 spirit): Attack 1 (3 targets")
  eq(g:entity_get(dust, "spirit"), 0, "the Stunt's cost paid")
  H.answer(g, "Target Coralbug")
  H.answer(g, "Target Mudcrab")
  H.dice(g, {H.TIDE})
  local before = {H.health(g, bugs[1]), H.health(g, crab), H.health(g, hound)}
  H.answer(g, "Target Seahound")
  -- One die, a Tide: Coralbug 1 (Advantage) + 1 (Tide effect) = 2; Mudcrab
  -- 1 - 1 Armor = 0; Seahound 1.
  eq(before[1] - H.health(g, bugs[1]), 2, "Coralbug: Advantage and the Tide effect")
  eq(before[2] - H.health(g, crab), 0, "Mudcrab: its Armor takes the 1")
  eq(before[3] - H.health(g, hound), 1, "Seahound: the Tide effect")
  -- The move was not used; the Stunt is spent for the turn.
  ok(H.has(g, "Use Move 2"), "the move is still there, unused")
  ok(not H.has(g, "Use Stunt"), "each Stunt once")
  ok(eko, "Eko kept her place")
end)

test("Dust blocks 5 damage with 3 shells on her Shield", function()
  -- "Dust has 3 shells on her Shield. She is attacked for 5 damage, and
  -- chooses to block. She uncharges 1 shell, moving it to the Uncharged
  -- Area, where it cannot be used to defend, but can be used for other
  -- abilities."
  local g, dust = dust_vs{play = "dust/spinning-edge", play_name = "Spinning Edge",
                          setup = function(g) H.top(g, "coralbug", 6) end} -- Move 1, Attack 4
  -- Dust (level 2, Spinning Edge 0) acts before the Coralbugs (3, card -1).
  H.answer(g, "Place Spinning Edge on the top left")
  H.answer(g, "Row")
  g:entity_set(dust, "sh.s", 3)
  g:entity_set(dust, "sh.u", 3)
  H.dice(g, {H.DHIT}, "danger") -- Attack 4 and a hit: 5
  H.answer(g, "End the turn")
  local hp = H.health(g, dust)
  eq(H.kind(g), "tb.block")
  local d = H.decision(g)
  eq(d.options[1], "Block 3 (uncharge 1 shell, take 2)")
  H.answer(g, "Block 3")
  eq(H.health(g, dust), hp - 2, "5 - 3")
  eq(g:entity_get(dust, "sh.s"), 2, "one shell uncharged")
  eq(g:entity_get(dust, "sh.u"), 4)
end)

test("the Shield's shells move to the Reservoir at the start of the turn", function()
  -- "At the start of your turn, you must move all shells from your Shield to
  -- your Quantum Reservoir."
  local g, dust = dust_vs{play = "dust/dash", play_name = "Dash",
                          setup = function(g, dust)
                            g:entity_set(dust, "sh.s", 2)
                            g:entity_set(dust, "sh.u", 4)
                          end}
  H.answer(g, "Place Dash on the top left")
  eq(g:entity_get(dust, "sh.s"), 0)
  eq(g:entity_get(dust, "sh.q"), 2)
end)

test("a ranged attack on an adjacent target has Disadvantage", function()
  -- "Ranged attacks on adjacent figures gain Disadvantage": each Tide takes
  -- 1 off. Eko's Arc Shot (Attack 2, range 3) at a Coralbug next to her.
  local g = H.game("arena", {"eko"})
  H.keep(g, {coralbug = {1, 2}})
  local eko = H.hero(g, "eko")
  local bugs = H.enemies(g, "coralbug")
  H.put(g, eko, "D4")
  H.put(g, bugs[1], "E4")
  H.put(g, bugs[2], "I8")
  H.hand(g, eko, {"eko/arc-shot"})
  H.set_health(g, bugs[1], 10)
  H.select(g, {"Arc Shot"})
  H.answer(g, "Place Arc Shot on the top left")
  H.answer(g, "Row")
  H.answer(g, "Activate Arc Shot")
  -- Eko's Power (Quantum Focus) adds a die to ranged attacks: 3 dice.
  H.dice(g, {H.HIT, H.HIT_TIDE, H.TIDE})
  H.answer(g, "Use Attack 2")
  if H.kind(g) == "tb.target" then H.answer(g, "Target Coralbug 1") end
  if H.kind(g) == "tb.blade" then H.answer(g, "Roll as it is") end
  eq(H.health(g, bugs[1]), 10, "2 hits - 2 Tides with Disadvantage")
end)

local function eko_shoots(from, at)
  local g = H.game("walls", {"eko"})
  local eko = H.hero(g, "eko")
  local bug = H.enemies(g, "coralbug")[1]
  H.hand(g, eko, {"eko/arc-shot"})
  H.put(g, eko, from)
  H.put(g, bug, at)
  H.top(g, "coralbug", 6) -- Initiative -1: Eko acts first
  H.select(g, {"Arc Shot"})
  H.answer(g, "Place Arc Shot on the top left")
  H.answer(g, "Row")
  H.answer(g, "Activate Arc Shot")
  return g
end

test("line of sight: an impassable wall blocks a ranged attack, a gap does not", function()
  -- "IMPASSABLE HEX: Blocks movement and line-of-sight." "GAP HEX: Blocks
  -- all movement except Flight, but not line-of-sight." The wall D2-D4
  -- stands between C3 and E3 (range 2); the gap F4 between E4 and G4.
  local g = eko_shoots("C3", "E3")
  eq(H.kind(g), "tb.act", "no target in sight: nothing to use on Arc Shot")
  g = eko_shoots("E4", "G4")
  eq(H.kind(g), "tb.action", "a gap does not block sight")
  ok(H.has(g, "Use Attack 2"), "the attack is offered")
end)

test("a defeated enemy group leaves the track and its cards go back in the deck", function()
  -- "If there are no remaining enemy figures of that type, remove their
  -- Initiative token from the Initiative track and shuffle their discarded
  -- action cards into their deck."
  local g, dust, bugs = dust_vs{keep = {coralbug = {1}, mudcrab = {1}},
                                play = "dust/nimble-dance", play_name = "Nimble Dance",
                                setup = function(g)
                                  H.put(g, H.enemies(g, "mudcrab")[1], "I8")
                                  H.top(g, "coralbug", 5) -- Initiative +1
                                end}
  local grp = H.group(g, "coralbug")
  H.set_health(g, bugs[1], 1)
  -- The Coralbugs go first (their card moves them up); Dust then attacks.
  if H.kind(g) == "tb.block" then H.answer(g, "Take") end
  H.answer(g, "Place Nimble Dance on the top left")
  H.answer(g, "Row")
  H.dice(g, {H.HIT, H.HIT, H.HIT, H.HIT})
  H.answer(g, "Activate Nimble Dance")
  H.answer(g, "Use Attack 4")
  eq(g:entity_get(bugs[1], "on"), false, "defeated")
  local on = false
  local track = H.record.get(g, "init")
  for _, t in ipairs(g:initiative_order(track)) do if t == grp then on = true end end
  eq(on, false, "off the track")
  eq(g:zone_size(g:zone_find("edraw." .. grp)), 6, "all six cards back in the deck")
  eq(g:zone_size(g:zone_find("ediscard." .. grp)), 0)
  ok(dust, "dust")
end)

test("Armor reduces damage from each attack; Pierce would ignore it", function()
  local g, dust = dust_vs{keep = {coralbug = {2}, mudcrab = {1}}, play = "dust/nimble-dance",
                          play_name = "Nimble Dance",
                          setup = function(g) H.put(g, H.enemies(g, "mudcrab")[1], "E4") end}
  local crab = H.enemies(g, "mudcrab")[1]
  H.answer(g, "Place Nimble Dance on the top left")
  H.answer(g, "Row")
  H.dice(g, {H.HIT, H.HIT, H.FOCUS1, H.FOCUS1})
  local hp = H.health(g, crab)
  H.answer(g, "Activate Nimble Dance")
  H.answer(g, "Use Attack 4")
  if H.kind(g) == "tb.boost" then H.answer(g, "No more boosts") end
  eq(H.health(g, crab), hp - 1, "2 hits - Armor 1")
  ok(dust, "dust")
end)

test("Quantum Blade adds a die before the roll; it costs Reservoir shells", function()
  -- "QUANTUM BLADE: Add one die to an attack roll ... before they roll."
  local g = H.game("arena", {"eko"})
  H.keep(g, {coralbug = {1, 2}})
  local eko = H.hero(g, "eko")
  local bugs = H.enemies(g, "coralbug")
  H.put(g, eko, "D4")
  H.put(g, bugs[1], "F4")
  H.put(g, bugs[2], "I8")
  H.set_health(g, bugs[1], 10)
  H.hand(g, eko, {"eko/arc-shot"})
  g:entity_set(eko, "sh.q", 1)
  g:entity_set(eko, "sh.u", 5)
  H.top(g, "coralbug", 6)
  H.select(g, {"Arc Shot"})
  H.answer(g, "Place Arc Shot on the top left")
  H.answer(g, "Row")
  H.answer(g, "Activate Arc Shot")
  H.answer(g, "Use Attack 2")
  eq(H.kind(g), "tb.blade")
  -- Attack 2, Eko's Power (+1 for ranged attacks), the Blade: 4 hits.
  H.dice(g, {H.HIT, H.HIT, H.HIT, H.HIT})
  H.answer(g, "Add a die with Quantum Blade")
  eq(H.health(g, bugs[1]), 6, "four dice, four hits")
  eq(g:entity_get(eko, "sh.q"), 0, "the shell uncharged")
  eq(g:entity_get(eko, "sh.u"), 6)
end)

test("Reroll on an enemy's Danger die", function()
  -- "REROLL: Reroll any amount of dice on one roll. This applies to hero,
  -- enemy, and other rolls."
  local g = H.game("arena", {"eko"})
  H.keep(g, {coralbug = {1}})
  local eko = H.hero(g, "eko")
  local bug = H.enemies(g, "coralbug")[1]
  H.put(g, eko, "D4")
  H.put(g, bug, "E4")
  H.hand(g, eko, {"eko/shell-weave"})
  H.top(g, "coralbug", 1) -- Attack 3
  H.select(g, {"Shell Weave"})
  H.answer(g, "Place Shell Weave on the top left")
  H.answer(g, "Row")
  g:entity_set(eko, "sh.q", 1)
  g:entity_set(eko, "sh.u", 5)
  H.dice(g, {H.DHIT, H.MISS}, "danger")
  H.answer(g, "End the turn")
  eq(H.kind(g), "tb.reroll_enemy")
  ok(H.decision(g).prompt:find("rolls %+1"), H.decision(g).prompt)
  local hp = H.health(g, eko)
  H.answer(g, "Reroll the Danger die")
  eq(hp - H.health(g, eko), 2, "3 - 1 after the reroll shows a miss")
end)

test("Eko adds a die to Axl's attack with her Quantum Blade", function()
  -- "QUANTUM BLADE: Add one die to an attack roll. This may be added to
  -- your or another hero's attack before they roll."
  local g = H.game("arena", {"axl", "eko"})
  H.keep(g, {coralbug = {1, 2}})
  local axl, eko = H.hero(g, "axl"), H.hero(g, "eko")
  local bugs = H.enemies(g, "coralbug")
  H.put(g, axl, "D4")
  H.put(g, eko, "B7")
  H.put(g, bugs[1], "E4")
  H.put(g, bugs[2], "I8")
  H.set_health(g, bugs[1], 10)
  H.hand(g, axl, {"axl/shoulder-charge"})
  H.hand(g, eko, {"eko/shell-weave"})
  g:entity_set(eko, "sh.q", 1)
  g:entity_set(eko, "sh.u", 5)
  H.set_track(g, {{axl, eko, H.group(g, "coralbug")}})
  H.top(g, "coralbug", 6)
  H.select(g, {"Shoulder Charge", "Shell Weave"})
  H.answer(g, "Place Shoulder Charge on the top left")
  H.answer(g, "Row")
  H.answer(g, "Activate Shoulder Charge")
  H.answer(g, "Use Attack 2")
  eq(H.kind(g), "tb.blade")
  local d = H.decision(g)
  eq(d.players[1], g:entity_get(eko, "player"), "Eko's player decides")
  ok(d.prompt:find("^Eko: Axl's attack rolls 2 dice"), d.prompt)
  H.dice(g, {H.HIT, H.HIT, H.HIT})
  H.answer(g, "Add a die with Quantum Blade", g:entity_get(eko, "player"))
  eq(H.health(g, bugs[1]), 7, "three dice, three hits")
  eq(g:entity_get(eko, "sh.q"), 0)
end)

test("the reward bag refills from its discard; with no token anywhere, none is drawn", function()
  -- "(If the reward bag is empty, shuffle all discarded rewards back into
  -- the bag.)"
  local g, dust, bugs = dust_vs{play = "dust/nimble-dance", play_name = "Nimble Dance",
                                setup = function(g)
                                  local park = g:zone_new("test.park")
                                  for _, z in ipairs{"rewards", "rewards.used"} do
                                    for _, t in ipairs(g:zone_list(g:zone_find(z))) do g:zone_insert(park, t) end
                                  end
                                end}
  H.set_health(g, bugs[1], 1)
  H.answer(g, "Place Nimble Dance on the top left")
  H.answer(g, "Row")
  H.dice(g, {H.HIT, H.HIT, H.HIT, H.HIT})
  H.answer(g, "Activate Nimble Dance")
  H.answer(g, "Use Attack 4")
  eq(g:entity_get(bugs[1], "on"), false, "defeated")
  eq(g:zone_size(g:zone_find("map.tokens")), 0, "no reward to draw")
  ok(dust, "dust")
end)
