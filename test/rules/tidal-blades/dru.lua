-- Dru, Sagashi's companion: deploying, split moves, the Interact move,
-- flanking, Disadvantage and Armor, damage passed to Sagashi, returning to
-- his card.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

local function dru(g) return g:entity_next(0, "tb.dru") end

-- Sagashi (and Axl, and Eko when three) on the arena with one Coralbug;
-- Sagashi first.
local function with_dru(opts)
  opts = opts or {}
  local heroes = opts.heroes or {"sagashi", "axl"}
  local g = H.game(opts.map or "arena", heroes)
  local s = H.hero(g, "sagashi")
  local bug = H.enemies(g, opts.enemy or "coralbug")[1]
  H.keep(g, {[opts.enemy or "coralbug"] = {1}})
  H.put(g, s, opts.at or "B2")
  H.put(g, bug, opts.bug or "I8")
  local others = {}
  for i = 2, #heroes do
    local o = H.hero(g, heroes[i])
    H.put(g, o, (opts.others or {"A8", "C8"})[i - 1])
    H.hand(g, o, {({axl = "axl/brace", eko = "eko/drift"})[heroes[i]]})
    others[#others + 1] = o
  end
  H.hand(g, s, opts.hand or {"sagashi/circle"})
  local later = {}
  for _, o in ipairs(others) do later[#later + 1] = o end
  later[#later + 1] = H.group(g, opts.enemy or "coralbug")
  H.set_track(g, {{s}, {}, later})
  H.top(g, opts.enemy or "coralbug", opts.card or 6)
  if opts.setup then opts.setup(g, s, bug) end
  return g, s, bug
end

-- Puts Dru on the map at hex name.
local function place_dru(g, name)
  local d = dru(g)
  local map = H.map(g)
  local h = H.hex(g, name)
  g:hex_place(map, d, h, 0)
  g:entity_set(d, "q", h.q)
  g:entity_set(d, "r", h.r)
  g:entity_set(d, "on", true)
end

local function picks(g, names)
  H.select(g, names)
end

test("enemies may move through Dru's hex, never stop on it", function()
  -- "Enemies may move through Dru's hex."
  local g, _, bug = with_dru()
  place_dru(g, "H8")
  local map, d = H.map(g), dru(g)
  ok(g:hex_is_open(d), "every side may pass Dru")
  local beyond = {}
  for _, s in ipairs(g:hex_reachable(map, bug, {budget = 2})) do beyond[s.hex.q .. "," .. s.hex.r] = s.cost end
  local at = H.hex(g, "H8")
  eq(beyond[at.q .. "," .. at.r], nil, "not an end")
  local far = g:hex_neighbor(at, g:hex_dir_of(H.hex(g, "I8"), at))
  eq(beyond[far.q .. "," .. far.r], 2, "the hex past Dru, through him")
end)

test("Dru starts on his card, and only with Sagashi", function()
  local g = with_dru()
  local d = dru(g)
  ok(d, "Dru exists")
  eq(g:entity_get(d, "owner"), H.hero(g, "sagashi"))
  ok(not g:entity_get(d, "on"), "on his card")
  eq(H.where(g, d), nil)
  local g2 = H.game("arena", {"axl", "eko"})
  eq(g2:entity_next(0, "tb.dru"), nil, "no Sagashi, no Dru")
end)

test("a Move action may be spent to deploy Dru next to Sagashi", function()
  -- "Deploy: On his turn, Sagashi may spend 1 action to place Dru in an
  -- adjacent unoccupied hex."
  local g, s = with_dru()
  picks(g, {"Circle", "Brace"})
  H.answer(g, "Place Circle on the top left space")
  H.answer(g, "Row")
  H.answer(g, "Activate Circle")
  H.answer(g, "Use Move 3")
  eq(H.kind(g), "tb.dru_split")
  H.answer(g, "Deploy Dru")
  H.answer(g, "Deploy Dru to C2")
  eq(H.where(g, dru(g)), "C2")
  eq(H.where(g, s), "B2", "the move was spent on Dru")
end)

test("a Move split between Dru and Sagashi; Dru flies over gaps", function()
  -- "Sagashi may split each Move action between Dru and himself." "Dru
  -- ignores terrain as if he had Flight, and may move through enemies and
  -- over gap hexes." The channel: a column of gaps at D.
  local g, s = with_dru{map = "channel", enemy = "test-gull", bug = "G4", others = {"A4"}, setup = function(g)
    place_dru(g, "C2")
  end}
  picks(g, {"Circle", "Brace"})
  H.answer(g, "Place Circle on the top left space")
  H.answer(g, "Row")
  H.answer(g, "Activate Circle")
  H.answer(g, "Use Move 3")
  H.answer(g, "Dru moves 2, Sagashi 1")
  H.answer(g, "Dru to E2")
  eq(H.where(g, dru(g)), "E2", "across the gap at D2")
  H.answer(g, "Move to A2")
  eq(H.where(g, s), "A2", "Sagashi's 1")
end)

test("Sagashi may Interact from anywhere to give Dru a Move 2", function()
  local g = with_dru{setup = function(g) place_dru(g, "F6") end}
  picks(g, {"Circle", "Brace"})
  H.answer(g, "Place Circle on the top left space")
  H.answer(g, "Row")
  H.answer(g, "Interact: Dru moves 2")
  H.answer(g, "Dru to H6")
  eq(H.where(g, dru(g)), "H6")
  ok(not H.has(g, "Interact:"), "the turn's Interact is used")
end)

test("Dru flanks with any hero", function()
  -- "Dru can flank with any hero." Three heroes (no 2-hero rule): Sagashi
  -- west of the Coralbug at E4 (D4), Dru east of it (F4).
  local function damage(dru_at)
    local g, s, bug = with_dru{heroes = {"sagashi", "axl", "eko"}, at = "D4", bug = "E4",
                               hand = {"sagashi/lunge-bite"}, setup = function(g)
      if dru_at then place_dru(g, dru_at) end
    end}
    picks(g, {"Lunge Bite", "Brace", "Drift"})
    H.answer(g, "Place Lunge Bite on the top left space")
    H.answer(g, "Row")
    H.answer(g, "Activate Lunge Bite")
    H.dice(g, {H.TIDE, H.TIDE, H.FOCUS1, H.FOCUS1})
    H.answer(g, "Use Attack 4")
    while H.kind(g) == "tb.boost" or H.kind(g) == "tb.reroll" do g:answer(#H.decision(g).options) g:run() end
    return 7 - H.health(g, bug)
  end
  -- Two Tides and two single Focus (not boosted: no damage).
  eq(damage(nil), 0, "alone: the Tides do nothing")
  eq(damage("F4"), 3, "flanking with Dru: +2 for the Tides, +1 from Dru's Bond (an enemy next to Dru)")
end)

test("an enemy attacks Dru at Disadvantage; past his Armor he goes back and Sagashi takes the rest", function()
  -- "Enemies have Disadvantage against Dru." "Dru is Armored 1." "When Dru
  -- would take damage after applying Armor, instead return Dru's figure to
  -- his card. Sagashi takes the excess damage". Coralbug card 1: Attack 3,
  -- Move 2; Dru is the only figure it can reach.
  local g, s = with_dru{card = 1, bug = "I8", setup = function(g) place_dru(g, "H6") end}
  local before = H.health(g, s)
  picks(g, {"Circle", "Brace"})
  H.dice(g, {H.DTIDE}, "danger")
  H.pass(g) -- Sagashi
  H.pass(g) -- Axl
  while H.kind(g) ~= "tb.card" do g:answer(#H.decision(g).options) g:run() end
  ok(not g:entity_get(dru(g), "on"), "Dru is back on his card")
  eq(H.health(g, s), before - 1, "3 - 1 (Disadvantage: the Tide) - 1 (Armor) = 1 for Sagashi")
end)

test("Dru returns to his card when Sagashi is knocked out", function()
  local g, s = with_dru{card = 1, at = "H7", setup = function(g, s) place_dru(g, "B8") H.set_health(g, s, 1) end}
  picks(g, {"Circle", "Brace"})
  H.dice(g, {H.DHIT}, "danger")
  H.pass(g)
  H.pass(g)
  while g:run() == "decision" and H.kind(g) ~= "tb.card" do g:answer(#H.decision(g).options) end
  ok(g:entity_get(s, "ko"), "Sagashi is knocked out")
  ok(not g:entity_get(dru(g), "on"), "Dru is back on his card")
end)

test("an attack that could target both Sagashi and Dru targets only Sagashi", function()
  -- "If an attack would target both Sagashi and Dru, it may only target
  -- Sagashi." Hook Flurry-like: a Swarming (+1 target) Coralbug next to
  -- both.
  local g, s, bug = with_dru{card = 1, at = "D4", bug = "E4", setup = function(g, s)
    place_dru(g, "F4")
    local grp = H.group(g, "coralbug")
    g:entity_set_array(grp, "powers", {5}, "int") -- difficulty card 5: Swarming, +1 target
    g:entity_tag(grp, "powered")
  end}
  local before = H.health(g, s)
  picks(g, {"Circle", "Brace"})
  H.dice(g, {H.DHIT}, "danger")
  H.pass(g)
  H.pass(g)
  while H.kind(g) ~= "tb.card" do g:answer(#H.decision(g).options) g:run() end
  ok(g:entity_get(dru(g), "on"), "Dru was not attacked")
  eq(H.health(g, s), before - 4, "Sagashi takes the attack (3 + 1 hit)")
end)
