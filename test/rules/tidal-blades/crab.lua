-- Capture the Crab (Arena Mode): setup, grabbing and delivering the Crab,
-- dropping it when hit, rival heroes as enemies, knock-down, the Trophy and
-- Champion, VP for enemies, and the end of the game.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

local function crabs(g)
  local list = {}
  local c = g:entity_next(0, "tb.crab")
  while c do
    list[#list + 1] = c
    c = g:entity_next(c, "tb.crab")
  end
  return list
end

local function put_crab(g, crab, name)
  local h = H.hex(g, name)
  g:entity_set(crab, "q", h.q)
  g:entity_set(crab, "r", h.r)
end

local game_get = H.record.get

-- Axl and Eko in the pit; the Coralbugs off the map unless kept; the Crab
-- put at crab_at; Axl first.
local function pit(opts)
  opts = opts or {}
  local g = H.game("pit", {"axl", "eko"}, {options = opts.options})
  local a, e = H.hero(g, "axl"), H.hero(g, "eko")
  H.keep(g, {coralbug = opts.bugs or {}})
  H.put(g, e, opts.eko or "A7")
  H.put(g, a, opts.axl or "B2")
  local crab = crabs(g)[1]
  if opts.crab then
    local h = H.hex(g, opts.crab)
    g:entity_set(crab, "q", h.q)
    g:entity_set(crab, "r", h.r)
  end
  H.hand(g, a, opts.axl_hand or {"axl/quick-step"})
  H.hand(g, e, {"eko/drift"})
  local later = {e}
  if #(opts.bugs or {}) > 0 then later[#later + 1] = H.group(g, "coralbug") end
  H.set_track(g, {{a}, {}, later})
  if opts.setup then opts.setup(g, a, e, crab) end
  return g, a, e, crab
end

test("setup: the Crab on a Point of Interest, an enemy on each other one, rivals on sides of their own", function()
  -- "Place the Crab at a random Point of Interest." "Place one figure on
  -- each empty Point of Interest and set the others aside."
  local g = H.game("pit", {"axl", "eko"})
  ok(game_get(g, "pvp"), "arena mode")
  local crab = crabs(g)[1]
  local at = H.where(g, crab)
  local points = {C1 = true, I1 = true, I7 = true, C7 = true}
  ok(points[at], "the Crab on a Point of Interest: " .. tostring(at))
  local n = 0
  for _, e in pairs(H.enemies(g, "coralbug")) do
    n = n + 1
    ok(points[H.where(g, e)] and H.where(g, e) ~= at, "a Coralbug on another Point of Interest")
  end
  eq(n, 3)
  local _, s1 = g:hex_figure_cells(H.map(g), H.hero(g, "axl"))
  local _, s2 = g:hex_figure_cells(H.map(g), H.hero(g, "eko"))
  ok(s1 ~= s2, "Axl and Eko are not allies")
  eq(g:entity_get(H.hero(g, "axl"), "vp"), 0)
end)

test("grab the Crab (Interact), carry it to the centre: 2 VP, and two new Crabs", function()
  -- "An adjacent player may use an Interact action to pick up the Crab.
  -- They place the Crab onto an empty space on their Nexus grid." Then
  -- moving onto the centre: "drop off any Crabs they are holding and gain 2
  -- VP. Then, if there are no Crabs on the map, roll for a Point of
  -- Interest and place one Crab there. Place a second Crab on the next
  -- Point of Interest (B-D) in clockwise order."
  local g, a, e, crab = pit{crab = "C4", axl = "B4"}
  H.select(g, {"Quick Step", "Drift"})
  -- "At the start of each round, if the Crab is not held, roll for a Point
  -- of Interest. The Crab moves 2 hexes towards that Point of Interest."
  local moved = H.hex(g, H.where(g, crab))
  local d = g:hex_distance(moved, H.hex(g, "C4"))
  ok(d >= 1 and d <= 2, "the Crab walked toward a Point of Interest: " .. H.where(g, crab))
  put_crab(g, crab, "C4")
  H.answer(g, "Place Quick Step on the top left space")
  H.answer(g, "Row")
  H.answer(g, "Interact: pick up the Crab at C4")
  eq(g:entity_get(crab, "holder"), a)
  eq(H.where(g, crab), nil, "off the map")
  local held
  for i = 1, 9 do
    local c = g:entity_get(a, "slot." .. i)
    if c and g:entity_get(c, "name") == "arena/crab" then held = i end
  end
  ok(held, "on a grid space")
  H.answer(g, "Activate Quick Step")
  H.answer(g, "Use Move 3")
  H.answer(g, "Move to E4")
  eq(g:entity_get(a, "vp"), 2)
  local on_map = {}
  for _, c in ipairs(crabs(g)) do if H.where(g, c) then on_map[#on_map + 1] = H.where(g, c) end end
  eq(#on_map, 2, "two Crabs")
  eq(g:entity_get(a, "slot." .. held), nil, "the space is free again")
end)

test("a holder who takes damage drops the Crab unless they spend a Focus", function()
  -- "If the player holding the Crab takes damage, they drop the Crab unless
  -- they spend one Focus." "If the Crab is dropped anywhere else, it moves
  -- 3 towards a random Point of Interest."
  local g, a, e, crab = pit{bugs = {1}, crab = "C4", axl = "B4", setup = function(g, a)
    H.put(g, H.enemies(g, "coralbug")[1], "A4")
    H.top(g, "coralbug", 1)
    g:entity_set(a, "focus", 0)
  end}
  H.select(g, {"Quick Step", "Drift"})
  put_crab(g, crab, "C4")
  H.answer(g, "Place Quick Step on the top left space")
  H.answer(g, "Row")
  H.answer(g, "Interact: pick up the Crab at C4")
  H.answer(g, "End the turn")
  H.pass(g) -- Eko
  H.dice(g, {H.BLANK}, "danger")
  while H.kind(g) ~= "tb.card" do g:answer(#H.decision(g).options) g:run() end
  eq(g:entity_get(crab, "holder"), nil, "dropped")
  ok(H.where(g, crab), "back on the map")
end)

test("rivals are enemies: a hero attacks another; knocking them down takes the Trophy", function()
  -- "All other heroes are considered enemies in this mode." "If there is no
  -- Champion, when a hero knocks down any other hero, they gain the
  -- Trophy." "The knocked down hero loses 1 VP (minimum 0)." "Place their
  -- figure at an empty Point of Interest of their choice."
  local g, a, e = pit{axl = "D4", eko = "E4", axl_hand = {"axl/hammer-swing"}, setup = function(g, a, e)
    H.set_health(g, e, 2)
    g:entity_set(e, "vp", 3)
  end}
  H.select(g, {"Hammer Swing", "Drift"})
  H.answer(g, "Place Hammer Swing on the top left space")
  H.answer(g, "Row")
  H.answer(g, "Activate Hammer Swing")
  H.dice(g, {H.HIT, H.HIT, H.HIT})
  H.answer(g, "Use Attack 3")
  while H.kind(g) == "tb.chain" or H.kind(g) == "tb.stunt" or H.kind(g) == "tb.reroll"
        or H.kind(g) == "tb.boost" or H.kind(g) == "tb.blade" do
    g:answer(#H.decision(g).options)
    g:run()
  end
  eq(H.kind(g), "tb.crab_poi", "Eko chooses where to return")
  H.answer(g, "Return at Point of Interest C")
  eq(H.where(g, e), "I7")
  eq(g:entity_get(e, "vp"), 2, "-1 VP")
  eq(H.health(g, e), 21, "full health again")
  ok(not g:entity_get(e, "ko"), "knocked down, not out")
  eq(game_get(g, "champion"), a, "Axl is the Champion")
  eq(g:entity_get(a, "vp"), 1, "the Trophy's VP")
end)

test("the game ends at the end of the round with enough VP; the Champion wins ties", function()
  -- "At the end of the round, if at least one player has that many points,
  -- the scenario ends and the player with the most points is the winner."
  -- "Champion at game end: Wins Ties."
  local g, a, e = pit{options = {length = "6"}, setup = function(g, a, e)
    g:entity_set(a, "vp", 6)
    g:entity_set(e, "vp", 6)
    H.record.set(g, "champion", e)
  end}
  H.select(g, {"Quick Step", "Drift"})
  H.pass(g)
  H.pass(g)
  eq(g:run(), "done")
  local r = g:result()
  eq(#r.winners, 1)
  eq(r.winners[1], 1, "Eko (player 1), the Champion")
  eq(r.scores[0], 6)
end)

test("defeating an enemy is 1 VP", function()
  local g, a = pit{bugs = {1}, axl = "D4", axl_hand = {"axl/hammer-swing"}, setup = function(g)
    local bug = H.enemies(g, "coralbug")[1]
    H.put(g, bug, "E4")
    H.set_health(g, bug, 1)
    H.top(g, "coralbug", 6)
  end}
  H.select(g, {"Hammer Swing", "Drift"})
  H.answer(g, "Place Hammer Swing on the top left space")
  H.answer(g, "Row")
  H.answer(g, "Activate Hammer Swing")
  H.dice(g, {H.HIT, H.HIT, H.HIT})
  H.answer(g, "Use Attack 3")
  while H.kind(g) == "tb.chain" or H.kind(g) == "tb.stunt" or H.kind(g) == "tb.reroll"
        or H.kind(g) == "tb.target" or H.kind(g) == "tb.boost" do
    g:answer(1)
    g:run()
  end
  eq(g:entity_get(a, "vp"), 1)
end)

test("an enemy knocking down the Champion sets the Trophy aside", function()
  -- "If an enemy knocks down the Champion, place the Trophy next to the play
  -- area."
  local g, a, e = pit{bugs = {1}, eko = "E4", setup = function(g, a, e)
    H.put(g, H.enemies(g, "coralbug")[1], "F4")
    H.top(g, "coralbug", 1) -- Attack 3
    H.set_health(g, e, 1)
    local m = H.record.entity(g)
    g:entity_set(m, "champion", e)
  end}
  H.select(g, {"Quick Step", "Drift"})
  H.dice(g, {H.BLANK}, "danger")
  H.pass(g) -- Axl
  H.pass(g) -- Eko
  while H.kind(g) ~= "tb.card" do g:answer(#H.decision(g).options) g:run() end
  eq(game_get(g, "champion"), nil, "no Champion")
  eq(g:entity_get(a, "vp"), 0, "Axl did not knock her down: no Trophy")
  ok(not g:entity_get(e, "ko"), "knocked down, back in play")
end)
