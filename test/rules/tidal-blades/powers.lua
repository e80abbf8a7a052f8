-- Persistent Powers ("always in effect, whether or not you activate the
-- card") and the Quantum Reservoir's free actions: Axl's Unbreakable,
-- Caiman's Cull the Herd, Dust's Relentless Tide, Energy Boost and
-- Vitality Booster.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

-- heroes {{id, hex, card id, card name}, ...} on the arena, Coralbugs
-- kept at the hexes given (figures 1..), the track: heroes, then the
-- Coralbugs (or the Coralbugs first with bugs_first).
local function arena(spec)
  local ids = {}
  for i, hero in ipairs(spec.heroes) do ids[i] = hero[1] end
  local g = H.game("arena", ids)
  local keep = {}
  for i = 1, #spec.bugs do keep[i] = i end
  H.keep(g, {coralbug = keep})
  local tokens = {}
  for i, at in ipairs(spec.bugs) do H.put(g, H.enemies(g, "coralbug")[i], at) end
  if spec.bugs_first then tokens[1] = H.group(g, "coralbug") end
  for _, hero in ipairs(spec.heroes) do
    local h = H.hero(g, hero[1])
    H.put(g, h, hero[2])
    H.hand(g, h, {hero[3]})
    tokens[#tokens + 1] = h
  end
  if not spec.bugs_first then tokens[#tokens + 1] = H.group(g, "coralbug") end
  H.set_track(g, {tokens})
  if spec.top then H.top(g, "coralbug", spec.top) end
  if spec.setup then spec.setup(g) end
  local picks = {}
  for i, hero in ipairs(spec.heroes) do picks[i] = hero[4] end
  H.select(g, picks)
  return g
end

test("Unbreakable: a block stops 1 more damage; without it on the grid, it does not", function()
  -- Axl's Power card (designed): "when you block, block 1 more damage".
  for _, with in ipairs{true, false} do
    local g = arena{heroes = {{"axl", "D4", "axl/brace", "Brace"}}, bugs = {"E4"}, bugs_first = true, top = 1,
                    setup = function(g)
                      H.dice(g, {H.BLANK}, "danger") -- Attack 3
                      local axl = H.hero(g, "axl")
                      g:entity_set(axl, "sh.s", 2)
                      g:entity_set(axl, "sh.u", 4)
                      if not with then H.grid(g, axl, 5, nil) end
                    end}
    eq(H.kind(g), "tb.block")
    eq(H.decision(g).options[1], with and "Block 3 (uncharge 1 shell, take 0)" or "Block 2 (uncharge 1 shell, take 1)")
  end
end)

test("Cull the Herd: an extra hit on an enemy that is alone", function()
  -- "his attacks always deal an extra hit when attacking enemies that are
  -- alone, even if he did not activate that card."
  local g = arena{heroes = {{"caiman", "D4", "caiman/savage-bite", "Savage Bite"}}, bugs = {"E4", "I8"}, top = 6}
  local bug = H.enemies(g, "coralbug")[1]
  H.answer(g, "Place Savage Bite on the top left")
  H.answer(g, "Row")
  H.answer(g, "Activate Savage Bite")
  H.dice(g, {H.HIT, H.FOCUS1, H.FOCUS1, H.FOCUS1})
  H.answer(g, "Use Attack 4")
  if H.kind(g) == "tb.boost" then H.answer(g, "No more boosts") end
  eq(7 - H.health(g, bug), 1 + 1, "one hit, one more: it is alone")

  local g2 = arena{heroes = {{"caiman", "D4", "caiman/savage-bite", "Savage Bite"}}, bugs = {"E4", "F4"}, top = 6}
  local bug2 = H.enemies(g2, "coralbug")[1]
  H.answer(g2, "Place Savage Bite on the top left")
  H.answer(g2, "Row")
  H.answer(g2, "Activate Savage Bite")
  H.dice(g2, {H.HIT, H.FOCUS1, H.FOCUS1, H.FOCUS1})
  H.answer(g2, "Use Attack 4")
  if H.kind(g2) == "tb.boost" then H.answer(g2, "No more boosts") end
  eq(7 - H.health(g2, bug2), 1, "Coralbug 2 stands next to it: not alone")
end)

test("Relentless Tide: clearing a line gains 1 Spirit", function()
  -- Dust's Power card (designed): "when you clear a line, gain 1 Spirit".
  -- Momentum, the Power card and Dash fill the middle row.
  local g = arena{heroes = {{"dust", "B2", "dust/dash", "Dash"}}, bugs = {"I8"}, setup = function(g)
    local dust = H.hero(g, "dust")
    H.grid(g, dust, 4, "dust/momentum")
    g:entity_set(dust, "spirit", 0)
  end}
  local dust = H.hero(g, "dust")
  eq(g:entity_get(g:entity_get(dust, "slot.5"), "name"), "dust/relentless-tide")
  H.answer(g, "Place Dash on the right space")
  H.answer(g, "Row")
  H.answer(g, "End the turn")
  eq(g:entity_get(dust, "slot.5"), nil, "the row cleared, the Power card too")
  eq(g:entity_get(dust, "spirit"), 1, "and Dust gained a Spirit")
end)

test("Relentless Tide: no Spirit when no line clears", function()
  local g = arena{heroes = {{"dust", "B2", "dust/dash", "Dash"}}, bugs = {"I8"}, setup = function(g)
    g:entity_set(H.hero(g, "dust"), "spirit", 0)
  end}
  local dust = H.hero(g, "dust")
  H.answer(g, "Place Dash on the right space")
  H.answer(g, "Row")
  H.answer(g, "End the turn")
  eq(g:entity_get(dust, "spirit"), 0)
end)

test("Energy Boost: 2 Reservoir shells for 1 Spirit and 1 Focus, on your turn", function()
  -- "Gain one Spirit and one Focus" (cost designed: 2 shells).
  local g = arena{heroes = {{"axl", "B2", "axl/brace", "Brace"}}, bugs = {"I8"}, setup = function(g)
    local axl = H.hero(g, "axl")
    g:entity_set(axl, "spirit", 0)
    g:entity_set(axl, "focus", 0)
    g:entity_set(axl, "sh.q", 1)
    g:entity_set(axl, "sh.u", 5)
  end}
  local axl = H.hero(g, "axl")
  H.answer(g, "Place Brace on the top left")
  H.answer(g, "Row")
  ok(not H.has(g, "Quantum Energy Boost"), "one shell is not enough")
  H.answer(g, "Activate Brace")
  H.answer(g, "Use Reservoir 1")
  H.answer(g, "Done with Brace")
  H.answer(g, "Quantum Energy Boost")
  eq(g:entity_get(axl, "spirit"), 1)
  eq(g:entity_get(axl, "focus"), 1)
  eq(g:entity_get(axl, "sh.q"), 0, "two shells uncharged")
end)

test("Vitality Booster: any hero gains 2 health, not past the maximum", function()
  -- "Choose a hero to gain 2 health." Eko is far from Axl.
  local g = arena{heroes = {{"axl", "B2", "axl/brace", "Brace"}, {"eko", "B8", "eko/shell-weave", "Shell Weave"}},
                  bugs = {"I8"}, setup = function(g)
                    local axl = H.hero(g, "axl")
                    g:entity_set(axl, "sh.q", 4)
                    g:entity_set(axl, "sh.u", 2)
                    H.set_health(g, H.hero(g, "eko"), 20)
                  end}
  local axl, eko = H.hero(g, "axl"), H.hero(g, "eko")
  -- The Coralbugs act first; at the start of their turn Axl may already
  -- heal Eko (quantum.lua), and waits for his own turn.
  H.answer(g, "Not now")
  H.answer(g, "Place Brace on the top left")
  H.answer(g, "Row")
  ok(not H.has(g, "Quantum Vitality Booster: Axl"), "Axl is unhurt")
  H.answer(g, "Quantum Vitality Booster: Eko gains 2 health")
  eq(H.health(g, eko), 21, "20 + 2, but no more than 21")
  eq(g:entity_get(axl, "sh.q"), 2)
  ok(not H.has(g, "Quantum Vitality Booster"), "nobody hurt any more")
end)
