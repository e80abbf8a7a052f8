-- crab.lua: Tidal Blades 2 "Arena Mode: Capture the Crab": heroes against
-- each other and a chosen enemy. The Crab wanders between four Points of
-- Interest by D10 rolls; a hero grabs it (Interact) onto an empty space of
-- their Nexus grid and drops it on the central hex for 2 VP. Defeating an
-- enemy is 1 VP, gaining the Trophy 1 VP, being knocked down -1 VP; the
-- Champion (the Trophy's holder) wins ties. The game ends at the end of the
-- round in which someone has 6, 8 or 10 VP (option length=6|8|10).
--
-- A scenario turns it on with arena = {points = {"C3", "I3", "I7", "C7"}
-- (Points of Interest A-D, clockwise), centre = "F5", enemy = id}; the
-- option enemy=id picks another enemy.
--
-- State: the game has pvp = true, champion (a hero), crab.attacker (who
-- made the last attack); tb.crab entities (q, r on the map, or holder and
-- slot); heroes have vp; a held Crab or the Trophy sits on a grid space as
-- a card entity ("arena/crab", "arena/trophy": kind wound, so it is never
-- played to, activated or cleared). Each hero stands on a side of its own
-- (10 + its order), so rivals never pass each other nor flank together.
-- Narrative marks on the Crabs and the centre lead the bots (policy.lua
-- heads for narrative marks).
--
-- Choices the rulebook leaves open (designed; the Scenario 8 rules it
-- refers to are not in the rulebook):
--  * Scoring drops the Crab on the central hex (the SCORING list and "the
--    center ring"; the Dropping paragraph says a Point of Interest).
--  * Knocked down: -1 VP (minimum 0), held Crabs dropped, Statuses removed,
--    full health, placed on an empty Point of Interest of the player's
--    choice; cards and Wounds stay. Fast Refresh is not modelled.
--  * A hero picks up a Crab in or next to their hex; a Crab moves one hex
--    at a time to the neighbour nearest its Point of Interest (clockwise
--    from north among equals), over normal hexes.
--  * After 20 rounds the game ends anyway, the most VP winning.
--  * "They are not considered heroes for other player's card effects and
--    abilities" holds for flanking, Quantum abilities (quantum.lua, combat's
--    helpers) and items; the Heal action, Vitality Booster and giving a
--    resource (hero.lua) still reach an adjacent rival (left out).
local T = require "core"
local C = require "combat"
local E = require "enemy"
local S = require "setup"
local St = require "status"

local A = {}

A.LENGTHS = {["6"] = 6, ["8"] = 8, ["10"] = 10}
A.ROUNDS = 20
A.CRAB_MOVE, A.DROP_MOVE = 2, 3
A.SCORE = 2

function A.rules(g)
  local sc = (g:scenario())
  return sc.arena
end

function A.on(g) return T.game.get(g, "pvp") end

local function vp(g, h) return g:entity_get(h, "vp") or 0 end

local function add_vp(g, h, n, why)
  g:entity_set(h, "vp", math.max(0, vp(g, h) + n))
  T.log(g, "%s %s %d VP (%s): %d", T.label(g, h), n >= 0 and "gains" or "loses", math.abs(n), why, vp(g, h))
end

function A.points(g)
  local list = {}
  for i, name in ipairs(A.rules(g).points) do list[i] = T.hex_of(g, name) end
  return list
end

-- "To determine a random Point of Interest, roll the blue D10: 1-3, 4-6, 7-9,
-- and 10 correspond to the four Points of Interest".
function A.roll(g)
  local d = g:rng_range(1, 10, "crab")
  if d <= 3 then return 1 elseif d <= 6 then return 2 elseif d <= 9 then return 3 end
  return 4
end

local function free(g, h)
  local map = T.map(g)
  return g:hex_on_map(map, h) and g:hex_terrain_at(map, h) == "normal" and not g:hex_figure_at(map, h)
end

-- ---- Crabs -----------------------------------------------------------------------------------

local function mark_of(g, crab) return g:entity_get(crab, "mark") end

local function set_crab(g, crab, h)
  g:entity_set(crab, "q", h.q)
  g:entity_set(crab, "r", h.r)
  local m = mark_of(g, crab)
  g:entity_set(m, "q", h.q)
  g:entity_set(m, "r", h.r)
  g:entity_set(m, "done", false)
end

function A.new_crab(g, h)
  local crab = g:entity_new("tb.crab")
  local m = g:entity_new("tb.mark")
  g:entity_set(m, "kind", "narrative")
  g:entity_set(m, "name", "crab")
  g:zone_insert(g:zone_find("map.marks"), m)
  g:entity_set(crab, "mark", m)
  set_crab(g, crab, h)
  T.log(g, "A Crab appears at %s", T.hex_name(g, h))
  return crab
end

function A.crabs_on_map(g)
  local list = {}
  for _, c in ipairs(T.all(g, "tb.crab")) do
    if g:entity_get(c, "q") then list[#list + 1] = c end
  end
  return list
end

-- Moves a Crab n hexes toward hex goal.
function A.walk(g, crab, goal, n)
  local map = T.map(g)
  local at = T.pos(g, crab)
  for _ = 1, n do
    if T.same(at, goal) then break end
    local best, d = nil, T.dist(at, goal)
    for _, nb in ipairs(g:hex_ring(at, 1, map)) do
      if g:hex_on_map(map, nb) and g:hex_terrain_at(map, nb) == "normal" and T.dist(nb, goal) < d then
        best, d = nb, T.dist(nb, goal)
      end
    end
    if not best then break end
    at = best
  end
  set_crab(g, crab, at)
end

-- The grid space a Crab or the Trophy takes: the first empty one.
local function empty_space(g, h)
  for slot = 1, 9 do if not T.slot(g, h, slot) then return slot end end
  return nil
end

local function put_on_grid(g, h, name)
  local slot = empty_space(g, h)
  if not slot then return nil, nil end
  local c = g:entity_new("tb.card")
  g:entity_set(c, "name", name)
  g:entity_set(c, "owner", h)
  g:zone_insert(T.zone(g, "grid", h), c)
  g:entity_set(h, "slot." .. slot, c)
  return slot, c
end

local function take_off_grid(g, h, c)
  for slot = 1, 9 do
    if T.slot(g, h, slot) == c then g:entity_set(h, "slot." .. slot, nil) end
  end
  g:zone_insert(g:zone_find("arena.off"), c)
end

-- "GRABBING THE CRAB: An adjacent player may use an Interact action to pick
-- up the Crab. They place the Crab onto an empty space on their Nexus grid."
function A.grab(g, h, crab)
  local slot, c = put_on_grid(g, h, "arena/crab")
  g:entity_set(crab, "q", nil)
  g:entity_set(crab, "r", nil)
  g:entity_set(crab, "holder", h)
  g:entity_set(crab, "card", c)
  g:entity_set(mark_of(g, crab), "done", true)
  T.log(g, "%s grabs the Crab", T.label(g, h))
  g:tally("crab.grab")
  A.sync_centre(g)
  return slot
end

-- "If the Crab is dropped anywhere else, it moves 3 towards a random Point
-- of Interest."
function A.drop(g, h, crab)
  local c = g:entity_get(crab, "card")
  if c then take_off_grid(g, h, c) end
  g:entity_set(crab, "holder", nil)
  g:entity_set(crab, "card", nil)
  set_crab(g, crab, T.pos(g, h))
  A.walk(g, crab, A.points(g)[A.roll(g)], A.DROP_MOVE)
  T.log(g, "%s drops the Crab; it scuttles to %s", T.label(g, h), T.hex_name(g, T.pos(g, crab)))
  g:tally("crab.drop")
  A.sync_centre(g)
end

function A.held_by(g, h)
  local list = {}
  for _, c in ipairs(T.all(g, "tb.crab")) do
    if g:entity_get(c, "holder") == h then list[#list + 1] = c end
  end
  return list
end

-- The centre's mark leads a bot holding a Crab there (a mark "for" one
-- hero: policy.lua).
function A.sync_centre(g)
  local holder
  for _, c in ipairs(T.all(g, "tb.crab")) do holder = holder or g:entity_get(c, "holder") end
  local m = T.game.get(g, "arena.centre")
  g:entity_set(m, "done", holder == nil)
  g:entity_set(m, "for", holder)
end

-- Scoring at the centre: "drop off any Crabs they are holding and gain 2
-- VP. Then, if there are no Crabs on the map, roll for a Point of Interest
-- and place one Crab there. Place a second Crab on the next Point of
-- Interest (B-D) in clockwise order."
function A.score(g, h)
  local held = A.held_by(g, h)
  if #held == 0 then return end
  for _, crab in ipairs(held) do
    take_off_grid(g, h, g:entity_get(crab, "card"))
    g:entity_set(crab, "holder", nil)
    g:entity_set(crab, "card", nil)
  end
  add_vp(g, h, A.SCORE, "the Crab delivered")
  g:tally("crab.score")
  if #A.crabs_on_map(g) == 0 then
    local points = A.points(g)
    local i = A.roll(g)
    local j = i % #points + 1
    set_crab(g, held[1], points[i])
    if held[2] then set_crab(g, held[2], points[j]) else A.new_crab(g, points[j]) end
  end
  A.sync_centre(g)
end

-- ---- Setup ----------------------------------------------------------------------------------

on("tb.setup", function(g)
  local arena = A.rules(g)
  if not arena then return end
  T.game.set(g, "pvp", true)
  local length = A.LENGTHS[g:option("length") or "8"]
  if not length then error("length=: 6, 8 or 10", 0) end
  T.game.set(g, "arena.length", length)
  g:zone_new("arena.off", nil, "all")
  local map = T.map(g)
  -- Rivals: each hero on a side of its own.
  for i, h in ipairs(T.heroes(g)) do
    local at = T.pos(g, h)
    g:hex_remove(map, h)
    T.place(g, h, at, 10 + i)
    g:entity_set(h, "vp", 0)
  end
  local centre = g:entity_new("tb.mark")
  g:entity_set(centre, "kind", "narrative")
  g:entity_set(centre, "name", "centre")
  local c = T.hex_of(g, arena.centre)
  g:entity_set(centre, "q", c.q)
  g:entity_set(centre, "r", c.r)
  g:entity_set(centre, "done", true)
  g:zone_insert(g:zone_find("map.marks"), centre)
  T.game.set(g, "arena.centre", centre)
  -- "Place the Crab at a random Point of Interest." "Place one figure on
  -- each empty Point of Interest".
  local points = A.points(g)
  local at = A.roll(g)
  A.new_crab(g, points[at])
  local spots = {}
  for i, p in ipairs(points) do
    if i ~= at then spots[#spots + 1] = {hex = p} end
  end
  local id = g:option("enemy") or arena.enemy
  if not content("enemy", id) or content("enemy", id).boss then error("enemy=: a standard enemy", 0) end
  local grp = S.add_group(g, id, spots)
  g:initiative_place(T.init(g), grp, g:entity_get(grp, "level"), "right")
  T.sync_order(g)
end)

-- ---- Rules hooks ------------------------------------------------------------------------------

-- "All other heroes are considered enemies in this mode."
on("tb.hero_targets", function(g, h, spec, list)
  if not A.on(g) then return end
  local at = T.pos(g, h)
  for _, o in ipairs(T.standing(g)) do
    if o ~= h and T.pos(g, o) and C.in_reach(g, at, T.pos(g, o), spec) then list[#list + 1] = o end
  end
end)

-- Who attacks now (for VP and the Trophy).
on("tb.hero_rolled", function(g, h) if A.on(g) then T.game.set(g, "crab.attacker", h) end end)
on("tb.enemy_spec", function(g, e) if A.on(g) then T.game.set(g, "crab.attacker", e) end end)

-- "Defeat an enemy: 1 VP."
on("tb.defeated", function(g, e)
  if not A.on(g) then return end
  local by = T.game.get(g, "crab.attacker")
  if by and g:entity_kind(by) == "tb.hero" then add_vp(g, by, 1, "an enemy defeated") end
end)

-- "If the player holding the Crab takes damage, they drop the Crab unless
-- they spend one Focus."
on("tb.damaging", function(g, h, hit)
  if not A.on(g) or hit.lose or (hit.n or 0) <= 0 or g:entity_kind(h) ~= "tb.hero" then return end
  for _, crab in ipairs(A.held_by(g, h)) do
    local keep = false
    if g:entity_get(h, "focus") > 0 then
      keep = C.ask(g, h, "tb.crab_keep", "you are hit: spend 1 Focus to keep the Crab?",
                   {"Spend 1 Focus: keep the Crab", "Drop the Crab"}) == 1
    end
    if keep then
      g:entity_set(h, "focus", g:entity_get(h, "focus") - 1)
    else
      A.drop(g, h, crab)
    end
  end
end)

-- A Wound laid over the Crab's or the Trophy's space.
on("tb.covered", function(g, h, slot)
  if not A.on(g) then return end
  local function on_grid(c)
    for s = 1, 9 do if T.slot(g, h, s) == c then return true end end
    return false
  end
  -- The Crab falls off the grid; the Trophy stays its holder's, off the grid.
  for _, crab in ipairs(A.held_by(g, h)) do
    if not on_grid(g:entity_get(crab, "card")) then A.drop(g, h, crab) end
  end
  local trophy = T.game.get(g, "trophy.card")
  if trophy and T.game.get(g, "champion") == h and not on_grid(trophy) then take_off_grid(g, h, trophy) end
end)

-- The Trophy: "When a player gains the Trophy, they place it onto an empty
-- space on their Nexus grid ... They keep the Trophy until they are knocked
-- down." "Gain the Trophy: 1 VP."
local function gain_trophy(g, h)
  T.game.set(g, "champion", h)
  local _, c = put_on_grid(g, h, "arena/trophy")
  T.game.set(g, "trophy.card", c)
  add_vp(g, h, 1, "the Trophy")
  g:tally("trophy")
end

-- "KNOCK DOWN": see the choices above.
on("tb.knocking_out", function(g, h, down)
  if not A.on(g) then return end
  down.done = true
  local by = T.game.get(g, "crab.attacker")
  g:tally("knockdown")
  add_vp(g, h, -1, "knocked down")
  for _, crab in ipairs(A.held_by(g, h)) do A.drop(g, h, crab) end
  local champion = T.game.get(g, "champion")
  local hero_by = by and by ~= h and g:entity_kind(by) == "tb.hero" and by or nil
  if champion == h then
    local c = T.game.get(g, "trophy.card")
    if c then take_off_grid(g, h, c) end
    T.game.set(g, "champion", nil)
    T.game.set(g, "trophy.card", nil)
    -- "When a hero knocks down the Champion, they gain the Trophy ... If an
    -- enemy knocks down the Champion, place the Trophy next to the play area."
    if hero_by then gain_trophy(g, hero_by) end
  elseif not champion and hero_by then
    -- "If there is no Champion, when a hero knocks down any other hero,
    -- they gain the Trophy."
    gain_trophy(g, hero_by)
  end
  for slot = 1, 9 do St.remove(g, T.slot(g, h, slot)) end
  g:track_set(g:entity_get(h, "health"), C.max_health(g, h))
  -- "Place their figure at an empty Point of Interest of their choice."
  local options, hexes = {}, {}
  for i, p in ipairs(A.points(g)) do
    if free(g, p) then
      options[#options + 1] = "Return at Point of Interest " .. string.char(64 + i) .. " (" .. T.hex_name(g, p) .. ")"
      hexes[#hexes + 1] = p
    end
  end
  local map = T.map(g)
  local _, side = g:hex_figure_cells(map, h)
  g:hex_remove(map, h)
  if #hexes > 0 then
    T.place(g, h, hexes[C.ask(g, h, "tb.crab_poi", "knocked down: where do you return?", options)], side)
  else
    T.place_near(g, h, A.points(g)[1], side)
  end
  T.log(g, "%s is knocked down and returns at %s", T.label(g, h), T.hex_name(g, T.pos(g, h)))
end)

-- Interact to grab a Crab in or next to your hex.
on("tb.free_actions", function(g, h, list)
  if not A.on(g) or g:entity_get(h, "turn.interacted") or not empty_space(g, h) then return end
  local seen = {} -- two Crabs on one hex are offered once
  for _, crab in ipairs(A.crabs_on_map(g)) do
    local where = T.hex_name(g, T.pos(g, crab))
    if T.dist(T.pos(g, h), T.pos(g, crab)) <= 1 and not seen[where] then
      seen[where] = true
      list[#list + 1] = {"Interact: pick up the Crab at " .. T.hex_name(g, T.pos(g, crab)), function()
        g:entity_set(h, "turn.interacted", true)
        A.grab(g, h, crab)
      end, {act = "pick_up"}}
    end
  end
end)

-- "CRAB MOVEMENT: At the start of each round, if the Crab is not held, roll
-- for a Point of Interest. The Crab moves 2 hexes towards that Point of
-- Interest."
on("tb.round_start", function(g)
  if not A.on(g) then return end
  for _, crab in ipairs(A.crabs_on_map(g)) do A.walk(g, crab, A.points(g)[A.roll(g)], A.CRAB_MOVE) end
end)

-- "ENEMY SPAWNING: If the chosen enemy does not have a spawn ability, spawn
-- one at the end of the enemy group's turn if there are 2 or less enemies
-- on the map. Enemies spawn on one of the Points of Interest determined
-- randomly by a die roll."
on("tb.enemy_turn_end", function(g, grp)
  if not A.on(g) then return end
  for _, card in ipairs(T.enemy_def(g, grp).cards) do
    if card.abilities and card.abilities.spawn then return end
  end
  if #T.enemies_on_map(g) <= 2 then E.add_figure(g, grp, A.points(g)[A.roll(g)]) end
end)

-- "At the end of the round, if at least one player has that many points,
-- the scenario ends and the player with the most points is the winner."
on("tb.round_end", function(g)
  if not A.on(g) or T.ended(g) then return end
  -- An enemy group wiped out has no turn to spawn at: one comes back.
  for _, grp in ipairs(T.groups(g)) do
    if g:entity_get(grp, "alive") == 0 then E.add_figure(g, grp, A.points(g)[A.roll(g)]) end
  end
  local best
  for _, h in ipairs(T.heroes(g)) do
    if not best or vp(g, h) > vp(g, best) then best = h end
  end
  if vp(g, best) >= T.game.get(g, "arena.length") then
    T.conclude(g, true, T.label(g, best) .. " reaches " .. vp(g, best) .. " VP")
  elseif T.game.get(g, "round") >= A.ROUNDS then
    T.conclude(g, true, "round " .. A.ROUNDS .. ": the most VP wins")
  end
end)

-- The winner: the most VP; "Champion at game end: Wins Ties."
on("tb.finishing", function(g, success, wounds, kos, outcome)
  if not A.on(g) then return end
  local best, top = {}, -1
  for _, h in ipairs(T.heroes(g)) do
    local v = vp(g, h)
    if v > top then best, top = {h}, v elseif v == top then best[#best + 1] = h end
  end
  local champion = T.game.get(g, "champion")
  if #best > 1 then
    for _, h in ipairs(best) do if h == champion then best = {h} end end
  end
  outcome.winners = {}
  for i, h in ipairs(best) do outcome.winners[i] = g:entity_get(h, "player") end
  outcome.scores = {}
  for _, h in ipairs(T.heroes(g)) do outcome.scores[g:entity_get(h, "player")] = vp(g, h) end
  g:metric("winning_vp", top)
  g:metric("tie", #best > 1 and 1 or 0)
end)

-- Narrative marks: the centre scores; a Crab's mark stays a goal.
function A.narrative(g, hero, mark)
  local name = g:entity_get(mark, "name")
  if name == "centre" then
    A.score(g, hero)
  else
    g:entity_set(mark, "done", false)
  end
end

-- ---- The picture -------------------------------------------------------------------------

on("tb.render_map", function(view, put)
  for _, crab in ipairs(T.all(view, "tb.crab")) do
    local q = view:entity_get(crab, "q")
    if q then put(q, view:entity_get(crab, "r"), "CR") end
  end
end)

on("tb.render_text", function(view, out)
  local game = T.game.entity(view)
  if not view:entity_get(game, "pvp") then return end
  local parts = {}
  for _, h in ipairs(T.all(view, "tb.hero")) do
    parts[#parts + 1] = view:entity_get(h, "label") .. " " .. (view:entity_get(h, "vp") or 0)
  end
  local champion = view:entity_get(game, "champion")
  out[#out + 1] = string.format("VP (first to %d): %s%s · CR: a Crab; centre %s", view:entity_get(game, "arena.length"),
                                table.concat(parts, ", "),
                                champion and (" · Champion: " .. view:entity_get(champion, "label")) or "",
                                content("scenario", view:entity_get(game, "scenario")).arena.centre)
end)

-- ---- The bot -------------------------------------------------------------------------------
policy {id = "tb.crab_keep", score = function(view, decision, i) return i == 1 and 1 or 0 end}
policy {id = "tb.crab_poi", score = function(view, decision, i) return -i end}

return A
