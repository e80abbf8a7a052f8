-- boss.lua: Tidal Blades 2 "Boss Enemies (Scenario 3+)": a boss is one
-- figure of its own group, set up from the scenario's boss field ({enemy =
-- id, cells = {"H4", ...}}: one hex, or three for a giant). It is always
-- active (moves, then attacks, else does its card's special action),
-- reveals Maneuvers from the back of its next card (when revealed, during
-- the round, at the end of the round), is Unpredictable (its deck is
-- reshuffled at one card left), has health by player count, and drops a
-- reward on every hex it occupied. Giant bosses rotate about one of their
-- hexes and are flanked across one of their sections (combat.lua measures
-- range and flanking from the nearest of their hexes, giant.lua).
--
-- A boss definition is an enemy{} with boss = true, health = {by heroes
-- 1..4}, giant = true for a 3-hex base, and cards whose extra fields are
-- special = {heal = n} or {lose = n, range = r} (the special action) and
-- maneuver = {when = "revealed" | "round" | "end", text = ..., heal = n,
-- lose = n, range = r, attack = +n, move = +n}.
--
-- Choices the rulebook leaves open (designed):
--  * A boss picks where to attack from as other enemies do (most targets,
--    Advantage, least movement, fastest Initiative), over the hexes its
--    whole base can reach; with no attack it walks its base toward the
--    nearest hero; a giant then uses its one rotate action when a rotation
--    brings a hero into reach.
--  * The Maneuver showing is the one on the back of the top card of the
--    boss deck once its Initiative card is flipped (after an Unpredictable
--    reshuffle). "During the round" Maneuvers change the boss's own actions.
--  * "lose" effects hit every standing hero within range (from the nearest
--    hex of the boss).
local T = require "core"
local C = require "combat"
local S = require "setup"
local E = require "enemy"
local G = require "giant"

local B = {}

B.MAX_HEALTH = 99 -- "Enemies may heal past their starting health"; bosses have no 20 cap

function B.is_boss(g, grp) return T.enemy_def(g, grp).boss end

-- The boss figure of group grp.
function B.figure(g, grp) return g:entity_get_array(grp, "figures")[1] end

-- ---- Setup -----------------------------------------------------------------------------------

-- "BOSS HEALTH: Many bosses have health based on the number of players. If
-- needed, they will use multiple rows on one Enemy Health Track."
function B.setup(g)
  local sc = (g:scenario())
  if not sc.boss then return end
  local id = sc.boss.enemy
  local def = content("enemy", id)
  if not def or not def.boss then error("scenario boss: '" .. tostring(id) .. "' is not a boss", 0) end
  local grp = S.add_group(g, id, {})
  local e = g:entity_new("tb.enemy")
  g:entity_set(e, "group", grp)
  g:entity_set(e, "name", id)
  g:entity_set(e, "num", 1)
  g:entity_set(e, "mutant", true) -- the yellow die: "1 yellow die for bosses and Mutants"
  g:entity_set(e, "label", def.name)
  g:entity_set(e, "boss", true)
  local n = T.game.get(g, "heroes_n")
  local hp = type(def.health) == "table" and def.health[n] or def.health
  g:entity_set(e, "health", g:track_new{min = 0, max = B.MAX_HEALTH, start = hp})
  g:entity_set(e, "on", true)
  local cells = {}
  for i, name in ipairs(sc.boss.cells) do cells[i] = T.hex_of(g, name) end
  local map = T.map(g)
  if #cells > 1 then
    g:entity_set(e, "giant", true)
    g:hex_place_shape(map, e, cells, 1)
    local anchor = g:hex_figure_cells(map, e)[1]
    g:entity_set(e, "q", anchor.q)
    g:entity_set(e, "r", anchor.r)
    B.mirror_shape(g, e)
  else
    T.place(g, e, cells[1], 1)
  end
  g:entity_set_array(grp, "figures", {e}, "int")
  g:entity_set(grp, "alive", 1)
  -- "Place enemy Initiative tokens onto the Initiative level indicated on
  -- their guide card, to the right of any hero token(s)."
  g:initiative_place(T.init(g), grp, def.initiative, "right")
  T.sync_order(g)
end

on("tb.setup", function(g) B.setup(g) end)

-- A giant's other hexes as offsets from its anchor (shape.<i>.dq/dr), for
-- the renderer: a view has no hex calls. Moves keep them; rotations change
-- them.
function B.mirror_shape(g, e)
  local cells = g:hex_figure_cells(T.map(g), e)
  g:entity_set(e, "shape.n", #cells)
  for i, c in ipairs(cells) do
    g:entity_set(e, "shape." .. i .. ".dq", c.q - cells[1].q)
    g:entity_set(e, "shape." .. i .. ".dr", c.r - cells[1].r)
  end
end

on("tb.render_map", function(view, put)
  for _, e in ipairs(T.all(view, "tb.enemy")) do
    if view:entity_get(e, "on") and view:entity_get(e, "giant") then
      local def = content("enemy", view:entity_get(e, "name"))
      for i = 2, view:entity_get(e, "shape.n") or 0 do
        put(view:entity_get(e, "q") + view:entity_get(e, "shape." .. i .. ".dq"),
            view:entity_get(e, "r") + view:entity_get(e, "shape." .. i .. ".dr"), def.letter .. "1")
      end
    end
  end
end)

on("tb.render_text", function(view, out)
  for _, grp in ipairs(T.all(view, "tb.group")) do
    local def = content("enemy", view:entity_get(grp, "name"))
    if def.boss then
      -- The Maneuver showing is on the back of the top card: public, so the
      -- rules mirror its card number on the group.
      local i = view:entity_get(grp, "maneuver")
      local m = i and def.cards[i].maneuver
      if m then out[#out + 1] = def.name .. " Maneuver showing: " .. m.text end
    end
  end
end)

-- ---- Maneuvers -------------------------------------------------------------------------------

-- The Maneuver showing on top of the boss deck (the back of its next card).
function B.maneuver(g, grp)
  local deck = g:entity_get(grp, "deck")
  local top = g:deck_peek(deck, "top", 1)[1]
  if not top then return nil end
  return T.enemy_def(g, grp).cards[g:entity_get(top, "index")].maneuver
end

-- Heroes within range r of the boss (from its nearest hex).
local function heroes_within(g, e, r)
  local list = {}
  for _, h in ipairs(T.standing(g)) do
    local p = T.pos(g, h)
    if p and T.dist(p, G.near(g, e, p)) <= r then list[#list + 1] = h end
  end
  return list
end

-- An effect of a Maneuver or special action: heal the boss, or make heroes
-- nearby lose health.
function B.effect(g, e, fx)
  if fx.heal then
    local t = g:entity_get(e, "health")
    g:track_add(t, fx.heal)
    T.log(g, "%s heals %d (%d)", T.label(g, e), fx.heal, g:track_value(t))
  end
  if fx.lose then
    for _, h in ipairs(heroes_within(g, e, fx.range or 1)) do
      if T.ended(g) then return end
      C.lose_health(g, h, fx.lose)
    end
  end
end

-- "UNPREDICTABLE: Bosses will shuffle their action deck when they have only
-- 1 card remaining." Then "Maneuvers that happen when revealed are resolved
-- immediately after the boss' Initiative is adjusted."
on("tb.group_revealed", function(g, grp)
  if not B.is_boss(g, grp) then return end
  local deck = g:entity_get(grp, "deck")
  if g:deck_size(deck) <= 1 then
    -- Every card but the one in play goes back and is shuffled.
    local current = g:entity_get(grp, "card")
    local _, discard = g:deck_info(deck)
    g:deck_reshuffle(deck)
    if current then g:zone_insert(discard, current) end
    T.log(g, "%s reshuffles its deck (Unpredictable)", T.label(g, B.figure(g, grp)))
  end
  local m = B.maneuver(g, grp)
  local top = g:deck_peek(deck, "top", 1)[1]
  g:entity_set(grp, "maneuver", top and g:entity_get(top, "index"))
  if m then T.log(g, "%s Maneuver: %s", T.label(g, B.figure(g, grp)), m.text) end
  if m and m.when == "revealed" and g:entity_get(B.figure(g, grp), "on") then
    B.effect(g, B.figure(g, grp), m)
  end
end)

-- "... or at the end of the round."
on("tb.round_end", function(g)
  for _, grp in ipairs(T.groups(g)) do
    if B.is_boss(g, grp) and g:entity_get(grp, "alive") > 0 and not T.ended(g) then
      local m = B.maneuver(g, grp)
      if m and m.when == "end" then B.effect(g, B.figure(g, grp), m) end
    end
  end
end)

-- ---- The boss's turn --------------------------------------------------------------------------

-- The heroes the boss could attack standing on cells, with spec; sorted as
-- E.pick_targets does (Advantage, then Initiative), the Lure first.
local function targets_from(g, e, cells, spec)
  local cands = {}
  for _, h in ipairs(E.opponents(g, e)) do
    local hp = T.pos(g, h)
    local from
    for _, c in ipairs(cells) do
      if C.in_reach(g, c, hp, spec) and (not from or T.dist(c, hp) < T.dist(from, hp)) then from = c end
    end
    if from then
      cands[#cands + 1] = {h = h, adv = C.advantage(g, e, from, h, spec), rank = T.init_rank(g, h),
                           lured = g:entity_get(e, "lure") == h and g:entity_get(e, "lure.round") == T.game.get(g, "round")}
    end
  end
  trigger(g, "tb.enemy_targets", e, spec, cands)
  table.sort(cands, function(a, b)
    if a.lured ~= b.lured then return a.lured end
    if a.adv ~= b.adv then return a.adv > b.adv end
    return a.rank < b.rank
  end)
  local chosen, adv, fastest = {}, 0, 1000
  for i = 1, math.min(#cands, spec.targets or 1) do
    chosen[i] = cands[i].h
    adv = adv + cands[i].adv
    fastest = math.min(fastest, cands[i].rank)
  end
  return chosen, adv, fastest
end

-- The best anchor to attack from within move, or nil.
local function plan(g, e, spec, move)
  local best
  for _, step in ipairs(g:hex_reachable(T.map(g), e, E.mover(g, e, move))) do
    local targets, adv, fastest = targets_from(g, e, G.shifted(g, e, step.hex), spec)
    if #targets > 0 then
      local c = {hex = step.hex, cost = step.cost, targets = targets, n = #targets, adv = adv, fastest = fastest}
      if not best or c.n > best.n or (c.n == best.n and (c.adv > best.adv
         or (c.adv == best.adv and (c.cost < best.cost or (c.cost == best.cost and c.fastest < best.fastest))))) then
        best = c
      end
    end
  end
  return best
end

-- With no attack in reach: toward the nearest hero, base and all.
local function approach(g, e, move)
  local best, near
  local heroes = E.opponents(g, e)
  for _, step in ipairs(g:hex_reachable(T.map(g), e, E.mover(g, e, move))) do
    local cells = G.shifted(g, e, step.hex)
    for _, h in ipairs(heroes) do
      local d = G.dist(cells, T.pos(g, h))
      if not near or d < near then best, near = step.hex, d end
    end
  end
  if best and not T.same(best, T.pos(g, e)) then E.move(g, e, best, move) end
end

-- "ROTATING: Giant bosses ... may use 1 rotate action to rotate around one
-- of the hexes they occupy ... They cannot move through hero hexes and must
-- always rotate or move into 3 hexes that are unoccupied by heroes."
local STEPS = {1, -1, 2, -2, 3}
local function rotate_to_attack(g, e, spec)
  local map = T.map(g)
  for _, pivot in ipairs(G.cells(g, e)) do
    for _, s in ipairs(STEPS) do
      if g:hex_can_rotate(map, e, pivot, s) then
        local cells = {}
        for i, c in ipairs(G.cells(g, e)) do cells[i] = g:hex_rotate(c, pivot, s) end
        if #targets_from(g, e, cells, spec) > 0 then
          g:hex_rotate_figure(map, e, pivot, s)
          local anchor = g:hex_figure_cells(map, e)[1]
          g:entity_set(e, "q", anchor.q)
          g:entity_set(e, "r", anchor.r)
          B.mirror_shape(g, e)
          T.log(g, "%s rotates", T.label(g, e))
          return true
        end
      end
    end
  end
  return false
end

-- "ALWAYS ACTIVE: Boss enemies will always move and then attempt to attack.
-- If they are unable to attack, they will perform the special action
-- listed on the bottom of their card after they have performed all other
-- actions."
function B.turn(g, grp)
  local e = B.figure(g, grp)
  local card = T.group_card(g, grp)
  if not card or not g:entity_get(e, "on") then return end
  local m = B.maneuver(g, grp)
  local bonus = (m and m.when == "round") and m or {}
  local move = (card.move or 0) + (bonus.move or 0)
  local spec = E.spec(g, e, card)
  spec.attack = (spec.attack or 0) + (bonus.attack or 0)
  local attacked = false
  if card.attack then
    local p = plan(g, e, spec, move)
    if p then
      E.move(g, e, p.hex, move)
    else
      approach(g, e, move)
      if g:entity_get(e, "giant") then rotate_to_attack(g, e, spec) end
    end
    if T.ended(g) then return end
    local targets = targets_from(g, e, G.cells(g, e), spec)
    if #targets > 0 then
      C.enemy_attack(g, e, spec, targets)
      attacked = true
    end
  else
    approach(g, e, move)
  end
  if not attacked and card.special and not T.ended(g) and g:entity_get(e, "on") then
    T.log(g, "%s: %s", T.label(g, e), card.special.text or "special action")
    B.effect(g, e, card.special)
  end
end

on("tb.enemy_turn", function(g, grp, turn)
  if B.is_boss(g, grp) then
    B.turn(g, grp)
    turn.done = true
  end
end)

-- "When defeated, bosses drop 1 enemy reward in each hex they occupied"
-- (the first hex's reward is the usual one).
on("tb.defeated", function(g, e, cells)
  if not g:entity_get(e, "boss") then return end
  local bag = T.game.get(g, "bag")
  for i = 2, #cells do
    if g:bag_size(bag) + g:zone_size(g:zone_find("rewards.used")) == 0 then return end
    local t = g:bag_draw(bag, g:zone_find("map.tokens"))
    g:entity_set(t, "q", cells[i].q)
    g:entity_set(t, "r", cells[i].r)
  end
end)

-- Whether the scenario's boss is defeated.
function B.defeated(g)
  for _, grp in ipairs(T.groups(g)) do
    if B.is_boss(g, grp) and g:entity_get(grp, "alive") == 0 then return true end
  end
  return false
end

return B
