-- enemy.lua: Tidal Blades 2 "Enemy Turns": each figure of the group, in
-- health-tracker order, moves and attacks as its group's card says, by the
-- rulebook's priorities: most targets, best Advantage, least movement,
-- fastest Initiative, then the hex closest to north in clockwise order;
-- with no attack possible, along the shortest open path toward the closest
-- target (ties by Initiative), or as close as possible when no path is
-- open. Enemy abilities that change movement and targeting live here too
-- (Blind, Ethereal, Flight, Haywire, Recoil, Retreat, Territorial,
-- Trample); those of attacks and damage in combat.lua.
--
-- Choices the rulebook leaves open (designed):
--  * Trample hurts the heroes passed through (enemies pass their allies
--    anyway).
--  * A Territorial enemy is territorial to the hex it started on.
--  * Retreat from a ranged attack goes along the direction that points most
--    nearly away from the target.
--  * An enemy type has 6 figures unless its guide says otherwise
--    (figures = n); a spawned figure takes the lowest free number.
--  * Bomb: each figure with it places one Bomb after its move and attack.
--    Of the open hexes next to the closest hero (ties: fastest
--    Initiative), the one nearest the enemy ("between that hero and the
--    enemy"), then clockwise from north. A Bomb blocks movement; it
--    explodes at the end of the round: every hero and enemy next to it
--    loses 2 health (not blocked, not reduced by Armor). A hero next to it
--    may defuse it with an Interact.
local T = require "core"
local C = require "combat"
local S = require "setup"

local E = {}

-- How e moves: walking, Flight ("move through and end their turn in gap
-- hexes ... through hexes occupied by other figures") or Ethereal.
-- innate, card: T.abilities(g, e), when the caller has read them (an
-- activation reads them once for all its questions).
function E.mover(g, e, budget, innate, card)
  local m = {budget = budget}
  if innate == nil then innate, card = T.abilities(g, e) end -- read once for the three
  if T.ability(innate, card, "trample") then m.pass_figures = true end
  if T.ability(innate, card, "ethereal") then
    m.ethereal = true
  elseif T.ability(innate, card, "flight") then
    m.flight = true
    m.end_on_gap = true
  end
  return m
end

-- The figures e may target: standing heroes; "BLIND: Enemies that are Blind
-- will target the fastest hero in Initiative order that they have an open
-- path to. They will ignore all other heroes"; "HAYWIRE: Enemies with
-- Haywire consider both heroes and other enemies to be valid targets."
function E.opponents(g, e, innate, card)
  local list = {}
  for _, h in ipairs(T.standing(g)) do
    if g:entity_get(h, "q") then list[#list + 1] = h end -- (on the map: T.pos without its table)
  end
  if innate == nil then innate, card = T.abilities(g, e) end -- read once for Blind and Haywire
  if T.ability(innate, card, "blind") then
    table.sort(list, function(a, b) return T.init_rank(g, a) < T.init_rank(g, b) end)
    local map = T.map(g)
    for _, h in ipairs(list) do
      if g:hex_open_path(map, e, h, E.mover(g, e, nil, innate, card)) then return {h} end
    end
    return {}
  end
  trigger(g, "tb.opponents", e, list) -- Dru (dru.lua)
  if T.ability(innate, card, "haywire") then
    for _, o in ipairs(T.enemies_on_map(g)) do
      if o ~= e then list[#list + 1] = o end
    end
  end
  return list
end

-- "RECOIL: An enemy with Recoil will not target the last figure that
-- damaged it with a melee attack this round": the figure it recoils from
-- now, or nil. recoil: whether e has Recoil.
local function recoiling_from(g, e, recoil, round)
  return recoil and g:entity_get(e, "recoil.round") == round and g:entity_get(e, "recoil.by") or nil
end

-- The attack as the rules read it for e: the card's, with innate Reach.
-- innate, abilities: T.abilities(g, e), when the caller has them.
function E.spec(g, e, card, innate, abilities)
  local reach
  if innate == nil then reach = T.has(g, e, "reach") else reach = T.ability(innate, abilities, "reach") end
  local spec = {attack = card.attack, range = card.range, targets = card.targets or 1, pierce = card.pierce,
                reach = reach, tide = card.tide, advantage = card.advantage,
                pull = card.abilities and card.abilities.pull}
  trigger(g, "tb.enemy_spec", e, spec) -- Mysterious Powers (difficulty.lua)
  return spec
end

-- E.opponents with what pick_targets asks of each that does not depend on
-- the hex e attacks from (its hex, Recoil, Initiative rank, Lure, what
-- Advantage reads of it), read once while e picks among hexes. innate,
-- abilities: T.abilities(g, e), when the caller has them.
function E.foes(g, e, innate, abilities)
  if innate == nil then innate, abilities = T.abilities(g, e) end
  local list = {}
  local round = T.game.get(g, "round")
  local lure = g:entity_get(e, "lure.round") == round and g:entity_get(e, "lure")
  local recoil = recoiling_from(g, e, T.ability(innate, abilities, "recoil"), round)
  local ranks = T.init_ranks(g) -- the track read once for all of them
  local map = T.map(g)
  for _, h in ipairs(E.opponents(g, e, innate, abilities)) do
    local at = T.pos(g, h)
    list[#list + 1] = {h = h, at = at, recoil = recoil == h, rank = ranks[h] or 1000,
                       lured = lure == h, facts = C.advantage_facts(g, e, h, map, at)}
  end
  return list
end

-- The targeting order: a lured hero, then most Advantage, then fastest
-- Initiative.
local function target_order(a, b)
  if a.lured ~= b.lured then return a.lured end -- Michronic Lure (quantum.lua)
  if a.adv ~= b.adv then return a.adv > b.adv end
  return a.rank < b.rank
end

-- What pick_targets returns at a hex from which e reaches nobody (most of
-- the hexes it weighs): read only, so shared.
local NO_TARGETS = {}

-- At hex at, the targets e would attack: those in reach, by most Advantage
-- and then fastest Initiative, up to the card's number of targets.
-- Returns the chosen targets, the sum of their Advantage (+1) and
-- Disadvantage (-1), the fastest rank among them and whether the first is
-- lured. foes: E.foes(g, e), when the caller has it (it does not depend on
-- at); map: the map, likewise.
function E.pick_targets(g, e, at, spec, foes, map)
  local cands
  map = map or T.map(g)
  foes = foes or E.foes(g, e)
  for i = 1, #foes do
    local foe = foes[i]
    if not foe.recoil and C.in_reach(g, at, foe.at, spec, map) then
      cands = cands or {}
      cands[#cands + 1] = {h = foe.h, adv = C.advantage_at(g, foe.facts, at, spec), rank = foe.rank,
                           lured = foe.lured}
    end
  end
  -- (The hook filters candidates: with none there is nothing to filter.)
  if not cands then return NO_TARGETS, 0, 1000, false end
  trigger(g, "tb.enemy_targets", e, spec, cands) -- Dru gives way to Sagashi (dru.lua)
  if #cands > 1 then table.sort(cands, target_order) end
  local chosen, adv, fastest = {}, 0, 1000
  for i = 1, math.min(#cands, spec.targets) do
    chosen[i] = cands[i].h
    adv = adv + cands[i].adv
    fastest = math.min(fastest, cands[i].rank)
  end
  return chosen, adv, fastest, cands[1] ~= nil and cands[1].lured
end

-- Whether a plan (lure: its first target lured, n targets, adv, cost,
-- fastest) beats best: "most targets, best Advantage, least movement,
-- fastest Initiative", a Lure before all.
local function better(lure, n, adv, cost, fastest, best)
  if not best then return true end
  if lure ~= best.lure then return lure end
  if n ~= best.n then return n > best.n end
  if adv ~= best.adv then return adv > best.adv end
  if cost ~= best.cost then return cost < best.cost end
  return fastest < best.fastest
end

-- "IF THERE ARE TARGETS IN RANGE": the hex to attack from and the targets.
-- Hexes come from the kernel by cost, then clockwise from north; a later
-- hex replaces the best only when strictly better, so the clockwise rule
-- settles what the four conditions leave equal.
-- Whether a foe of foes (not one e Recoils from) stands within the
-- attack's distance of hex at, line of sight aside: a hex that fails this
-- has no target (C.in_reach), and most of those E.plan weighs fail it.
local abs = math.abs
local function any_within(at, foes, spec)
  local range = spec.range or 1
  local q, r = at.q, at.r
  for i = 1, #foes do
    local foe = foes[i]
    if not foe.recoil then
      local dq, dr = q - foe.at.q, r - foe.at.r -- (T.dist inline: asked of every hex by every foe)
      local d = (abs(dq) + abs(dr) + abs(dq + dr)) // 2
      if d > 0 and d <= range then return true end
    end
  end
  return false
end

-- innate, abilities: T.abilities(g, e), when the caller has them.
function E.plan(g, e, card, innate, abilities)
  if innate == nil then innate, abilities = T.abilities(g, e) end
  local spec = E.spec(g, e, card, innate, abilities)
  local foes = E.foes(g, e, innate, abilities)
  -- Every hex the move reaches is within the move of e's own hex (a step
  -- is a hex): with no foe within the move and the range of it, no hex has
  -- a target, and the kernel's search (a table for every hex, the dearest
  -- part of a plan) is not needed.
  local here, span = T.pos(g, e), (card.move or 0) + (spec.range or 1)
  local near = false
  for i = 1, #foes do
    if not foes[i].recoil and T.dist(here, foes[i].at) <= span then near = true end
  end
  if not near then return nil, spec end
  local map = T.map(g)
  local reach = g:hex_reachable(map, e, E.mover(g, e, card.move or 0, innate, abilities))
  local best
  for i = 1, #reach do
    local step = reach[i]
    local hex = step.hex
    if any_within(hex, foes, spec) then
      local targets, adv, fastest, lure = E.pick_targets(g, e, hex, spec, foes, map)
      local n = #targets
      if n > 0 and better(lure, n, adv, step.cost, fastest, best) then
        best = {hex = hex, cost = step.cost, targets = targets, n = n, adv = adv, fastest = fastest,
                lure = lure}
      end
    end
  end
  return best, spec
end

-- Whether e may end a move on hex h. map: the map, when the caller has it.
local function can_end(g, e, h, map)
  map = map or T.map(g)
  if not g:hex_on_map(map, h) then return false end
  local who = g:hex_figure_at(map, h)
  if who and who ~= e then return false end
  local terrain = g:hex_terrain_at(map, h)
  if terrain == "normal" then return true end
  return terrain == "gap" and T.has(g, e, "flight") and not T.has(g, e, "ethereal")
end

-- Moves e to hex to; "TRAMPLE: Enemies with Trample will move through
-- figures in their path, making them lose 2 health." innate, abilities:
-- T.abilities(g, e), when the caller has them.
function E.move(g, e, to, budget, innate, abilities)
  local map = T.map(g)
  if to.q == g:entity_get(e, "q") and to.r == g:entity_get(e, "r") then return end -- (T.same, T.pos)
  if innate == nil then innate, abilities = T.abilities(g, e) end
  local mover = E.mover(g, e, budget, innate, abilities)
  local path = T.ability(innate, abilities, "trample") and g:hex_path(map, e, to, mover) or {}
  T.move_to(g, e, to, mover)
  T.log_text(g, T.label(g, e) .. " moves to " .. T.hex_name(g, to))
  for i = 2, #path - 1 do
    local who = g:hex_figure_at(map, path[i])
    if who and g:entity_kind(who) == "tb.hero" then C.lose_health(g, who, 2) end
  end
end

-- Moves e up to move hexes along its shortest path toward hex goal (which
-- it need not reach).
-- innate, abilities: T.abilities(g, e), when the caller has them.
function E.toward(g, e, goal, move, innate, abilities)
  local map = T.map(g)
  if innate == nil then innate, abilities = T.abilities(g, e) end
  local path = g:hex_path(map, e, goal, E.mover(g, e, nil, innate, abilities))
  for i = math.min(#path, move + 1), 2, -1 do
    if can_end(g, e, path[i], map) then
      E.move(g, e, path[i], move, innate, abilities)
      return true
    end
  end
  return false
end

-- "IF THERE ARE NO TARGETS IN RANGE ... the enemy will move towards the
-- closest target to which it has an open path, moving as many hexes as
-- possible. If there are multiple targets equally close, choose the one
-- with the highest Initiative." "If an enemy has no open paths, they will
-- move to be as close as possible to a target."
-- innate, abilities: T.abilities(g, e), when the caller has them.
function E.approach(g, e, move, innate, abilities)
  if not move or move <= 0 then return end
  if innate == nil then innate, abilities = T.abilities(g, e) end
  local map = T.map(g)
  local best, ranks
  local opponents = E.opponents(g, e, innate, abilities)
  local mover = E.mover(g, e, nil, innate, abilities) -- (the kernel only reads it)
  for _, h in ipairs(opponents) do
    local open, cost, stop = g:hex_open_path(map, e, h, mover)
    if open then
      ranks = ranks or T.init_ranks(g) -- (the track read once, as T.init_rank would read it)
      local rank = ranks[h] or 1000
      if not best or cost < best.cost or (cost == best.cost and rank < best.rank) then
        best = {h = h, cost = cost, stop = stop, rank = rank}
      end
    end
  end
  local here = T.pos(g, e)
  if best then
    if best.cost == 0 then return end
    E.toward(g, e, best.stop, move, innate, abilities)
    return
  end
  -- No open path: the reachable hex nearest to any hero.
  local reach = g:hex_reachable(map, e, E.mover(g, e, move, innate, abilities))
  local target, near = nil, math.huge
  local spots = {}
  for i, h in ipairs(opponents) do spots[i] = T.pos(g, h) end
  for _, step in ipairs(reach) do
    for _, at in ipairs(spots) do
      local d = T.dist(step.hex, at)
      if d < near then target, near = step.hex, d end
    end
  end
  if target and not T.same(target, here) then E.move(g, e, target, move, innate, abilities) end
end

-- "TERRITORIAL: ... If they are unable to make an attack and when they
-- Retreat, they will move towards the nearest thing ... that they are
-- territorial to": here, the hex they started on.
function E.home(g, e, move)
  local home = {q = g:entity_get(e, "home.q"), r = g:entity_get(e, "home.r")}
  if not home.q or T.same(home, T.pos(g, e)) or not move or move <= 0 then return end
  if not E.toward(g, e, home, move) then
    -- Home is taken: as near to it as the move allows.
    local reach = g:hex_reachable(T.map(g), e, E.mover(g, e, move))
    local best, near = nil, T.dist(T.pos(g, e), home)
    for _, step in ipairs(reach) do
      local d = T.dist(step.hex, home)
      if d < near then best, near = step.hex, d end
    end
    if best then E.move(g, e, best, move) end
  end
end

-- "RETREAT: After attacking, the enemy moves in the opposite direction of
-- its attack, in a straight line, up to the value of its retreat action. If
-- a hex is blocked it will stop retreating. If multiple directions are
-- possible ... it chooses the one that allows it to retreat the furthest."
function E.retreat(g, e, n, targets)
  if T.has(g, e, "territorial") then return E.home(g, e, n) end
  local map = T.map(g)
  local at = T.pos(g, e)
  local best, far = nil, 0
  for _, t in ipairs(targets) do
    local tp = T.pos(g, t)
    -- The direction pointing most nearly from the target through e.
    local ex, ey = g:hex_center(at)
    local tx, ty = g:hex_center(tp)
    local dir, dot = 1, -math.huge
    for d = 1, 6 do
      local u = g:hex_neighbor(at, d)
      local ux, uy = g:hex_center(u)
      local v = (ux - ex) * (ex - tx) + (uy - ey) * (ey - ty)
      if v > dot then dir, dot = d, v end
    end
    local h, last, steps = at, nil, 0
    for _ = 1, n do
      h = g:hex_neighbor(h, dir)
      if not can_end(g, e, h) then break end
      last, steps = h, steps + 1
    end
    if last and steps > far then best, far = last, steps end
  end
  if best then
    T.move_to(g, e, best, E.mover(g, e))
    T.log(g, "%s retreats to %s", T.label(g, e), T.hex_name(g, best))
  end
end

-- One enemy figure's activation on its group's card. innate, abilities:
-- T.abilities(g, e), when the caller has them (the card and its
-- abilities stay the same through the activation).
function E.act(g, e, card, innate, abilities)
  if innate == nil then innate, abilities = T.abilities(g, e) end
  if card.attack then
    local plan, spec = E.plan(g, e, card, innate, abilities)
    if plan then
      E.move(g, e, plan.hex, card.move or 0, innate, abilities)
      if T.ended(g) or not g:entity_get(e, "on") then return end
      C.enemy_attack(g, e, spec, plan.targets)
      local retreat = T.ability(innate, abilities, "retreat")
      if retreat and g:entity_get(e, "on") and not T.ended(g) then
        E.retreat(g, e, retreat == true and 1 or retreat, plan.targets)
      end
      return
    end
  end
  -- "TERRITORIAL: Territorial enemies will only move towards heroes if they
  -- are able to make an attack that turn."
  if T.ability(innate, abilities, "territorial") then return E.home(g, e, card.move) end
  -- "If an enemy moves without an attack action, it moves as if its target
  -- is the closest opposing figure."
  E.approach(g, e, card.move, innate, abilities)
end

-- "On an enemy group's turn, each enemy of that type performs the actions
-- detailed on their current action card. In each group, the enemies take
-- turns in order from the top to the bottom of the enemy health tracker."
-- Spawns come at the end of the turn, so the new figures do not act.
function E.turn(g, grp)
  local turn = {} -- a boss takes its own turn (boss.lua)
  trigger(g, "tb.enemy_turn", grp, turn)
  if turn.done then return end
  local card = T.group_card(g, grp)
  if not card then return end
  local def = T.enemy_def(g, grp) -- (its figures' too)
  for _, e in ipairs(T.figures(g, grp)) do
    if T.ended(g) then return end
    if g:entity_get(e, "on") then
      -- T.abilities, the definition and the card already read.
      local innate, abilities = def.innate or false, card.abilities or false
      E.act(g, e, card, innate, abilities)
      if g:entity_get(e, "on") and not T.ended(g) and T.ability(innate, abilities, "bomb") then E.bomb(g, e) end
    end
  end
  if not T.ended(g) then E.spawn(g, grp, card) end
  if not T.ended(g) then trigger(g, "tb.enemy_turn_end", grp) end
end

-- "BOMB: Place a bomb adjacent to the closest hero (unless specified),
-- between that hero and the enemy if possible."
function E.bomb(g, e)
  if #T.objects(g, "bomb") >= T.BOMBS then return end
  local map = T.map(g)
  local at = T.pos(g, e)
  local hero, near
  for _, h in ipairs(T.standing(g)) do
    local d = T.dist(at, T.pos(g, h))
    if not hero or d < near or (d == near and T.init_rank(g, h) < T.init_rank(g, hero)) then hero, near = h, d end
  end
  if not hero then return end
  local best, best_d
  for _, n in ipairs(g:hex_ring(T.pos(g, hero), 1, map)) do
    if g:hex_on_map(map, n) and g:hex_terrain_at(map, n) == "normal" and not g:hex_figure_at(map, n) then
      local d = T.dist(n, at)
      if not best or d < best_d then best, best_d = n, d end
    end
  end
  if not best then return end
  local o = S.add_object(g, "bomb", best)
  g:entity_set(o, "round", T.game.get(g, "round"))
  T.log(g, "%s places a Bomb at %s", T.label(g, e), T.hex_name(g, best))
  g:tally("bomb")
end

-- At the end of the round every Bomb explodes (designed, see the top).
function E.explode_bombs(g)
  for _, o in ipairs(T.objects(g, "bomb")) do
    if T.ended(g) then return end
    local at = T.pos(g, o)
    S.remove_object(g, o)
    T.log(g, "The Bomb at %s explodes", T.hex_name(g, at))
    g:tally("bomb_exploded")
    for _, h in ipairs(T.standing(g)) do
      if T.dist(at, T.pos(g, h)) == 1 then C.lose_health(g, h, 2) end
    end
    for _, x in ipairs(T.enemies_on_map(g)) do
      if T.dist(at, T.pos(g, x)) == 1 then
        g:track_add(g:entity_get(x, "health"), -2)
        if T.health(g, x) <= 0 then C.defeat(g, x) end
      end
    end
  end
end

-- The map's mark (Spawn or Narrative token) of kind named name.
function E.mark(g, kind, name)
  for _, t in ipairs(g:zone_list(g:zone_find("map.marks"))) do
    if g:entity_get(t, "kind") == kind and g:entity_get(t, "name") == name then return t end
  end
  return nil
end

-- Adds a figure of enemy group grp at hex h (a Spawn token or a scenario's
-- instruction), within the figure limit: "There are a limited number of
-- enemies of each type (standard is 4 or 6). If additional enemies would be
-- added, but there are not enough figures, they are not added."
function E.add_figure(g, grp, h, mutant)
  local def = T.enemy_def(g, grp)
  local used = {}
  for _, e in ipairs(T.figures(g, grp)) do used[g:entity_get(e, "num")] = true end
  local num
  for k = 1, def.figures or 6 do
    if not used[k] then num = k break end
  end
  if not num then return nil end
  local on = false
  for _, t in ipairs(g:initiative_order(T.init(g))) do if t == grp then on = true end end
  local e = S.add_figure(g, grp, num, mutant, h)
  if not on then E.readd(g, grp) end
  T.log(g, "%s appears at %s", T.label(g, e), T.hex_name(g, T.pos(g, e)))
  g:tally("spawn")
  return e
end

-- "ADDING ENEMY GROUPS: ... place its Initiative token on the Initiative
-- track to the right of any tokens on its starting level ... If a new enemy
-- group is added mid-round, also reveal its top action card and immediately
-- apply its Initiative modifier. Enemies that are added mid-round will only
-- act during the current round if their Initiative token is after the
-- currently active Initiative token."
function E.readd(g, grp)
  local track = T.init(g)
  g:initiative_place(track, grp, g:entity_get(grp, "level"), "right")
  local phase = T.game.get(g, "phase")
  if phase == "turns" then
    local deck = g:entity_get(grp, "deck")
    local _, discard = g:deck_info(deck)
    local c = g:deck_draw(deck, "top", discard)
    g:entity_set(grp, "card", c)
    local card = T.group_card(g, grp)
    if card.initiative and card.initiative ~= 0 then g:initiative_move(track, grp, card.initiative) end
    local active = T.game.get(g, "active")
    if active and T.init_rank(g, grp) < T.init_rank(g, active) then g:entity_tag(grp, "acted") end
  end
  T.sync_order(g)
end

-- "SPAWN: At the end of the enemy group's turn, place a new enemy onto the
-- indicated spawn token, or as close as possible if it is occupied. Ignore
-- if all enemy figures of that type are in use ... Some spawn abilities
-- only happen at certain player counts (3+ or 4). These are in addition to
-- other spawns already indicated on the card." A card's spawns:
-- abilities.spawn = {{token = "a" [, players = 3] [, mutant = true]}, ...}.
-- "If multiple enemies would be added, but there are not enough figures,
-- place any Mutants first. Start with the enemies that appear closest to
-- any hero."
function E.spawn(g, grp, card)
  local list = card.abilities and card.abilities.spawn
  if not list then return end
  local n = T.game.get(g, "heroes_n")
  local todo = {}
  for _, sp in ipairs(list) do
    local mark = E.mark(g, "spawn", sp.token)
    if mark and n >= (sp.players or 1) then
      local h = T.pos(g, mark)
      local near = math.huge
      for _, hero in ipairs(T.standing(g)) do near = math.min(near, T.dist(h, T.pos(g, hero))) end
      todo[#todo + 1] = {hex = h, mutant = sp.mutant, near = near, i = #todo + 1}
    end
  end
  table.sort(todo, function(a, b)
    if (a.mutant and 1 or 0) ~= (b.mutant and 1 or 0) then return a.mutant == true end
    if a.near ~= b.near then return a.near < b.near end
    return a.i < b.i
  end)
  for _, t in ipairs(todo) do E.add_figure(g, grp, t.hex, t.mutant) end
end

return E
