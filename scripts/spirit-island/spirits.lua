-- spirits.lua: the Spirits (core game rules, with the expansion's growth
-- rules): presence tracks, Growth (including "pick two" and Growth that
-- costs Energy), Energy, card plays, gaining, reclaiming and forgetting
-- Power Cards, and the Fast and Slow Power Phases.
--
-- A spirit's definition (cards/spirit-island/spirits/*.lua):
--   energy, plays  presence tracks: slots {n = value, el = element(s)};
--                  slot 1 is uncovered from the start
--   growth         {pick = 1 or 2, options = {{label =, actions = {...}}}}
--                  actions: {"reclaim"}, {"reclaim1"}, {"gain"}, {"energy", n},
--                  {"cost", n}, {"presence", range, where}, {"token", name, range}
--   setup(g, p, board)   places the starting presence
--   innates        {{id, name, speed, range, from, where, target, levels =
--                   {{el = {fire = 1}, text =, effect = fn(g, c)}}}}

-- Globals and library functions as locals, read once at load: content
-- reads a global through the frozen environment, a metamethod call each
-- time, and these are read on every decision.
local ipairs, content, type, tostring = ipairs, content, type, tostring
local min, concat, sort = math.min, table.concat, table.sort
local D = require "core"
local I = require "invaders"
local P = require "powers"

local S = {}

-- ---- Setting up -----------------------------------------------------------------------

function S.new_card(g, id, zone)
  local c = g:entity_new("si.card")
  g:entity_set(c, "name", id)
  g:zone_insert(zone, c)
  return c
end

-- powers: content("power"), when the caller has it.
function S.setup_spirit(g, p, id, board, powers)
  local def = content("spirit", id)
  if not def then error("no spirit '" .. tostring(id) .. "'", 0) end
  local s = g:entity_new("si.spirit")
  g:entity_set(s, "player", p)
  g:entity_set(s, "spirit", id)
  g:entity_set(s, "energy", def.start_energy or 0)
  g:entity_set(s, "etrack", 0)
  g:entity_set(s, "ctrack", 0)
  g:entity_set(s, "destroyed", 0)
  for _, z in ipairs{"hand", "play", "discard", "gained"} do g:zone_new(z .. "." .. p, p, "all") end
  for _, pw in ipairs(powers or content("power")) do
    if pw.spirit == id then S.new_card(g, pw.id, g:zone_find("hand." .. p)) end
  end
  def.setup(g, p, board)
end

-- ---- Presence tracks ----------------------------------------------------------------------

local TRACKS = {energy = "etrack", plays = "ctrack"}

-- The value shown on a track: the highest number uncovered, of slots
-- (the spirit definition's track) with taken presence taken from it.
local function shown(slots, taken)
  local v = 0
  for i = 1, taken + 1 do
    local slot = slots[i]
    if slot and slot.n then v = slot.n end
  end
  return v
end

function S.track_value(g, p, track)
  local spirit = D.spirit(g, p)
  return shown(content("spirit", g:entity_get(spirit, "spirit"))[track], g:entity_get(spirit, TRACKS[track]))
end

function S.energy_per_turn(g, p) return S.track_value(g, p, "energy") end
function S.plays_per_turn(g, p) return S.track_value(g, p, "plays") end

-- The next presence on a track, if any is left there.
function S.track_next(g, p, track)
  local def = D.spirit_def(g, p)
  local taken = D.sget(g, p, TRACKS[track])
  return def[track][taken + 2]
end

local function slot_text(slot)
  local parts = {}
  if slot.n then parts[#parts + 1] = tostring(slot.n) end
  if slot.el then
    for _, e in ipairs(type(slot.el) == "table" and slot.el or {slot.el}) do parts[#parts + 1] = e end
  end
  return concat(parts, "+")
end

-- Adds one of p's presence to land, taken from a track p chooses.
-- (p's spirit is found once: S.track_next would find it twice a track.)
function S.place_presence(g, p, land)
  local options = {}
  local spirit = D.spirit(g, p)
  local def = content("spirit", g:entity_get(spirit, "spirit"))
  for _, t in ipairs{"energy", "plays"} do
    local nxt = def[t][g:entity_get(spirit, TRACKS[t]) + 2]
    if nxt then
      options[#options + 1] = {label = (t == "energy" and "Energy track" or "Card Play track") ..
                                       " (uncovers " .. slot_text(nxt) .. ")", value = t}
    end
  end
  if #options == 0 then
    D.log(g, "%s has no presence left on its tracks", def.name)
    return false
  end
  local track = D.choose(g, p, "Add presence to " .. D.name(g, land) .. " from which track?", "track",
                         options)
  local key = TRACKS[track]
  g:entity_set(spirit, key, (g:entity_get(spirit, key) or 0) + 1)
  D.change(g, land, "presence." .. p, 1)
  g:tally("presence.placed")
  return true
end

-- ---- Power Cards -------------------------------------------------------------------------

function S.card_def(g, card) return content("power", g:entity_get(card, "name")) end

-- A Power Card's label from its definition: "Name (cost, speed, elements)".
-- (Joined with .. rather than string.format, which costs content about
-- ten times as much: every card option of a decision is labelled. The
-- numbers here are integers, which .. writes as %d does.)
function S.def_label(d)
  local el = concat(d.elements or {}, "/")
  return d.name .. " (" .. d.cost .. ", " .. d.speed .. (el ~= "" and (", " .. el) or "") .. ")"
end

function S.card_label(g, card) return S.def_label(S.card_def(g, card)) end

-- Forgets card: a Minor or Major goes to its deck's discard pile (designed),
-- a unique Power leaves the game.
function S.forget(g, card)
  local d = S.card_def(g, card)
  if d.kind == "minor" or d.kind == "major" then
    g:zone_insert(g:zone_find(d.kind .. ".discard"), card)
  else
    g:zone_insert(g:zone_find("forgotten"), card)
  end
  g:tally("forget")
end

-- p's cards that may be forgotten: hand, play and discard.
function S.own_cards(g, p)
  local out = {}
  for _, z in ipairs{"hand", "play", "discard"} do
    for _, c in ipairs(g:zone_list(g:zone_find(z .. "." .. p))) do out[#out + 1] = c end
  end
  return out
end

-- Power Cards as options: each labelled by S.card_label, its value the card.
local function card_options(g, cards)
  local options = {}
  for i, c in ipairs(cards) do options[i] = {label = S.card_label(g, c), value = c} end
  return options
end

-- Gaining a Power Card: p picks Minor or Major (kind forces one), draws 4
-- and keeps 1, the rest go to that deck's discard pile; a Major asks p to
-- forget a Power Card.
function S.gain_power(g, p, kind)
  if not kind then
    kind = D.choose(g, p, "Gain a Minor or a Major Power?", "power_kind",
                    {{label = "Minor Power", value = "minor"},
                     {label = "Major Power (forget a Power Card)", value = "major"}}, true)
  end
  local deck = D.get(g, "deck." .. kind)
  local gained = g:zone_find("gained." .. p)
  local n = min(4, g:deck_available(deck))
  if n == 0 then return end
  g:deck_draw_n(deck, "top", n, gained)
  local cards = g:zone_list(gained)
  local keep = D.choose(g, p, "Gain which " .. kind .. " Power?", "gain", card_options(g, cards))
  for _, c in ipairs(cards) do
    if c ~= keep then g:zone_insert(g:zone_find(kind .. ".discard"), c) end
  end
  g:zone_insert(g:zone_find("hand." .. p), keep)
  g:tally("gain." .. kind)
  D.line(g, D.spirit_def(g, p).name .. " gains " .. S.card_def(g, keep).name)
  if kind == "major" then
    local own = {}
    for _, c in ipairs(S.own_cards(g, p)) do
      if c ~= keep then own[#own + 1] = c end
    end
    if #own > 0 then
      S.forget(g, D.choose(g, p, "Forget which Power Card?", "forget", card_options(g, own)))
    end
  end
end

function S.reclaim_all(g, p)
  local hand = g:zone_find("hand." .. p)
  for _, c in ipairs(g:zone_list(g:zone_find("discard." .. p))) do g:zone_insert(hand, c) end
end

function S.reclaim_one(g, p)
  local cards = g:zone_list(g:zone_find("discard." .. p))
  if #cards == 0 then return end
  local card = D.choose(g, p, "Reclaim which card?", "reclaim", card_options(g, cards))
  g:zone_insert(g:zone_find("hand." .. p), card)
end

-- ---- Growth ------------------------------------------------------------------------------

local function action_cost(option)
  for _, a in ipairs(option.actions) do
    if a[1] == "cost" then return a[2] end
  end
  return 0
end

-- Adds presence within range of p's presence (where filters the land).
function S.grow_presence(g, p, range, where)
  local lands = {}
  for _, l in ipairs(D.within(g, D.presence_lands(g, p), range)) do
    if P.where_ok(g, l, where) then lands[#lands + 1] = l end
  end
  sort(lands)
  if #lands == 0 then return end
  D.set(g, "pending.player", p)
  local land = P.choose_land(g, p, "Add a presence (range " .. range .. "): where?", "presence", lands)
  S.place_presence(g, p, land)
end

function S.grow_token(g, p, token, range)
  local lands = D.within(g, D.presence_lands(g, p), range)
  sort(lands)
  if #lands == 0 then return end
  local land = P.choose_land(g, p, "Add " .. token .. " (range " .. range .. "): where?", "token_" .. token,
                             lands)
  D.change(g, land, token, 1)
  g:tally("token." .. token)
end

function S.do_growth(g, p, option)
  for _, a in ipairs(option.actions) do
    local what = a[1]
    if what == "reclaim" then S.reclaim_all(g, p)
    elseif what == "reclaim1" then S.reclaim_one(g, p)
    elseif what == "gain" then S.gain_power(g, p, a[2])
    elseif what == "energy" then D.sadd(g, p, "energy", a[2])
    elseif what == "cost" then D.sadd(g, p, "energy", -a[2])
    elseif what == "presence" then S.grow_presence(g, p, a[2], a[3])
    elseif what == "token" then S.grow_token(g, p, a[2], a[3])
    else error("unknown growth action " .. tostring(what), 0) end
  end
end

-- Growth: pick one option (or two different ones, "in either order"); an
-- option that costs Energy needs that much Energy when it is picked.
function S.growth(g, p)
  local spirit = D.spirit(g, p)
  local def = content("spirit", g:entity_get(spirit, "spirit"))
  local picks = def.growth.pick or 1
  local taken = {}
  for n = 1, picks do
    -- (Each option's value is its number among the spirit's Growth options.)
    local options = {}
    local energy = g:entity_get(spirit, "energy")
    for i, o in ipairs(def.growth.options) do
      if not taken[i] and action_cost(o) <= energy then
        options[#options + 1] = {label = o.label, value = i}
      end
    end
    if #options == 0 then break end
    local prompt = picks > 1 and "Growth (pick two): choice " .. n or "Growth" -- (n: as %d writes it)
    local i = D.choose(g, p, prompt, "growth", options, true)
    taken[i] = true
    g:tally("growth." .. def.id .. "." .. i)
    S.do_growth(g, p, def.growth.options[i])
  end
end

-- ---- Playing cards ------------------------------------------------------------------------

-- Gain Energy, then play and pay for Power Cards, up to the card plays.
-- (p's spirit is found once: each D.spirit walks the spirits.)
function S.gain_energy(g, p)
  local spirit = D.spirit(g, p)
  local def = content("spirit", g:entity_get(spirit, "spirit"))
  local energy = shown(def.energy, g:entity_get(spirit, "etrack"))
  g:entity_set(spirit, "energy", (g:entity_get(spirit, "energy") or 0) + energy)
  local plays = shown(def.plays, g:entity_get(spirit, "ctrack"))
  g:entity_set(spirit, "plays", plays + (D.get(g, "mod.extra_plays") or 0))
end

-- (p's spirit is found once and each card read once: this runs before
-- every "play" decision; what is known is not read again.)
function S.play_cards(g, p)
  local hand = g:zone_find("hand." .. p)
  local play = g:zone_find("play." .. p)
  local spirit = D.spirit(g, p)
  local plays = g:entity_get(spirit, "plays")
  while plays > 0 do
    local energy = g:entity_get(spirit, "energy")
    local options, defs = {{label = "Done playing cards", value = false}}, {}
    for _, c in ipairs(g:zone_list(hand)) do
      local d = S.card_def(g, c)
      if d.cost <= energy then
        defs[c] = d
        options[#options + 1] = {label = S.def_label(d), value = c}
      end
    end
    if #options == 1 then break end
    local c = D.choose(g, p, "Play a Power Card (" .. energy .. " Energy, " .. plays .. " plays left)", "play",
                       options, true)
    if not c then break end
    local d = defs[c]
    plays = plays - 1
    g:entity_set(spirit, "energy", (energy or 0) - d.cost)
    g:entity_set(spirit, "plays", plays)
    g:zone_insert(play, c)
    g:entity_set(c, "used", false)
    g:tally("played." .. d.id)
    D.line(g, content("spirit", g:entity_get(spirit, "spirit")).name .. " plays " .. d.name)
  end
end

-- ---- Power Phases -----------------------------------------------------------------------

-- The powers p may still use in this phase: played cards of that speed not
-- yet used, and innate powers whose first level is met.
-- (p's spirit is found once and p's elements counted only when an innate
-- power of this speed is still unused: this runs before every "use"
-- decision.)
function S.usable(g, p, speed)
  local list = {}
  local turn = D.get(g, "turn")
  for _, c in ipairs(g:zone_list(g:zone_find("play." .. p))) do
    local d = S.card_def(g, c)
    if not g:entity_get(c, "used") and (d.speed == speed or g:entity_get(c, "fastnow")) then
      list[#list + 1] = {card = c, def = d, label = d.name}
    end
  end
  local spirit = D.spirit(g, p)
  local innates = content("spirit", g:entity_get(spirit, "spirit")).innates
  local el
  for _, inn in ipairs(innates or {}) do
    if inn.speed == speed and g:entity_get(spirit, "used." .. inn.id) ~= turn then
      el = el or P.elements(g, p, spirit)
      if P.meets(el, inn.levels[1].el) then
        list[#list + 1] = {innate = inn, def = inn, label = inn.name .. " (innate)"}
      end
    end
  end
  return list
end

-- Uses one power (a card or an innate power) for p.
function S.use(g, p, u)
  if u.card then
    g:entity_set(u.card, "used", true)
    P.use(g, p, u.def, function(c) u.def.effect(g, c) end)
  else
    D.sset(g, p, "used." .. u.innate.id, D.get(g, "turn"))
    P.use(g, p, u.def, function(c)
      local el = P.elements(g, p)
      for _, lvl in ipairs(u.innate.levels) do
        if P.meets(el, lvl.el) then lvl.effect(g, c) end
      end
    end)
  end
end

-- A power phase for p: p uses its powers of that speed in the order p
-- chooses; using a power is optional, so p may stop at any time.
function S.power_phase(g, p, speed)
  while true do
    local list = S.usable(g, p, speed)
    if #list == 0 then return end
    local options = {}
    for i, u in ipairs(list) do options[i] = {label = u.label, value = u} end
    options[#options + 1] = {label = "Use no more " .. speed .. " powers", value = false}
    local u = D.choose(g, p, "Use which " .. speed .. " power next?", "use", options)
    if not u then return end
    S.use(g, p, u)
  end
end

-- Time Passes for p: played cards to the discard pile; elements go.
function S.time_passes(g, p)
  local discard = g:zone_find("discard." .. p)
  for _, c in ipairs(g:zone_list(g:zone_find("play." .. p))) do
    g:entity_set(c, "used", false)
    g:entity_set(c, "fastnow", false)
    g:zone_insert(discard, c)
  end
  local spirit = D.spirit(g, p)
  for _, e in ipairs(D.ELEMENTS) do g:entity_set(spirit, "el." .. e, 0) end
  g:entity_set(spirit, "range_bonus", 0)
end

S.I = I
return S
