-- The heuristic bot's policy for tile tactics: one score per option, read
-- from the option's value (decision.values: the damage, kills, pushes,
-- heights and falls its label spells out for a player; rules.lua and lib/
-- say what each holds) and from what the player's observation shows of the
-- units and the treasure. It attacks downward (an attack's damage includes
-- the height bonus), pushes off ledges and into lava, avoids falls, climbs,
-- and goes for the treasure in the treasure scenarios.
-- Designed: every weight below.
local S = require "lib/state"

local W = { -- designed weights
  damage = 10, kill = 40, lava = 60, fall = 10, ally_hit = 30,
  heal = 4, far = 40, raise = 15, pickup = 80, approach = 4, height = 1.5, in_range = 6,
  too_close = 6, fall_taken = 5, treasure = 5, carry_home = 8, crowd = 8,
  restless = 24, -- from this round on, noise grows a point a round
}

-- A patient bot grows bold: from round 8 on (designed) the worth of high
-- ground and the fear of falls fade, over 8 rounds, so two teams holding
-- two hills do not wait for each other forever.
local function caution(round)
  return math.max(0, math.min(1, 1 - (round - 8) / 8))
end

-- The units in play as {id, team, x, y, hp, def}.
local function units(view)
  local list = {}
  local e = view:entity_next(0, "unit")
  while e do
    local x = not view:entity_has_tag(e, "dead") and view:entity_get(e, "x")
    if x then
      list[#list + 1] = {id = e, team = view:entity_get(e, "team"), x = x,
                         y = view:entity_get(e, "y"), hp = view:entity_get(e, "hp"),
                         def = content("unit", view:entity_get(e, "type"))}
    end
    e = view:entity_next(e, "unit")
  end
  return list
end

local abs = math.abs -- (read once: math is a frozen table, each read a lookup)

local function dist(ax, ay, bx, by) return abs(ax - bx) + abs(ay - by) end

-- Steps to the nearest enemy of team as the crow walks (for every move of
-- every order: the distance is worked out here, not called for).
local function nearest_enemy(list, team, x, y)
  local best
  for _, v in ipairs(list) do
    if v.team ~= team then
      local d = abs(x - v.x) + abs(y - v.y)
      if not best or d < best then best = d end
    end
  end
  return best or 0
end

local function map_of(view)
  return content("board", S.game.get(view, "map"))
end

-- How good it is for unit me to stand on (x, y) at height h, `range` steps
-- from striking range; ctx is the decision's order_context.
local function place_value(view, ctx, me, x, y, h, range)
  local list = ctx.list
  local v
  if range then
    v = -W.approach * range + (range == 0 and W.in_range or 0)
  else
    -- No way into range for now: draw nearer anyway, as the crow flies.
    v = -W.far - W.approach / 2 * nearest_enemy(list, me.team, x, y)
  end
  if me.def.reach > 1 and nearest_enemy(list, me.team, x, y) <= 1 then v = v - W.too_close end
  v = v + W.height * h * ctx.caution
  local t = ctx.treasure
  if t then
    local carrier = view:entity_get(t, "carrier")
    if carrier == me.id then
      local kind = view:entity_get(t, "kind")
      local goal = kind == "bomb" and S.other(me.team) or me.team
      local best
      for _, at in ipairs(map_of(view).starts[goal]) do
        local gx, gy = S.parse(at)
        local gd = dist(x, y, gx, gy)
        if not best or gd < best then best = gd end
      end
      v = v - W.carry_home * best
    elseif carrier then
      local cteam = view:entity_get(carrier, "team")
      local d = dist(x, y, view:entity_get(carrier, "x"), view:entity_get(carrier, "y"))
      if cteam ~= me.team then
        v = v - W.treasure * d
      elseif d <= 1 then
        v = v - W.crowd -- out of the carrier's way
      end
    elseif view:entity_get(t, "x") then
      v = v - W.treasure * dist(x, y, view:entity_get(t, "x"), view:entity_get(t, "y"))
    end
  end
  return v
end

local function height_at(view, x, y)
  local map = map_of(view)
  return tonumber(map.height[y + 1]:sub(x + 1, x + 1))
end

-- A little noise from the bot's own seed breaks ties, so that seeded
-- playtests of two heuristic bots are not one game played many times.
local function jitter(decision, size)
  return decision.random(1000) * size / 1000
end

-- What every option of an order decision shares, read once: the units in
-- play, the active one (me), the round and the caution it leaves, the
-- treasure, and what me's own tile is worth (a move is scored against
-- standing still). (The round, the caution and the treasure were read
-- again for every option: a tenth of the bot's time.)
local function order_context(view, decision)
  local list = units(view)
  local active = S.game.get(view, "active")
  local round = S.game.get(view, "round") or 1
  local ctx = {list = list, round = round, caution = caution(round),
               treasure = view:entity_next(0, "treasure")}
  local me
  for _, v in ipairs(list) do if v.id == active then me = v end end
  ctx.me = me
  -- Staying put, from the last option ("end the activation": its value has
  -- the unit's own steps from range).
  local stay = decision.values[#decision.values]
  ctx.here = me and place_value(view, ctx, me, me.x, me.y, height_at(view, me.x, me.y), stay.range)
  return ctx
end

-- An order's worth, from its value (rules.lua's orders).
local function order_score(view, decision, i, ctx)
    local o = decision.values[i]
    if o.order == "end" then return 0 end
    ctx = ctx or order_context(view, decision)
    local list, me = ctx.list, ctx.me
    if not me then return 0 end
    if o.order == "move" then
      if o.fall >= me.hp then return -1000 end
      return place_value(view, ctx, me, o.x, o.y, o.height, o.range)
             - ctx.here
             - W.fall_taken * o.fall * ctx.caution
    end
    if o.order == "treasure" then return o.drop and -W.pickup or W.pickup end
    if o.order == "ability" then
      if o.ability == "heal" then return W.heal * o.heals end
      if o.ability == "raise-dead" then return W.raise end
      return 0
    end
    local push = o.push
    if o.spire then
      if not push then return -1 end
      for _, v in ipairs(list) do
        if v.x == push.x and v.y == push.y then return v.team == me.team and -60 or 60 end
      end
      return -1
    end
    -- Felling trees and ladders gains nothing by itself.
    if o.piece then return -0.5 end
    local s = W.damage * o.damage * o.enemies
    if o.kills > 0 then s = s + W.kill * o.kills end
    if push and push.lava then s = s + W.lava end
    s = s + W.fall * (push and push.falls or 0)
    s = s - W.ally_hit * o.allies
    return s
end

policy {
  id = "order",
  -- Past round `restless` the noise grows until it outweighs the plan: a
  -- deadlock the weights cannot see is broken by wandering.
  prepare = order_context,
  score = function(view, decision, i, ctx)
    ctx = ctx or order_context(view, decision)
    return order_score(view, decision, i, ctx) + jitter(decision, 0.5 + math.max(0, ctx.round - W.restless))
  end,
}

policy {
  id = "activate",
  prepare = units,
  score = function(view, decision, i, list)
    local u = decision.values[i] -- the unit, or "end" (rules.lua)
    if u == "end" then return -1000 end
    list = list or units(view)
    for _, v in ipairs(list) do
      if v.id == u then
        -- The unit closest to a fight (beyond its reach) goes first.
        return -math.max(0, nearest_enemy(list, v.team, v.x, v.y) - v.def.reach - v.def.move)
      end
    end
    return 0
  end,
}

policy {
  id = "recruit",
  score = function(view, decision, i)
    local pick = decision.values[i] -- what the option recruits (rules.lua)
    if pick == "done" then return -100 end
    local name, cost, budget = content("unit", pick.unit).name, pick.cost, pick.budget
    local zone = view:zone_find("recruits." .. decision.player)
    local have, same = 0, 0
    if zone then
      local ids = view:zone_list(zone)
      have = #ids
      for _, e in ipairs(ids) do
        if e and content("unit", view:entity_get(e, "type")).name == name then same = same + 1 end
      end
    end
    -- Aim for a team of three (designed), no two alike where it can.
    local slots = math.max(1, 3 - have)
    return 10 - math.abs(cost - budget / slots) - 3 * same + jitter(decision, 4)
  end,
}

policy {
  id = "deploy",
  score = function(view, decision, i)
    return decision.values[i].height + jitter(decision, 0.5)
  end,
}

policy {
  id = "hide",
  score = function(view, decision, i)
    -- Hide the item near one's own start, where one's own units will find it.
    local x, y = decision.values[i].x, decision.values[i].y
    local best
    for _, at in ipairs(map_of(view).starts[decision.player]) do
      local sx, sy = S.parse(at)
      local d = dist(x, y, sx, sy)
      if not best or d < best then best = d end
    end
    return -best + jitter(decision, 3)
  end,
}

policy {
  id = "hand-on",
  score = function(view, decision, i)
    return decision.values[i] == "give" and 1 or 0
  end,
}
