-- policy.lua: how the heuristic bot (scripts/std/bots/heuristic.lua) plays
-- Dragon Tides. Each policy scores one option of a decision of its kind,
-- seeing only the deciding player's view: positions, Health, stats and
-- items of everyone, its own hand, never an opponent's face-down move. The
-- weights are designed by hand (designed).
local D = require "core"

local P = {}

local function match(view) return view:entity_next(0, "dt.match") end

local function fighters(view)
  local list = {}
  local f = view:entity_next(0, "dt.fighter")
  while f do
    if not view:entity_get(f, "out") then list[#list + 1] = f end
    f = view:entity_next(f, "dt.fighter")
  end
  return list
end

local function actor(view) return view:entity_get(match(view), "actor") end

local function track(view, f, key) return view:entity_get(view:entity_get(f, key), "track.value") end

local function item_def(view, f)
  local i = view:entity_get(f, "item")
  return i and content("item", view:entity_get(i, "name")), i
end

-- A fighter's stat as the view shows it: base, item, Grapple tokens (its
-- face-down move and active SUPER are not counted).
local function stat(view, f, s)
  local v = view:entity_get(f, "stat." .. s) - (view:entity_get(f, "grapple") or 0)
  local d, i = item_def(view, f)
  if d and not view:entity_get(i, "deployed") and d.effect[s] then v = v + d.effect[s] end
  return v
end

local function reach(view, f)
  local d, i = item_def(view, f)
  local r = 1
  if d and not view:entity_get(i, "deployed") and d.effect.reach then r = d.effect.reach end
  if view:entity_get(f, "super_on") then
    local c = content("character", view:entity_get(f, "name"))
    if c and c.super.effect.reach then r = math.max(r, c.super.effect.reach) end
  end
  return r
end

local function enemies(view, me)
  local list = {}
  local team = view:entity_get(me, "team")
  for _, f in ipairs(fighters(view)) do
    if view:entity_get(f, "team") ~= team and not view:entity_get(f, "cameo") then list[#list + 1] = f end
  end
  return list
end

local function pos(view, f) return view:entity_get(f, "x"), view:entity_get(f, "y") end

local function noise(decision, size) return decision.random(1000) / 1000 * (size or 0.01) end

-- ---- Showdown -----------------------------------------------------------------

local BEATS = D.CYCLES

-- What a Maneuver m of mine against opponent o is worth: my expected dice
-- minus theirs, over the Maneuvers they might pick (each weighted by their
-- stat: people lean on their best Stat). Strikes are worth a bit more as
-- only they hurt by the Advantage.
local function maneuver_value(view, me, o, m)
  local cycle = BEATS[view:entity_get(match(view), "cycle") or "classic"]
  local total, weight = 0, 0
  for _, om in ipairs(D.MANEUVERS) do
    local w = math.max(1, stat(view, o, om)) ^ 2
    local mine = math.max(1, stat(view, me, m))
    local theirs = math.max(1, stat(view, o, om))
    if m ~= om then
      if cycle[m] == om then mine = mine + 2 else theirs = theirs + 2 end
    end
    total = total + w * (mine - theirs)
    weight = weight + w
  end
  local v = total / weight
  if m == "strike" then v = v + 0.5 end
  return v
end

policy {
  id = "showdown",
  score = function(view, decision, i)
    local m = match(view)
    local attacker = view:entity_get(m, "attacker")
    local targets = view:zone_list(view:zone_find("dt.targets"))
    local me = view:player()
    local mine = {}
    local involved = {attacker}
    for _, t in ipairs(targets) do involved[#involved + 1] = t end
    for _, f in ipairs(involved) do
      if view:entity_get(f, "player") == me then mine[#mine + 1] = f end
    end
    local k, v = 0, 0
    for part in decision.options[i]:gmatch("[^/ ]+") do
      k = k + 1
      local f = mine[k]
      local name = part:lower()
      if f == attacker then
        for _, t in ipairs(targets) do v = v + maneuver_value(view, f, t, name) end
      elseif f then
        v = v + maneuver_value(view, f, attacker, name)
      end
    end
    -- A little randomness keeps the bot from being read like a book.
    return v + noise(decision, 1.5)
  end,
}

-- ---- Lights, reveals and SUPERs --------------------------------------------------

local function move_by_name(view, f, name)
  local char = view:entity_get(f, "name")
  for _, mv in ipairs(content("move")) do
    if mv.character == char and mv.name == name then return mv end
  end
end

policy {
  id = "lights",
  score = function(view, decision, i)
    local label = decision.options[i]
    if label:find("^Keep ") then return 6 end
    local name, face = label:match("^(.-) face (%a+)$")
    local mv = move_by_name(view, actor(view), name)
    local v = 3 + noise(decision, 2)
    if face == "down" then v = v + 2 end
    if mv and mv.face == "up" then v = v + 1.5 end
    if mv and mv.heal then
      local f = actor(view)
      if track(view, f, "health") + mv.heal > view:entity_get(f, "hmax") then v = v - 3 end
    end
    return v
  end,
}

policy {
  id = "reveal",
  score = function(view, decision, i)
    local label = decision.options[i]
    if label == "Go on" then return 0 end
    return 10
  end,
}

-- ---- Camera ----------------------------------------------------------------------

-- Where to stand: in Reach of the weakest enemy, on items worth having,
-- with the Take a Step die when already there.
policy {
  id = "camera",
  score = function(view, decision, i)
    local label = decision.options[i]
    local me = actor(view)
    local mx, my = pos(view, me)
    if label:find("^Use the ") then
      local d = item_def(view, me)
      if d.use.heal then return track(view, me, "health") < view:entity_get(me, "hmax") and 50 or -5 end
      return 50
    end
    if label:find("^Drop ") then return -100 end
    if label:find("^Reveal ") then return 40 end
    if label:find("^Activate SUPER") then return 40 end
    local x, y = mx, my
    local cell = label:match(" to (%u%d+)")
    if cell then x, y = D.parse_cell(cell) end
    local r = reach(view, me)
    local best = -100
    for _, e in ipairs(enemies(view, me)) do
      local ex, ey = pos(view, e)
      local d = D.dist(x, y, ex, ey)
      local v
      if d <= r then v = 20 - track(view, e, "health") * 0.5 else v = -d end
      if v > best then best = v end
    end
    local v = best
    if label:find("%+1 die") then v = v + 1.5 end
    -- Items on the space reached.
    local held = item_def(view, me)
    local it = view:entity_next(0, "dt.item")
    while it do
      if view:entity_get(it, "x") == x and view:entity_get(it, "y") == y then
        local d = content("item", view:entity_get(it, "name"))
        local gain = d.value - (held and held.value or 0)
        if gain > 0 then v = v + gain * 1.5 end
      end
      it = view:entity_next(it, "dt.item")
    end
    return v + noise(decision, 0.5)
  end,
}

policy {
  id = "pickup",
  score = function(view, decision, i)
    local label = decision.options[i]
    if label:find("^Leave") then return 0 end
    local me = actor(view)
    local held = item_def(view, me)
    local name = label:match("^Pick up the (.-) at ")
    for _, d in ipairs(content("item")) do
      if d.name == name then return d.value - (held and held.value or 0) end
    end
    return -1
  end,
}

-- ---- Action --------------------------------------------------------------------

policy {
  id = "action",
  score = function(view, decision, i)
    local label = decision.options[i]
    local me = actor(view)
    if label:find("^Use the ") then
      local d = item_def(view, me)
      if d.use.heal then return track(view, me, "health") < view:entity_get(me, "hmax") and 60 or -5 end
      return 60
    end
    if label:find("^Drop ") then return -100 end
    if label:find("^Reveal ") then return 55 end
    if label:find("^Activate SUPER") then
      for _, o in ipairs(decision.options) do
        if o:find("^Attack ") then return 50 end
      end
      -- Nothing to hit yet: keep it, unless it widens Reach.
      local c = content("character", view:entity_get(me, "name"))
      if c and c.super.effect.reach and c.super.effect.reach > reach(view, me) then return 50 end
      return -1
    end
    if label:find("^Attack everyone") then return 40 end
    local name = label:match("^Attack (.+)$")
    if name then
      for _, e in ipairs(enemies(view, me)) do
        if view:entity_get(e, "label") == name then
          return 30 - track(view, e, "health") + noise(decision, 0.5)
        end
      end
      return 20
    end
    if label:find("^Slip") then return 15 end
    if label:find("^Free ") then return 14 end
    if label:find("^Take the ") then return 5 end
    if label:find("^Open ") or label:find("^Unlock ") then return 3 end
    if label:find("^Knock open") then return 2 end
    if label:find("^Work the control panel") then return 4 end
    if label:find("^Break open") then return 12 end
    if label:find("^Pick up the bound") then return 12 end
    if label == "Pass" then return 1 end
    return 0
  end,
}

policy {
  id = "interact",
  score = function(view, decision, i) return decision.options[i] == "No" and 1 or 0 end,
}

policy {
  id = "throw",
  score = function(view, decision, i)
    local label = decision.options[i]
    if label:find("the chute") then return 100 end
    return label:find("^Leave") and 1 or 0
  end,
}

policy {
  id = "handcuffs",
  score = function(view, decision, i)
    -- Cuff the ones carrying something worth losing.
    local m = match(view)
    local attacker = view:entity_get(m, "attacker")
    local me = actor(view)
    local other = attacker ~= me and attacker or view:zone_list(view:zone_find("dt.targets"))[1]
    local d = other and item_def(view, other)
    local worth = d and d.value >= 3
    if i == 1 then return worth and 2 or 0 end
    return 1
  end,
}

-- ---- Setting up ---------------------------------------------------------------

policy {
  id = "draft",
  -- Any character: the playtests want every one of them played.
  score = function(view, decision, i) return noise(decision, 1) end,
}

policy {
  id = "place",
  score = function(view, decision, i)
    local x, y = D.parse_cell(decision.options[i]:match("(%u%d+)$"))
    -- Near the middle of the mat, not in the side rooms.
    return -math.abs(x - 5.5) - math.abs(y - 4) + noise(decision, 2)
  end,
}

return P
