-- action.lua: Actions and Boosts (Action System, Resolving an Action,
-- Character Action, Supports and Their Boosts). An Action is initiated with
-- a card's Base Value (or the Character's), boosted by cards' Boost Values,
-- closed and resolved along the timeline Play -> Boost -> Resolve -> Impact
-- -> Success; below its minimum cost it fails without impact.
--
-- The Action in progress is an "ld.action" entity; its cards lie in the
-- zone ld.played until they are discarded at the end.
--
-- Choices the rulebook leaves open, made here (designed):
--  * Minimum costs: Explore (reveal, explore a Location, Interact) costs the
--    target Sector's cost; Attack and Block have no minimum unless a card
--    says so. An Attack succeeds when it deals Damage, a Block when it stops
--    some, a Reveal or Interact when it is paid, a Location's exploration
--    when its roll shows a Success ("A dice roll is successful if it shows
--    at least 1 Success symbol").
--  * A simultaneous Action (Sie Morrilyn's skill) applies its Final Value
--    to both its targets, first the one it was initiated on; its cost is
--    the higher of the two Sectors' (FAQ). It succeeds if either part does.
--  * Boosting: the player who initiated boosts until they close; then every
--    other player, in turn order, may add Support Boosts; if anyone did, the
--    initiating player may boost again before closing.
--  * Supports that flip instead of exhausting: Hook & Moon show one face
--    (Hook first), and only cards whose Trait matches it may be played; each
--    such card flips them to the other face, so they never exhaust. Genbu /
--    Bugen shows Genbu first; a Genbu card flips her to Bugen, and a Bugen
--    card flips her back to Genbu and exhausts her.
local D = require "core"

-- ---- The Action in progress ----------------------------------------------------

function D.act_get(g, act, key, default)
  local v = g:entity_get(act, key)
  if v == nil then return default end
  return v
end

function D.act_add(g, act, key, n)
  g:entity_set(act, key, D.act_get(g, act, key, 0) + n)
end

function D.final_value(g, act)
  return D.act_get(g, act, "base", 0) + D.act_get(g, act, "boost", 0) + D.act_get(g, act, "bonus", 0)
end

-- ---- What may be played ------------------------------------------------------------

-- The Support's side of playing one of its cards.
local function support_played(g, p, def, act)
  local sup = D.support(g, p)
  local mode = sup.mode or "exhaust"
  g:tally("support." .. sup.id)
  if mode == "alternate" then
    D.pset(g, p, "support_face", def.face == sup.faces[1] and sup.faces[2] or sup.faces[1])
    return
  end
  if mode == "cycle" then
    if def.face == sup.faces[1] then
      D.pset(g, p, "support_face", sup.faces[2])
      return
    end
    D.pset(g, p, "support_face", sup.faces[1])
  end
  -- "At that moment, that Support's Identity card is flipped and becomes
  -- exhausted. When flipped, the Identity card unlocks the unique skill
  -- printed on its reverse side."
  D.pset(g, p, "support_ready", false)
  if sup.exhaust then sup.exhaust(g, p, act) end
end

-- Plays card c of player p into the Action act as a Boost: "Play"
-- timewords resolve at once.
function D.play_boost(g, act, p, c)
  local def = D.def(g, c)
  g:zone_insert(D.zone(g, "ld.played"), c)
  g:entity_set(c, "act", act)
  g:entity_set(c, "as", "boost")
  g:entity_set(c, "by", p)
  D.act_add(g, act, "boost", def.boost)
  g:tally("boost." .. def.id)
  if def.support then support_played(g, p, def, act) end
  if def.boost_play then def.boost_play(g, act, c, p) end
  if def.play and def.play_as_boost then def.play(g, act, c, p) end
end

-- ---- Initiating -----------------------------------------------------------------------

-- The Base Value and Range of player p's Character Action of kind.
function D.character_action(g, p, kind)
  local a = D.character(g, p).actions[kind]
  if not a then return nil end
  return a.base + D.linked(g, p, kind), D.RANGE[a.range or "long"]
end

-- Starts an Action: spec.player, spec.kind (explore/attack/block),
-- spec.mode (reveal/explore/interact/attack/block), spec.card (a card in the
-- player's hand) or spec.character (true), spec.sector, spec.target, and
-- for a Block spec.incoming and spec.attacker. Returns the Action entity.
local function initiate(g, spec)
  local p = spec.player
  local act = g:entity_new("ld.action")
  g:entity_set(act, "player", p)
  g:entity_set(act, "kind", spec.kind)
  g:entity_set(act, "mode", spec.mode or spec.kind)
  if spec.sector then
    g:entity_set(act, "sector", spec.sector)
    if spec.kind == "explore" then g:entity_set(act, "cost", D.cost(g, spec.sector)) end
  end
  if spec.target then g:entity_set(act, "target", spec.target) end
  if spec.incoming then g:entity_set(act, "incoming", spec.incoming) end
  if spec.attacker then g:entity_set(act, "attacker", spec.attacker) end
  g:entity_set(act, "dice_mult", 1)
  g:tally("action." .. spec.kind)
  if spec.character then
    -- "declare the type of Action you are going to use and its Base Value,
    -- then flip and exhaust your Character's Identity card."
    local base, range = D.character_action(g, p, spec.kind)
    g:entity_set(act, "base", base)
    g:entity_set(act, "range", range)
    g:entity_set(act, "character", true)
    D.pset(g, p, "char_ready", false)
    g:tally("character_action." .. D.pget(g, p, "character"))
    local skill = D.character(g, p).skill or {}
    if skill.play then skill.play(g, act, p) end
  else
    local c, def = spec.card, D.def(g, spec.card)
    g:zone_insert(D.zone(g, "ld.played"), c)
    g:entity_set(c, "act", act)
    g:entity_set(c, "as", "action")
    g:entity_set(c, "by", p)
    g:entity_set(act, "card", c)
    g:entity_set(act, "base", def.base)
    g:entity_set(act, "range", D.RANGE[def.range or "long"])
    g:tally("played." .. def.id)
    if def.play then def.play(g, act, c, p) end
  end
  if spec.sector and spec.kind == "attack" and D.hunting_ground(g, spec.sector) then
    -- «Hunting Ground»: "increasing all Attacks made in that Sector by 1".
    D.act_add(g, act, "bonus", 1)
  end
  return act
end

-- ---- Boosting ------------------------------------------------------------------------

-- Labels on hot paths are joined with .., not string.format: the
-- sandbox's string.format costs as much as some six kernel reads, and a
-- menu makes several labels per decision.
local function boost_label(def, prefix)
  return (prefix or "Boost with ") .. def.name .. " (+" .. def.boost .. ")"
end

-- What a boost loop reads once, by card (a card's definition, and so its
-- boost option, does not change while the Action is boosted; the loop asks
-- after every Boost, mostly about the same cards): known.defs, and
-- known.options its boost options; known.supports by player, their Support.
local function new_known() return {defs = {}, options = {}, supports = {}} end

local function def_in(g, known, c)
  local def = known.defs[c]
  if not def then
    def = D.def(g, c)
    known.defs[c] = def
  end
  return def
end

-- Whether player p's Support lets its cards be played now: whether any
-- may, and whether they must show the Support's face (and which). Hook &
-- Moon (alternate) never exhaust; the others must be ready.
local function support_rule(g, p, known)
  local sup = known.supports[p]
  if not sup then
    sup = D.support(g, p)
    known.supports[p] = sup
  end
  local mode = sup.mode or "exhaust"
  if mode == "alternate" then return true, true, D.pget(g, p, "support_face") end
  if not D.pget(g, p, "support_ready") then return false end
  if mode == "cycle" then return true, true, D.pget(g, p, "support_face") end
  return true, false
end

-- The options player p has to boost act (cards in hand and skills), each a
-- table with a label and what to do (a card's: the card and its
-- definition; a skill's: its Identity's own data, which the Identity's
-- use_boost acts on). hand: p's hand zone and ch: p's
-- Character, when the caller has them; known as def_in's. The Support's
-- state is read once, at its first card.
local function boost_options(g, act, p, initiator, known, hand, ch)
  local opts, seen = {}, {}
  local rule_read, may, by_face, face
  for _, c in ipairs(g:zone_list(hand or D.zone(g, "hand", p))) do
    local def = def_in(g, known, c)
    local playable = def.boost and (initiator or def.support)
    if playable and def.support then
      if not rule_read then
        rule_read = true
        may, by_face, face = support_rule(g, p, known)
      end
      playable = may and (not by_face or def.face == face)
    end
    if playable then
      local o = known.options[c]
      if not o then
        o = {label = boost_label(def, def.support and "Support: " or nil), card = c, def = def}
        known.options[c] = o
      end
      if not seen[o.label] then
        seen[o.label] = true
        opts[#opts + 1] = o
      end
    end
  end
  if initiator then
    local extra = (ch or D.character(g, p)).boosts
    if extra then
      for _, o in ipairs(extra(g, act, p)) do opts[#opts + 1] = o end
    end
  end
  return opts
end

local function value_text(g, act)
  local cost = g:entity_get(act, "cost")
  local v = D.final_value(g, act)
  if cost then return "value " .. v .. ", cost " .. cost end
  local incoming = g:entity_get(act, "incoming")
  if incoming then return "value " .. v .. " against " .. incoming end
  return "value " .. v
end

-- The initiating player boosts until they close; the others may add
-- Support Boosts; repeat while anyone boosted.
local function boost_loop(g, act)
  local p = g:entity_get(act, "player")
  -- Read once for the whole loop: the initiator's hand zone and Character,
  -- and the Action's kind.
  local hand, ch = D.zone(g, "hand", p), D.character(g, p)
  local kind = D.ACTION_NAME[g:entity_get(act, "kind")]
  local prompt = kind .. ": boost or resolve"
  local known = new_known()
  while not D.over(g) do
    while true do
      local opts = boost_options(g, act, p, true, known, hand, ch)
      if #opts == 0 then break end
      opts[#opts + 1] = {label = "Resolve (" .. value_text(g, act) .. ")", close = true}
      local o = D.choose(g, {player = p, kind = "boost", options = D.valued(opts), prompt = prompt})
      if o.close then break end
      if o.card then D.play_boost(g, act, p, o.card) else ch.use_boost(g, act, p, o) end
    end
    local anyone = false
    for k = 1, g:players() - 1 do
      local q = (p + k) % g:players()
      local opts = boost_options(g, act, q, false, known)
      if #opts > 0 and not D.defeated(g, q) then
        opts[#opts + 1] = {label = "No Support Boost", close = true}
        local o = D.choose(g, {player = q, kind = "support_boost", options = D.valued(opts),
                               prompt = ch.name .. "'s " .. kind ..
                                 " (" .. value_text(g, act) .. "): a Support Boost?"})
        if not o.close then
          D.play_boost(g, act, q, o.card)
          anyone = true
        end
      end
    end
    if not anyone then return end
    if #boost_options(g, act, p, true, known, hand, ch) == 0 then return end
  end
end

-- ---- Closing: Resolve, Impact, Success ------------------------------------------------

-- Calls fn(card, hook) for each card played into the Action that has the
-- timeword hook name: "Card Effects" apply to the card that initiated the
-- Action, "Boost effects" to cards played as Boosts (a Support card is only
-- ever a Boost, so its effects are its Boost effects).
-- An Action may begin inside another (a Threat's Raid Attack during an
-- exploration is blocked at once), so each card remembers its Action.
function D.played(g, act)
  local out = {}
  for _, c in ipairs(g:zone_list(D.zone(g, "ld.played"))) do
    if g:entity_get(c, "act") == act then out[#out + 1] = c end
  end
  return out
end

local function each_played(g, act, name, fn)
  for _, c in ipairs(D.played(g, act)) do
    local def = D.def(g, c)
    local hook
    if g:entity_get(c, "as") == "action" or def.support then hook = def[name] else hook = def["boost_" .. name] end
    if hook then fn(c, hook) end
  end
end

local function impact_on(g, act, mode, target, s)
  local p = g:entity_get(act, "player")
  if mode == "reveal" then
    if g:entity_get(target, "revealed") or not D.alive(g, target) then return false end
    D.reveal(g, target, p)
    return true
  elseif mode == "explore" then
    if not D.alive(g, target) then return false end
    g:tally("explored." .. D.def(g, target).id)
    local successes = D.roll_exploration(g, p, target, s, act)
    return successes >= 1
  elseif mode == "interact" then
    if not D.alive(g, target) then return false end
    local def = D.def(g, target)
    g:tally("interact." .. def.id)
    return def.interact(g, target, act, p) ~= false
  elseif mode == "attack" then
    return D.attack_impact(g, act, target, s) > 0
  elseif mode == "block" then
    local blocked = math.min(D.final_value(g, act), g:entity_get(act, "incoming"))
    g:entity_set(act, "blocked", blocked)
    g:tally("blocked", blocked)
    return blocked > 0
  end
  return false
end

-- The Action's impact on its target, and on its second target when it is a
-- simultaneous Action.
local function impact(g, act)
  local success = impact_on(g, act, g:entity_get(act, "mode"), g:entity_get(act, "target"), g:entity_get(act, "sector"))
  local second = g:entity_get(act, "target2")
  if second and not D.over(g) then
    g:tally("simultaneous")
    local ok2 = impact_on(g, act, g:entity_get(act, "mode2"), second, g:entity_get(act, "sector2"))
    success = success or ok2
  end
  return success
end

local function close(g, act)
  local p = g:entity_get(act, "player")
  -- «Resolve»: "Delays its effect until the card is fully resolved." "If
  -- multiple timewords resolve at the same time, the active player chooses
  -- their order of resolution."
  local pending = {}
  each_played(g, act, "resolve", function(c, hook) pending[#pending + 1] = {c = c, hook = hook} end)
  while #pending > 0 and not D.over(g) do
    local k = 1
    if #pending > 1 then
      local opts = {}
      for i, item in ipairs(pending) do
        opts[i] = string.format("Resolve %s first (card %d)", D.card_name(g, item.c), i)
      end
      k = D.choose(g, {player = D.active(g), kind = "resolve_order", options = opts,
                       prompt = "Several «Resolve» effects: which first?"})
    end
    local item = table.remove(pending, k)
    item.hook(g, act, item.c, g:entity_get(item.c, "by"))
  end
  local skill = g:entity_get(act, "character") and D.character(g, p).skill or {}
  if skill.resolve and not D.over(g) then skill.resolve(g, act, p) end
  local cost = g:entity_get(act, "cost") or 0
  local success = false
  if D.final_value(g, act) < cost then
    -- "If the final value of an Action does not meet the required minimum
    -- cost, the Action fails and is resolved without producing any impact."
    g:entity_set(act, "failed", true)
    g:tally("action.failed")
  elseif not D.over(g) then
    success = impact(g, act)
  end
  g:entity_set(act, "success", success)
  if success and not D.over(g) then
    g:tally("action.success." .. g:entity_get(act, "mode"))
    D.contract_progress(g, p, "success." .. g:entity_get(act, "mode"))
    each_played(g, act, "success", function(c, hook)
      if not D.over(g) then hook(g, act, c, g:entity_get(c, "by")) end
    end)
    if skill.success and not D.over(g) then skill.success(g, act, p) end
    local ch = D.character(g, p)
    if ch.after_success and not D.over(g) then ch.after_success(g, act, p) end
  end
  -- "After applying it, all cards used are discarded."
  for _, c in ipairs(D.played(g, act)) do
    g:entity_set(c, "act", nil)
    D.discard(g, c)
  end
  return success
end

-- Performs a whole Action from spec (see initiate); returns a table with
-- success, value, blocked.
function D.perform(g, spec)
  local act = initiate(g, spec)
  boost_loop(g, act)
  local success = close(g, act)
  local out = {success = success, value = D.final_value(g, act),
               blocked = g:entity_get(act, "blocked") or 0, failed = g:entity_get(act, "failed") == true}
  g:entity_free(act)
  return out
end

-- ---- Targets --------------------------------------------------------------------------

-- An empty sector's facts, and no uses: shared, read-only.
local NO_FACTS, NO_USES = {}, {}

-- What the uses of sector s depend on: its card (nil when empty) and, with
-- a card, the sector, its range, its label, whether the card is revealed
-- and its definition. grid: the sector grid, when the caller has it.
function D.sector_facts(g, s, grid)
  local c = g:sector_card(grid or D.grid(g), s)
  if not c then return NO_FACTS end
  return {card = c, s = s, range = D.SECTOR_RANGE[s], where = D.sector_label(g, s),
          revealed = g:entity_get(c, "revealed"), def = D.def(g, c)}
end

-- The Explore and Attack uses of a card on the board at sector s for an
-- Action of kind and max range r: a list of {mode, label}.
function D.uses(g, kind, r, s) return D.uses_of(D.sector_facts(g, s), kind, r) end

-- The Explore or Attack uses (by kind) of the card of definition def on
-- sector s (revealed: whether it is) at any Range, each {mode, text, reach,
-- s}, reach the shortest Range of an Action that has the use: added to the
-- list out, which is returned.
local function add_uses(out, kind, s, def, revealed)
  local range, where = D.SECTOR_RANGE[s], D.sector_label(nil, s)
  if kind == "explore" then
    if not revealed then
      out[#out + 1] = {mode = "reveal", text = "Reveal " .. where .. " (hidden " .. (def.back or "any") .. ")",
                       reach = range, s = s}
    else
      if def.dice then
        out[#out + 1] = {mode = "explore", text = "Explore " .. where .. " «" .. def.name .. "»",
                         reach = range, s = s}
      end
      if def.interact then
        out[#out + 1] = {mode = "interact", text = "Interact with " .. where .. " «" .. def.name .. "»",
                         reach = range, s = s}
      end
    end
  elseif kind == "attack" then
    if revealed and def.health then
      -- «Flight»: "The Enemy can only be targeted by Long Range Attacks or by
      -- direct Damage."
      out[#out + 1] = {mode = "attack", text = "Attack " .. where .. " «" .. def.name .. "»",
                       reach = def.flight and math.max(range, 3) or range, s = s}
    end
  end
  return out
end

-- add_uses for the card on a sector (facts: its D.sector_facts), to the
-- list out (a new one when nil).
function D.all_uses(facts, kind, out)
  out = out or {}
  if not facts.card then return out end
  return add_uses(out, kind, facts.s, facts.def, facts.revealed)
end

-- D.uses from the sector's D.sector_facts (a list the caller only reads).
function D.uses_of(facts, kind, r)
  if not facts.card or facts.range > r then return NO_USES end
  local out = {}
  for _, u in ipairs(D.all_uses(facts, kind)) do
    if u.reach <= r then out[#out + 1] = u end
  end
  return out
end

-- The kinds of Character Action a Main Phase offers, in menu order.
local CHARACTER_ACTIONS = {"explore", "attack"}

-- A Main Phase menu in the making (D.main_actions): its player p, the game
-- entity, the options so far and their labels (seen); once some source has
-- an Action, the board as the menu reads it once: by sector, the card on it
-- (false when empty), its definition and whether it is revealed; each
-- kind's uses (by_kind) and each sector's Explore cost (costs). One table
-- and plain functions, not closures over locals: a menu is made for every
-- Main Phase decision, and again for every copy of its position.
local function new_menu(p, game)
  return {p = p, game = game, opts = {}, seen = {}, cards = false, defs = false, revealed = false,
          by_kind = false, costs = false}
end

-- A table by sector, its twelve slots made at once (filled in one by one,
-- it would grow four times).
local function by_sector()
  return {false, false, false, false, false, false, false, false, false, false, false, false}
end

-- What a sector offers depends on the kind and range of the Action, not on
-- the card that initiates it: every use an Action of kind has on the board
-- at any Range, the closest sector first (add_uses). A menu offers a
-- handful of the twelve sectors' uses; each source card filters this list
-- by its Range.
local function menu_uses(g, menu, kind)
  local cards = menu.cards
  if not cards then
    local grid = g:entity_get(menu.game, "grid")
    local defs, revealed = by_sector(), by_sector()
    cards = by_sector()
    for s = 1, 12 do
      local c = g:sector_card(grid, s)
      if c then cards[s], defs[s], revealed[s] = c, D.def(g, c), g:entity_get(c, "revealed") end
    end
    menu.cards, menu.defs, menu.revealed, menu.by_kind, menu.costs = cards, defs, revealed, {}, by_sector()
  end
  local list = menu.by_kind[kind]
  if not list then
    list = {}
    for s = 1, 12 do
      if cards[s] then add_uses(list, kind, s, menu.defs[s], menu.revealed[s]) end
    end
    menu.by_kind[kind] = list
  end
  return list
end

local function menu_cost_text(g, menu, s)
  local text = menu.costs[s]
  if not text then
    text = "; cost " .. D.cost(g, s, menu.game)
    menu.costs[s] = text
  end
  return text
end

-- A label reads use, source, cost: "Reveal Sector 7 (hidden vortex)" ..
-- " with Keep an Eye Out (1, Long" .. "; cost 7" (an Explore's) .. ")";
-- source is its middle part (name: the card's, or the Character Action's),
-- made only when there are uses. The first option of a label is kept, its
-- option made then: its label and, as its value, the spec of its Action
-- with the Base Value it starts from (base).
local function menu_targets(g, menu, kind, r, name, base, card, character)
  local opts, seen, source = menu.opts, menu.seen, nil
  for _, u in ipairs(menu_uses(g, menu, kind)) do
    if u.reach <= r then
      local s = u.s
      source = source or " with " .. name .. " (" .. base .. ", " .. D.RANGE_NAME[r]
      local label = u.text .. source .. (kind == "explore" and menu_cost_text(g, menu, s) or "") .. ")"
      if not seen[label] then
        seen[label] = true
        -- The spec has eight fields, not nine (a table of nine takes a
        -- hash part of sixteen), its label kept beside it. Its mode marks
        -- it as an Action's (turn.lua).
        opts[#opts + 1] = {label = label, value = {player = menu.p, kind = kind, mode = u.mode, sector = s,
                                                   target = menu.cards[s], card = card,
                                                   character = character, base = base}}
      end
    end
  end
end

-- The Actions player p may initiate in a Main Phase: a list of options,
-- each its label and as its value the spec of its Action (see initiate),
-- marked by its mode, with its base.
function D.main_actions(g, p)
  local menu = new_menu(p, D.game(g))
  local pe = D.player(g, p)
  if g:entity_get(pe, "char_ready") then
    -- D.character_action for each kind, the Character and Gear read once.
    local actions = content("identity", g:entity_get(pe, "character")).actions
    local links
    for _, kind in ipairs(CHARACTER_ACTIONS) do
      local a = actions[kind]
      if a then
        links = links or D.links(g, p)
        local base = a.base
        for _, link in ipairs(links) do base = base + (link[kind] or 0) end
        menu_targets(g, menu, kind, D.RANGE[a.range or "long"], "Character Action", base, nil, true)
      end
    end
  end
  -- A second copy of a card in hand would offer the same labels again: each
  -- definition is offered once.
  local offered = {}
  for _, c in ipairs(g:zone_list(D.zone(g, "hand", p))) do
    local def = D.def(g, c)
    if def.action and def.action ~= "block" and not def.support and not offered[def] then
      offered[def] = true
      menu_targets(g, menu, def.action, D.RANGE[def.range or "long"], def.name, def.base, c, nil)
    end
  end
  return menu.opts
end

return D
