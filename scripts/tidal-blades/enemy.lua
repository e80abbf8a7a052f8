-- enemy.lua: Tidal Blades 2 "Enemy Turns": each figure of the group, in
-- health-tracker order, moves and attacks as its group's card says, by the
-- rulebook's priorities: most targets, best Advantage, least movement,
-- fastest Initiative, then the hex closest to north in clockwise order;
-- with no attack possible, along the shortest open path toward the closest
-- target (ties by Initiative), or as close as possible when no path is
-- open.
local T = require "core"
local C = require "combat"

local E = {}

-- How e moves: walking, Flight ("move through and end their turn in gap
-- hexes ... through hexes occupied by other figures") or Ethereal.
function E.mover(g, e, budget)
  local m = {budget = budget}
  if T.has(g, e, "ethereal") then
    m.ethereal = true
  elseif T.has(g, e, "flight") then
    m.flight = true
    m.end_on_gap = true
  end
  return m
end

-- The figures e may target: standing heroes.
function E.opponents(g, e)
  local list = {}
  for _, h in ipairs(T.standing(g)) do
    if T.pos(g, h) then list[#list + 1] = h end
  end
  return list
end

-- The attack as the rules read it for e: the card's, with innate Reach.
function E.spec(g, e, card)
  return {attack = card.attack, range = card.range, targets = card.targets or 1, pierce = card.pierce,
          reach = T.has(g, e, "reach"), tide = card.tide, advantage = card.advantage}
end

-- At hex at, the targets e would attack: those in reach, by most Advantage
-- and then fastest Initiative, up to the card's number of targets.
-- Returns the chosen targets and the sum of their Advantage (+1) and
-- Disadvantage (-1).
function E.pick_targets(g, e, at, spec)
  local cands = {}
  for _, h in ipairs(E.opponents(g, e)) do
    if C.in_reach(g, at, T.pos(g, h), spec) then
      cands[#cands + 1] = {h = h, adv = C.advantage(g, e, at, h, spec), rank = T.init_rank(g, h)}
    end
  end
  table.sort(cands, function(a, b)
    if a.adv ~= b.adv then return a.adv > b.adv end
    return a.rank < b.rank
  end)
  local chosen, adv, fastest = {}, 0, 1000
  for i = 1, math.min(#cands, spec.targets) do
    chosen[i] = cands[i].h
    adv = adv + cands[i].adv
    fastest = math.min(fastest, cands[i].rank)
  end
  return chosen, adv, fastest
end

-- "IF THERE ARE TARGETS IN RANGE": the hex to attack from and the targets.
-- Hexes come from the kernel by cost, then clockwise from north; a later
-- hex replaces the best only when strictly better, so the clockwise rule
-- settles what the four conditions leave equal.
function E.plan(g, e, card)
  local spec = E.spec(g, e, card)
  local reach = g:hex_reachable(T.map(g), e, E.mover(g, e, card.move or 0))
  local best
  for _, step in ipairs(reach) do
    local targets, adv, fastest = E.pick_targets(g, e, step.hex, spec)
    if #targets > 0 then
      local cand = {hex = step.hex, cost = step.cost, targets = targets, n = #targets, adv = adv, fastest = fastest}
      if not best or cand.n > best.n
         or (cand.n == best.n and (cand.adv > best.adv
         or (cand.adv == best.adv and (cand.cost < best.cost
         or (cand.cost == best.cost and cand.fastest < best.fastest))))) then
        best = cand
      end
    end
  end
  return best, spec
end

-- Whether e may end a move on hex h.
local function can_end(g, e, h)
  local map = T.map(g)
  if not g:hex_on_map(map, h) then return false end
  local who = g:hex_figure_at(map, h)
  if who and who ~= e then return false end
  local terrain = g:hex_terrain_at(map, h)
  if terrain == "normal" then return true end
  return terrain == "gap" and T.has(g, e, "flight") and not T.has(g, e, "ethereal")
end

-- "IF THERE ARE NO TARGETS IN RANGE ... the enemy will move towards the
-- closest target to which it has an open path, moving as many hexes as
-- possible. If there are multiple targets equally close, choose the one
-- with the highest Initiative." "If an enemy has no open paths, they will
-- move to be as close as possible to a target."
function E.approach(g, e, move)
  if not move or move <= 0 then return end
  local map = T.map(g)
  local best
  for _, h in ipairs(E.opponents(g, e)) do
    local open, cost, stop = g:hex_open_path(map, e, h, E.mover(g, e))
    if open then
      local rank = T.init_rank(g, h)
      if not best or cost < best.cost or (cost == best.cost and rank < best.rank) then
        best = {h = h, cost = cost, stop = stop, rank = rank}
      end
    end
  end
  local here = T.pos(g, e)
  if best then
    if best.cost == 0 then return end
    local path = g:hex_path(map, e, best.stop, E.mover(g, e))
    for i = math.min(#path, move + 1), 2, -1 do
      if can_end(g, e, path[i]) then
        T.move_to(g, e, path[i], E.mover(g, e, move))
        T.log(g, "%s moves to %s", T.label(g, e), T.hex_name(g, path[i]))
        return
      end
    end
    return
  end
  -- No open path: the reachable hex nearest to any hero.
  local reach = g:hex_reachable(map, e, E.mover(g, e, move))
  local target, near = nil, math.huge
  for _, step in ipairs(reach) do
    for _, h in ipairs(E.opponents(g, e)) do
      local d = T.dist(step.hex, T.pos(g, h))
      if d < near then target, near = step.hex, d end
    end
  end
  if target and not T.same(target, here) then
    T.move_to(g, e, target, E.mover(g, e, move))
    T.log(g, "%s moves to %s", T.label(g, e), T.hex_name(g, target))
  end
end

-- One enemy figure's activation on its group's card.
function E.act(g, e, card)
  if card.attack then
    local plan, spec = E.plan(g, e, card)
    if plan then
      if not T.same(plan.hex, T.pos(g, e)) then
        T.move_to(g, e, plan.hex, E.mover(g, e, card.move or 0))
        T.log(g, "%s moves to %s", T.label(g, e), T.hex_name(g, plan.hex))
      end
      C.enemy_attack(g, e, spec, plan.targets)
      return
    end
  end
  -- "If an enemy moves without an attack action, it moves as if its target
  -- is the closest opposing figure."
  E.approach(g, e, card.move)
end

-- "On an enemy group's turn, each enemy of that type performs the actions
-- detailed on their current action card. In each group, the enemies take
-- turns in order from the top to the bottom of the enemy health tracker."
function E.turn(g, grp)
  local card = T.group_card(g, grp)
  if not card then return end
  for _, e in ipairs(T.figures(g, grp)) do
    if T.ended(g) then return end
    if g:entity_get(e, "on") then E.act(g, e, card) end
  end
end

return E
