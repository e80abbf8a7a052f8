-- policy.lua: how the heuristic bot (scripts/std/bots/heuristic.lua) plays
-- Long Dark Sea. Each policy scores one option of a decision of its kind,
-- seeing only the deciding player's view: the board's public mirror (the
-- ld.sector entities: backs of hidden cards, revealed cards, tokens, costs),
-- the tracks, every Character, and its own hand. The weights are designed
-- by hand (designed).
--
-- Main Phase: the bot values each Action it could initiate by what it
-- brings (a Location's expected Successes, resources and Loot less its
-- expected Misses; an Enemy's defeat, weighted by the Attack it would make;
-- a reveal) against the cards it needs to pay for it, and only starts an
-- Action it can afford with the cards in hand. Boosting stops as soon as the
-- cost (or the Enemy's remaining Health and Block) is met, choosing cards
-- that overshoot least. It blocks when the Attack would hurt, redirects to
-- Gear, rerolls Misses and blanks, scouts away Weaknesses.
--
-- What an option is, a policy reads from its value (decision.values[i]:
-- the rules' option tables, see D.valued), never from its label: only the
-- options that cards make without data (Sie Morrilyn's skill Boosts, the
-- tokens' and the Allied Flare's) are still read by their text.
local D = require "core"

local P = {}

local function me_entity(view)
  local me = view:player()
  local e = view:entity_next(0, "ld.player")
  while e do
    if view:entity_get(e, "seat") == me then return e end
    e = view:entity_next(e, "ld.player")
  end
end

local function def_of(view, c) return content(view:entity_get(c, "ck"), view:entity_get(c, "def")) end

local function hand(view)
  local z = view:zone_find("hand." .. view:player())
  local out = {}
  for _, c in ipairs(z and view:zone_list(z) or {}) do
    if c then out[#out + 1] = c end
  end
  return out
end

-- The innermost Action in progress.
local function current_action(view)
  local last
  local e = view:entity_next(0, "ld.action")
  while e do
    last = e
    e = view:entity_next(e, "ld.action")
  end
  return last
end

-- What a card in hand is worth keeping (rough): its Base Value as an Action.
local function keep_value(def)
  if not def.boost then return 0 end
  local v = (def.base or 0) * 0.6 + 0.3
  if def.action == "block" then v = v + 0.4 end
  if def.support then v = 0.8 end
  return v
end

-- What several policies read of the deciding player, once per decision
-- (the heuristic bot scores every option on the same view): its entity,
-- its hand's cards (cards) with their definitions (defs, in the same
-- order: two lists, not a table per card) and its Support. The policies
-- keep in it, too, what they read of the board for the decision
-- (sector_entity, sector_info, pool_of, location_value).
local function read_me(view)
  local pe = me_entity(view)
  local cards, defs = hand(view), {}
  for i, c in ipairs(cards) do defs[i] = def_of(view, c) end
  return {pe = pe, cards = cards, defs = defs, sup = content("identity", view:entity_get(pe, "support")),
          ready = view:entity_get(pe, "support_ready")}
end

-- The game's keys of the ld.sector entities ("sector.4"), spelled once.
local SECTOR_KEY = {}
for s = 1, 12 do SECTOR_KEY[s] = "sector." .. s end

-- The ld.sector entity of sector s (its index, as an option's value gives
-- it), found once per sector in a decision (me: read_me(view)).
local function sector_entity(view, me, s)
  me.sectors = me.sectors or {}
  local e = me.sectors[s]
  if not e then
    me.game = me.game or D.game(view)
    e = view:entity_get(me.game, SECTOR_KEY[s])
    me.sectors[s] = e
  end
  return e
end

-- The Boost Values player me could add from hand, the card "except" aside,
-- with the Support's cards only while it is ready (or alternating). me:
-- read_me(view), when the caller has it.
local function boost_pool(view, except, me)
  me = me or read_me(view)
  local sup = me.sup
  local total, count = 0, 0
  local support_used = false
  for i, c in ipairs(me.cards) do
    if c ~= except then
      local def = me.defs[i]
      if def.boost then
        if def.support then
          local mode = sup.mode or "exhaust"
          if mode == "alternate" then
            total, count = total + def.boost, count + 1
          elseif me.ready and not support_used then
            total, count = total + def.boost, count + 1
            if mode == "exhaust" then support_used = true end
          end
        else
          total, count = total + def.boost, count + 1
        end
      end
    end
  end
  return total, count
end

-- boost_pool, once per card set aside in a decision: the Main Phase policy
-- asks it for every option, and most options share their source card.
local function pool_of(view, me, except)
  me.pools = me.pools or {}
  local key = except or 0
  local pool = me.pools[key]
  if not pool then
    pool = {boost_pool(view, except, me)}
    me.pools[key] = pool
  end
  return pool[1], pool[2]
end

-- Expected Successes, Misses, resources and Loot of one die of a kind.
local DIE_MEAN = {
  raid = {success = 3 / 6, miss = 2 / 6, res = 0, loot = 0},
  credit = {success = 1 / 6, miss = 1 / 6, res = 4 / 6, loot = 0},
  belitium = {success = 1 / 6, miss = 1 / 6, res = 4 / 6, loot = 0},
  titanure = {success = 1 / 6, miss = 1 / 6, res = 4 / 6, loot = 0},
  loot = {success = 1 / 6, miss = 1 / 6, res = 0, loot = 2 / 6},
}

local function track_value(view, key)
  return view:entity_get(D.get(view, key), "track.value") or 0
end

local function dice_value(view, def)
  local s, m, r, l = 0, 0, 0, 0
  for _, kind in ipairs(D.DICE_ORDER) do
    local n = (def.dice or {})[kind] or 0
    local mean = DIE_MEAN[kind]
    s, m, r, l = s + n * mean.success, m + n * mean.miss, r + n * mean.res, l + n * mean.loot
  end
  -- Misses hurt more as the Threat Track fills.
  local threat = track_value(view, "threat")
  local miss_weight = 1.2 + threat * 0.25
  return s * 3 + r * 0.4 + l * 2.2 - m * miss_weight
end

-- What exploring the Location def is worth, once per Location in a
-- decision (me: read_me(view); every source card offers the same ones).
local function location_value(view, def, me)
  me.locations = me.locations or {}
  local v = me.locations[def]
  if not v then
    v = dice_value(view, def)
    me.locations[def] = v
  end
  return v
end

-- The threat of an Enemy def whose Attack property is attack (nil: the
-- printed one), on a Sector at range.
local function threat_of(attack, def, range)
  local atk = attack or def.attack or 0
  local reach = D.RANGE[def.range or "long"] >= range
  return atk * (reach and 1.5 or 0.8)
end

local function enemy_threat(view, c, def, sector)
  return threat_of(view:entity_get(c, "attack"), def, view:entity_get(sector, "range"))
end

-- What main_score reads of a Sector's mirror, once per Sector in a decision
-- (me: read_me(view)): its options are the same few uses from every
-- source card. The card on it is read only when asked (card_info): a
-- hidden card shows no more than its back.
local function sector_info(view, me, sector)
  me.infos = me.infos or {}
  local info = me.infos[sector]
  if not info then
    info = {card = view:entity_get(sector, "card"), cost = view:entity_get(sector, "cost_now"),
            back = view:entity_get(sector, "back"), range = view:entity_get(sector, "range"),
            fortune = view:entity_get(sector, "tok.fortune")}
    me.infos[sector] = info
  end
  return info
end

-- The revealed card of a sector_info: its definition and counters.
local function card_info(view, info)
  if not info.def then
    local c = info.card
    info.def = def_of(view, c)
    info.damage, info.marked = view:entity_get(c, "damage"), view:entity_get(c, "marked")
    info.attack = view:entity_get(c, "attack")
  end
  return info
end

-- ---- Main Phase ----------------------------------------------------------------------

-- What using an Item (its definition def) is worth now.
local function item_score(view, me, def)
  local id = def.id
  if id == "ration" then return (view:entity_get(me.pe, "damage") or 0) >= 3 and 6 or -1 end
  if id == "grog" then return 1.5 end
  if id == "powder-keg" then return 4 end
  if id == "treasure-map" then
    local max = D.get(view, "mission_max") or D.TRACK_MAX.mission
    return track_value(view, "mission") >= max - 1 and 5 or 2
  end
  if id == "signal-flare" then return 0.5 end
  return -1
end

local function main_score(view, decision, i, me)
  me = me or read_me(view)
  -- The option's table (turn.lua): an Action's spec, an Item, a
  -- Gachadrone, the end; a trade shows none (it holds a function) and is
  -- not worth it.
  local o = decision.values[i]
  if not o then return -1 end
  if o.done then return 0 end
  if o.item then return item_score(view, me, o.def) end
  if o.gacha then return (1 - 0.5 ^ o.dice) * 2.2 - o.dice * 0.2 end
  local mode, base = o.mode, o.base
  if not mode then return -1 end
  local source_card, source_def = o.card, nil
  if mode == "interact" then
    -- Kept from when this policy read labels, so that its games do not
    -- change: "Interact with Sector 4 «X» with Y (2, ..." named no card
    -- it found (its card's name read as "Sector 4 «X» with Y"), and an
    -- Interact off the Raid Line was no Action it knew.
    if not D.SECTOR_NUMBER[o.sector] then return -1 end
    source_card = nil
  end
  local info = sector_info(view, me, sector_entity(view, me, o.sector))
  if source_card then
    for k, c in ipairs(me.cards) do
      if c == source_card then source_def = me.defs[k] break end
    end
  end
  local pool, count = pool_of(view, me, source_card)
  local available = base + pool
  local card_cost = source_card and keep_value(source_def) or 0.6
  local need, gain
  if mode ~= "attack" then
    need = info.cost - base
    if mode == "reveal" then
      local back = info.back
      gain = 2.2 + (back == "skull" and 0.8 or back == "mountain" and 1 or 0)
      -- Far reveals are dear; revealed Enemies far away do little harm yet.
      gain = gain - info.range * 0.3
    elseif mode == "explore" then
      gain = location_value(view, card_info(view, info).def, me)
      gain = gain + ((info.fortune or 0) > 0 and 0.8 or 0)
    else
      gain = 1.5
    end
  else
    card_info(view, info)
    local def = info.def
    local left = def.health - (info.damage or 0)
    local block = math.max(0, (def.block or 0) - (info.marked or 0))
    if source_def and source_def.id == "sabotage" then block = 0 end
    need = left + block - base
    if available - block < left then
      -- No defeat this turn: damage is worth less.
      local dmg = math.max(0, available - block)
      if dmg <= 0 then return -3 end
      need = dmg + block - base
      gain = dmg * 0.6 + threat_of(info.attack, def, info.range) * 0.2
    else
      gain = 3 + (def.xp or 0) / 10 + threat_of(info.attack, def, info.range) * 1.2
    end
    -- A Nemesis part is the Act's goal: any Damage there is progress, the
    -- Heart most of all.
    if def.nemesis then gain = gain + math.min(available - block, left) * 0.5 + (def.part == 4 and 2 or 0.5) end
  end
  if need > pool then return -5 end
  need = math.max(0, need)
  -- Cards spent: about one per Boost point.
  local spent = card_cost + need * 0.7
  if o.character then spent = spent + 0.3 end
  return gain - spent + decision.random(100) / 1000
end

policy {id = "main", prepare = read_me, score = main_score}

-- ---- Boosting ------------------------------------------------------------------------

-- How much more the current Action needs: to meet its cost, to defeat its
-- target, or to stop the Attack; nil when it cannot tell.
local function still_needed(view, act)
  local v = (view:entity_get(act, "base") or 0) + (view:entity_get(act, "boost") or 0) + (view:entity_get(act, "bonus") or 0)
  local cost = view:entity_get(act, "cost")
  if cost then return cost - v end
  local incoming = view:entity_get(act, "incoming")
  if incoming then return incoming - v end
  local t = view:entity_get(act, "target")
  if t and view:can_see(t) then
    local def = def_of(view, t)
    if def.health then
      local block = math.max(0, (def.block or 0) - (view:entity_get(t, "marked") or 0))
      if view:entity_get(act, "pierce") then block = 0 end
      return def.health - (view:entity_get(t, "damage") or 0) + block - v
    end
  end
  return 0
end

-- Morrilyn's simultaneous Action on a second target (o: her skill's
-- option, cards/long-dark-sea/identities/sie-morrilyn.lua): worth it when
-- the value reached (or within reach from hand) pays the dearer Sector's
-- cost, or defeats or at least hurts the second Enemy; the Fortune token
-- spent counts against it. An Interact on a second target is never taken:
-- the label this once read ("also interact with Sector 4") did not parse,
-- and the bot's games stay as they were.
local function simultaneous_score(view, act, o, me)
  local verb = o.mode
  if verb == "interact" or not act then return -30 end
  local sector = sector_entity(view, me, o.sector)
  local v = (view:entity_get(act, "base") or 0) + (view:entity_get(act, "boost") or 0) + (view:entity_get(act, "bonus") or 0)
  local pool = boost_pool(view, nil, me)
  local token = 1.2
  if verb == "attack" then
    local c = view:entity_get(sector, "card")
    local def = c and def_of(view, c)
    if not def or not def.health then return -30 end
    local block = math.max(0, (def.block or 0) - (view:entity_get(c, "marked") or 0))
    local left = def.health - (view:entity_get(c, "damage") or 0)
    local dmg = v - block
    if dmg >= left then return 4 + enemy_threat(view, c, def, sector) - token end
    if dmg <= 0 then return -30 end
    return dmg * 0.8 - token
  end
  local cost = math.max(view:entity_get(act, "cost") or 0, view:entity_get(sector, "cost_now") or 99)
  local short = cost - v
  if short > pool then return -30 end
  local gain = verb == "reveal" and 2.2 or verb == "interact" and 1.5 or 0
  if verb == "explore" then gain = location_value(view, def_of(view, view:entity_get(sector, "card")), me) end
  return gain * 1.5 - math.max(0, short) * 0.7 - token
end

-- The Action in progress and what it still needs, besides read_me.
local function prepare_boost(view)
  local me = read_me(view)
  me.act = current_action(view)
  me.need = me.act and still_needed(view, me.act) or 0
  return me
end

policy {
  id = "boost",
  prepare = prepare_boost,
  score = function(view, decision, i, me)
    me = me or prepare_boost(view)
    -- The option's table (action.lua): a card's, Resolve's, or none for
    -- a skill's (it holds a function).
    local o = decision.values[i]
    local act, need = me.act, me.need
    if o.close then
      if need <= 0 then return 10 end
      -- Not enough in hand to get there: stop spending (an Attack still
      -- deals what it has).
      local pool = boost_pool(view, nil, me)
      if pool < need and view:entity_get(act, "kind") == "explore" then return 10 end
      return -10
    end
    if o.card then
      if need <= 0 then return -20 end
      return 5 - keep_value(o.def) - math.max(0, o.def.boost - need) * 0.8
    end
    -- Sie Morrilyn's skill: a worthwhile second target comes before
    -- resolving (it is free when the value already pays for it); else a
    -- Fortune token spent for +2.
    if o.skill == "simultaneous" then
      local s = simultaneous_score(view, act, o, me)
      return s > 0 and 10 + s or -30
    end
    if need <= 0 then return -20 end
    return 5 - 1 - math.max(0, o.boost - need) * 0.8 - 1
  end,
}

policy {
  id = "support_boost",
  score = function(view, decision, i)
    local o = decision.values[i]   -- a Support card's option, or none's
    local act = current_action(view)
    local need = act and still_needed(view, act) or 0
    if o.close then return need > 0 and 0 or 5 end
    if need <= 0 then return -5 end
    return 2 - math.max(0, o.def.boost - need) * 0.5
  end,
}

-- ---- Attacks on the player -------------------------------------------------------------

policy {
  id = "block",
  prepare = read_me,
  score = function(view, decision, i, me)
    me = me or read_me(view)
    -- The option's table (combat.lua): a Block card's, the Character
    -- Action's or No Block; each knows the Attack (incoming).
    local o = decision.values[i]
    local incoming = o.incoming
    local pe = me.pe
    local ch = content("identity", view:entity_get(pe, "character"))
    local left = ch.health - (view:entity_get(pe, "damage") or 0)
    if not (o.card or o.character) then return incoming >= left and -10 or 1 end
    local stopped = math.min(o.base + boost_pool(view, nil, me) * 0.5, incoming)
    if o.character then return stopped * 1.2 - 0.8 end
    return stopped * 1.2 - keep_value(o.def) + 0.5
  end,
}

policy {
  id = "redirect",
  score = function(view, decision, i)
    return decision.values[i].card and 2 or 1   -- to Gear or an Ally, not suffered
  end,
}

policy {
  id = "flare",
  score = function(view, decision, i)
    return decision.values[i] ~= "draw" and 2 or 1
  end,
}

policy {
  id = "alternative",
  score = function(view, decision, i)
    return decision.values[i].alt and 1 or 2   -- an Alternative Mission's space, or a new Mission
  end,
}

policy {
  id = "respond",
  score = function(view, decision, i)
    -- An Item's option knows the Attack it answers; keeping them is worth 3.
    local o = decision.values[i]
    if not o.card then return 3 end
    return o.attack
  end,
}

policy {id = "illusion", score = function(view, decision, i) return i end}
policy {id = "prey", score = function(view, decision, i) return i end}

-- ---- Cards and dice ------------------------------------------------------------------------

policy {
  id = "discard",
  score = function(view, decision, i)
    -- Keep a hand worth keeping (Block cards against what is coming),
    -- otherwise cycle the deck.
    local blocks = 0
    for _, c in ipairs(hand(view)) do
      if def_of(view, c).action == "block" then blocks = blocks + 1 end
    end
    if decision.values[i] == "keep" then return blocks >= 2 and 2 or 0 end
    return 1
  end,
}

policy {id = "token", score = function(view, decision, i) return decision.values[i] == "place" and 1 or 0 end}
policy {id = "boarding", score = function(view, decision, i) return i == 1 and 1 or 0 end}
policy {id = "bribe", score = function(view, decision, i) return i == 1 and 1 or 0 end}
policy {id = "absorb", score = function(view, decision, i) return i > 1 and 1 or 0 end}

policy {
  id = "reroll",
  score = function(view, decision, i)
    -- Each face shows one symbol at most (explore.lua's dice).
    local symbols = decision.values[i].symbols
    if symbols.miss then return 3 end
    if next(symbols) == nil then return 2 end
    return -1
  end,
}

-- A card to discard (D.discard_options): a Weakness always, a weak card
-- rather than a good one.
local function discard_score(view, decision, i)
  local o = decision.values[i]
  if o.kind == "weakness" then return 5 end
  if o.kind == "card" then return 2 - keep_value(o.def) end
  return 0
end

policy {id = "scout", score = discard_score}
policy {id = "opportunity", score = discard_score}
policy {id = "hand_limit", score = discard_score}

policy {
  id = "loot_room",
  score = function(view, decision, i)
    local o = decision.values[i]   -- explore.lua's: to a player, over an old card, or retired
    if o.to then return 3 end
    if o.old then return 1 end
    return 0
  end,
}

return P
