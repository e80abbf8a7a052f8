-- hero.lua: Tidal Blades 2 "Hero Turn Overview", "Activating Your Nexus",
-- "Free Actions", "Action Icons" and "Clean Up": placing the Initiative
-- card, choosing a line, activating its cards and spaces one at a time
-- (either/or actions, Stunts, chained attacks), free actions in between,
-- and the clean up (clearing a full line, Nexus Refresh, drawing).
--
-- Hooks for cards, items and other modules (fired with the prelude's
-- trigger; subscribe with on(name, fn)):
--  * "tb.placed" (g, hero, card, slot): a card was first placed into the
--    hero's Nexus grid (the Initiative card on its turn, a Battle Scar on
--    draw). A card's own hook runs first: card{placed = function(g, hero,
--    card, slot) ... end} ("WHEN PLACED: ... only happens when the card is
--    first placed into your grid"). Fired by S.placed in setup.lua.
--  * "tb.turn_end" (g, hero): "END OF TURN - Resolve end of turn
--    abilities", before the clean up. Cards' own hooks run first:
--    card{turn_end = function(g, hero, card, slot) ... end} runs for a
--    Power card anywhere in the grid ("always in effect") and for another
--    card when it was activated this turn (designed).
--
-- Choices the rulebook leaves open (designed):
--  * A move is a sequence of steps. Each choice walks to a hex the rest of
--    the move reaches, by the shortest path (clockwise from north among
--    equals), picking resources up and triggering Narrative tokens on each
--    hex entered; between such legs the hero may take free actions or end
--    the move.
--  * A hero may end a move on another hero's hex only when it can still
--    move off it (steps left, Spirit, or a move in the line not yet
--    activated); there it may only move (or end the turn). If nothing
--    moved it off by the end of its turn, it goes to the first open hex
--    next to it, clockwise from north.
--  * A Heal action heals the hero or an adjacent hero of the player's
--    choice; Vitality Booster any hero.
--  * A Battle Scar's cost is paid in Spirit, Focus, shells (uncharged from
--    the Quantum Reservoir) or health (lost); health can always be paid.
local T = require "core"
local C = require "combat"
local S = require "setup"
local St = require "status"
local I = require "items"
local Q = require "quantum"

local H = {}

local function player(g, h) return g:entity_get(h, "player") end

-- ---- Resources ------------------------------------------------------------------

function H.gain(g, h, trait, n)
  local max = g:entity_get(h, trait .. "_max")
  local v = g:entity_get(h, trait)
  g:entity_set(h, trait, math.min(max, v + n))
end

-- "When you pick up a Spirit or Focus token, increase your current amount
-- by the value shown on the token and place the token into the discard
-- area ... Fruit is kept next to your hero board and is discarded when used."
function H.pick_up(g, h, t)
  local kind = g:entity_get(t, "type")
  g:entity_set(t, "q", nil)
  g:entity_set(t, "r", nil)
  local bag = T.game.get(g, "bag")
  if kind == "fruit" then
    g:zone_insert(T.zone(g, "supply", h), t)
    g:entity_set(h, "fruit", g:entity_get(h, "fruit") + 1)
  else
    local trait = kind:match("spirit") and "spirit" or "focus"
    H.gain(g, h, trait, kind:match("double") and 2 or 1)
    g:bag_discard(bag, t)
  end
  T.log_text(g, T.label(g, h) .. " picks up " .. T.REWARD_NAMES[kind])
  g:tally("pickup." .. kind)
end

function H.eat_fruit(g, h)
  local t = g:zone_at(T.zone(g, "supply", h), 1)
  if t then g:bag_discard(T.game.get(g, "bag"), t) end
  g:entity_set(h, "fruit", g:entity_get(h, "fruit") - 1)
end

-- ---- Movement ---------------------------------------------------------------------

-- Whether the figures of enemy group grp have Grapple now (T.has of any
-- of them: a figure's abilities are its group's).
local function grapples(g, grp)
  local def = T.enemy_def(g, grp)
  local card = T.group_card(g, grp, def)
  return T.ability(def.innate or false, card and card.abilities or false, "grapple")
end

-- "GRAPPLE: Enemies with Grapple prohibit adjacent heroes from moving unless
-- the enemy has been damaged that round." (Asked before every move and
-- every step a turn offers: a group without Grapple, most of them, is
-- passed over without reading its figures.)
function H.grappled_at(g, at)
  local groups, round = T.groups(g), nil
  for i = 1, #groups do
    local grp = groups[i]
    if grapples(g, grp) then
      local figures = g:entity_get_array(grp, "figures")
      for k = 1, #figures do
        local e = figures[k]
        if g:entity_get(e, "on") and T.dist(at, T.pos(g, e)) == 1 then
          round = round or T.game.get(g, "round")
          if g:entity_get(e, "hurt") ~= round then return true end
        end
      end
    end
  end
  return false
end

-- The hexes of the enemies grappling now (Grapple, not damaged this round),
-- for a caller asking H.grappled_at of many hexes in one state (in no
-- particular order: the caller asks whether any is next to a hex).
function H.grapplers(g)
  local list, groups, round = {}, T.groups(g), nil
  for i = 1, #groups do
    local grp = groups[i]
    if grapples(g, grp) then
      round = round or T.game.get(g, "round")
      local figures = g:entity_get_array(grp, "figures")
      for k = 1, #figures do
        local e = figures[k]
        if g:entity_get(e, "on") and g:entity_get(e, "hurt") ~= round then list[#list + 1] = T.pos(g, e) end
      end
    end
  end
  return list
end

local function next_to_any(at, hexes)
  for i = 1, #hexes do
    if T.dist(at, hexes[i]) == 1 then return true end
  end
  return false
end

function H.grappled(g, h) return H.grappled_at(g, T.pos(g, h)) end

-- Whether fig (a figure on the map) is an ally of the heroes (side 0).
local function ally(g, fig, map)
  local _, side = g:hex_figure_cells(map or T.map(g), fig)
  return side == 0
end

-- "A figure may not move into a hex occupied by an enemy figure. A figure
-- may move through a hex occupied by an allied figure." Hex at is open to
-- hero h: on the map, normal terrain, no enemy on it. Returns whether it
-- is, and the figure on it (if any).
local function open_to(g, h, at, map)
  -- (A hex off the map has terrain "void", so the terrain settles both:
  -- every hex call costs about as much as a hex of a search.)
  if g:hex_terrain_at(map, at) ~= "normal" then return false end
  local who = g:hex_figure_at(map, at)
  return who == nil or who == h or ally(g, who, map), who
end

function H.passable(g, h, at, map)
  return (open_to(g, h, at, map or T.map(g)))
end

-- Whether h stands on another hero's hex (mid-turn only): the kernel keeps
-- one figure per hex, so such a hero is off the map with only q, r set.
function H.stacked(g, h) return g:entity_get(h, "stacked") == true end

-- The six neighbours of a hex as steps (dq, dr), in the order of the
-- kernel's ring of radius 1 on a pointy-top map (lib/hex.c: north-east
-- first, then clockwise), as every Tidal Blades map is (odd_r). H.paths
-- steps with them itself: making the ring's six tables for every hex it
-- searched from was a tenth of a heuristic game's Lua.
local STEPS = {{1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}}

-- Hexes seen by a search, by a number for each: q * 8192 + r (maps are far
-- smaller than 4096 hexes across), so a step adds STEP_KEYS[i] to it.
local function hex_key(q, r) return (q + 4096) * 8192 + r end
local STEP_KEYS = {}
for i, d in ipairs(STEPS) do STEP_KEYS[i] = d[1] * 8192 + d[2] end

-- Every hex h can walk to in 1..budget steps, each {hex =, cost =, from =
-- (the walk it extends, nil for the first step), occupied = (an ally
-- stands there)}: breadth first, neighbours clockwise from north, so among
-- equally short paths the first clockwise is taken. A hero next to a
-- grappling enemy goes no further. H.path_of gives a walk's hexes (only
-- the walk taken needs them).
function H.paths(g, h, budget)
  local map = T.map(g)
  local start = T.pos(g, h)
  -- A hex is looked at once: one found closed stays closed for the rest
  -- of the search (nothing moves meanwhile).
  local seen = {[hex_key(start.q, start.r)] = true}
  local grapplers = budget > 1 and H.grapplers(g) or {}
  local list, frontier = {}, {{hex = start, key = hex_key(start.q, start.r)}}
  for cost = 1, budget do
    local next_frontier = {}
    for j = 1, #frontier do -- (by index: a search walks many hexes)
      local f = frontier[j]
      if cost == 1 or not next_to_any(f.hex, grapplers) then
        local fq, fr, fk = f.hex.q, f.hex.r, f.key
        for i = 1, 6 do
          local k = fk + STEP_KEYS[i]
          if not seen[k] then
            seen[k] = true
            local d = STEPS[i]
            local n = {q = fq + d[1], r = fr + d[2]}
            -- open_to, written out: this runs for every hex a search sees.
            if g:hex_terrain_at(map, n) == "normal" then
              local who = g:hex_figure_at(map, n)
              if who == nil or who == h or ally(g, who, map) then
                local s = {hex = n, key = k, cost = cost, from = f.cost and f, occupied = who ~= nil}
                list[#list + 1] = s
                next_frontier[#next_frontier + 1] = s
              end
            end
          end
        end
      end
    end
    frontier = next_frontier
  end
  return list
end

-- The hexes walk s of H.paths enters, in order.
function H.path_of(s)
  local path = {}
  for i = s.cost, 1, -1 do
    path[i] = s.hex
    s = s.from
  end
  return path
end

-- Whether h can take a step now.
function H.can_step(g, h) return not H.grappled(g, h) and #H.paths(g, h, 1) > 0 end

-- Whether a Move 1 of its own (Spirit) has a step H.move would offer: onto
-- a free hex, or onto a hero's hex with a move left to step off again
-- (else a bot could choose it forever without moving). walks: H.paths of
-- h now (not grappled), when the caller has searched: its first steps are
-- those of H.paths(g, h, 1), in the same order.
function H.can_spirit_step(g, h, walks)
  if not walks then
    if H.grappled(g, h) then return false end
    walks = H.paths(g, h, 1)
  end
  for i = 1, #walks do
    local s = walks[i]
    if s.cost > 1 then break end
    if not s.occupied then return true end
    if H.move_left(g, h, 0) and not H.grappled_at(g, s.hex) then return true end
  end
  return false
end

-- Whether a move is still open to h this turn after the one in progress:
-- Spirit to spend, or a card or space of the line with a move not yet
-- activated.
function H.move_left(g, h, spirit)
  if spirit > 0 then return true end
  if not g:entity_get(h, "turn.kind") then return false end
  for _, slot in ipairs(H.line(g, h)) do
    if not g:entity_get(h, T.DONE_KEY[slot]) then
      local c = T.slot(g, h, slot)
      if H.has_move(c and T.card_def(g, c).actions or T.SPACES[slot]) then return true end
    end
  end
  return false
end

-- Whether a list of actions holds a move (not behind a Stunt's cost).
function H.has_move(actions)
  for i = 1, #actions do
    local a = actions[i]
    if not a.stunt then
      if a.move then return true end
      local either = a.either -- (its alternatives; no table made for a plain action)
      if either then
        for k = 1, #either do
          if either[k].move then return true end
        end
      end
    end
  end
  return false
end

-- One step of h onto hex at: "Heroes may end their move in another hero's
-- hex" (h then leaves the kernel's map until it steps off); resources are
-- picked up on entry and Narrative tokens trigger.
function H.step(g, h, at)
  local map = T.map(g)
  if not H.stacked(g, h) then g:hex_remove(map, h) end
  if g:hex_figure_at(map, at) then
    g:entity_set(h, "stacked", true)
  else
    g:hex_place(map, h, at, 0)
    g:entity_set(h, "stacked", nil)
  end
  g:entity_set(h, "q", at.q)
  g:entity_set(h, "r", at.r)
  for _, t in ipairs(T.tokens_at(g, at)) do H.pick_up(g, h, t) end
  H.narrative(g, h, at)
end

-- Walks h along path, stopping where a hex has closed meanwhile (a figure
-- a Narrative token brought in).
function H.walk(g, h, path)
  for _, at in ipairs(path) do
    if T.ended(g) or not H.passable(g, h, at) then break end
    H.step(g, h, at)
  end
end

-- A hero ends the turn on another hero's hex only when nothing could move
-- it off (no move left in the line, no Spirit, or no hex to step to): the
-- rulebook forbids ending a turn there and is silent on a hero who cannot
-- leave, so, designed, she goes to the first open adjacent hex clockwise
-- from north.
function H.unstack(g, h)
  if not H.stacked(g, h) then return end
  g:entity_set(h, "stacked", nil)
  local at = T.place_near(g, h, T.pos(g, h), 0)
  T.log(g, "%s steps aside to %s", T.label(g, h), T.hex_name(g, at))
end

-- A move of up to n hexes, which Spirit may lengthen ("SPEND A SPIRIT ... to
-- modify a Move action by +1"), taken as a sequence of steps. Each choice
-- walks to a hex the remaining move reaches (by the path H.paths gives);
-- between such legs the hero may take free actions ("you could move 2,
-- use an Interact to give an adjacent hero a Fruit, and then move the
-- remaining 1") or end the move; what is left of it is then lost
-- ("Movement gained from a single card cannot be split between multiple
-- moves"). must: no "Stay" before the first step (a Spirit spent as a
-- Move 1 is spent on moving). Returns whether the hero moved.
function H.move(g, h, n, spirit_ok, prompt, must)
  if H.grappled(g, h) then return false end
  local split = {n = n} -- Dru may take part of the move (dru.lua)
  trigger(g, "tb.moving", h, split)
  if split.cancel then return false end
  n = split.n
  local left, moved = n, false
  while not T.ended(g) and not g:entity_get(h, "ko") do
    local spirit = spirit_ok and g:entity_get(h, "spirit") or 0
    -- The walks offered, then the free actions, then stopping. Values:
    -- {to = hex, spirit = extra, occupied = bool} for a walk, a free
    -- action's own, {stop = true}; what a value does is found in does.
    local options, does = {}, {}
    local searched = left + spirit > 0 and not H.grappled(g, h)
    local walks = searched and H.paths(g, h, left + spirit) or {}
    for _, s in ipairs(walks) do
      local extra = math.max(0, s.cost - left)
      local rest = left - (s.cost - extra)
      -- On another hero's hex only with a way to step off afterwards.
      local free = not s.occupied
      if free or ((rest > 0 or H.move_left(g, h, spirit - extra)) and not H.grappled_at(g, s.hex)) then
        local value = {to = {q = s.hex.q, r = s.hex.r}, spirit = extra, occupied = not free}
        options[#options + 1] = {label = "Move to " .. T.hex_name(g, s.hex) ..
                                         (extra > 0 and " (+" .. extra .. " Spirit)" or "") ..
                                         (free and "" or " (a hero's hex)"),
                                 value = value}
        s.extra, s.rest = extra, rest
        does[value] = s
      end
    end
    if moved and #options == 0 then break end
    if moved and not H.stacked(g, h) then
      -- (The search above gives the free actions' Spirit step its answer.)
      for _, f in ipairs(H.free_actions(g, h, searched and walks or nil)) do
        if f[3].act ~= "spirit_move" then
          options[#options + 1] = {label = f[1], value = f[3]}
          does[f[3]] = f[2]
        end
      end
    end
    if #options == 0 then break end
    -- A move may stop on a hero's hex it walked onto (with a move left to
    -- step off later), but one begun there must leave it.
    if (moved or not must) and (not H.stacked(g, h) or (moved and H.move_left(g, h, g:entity_get(h, "spirit")))) then
      options[#options + 1] = {label = moved and "End the move" or "Stay", value = {stop = true}}
    end
    local pick = C.ask(g, h, "tb.move", prompt or ("Move " .. n .. ": where to?"), options)
    if pick.stop then break end
    if pick.to then
      local s = does[pick]
      if s.extra > 0 then g:entity_set(h, "spirit", g:entity_get(h, "spirit") - s.extra) end
      left = s.rest
      H.walk(g, h, H.path_of(s))
      T.log_text(g, T.label(g, h) .. " moves to " .. T.hex_name(g, T.pos(g, h)))
      moved = true
    else
      does[pick]()
    end
  end
  return moved
end

-- "NARRATIVE TOKEN: Used in scenarios to denote hexes that advance the
-- narrative": here a hero entering the token's hex triggers the scenario's
-- narrative[name](g, hero), once.
function H.narrative(g, h, at)
  for _, t in ipairs(g:zone_list(g:zone_find("map.marks"))) do
    if g:entity_get(t, "kind") == "narrative" and not g:entity_get(t, "done")
       and g:entity_get(t, "q") == at.q and g:entity_get(t, "r") == at.r then
      g:entity_set(t, "done", true)
      local sc = T.scenario(g)
      local fn = sc.narrative and sc.narrative[g:entity_get(t, "name")]
      T.log(g, "%s reaches the narrative token %s", T.label(g, h), g:entity_get(t, "name"))
      if fn then fn(g, h, t) end
      T.check_objectives(g)
    end
  end
end

-- ---- Actions ------------------------------------------------------------------------

-- Whether action a can do anything for h now (offered only then).
function H.useful(g, h, a)
  if a.attack then return C.has_target(g, h, a) end
  if a.move then return H.can_step(g, h) end
  -- "must move off that hex before taking any other actions"
  if H.stacked(g, h) then return false end
  if a.spirit then return g:entity_get(h, "spirit") < g:entity_get(h, "spirit_max") end
  if a.focus then return g:entity_get(h, "focus") < g:entity_get(h, "focus_max") end
  if a.heal then
    for _, o in ipairs(H.heal_targets(g, h)) do
      if T.health(g, o) < C.max_health(g, o) then return true end
    end
    return false
  end
  if a.shield then return g:entity_get(h, "sh.s") < T.SHELLS end
  if a.reservoir then return g:entity_get(h, "sh.q") < T.SHELLS end
  if a.scan then return g:deck_available(g:entity_get(h, "deck")) > 0 end
  return true
end

function H.heal_targets(g, h)
  local list, standing = {h}, T.standing(g)
  for i = 1, #standing do
    local o = standing[i]
    if o ~= h and C.adjacent(g, h, o) then list[#list + 1] = o end
  end
  return list
end

function H.can_pay(g, h, cost)
  if not cost then return true end
  return g:entity_get(h, "spirit") >= (cost.spirit or 0) and g:entity_get(h, "focus") >= (cost.focus or 0)
     and g:entity_get(h, "sh.q") >= (cost.shells or 0)
end

function H.pay(g, h, cost)
  if not cost then return end
  for _, k in ipairs{"spirit", "focus"} do
    if cost[k] then g:entity_set(h, k, g:entity_get(h, k) - cost[k]) end
  end
  if cost.shells then
    g:entity_set(h, "sh.q", g:entity_get(h, "sh.q") - cost.shells)
    g:entity_set(h, "sh.u", g:entity_get(h, "sh.u") + cost.shells)
  end
end

-- "SCAN: Draw the indicated number of cards, then discard that many cards."
function H.scan(g, h, n)
  local hand = T.zone(g, "hand", h)
  local deck = g:entity_get(h, "deck")
  local drawn = 0
  for _ = 1, n do
    if g:deck_available(deck) == 0 then break end
    g:deck_draw(deck, "top", hand)
    drawn = drawn + 1
  end
  for k = 1, drawn do
    local cards = g:zone_list(hand)
    local options = {}
    for i, c in ipairs(cards) do options[i] = {label = "Discard " .. T.card_def(g, c).name .. " #" .. i, value = c} end
    g:deck_discard(deck, C.ask(g, h, "tb.scan", string.format("Scan: discard a card (%d of %d)", k, drawn), options))
  end
end

-- Heal n: the hero or an adjacent hero.
function H.heal(g, h, n)
  local list = H.heal_targets(g, h)
  local options = {}
  for i, o in ipairs(list) do
    local health, max = T.health(g, o), C.max_health(g, o)
    options[i] = {label = string.format("Heal %s (%d/%d)", T.label(g, o), health, max),
                  value = {hero = o, health = health, max = max}}
  end
  local o = C.ask(g, h, "tb.heal", "Heal " .. n .. ": whom?", options).hero
  local got = C.heal_hero(g, o, n)
  T.log(g, "%s heals %d", T.label(g, o), got)
end

-- The attack actions that chain with others: (slot, action index, the
-- attack) for each card in h's active line not yet activated.
function H.chain_partners(g, h, except)
  local list = {}
  for _, slot in ipairs(H.line(g, h)) do
    local c = T.slot(g, h, slot)
    if slot ~= except and c and not g:entity_get(h, "turn.done." .. slot) and St.can_activate(g, h, c)
       and T.card_def(g, c).kind ~= "scar" then -- a Scar's cost is paid on activating it
      local def = T.card_def(g, c)
      for i, a in ipairs(I.actions(g, h, slot, def.actions)) do
        local alts = a.either or {a}
        for _, b in ipairs(alts) do
          if b.attack and b.chain and not b.stunt then
            list[#list + 1] = {slot = slot, index = i, attack = St.affect(g, c, b), card = c}
            break
          end
        end
      end
    end
  end
  return list
end

-- The combined attack of a chain (see combat.lua for the designed parts).
function H.combine(attacks)
  local spec = {attack = 0, targets = 1, chain = true, chained = #attacks > 1}
  for _, a in ipairs(attacks) do
    spec.attack = spec.attack + a.attack
    if a.range then spec.range = math.max(spec.range or 0, a.range) end
    spec.targets = math.max(spec.targets, a.targets or 1)
    spec.pierce = spec.pierce or a.pierce
    spec.advantage = spec.advantage or a.advantage
    if a.tide then
      spec.tide = spec.tide or {}
      for _, k in ipairs{"damage", "lose"} do
        if a.tide[k] then spec.tide[k] = (spec.tide[k] or 0) + a.tide[k] end
      end
    end
  end
  return spec
end

-- Stunts that modify this card's attack: "Pay 1 Spirit to gain +2 Range".
function H.apply_modifiers(g, h, def, spec)
  for _, a in ipairs(def and def.actions or {}) do
    if a.stunt and a.modify and H.can_pay(g, h, a.stunt) then
      local pick = C.ask(g, h, "tb.stunt", "use the Stunt on " .. def.name .. "?",
                         {"Pay for the Stunt: " .. T.modify_text(a.modify), "No Stunt"})
      if pick == 1 then
        H.pay(g, h, a.stunt)
        spec.attack = spec.attack + (a.modify.attack or 0)
        if a.modify.range then spec.range = (spec.range or 0) + a.modify.range end
        spec.targets = (spec.targets or 1) + (a.modify.targets or 0)
        spec.advantage = spec.advantage or a.modify.advantage
      end
    end
  end
  return spec
end

-- An attack action from slot's card (or space): chained with other cards of
-- the line when it has the chain symbol and the player wishes ("activate
-- any number of unactivated cards in the active line that have an attack
-- with the chain ability"). Returns the partners, whose other actions the
-- caller offers next.
function H.attack(g, h, slot, a, def)
  local attacks = {a}
  local partners = {}
  if a.chain then
    local candidates = H.chain_partners(g, h, slot)
    while #candidates > 0 do
      local options = {}
      -- Values: the candidate's place, and whether its Tide costs health.
      for i, p in ipairs(candidates) do
        options[i] = {label = "Chain with " .. T.card_def(g, p.card).name .. ": " .. T.action_text(p.attack),
                      value = {chain = i, lose = p.attack.tide and p.attack.tide.lose ~= nil or false}}
      end
      options[#options + 1] = {label = "Attack now", value = {chain = 0}}
      local pick = C.ask(g, h, "tb.chain", "chain another attack?", options)
      if pick.chain == 0 then break end
      local p = table.remove(candidates, pick.chain)
      attacks[#attacks + 1] = p.attack
      partners[#partners + 1] = p
      g:entity_set(h, "turn.done." .. p.slot, true)
      St.on_activate(g, h, p.card)
      if T.ended(g) or g:entity_get(h, "ko") then return partners end
    end
  end
  local spec = #attacks > 1 and H.combine(attacks) or {
    attack = a.attack, range = a.range, targets = a.targets or 1, chain = a.chain, pierce = a.pierce,
    advantage = a.advantage, tide = a.tide,
  }
  I.prepare(g, h, spec, attacks)
  H.apply_modifiers(g, h, def, spec)
  for _, p in ipairs(partners) do H.apply_modifiers(g, h, T.card_def(g, p.card), spec) end
  if #partners > 0 then
    local names = {def and def.name or "space"}
    for _, p in ipairs(partners) do names[#names + 1] = T.card_def(g, p.card).name end
    T.log(g, "%s chains %s into Attack %d", T.label(g, h), table.concat(names, " + "), spec.attack)
    g:tally("chain")
  end
  C.hero_attack(g, h, spec)
  return partners
end

-- Carries out one action (not an either/or).
function H.perform(g, h, slot, a, def)
  if a.stunt and not a.modify then H.pay(g, h, a.stunt) end
  if a.attack then return H.attack(g, h, slot, a, def) end
  if a.move then H.move(g, h, a.move, true)
  elseif a.shield then C.charge(g, h, "shield", a.shield)
  elseif a.reservoir then C.charge(g, h, "reservoir", a.reservoir)
  elseif a.heal then H.heal(g, h, a.heal)
  elseif a.bolster then g:entity_set(h, "bolster", g:entity_get(h, "bolster") + a.bolster)
  elseif a.spirit then H.gain(g, h, "spirit", a.spirit)
  elseif a.focus then H.gain(g, h, "focus", a.focus)
  elseif a.scan then H.scan(g, h, a.scan)
  elseif a.run then a.run(g, h)
  end
  return {}
end

-- The value of a "Use ..." option of action a: what it is ("attack",
-- "move", ... as T.action_kind says) and whether a Stunt.
function H.use_value(a)
  return {use = T.action_kind(a) or "text", stunt = a.stunt ~= nil}
end

-- Activates a card or space: its actions "in the order of your choosing",
-- each optional; either/or actions one of the two; Stunts paid for, once.
-- used marks actions already used (a chained card's attack).
function H.activate(g, h, slot, used)
  used = used or {}
  local c = T.slot(g, h, slot)
  local def = c and T.card_def(g, c)
  local actions = I.actions(g, h, slot, def and def.actions or T.SPACES[slot])
  local name = def and def.name or ("the " .. T.SPACE_NAMES[slot] .. " space")
  g:entity_set(h, "turn.done." .. slot, true)
  if not next(used) then
    St.on_activate(g, h, c)
    if g:entity_get(h, "ko") then return end
  end
  local later = {}
  while not T.ended(g) do
    local options, picks = {}, {}
    for i, a in ipairs(actions) do
      if not used[i] and not (a.stunt and a.modify) then
        for k, b0 in ipairs(a.either or {a}) do
          local b = St.affect(g, c, b0)
          local affordable = not a.stunt or H.can_pay(g, h, a.stunt)
          if affordable and H.useful(g, h, b) then
            local shown = a.stunt and a or b -- (the action the label names)
            local value = H.use_value(shown)
            options[#options + 1] = {label = "Use " .. T.action_text(shown) ..
                                             (a.either and " (or " .. T.action_text(a.either[3 - k]) .. ")" or ""),
                                     value = value}
            picks[value] = {i = i, a = b}
          end
        end
      end
    end
    if #options == 0 then break end
    options[#options + 1] = {label = "Done with " .. name, value = {done = true}}
    local pick = C.ask(g, h, "tb.action", "activating " .. name, options)
    if pick.done then break end
    local p = picks[pick]
    used[p.i] = true
    local partners = H.perform(g, h, slot, p.a, def)
    for _, q in ipairs(partners or {}) do later[#later + 1] = q end
  end
  -- The other actions of chained cards, after the chained attack.
  for _, q in ipairs(later) do
    if T.ended(g) then break end
    H.activate(g, h, q.slot, {[q.index] = true})
  end
end

-- ---- Battle Scars ----------------------------------------------------------------------
-- "Battle Scars function like action cards, but have a cost to activate. If
-- you cannot or do not wish to pay the cost to activate a Battle Scar you
-- may not perform any action from that card." cost = {spirit=, focus=,
-- shells=, health=}.

function H.can_pay_scar(g, h, cost)
  return H.can_pay(g, h, {spirit = cost.spirit, focus = cost.focus, shells = cost.shells})
end

function H.scar_cost_text(cost)
  local parts = {}
  for _, k in ipairs{"spirit", "focus", "shells"} do
    if cost[k] then parts[#parts + 1] = "pay " .. cost[k] .. " " .. k end
  end
  if cost.health then parts[#parts + 1] = "lose " .. cost.health .. " health" end
  return table.concat(parts, ", ")
end

function H.pay_scar(g, h, def)
  H.pay(g, h, {spirit = def.cost.spirit, focus = def.cost.focus, shells = def.cost.shells})
  T.log(g, "%s pays for the Battle Scar %s", T.label(g, h), def.name)
  if def.cost.health then C.lose_health(g, h, def.cost.health) end
end

-- ---- The turn ------------------------------------------------------------------------

-- "END OF TURN - Resolve end of turn abilities": the grid's cards' own
-- hooks (Power cards always, others when activated this turn), then the
-- "tb.turn_end" subscribers.
function H.turn_end(g, h)
  for slot = 1, 9 do
    local c = T.slot(g, h, slot)
    local def = c and T.card_def(g, c)
    if def and def.turn_end and (def.kind == "power" or g:entity_get(h, "turn.done." .. slot)) then
      def.turn_end(g, h, c, slot)
      if g:entity_get(h, "ko") or T.ended(g) then return end
    end
  end
  trigger(g, "tb.turn_end", h)
end

function H.line(g, h)
  return T.line_slots(g:entity_get(h, "turn.kind"), g:entity_get(h, "turn.index"))
end

-- What each of h's nine spaces shows in a line's text: its card's name, or
-- the printed space's actions in brackets. cards: the card on each space
-- (nil for none), when the caller has read them.
function H.space_names(g, h, cards)
  local names = {}
  for slot = 1, 9 do
    local c
    if cards then c = cards[slot] else c = T.slot(g, h, slot) end
    names[slot] = c and T.card_def(g, c).name or ("[" .. T.SPACE_TEXT[slot] .. "]")
  end
  return names
end

-- A line of h's grid as people read it ("Brace | [Move 1] | Lunge");
-- names: H.space_names(g, h), when the caller has it.
function H.line_text(g, h, kind, index, names)
  names = names or H.space_names(g, h)
  local line = T.line_slots(kind, index)
  return names[line[1]] .. " | " .. names[line[2]] .. " | " .. names[line[3]]
end

-- Start of the turn: "Move all shells on your Shield to your Quantum
-- Reservoir"; place the Initiative card "into any open space on your grid";
-- choose the row or column through it.
function H.start(g, h)
  g:entity_set(h, "sh.q", g:entity_get(h, "sh.q") + g:entity_get(h, "sh.s"))
  g:entity_set(h, "sh.s", 0)
  trigger(g, "tb.turn_start", h)
  for i = 1, 9 do g:entity_set(h, T.DONE_KEY[i], nil) end
  g:entity_set(h, "turn.interacted", nil)
  local shown = T.zone(g, "shown", h)
  local card = g:zone_at(shown, 1)
  local grid = T.zone(g, "grid", h)
  local cards, open = {}, {} -- each space read once, for the open ones and the lines' texts
  for i = 1, 9 do
    cards[i] = T.slot(g, h, i)
    if not cards[i] then open[#open + 1] = i end
  end
  if #open == 0 then
    -- "Full Grid: discard one action card from your grid before placing".
    local options = {}
    for i = 1, 9 do
      local def = T.card_def(g, T.slot(g, h, i))
      if def.kind ~= "wound" and def.kind ~= "scar" then
        options[#options + 1] = {label = "Discard " .. def.name .. " (" .. T.SPACE_NAMES[i] .. ")", value = i}
      end
    end
    local slot = C.ask(g, h, "tb.full", "your grid is full: discard a card", options) -- (the space)
    St.remove(g, T.slot(g, h, slot))
    g:deck_discard(g:entity_get(h, "deck"), T.slot(g, h, slot))
    g:entity_set(h, "slot." .. slot, nil)
    cards[slot] = nil
    open = {slot}
  end
  local def = T.card_def(g, card)
  local options = {}
  local rows, cols = {}, {} -- each line's text once, not once per space on it
  local names = H.space_names(g, h, cards)
  for k = 1, 3 do rows[k], cols[k] = H.line_text(g, h, "row", k, names), H.line_text(g, h, "col", k, names) end
  for i, slot in ipairs(open) do
    -- (Joined with ..: the sandbox's string.format costs ten times as much.)
    options[i] = {label = "Place " .. def.name .. " on the " .. T.SPACE_NAMES[slot] .. " space (row: " ..
                          rows[T.row_of(slot)] .. "; column: " .. cols[T.col_of(slot)] .. ")",
                  value = slot}
  end
  local slot = C.ask(g, h, "tb.place", "place your Initiative card " .. def.name, options) -- (the space)
  g:zone_insert(grid, card)
  g:entity_set(h, "slot." .. slot, card)
  g:entity_set(h, "turn.slot", slot)
  S.placed(g, h, card, slot)
  if T.ended(g) or g:entity_get(h, "ko") then return end
  local row, col = T.row_of(slot), T.col_of(slot)
  names = H.space_names(g, h) -- (the card is on its space now)
  local pick = C.ask(g, h, "tb.line", "activate the row or the column through " .. def.name, {
    "Row: " .. H.line_text(g, h, "row", row, names),
    "Column: " .. H.line_text(g, h, "col", col, names),
  })
  g:entity_set(h, "turn.kind", pick == 1 and "row" or "col")
  g:entity_set(h, "turn.index", pick == 1 and row or col)
  T.log(g, "%s plays %s on the %s space and activates the %s", T.label(g, h), def.name, T.SPACE_NAMES[slot],
        pick == 1 and "row" or "column")
end

-- The free actions open to h now, as {label, fn, value}: the value, a
-- table of its own for each ({act = "spirit_move"}, ...), is what bots
-- read and what H.act and H.move find fn by. walks: H.paths of h
-- now, when the caller has searched (see H.can_spirit_step).
function H.free_actions(g, h, walks)
  local list = {}
  if g:entity_get(h, "spirit") > 0 and H.can_spirit_step(g, h, walks) then
    list[#list + 1] = {"Spend 1 Spirit: Move 1", function()
      local spirit = g:entity_get(h, "spirit")
      if H.move(g, h, 1, false, "Spirit: move 1 where?", true) then g:entity_set(h, "spirit", spirit - 1) end
    end, {act = "spirit_move"}}
  end
  if g:entity_get(h, "focus") > 0 and g:deck_available(g:entity_get(h, "deck")) > 0 then
    list[#list + 1] = {"Spend 1 Focus: Scan 2", function()
      g:entity_set(h, "focus", g:entity_get(h, "focus") - 1)
      H.scan(g, h, T.SCAN)
    end, {act = "focus_scan"}}
  end
  if g:entity_get(h, "fruit") > 0 and T.health(g, h) < C.max_health(g, h) then
    list[#list + 1] = {"Eat a Fruit: Heal 2", function()
      H.eat_fruit(g, h)
      C.heal_hero(g, h, T.FRUIT_HEAL)
      T.log(g, "%s eats a Fruit", T.label(g, h))
    end, {act = "fruit"}}
  end
  -- Energy Boost and Vitality Booster (quantum.lua offers them outside
  -- the owner's turn too).
  local uses = Q.anytime(g, h, T.standing)
  for i = 1, #uses do list[#list + 1] = uses[i] end
  trigger(g, "tb.free_actions", h, list)
  if not g:entity_get(h, "turn.interacted") then
    local interactions = H.interactions(g, h)
    for i = 1, #interactions do list[#list + 1] = interactions[i] end
  end
  return list
end

-- "INTERACT (ONCE PER TURN)": pick up an adjacent resource (not in an
-- enemy's hex), give a Fruit to an adjacent hero, revive an adjacent
-- knocked out hero by spending a Fruit.
function H.interactions(g, h)
  local list = {}
  local at = T.pos(g, h)
  local map = T.map(g)
  local function done() g:entity_set(h, "turn.interacted", true) end
  -- "Activate a special scenario character or object": defuse a Bomb
  -- (designed, see enemy.lua).
  local bombs = T.objects(g, "bomb")
  for i = 1, #bombs do
    local o = bombs[i]
    if T.dist(at, T.pos(g, o)) == 1 then
      list[#list + 1] = {"Interact: defuse the Bomb at " .. T.hex_name(g, T.pos(g, o)), function()
        done()
        S.remove_object(g, o)
        T.log(g, "%s defuses the Bomb", T.label(g, h))
        g:tally("bomb_defused")
      end, {act = "defuse"}}
    end
  end
  local seen = {} -- tokens alike on one hex are offered once
  local tokens = g:zone_list(g:zone_find("map.tokens"))
  for i = 1, #tokens do
    local t = tokens[i]
    local tp = T.pos(g, t)
    if tp and T.dist(at, tp) <= 1 then
      local who = g:hex_figure_at(map, tp)
      local label = "Interact: pick up " .. T.REWARD_NAMES[g:entity_get(t, "type")] .. " at " .. T.hex_name(g, tp)
      if (not who or g:entity_kind(who) ~= "tb.enemy") and not seen[label] then
        seen[label] = true
        list[#list + 1] = {label, function() done(); H.pick_up(g, h, t) end, {act = "pick_up"}}
      end
    end
  end
  local heroes = T.heroes(g)
  for i = 1, #heroes do
    local o = heroes[i]
    if o ~= h and C.adjacent(g, h, o) then
      if g:entity_get(o, "ko") and not g:entity_get(o, "revive") and g:entity_get(h, "fruit") > 0 then
        list[#list + 1] = {"Interact: revive " .. T.label(g, o) .. " (spend a Fruit)", function()
          done()
          H.eat_fruit(g, h)
          g:entity_set(o, "revive", true)
          T.log(g, "%s revives %s", T.label(g, h), T.label(g, o))
        end, {act = "revive"}}
      elseif not g:entity_get(o, "ko") then
        if g:entity_get(h, "fruit") > 0 then
          list[#list + 1] = {"Interact: give a Fruit to " .. T.label(g, o), function()
            done()
            local t = g:zone_at(T.zone(g, "supply", h), 1)
            if t then g:zone_insert(T.zone(g, "supply", o), t) end
            g:entity_set(h, "fruit", g:entity_get(h, "fruit") - 1)
            g:entity_set(o, "fruit", g:entity_get(o, "fruit") + 1)
          end, {act = "give"}}
        end
        for _, trait in ipairs{"spirit", "focus"} do
          if g:entity_get(h, trait) > 0 and g:entity_get(o, trait) < g:entity_get(o, trait .. "_max") then
            list[#list + 1] = {"Interact: give a " .. (trait == "spirit" and "Spirit" or "Focus") .. " to " ..
                               T.label(g, o), function()
              done()
              g:entity_set(h, trait, g:entity_get(h, trait) - 1)
              H.gain(g, o, trait, 1)
            end, {act = "give"}}
          end
        end
      end
    end
  end
  return list
end

-- The value of an "Activate ..." option of a card or space with these
-- printed actions: whether one attacks and whether one moves (either
-- alternative; a Stunt that modifies another action does neither).
function H.activate_value(actions)
  local v = {act = "activate", attack = false, move = false}
  for _, a in ipairs(actions) do
    if not (a.stunt and a.modify) then
      for _, b in ipairs(a.either or {a}) do
        local kind = T.action_kind(b)
        if kind == "attack" then v.attack = true elseif kind == "move" then v.move = true end
      end
    end
  end
  return v
end

-- One choice of the turn: activate a card or space of the line, take a
-- free action, or end the turn. Returns false when the turn is over.
function H.act(g, h)
  -- Values: {act = "activate", attack =, move =} (what the actions
  -- printed on it do), {act = "remove", status =}, a free action's own,
  -- {act = "end"}; what a value does is found in fns.
  local options, fns = {}, {}
  local function offer(label, value, fn)
    options[#options + 1] = {label = label, value = value}
    fns[value] = fn
  end
  -- On another hero's hex: "must move off that hex before taking any other
  -- actions", so only what moves is offered.
  local stacked = H.stacked(g, h)
  local line = H.line(g, h)
  for k = 1, 3 do
    local slot = line[k]
    local c = T.slot(g, h, slot)
    local def = c and T.card_def(g, c) -- read once for the tests below
    local actions = def and def.actions or T.SPACES[slot]
    if not g:entity_get(h, T.DONE_KEY[slot]) and (not stacked or (H.has_move(actions) and H.can_step(g, h))) then
      if not c then
        offer("Activate the " .. T.SPACE_NAMES[slot] .. " space: " .. T.SPACE_TEXT[slot], H.activate_value(actions),
              function() H.activate(g, h, slot) end)
      elseif def.kind == "scar" then
        -- "Battle Scars function like action cards, but have a cost to
        -- activate."
        if H.can_pay_scar(g, h, def.cost) then
          offer("Activate " .. def.name .. " (" .. H.scar_cost_text(def.cost) .. "): " .. T.card_text(def),
                H.activate_value(actions), function()
            H.pay_scar(g, h, def)
            if not g:entity_get(h, "ko") and not T.ended(g) then H.activate(g, h, slot) end
          end)
        end
      elseif def.kind ~= "wound" then
        local status = g:entity_get(c, "status")
        if St.can_activate(g, h, c) then
          local cost = status == "stun" and " (Stun: pay 1 Focus)" or status == "drain" and " (Drain: uncharge 1 shell)"
                       or status and (" (" .. St.NAMES[status] .. ")") or ""
          offer("Activate " .. def.name .. cost .. ": " .. T.card_text(def), H.activate_value(actions),
                function() H.activate(g, h, slot) end)
        end
        if status and not stacked then
          -- "Instead of activating a card, you may remove a Status token on it."
          offer("Remove the " .. St.NAMES[status] .. " from " .. def.name .. " instead of activating it",
                {act = "remove", status = status}, function()
            St.remove(g, c)
            g:entity_set(h, "turn.done." .. slot, true)
            T.log(g, "%s removes the %s from %s", T.label(g, h), St.NAMES[status], def.name)
          end)
        end
      end
    end
  end
  local free = H.free_actions(g, h)
  for i = 1, #free do
    local f = free[i]
    if not stacked or f[3].act == "spirit_move" then offer(f[1], f[3], f[2]) end
  end
  -- "Heroes may end their move in another hero's hex, but may not end
  -- their turn there": while something above would move her off, she must
  -- take it. With no move left (or none that can step), "End the turn" is
  -- the designed fallback: she then steps aside for free, see H.unstack.
  if not stacked or #options == 0 then options[#options + 1] = {label = "End the turn", value = {act = "end"}} end
  local pick = C.ask(g, h, "tb.act", "your turn", options)
  if pick.act == "end" then return false end
  fns[pick]()
  return true
end

-- "CLEAR FULL LINES: If the line you activated on your grid has three cards
-- (including Wounds), it must be cleared. Discard all of the action cards
-- (including Power cards) and Battle Scars in that line ... Wounds are never
-- discarded during a scenario. If you clear a line, you may discard any
-- number of cards from your hand." Then "Draw cards from your deck until you
-- have reached your hand size".
function H.cleanup(g, h)
  if g:entity_get(h, "ko") then return end
  H.unstack(g, h)
  H.turn_end(g, h)
  if g:entity_get(h, "ko") or T.ended(g) then return end
  local deck = g:entity_get(h, "deck")
  local line = H.line(g, h)
  local full = true
  for _, slot in ipairs(line) do if not T.slot(g, h, slot) then full = false end end
  if full then
    local powers = C.powers(g, h)
    for _, slot in ipairs(line) do
      local c = T.slot(g, h, slot)
      if T.card_def(g, c).kind ~= "wound" then
        St.remove(g, c)
        g:deck_discard(deck, c)
        g:entity_set(h, "slot." .. slot, nil)
      end
    end
    T.log(g, "%s clears the %s", T.label(g, h), g:entity_get(h, "turn.kind") == "row" and "row" or "column")
    g:tally("clear")
    for _, p in ipairs(powers) do
      if p.cleared and p.cleared.spirit then H.gain(g, h, "spirit", p.cleared.spirit) end
    end
    -- Nexus Refresh.
    local hand = T.zone(g, "hand", h)
    while g:zone_size(hand) > 0 do
      local cards = g:zone_list(hand)
      local options = {}
      -- Values: the card, or 0 (none) to keep the rest.
      for i, c in ipairs(cards) do
        options[i] = {label = "Discard " .. T.card_def(g, c).name .. " #" .. i, value = c}
      end
      options[#options + 1] = {label = "Keep the rest", value = 0}
      local pick = C.ask(g, h, "tb.refresh", "Nexus Refresh: discard cards from your hand?", options)
      if pick == 0 then break end
      g:deck_discard(deck, pick)
    end
  end
  S.draw_up(g, h)
end

return H
