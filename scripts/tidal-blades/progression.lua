-- progression.lua: Tidal Blades 2 "Character Progression": what a hero keeps
-- between scenarios (XP, Dried Fruit, the Wound track and Battle Scars, the
-- hero deck, trims, Paths, skills, goals, trait levels, Quantum upgrade
-- tiles, items) and the group's Fame track.
--
-- Entities (kind: properties):
--   tb.campaign  list (scenario ids), index (the scenario being played, 1..),
--                fame, fame_taken (array: Fame spaces whose reward was
--                taken), modifier ("aid" | "power" | nil, for the next
--                scenario), retried (a Second Attempt was made), guide
--   tb.member    name (hero id), label, player, order, xp, fruit (Dried),
--                wound_marks, path.1, path.2, lvl.spirit, lvl.focus,
--                lvl.resilience, lvl.synergy, reserve (Reserve Power Cards
--                skill level), goal (the goal card held), goal.1, goal.2
--                (its goal tokens), arrays cards, scars, skills, quantum,
--                items, used_items, goals (the goal deck, face-down first),
--                goals_up (how many at its bottom are face-up)
--
-- Designed where the rulebook prints no numbers (it prints the rules, not
-- the hero sheets): the trait costs (the rulebook's one example, 9 XP for a
-- 3rd level, fits), the Path lengths and rewards (cards/tidal-blades/paths),
-- the Fame track (cards/tidal-blades/campaign/fame-track.lua) and the decks'
-- Fame gates.
local T = require "core"

local P = {}

-- XP to reach trait level 2..5 ("the XP shown at the top of the column you
-- are leveling up to"). Levels 4 and 5 are the Silver and Gold levels.
P.TRAIT_COST = {[2] = 6, [3] = 9, [4] = 12, [5] = 15}
P.TRAIT_MAX = 5
P.TRAITS = {"spirit", "focus", "resilience", "synergy"}
P.TRAIT_NAMES = {spirit = "Spirit", focus = "Focus", resilience = "Resilience", synergy = "Synergy"}
P.QUANTUM_MAX = 4      -- "a maximum of 4 upgrades on your Quantum Reservoir"
P.ITEMS_MAX = 3        -- "Each hero may carry a maximum of 3 items"
P.WOUNDS_PER_SCAR = 4  -- "every 4 Wounds, gain a Battle Scar"
P.DECKS = {"bronze", "silver", "gold"}
P.DECK_NAMES = {bronze = "Bronze", silver = "Silver", gold = "Gold"}

-- ---- State ---------------------------------------------------------------------------

function P.campaign(r) return r:entity_next(0, "tb.campaign") end
function P.cget(r, key) return r:entity_get(P.campaign(r), key) end
function P.cset(g, key, v) g:entity_set(P.campaign(g), key, v) end

function P.arr(r, e, key) return r:entity_get_array(e, key) or {} end
function P.set_arr(g, e, key, list) g:entity_set_array(e, key, list, "string") end
function P.has(r, e, key, value)
  for _, v in ipairs(P.arr(r, e, key)) do
    if v == value then return true end
  end
  return false
end
function P.push(g, e, key, value)
  local list = P.arr(g, e, key)
  list[#list + 1] = value
  P.set_arr(g, e, key, list)
end
-- Removes the first value (or the i-th entry when value is nil); true if
-- one was removed.
function P.remove(g, e, key, value, i)
  local list = P.arr(g, e, key)
  for k, v in ipairs(list) do
    if (value ~= nil and v == value) or (value == nil and k == i) then
      table.remove(list, k)
      P.set_arr(g, e, key, list)
      return true
    end
  end
  return false
end

-- The campaign's log: the last T.LOG lines, shown between scenarios.
function P.log(g, fmt, ...)
  local c = P.campaign(g)
  local n = (g:entity_get(c, "logn") or 0) + 1
  g:entity_set(c, "logn", n)
  g:entity_set(c, "log." .. (n % T.LOG), string.format(fmt, ...))
end

-- The heroes of the campaign, in seat order.
function P.members(r) return T.all(r, "tb.member") end
function P.label(r, m) return r:entity_get(m, "label") end
function P.get(r, m, key) return r:entity_get(m, key) or 0 end
function P.add(g, m, key, n) g:entity_set(m, key, P.get(g, m, key) + n) end

-- ---- A new hero ----------------------------------------------------------------------

-- A hero's campaign record, as its hero sheet starts: the starting deck,
-- traits at level 1, its Quantum abilities, its shuffled goal deck.
function P.new_member(g, id, player, order)
  local def = content("hero", id)
  local m = g:entity_new("tb.member")
  g:entity_set(m, "name", id)
  g:entity_set(m, "label", def.name)
  g:entity_set(m, "player", player)
  g:entity_set(m, "order", order)
  for _, key in ipairs{"xp", "fruit", "wound_marks", "path.1", "path.2", "reserve", "goals_up"} do
    g:entity_set(m, key, 0)
  end
  for _, t in ipairs(P.TRAITS) do g:entity_set(m, "lvl." .. t, 1) end
  P.set_arr(g, m, "cards", def.cards)
  P.set_arr(g, m, "quantum", def.quantum)
  for _, key in ipairs{"scars", "skills", "items", "used_items"} do P.set_arr(g, m, key, {}) end
  local goals = {}
  for _, gl in ipairs(content("goal")) do
    if gl.hero == id then goals[#goals + 1] = gl.id end
  end
  P.set_arr(g, m, "goals", P.shuffled(g, goals))
  return m
end

function P.shuffled(g, list)
  local out = {}
  for i, v in ipairs(list) do out[i] = v end
  for i = #out, 2, -1 do
    local j = g:rng_range(1, i, "campaign")
    out[i], out[j] = out[j], out[i]
  end
  return out
end

-- ---- XP, Fruit, Fame -------------------------------------------------------------------

function P.gain_xp(g, m, n)
  P.add(g, m, "xp", n)
  if n > 0 then P.log(g, "%s gains %d XP", P.label(g, m), n) end
end

function P.gain_fruit(g, m, n)
  g:entity_set(m, "fruit", math.max(0, P.get(g, m, "fruit") + n))
end

-- "All heroes share the same Fame level." Rewards on the track: "When the
-- Fame marker reaches one of these spaces, all heroes gain 1 of the
-- indicated reward. You may only gain each of these rewards one time, even
-- if you lose Fame and then reach a reward again." Path rewards ask each
-- hero which Path (pushed as a step, so the choice is a checkpoint).
function P.gain_fame(g, n)
  local track = content("fame", "track")
  local before = P.cget(g, "fame") or 0
  local after = math.max(0, math.min(track.max, before + n))
  P.cset(g, "fame", after)
  if n ~= 0 then P.log(g, "Fame %+d: %d", n, after) end
  local taken = g:entity_get_array(P.campaign(g), "fame_taken") or {}
  for space = before + 1, after do
    local reward = track.rewards[space]
    local seen = false
    for _, s in ipairs(taken) do seen = seen or s == space end
    if reward and not seen then
      taken[#taken + 1] = space
      g:entity_set_array(P.campaign(g), "fame_taken", taken, "int")
      for _, m in ipairs(P.members(g)) do
        if reward == "fruit" then P.gain_fruit(g, m, 1)
        elseif reward == "xp" then P.gain_xp(g, m, 1)
        else g:push("campaign.advance_choice", m, 1, 1) end
      end
      P.log(g, "Fame space %d: every hero gains 1 %s", space, reward)
    end
  end
end

-- The highest deck the group's Fame unlocks, and whether deck is unlocked.
function P.unlocked(r, deck)
  local fame = P.cget(r, "fame") or 0
  return fame >= content("fame", "track").decks[deck]
end
function P.highest_deck(r)
  local best = "bronze"
  for _, d in ipairs(P.DECKS) do
    if P.unlocked(r, d) then best = d end
  end
  return best
end

-- ---- Wounds and Battle Scars ---------------------------------------------------------

-- "mark one box on the Wound track on your hero sheet for each Wound ... If
-- you mark a red box, you must draw a random card from the Battle Scar deck
-- and add it to your hero deck" (every 4th box is red).
function P.mark_wounds(g, m, n)
  for _ = 1, n do
    P.add(g, m, "wound_marks", 1)
    if P.get(g, m, "wound_marks") % P.WOUNDS_PER_SCAR == 0 then P.gain_scar(g, m) end
  end
end

-- A random Battle Scar from the deck: those no hero carries.
function P.gain_scar(g, m)
  local free = {}
  for _, c in ipairs(content("card")) do
    if c.kind == "scar" then
      local held = false
      for _, other in ipairs(P.members(g)) do held = held or P.has(g, other, "scars", c.id) end
      if not held then free[#free + 1] = c.id end
    end
  end
  if #free == 0 then return nil end
  local id = free[g:rng_range(1, #free, "campaign")]
  P.push(g, m, "scars", id)
  P.log(g, "%s gains the Battle Scar %s", P.label(g, m), content("card", id).name)
  g:tally("battle_scars")
  return id
end

-- ---- The hero deck ----------------------------------------------------------------------

function P.gain_card(g, m, id)
  P.push(g, m, "cards", id)
  P.log(g, "%s adds %s to the hero deck", P.label(g, m), content("card", id).name)
end

-- What may be trimmed: "You may not trim Power cards. You may not trim
-- Battle Scars unless explicitly stated."
function P.trimmable(r, m)
  local list = {}
  for i, id in ipairs(P.arr(r, m, "cards")) do
    if content("card", id).kind ~= "power" then list[#list + 1] = {i = i, id = id} end
  end
  return list
end

function P.trim(g, m, i)
  local id = P.arr(g, m, "cards")[i]
  P.remove(g, m, "cards", nil, i)
  g:tally("trims")
  P.log(g, "%s trims %s", P.label(g, m), content("card", id).name)
end

-- ---- Paths and skills ---------------------------------------------------------------

function P.paths(r, m) return content("path", r:entity_get(m, "name")).paths end
function P.path_total(r, m) return P.get(r, m, "path.1") + P.get(r, m, "path.2") end

-- Advances m's Path k by n spaces, collecting each space's reward: a card
-- is added, a skill asks for a choice (pushed). "If you reach the end of a
-- Path, instead gain 1 XP for each advancement you would make on that Path."
function P.advance(g, m, k, n)
  local path = P.paths(g, m)[k]
  for _ = 1, n do
    local at = P.get(g, m, "path." .. k)
    if at >= path.length then
      P.gain_xp(g, m, 1)
    else
      g:entity_set(m, "path." .. k, at + 1)
      local reward = path.rewards[at + 1]
      -- One copy of each Hero Upgrade card: a card gained already is not gained again.
      if reward and reward.card and not P.has(g, m, "cards", reward.card) then P.gain_card(g, m, reward.card) end
      if reward and reward.skill then g:push("campaign.skill", m, reward.skill, k) end
    end
  end
  g:tally("path_advancements", n)
end

-- Skills of a level that m may check from Path k: general ones and those of
-- that Path, not already checked.
function P.skill_options(r, m, level, k)
  local path_id = r:entity_get(m, "name") .. "." .. k
  local list = {}
  for _, s in ipairs(content("skill")) do
    if s.level == level and (not s.path or s.path == path_id) and not P.has(r, m, "skills", s.id) then
      list[#list + 1] = s
    end
  end
  return list
end

function P.gain_skill(g, m, id)
  P.push(g, m, "skills", id)
  local def = content("skill", id)
  P.log(g, "%s learns %s", P.label(g, m), def.name)
  if def.gained then def.gained(g, m) end
end

-- Sum of a skill bonus (a number field of the skills) m has.
function P.skill_bonus(r, m, field)
  local n = 0
  for _, id in ipairs(P.arr(r, m, "skills")) do n = n + (content("skill", id)[field] or 0) end
  return n
end

-- ---- Goals ---------------------------------------------------------------------------------

-- "draw a face-down goal card from their character's goal deck. If all the
-- goal cards in your deck are face-up ... shuffle them together to form a
-- new face-down deck."
function P.draw_goal(g, m)
  local deck = P.arr(g, m, "goals")
  if #deck == 0 then return nil end
  if P.get(g, m, "goals_up") >= #deck then
    deck = P.shuffled(g, deck)
    P.set_arr(g, m, "goals", deck)
    g:entity_set(m, "goals_up", 0)
  end
  local id = table.remove(deck, 1)
  P.set_arr(g, m, "goals", deck)
  g:entity_set(m, "goal", id)
  g:entity_set(m, "goal.1", 0)
  g:entity_set(m, "goal.2", 0)
  return id
end

-- "At the end of the scenario, you will place your goal card face-up on the
-- bottom of your goal deck."
function P.return_goal(g, m)
  local id = g:entity_get(m, "goal")
  if not id then return end
  P.push(g, m, "goals", id)
  P.add(g, m, "goals_up", 1)
  g:entity_set(m, "goal", nil)
end

-- How far each goal of m's card got: its measure of the scenario hero h
-- (designed: goals are measured as the scenario ends), capped at the goal's
-- count ("the goal token ... until it is at the bottom space").
function P.measure_goals(g, m, h, success, round)
  local id = g:entity_get(m, "goal")
  if not id then return {} end
  local done = {}
  for k, goal in ipairs(content("goal", id).goals) do
    local v = P.MEASURES[goal.measure](g, h, success, round)
    g:entity_set(m, "goal." .. k, math.min(v, goal.count))
    done[k] = v >= goal.count
  end
  return done
end

P.MEASURES = {
  fruit = function(g, h) return g:entity_get(h, "fruit") end,
  unwounded = function(g, h) return g:entity_get(h, "wounds") == 0 and 1 or 0 end,
  standing = function(g, h) return g:entity_get(h, "ko") and 0 or 1 end,
  spirit = function(g, h) return g:entity_get(h, "spirit") end,
  focus = function(g, h) return g:entity_get(h, "focus") end,
  shield = function(g, h) return g:entity_get(h, "sh.s") end,
  kills = function(g) return T.game.get(g, "kills") end,
  swift = function(_, _, success, round) return success and (12 - round) or 0 end,
  health = function(g, h) return g:track_value(g:entity_get(h, "health")) end,
}

-- ---- Traits ------------------------------------------------------------------------------

-- The XP m pays to level trait up at the Meditation Spring, or nil and why
-- not: "Level ups cost 1 XP less if at least 1 other player is at the
-- Meditation Spring. Silver and Gold trait levels are only available once
-- you have reached that level of Fame."
function P.trait_cost(r, m, trait, company)
  local next = P.get(r, m, "lvl." .. trait) + 1
  if next > P.TRAIT_MAX then return nil, "at its highest level" end
  if next == 4 and not P.unlocked(r, "silver") then return nil, "needs Silver Fame" end
  if next == 5 and not P.unlocked(r, "gold") then return nil, "needs Gold Fame" end
  return P.TRAIT_COST[next] - (company and 1 or 0)
end

-- Quantum upgrade tiles m may gain on reaching Synergy level lvl: "When you
-- level up your Synergy trait to the 2nd and 3rd level, gain any one of the
-- Lvl 2+ Quantum upgrade tiles. ... to the 4th and 5th level, ... Lvl 2+ or
-- Lvl 4+ ... A hero may not have multiples of the same Quantum upgrades."
-- A tile's level is its definition's level (2 when it has none).
-- The two abilities printed on every hero board are not tiles.
P.BOARD_QUANTUM = {reroll = true, energy_boost = true}
function P.quantum_tiles(r, m, max_level)
  local list = {}
  for _, q in ipairs(content("quantum")) do
    local lvl = q.level or 2
    if not P.BOARD_QUANTUM[q.id] and lvl <= max_level and not P.has(r, m, "quantum", q.id) then
      list[#list + 1] = q
    end
  end
  return list
end

-- How many upgrade tiles m's Reservoir holds.
function P.tile_count(r, m)
  local n = 0
  for _, id in ipairs(P.arr(r, m, "quantum")) do
    if not P.BOARD_QUANTUM[id] then n = n + 1 end
  end
  return n
end

-- ---- Scenario heroes from the campaign ---------------------------------------------------

-- Gives the scenario hero h (just set up from its sheet) m's progress:
-- trait levels, skills, Quantum tiles, and the hero deck ("select 1 of your
-- Power cards and put it in the center space of your Nexus grid. Then
-- choose Power cards equal to your Reserve Power Cards skill level and
-- shuffle them into your hero deck"; Battle Scars shuffled in too).
function P.equip(g, h, m)
  local def = content("hero", g:entity_get(m, "name"))
  g:entity_set(h, "member", m)
  local lvl = function(t) return P.get(g, m, "lvl." .. t) end
  local boost = function(l) return (l >= 3 and 1 or 0) + (l >= 5 and 1 or 0) end
  local smax = def.spirit + lvl("spirit") - 1
  local fmax = def.focus + lvl("focus") - 1
  g:entity_set(h, "spirit_max", smax)
  g:entity_set(h, "focus_max", fmax)
  g:entity_set(h, "spirit", math.min(smax, def.spirit // 2 + boost(lvl("spirit")) + P.skill_bonus(g, m, "spirit")))
  g:entity_set(h, "focus", math.min(fmax, def.focus // 2 + boost(lvl("focus")) + P.skill_bonus(g, m, "focus")))
  local r = def.resilience + lvl("resilience") - 1 + P.skill_bonus(g, m, "resilience")
  if r ~= g:entity_get(h, "res") then
    g:entity_free(g:entity_get(h, "health"))
    g:entity_set(h, "res", r)
    g:entity_set(h, "health", g:track_new{min = 0, max = 3 * r, start = 3 * r,
                                         thresholds = {{name = "critical", value = 1},
                                                       {name = "wounded", value = r + 1},
                                                       {name = "healthy", value = 2 * r + 1}}})
  end
  local shield = math.min(g:entity_get(h, "sh.u"), P.skill_bonus(g, m, "shield"))
  g:entity_set(h, "sh.u", g:entity_get(h, "sh.u") - shield)
  g:entity_set(h, "sh.s", g:entity_get(h, "sh.s") + shield)
  local res = math.min(g:entity_get(h, "sh.u"), P.skill_bonus(g, m, "reservoir"))
  g:entity_set(h, "sh.u", g:entity_get(h, "sh.u") - res)
  g:entity_set(h, "sh.q", g:entity_get(h, "sh.q") + res)
  g:entity_set_array(h, "quantum", P.arr(g, m, "quantum"), "string")
  -- The deck: the sheet's cards are replaced by the campaign's.
  local deck = g:entity_get(h, "deck")
  for _, c in ipairs(T.all(g, "tb.card")) do
    if g:entity_get(c, "owner") == h then g:entity_free(c) end
  end
  g:entity_set(h, "slot.5", nil)
  local reserve = P.get(g, m, "reserve") + P.skill_bonus(g, m, "reserve")
  local centre = false
  local cards = P.arr(g, m, "cards")
  for _, id in ipairs(P.arr(g, m, "scars")) do cards[#cards + 1] = id end
  for _, id in ipairs(cards) do
    local kind = content("card", id).kind
    local put = true
    if kind == "power" then
      if centre then put = reserve > 0; reserve = reserve - 1 end
    end
    if put then
      local c = g:entity_new("tb.card")
      g:entity_set(c, "name", id)
      g:entity_set(c, "owner", h)
      if kind == "power" and not centre then
        centre = true
        g:zone_insert(g:zone_find("grid." .. h), c)
        g:entity_set(h, "slot.5", c)
      else
        g:deck_put(deck, c)
      end
    end
  end
  g:deck_shuffle(deck)
end

return P
