-- jump.lua: Tidal Blades 2 "Jumping (Scenario 5+)", for scenarios that
-- allow it (scenario field jumping = {wind = n}): move actions chain like
-- attacks, and a move may start with a jump across gap hexes: "Roll hero
-- dice equal to wind strength + jump distance ... Each Tide rolled reduces
-- your remaining movement by 1", Spirit may be added after the roll, and a
-- hero who falls short stops where the movement ran out.
--
-- Choices the rulebook leaves open (designed):
--  * The jump is offered at the start of a move action (not halfway): the
--    destinations are the hexes reachable only across gaps, within the
--    move plus the Spirit the hero has; never from an ally's hex.
--  * A chained card gives its Move at once; its other actions are offered
--    after the move, as a chained attack card's are.
--  * Falling short onto a gap hex: the hero climbs back to the last solid
--    hex of the path and loses 2 health (the rulebook leaves what a gap
--    does to a falling hero to the scenario book).
--  * At most 3 gap hexes are jumped in a row.
local T = require "core"
local C = require "combat"
local H = require "hero"
local St = require "status"

local J = {}

J.MAX_GAPS = 3
J.FALL = 2

function J.rules(g)
  local sc = (g:scenario())
  return sc.jumping
end

-- ---- Chained moves ---------------------------------------------------------------------

-- The unactivated cards of the line with a Move action: (slot, index, n).
local function move_partners(g, h)
  local list = {}
  for _, slot in ipairs(H.line(g, h)) do
    local c = T.slot(g, h, slot)
    if c and not g:entity_get(h, "turn.done." .. slot) and St.can_activate(g, h, c) then
      local def = T.card_def(g, c)
      for i, a in ipairs(def.actions or {}) do
        local found
        for _, b in ipairs(a.either or {a}) do
          local m = St.affect(g, c, b)
          if m.move and not b.stunt then found = m.move end
        end
        if found then
          list[#list + 1] = {slot = slot, index = i, n = found, card = c}
          break
        end
      end
    end
  end
  return list
end

local function chain_moves(g, h, split)
  if not g:entity_get(h, "turn.kind") then return end
  local cands = move_partners(g, h)
  while #cands > 0 do
    local options = {} -- (values: the candidate's place, 0 move now)
    for i, p in ipairs(cands) do
      options[i] = {label = "Chain with " .. T.card_def(g, p.card).name .. ": Move " .. p.n, value = i}
    end
    options[#options + 1] = {label = "Move now", value = 0}
    local pick = C.ask(g, h, "tb.chain_move", "Move " .. split.n .. ": chain another move?", options)
    if pick == 0 then return end
    local p = table.remove(cands, pick)
    g:entity_set(h, "turn.done." .. p.slot, true)
    St.on_activate(g, h, p.card)
    split.n = split.n + p.n
    g:push("jump.chained_rest", h, p.slot, p.index)
    T.log(g, "%s chains %s into Move %d", T.label(g, h), T.card_def(g, p.card).name, split.n)
  end
end

-- The chained card's other actions, after the move.
step("jump.chained_rest", function(g, h, slot, index)
  if T.ended(g) or g:entity_get(h, "ko") then return end
  H.activate(g, h, slot, {[index] = true})
end)

-- ---- The jump ------------------------------------------------------------------------------

-- Destinations only a jump reaches within budget: {hex, cost}.
local function jump_targets(g, h, budget)
  local map = T.map(g)
  local walk = {}
  for _, s in ipairs(g:hex_reachable(map, h, {budget = budget})) do walk[s.hex.q .. "," .. s.hex.r] = true end
  local list = {}
  for _, s in ipairs(g:hex_reachable(map, h, {budget = budget, jump = J.MAX_GAPS})) do
    if s.cost > 0 and not walk[s.hex.q .. "," .. s.hex.r] then list[#list + 1] = s end
  end
  return list
end

-- "MAKING A JUMP ... JUMP RESULT". Returns the movement left after
-- landing, or nil when the move ends.
function J.jump(g, h, n, dest)
  local map = T.map(g)
  local path = g:hex_path(map, h, dest.hex, {jump = J.MAX_GAPS})
  local distance = dest.cost
  local wind = J.rules(g).wind or 0
  local die = g:dice_find("tb.hero")
  local dice = {}
  for i = 1, wind + distance do dice[i] = die end
  local pool = g:dice_pool_new(dice)
  g:dice_pool_roll(pool, "hero")
  local tides = g:dice_pool_count(pool, "tide")
  g:dice_pool_free(pool)
  local left = n - tides
  T.log(g, "%s jumps for %s: %d dice, %d Tides", T.label(g, h), T.hex_name(g, dest.hex), wind + distance, tides)
  g:tally("jump")
  -- "You may spend Spirit to add to your movement after rolling."
  while left < distance and g:entity_get(h, "spirit") > 0 do
    local pick = C.ask(g, h, "tb.jump_spirit", string.format("the jump needs %d, you have %d: spend a Spirit?",
                                                             distance, math.max(left, 0)),
                       {"Spend 1 Spirit: +1 movement", "No"})
    if pick == 2 then break end
    g:entity_set(h, "spirit", g:entity_get(h, "spirit") - 1)
    left = left + 1
  end
  -- "If your movement is reduced below 1, you do not move."
  if left < 1 then
    T.log(g, "%s does not move", T.label(g, h))
    return nil
  end
  -- Move along the path as far as the movement goes; the figure must stop
  -- on a free normal hex, so it backs up to the last one.
  local reach = math.min(left, distance)
  local fell = reach < distance and g:hex_terrain_at(map, path[reach + 1]) ~= "normal"
  local function can_stop(i)
    local who = g:hex_figure_at(map, path[i + 1])
    return g:hex_terrain_at(map, path[i + 1]) == "normal" and (not who or who == h)
  end
  local stop = reach
  while stop > 0 and not can_stop(stop) do stop = stop - 1 end
  local at = path[stop + 1]
  if stop > 0 then
    local _, side = g:hex_figure_cells(map, h)
    g:hex_remove(map, h)
    T.place(g, h, at, side)
    for i = 2, stop + 1 do
      for _, t in ipairs(T.tokens_at(g, path[i])) do H.pick_up(g, h, t) end
    end
  end
  if fell then
    -- Falling short into a gap: back on the last solid hex, 2 health lost.
    T.log(g, "%s falls short and climbs back to %s", T.label(g, h), T.hex_name(g, at))
    g:tally("jump.fall")
    C.lose_health(g, h, J.FALL)
    return nil
  end
  if reach < distance then
    -- "If you do not reach your destination ... your move ends and your
    -- figure remains in the hex that it moved to."
    T.log(g, "%s falls short at %s", T.label(g, h), T.hex_name(g, at))
    return nil
  end
  return left - distance
end

on("tb.moving", function(g, h, split)
  if not J.rules(g) or split.cancel then return end
  -- "you may chain move actions together, in the same manner as you would
  -- chain attacks."
  chain_moves(g, h, split)
  -- A hero sharing an ally's hex is off the kernel's hex map (H.step),
  -- whose reachable sets and paths the jump is measured by, so she walks
  -- off it first ("must move off that hex before taking any other
  -- actions") and jumps on a later move. Designed: the rulebook does not
  -- say whether a jump may start from a shared hex.
  if H.stacked(g, h) then return end
  local budget = split.n + g:entity_get(h, "spirit")
  local targets = jump_targets(g, h, budget)
  if #targets == 0 then return end
  -- Values: {to = hex, distance =, target = its place}; target 0 no jump.
  local options = {}
  for i, s in ipairs(targets) do
    options[i] = {label = string.format("Jump to %s (distance %d)", T.hex_name(g, s.hex), s.cost),
                  value = {to = {q = s.hex.q, r = s.hex.r}, distance = s.cost, target = i}}
  end
  options[#options + 1] = {label = "No jump", value = {target = 0}}
  local pick = C.ask(g, h, "tb.jump", "Move " .. split.n .. ": jump across the gap?", options)
  if pick.target == 0 then return end
  local left = J.jump(g, h, split.n, targets[pick.target])
  if not left or left <= 0 then
    split.cancel = true
  else
    split.n = left
  end
end, 10) -- after Dru's split (priority 0)

-- ---- The bot ---------------------------------------------------------------------------------
local P = require "policy"

-- Jump when the far side brings an enemy closer and the odds are fair.
policy {id = "tb.jump", score = function(view, decision, i)
  local v = decision.values[i]
  if v.target == 0 then return 0 end -- no jump
  local to, d = v.to, v.distance
  local h = P.hero(view, decision)
  local gain = P.nearest(view, T.pos(view, h)) - P.nearest(view, to)
  return gain - d * 0.3
end}
policy {id = "tb.jump_spirit", score = function(view, decision, i) return i == 1 and 1 or 0 end}
policy {id = "tb.chain_move", score = function(view, decision, i)
  return decision.values[i] == 0 and 0 or 0.5 -- (0: move now)
end}

return J
