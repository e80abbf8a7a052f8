-- policy.lua: how the heuristic bot (scripts/std/bots/heuristic.lua) plays a
-- Tidal Blades 2 hero. Each policy scores one option of a decision of its
-- kind, seeing only the deciding player's view: the map's figures and
-- tokens, every hero's board and grid, its own hand. The weights are
-- designed by hand (designed) and tuned on playtests of First Fight.
local T = require "core"
local Q = require "quantum"

local P = {}

-- ---- Reading the view -----------------------------------------------------------

-- The hero whose decision this is: its subject (every decision a hero
-- makes names it: combat.lua's C.ask), else the player's hero still up.
function P.hero(view, decision)
  if decision.subject then return decision.subject end
  for _, h in ipairs(T.all(view, "tb.hero")) do
    if view:entity_get(h, "player") == decision.player and not view:entity_get(h, "ko") then return h end
  end
  return nil
end

function P.enemies(view)
  local list = {}
  for _, e in ipairs(T.all(view, "tb.enemy")) do
    if view:entity_get(e, "on") then list[#list + 1] = e end
  end
  return list
end

function P.hp(view, e) return view:entity_get(view:entity_get(e, "health"), "track.value") end

local abs = math.abs

-- Distance from hex at to the nearest enemy (and that enemy).
function P.nearest(view, at)
  local best, who = math.huge, nil
  for _, e in ipairs(P.enemies(view)) do
    local d = T.dist(at, T.pos(view, e))
    if d < best then best, who = d, e end
  end
  return best, who
end

-- The enemies on the map with their hexes and health, read once per
-- decision (the heuristic bot scores every option on the same view).
function P.enemy_spots(view)
  local list = {}
  for _, e in ipairs(P.enemies(view)) do
    local health = view:entity_get(e, "health")
    list[#list + 1] = {e = e, at = T.pos(view, e), hp = health and view:entity_get(health, "track.value")}
  end
  return list
end

-- P.nearest over enemy_spots: the same answer without reading the view.
function P.nearest_spot(spots, at)
  local best, who = math.huge, nil
  for _, s in ipairs(spots) do
    local d = T.dist(at, s.at)
    if d < best then best, who = d, s.e end
  end
  return best, who
end

-- ---- Values of actions, cards and lines --------------------------------------------

-- What an action is worth to h now (a rough count of "good things").
-- near: the hero's distance to the nearest enemy (worked out once by the
-- caller: scoring runs once per option).
function P.action_value(view, h, a, near)
  if a.either then
    local best = 0
    for _, b in ipairs(a.either) do best = math.max(best, P.action_value(view, h, b, near)) end
    return best
  end
  local v = 0
  if a.attack then
    local reach = (a.range or 1)
    local moves = 3 -- what a turn can usually add in movement (designed)
    local factor = near <= reach + moves and 1 or 0.3
    v = (a.attack * 1.2 + (a.targets or 1) * 0.3 + (a.range and 0.3 or 0)) * factor
    if a.tide and a.tide.lose then v = v - 0.5 end
  elseif a.move then
    v = near > 1 and math.min(a.move, near - 1) * 0.8 or 0.3
  elseif a.shield then
    v = math.min(a.shield, T.SHELLS - view:entity_get(h, "sh.s")) * (near <= 3 and 0.9 or 0.4)
  elseif a.reservoir then
    v = a.reservoir * 0.4
  elseif a.heal then
    local hurt = 3 * view:entity_get(h, "res") - P.hp(view, h)
    v = math.min(a.heal, hurt) * 0.9
  elseif a.bolster then
    v = a.bolster * 0.8
  elseif a.spirit then
    v = math.min(a.spirit, view:entity_get(h, "spirit_max") - view:entity_get(h, "spirit")) * 0.6
  elseif a.focus then
    v = math.min(a.focus, view:entity_get(h, "focus_max") - view:entity_get(h, "focus")) * 0.6
  elseif a.scan then
    v = 0.2
  end
  if a.stunt and not a.modify then
    if view:entity_get(h, "spirit") < (a.stunt.spirit or 0) then return 0 end
    v = v - 0.5
  elseif a.stunt then
    v = 0.3
  end
  return v
end

function P.card_value(view, h, def, near)
  local v = 0
  for _, a in ipairs(def.actions) do v = v + P.action_value(view, h, a, near) end
  return v
end

-- The value of a printed grid space's own actions.
function P.space_value(view, h, slot, near)
  local v = 0
  for _, a in ipairs(T.SPACES[slot]) do v = v + P.action_value(view, h, a, near) end
  return v
end

function P.near(view, h)
  local at = T.pos(view, h)
  return at and P.nearest(view, at) or 9
end

-- h's grid as it stands, space by space: what activating it is worth (its
-- card, a Wound nothing, or the printed space) and whether a card covers
-- it. The same for every option of a decision, so worked out once.
function P.grid(view, h, near)
  local values, covered = {}, {}
  for slot = 1, 9 do
    local c = T.slot(view, h, slot)
    covered[slot] = c and true or false
    if c then
      local def = T.card_def(view, c)
      values[slot] = def.kind == "wound" and 0 or P.card_value(view, h, def, near)
    else
      values[slot] = P.space_value(view, h, slot, near)
    end
  end
  return {values = values, covered = covered}
end

-- The value of the line's three spaces on grid with a card worth value
-- placed on slot (slot nil: the line as it is): their actions, and a bonus
-- for a full line (it clears, freeing the grid).
-- (Scoring an Initiative card asks it of both lines through every open
-- space for every card in hand: the three spaces are written out, summed
-- in the same order as a loop would.)
local function line_with(grid, line, slot, value)
  local values, covered = grid.values, grid.covered
  local s1, s2, s3 = line[1], line[2], line[3]
  local v1, v2, v3 = value, value, value
  local cards = 3
  if s1 ~= slot then
    v1 = values[s1]
    if not covered[s1] then cards = cards - 1 end
  end
  if s2 ~= slot then
    v2 = values[s2]
    if not covered[s2] then cards = cards - 1 end
  end
  if s3 ~= slot then
    v3 = values[s3]
    if not covered[s3] then cards = cards - 1 end
  end
  local v = 0 + v1 + v2 + v3
  if cards == 3 then v = v + 0.8 end
  return v
end

-- A line's value on grid if a card worth value is placed on slot (slot nil:
-- the line as it is).
function P.line_value(grid, kind, index, slot, value)
  return line_with(grid, T.line_slots(kind, index), slot, value)
end

-- The row and the column through each space (scoring an Initiative card
-- asks them 18 times over).
local ROW_THROUGH, COL_THROUGH = {}, {}
for slot = 1, 9 do
  ROW_THROUGH[slot] = T.line_slots("row", T.row_of(slot))
  COL_THROUGH[slot] = T.line_slots("col", T.col_of(slot))
end

-- The better of the row and the column through slot with a card worth
-- value placed on it.
function P.place_value(grid, slot, value)
  return math.max(line_with(grid, ROW_THROUGH[slot], slot, value), line_with(grid, COL_THROUGH[slot], slot, value))
end

-- Does h still have an attack to make in the line this turn (a card or
-- space not yet activated)? Returns its largest range (0 melee) or nil.
function P.pending_attack(view, h)
  local kind, index = view:entity_get(h, "turn.kind"), view:entity_get(h, "turn.index")
  if not kind then return nil end
  local best
  local spirit = view:entity_get(h, "spirit")
  for _, slot in ipairs(T.line_slots(kind, index)) do
    if not view:entity_get(h, T.DONE_KEY[slot]) then
      local c = T.slot(view, h, slot)
      local actions = c and T.card_def(view, c).actions or T.SPACES[slot]
      for _, a in ipairs(actions) do
        if a.either then
          for _, b in ipairs(a.either) do
            if b.attack and not (b.stunt and spirit < (b.stunt.spirit or 0)) then
              best = math.max(best or 0, b.range or 0)
            end
          end
        elseif a.attack and not (a.stunt and spirit < (a.stunt.spirit or 0)) then
          best = math.max(best or 0, a.range or 0)
        end
      end
    end
  end
  return best
end

local function noise(decision) return decision.random(1000) / 100000 end

-- The hexes of the Narrative tokens not reached yet: the bot heads for
-- them (scenario objectives usually wait there).
function P.narratives(view, h)
  local list = {}
  local z = view:zone_find("map.marks")
  if not z then return list end
  for _, t in ipairs(view:zone_list(z)) do
    if view:entity_get(t, "kind") == "narrative" and not view:entity_get(t, "done")
       and (not h or not view:entity_get(t, "for") or view:entity_get(t, "for") == h) then -- a mark for one hero (crab.lua)
      list[#list + 1] = T.pos(view, t)
    end
  end
  return list
end

-- ---- Policies ---------------------------------------------------------------------------
-- The heuristic bot scores a decision's options one by one on the same
-- view, so what does not depend on the option is read once, by the
-- policy's prepare, and handed to score (a policy called without it
-- prepares for itself). Scores and their sums are computed in the same
-- order either way.

-- What a hero's turn decisions read: the hero, its hex, the enemies and
-- how near the nearest is, the attack still to make, the Narrative tokens
-- to reach.
local function prepare_turn(view, decision)
  local h = P.hero(view, decision)
  local at = T.pos(view, h)
  local spots = P.enemy_spots(view)
  return {h = h, at = at, spots = spots, near = P.nearest_spot(spots, at),
          pending = P.pending_attack(view, h), marks = P.narratives(view, h)}
end

-- The hero and its distance to the nearest enemy.
local function prepare_near(view, decision)
  local h = P.hero(view, decision)
  return {h = h, near = h and P.near(view, h)}
end

-- The Initiative card: the card whose line would be worth most, plus going
-- earlier (a small weight per level).
local function prepare_card(view, decision)
  local heroes = {}
  for _, h in ipairs(T.all(view, "tb.hero")) do
    if view:entity_get(h, "player") == decision.player then
      local defs = {}
      for _, c in ipairs(view:zone_list(view:zone_find("hand." .. h))) do defs[#defs + 1] = T.card_def(view, c) end
      local near = P.near(view, h)
      heroes[#heroes + 1] = {h = h, defs = defs, near = near, grid = P.grid(view, h, near)}
    end
  end
  return heroes
end

policy {
  id = "tb.card",
  prepare = prepare_card,
  score = function(view, decision, i, heroes)
    heroes = heroes or prepare_card(view, decision)
    local name = T.card_def(view, decision.values[i]).name -- (the value is the card)
    for _, hero in ipairs(heroes) do
      for _, def in ipairs(hero.defs) do
        if def.name == name then
          local best = 0
          local value = P.card_value(view, hero.h, def, hero.near)
          for slot = 1, 9 do
            if not hero.grid.covered[slot] then best = math.max(best, P.place_value(hero.grid, slot, value)) end
          end
          return best + (def.initiative or 0) * 0.3 + noise(decision)
        end
      end
    end
    return noise(decision)
  end,
}

local function prepare_place(view, decision)
  local prep = prepare_near(view, decision)
  prep.card = view:zone_list(view:zone_find("shown." .. prep.h))[1]
  if prep.card then
    prep.value = P.card_value(view, prep.h, T.card_def(view, prep.card), prep.near)
    prep.grid = P.grid(view, prep.h, prep.near)
  end
  return prep
end

policy {
  id = "tb.place",
  prepare = prepare_place,
  score = function(view, decision, i, prep)
    prep = prep or prepare_place(view, decision)
    local slot = decision.values[i] -- (the space)
    if not prep.card then return 0 end
    return P.place_value(prep.grid, slot, prep.value)
  end,
}

-- (The card is on its space already: the grid counts it.)
local function prepare_line(view, decision)
  local prep = prepare_near(view, decision)
  prep.slot = view:entity_get(prep.h, "turn.slot")
  prep.grid = P.grid(view, prep.h, prep.near)
  return prep
end

policy {
  id = "tb.line",
  prepare = prepare_line,
  score = function(view, decision, i, prep)
    prep = prep or prepare_line(view, decision)
    if i == 1 then return P.line_value(prep.grid, "row", T.row_of(prep.slot)) end
    return P.line_value(prep.grid, "col", T.col_of(prep.slot))
  end,
}

-- The turn: move first when an attack waits and no enemy is in reach,
-- attack when one is, then the rest; free actions when they help. (The
-- options' values say what each is: see H.act and H.free_actions.)
local function act_score(view, decision, i, prep)
  local h, near, pending = prep.h, prep.near, prep.pending
  local o = decision.values[i]
  local act = o.act
  if act == "end" then return 0 end
  if act == "activate" then
    local v = 1
    local has_attack, has_move = o.attack, o.move
    if has_move and not has_attack and pending and near > (pending > 0 and pending or 1) then v = v + 4 end
    if has_move and #prep.marks > 0 then v = v + 2 end
    if has_attack then
      v = v + 2
      if has_move and near > 1 then v = v + 2 end
    end
    return v + noise(decision)
  end
  if act == "remove" then
    -- Worth it for a Poison, or for a card that cannot be paid for.
    if o.status == "poison" then return 1.5 end
    return 0.2
  end
  if act == "revive" then return 10 end
  if act == "pick_up" then return 6 end
  if act == "give" then return -1 end
  if act == "defuse" then return 4 end
  if act == "fruit" then
    return (3 * view:entity_get(h, "res") - P.hp(view, h) >= 3) and 3 or -1
  end
  if act == "quantum" then return Q.score(view, h, o) end
  if act == "spirit_move" then
    if view:entity_get(h, "stacked") then return 3 end -- off another hero's hex
    -- Worth it to close the last hex to a melee target.
    if pending == 0 and near == 2 then return 2 end
    return -1
  end
  return -1 -- Spend 1 Focus: Scan 2, and the rest
end

policy {
  id = "tb.act",
  prepare = prepare_turn,
  score = function(view, decision, i, prep)
    return act_score(view, decision, i, prep or prepare_turn(view, decision))
  end,
}

policy {
  id = "tb.action",
  prepare = prepare_turn,
  score = function(view, decision, i, prep)
    prep = prep or prepare_turn(view, decision)
    local h, near, pending = prep.h, prep.near, prep.pending
    local o = decision.values[i] -- (see H.use_value)
    if o.done then return 0 end
    if o.use == "move" and not o.stunt then
      if pending and near > math.max(1, pending) then return 6 end
      if #prep.marks > 0 then return 4 end
      return near > 1 and 1 or 0.1
    end
    if o.use == "attack" then return 5 end
    if o.use == "heal" and not o.stunt then
      return (3 * view:entity_get(h, "res") - P.hp(view, h) > 0) and 3 or 0.05
    end
    return 2
  end,
}

-- Where to move: into reach of an enemy when an attack waits (flanking
-- counts), else nearer the enemies without standing next to them; tokens
-- on the hex are a bonus; Spirit spent a cost.
local function prepare_move(view, decision)
  local prep = prepare_turn(view, decision)
  -- The other heroes standing on the map (the flanking partners).
  prep.others = {}
  for _, o in ipairs(T.all(view, "tb.hero")) do
    local at = o ~= prep.h and not view:entity_get(o, "ko") and T.pos(view, o)
    if at then prep.others[#prep.others + 1] = at end
  end
  -- The hexes of the reward tokens on the map.
  prep.tokens = {}
  for _, t in ipairs(view:zone_list(view:zone_find("map.tokens"))) do
    prep.tokens[#prep.tokens + 1] = {q = view:entity_get(t, "q"), r = view:entity_get(t, "r")}
  end
  return prep
end

policy {
  id = "tb.move",
  prepare = prepare_move,
  score = function(view, decision, i, prep)
    prep = prep or prepare_move(view, decision)
    -- The values (see H.move): {to =, spirit =, occupied =}, {stop = true},
    -- or a free action's.
    local o = decision.values[i]
    local to, spirit
    if o.stop then
      to, spirit = prep.at, 0
    elseif o.to then
      to, spirit = o.to, o.spirit
    else
      -- A free action between steps: scored as on the turn's menu, so a
      -- pick-up beats moving on and the rest wait.
      local v = act_score(view, decision, i, prep)
      return v > 0 and v + 10 or -100
    end
    local pending = prep.pending
    local v = -spirit * 0.8
    local best = -math.huge
    -- (This loop runs for every enemy of every hex a move offers: T.dist
    -- is worked out inline, and the best kept without math.max.)
    local spots, tq, tr = prep.spots, to.q, to.r
    for k = 1, #spots do
      local e = spots[k]
      local dq, dr = tq - e.at.q, tr - e.at.r
      local d = (abs(dq) + abs(dr) + abs(dq + dr)) // 2
      local s
      if pending and pending > 0 then
        s = (d <= pending and d > 1) and 5 or -math.abs(d - pending)
      elseif pending then
        s = d == 1 and 5 or -d
        if d == 1 then
          -- Flanking: another hero on the opposite side, or (two heroes)
          -- next to the same enemy.
          local others = prep.others
          for o = 1, #others do
            local op = others[o]
            if T.dist(op, e.at) == 1 and T.dist(op, to) > 1 then s = s + 1.5 end
          end
          s = s + (10 - e.hp) * 0.1
        end
      else
        s = -math.abs(d - 2)
      end
      if s > best then best = s end
    end
    v = v + (best > -math.huge and best or 0)
    -- Toward the nearest Narrative token still to reach.
    local marks = prep.marks
    if #marks > 0 then
      local d = math.huge
      for k = 1, #marks do d = math.min(d, T.dist(to, marks[k])) end
      v = v - d * 1.5 + (d == 0 and 12 or 0)
    end
    local tokens = prep.tokens
    for k = 1, #tokens do
      local t = tokens[k]
      if t.q == to.q and t.r == to.r then v = v + 1.5 end
    end
    if o.occupied then v = v - 3 end
    return v + noise(decision)
  end,
}

-- Targets: the weakest first (the most likely kill).
policy {
  id = "tb.target",
  score = function(view, decision, i)
    local v = decision.values[i]
    if v.stop then return -100 end
    local hp = v.health
    -- A Crystal of 6+ health arms every Crystallizing enemy: break it
    -- first; a broken one is not worth a hit.
    if v.crystal then return hp >= 6 and 25 or -5 end
    return 20 - hp
  end,
}

policy {
  id = "tb.chain",
  score = function(view, decision, i)
    local o = decision.values[i]
    if o.chain == 0 then return 0 end -- attack now
    if o.lose then return -0.5 end -- its Tide costs health
    return 1
  end,
}

-- Focus Boost: a die with two Focus always; one Focus when Focus is
-- plentiful.
policy {
  id = "tb.boost",
  score = function(view, decision, i)
    local v = decision.values[i]
    if v.die == 0 then return 0 end
    local h = P.hero(view, decision)
    local n = v.focus
    if n >= 2 then return 2 end
    return view:entity_get(h, "focus") >= 2 and 1 or -1
  end,
}

policy {
  id = "tb.reroll",
  score = function(view, decision, i)
    local v = decision.values[i]
    if v.die == 0 then return 0 end
    if v.face == "Tide" then return 1 end
    return -1
  end,
}

policy {
  id = "tb.reroll_enemy",
  score = function(view, decision, i)
    local v = decision.values[i]
    local bad = v.hits > 0 or v.tides > 0 -- (for the heroes: the enemy hits or Tides)
    if v.reroll then return bad and 1 or -1 end
    return 0
  end,
}

policy {id = "tb.blade", score = function(view, decision, i) return i == 1 and 1 or 0 end}
policy {id = "tb.block", score = function(view, decision, i) return i == 1 and 1 or 0 end}
policy {id = "tb.stunt", score = function(view, decision, i) return i == 1 and 1 or 0 end}
policy {id = "tb.refresh", score = function(view, decision, i)
  return decision.values[i] == 0 and 1 or 0 -- (0: keep the rest)
end}

-- Wounds go where they cost least: an empty space of little worth, else
-- over the card worth least.
policy {
  id = "tb.wound",
  prepare = prepare_near,
  score = function(view, decision, i, prep)
    prep = prep or prepare_near(view, decision)
    local h = prep.h
    local slot = decision.values[i]
    local c = T.slot(view, h, slot)
    if c then return -2 - P.card_value(view, h, T.card_def(view, c), prep.near) end
    return -P.space_value(view, h, slot, prep.near)
  end,
}

-- A Status goes on the card worth least.
policy {
  id = "tb.status",
  prepare = prepare_near,
  score = function(view, decision, i, prep)
    prep = prep or prepare_near(view, decision)
    local h = prep.h
    local c = T.slot(view, h, decision.values[i]) -- (the value is the space)
    return -P.card_value(view, h, T.card_def(view, c), prep.near)
  end,
}

-- The card worth least goes: the value is the card (Scan) or its space (a
-- full grid). The Ally board's full grid has plain labels ("Discard X",
-- which the label-reading policy never matched), so it is not scored, as
-- before.
local function discard_score(view, decision, i, prep, of_space)
  local v = decision.values and decision.values[i]
  if not v then return 0 end
  prep = prep or prepare_near(view, decision)
  local h = prep.h
  local c = of_space and T.slot(view, h, v) or v
  return -P.card_value(view, h, T.card_def(view, c), prep.near)
end

-- A Battle Scar goes on the space worth least (over the card worth least
-- when the grid is full).
policy {
  id = "tb.scar",
  prepare = prepare_near,
  score = function(view, decision, i, prep)
    prep = prep or prepare_near(view, decision)
    local h = prep.h
    local k = decision.values[i] -- (the space)
    local c = T.slot(view, h, k)
    if c then return -2 - P.card_value(view, h, T.card_def(view, c), prep.near) end
    return -P.space_value(view, h, k, prep.near)
  end,
}

policy {id = "tb.scan", prepare = prepare_near, score = discard_score}
policy {id = "tb.full", prepare = prepare_near, score = function(view, decision, i, prep)
  return discard_score(view, decision, i, prep, true)
end}

policy {
  id = "tb.heal",
  score = function(view, decision, i)
    local o = decision.values[i]
    return o.max - o.health
  end,
}

return P
