-- quantum.lua: Tidal Blades 2 "Quantum Reservoir Upgrades Reference": the
-- Synergy 2+ and 4+ upgrades beyond the starting Reroll (and Quantum Blade,
-- which combat.lua offers), with their timing, and Energy Boost and
-- Vitality Booster outside their owner's turn. Definitions (name, cost) are in
-- cards/tidal-blades/quantum.
--
-- "Unless stated otherwise, these abilities may be activated at any time,
-- including on other heroes' turns." Asking every hero about every ability
-- at every moment would drown play in questions, so (designed) each is
-- offered at the moments it can matter:
--  * on its owner's own turn, as free actions: Nexus Cleanse, Reality
--    Blinker (once per turn), Blade Boost, Restorative Pulse, Michronic Lure,
--    Nexus Burst (once per round);
--  * right after any hero's attack roll: Probability Hack (to any hero with
--    it, for anyone's roll), Targeting Goggles (the attacker's own, once per
--    attack);
--  * when any hero blocks: Shell Cycler (from any hero with it);
--  * at a hero's Initiative Reveal: Rewind (any hero with it, just before
--    the card is revealed) and Temporal Flex (the hero's own, after the
--    modifier, once per turn);
--  * at the start of its owner's turn, by itself: Michronic Core;
--  * Energy Boost and Vitality Booster: see "Any time" below.
-- Heroes gain upgrades through the option quantum=a+b/c/... ("+" between
-- one hero's upgrades, "/" between heroes in hero order): "You may have a
-- maximum of 4 upgrades on your Quantum Reservoir"; "A hero may not have
-- multiples of the same Quantum upgrades." The Michronic Lure lasts to the
-- end of the round; Reality Blinker moves to an open hex (bots always give
-- permission).
local T = require "core"
local C = require "combat"
local St = require "status"

local Q = {}

Q.MAX_UPGRADES = 4
Q.STARTING = {reroll = true, energy_boost = true}

local function round(g) return T.game.get(g, "round") end

-- The heroes an ability of h's may help: every standing hero, or only h in
-- Capture the Crab (rivals "are not considered heroes for other player's
-- card effects and abilities").
function Q.allies(g, h)
  if T.game.get(g, "pvp") then return {h} end
  return T.standing(g)
end

-- Upgrades from the option quantum= (Player Setup F).
on("tb.setup", function(g)
  local spec = g:option("quantum")
  if not spec or spec == "" then return end
  local heroes = T.heroes(g)
  local i = 0
  for list in (spec .. "/"):gmatch("([^/]*)/") do
    i = i + 1
    local h = heroes[i]
    if not h then error("quantum=: more lists than heroes", 0) end
    local have = g:entity_get_array(h, "quantum")
    for id in list:gmatch("[^+%s]+") do
      if not content("quantum", id) then error("quantum=: unknown upgrade '" .. id .. "'", 0) end
      for _, q in ipairs(have) do
        if q == id then error("quantum=: a hero may not have the same upgrade twice (" .. id .. ")", 0) end
      end
      have[#have + 1] = id
    end
    local upgrades = 0
    for _, q in ipairs(have) do if not Q.STARTING[q] then upgrades = upgrades + 1 end end
    if upgrades > Q.MAX_UPGRADES then error("quantum=: at most " .. Q.MAX_UPGRADES .. " upgrades", 0) end
    g:entity_set_array(h, "quantum", have, "string")
  end
end)

-- ---- Own turn: free actions ------------------------------------------------------------

local function hurt(g, o) return T.health(g, o) < C.max_health(g, o) end

-- "NEXUS CLEANSE: Discard one Status token from any hero's grid."
local function cleanse(g, h, list)
  for _, o in ipairs(Q.allies(g, h)) do
    for slot = 1, 9 do
      local c = T.slot(g, o, slot)
      local kind = c and g:entity_get(c, "status")
      if kind then
        list[#list + 1] = {string.format("Quantum Nexus Cleanse: remove the %s from %s's %s", St.NAMES[kind],
                                         T.label(g, o), T.card_def(g, c).name), function()
          C.pay_quantum(g, h, "nexus_cleanse")
          St.remove(g, c)
        end, {act = "quantum", quantum = "nexus_cleanse", status = kind}}
      end
    end
  end
end

-- "REALITY BLINKER: Once on your turn, move any hero one hex."
local function blinker(g, h, list)
  if g:entity_get(h, "q.blinker") == round(g) then return end
  local map = T.map(g)
  for _, o in ipairs(Q.allies(g, h)) do
    local at = T.pos(g, o)
    for _, n in ipairs(at and g:hex_ring(at, 1, map) or {}) do
      if g:hex_on_map(map, n) and g:hex_terrain_at(map, n) == "normal" and not g:hex_figure_at(map, n) then
        list[#list + 1] = {string.format("Quantum Reality Blinker: move %s to %s", T.label(g, o), T.hex_name(g, n)),
                           function()
          C.pay_quantum(g, h, "reality_blinker")
          g:entity_set(h, "q.blinker", round(g))
          g:hex_remove(map, o)
          T.place(g, o, n, 0)
        end, {act = "quantum", quantum = "reality_blinker"}}
      end
    end
  end
end

-- "BLADE BOOST: All heroes gain 1 bonus die for one attack this round."
-- (A Bolster die for each: "Bonus dice from the Bolster action cannot be
-- used on subsequent rounds.")
local function blade_boost(g, h, list)
  list[#list + 1] = {"Quantum Blade Boost: every hero gains a bonus die this round", function()
    C.pay_quantum(g, h, "blade_boost")
    for _, o in ipairs(Q.allies(g, h)) do g:entity_set(o, "bolster", g:entity_get(o, "bolster") + 1) end
  end, {act = "quantum", quantum = "blade_boost"}}
end

-- "RESTORATIVE PULSE: All heroes in range 3 gain 2 health. This includes you."
local function pulse(g, h, list)
  local at = T.pos(g, h)
  local any = false
  for _, o in ipairs(Q.allies(g, h)) do
    if T.pos(g, o) and T.dist(at, T.pos(g, o)) <= 3 and hurt(g, o) then any = true end
  end
  if not any then return end
  list[#list + 1] = {"Quantum Restorative Pulse: heroes within 3 gain 2 health", function()
    C.pay_quantum(g, h, "restorative_pulse")
    for _, o in ipairs(Q.allies(g, h)) do
      if T.pos(g, o) and T.dist(at, T.pos(g, o)) <= 3 then C.heal_hero(g, o, 2) end
    end
  end, {act = "quantum", quantum = "restorative_pulse"}}
end

-- "MICHRONIC LURE: Choose an enemy. If the enemy is able to attack you they
-- will prioritize targeting you over all other heroes."
local function lure(g, h, list)
  for _, e in ipairs(T.enemies_on_map(g)) do
    list[#list + 1] = {"Quantum Michronic Lure: " .. T.label(g, e) .. " targets you first", function()
      C.pay_quantum(g, h, "michronic_lure")
      g:entity_set(e, "lure", h)
      g:entity_set(e, "lure.round", round(g))
    end, {act = "quantum", quantum = "michronic_lure"}}
  end
end

-- "NEXUS BURST: All adjacent figures lose 2 health. This includes heroes and
-- enemies. It may only be activated once per round."
local function burst(g, h, list)
  if g:entity_get(h, "q.burst") == round(g) then return end
  local at = T.pos(g, h)
  local near = false
  for _, e in ipairs(T.enemies_on_map(g)) do if T.dist(at, T.pos(g, e)) == 1 then near = true end end
  if not near then return end
  list[#list + 1] = {"Quantum Nexus Burst: every adjacent figure loses 2 health", function()
    C.pay_quantum(g, h, "nexus_burst")
    g:entity_set(h, "q.burst", round(g))
    Q.burst(g, h)
  end, {act = "quantum", quantum = "nexus_burst"}}
end

function Q.burst(g, h)
  local at = T.pos(g, h)
  for _, o in ipairs(T.standing(g)) do
    if o ~= h and T.pos(g, o) and T.dist(at, T.pos(g, o)) == 1 then C.lose_health(g, o, 2) end
  end
  for _, e in ipairs(T.enemies_on_map(g)) do
    if T.dist(at, T.pos(g, e)) == 1 then
      C.damage_enemy(g, e, 2) -- lost health: no Armor
      if T.health(g, e) <= 0 and g:entity_get(e, "on") then C.defeat(g, e) end
    end
  end
end

local OWN_TURN = {
  {"nexus_cleanse", cleanse}, {"reality_blinker", blinker}, {"blade_boost", blade_boost},
  {"restorative_pulse", pulse}, {"michronic_lure", lure}, {"nexus_burst", burst},
}
local ON_OWN_TURN = {} -- id -> true for the upgrades above
for _, q in ipairs(OWN_TURN) do ON_OWN_TURN[q[1]] = true end

on("tb.free_actions", function(g, h, list)
  -- The hero's upgrades read once, not once per ability: this runs for
  -- every option list of a turn. A hero with none of these upgrades (the
  -- starting ones are others) is passed over at once.
  local have = g:entity_get_array(h, "quantum")
  local any = false
  for i = 1, #have do
    if ON_OWN_TURN[have[i]] then any = true end
  end
  if not any then return end
  for _, q in ipairs(OWN_TURN) do
    if C.can_quantum(g, h, q[1], have) then q[2](g, h, list) end
  end
end)

-- "MICHRONIC CORE: Move 1 shell to your Quantum Reservoir ... at the start
-- of each of your turns. The gained shell may come from your Shield or
-- Uncharged Area." (At that moment the Shield has just emptied into the
-- Reservoir, so it comes from the Uncharged Area.)
on("tb.turn_start", function(g, h)
  if C.has_quantum(g, h, "michronic_core") and g:entity_get(h, "sh.u") > 0 then
    g:entity_set(h, "sh.u", g:entity_get(h, "sh.u") - 1)
    g:entity_set(h, "sh.q", g:entity_get(h, "sh.q") + 1)
  end
end)

-- ---- After an attack roll ---------------------------------------------------------------

local FACES = {"hit", "hit", "hit+Tide", "2 Focus", "1 Focus", "Tide"}

local function focus_on(g, pool, i)
  local _, face = g:dice_pool_die(pool, i)
  return T.HERO_DIE[face].symbols.focus or 0
end

on("tb.hero_rolled", function(g, h, spec, pool, extra)
  -- "PROBABILITY HACK: Allow yourself or any other hero to reroll 1 hero die."
  for _, q in ipairs(C.helpers(g, h, "probability_hack")) do
    local options = {}
    local n = g:dice_pool_size(pool)
    for i = 1, n do
      local _, face = g:dice_pool_die(pool, i)
      options[i] = {label = "Reroll die " .. i .. " (" .. FACES[face] .. ")", value = {die = i, face = FACES[face]}}
    end
    options[n + 1] = {label = "Keep the roll", value = {die = 0}} -- (values as tb.reroll's)
    local pick = C.ask(g, q, "tb.hack", "Probability Hack on " .. T.label(g, h) .. "'s roll?", options)
    if pick.die > 0 then
      C.pay_quantum(g, q, "probability_hack")
      g:dice_pool_reroll(pool, {pick.die}, "hero")
    end
  end
  -- "TARGETING GOGGLES: This is equivalent to spending a Focus to boost a
  -- die. May be used only once per attack, and only on attacks you make."
  if C.can_quantum(g, h, "targeting_goggles") then
    local options, idx = {}, {}
    for i = 1, g:dice_pool_size(pool) do
      local f = focus_on(g, pool, i)
      if f > 0 then
        options[#options + 1] = {label = string.format("Boost die %d (%d Focus) with Targeting Goggles", i, f),
                                 value = {die = i, focus = f}}
        idx[#idx + 1] = i
      end
    end
    if #idx > 0 then
      options[#options + 1] = {label = "No Goggles", value = {die = 0, focus = 0}} -- (values as tb.boost's)
      local pick = C.ask(g, h, "tb.goggles", "Targeting Goggles: boost a die?", options)
      if pick.die > 0 then
        C.pay_quantum(g, h, "targeting_goggles")
        extra.boost = extra.boost + focus_on(g, pool, pick.die)
        extra.boosted[pick.die] = true
      end
    end
  end
end)

-- ---- Blocking -------------------------------------------------------------------------------

-- "SHELL CYCLER: One hero activates their Shield as normal to block, but
-- does not remove any shells from their Shield."
on("tb.blocking", function(g, h, block)
  for _, q in ipairs(C.helpers(g, h, "shell_cycler")) do
    local whose = q == h and "your" or (T.label(g, h) .. "'s")
    local pick = C.ask(g, q, "tb.cycler", "Shell Cycler: keep " .. whose .. " shell on the Shield?",
                       {"Use Shell Cycler", "No"})
    if pick == 1 then
      C.pay_quantum(g, q, "shell_cycler")
      block.keep = true
      return
    end
  end
end)

-- ---- The Initiative Reveal ---------------------------------------------------------------

-- "REWIND: You or any hero of your choice swaps their Initiative card with a
-- card from their hand."
on("tb.revealing", function(g, h)
  local card = g:zone_at(T.zone(g, "init", h), 1)
  local hand = g:zone_list(T.zone(g, "hand", h))
  if not card or #hand == 0 then return end
  for _, q in ipairs(C.helpers(g, h, "rewind")) do
    local options = {}
    for i, c in ipairs(hand) do
      local def = T.card_def(g, c)
      options[i] = {label = string.format("Swap %s for %s (Initiative %s) #%d", T.card_def(g, card).name, def.name,
                                          T.init_text(def.initiative), i),
                    value = c}
    end
    options[#options + 1] = {label = "No Rewind", value = 0} -- (values: the card, 0 none)
    -- The card's owner picks the card (it is their hand); the Rewind's owner pays.
    local pick = C.ask(g, h, "tb.rewind", "Rewind (" .. T.label(g, q) .. "'s): swap your Initiative card?", options)
    if pick ~= 0 then
      C.pay_quantum(g, q, "rewind")
      g:zone_insert(T.zone(g, "hand", h), card)
      g:zone_insert(T.zone(g, "init", h), pick)
      return
    end
  end
end)

-- "TEMPORAL FLEX: Add +1 or -1 to the Initiative modifier on your Initiative
-- card. You may only do this once per turn during your Initiative Reveal."
on("tb.revealed", function(g, h)
  if not C.can_quantum(g, h, "temporal_flex") then return end
  local pick = C.ask(g, h, "tb.flex", "Temporal Flex: change your Initiative by one level?",
                     {"Temporal Flex: one level faster", "Temporal Flex: one level slower", "No Flex"})
  if pick == 3 then return end
  C.pay_quantum(g, h, "temporal_flex")
  g:initiative_move(T.init(g), h, pick == 1 and 1 or -1)
  T.sync_order(g)
end)

-- ---- Any time: Energy Boost and Vitality Booster -----------------------------------------
-- "Unless stated otherwise, these abilities may be activated at any time,
-- including on other heroes' turns." Besides its owner's free actions on
-- her own turn (hero.lua), each is offered, designed, where it can matter:
--  * before an enemy's attack resolves against a hero: Vitality Booster on
--    that hero, from any hero who has it (healed first, she may not be
--    knocked out or wounded by the blow);
--  * at the start and the end of every turn, a hero's or an enemy group's:
--    both, to every hero but the one whose turn it is (her free actions
--    cover her own turn). The end of a turn is the start of the next, so a
--    start opens a window only for the round's first turn; and a hero who
--    says "Not now" at a turn's start is not asked again at its end.
-- A hero who has nothing usable then (no ability, too few shells, nothing
-- to gain, nobody hurt) is never asked.

local function raise(g, h, trait)
  g:entity_set(h, trait, math.min(g:entity_get(h, trait .. "_max"), g:entity_get(h, trait) + 1))
end

-- The uses of q's Energy Boost and Vitality Booster now, as {label, fn}:
-- Vitality Booster on each hurt hero of heal, Energy Boost unless
-- heal_only. heal: a list, or a function of (g, q) giving it, called only
-- when q can use Vitality Booster (an upgrade few heroes have: this runs
-- for every option list of a turn and every window). The uses are free
-- actions, {label, fn, value} (see H.free_actions).
function Q.anytime(g, q, heal, heal_only)
  local list = {}
  local have = g:entity_get_array(q, "quantum") -- read once for both
  if not heal_only and C.can_quantum(g, q, "energy_boost", have)
      and (g:entity_get(q, "spirit") < g:entity_get(q, "spirit_max")
      or g:entity_get(q, "focus") < g:entity_get(q, "focus_max")) then
    list[#list + 1] = {"Quantum Energy Boost: gain 1 Spirit and 1 Focus", function()
      C.pay_quantum(g, q, "energy_boost")
      raise(g, q, "spirit")
      raise(g, q, "focus")
    end, {act = "quantum", quantum = "energy_boost"}}
  end
  if C.can_quantum(g, q, "vitality_booster", have) then
    if type(heal) == "function" then heal = heal(g, q) end
    for i = 1, #heal do
      local o = heal[i]
      if not g:entity_get(o, "ko") and hurt(g, o) then
        list[#list + 1] = {"Quantum Vitality Booster: " .. T.label(g, o) .. " gains 2 health", function()
          C.pay_quantum(g, q, "vitality_booster")
          C.heal_hero(g, o, content("quantum", "vitality_booster").heal)
        end, {act = "quantum", quantum = "vitality_booster", hero = o}}
      end
    end
  end
  return list
end

-- Asks each standing hero for whom asked(q) holds, in hero order, while she
-- has a use and wants one; returns the heroes who said "Not now". why: the
-- prompt, or a function giving it (worked out only when somebody is asked:
-- most windows ask nobody). heal: the heroes Vitality Booster may heal
-- (nil: each hero's allies).
local function window(g, why, asked, heal, heal_only)
  local declined = {}
  local standing = T.standing(g)
  for i = 1, #standing do
    local q = standing[i]
    while asked(q) and not T.ended(g) do
      local uses = Q.anytime(g, q, heal or Q.allies, heal_only)
      if #uses == 0 then break end
      local options, fns = {}, {}
      for i, u in ipairs(uses) do
        options[i] = {label = u[1], value = u[3]}
        fns[u[3]] = u[2]
      end
      options[#options + 1] = {label = "Not now", value = {act = "not_now"}}
      if type(why) == "function" then why = why() end
      local pick = C.ask(g, q, "tb.quantum_any", why, options)
      if pick.act == "not_now" then
        declined[#declined + 1] = q
        break
      end
      fns[pick]()
    end
  end
  return declined
end

-- The start of a turn (t: the hero or enemy group whose turn it is; whose:
-- the hero, or nil): counted, and a window for the round's first turn.
local function turn_start(g, t, whose)
  local n = (T.game.get(g, "q.turn") or 0) + 1
  T.game.set(g, "q.turn", n)
  if T.game.get(g, "q.round") == round(g) then return end
  T.game.set(g, "q.round", round(g))
  local declined = window(g, function() return "start of " .. T.token_label(g, t) .. "'s turn" end,
                          function(q) return q ~= whose end)
  for _, q in ipairs(declined) do g:entity_set(q, "q.declined", n) end
end

local function turn_end(g, t, whose)
  local n = T.game.get(g, "q.turn")
  window(g, function() return "end of " .. T.token_label(g, t) .. "'s turn" end, function(q)
    return q ~= whose and g:entity_get(q, "q.declined") ~= n
  end)
end

on("tb.enemy_hitting", function(g, e, h, dmg)
  if dmg <= 0 then return end
  window(g, function()
    return string.format("%s's attack (%d damage) is about to hit %s", T.label(g, e), dmg, T.label(g, h))
  end, function() return true end, {h}, true)
end)
on("tb.turn_start", function(g, h) turn_start(g, h, h) end, -10)
on("tb.turn_end", function(g, h) turn_end(g, h, h) end, 10)
on("tb.enemy_turn", function(g, grp) turn_start(g, grp) end, -10)
on("tb.enemy_turn_end", function(g, grp) turn_end(g, grp) end, 10)

-- ---- Michronic Lure in enemy targeting ---------------------------------------------------

-- Whether enemy e is lured to hero h this round.
function Q.lured(g, e, h)
  return g:entity_get(e, "lure") == h and g:entity_get(e, "lure.round") == round(g)
end

-- ---- The bot ---------------------------------------------------------------------------------
-- Designed weights: heal and cleanse when useful, Burst when it hurts
-- enemies more than heroes, keep shells otherwise.
-- o: the free action's value ({act = "quantum", quantum = id, ...}).
function Q.score(view, h, o)
  local id = o.quantum
  if id == "vitality_booster" or id == "restorative_pulse" then return 2.5 end
  if id == "energy_boost" then return 0.5 end
  if id == "nexus_cleanse" then return o.status == "poison" and 2 or 0.8 end
  if id == "nexus_burst" then
    -- Not when it would hurt another hero as well.
    for _, o in ipairs(T.all(view, "tb.hero")) do
      local p, at = T.pos(view, o), T.pos(view, h)
      if o ~= h and p and at and not view:entity_get(o, "ko") and T.dist(p, at) == 1 then return -1 end
    end
    return 1.5
  end
  if id == "blade_boost" then return 0.2 end
  return -1
end

policy {id = "tb.hack", score = function(view, decision, i)
  local o = decision.values[i]
  if o.die == 0 then return 0 end
  return o.face == "Tide" and 1 or -1
end}
policy {id = "tb.goggles", score = function(view, decision, i)
  return decision.values[i].die == 0 and 0 or 1
end}
policy {id = "tb.cycler", score = function(view, decision, i) return i == 1 and 1 or 0 end}
-- Outside her own turn a bot heals a hero missing 2 health or more, and
-- keeps its shells otherwise (Energy Boost waits for its own turn).
policy {id = "tb.quantum_any", score = function(view, decision, i)
  local v = decision.values[i]
  if v.quantum ~= "vitality_booster" then return v.act == "not_now" and 0 or -1 end
  local o = v.hero
  return 3 * view:entity_get(o, "res") - T.health(view, o) >= 2 and 1 or -1
end}
policy {id = "tb.rewind", score = function(view, decision, i) return decision.values[i] == 0 and 1 or 0 end}
policy {id = "tb.flex", score = function(view, decision, i) return i == 1 and 1 or 0 end}

return Q
