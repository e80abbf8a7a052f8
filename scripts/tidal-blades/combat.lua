-- combat.lua: Tidal Blades 2 "Combat", "The Shell Shield" and "Health and
-- Wounds": targets, line of sight, flanking, Advantage and Disadvantage,
-- hero attacks (dice, rerolls, Focus Boost, Armor, chained attacks),
-- enemy attacks (the Danger die), blocking, losing health, Wounds, being
-- knocked out, defeating enemies and their rewards.
--
-- Choices the rulebook leaves open (designed):
--  * A chained attack has the combined strength and Tide effects of its
--    attacks, the longest range among them (melee if none has range) and
--    the most targets among them; stunt bonuses add on top.
--  * An enemy is "alone" (Cull the Herd) when no other enemy stands next
--    to it.
--  * When the Wound deck runs out a new Wound card is made.
--  * Leader's "1 bonus die" for enemies is a second Danger die, its hits,
--    misses and Tides added; several Leaders nearby still give one.
--  * Regeneration works once per figure.
--  * A Pulled hero walks the shortest path (through allies, not enemies) to
--    the nearest free hex next to the attacker; with none, it stays.
--  * A Shield or Reservoir action takes shells from the Uncharged Area
--    first, then from the other area.
local T = require "core"
local St = require "status"
local G = require "giant"

local C = {}
St.combat = C

-- ---- Small reads -------------------------------------------------------------

local function player(g, h) return g:entity_get(h, "player") end

-- A player's choice among options, labels or {label =, value =} tables:
-- returns the option's index, or its value when the options have values
-- (so rules and bots never read a label back). One option is no choice.
function C.ask(g, h, kind, prompt, options)
  if #options == 1 and kind ~= "tb.confirm" then
    local o = options[1]
    if type(o) == "table" then return o.value end
    return 1
  end
  return g:choose{player = player(g, h), kind = kind, prompt = T.label(g, h) .. ": " .. prompt,
                  subject = h, options = options}
end

-- (T.pos and T.dist without their tables: asked of every other hero for
-- every option list of a turn.)
function C.adjacent(g, a, b)
  local aq = g:entity_get(a, "q")
  if aq == nil then return nil end
  local bq = g:entity_get(b, "q")
  if bq == nil then return nil end
  local dq, dr = aq - bq, g:entity_get(a, "r") - g:entity_get(b, "r")
  return (math.abs(dq) + math.abs(dr) + math.abs(dq + dr)) // 2 == 1
end

-- The Power cards in h's grid ("always in effect").
function C.powers(g, h)
  local list = {}
  for i = 1, 9 do
    local c = T.slot(g, h, i)
    if c then
      local def = T.card_def(g, c)
      if def.kind == "power" and def.power then list[#list + 1] = def.power end
    end
  end
  return list
end

-- Quantum ability id's definition if h has it. have: h's list of them
-- (g:entity_get_array(h, "quantum")), when the caller asking about several
-- has read it.
function C.has_quantum(g, h, id, have)
  have = have or g:entity_get_array(h, "quantum")
  for i = 1, #have do -- (by index: asked several times for every option list of a turn)
    if have[i] == id then return content("quantum", id) end
  end
  return nil
end

-- Whether h can pay for Quantum ability id now (shells in the Reservoir).
function C.can_quantum(g, h, id, have)
  local q = C.has_quantum(g, h, id, have)
  return q and g:entity_get(h, "sh.q") >= q.cost and not g:entity_get(h, "ko")
end

-- The heroes who may use Quantum ability id on h's behalf now: h first,
-- then the other standing heroes ("Unless stated otherwise, these abilities
-- may be activated at any time, including on other heroes' turns").
function C.helpers(g, h, id)
  local list = {}
  if C.can_quantum(g, h, id) then list[1] = h end
  if T.game.get(g, "pvp") then return list end -- rivals do not help (Capture the Crab)
  for _, o in ipairs(T.standing(g)) do
    if o ~= h and C.can_quantum(g, o, id) then list[#list + 1] = o end
  end
  return list
end

-- "Abilities on the Quantum Reservoir are activated by uncharging shells
-- from the Quantum Reservoir."
function C.pay_quantum(g, h, id)
  local q = content("quantum", id)
  g:entity_set(h, "sh.q", g:entity_get(h, "sh.q") - q.cost)
  g:entity_set(h, "sh.u", g:entity_get(h, "sh.u") + q.cost)
  T.log_text(g, T.label(g, h) .. " uses " .. q.name)
end

-- ---- Shells ---------------------------------------------------------------------

local AREAS = {shield = "sh.s", reservoir = "sh.q"}

-- Shield / Quantum Reservoir actions: "move shells equal to the action's
-- strength from your Uncharged Area or Quantum Reservoir to your Shield".
function C.charge(g, h, area, n)
  local to = AREAS[area]
  local other = area == "shield" and "sh.q" or "sh.s"
  for _ = 1, n do
    local from = g:entity_get(h, "sh.u") > 0 and "sh.u" or (g:entity_get(h, other) > 0 and other)
    if not from then break end
    g:entity_set(h, from, g:entity_get(h, from) - 1)
    g:entity_set(h, to, g:entity_get(h, to) + 1)
  end
end

-- ---- Health ----------------------------------------------------------------------

function C.max_health(g, h) return 3 * g:entity_get(h, "res") end

-- Heal: "regain health equal to the action strength ... Heroes may not gain
-- health in excess of their max health"; Wounds stay.
function C.heal_hero(g, h, n)
  local t = g:entity_get(h, "health")
  local before = g:track_value(t)
  g:track_set(t, math.min(C.max_health(g, h), before + n))
  return g:track_value(t) - before
end

-- The Wound deck: "When you gain a Wound, place it on your grid into an
-- empty space, or over a space with an action card. If you place it over a
-- card, discard that card."
function C.gain_wound(g, h)
  local zone = g:zone_find("wounds")
  local w = g:zone_at(zone, 1)
  if not w then
    w = g:entity_new("tb.card")
    g:entity_set(w, "name", "wound")
  end
  local options, slots = {}, {}
  for i = 1, 9 do
    local c = T.slot(g, h, i)
    if not c then
      options[#options + 1] = {label = "Wound on the " .. T.SPACE_NAMES[i] .. " space (empty)", value = i}
      slots[#slots + 1] = i
    elseif T.card_def(g, c).kind ~= "wound" and T.card_def(g, c).kind ~= "scar" then -- "over ... an action card"
      options[#options + 1] = {label = "Wound on the " .. T.SPACE_NAMES[i] .. " space, discarding " ..
                                       T.card_def(g, c).name, value = i}
      slots[#slots + 1] = i
    end
  end
  g:entity_set(h, "wounds", g:entity_get(h, "wounds") + 1)
  g:tally("wound")
  local placing = {} -- an Ally's Wounds go to its Wound space (solo.lua)
  trigger(g, "tb.wound_placing", h, placing)
  if placing.done then return end
  if #slots == 0 then return end -- every space wounded: nowhere to put it
  local slot = C.ask(g, h, "tb.wound", "place a Wound on your Nexus grid", options) -- (the space)
  local old = T.slot(g, h, slot)
  if old then
    St.remove(g, old)
    g:deck_discard(g:entity_get(h, "deck"), old)
  end
  g:zone_insert(g:zone_find("grid." .. h), w)
  g:entity_set(h, "slot." .. slot, w)
  trigger(g, "tb.covered", h, slot)
  T.log(g, "%s gains a Wound (%s space)", T.label(g, h), T.SPACE_NAMES[slot])
end

-- "LOSING HEALTH: ... When advancing to a lower level for the first time,
-- gain a Wound." "If you move past the last space on the health track, you
-- are knocked out."
function C.lose_health(g, h, n)
  local hit = {n = n, lose = true} -- Dru's lost health is Sagashi's (dru.lua)
  trigger(g, "tb.damaging", h, hit)
  if hit.to then h = hit.to end
  if n <= 0 or g:entity_get(h, "ko") then return end
  local t = g:entity_get(h, "health")
  -- (The two levels read into locals: no tables for them.)
  local healthy, wounded = g:track_crossed(t, "healthy", "down"), g:track_crossed(t, "wounded", "down")
  g:track_add(t, -n)
  T.log_text(g, T.label(g, h) .. " loses " .. n .. " health (" .. g:track_value(t) .. " left)")
  if not healthy and g:track_crossed(t, "healthy", "down") then C.gain_wound(g, h) end
  if not wounded and g:track_crossed(t, "wounded", "down") then C.gain_wound(g, h) end
  if g:track_value(t) <= 0 then C.knock_out(g, h) end
end

-- "Knocked Out": off the Initiative track, figure laid down, Statuses gone,
-- the Initiative card and the action cards of grid and hand shuffled into
-- the deck; Wounds (and Battle Scars) stay.
function C.knock_out(g, h)
  local down = {} -- Capture the Crab knocks heroes down instead (crab.lua)
  trigger(g, "tb.knocking_out", h, down)
  if down.done then return end
  g:entity_set(h, "ko", true)
  g:tally("knockout")
  local track = T.init(g)
  local on = false
  for _, t in ipairs(g:initiative_order(track)) do if t == h then on = true end end
  if on then
    g:initiative_remove(track, h)
    T.sync_order(g)
  end
  local deck = g:entity_get(h, "deck")
  local draw = (g:deck_info(deck))
  for i = 1, 9 do
    local c = T.slot(g, h, i)
    St.remove(g, c)
    if c then
      local kind = T.card_def(g, c).kind
      if kind ~= "wound" and kind ~= "scar" then
        g:zone_insert(draw, c)
        g:entity_set(h, "slot." .. i, nil)
      end
    end
  end
  for _, z in ipairs{"hand", "init", "shown"} do
    for _, c in ipairs(g:zone_list(T.zone(g, z, h))) do g:zone_insert(draw, c) end
  end
  g:deck_shuffle(deck)
  g:entity_set(h, "bolster", 0)
  trigger(g, "tb.knocked_out", h)
  T.log(g, "%s is knocked out", T.label(g, h))
  if #T.standing(g) == 0 then T.conclude(g, false, "all heroes knocked out") end
end

-- Damage to a hero: "If you choose to block, reduce the damage by 1 for
-- each shell on your Shield. Then uncharge 1 shell from your Shield. You may
-- block once per attack." Pierce may not be blocked.
function C.damage_hero(g, h, n, pierce)
  local hit = {n = n, pierce = pierce} -- damage to Dru falls on Sagashi (dru.lua)
  trigger(g, "tb.damaging", h, hit)
  if hit.to then h, n = hit.to, hit.n end
  if n <= 0 or g:entity_get(h, "ko") then return end
  local shield = g:entity_get(h, "sh.s")
  if shield > 0 and not pierce then
    local bonus = 0
    for _, p in ipairs(C.powers(g, h)) do bonus = bonus + (p.block or 0) end
    local blocked = math.min(n, shield + bonus)
    local pick = C.ask(g, h, "tb.block", n .. " damage coming: block?", { -- (.. costs a tenth of string.format)
      "Block " .. blocked .. " (uncharge 1 shell, take " .. (n - blocked) .. ")",
      "Take " .. n,
    })
    local block = {} -- Shell Cycler may keep the shell
    if pick == 1 then trigger(g, "tb.blocking", h, block) end
    if pick == 1 then
      n = n - blocked
      if not block.keep then
        g:entity_set(h, "sh.s", shield - 1)
        g:entity_set(h, "sh.u", g:entity_get(h, "sh.u") + 1)
      end
      T.log_text(g, T.label(g, h) .. " blocks " .. blocked)
    end
  end
  C.lose_health(g, h, n)
end

-- ---- Flanking, Advantage, targets ----------------------------------------------------

-- What C.flanks and C.advantage read of an attacker and a target whatever
-- hex the attack comes from. An enemy weighing every hex it could reach
-- (E.plan) reads it once per target: read per hex, it was a tenth of a
-- random game's Lua. pos is nil for a giant (its nearest cell depends on
-- the hex, see G.near). map, at: the map and the target's hex, when the
-- caller has read them.
function C.advantage_facts(g, attacker, target, map, at)
  local hero = g:entity_kind(attacker) == "tb.hero"
  -- "DOMINATE: Enemies that Dominate force heroes at faster Initiative to
  -- attack at Disadvantage."
  local dominated = hero and g:entity_kind(target) == "tb.enemy" and T.has(g, target, "dominate")
                    and T.init_rank(g, attacker) < T.init_rank(g, g:entity_get(target, "group"))
  return {attacker = attacker, target = target, hero = hero, map = map or T.map(g),
          pos = not g:entity_get(target, "giant") and (at or T.pos(g, target)) or nil,
          dru = g:entity_get(target, "dru"), dominated = dominated}
end

-- The hex of the target nearest to hex at (facts from C.advantage_facts).
local function target_hex(g, f, at) return f.pos or G.near(g, f.target, at) end

-- C.flanks on facts read beforehand.
local function flanks(g, f, at)
  local tpos = target_hex(g, f, at)
  if T.dist(at, tpos) ~= 1 then return false end
  local partner = g:hex_flank_partner(f.map, f.target, at, f.hero and 0 or 1)
  if partner and partner ~= f.attacker and not g:entity_get(partner, "ko") then return true end
  if f.hero and T.game.get(g, "heroes_n") == 2 and not T.game.get(g, "pvp") then
    for _, o in ipairs(T.standing(g)) do
      if o ~= f.attacker then
        local op = T.pos(g, o)
        if T.dist(op, G.near(g, f.target, op)) == 1 and T.dist(op, at) > 1 then return true end
      end
    end
  end
  return false
end

-- Whether the figure standing (or about to stand) at hex `at` flanks
-- target with an ally: "If a pair of allied figures are adjacent to a
-- target on directly opposite sides". With exactly two heroes, heroes flank
-- "whenever you are both adjacent to the same enemy, and not adjacent to
-- each other".
function C.flanks(g, attacker, at, target)
  return flanks(g, C.advantage_facts(g, attacker, target), at)
end

-- C.advantage on facts read beforehand (C.advantage_facts).
function C.advantage_at(g, f, at, spec)
  local adv, dis = 0, 0
  if spec.range then
    if T.dist(at, target_hex(g, f, at)) == 1 and not spec.reach then dis = dis + 1 end
  elseif flanks(g, f, at) then
    adv = adv + 1
  end
  if spec.advantage then adv = adv + 1 end
  if spec.disadvantage then dis = dis + 1 end
  if f.dru then dis = dis + 1 end -- "Enemies have Disadvantage against Dru."
  if f.dominated then dis = dis + 1 end
  if adv > dis then return 1 elseif dis > adv then return -1 end
  return 0
end

-- Advantage (+1), Disadvantage (-1) or neither (0) of an attack from hex at
-- on target: counted and cancelled, never doubled. "RANGED ATTACKS gain
-- Disadvantage on adjacent targets. MELEE ATTACKS gain Advantage on targets
-- the attacker is flanking."
function C.advantage(g, attacker, at, target, spec)
  return C.advantage_at(g, C.advantage_facts(g, attacker, target), at, spec)
end

-- Whether an attack from hex at can target the figure at hex to: melee
-- "only target figures in adjacent hexes"; ranged "at any distance up to the
-- range number", with line of sight. map: the map, when the caller has it.
function C.in_reach(g, at, to, spec, map)
  local d = T.dist(at, to)
  if d == 0 then return false end
  if not spec.range then return d == 1 end
  if d > spec.range then return false end
  return (g:hex_los(map or T.map(g), at, to))
end

-- An attack's possible targets: enemies, and Crystals (designed: heroes
-- may attack a Crystal like an enemy, to break the Crystallize Armor).
function C.hero_targets(g, h, spec)
  local at = T.pos(g, h)
  local map = spec.range and T.map(g) -- (read once, for the lines of sight)
  local list, enemies = {}, T.enemies_on_map(g)
  for i = 1, #enemies do
    local e = enemies[i]
    if C.in_reach(g, at, G.near(g, e, at), spec, map) then list[#list + 1] = e end
  end
  for _, o in ipairs(T.objects(g, "crystal")) do
    if C.in_reach(g, at, T.pos(g, o), spec, map) then list[#list + 1] = o end
  end
  trigger(g, "tb.hero_targets", h, spec, list) -- rival heroes in Capture the Crab (crab.lua)
  return list
end

-- Whether C.hero_targets would find any target, asked of every attack a
-- menu offers: the first enemy in reach settles it, in whatever order the
-- figures come (the "tb.hero_targets" subscribers only add targets).
function C.has_target(g, h, spec)
  local at = T.pos(g, h)
  local map = spec.range and T.map(g)
  local groups = T.groups(g)
  for i = 1, #groups do
    local figures = g:entity_get_array(groups[i], "figures")
    for k = 1, #figures do
      local e = figures[k]
      if g:entity_get(e, "on") and C.in_reach(g, at, G.near(g, e, at), spec, map) then return true end
    end
  end
  for _, o in ipairs(T.objects(g, "crystal")) do
    if C.in_reach(g, at, T.pos(g, o), spec, map) then return true end
  end
  local list = {}
  trigger(g, "tb.hero_targets", h, spec, list)
  return #list > 0
end

-- ---- Enemies' health ------------------------------------------------------------------

-- Armor: "ARMORED: Damage that would be dealt to an armored enemy is
-- reduced by 1 for each Armor." "CRYSTALLIZE: Enemies that can Crystallize
-- are Armored 2 for each Crystal with 6+ health on the map."
function C.armor(g, e)
  local a = T.has(g, e, "armored")
  if a == true then a = 1 end
  a = a or 0
  if T.has(g, e, "crystallize") then
    for _, o in ipairs(T.objects(g, "crystal")) do
      if T.health(g, o) >= 6 then a = a + 2 end
    end
  end
  return a
end

-- "WHEN AN ENEMY IS DEFEATED: Remove it from the board. Draw a token from
-- the enemy reward bag to place in the hex they occupied. If there are no
-- remaining enemy figures of that type, remove their Initiative token from
-- the Initiative track and shuffle their discarded action cards into their
-- deck."
function C.defeat(g, e)
  if g:entity_kind(e) == "tb.object" then
    -- A Crystal shatters (designed: no reward).
    T.unplace(g, e)
    g:entity_set(e, "on", false)
    T.log(g, "%s shatters", T.label(g, e))
    g:tally("crystal_shattered")
    return
  end
  -- "REGENERATION: When knocked out, enemies with Regeneration will move to
  -- fastest Initiative and regain 15 health."
  if T.has(g, e, "regeneration") and not g:entity_get(e, "regenerated") then
    g:entity_set(e, "regenerated", true)
    g:track_set(g:entity_get(e, "health"), 15)
    local track, grp = T.init(g), g:entity_get(e, "group")
    for _, t in ipairs(g:initiative_order(track)) do
      if t == grp then g:initiative_move(track, grp, T.LEVELS) end
    end
    T.sync_order(g)
    T.log(g, "%s regenerates", T.label(g, e))
    return
  end
  local at = T.pos(g, e)
  local cells = G.cells(g, e)
  T.unplace(g, e)
  -- "If an enemy with Flight is defeated on a gap hex, place their rewards
  -- on the closest unoccupied non-gap hex where there are no figures."
  local map = T.map(g)
  if g:hex_terrain_at(map, at) ~= "normal" then
    for _, h in ipairs(g:hex_spiral(at, 6, map)) do
      if g:hex_on_map(map, h) and g:hex_terrain_at(map, h) == "normal" and not g:hex_figure_at(map, h) then
        at = h
        break
      end
    end
  end
  g:entity_set(e, "on", false)
  -- (With every token out of both the bag and its discard, none is drawn.)
  local bag = T.game.get(g, "bag")
  local reward = (g:bag_size(bag) + g:zone_size(g:zone_find("rewards.used")) > 0)
                 and g:bag_draw(bag, g:zone_find("map.tokens"))
  if reward then
    g:entity_set(reward, "q", at.q)
    g:entity_set(reward, "r", at.r)
  end
  trigger(g, "tb.defeated", e, cells) -- a boss drops a reward on each of its hexes
  T.game.set(g, "kills", T.game.get(g, "kills") + 1)
  T.log_text(g, T.label(g, e) .. " is defeated")
  local grp = g:entity_get(e, "group")
  g:entity_set(grp, "alive", g:entity_get(grp, "alive") - 1)
  if g:entity_get(grp, "alive") == 0 and not T.has(g, e, "relentless") then
    local track = T.init(g)
    for _, t in ipairs(g:initiative_order(track)) do
      if t == grp then g:initiative_remove(track, grp) end
    end
    T.sync_order(g)
    g:deck_reshuffle(g:entity_get(grp, "deck"))
    g:entity_set(grp, "card", nil)
  end
  T.check_objectives(g)
end

function C.damage_enemy(g, e, n)
  if n <= 0 then return end
  local t = g:entity_get(e, "health")
  g:track_add(t, -n)
  g:entity_set(e, "hurt", T.game.get(g, "round"))
  T.log_text(g, T.label(g, e) .. " takes " .. n .. " (" .. g:track_value(t) .. " left)")
end

-- ---- Hero attacks ---------------------------------------------------------------------------

local function face_text(g, pool, i)
  local _, face = g:dice_pool_die(pool, i)
  return ({"hit", "hit", "hit+Tide", "2 Focus", "1 Focus", "Tide"})[face]
end

local function count(g, pool, i, symbol)
  local _, face = g:dice_pool_die(pool, i)
  return T.HERO_DIE[face].symbols[symbol] or 0
end

-- Chooses up to n targets among candidates, one at a time.
function C.choose_targets(g, h, candidates, n)
  local chosen, left = {}, {}
  for i, e in ipairs(candidates) do left[i] = e end
  while #chosen < n and #left > 0 do
    if #left == 1 and #chosen == 0 then
      chosen[1] = left[1]
      break
    end
    -- Values: the target's place in left, its health, whether a Crystal.
    local options = {}
    for i, e in ipairs(left) do
      local health = T.health(g, e)
      options[i] = {label = string.format("Target %s at %s (health %d)", T.label(g, e), T.hex_name(g, T.pos(g, e)),
                                          health),
                    value = {target = i, health = health, crystal = g:entity_get(e, "kind") == "crystal"}}
    end
    if #chosen > 0 then options[#options + 1] = {label = "No more targets", value = {stop = true}} end
    local pick = C.ask(g, h, "tb.target", string.format("choose target %d of up to %d", #chosen + 1, n), options)
    if pick.stop then break end
    chosen[#chosen + 1] = table.remove(left, pick.target)
  end
  return chosen
end

-- A hero's attack as spec says ({attack=, range=, targets=, chain=, pierce=,
-- advantage=, tide = {damage=, lose=}}), on targets chosen now (or given).
-- Returns whether an attack was made.
function C.hero_attack(g, h, spec, targets)
  targets = targets or C.choose_targets(g, h, C.hero_targets(g, h, spec), spec.targets or 1)
  if #targets == 0 then return false end
  local at = T.pos(g, h)
  -- "Roll a number of hero dice equal to your attack strength"; Bolster
  -- dice and Persistent Powers add to it; Quantum Blade "may be added ...
  -- before they roll".
  local n = spec.attack + g:entity_get(h, "bolster")
  g:entity_set(h, "bolster", 0)
  for _, p in ipairs(C.powers(g, h)) do
    if p.dice then n = n + p.dice(g, h, spec, targets) end
  end
  -- "This may be added to your or another hero's attack before they roll."
  for _, q in ipairs(C.helpers(g, h, "quantum_blade")) do
    local whose = q == h and "your" or (T.label(g, h) .. "'s")
    local pick = C.ask(g, q, "tb.blade", string.format("%s attack rolls %d dice: add one with Quantum Blade?", whose, n),
                       {"Add a die with Quantum Blade", "Roll as it is"})
    if pick == 1 then
      C.pay_quantum(g, q, "quantum_blade")
      n = n + 1
    end
  end
  local die = g:dice_find("tb.hero")
  local dice = {}
  for i = 1, n do dice[i] = die end
  local pool = g:dice_pool_new(dice)
  g:dice_pool_roll(pool, "hero")
  -- "REROLLS: ... choose any number of the dice that you rolled, and roll
  -- them again" (the Quantum Reservoir's Reroll).
  -- Reroll "may be granted to another hero": the attacker first, then the
  -- others with shells to spare.
  for _, q in ipairs(C.helpers(g, h, "reroll")) do
    while C.can_quantum(g, q, "reroll") do
      local options = {}
      -- Values: the die and its face; die 0 keeps the roll.
      for i = 1, n do
        local face = face_text(g, pool, i)
        options[i] = {label = "Reroll die " .. i .. " (" .. face .. ")", value = {die = i, face = face}}
      end
      options[#options + 1] = {label = "Keep the roll", value = {die = 0}}
      local whose = q == h and "" or (" of " .. T.label(g, h) .. "'s attack")
      local pick = C.ask(g, q, "tb.reroll", "reroll a die" .. whose .. " with Reroll?", options)
      if pick.die == 0 then break end
      C.pay_quantum(g, q, "reroll")
      g:dice_pool_reroll(pool, {pick.die}, "hero")
    end
  end
  local extra = {hits = 0, tides = 0, boost = 0, boosted = {}} -- what items and abilities add after the roll
  trigger(g, "tb.hero_rolled", h, spec, pool, extra)
  -- "FOCUS BOOST: You may spend one Focus to make all the Focus symbols on
  -- the showing face of a single die deal one damage each. You may do this
  -- once for each die."
  -- "WARDED: Enemies that are Warded prohibit heroes from using their Focus
  -- to boost dice against them": boosted Focus counts against the others.
  local boosted = extra.boost
  local unwarded = false
  for _, e in ipairs(targets) do if not T.has(g, e, "warded") then unwarded = true end end
  local used = extra.boosted
  while g:entity_get(h, "focus") > 0 and unwarded do
    local options, dice_idx = {}, {}
    for i = 1, n do
      if not used[i] and count(g, pool, i, "focus") > 0 then
        -- Values: the die and its Focus symbols; die 0 stops.
        local focus = count(g, pool, i, "focus")
        options[#options + 1] = {label = string.format("Boost die %d (%d Focus)", i, focus),
                                 value = {die = i, focus = focus}}
        dice_idx[#dice_idx + 1] = i
      end
    end
    if #options == 0 then break end
    options[#options + 1] = {label = "No more boosts", value = {die = 0, focus = 0}}
    local hits = g:dice_pool_count(pool, "hit") + boosted
    local pick = C.ask(g, h, "tb.boost", string.format("%d damage so far: spend Focus to boost a die?", hits),
                       options)
    if pick.die == 0 then break end
    local i = pick.die
    used[i] = true
    g:entity_set(h, "focus", g:entity_get(h, "focus") - 1)
    boosted = boosted + count(g, pool, i, "focus")
  end
  local hits = g:dice_pool_count(pool, "hit") + extra.hits
  local tides = g:dice_pool_count(pool, "tide") + extra.tides
  g:dice_pool_free(pool)
  T.log_text(g, T.label(g, h) .. " attacks with " .. n .. " dice: " .. hits .. " hits, " .. boosted .. " Focus boosted, "
                .. tides .. " Tides")
  -- Damage to each target: hits, boosted Focus, Tides with Advantage (+) or
  -- Disadvantage (-), Tide effects, then Armor.
  local results = {}
  for i, e in ipairs(targets) do
    local dmg = hits + (T.has(g, e, "warded") and 0 or boosted)
    for _, p in ipairs(C.powers(g, h)) do
      if p.hits then dmg = dmg + p.hits(g, h, e, spec) end
    end
    dmg = dmg + C.advantage(g, h, at, e, spec) * tides
    if spec.tide and spec.tide.damage then dmg = dmg + spec.tide.damage * tides end
    if not spec.pierce then dmg = dmg - C.armor(g, e) end
    results[i] = math.max(0, dmg)
  end
  for i, e in ipairs(targets) do
    if g:entity_kind(e) == "tb.hero" then C.damage_hero(g, e, results[i]) else C.damage_enemy(g, e, results[i]) end
    if results[i] > 0 and not spec.range then
      g:entity_set(e, "recoil.by", h) -- for Recoil
      g:entity_set(e, "recoil.round", T.game.get(g, "round"))
    end
  end
  for _, e in ipairs(targets) do
    if T.health(g, e) <= 0 and g:entity_get(e, "on") then C.defeat(g, e) end
  end
  -- Defensive enemies "inflict 1 damage for each Tide symbol the hero rolled".
  for _, e in ipairs(targets) do
    if T.has(g, e, "defensive") and tides > 0 then C.damage_hero(g, h, tides) end
  end
  if spec.tide and spec.tide.lose and tides > 0 then C.lose_health(g, h, spec.tide.lose * tides) end
  g:tally("hero_attack")
  return true, results
end

-- ---- Enemy attacks -----------------------------------------------------------------------------

-- "To make an enemy attack, roll the Danger die once, and add the number of
-- hits, or subtract the number of misses from the attack strength shown on
-- their action card". Mutants roll the yellow die. The Reroll Quantum
-- ability "applies to hero, enemy, and other rolls": a targeted hero may
-- use it.
function C.enemy_attack(g, e, card, targets)
  local mutant = g:entity_get(e, "mutant")
  local die = g:dice_find(mutant and "tb.yellow" or "tb.purple")
  local dice = {die}
  -- "LEADER: The Leader ability allows all allies in range 2 to gain 1 bonus
  -- die on all attacks."
  -- (A figure's abilities are its group's: a group without Leader, most
  -- of them, is passed over without reading its figures.)
  local at = T.pos(g, e)
  local groups = T.groups(g)
  for i = 1, #groups do
    local grp = groups[i]
    local def = T.enemy_def(g, grp)
    local card = T.group_card(g, grp, def)
    if T.ability(def.innate or false, card and card.abilities or false, "leader") then
      local figures = g:entity_get_array(grp, "figures")
      for k = 1, #figures do
        local o = figures[k]
        if o ~= e and g:entity_get(o, "on") and T.dist(at, T.pos(g, o)) <= 2 then dice[2] = die end
      end
    end
  end
  local pool = g:dice_pool_new(dice)
  g:dice_pool_roll(pool, "danger")
  -- Any hero with Reroll may reroll the Danger dice once: the targets
  -- first, then the others.
  local asked = {}
  local order = {}
  for _, h in ipairs(targets) do
    if g:entity_kind(h) == "tb.hero" then order[#order + 1] = h end
  end
  for _, h in ipairs(T.standing(g)) do order[#order + 1] = h end
  for _, h in ipairs(order) do
    if not asked[h] and C.can_quantum(g, h, "reroll") then
      asked[h] = true
      local hits = g:dice_pool_count(pool, "hit") - g:dice_pool_count(pool, "miss")
      local tides = g:dice_pool_count(pool, "tide")
      local shown = (hits > 0 and "+" or "") .. hits
      if tides > 0 then shown = shown .. " Tide" end
      -- (The values say what the die shows, as the prompt does.)
      local pick = C.ask(g, h, "tb.reroll_enemy",
                         string.format("%s rolls %s on the Danger die: reroll it?", T.label(g, e), shown),
                         {{label = "Reroll the Danger die", value = {reroll = true, hits = hits, tides = tides}},
                          {label = "Let it stand", value = {reroll = false, hits = hits, tides = tides}}})
      if pick.reroll then
        C.pay_quantum(g, h, "reroll")
        local all = {}
        for i = 1, #dice do all[i] = i end
        g:dice_pool_reroll(pool, all, "danger")
      end
    end
  end
  local hits = g:dice_pool_count(pool, "hit") - g:dice_pool_count(pool, "miss")
  local tides = g:dice_pool_count(pool, "tide")
  g:dice_pool_free(pool)
  local base = card.attack + hits
  T.log_text(g, T.label(g, e) .. " attacks (" .. card.attack .. (hits >= 0 and "+" or "") .. hits .. ", " .. tides
                .. " Tides)") -- (%+d: the sign even for 0)
  for _, h in ipairs(targets) do
    local dmg = base + C.advantage(g, e, G.near(g, e, T.pos(g, h)), h, card) * tides
    if card.tide and card.tide.damage then dmg = dmg + card.tide.damage * tides end
    dmg = math.max(0, dmg)
    if g:entity_kind(h) == "tb.enemy" then
      -- A Haywire enemy's attack on another enemy.
      if not card.pierce then dmg = math.max(0, dmg - C.armor(g, h)) end
      C.damage_enemy(g, h, dmg)
      if T.health(g, h) <= 0 and g:entity_get(h, "on") then C.defeat(g, h) end
      goto next_target
    end
    -- The last moment to act on it (quantum.lua: Vitality Booster).
    trigger(g, "tb.enemy_hitting", e, h, dmg)
    local before = T.health(g, h)
    C.damage_hero(g, h, dmg, card.pierce)
    -- "PULL: If a target is damaged, it is pulled adjacent to the attacker by
    -- the shortest path."
    if card.pull and T.health(g, h) < before and not g:entity_get(h, "ko") then C.pull(g, e, h) end
    -- "Each Tide symbol they roll will give the targeted hero a ... Status."
    if card.tide and card.tide.status then
      for _ = 1, tides do
        if T.ended(g) then break end
        St.gain(g, h, card.tide.status)
      end
    end
    if T.ended(g) then break end
    ::next_target::
  end
  g:tally("enemy_attack")
  return base, tides
end

function C.pull(g, e, h)
  local map = T.map(g)
  if C.adjacent(g, e, h) then return end
  local best, cost
  for _, n in ipairs(g:hex_ring(T.pos(g, e), 1, map)) do
    if g:hex_on_map(map, n) and g:hex_terrain_at(map, n) == "normal" and not g:hex_figure_at(map, n) then
      local path, c = g:hex_path(map, h, n)
      if #path > 0 and (not cost or c < cost) then best, cost = n, c end
    end
  end
  if best then
    T.move_to(g, h, best)
    T.log(g, "%s is pulled to %s", T.label(g, h), T.hex_name(g, best))
  end
end

return C
