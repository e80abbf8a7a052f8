-- rules.lua: Spirit Island with Branch & Claw. The turn as the expansion's
-- back cover prints it:
--   Spirit Phase (Growth, Gain Energy, play and pay for Power Cards)
--   Fast Power Phase (cards and innate)
--   Invader Phase (Blighted Island effect, Event, Fear effects, Ravage
--     including Strife, Build including Disease, Explore including Wilds,
--     Advance Invader Cards)
--   Slow Power Phase (cards and innate)
--   Time Passes (played cards to discards; Damage and Elements go away)
-- "All play is simultaneous": here the spirits act in player order within
-- each phase (designed; their choices in one phase do not depend on each
-- other's order in the rules implemented).
--
-- Choices the rules leave open, made here (designed):
--  * Boards: the boards in cards/spirit-island/boards are designed (their
--    terrains, adjacency and setup icons); board k joins board k+1 along
--    lands 6-8 (setup.lua).
--  * Island decisions (cascades, the Dahan's counterattack) are made by the
--    player whose board the land is on.
--  * Damage allocation: a player picks an Invader, which takes Damage until
--    destroyed or the Damage is spent.
--  * Forgotten Minor and Major Powers go to their deck's discard pile.
--  * Destroyed Presence leaves the game.

-- Globals and library functions as locals, read once at load: content
-- reads a global through the frozen environment, a metamethod call each
-- time, and these are read on every decision.
local ipairs, content, tonumber, unpack = ipairs, content, tonumber, table.unpack
local max, format, concat = math.max, string.format, table.concat
local D = require "core"
local I = require "invaders"
local F = require "fear"
local S = require "spirits"
local U = require "setup"
local E = require "events"
local options = require "std/options"

local DEFAULT_SPIRITS = {"river-surges-in-sunlight", "sharp-fangs-behind-the-leaves",
                         "keeper-of-the-forbidden-wilds", "lightnings-swift-strike"}

local STANDARD = D.STANDARD_OPTIONS

scenario {
  id = "standard",
  options = D.options(STANDARD),
  name = "Spirit Island with Branch & Claw",
  description = "1-4 spirits, one board each, events, fear and blight cards",
  players = {1, 4},
}

scenario {
  id = "france",
  -- France is the adversary here: the option adversary is not taken.
  options = (function()
    local t = D.options{"spirits", "events", "blight", "map", "boards", "rebellion"}
    t.level = {type = "int", min = 0, max = 6, default = 2, help = "France's"}
    return t
  end)(),
  name = "Against the Kingdom of France (plantation colony)",
  description = "as standard, against France",
  players = {1, 4},
}

-- ---- Setup ---------------------------------------------------------------------

local function spirit_ids(g)
  local list = options.list(g, "spirits")
  local out = {}
  for p = 0, g:players() - 1 do
    out[p] = list[p + 1] or DEFAULT_SPIRITS[p + 1]
    if not content("spirit", out[p]) then error("option spirits: no spirit '" .. out[p] .. "'", 0) end
  end
  return out
end

function D.setup_game(g, opts)
  opts = opts or {}
  local game = D.GAME.create(g)
  g:entity_set(game, "turn", 0)
  g:entity_set(game, "logn", 0)
  if opts.drill then g:entity_set(game, "drill", true) end
  local _, scen = g:scenario()
  local adversary = g:option("adversary")
  if scen == "france" then adversary = "france" end
  local level = tonumber(g:option("level") or (adversary and "2" or "0"))
  if adversary == "none" then adversary = nil end
  local adef
  if adversary then
    adef = content("adversary", adversary)
    if not adef then error("option adversary: no adversary '" .. adversary .. "'", 0) end
    if not level or level < 0 or level > 6 then error("option level: 0 to 6", 0) end
    D.set(g, "adversary", adversary)
    D.set(g, "level", level)
  end
  local boards = U.board_ids(g, g:players())
  U.build_island(g, boards, opts)
  D.set(g, "thematic", g:option("map") == "thematic")
  g:zone_new("forgotten", nil, "all")
  -- Fear Deck, Blight Card, Events, Invaders, powers.
  U.fear_deck(g, adef and adef.levels[level].fear or {3, 3, 3})
  U.blight_card(g, g:option("blight"))
  D.set(g, "events", g:option("events") ~= "off")
  E.setup(g)
  U.invader_deck(g, adef and adef.invader_remove and adef.invader_remove(level))
  local powers = content("power") -- (a copy of the list: read once for the decks and spirits)
  U.new_deck(g, "minor", powers, "minor")
  U.new_deck(g, "major", powers, "major")
  local ids = spirit_ids(g)
  for p = 0, g:players() - 1 do S.setup_spirit(g, p, ids[p], p + 1, powers) end
  if adef and adef.setup then adef.setup(g, level) end
  -- Difficulty: the adversary's from the chart, +1 on the thematic map.
  local difficulty = (adef and adef.difficulty[level] or 0) + (D.get(g, "thematic") and 1 or 0)
  D.set(g, "difficulty", difficulty)
  g:metric("difficulty", difficulty)
  D.set(g, "started", true)
end

-- The first Explore happens during setup: the top Invader card is
-- revealed, explored, and moved to the Build space.
function D.first_explore(g)
  local deck = g:zone_find("invader.deck")
  local card = g:zone_at(deck, 1)
  g:zone_insert(g:zone_find("invader.explore"), card)
  I.explore_card(g, card)
  g:zone_insert(g:zone_find("invader.build"), card)
end

step("setup", function(g)
  D.setup_game(g)
  D.set(g, "phase", "setup")
  D.first_explore(g)
  D.set(g, "setup_done", true)
  g:push("turn", 1)
end)

-- ---- The turn ------------------------------------------------------------------------

step("turn", function(g, n)
  D.set(g, "turn", n)
  g:metric("turns", n)
  local players = g:players()
  for p = 0, players - 1 do g:push("spirit_phase", p) end
  for p = 0, players - 1 do g:push("power_phase", p, "fast") end
  for _, s in ipairs{"blighted_island", "event", "fear_effects", "ravage", "build", "explore", "advance"} do
    g:push("invader." .. s)
  end
  for p = 0, players - 1 do g:push("power_phase", p, "slow") end
  g:push("time_passes")
  if D.get(g, "drill") then
    g:push("drill")
  else
    g:push("turn", n + 1)
  end
end)

-- Spirit Phase: Growth, Gain Energy, play and pay for Power Cards.
step("spirit_phase", function(g, p)
  D.set(g, "phase", "spirit")
  S.growth(g, p)
  S.gain_energy(g, p)
  if not D.get(g, "healthy") then
    local def = I.blight_def(g)
    if def.spirit_phase then def.spirit_phase(g, p) end
  end
  D.trigger(g, "spirit_phase", p)
  S.play_cards(g, p)
end)

step("power_phase", function(g, p, speed)
  D.set(g, "phase", speed)
  S.power_phase(g, p, speed)
end)

step("invader.blighted_island", function(g)
  D.set(g, "phase", "invader")
  if not D.get(g, "healthy") then
    local def = I.blight_def(g)
    if def.invader_phase then def.invader_phase(g) end
  end
end)

step("invader.event", function(g)
  if D.get(g, "events") then E.draw_and_resolve(g) end
end)

step("invader.fear_effects", function(g) F.resolve_earned(g) end)

step("invader.ravage", function(g)
  for _, card in ipairs(g:zone_list(g:zone_find("invader.ravage"))) do I.ravage_card(g, card) end
end)

step("invader.build", function(g)
  for _, card in ipairs(g:zone_list(g:zone_find("invader.build"))) do I.build_card(g, card) end
end)

-- Explore: reveal the top Invader card; with none left, time has run out.
step("invader.explore", function(g)
  local deck = g:zone_find("invader.deck")
  local card = g:zone_at(deck, 1)
  if not card then D.finish(g, false, "time runs out") end
  g:zone_insert(g:zone_find("invader.explore"), card)
  for _, c in ipairs(g:zone_list(g:zone_find("invader.explore"))) do I.explore_card(g, c) end
  if g:entity_get(card, "esc") then D.trigger(g, "escalation", card) end
  D.trigger(g, "after_explore", card)
end)

step("invader.advance", function(g)
  local function move(from, to)
    for _, c in ipairs(g:zone_list(g:zone_find("invader." .. from))) do
      g:zone_insert(g:zone_find("invader." .. to), c)
    end
  end
  move("ravage", "discard")
  move("build", "ravage")
  move("explore", "build")
end)

-- Time Passes: played cards to discards, Damage and Elements go away, and
-- every effect that lasts until the end of the turn ends.
-- (The lists of effects, D.TURN_LAND_MODS and D.TURN_GAME_MODS, are
-- copied into tables of this call: a read of a frozen table goes through
-- its metamethod, and this reads each key once per land. The kernel is
-- read directly.)
step("time_passes", function(g)
  D.set(g, "phase", "time")
  for p = 0, g:players() - 1 do S.time_passes(g, p) end
  local land_mods, game_mods = {unpack(D.TURN_LAND_MODS)}, {unpack(D.TURN_GAME_MODS)}
  local n_land, n_game = #land_mods, #game_mods
  local lands = D.lands(g)
  for i = 1, #lands do
    local l = lands[i]
    local pieces = g:zone_list(g:entity_get(l, "zone"))
    for k = 1, #pieces do g:entity_set(pieces[k], "dmg", 0) end
    for k = 1, n_land do
      local key = land_mods[k]
      if g:entity_get(l, key) then g:entity_set(l, key, key == "defend" and 0 or false) end
    end
  end
  local game = D.game(g) -- found once for the 21 effects read here
  for k = 1, n_game do
    local key = game_mods[k]
    -- (Health changes, "mod.health.<type>" and "mod.health_per_strife", go
    -- back to 0; compared without a pattern, a metered call.)
    if g:entity_get(game, key) then g:entity_set(game, key, key:sub(1, 10) == "mod.health" and 0 or false) end
  end
  D.set(g, "mod.extra_plays", 0)
  D.trigger(g, "time_passes")
end)

-- ---- What a player sees ------------------------------------------------------------------

local function zone_labels(view, name, label)
  local z = view:zone_find(name)
  if not z then return "" end
  local out = {}
  for _, c in ipairs(view:zone_list(z)) do
    if c then out[#out + 1] = label(c) end
  end
  return concat(out, ", ")
end

local function invader_label(view, c)
  local t1, t2 = view:entity_get(c, "t1"), view:entity_get(c, "t2")
  local s = I.ROMAN[view:entity_get(c, "stage")] .. " " .. D.cap(t1)
  if t2 then s = s .. "+" .. D.cap(t2) end
  return s
end

local function view_summary(view, land)
  local parts, counts = {}, {}
  local z = view:entity_get(land, "zone")
  for _, e in ipairs(view:zone_list(z)) do
    local t = view:entity_get(e, "type")
    counts[t] = (counts[t] or 0) + 1
    if (view:entity_get(e, "strife") or 0) > 0 then counts[t .. "S"] = (counts[t .. "S"] or 0) + 1 end
    if (view:entity_get(e, "dmg") or 0) > 0 then counts[t .. "d"] = (counts[t .. "d"] or 0) + 1 end
  end
  for _, t in ipairs{"explorer", "town", "city", "dahan"} do
    if counts[t] then
      local def = D.INVADERS[t] or D.DAHAN
      local s = counts[t] .. def.short
      if counts[t .. "S"] then s = s .. "(" .. counts[t .. "S"] .. " strife)" end
      if counts[t .. "d"] then s = s .. "(" .. counts[t .. "d"] .. " hurt)" end
      parts[#parts + 1] = s
    end
  end
  for _, t in ipairs{"blight", "beasts", "wilds", "disease", "defend"} do
    local n = view:entity_get(land, t) or 0
    if n > 0 then parts[#parts + 1] = t .. " " .. n end
  end
  for p = 0, view:players() - 1 do
    local n = view:entity_get(land, "presence." .. p) or 0
    if n > 0 then parts[#parts + 1] = "presence" .. p .. " " .. n end
  end
  return concat(parts, ", ")
end

function D.render(view)
  local game = D.game(view)
  if not game then return "" end
  local function get(k) return view:entity_get(game, k) end
  local lines = {}
  local function add(fmt, ...) lines[#lines + 1] = format(fmt, ...) end
  add("Turn %d  phase %s  Terror Level %d  fear pool %d  fear earned %d/%d",
      get("turn") or 0, get("phase") or "-", get("terror") or 1, get("fear.pool") or 0,
      (get("fear.total") or 0) - view:zone_size(view:zone_find("fear.deck")), get("fear.total") or 0)
  local bc = get("blightcard")
  add("Blight card: %s (%s) with %d Blight", content("blight", view:entity_get(bc, "name")).name,
      get("healthy") and "Healthy Island" or "Blighted Island", get("blight") or 0)
  if get("adversary") then
    local towns = U.island_towns(view)
    add("Adversary: %s level %d (Towns on the island %d of %d)", get("adversary"), get("level"), towns,
        get("town_limit") or 0)
  end
  add("Invaders  ravage: %s | build: %s | explore: %s | deck %d",
      zone_labels(view, "invader.ravage", function(c) return invader_label(view, c) end),
      zone_labels(view, "invader.build", function(c) return invader_label(view, c) end),
      zone_labels(view, "invader.explore", function(c) return invader_label(view, c) end),
      view:zone_size(view:zone_find("invader.deck")))
  local l = view:entity_next(0, "land")
  while l do
    local tags = view:entity_has_tag(l, "coastal") and " (coastal)" or ""
    add("  %-3s %-8s%-10s %s", view:entity_get(l, "region.name"),
        D.cap(view:entity_get(l, "region.terrain")), tags, view_summary(view, l))
    l = view:entity_next(l, "land")
  end
  local s = view:entity_next(0, "si.spirit")
  while s do
    local p = view:entity_get(s, "player")
    local def = content("spirit", view:entity_get(s, "spirit"))
    add("Spirit %d %s: energy %d, plays %d, tracks %d/%d", p, def.name, view:entity_get(s, "energy") or 0,
        view:entity_get(s, "plays") or 0, view:entity_get(s, "etrack") or 0, view:entity_get(s, "ctrack") or 0)
    local function cards(z)
      return zone_labels(view, z .. "." .. p, function(c)
        local d = content("power", view:entity_get(c, "name"))
        return d.name .. "(" .. d.cost .. (d.speed == "fast" and "F" or "S") .. ")"
      end)
    end
    add("   hand: %s", cards("hand"))
    add("   play: %s   discard: %s", cards("play"), cards("discard"))
    s = view:entity_next(s, "si.spirit")
  end
  local n = get("logn") or 0
  for i = max(1, n - D.LOG + 1), n do
    local line = get("log." .. (i % D.LOG))
    if line then add("> %s", line) end
  end
  return concat(lines, "\n")
end

rules {
  start = "setup",
  render = function(view) return D.render(view) end,
  -- The Invader Deck is face down but its Stages show on the backs: a
  -- search's determinization deals the lands again among the cards of one
  -- Stage, each card keeping its place (tab_pool_set_faces).
  pools = { invader = { faces = {"t1", "t2", "esc"}, back = "stage" } },
  -- The fields content may give each kind: a misspelt one is an error.
  fields = {
    adversary = {"difficulty", "invader_remove", "levels", "name", "setup"},
    blight = {"blighted", "flip", "invader_phase", "name", "spirit_phase", "text"},
    board = {"edges", "lands", "name", "thematic"},
    event = {"adversary", "aided", "by", "cost", "dahan", "name", "primary", "resolve", "split",
             "token"},
    fear = {"levels", "name"},
    power = {"aim", "cost", "effect", "elements", "from", "kind", "name", "range", "speed",
             "spirit", "target", "text", "where"},
    spirit = {"energy", "growth", "innates", "name", "plays", "setup", "start_energy"},
  },
}
