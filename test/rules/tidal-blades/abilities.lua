-- Enemy abilities (the Abilities Reference), on the test enemies of
-- test/fixtures/cards/tidal-blades/drill.lua: Retreat, Pull, Grapple,
-- Recoil, Trample, Blind, Leader, Regeneration, Dominate, Haywire,
-- Territorial (Armored, Pierce, Reach, Flight, Defensive and Warded are
-- tested with the attacks and moves they change).
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

-- heroes at hexes, enemies {id = {hex, ...}} (figures 1.. in order), the
-- heroes' hands, the enemies' top cards; heroes first on the track.
local function drill(spec)
  local ids = {}
  for i, hero in ipairs(spec.heroes) do ids[i] = hero[1] end
  local g = H.game(spec.scenario or "drill", ids)
  local keep = {}
  for id, hexes in pairs(spec.enemies) do
    keep[id] = {}
    for i = 1, #hexes do keep[id][i] = i end
  end
  H.keep(g, keep)
  local tokens = {}
  for _, hero in ipairs(spec.heroes) do
    local h = H.hero(g, hero[1])
    H.put(g, h, hero[2])
    H.hand(g, h, {hero[3]})
    tokens[#tokens + 1] = h
  end
  for id, hexes in pairs(spec.enemies) do
    for i, hex in ipairs(hexes) do H.put(g, H.enemies(g, id)[i], hex) end
  end
  for _, id in ipairs(spec.order) do tokens[#tokens + 1] = H.group(g, id) end
  H.set_track(g, {tokens})
  for id, index in pairs(spec.top or {}) do H.top(g, id, index) end
  if spec.setup then spec.setup(g) end
  local picks = {}
  for i, hero in ipairs(spec.heroes) do picks[i] = hero[4] end
  H.select(g, picks)
  return g
end

test("Retreat: after attacking, straight away from the target", function()
  -- "RETREAT: After attacking, the enemy moves in the opposite direction of
  -- its attack, in a straight line, up to the value of its retreat action."
  local g = drill{heroes = {{"axl", "D4", "axl/brace", "Brace"}}, enemies = {["test-drill"] = {"E4"}},
                  order = {"test-drill"}, top = {["test-drill"] = 1}}
  H.dice(g, {H.BLANK}, "danger")
  H.pass(g)
  eq(H.where(g, H.enemies(g, "test-drill")[1]), "G4", "two hexes east, away from Axl on D4")
  eq(H.health(g, H.hero(g, "axl")), 24 - 2, "it attacked first")
end)

test("Pull: a damaged target is pulled next to the attacker", function()
  local g = drill{heroes = {{"axl", "D4", "axl/brace", "Brace"}}, enemies = {["test-drill"] = {"G4"}},
                  order = {"test-drill"}, top = {["test-drill"] = 2}}
  H.dice(g, {H.BLANK}, "danger")
  H.pass(g)
  eq(H.where(g, H.hero(g, "axl")), "F4", "pulled along the row")
end)

test("Grapple: no moving next to it unless it was damaged this round", function()
  local g = drill{heroes = {{"axl", "D4", "axl/quick-step", "Quick Step"}}, enemies = {["test-drill"] = {"E4"}},
                  order = {"test-drill"}, top = {["test-drill"] = 3}}
  g:entity_set(H.hero(g, "axl"), "spirit", 1)
  H.answer(g, "Place Quick Step on the top left")
  H.answer(g, "Row")
  ok(not H.has(g, "Spend 1 Spirit: Move 1"), "grappled: no Spirit move")
  H.answer(g, "Activate Quick Step")
  ok(not H.has(g, "Use Move 3"), "grappled: no move")
  -- Damage it (the top right space: Attack 1, range 3), then Axl may move.
  local bug = H.enemies(g, "test-drill")[1]
  H.answer(g, "Use Spirit 1")
  H.dice(g, {H.HIT})
  H.answer(g, "Activate the top right space")
  H.answer(g, "Use Attack 1")
  eq(H.health(g, bug), 8, "damaged")
  ok(H.has(g, "Spend 1 Spirit: Move 1"), "free to move now")
end)

test("Recoil: not the hero that last hit it in melee this round", function()
  -- Axl hits the Drill in melee; the Drill attacks Eko instead, though Axl
  -- is faster.
  local g = drill{heroes = {{"axl", "D4", "axl/shoulder-charge", "Shoulder Charge"},
                            {"eko", "E5", "eko/shell-weave", "Shell Weave"}},
                  enemies = {["test-drill"] = {"E4"}}, order = {"test-drill"}, top = {["test-drill"] = 4}}
  H.answer(g, "Place Shoulder Charge on the top left")
  H.answer(g, "Row")
  H.answer(g, "Activate Shoulder Charge")
  H.dice(g, {H.HIT, H.HIT})
  H.answer(g, "Use Attack 2")
  if H.kind(g) == "tb.chain" then H.answer(g, "Attack now") end
  H.answer(g, "Done with Shoulder Charge")
  H.answer(g, "End the turn")
  local eko = H.hero(g, "eko")
  H.dice(g, {H.BLANK}, "danger")
  H.pass(g)
  eq(H.health(g, eko), 21 - 2, "the Drill attacks Eko")
  eq(H.health(g, H.hero(g, "axl")), 24, "not Axl")
end)

test("Trample: through the heroes in its path, each losing 2", function()
  -- Axl on E4 stands between the Drill on F4 and Eko on C4's neighbour: the
  -- Drill's only way to Eko runs through him.
  local g = drill{heroes = {{"eko", "C4", "eko/shell-weave", "Shell Weave"}},
                  enemies = {["test-drill"] = {"F4"}}, order = {"test-drill"}, top = {["test-drill"] = 5}}
  local eko = H.hero(g, "eko")
  local bug = H.enemies(g, "test-drill")[1]
  local before = H.health(g, eko)
  H.dice(g, {H.BLANK}, "danger")
  H.pass(g)
  eq(H.where(g, bug), "D4", "next to Eko")
  eq(before - H.health(g, eko), 2, "its attack only: nobody in its path")
end)

test("Trample hurts a hero it passes through", function()
  -- Drill 2 west of Eko: from D4, east of her, Drill 1 would flank her (the
  -- best Advantage). Walls leave the row through Axl on E4 as the only way
  -- there; trampling him costs him 2 health.
  local g = drill{heroes = {{"eko", "C4", "eko/shell-weave", "Shell Weave"},
                            {"axl", "E4", "axl/brace", "Brace"}},
                  enemies = {["test-drill"] = {"F4", "B4"}}, order = {"test-drill"}, top = {["test-drill"] = 5},
                  setup = function(g)
                    local map = H.map(g)
                    for _, n in ipairs{"E3", "D3", "E5", "D5"} do g:hex_set_terrain(map, H.hex(g, n), "impassable") end
                  end}
  local axl = H.hero(g, "axl")
  H.dice(g, {H.BLANK, H.BLANK}, "danger")
  H.pass(g)
  H.pass(g)
  eq(H.where(g, H.enemies(g, "test-drill")[1]), "D4", "through Axl to flank Eko")
  eq(H.health(g, axl), 24 - 2, "trampled, not attacked")
end)

test("Blind: the fastest hero with an open path, ignoring the others", function()
  -- Eko stands next to the Drill; Axl is faster, two hexes off: the Blind
  -- Drill goes for Axl.
  local g = drill{heroes = {{"axl", "C4", "axl/brace", "Brace"}, {"eko", "F4", "eko/shell-weave", "Shell Weave"}},
                  enemies = {["test-drill"] = {"G4"}}, order = {"test-drill"}, top = {["test-drill"] = 6}}
  H.dice(g, {H.BLANK}, "danger")
  H.pass(g)
  H.pass(g)
  eq(H.health(g, H.hero(g, "eko")), 21, "Eko ignored")
  -- Eko blocks the straight way: around her, Move 2 brings it from 4 to 3
  -- hexes from Axl.
  local d = g:hex_distance(H.hex(g, H.where(g, H.enemies(g, "test-drill")[1])), H.hex(g, "C4"))
  eq(d, 3, "it moved toward Axl")
end)

test("Leader: allies within 2 roll a second Danger die", function()
  local g = drill{heroes = {{"axl", "D4", "axl/brace", "Brace"}},
                  enemies = {["test-drill"] = {"E4"}, ["test-leader"] = {"G4"}},
                  order = {"test-drill", "test-leader"}, top = {["test-drill"] = 3}}
  local axl = H.hero(g, "axl")
  H.dice(g, {H.DHIT, H.DHIT, H.BLANK}, "danger")
  H.pass(g)
  -- Drill: 2 + 1 + 1 = 4 (the Leader 2 hexes off); the Leader cannot reach
  -- Axl this turn.
  eq(24 - H.health(g, axl), 4)
  ok(H.log(g):find("Drill 1 attacks %(2%+2"), H.log(g))
end)

test("Regeneration: at 0 health, back to 15 and the fastest Initiative", function()
  local g = drill{heroes = {{"dust", "D4", "dust/surge-strike", "Surge Strike"}},
                  enemies = {["test-regen"] = {"E4"}, ["test-drill"] = {"I8"}},
                  order = {"test-drill", "test-regen"}}
  local regen = H.enemies(g, "test-regen")[1]
  H.set_health(g, regen, 1)
  H.answer(g, "Place Surge Strike on the top left")
  H.answer(g, "Row")
  H.dice(g, {H.HIT, H.HIT, H.HIT})
  H.answer(g, "Activate Surge Strike")
  H.answer(g, "Use Attack 3")
  eq(g:entity_get(regen, "on"), true, "still on the map")
  eq(H.health(g, regen), 15)
  eq(H.track(g)[1][1], "Regenerators", "the fastest")
end)

test("Dominate: a faster hero attacks it at Disadvantage", function()
  local g = drill{heroes = {{"dust", "D4", "dust/surge-strike", "Surge Strike"}},
                  enemies = {["test-dominator"] = {"E4"}}, order = {"test-dominator"}}
  local dom = H.enemies(g, "test-dominator")[1]
  H.answer(g, "Place Surge Strike on the top left")
  H.answer(g, "Row")
  H.dice(g, {H.HIT, H.HIT_TIDE, H.TIDE})
  H.answer(g, "Activate Surge Strike")
  H.answer(g, "Use Attack 3")
  eq(H.health(g, dom), 9 - 0, "2 hits - 2 Tides")
end)

test("Haywire: another enemy is a valid target", function()
  -- No hero in reach; a Drill stands next to the Haywire.
  local g = drill{heroes = {{"axl", "A1", "axl/brace", "Brace"}},
                  enemies = {["test-haywire"] = {"G6"}, ["test-drill"] = {"H6"}},
                  order = {"test-haywire", "test-drill"}, top = {["test-drill"] = 3}}
  local drill1 = H.enemies(g, "test-drill")[1]
  H.dice(g, {H.BLANK, H.BLANK}, "danger")
  H.pass(g)
  eq(H.health(g, drill1), 9 - 2, "the Haywire hit the Drill")
end)

test("Territorial: with no attack, back toward its starting hex", function()
  local g = drill{heroes = {{"axl", "A1", "axl/brace", "Brace"}},
                  enemies = {["test-territorial"] = {"E6"}}, order = {"test-territorial"}}
  local t = H.enemies(g, "test-territorial")[1]
  H.pass(g)
  local home = {q = g:entity_get(t, "home.q"), r = g:entity_get(t, "home.r")}
  eq(H.name(g, home), "H8", "its spot on the map")
  eq(g:hex_distance(H.hex(g, H.where(g, t)), home), g:hex_distance(H.hex(g, "E6"), home) - 2,
     "two hexes nearer home, not toward Axl")
end)

test("Reach: a ranged attack on an adjacent hero without Disadvantage", function()
  -- "REACH: Ranged attacks with Reach do not suffer Disadvantage when
  -- targeting adjacent enemies." A Tide would take 1 off without it.
  local g = drill{scenario = "drill2", heroes = {{"axl", "D4", "axl/brace", "Brace"}},
                  enemies = {["test-archer"] = {"E4"}}, order = {"test-archer"}, top = {["test-archer"] = 1}}
  H.dice(g, {H.DTIDE}, "danger")
  H.pass(g)
  eq(H.health(g, H.hero(g, "axl")), 24 - 2, "2, the Tide changing nothing")
end)

test("Pierce: the Shield does not block it", function()
  local g = drill{scenario = "drill2", heroes = {{"axl", "D4", "axl/brace", "Brace"}},
                  enemies = {["test-archer"] = {"G4"}}, order = {"test-archer"}, top = {["test-archer"] = 3}}
  H.answer(g, "Place Brace on the top left")
  H.answer(g, "Row")
  H.answer(g, "Activate Brace")
  H.answer(g, "Use Shield 2")
  H.answer(g, "Done with Brace")
  H.dice(g, {H.BLANK}, "danger")
  H.answer(g, "End the turn")
  eq(H.kind(g), "tb.card", "no block was asked")
  eq(H.health(g, H.hero(g, "axl")), 24 - 2)
end)

test("Defensive: 1 damage to the hero for each Tide rolled", function()
  local g = drill{scenario = "drill2", heroes = {{"dust", "D4", "dust/surge-strike", "Surge Strike"}},
                  enemies = {["test-defensive"] = {"E4"}, ["test-archer"] = {"I7"}},
                  order = {"test-defensive", "test-archer"}}
  local dust = H.hero(g, "dust")
  H.answer(g, "Place Surge Strike on the top left")
  H.answer(g, "Row")
  H.dice(g, {H.HIT, H.TIDE, H.TIDE})
  H.answer(g, "Activate Surge Strike")
  H.answer(g, "Use Attack 3")
  eq(H.health(g, dust), 21 - 2, "two Tides, two damage")
end)

test("Warded: no Focus Boost against it", function()
  local g = drill{scenario = "drill2", heroes = {{"dust", "D4", "dust/surge-strike", "Surge Strike"}},
                  enemies = {["test-warded"] = {"E4"}, ["test-archer"] = {"I7"}},
                  order = {"test-warded", "test-archer"}}
  H.answer(g, "Place Surge Strike on the top left")
  H.answer(g, "Row")
  H.dice(g, {H.HIT, H.FOCUS2, H.FOCUS1})
  H.answer(g, "Activate Surge Strike")
  H.answer(g, "Use Attack 3")
  eq(H.kind(g), "tb.act", "no boost offered")
  eq(H.health(g, H.enemies(g, "test-warded")[1]), 9 - 1)
end)

test("Ethereal: through walls and heroes, never ending on impassable", function()
  -- "ETHEREAL: Enemies with Ethereal are able to move through objects,
  -- walls, and heroes."
  local g = drill{scenario = "drill2", heroes = {{"axl", "B4", "axl/brace", "Brace"}},
                  enemies = {["test-ethereal"] = {"E4"}}, order = {"test-ethereal"},
                  setup = function(g)
                    local map = H.map(g)
                    for _, n in ipairs{"C3", "C4", "C5", "D3", "D4", "D5", "B3", "B5", "A3", "A5", "A4"} do
                      g:hex_set_terrain(map, H.hex(g, n), "impassable")
                    end
                    g:hex_set_terrain(map, H.hex(g, "C4"), "normal")
                  end}
  H.dice(g, {H.BLANK}, "danger")
  H.pass(g)
  eq(H.where(g, H.enemies(g, "test-ethereal")[1]), "C4", "through the wall next to Axl")
  eq(H.health(g, H.hero(g, "axl")), 24 - 2)
end)

test("Relentless: never removed from the track", function()
  -- "RELENTLESS: Enemies with the Relentless ability are never removed from
  -- the Initiative track, and always reveal an action card".
  local g = drill{scenario = "drill2", heroes = {{"dust", "D4", "dust/surge-strike", "Surge Strike"}},
                  enemies = {["test-relentless"] = {"E4"}, ["test-archer"] = {"I7"}},
                  order = {"test-relentless", "test-archer"}}
  H.set_health(g, H.enemies(g, "test-relentless")[1], 1)
  H.answer(g, "Place Surge Strike on the top left")
  H.answer(g, "Row")
  H.dice(g, {H.HIT, H.HIT, H.HIT})
  H.answer(g, "Activate Surge Strike")
  H.answer(g, "Use Attack 3")
  eq(g:entity_get(H.enemies(g, "test-relentless")[1], "on"), false, "defeated")
  local found = false
  for _, lv in ipairs(H.track(g)) do
    for _, name in ipairs(lv) do if name == "Revenants" then found = true end end
  end
  ok(found, "still on the track")
end)
