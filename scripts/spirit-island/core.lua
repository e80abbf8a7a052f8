-- core.lua: Spirit Island state as the kernel holds it, and the reads and
-- writes every rule needs: the game, the island's lands, the pieces in
-- them, presence, tokens, the log, decisions and the end of the game. The
-- rules keep no state here: every function takes the game g and reads or
-- writes kernel state through it.
--
-- Entities (kind: properties):
--   si.game    map (region map), players, boards, turn, phase, fear.pool,
--              fear.generated, fear.total (cards in the fear deck at setup),
--              fear.n1/n2/n3 (cards per Terror Level), terror, blight
--              (Blight on the Blight Card), healthy, blightcard (entity),
--              adversary, level, over, result, log.<i>, logn, mod.* (effects
--              that last until the end of the turn)
--   land       (a region of kind "land"; the ocean is kind "ocean") region.*
--              from the region map, zone (its pieces), blight, beasts,
--              wilds, disease, presence.<p>, defend, mod.* (until end of turn)
--   si.piece   type (explorer|town|city|dahan), dmg, strife; in its land's zone
--   si.spirit  player, spirit (id), energy, plays, etrack, ctrack (presence
--              taken from each track), destroyed (presence destroyed),
--              played (cards played this turn), used.<innate>, growth.<i>
--   si.card    name (the content id of a power/fear/event/blight/invader card)
-- Zones: land.<name> (pieces, per land), hand.<p>, play.<p>, discard.<p>,
-- gained.<p> (cards drawn to choose from), minor.deck/minor.discard,
-- major.deck/major.discard, forgotten, invader.deck/explore/build/ravage/
-- discard, fear.deck/fear.earned/fear.discard, event.deck/event.discard,
-- blight.unused.

-- Globals and library functions as locals, read once at load: content
-- reads a global through the frozen environment, a metamethod call each
-- time, and these are read on every decision.
local ipairs, content, tostring, type = ipairs, content, tostring, type
local min, format = math.min, string.format
local D = {}

-- The game's own kinds of content, defined like card{} and power{}.
for _, kind in ipairs{"fear", "blight", "adversary"} do
  _ENV[kind] = function(t) return define(kind, t) end
end

D.INVADERS = {
  explorer = {health = 1, damage = 1, name = "Explorer", short = "E", value = 1},
  town = {health = 2, damage = 2, fear = 1, name = "Town", short = "T", value = 3},
  city = {health = 3, damage = 3, fear = 2, name = "City", short = "C", value = 5},
}
D.INVADER_TYPES = {"explorer", "town", "city"}
D.DAHAN = {health = 2, damage = 2, name = "Dahan", short = "D"}
D.ELEMENTS = {"sun", "moon", "fire", "air", "water", "earth", "plant", "animal"}
D.TOKENS = {"beasts", "wilds", "disease"}
D.TERRAINS = {"jungle", "mountain", "sands", "wetland"}
D.FEAR_PER_PLAYER = 4 -- the Fear Pool holds 4 Fear per player (core game)

-- Effects that last until the end of the turn, on the game and on lands;
-- Time Passes resets each of them (Events: "Effects which don't change
-- pieces on the board last only until the end of the current turn").
D.TURN_GAME_MODS = {"mod.explore_distance", "mod.fearful_mobs", "mod.no_ravage_beasts",
  "mod.defend_per_dahan", "mod.health.explorer", "mod.health.town", "mod.health.city",
  "mod.health.dahan", "mod.health_per_strife", "mod.defend_all", "mod.skip_build",
  "mod.skip_explore", "mod.skip_ravage", "mod.damage.explorer", "mod.damage.town",
  "mod.damage.city", "mod.no_blight_ravage", "mod.dahan_no_fight", "mod.skip_normal_ravage",
  "mod.skip_normal_build", "mod.skip_normal_explore"}
D.TURN_LAND_MODS = {"defend", "mod.skip_ravage", "mod.skip_build", "mod.skip_explore", "mod.skip_normal_ravage",
  "mod.skip_normal_build", "mod.skip_normal_explore",
  "mod.isolate", "mod.dahan_damage", "mod.no_blight", "mod.health_per_strife"}

local function cap(s) return (s:gsub("^%l", string.upper)) end
D.cap = cap

-- ---- The game --------------------------------------------------------------

-- The game record (si.game), found the one way every game finds its own
-- (std/singleton): the rules, the bot, the render and evaluate all read it
-- through D.GAME.
D.GAME = require("std/singleton").of("si.game")
D.game, D.get, D.set = D.GAME.entity, D.GAME.get, D.GAME.set
function D.add(g, key, n)
  local v = (D.get(g, key) or 0) + n
  D.set(g, key, v)
  return v
end
function D.map(g) return D.get(g, "map") end
function D.players(g) return g:players() end

-- The log: the last LOG lines, for people playing in the terminal.
local LOG = 10
D.LOG = LOG
-- (The game entity is found once: the rules log a line for most things
-- they do.)
-- D.line(g, text) logs text as it is: the rules' most frequent lines are
-- joined with .. where they are made (string.format in the sandbox costs
-- about ten times as much; their numbers are integers, which .. writes as
-- %d does).
local LOG_KEY = {} -- "log.<i>" by i, made at load (.. would format i each time)
for i = 0, LOG - 1 do LOG_KEY[i] = "log." .. i end

function D.line(g, line)
  local game = D.game(g)
  local n = (g:entity_get(game, "logn") or 0) + 1
  g:entity_set(game, "logn", n)
  if #line > 250 then line = line:sub(1, 247) .. "..." end -- an atom holds 255 bytes
  g:entity_set(game, LOG_KEY[n % LOG], line)
end

function D.log(g, fmt, ...) D.line(g, format(fmt, ...)) end

-- ---- The end of the game -----------------------------------------------------
-- The game ends at once when a condition is met, even in the middle of an
-- action: g:finish ends the step where it stands (the rest of the step
-- and the steps on the agenda never run), so no rule runs on after the
-- game is over and none needs to ask whether it is. (The rules call it
-- nowhere it could not end the step: in no sort comparator, metamethod or
-- subscriber of kernel events.)

function D.finish(g, won, reason)
  -- over and result stay in the game record as before (saves and state
  -- hashes hold them); nothing reads them to stop.
  D.set(g, "over", true)
  D.set(g, "result", reason)
  local winners = {}
  if won then for p = 0, g:players() - 1 do winners[#winners + 1] = p end end
  g:metric("turn", D.get(g, "turn") or 0)
  -- The game's length for playtest reports, also in the drill, where no
  -- turn may have been played.
  g:metric("turns", D.get(g, "turn") or 0)
  g:metric("terror", D.get(g, "terror") or 1)
  g:metric("won", won and 1 or 0)
  g:metric("blight_on_island", D.total(g, "blight"))
  g:metric("fear_cards_earned", (D.get(g, "fear.total") or 0) - g:zone_size(g:zone_find("fear.deck")))
  g:tally((won and "win." or "loss.") .. reason)
  g:tally((won and "win.terror" or "loss.terror") .. (D.get(g, "terror") or 1))
  D.log(g, "%s: %s", won and "VICTORY" or "DEFEAT", reason)
  local score = won and 1 or 0
  local scores = {}
  for p = 0, g:players() - 1 do scores[p] = score end
  g:finish{winners = winners, reason = reason, scores = scores}
end

-- ---- Decisions ---------------------------------------------------------------

-- D.choose(g, p, prompt, kind, options [, force]): what player p picks, as
-- g:choose answers it: the option's value when the options are {label =,
-- value =} (the rules' own decisions: the rules and the bot read what an
-- option means from its value, never from its label), else its number (a
-- card's decision of labels only). A single option is taken without
-- asking unless force.
function D.choose(g, p, prompt, kind, options, force)
  if #options == 0 then error("choose: no options for '" .. prompt .. "'", 2) end
  if #options == 1 and not force then
    local only = options[1]
    if type(only) == "table" then return only.value end
    return 1
  end
  return g:choose{player = p, prompt = prompt, kind = kind, options = options}
end

-- Who decides for the island in a land: the player whose board it is
-- (each player has a board), else player 0.
function D.decider(g, land)
  local b = land and g:entity_get(land, "region.board") or 1
  local p = (b or 1) - 1
  if p >= g:players() then p = 0 end
  return p
end

-- ---- Lands ---------------------------------------------------------------------

local LAND = {kind = "land"} -- the filter D.within passes (read only)

-- The island's lands in region order. U.build_island makes the map and
-- then, board by board, the board's ocean and its lands 1-8, each region
-- an entity, and entity ids are given in order and never reused: board
-- b's land n is entity map + 9 (b - 1) + n + 1 (build_island checks it as
-- it makes them). The rules ask for the lands on most decisions, and
-- this reads two properties where region_select reads and matches every
-- region (~12K machine instructions on one board).
function D.lands(g)
  local game = D.game(g)
  local map = g:entity_get(game, "map")
  -- Made with room for one board's lands: a table filled one entry at a
  -- time from empty grows at 1, 2, 4 and 8 entries, each time a rehash.
  local out = {0, 0, 0, 0, 0, 0, 0, 0}
  local i = 0
  for b = 1, g:entity_get(game, "boards") or 0 do
    for n = 1, 8 do
      i = i + 1
      out[i] = map + 9 * (b - 1) + n + 1
    end
  end
  for k = i + 1, 8 do out[k] = nil end -- no board yet
  return out
end

function D.is_land(g, r) return g:entity_kind(r) == "land" end
function D.name(g, land) return g:entity_get(land, "region.name") end
function D.terrain(g, land) return g:entity_get(land, "region.terrain") end
function D.board(g, land) return g:entity_get(land, "region.board") end
function D.number(g, land) return g:entity_get(land, "region.number") end
function D.coastal(g, land) return g:entity_has_tag(land, "coastal") end
function D.find(g, name) return g:region_find(D.map(g), name) end
function D.boards(g) return D.get(g, "boards") end

-- The highest-numbered land of terrain on board b (spirits' setup).
function D.highest(g, b, terrain)
  local best
  for _, l in ipairs(D.lands(g)) do
    if D.board(g, l) == b and D.terrain(g, l) == terrain then best = l end
  end
  return best
end

-- Adjacent lands (never the ocean), in id order.
function D.adjacent(g, land)
  local out = {}
  for _, r in ipairs(g:region_neighbors(land)) do
    if g:entity_kind(r) == "land" then out[#out + 1] = r end
  end
  return out
end

-- Lands within range of the lands in from (range counts land to land; the
-- ocean is not a land and a path never crosses it).
function D.within(g, from, range, pred)
  if #from == 0 then return {} end
  local match = pred and {kind = "land", pred = pred} or LAND
  return g:region_within(from, range, match, LAND)
end

-- Terrain names as labels show them ("Jungle"), made once at load: a
-- label is made for every land option of every decision.
local TERRAIN_LABEL = {}
for _, t in ipairs(D.TERRAINS) do TERRAIN_LABEL[t] = cap(t) end

function D.label(g, land)
  local t = g:entity_get(land, "region.terrain")
  return g:entity_get(land, "region.name") .. " " .. (TERRAIN_LABEL[t] or cap(t))
end

-- Counted things on a land: blight, tokens, presence.<p>.
function D.count(g, land, key) return g:entity_get(land, key) or 0 end
function D.change(g, land, key, n)
  local v = D.count(g, land, key) + n
  if v < 0 then v = 0 end
  g:entity_set(land, key, v)
  return v
end
function D.total(g, key)
  local n = 0
  for _, l in ipairs(D.lands(g)) do n = n + D.count(g, l, key) end
  return n
end

-- ---- Pieces --------------------------------------------------------------------

function D.zone(g, land) return g:entity_get(land, "zone") end
function D.pieces(g, land) return g:zone_list(D.zone(g, land)) end
function D.type(g, piece) return g:entity_get(piece, "type") end
function D.land_of(g, piece)
  local z = g:zone_of(piece)
  return z and g:entity_get(D.game(g), "zoneland." .. z)
end

function D.is_invader(g, piece) return D.INVADERS[D.type(g, piece)] ~= nil end

-- The set of piece types asked for ("invader" for any Invader); the sets
-- of one type are built once, at load (most queries ask for one).
-- (One type is told from several by the second argument: select is a
-- call.)
local ONE = {}
local function wanted(first, second, ...)
  if second == nil and ONE[first] then return ONE[first] end
  local want = {}
  for _, t in ipairs{first, second, ...} do
    if t == "invader" then
      for _, i in ipairs(D.INVADER_TYPES) do want[i] = true end
    else
      want[t] = true
    end
  end
  return want
end

for _, t in ipairs{"invader", "explorer", "town", "city", "dahan"} do ONE[t] = wanted(t) end

local INVADER, BUILDING = ONE.invader, wanted("town", "city")

-- The counting below is what most rules ask of the island (whether a land
-- has Invaders, how many Dahan, whether any City is left): 10-15% of a
-- game's Lua. It reads the zone and each piece's type straight from the
-- kernel, without the helpers above, and stops at the first piece when
-- only "any?" is asked.

-- (The loops count through the list rather than call ipairs for each
-- piece.)

-- The pieces of land of the types given. They are kept in the zone's own
-- list, a new table made to its size, in place: a list filled one entry
-- at a time from empty is rehashed as it grows.
function D.pieces_of(g, land, ...)
  local want = wanted(...)
  local list = g:zone_list(g:entity_get(land, "zone"))
  local size, n = #list, 0
  for i = 1, size do
    local e = list[i]
    if want[g:entity_get(e, "type")] then
      n = n + 1
      list[n] = e
    end
  end
  for i = n + 1, size do list[i] = nil end
  return list
end

-- How many pieces of land have a type in the set want.
local function count_of(g, land, want)
  local list = g:zone_list(g:entity_get(land, "zone"))
  local n = 0
  for i = 1, #list do
    if want[g:entity_get(list[i], "type")] then n = n + 1 end
  end
  return n
end

-- Whether any piece of land has a type in the set want.
local function any_of(g, land, want)
  local list = g:zone_list(g:entity_get(land, "zone"))
  for i = 1, #list do
    if want[g:entity_get(list[i], "type")] then return true end
  end
  return false
end

-- How many pieces of land are of the types given (counted, not listed).
function D.n(g, land, ...) return count_of(g, land, wanted(...)) end

-- Whether land has any piece of the types given.
function D.any(g, land, ...) return any_of(g, land, wanted(...)) end

function D.invaders(g, land) return D.pieces_of(g, land, "invader") end
function D.has_invaders(g, land) return any_of(g, land, INVADER) end
function D.buildings(g, land) return count_of(g, land, BUILDING) end
function D.has_buildings(g, land) return any_of(g, land, BUILDING) end

function D.island_count(g, ...)
  local want, n = wanted(...), 0
  for _, l in ipairs(D.lands(g)) do n = n + count_of(g, l, want) end
  return n
end

-- Whether any land has a piece of the types given (the victory checks ask
-- after every piece destroyed).
function D.island_any(g, ...)
  local want = wanted(...)
  for _, l in ipairs(D.lands(g)) do
    if any_of(g, l, want) then return true end
  end
  return false
end

-- Adds a piece of type to land (no checks: Build and Explore decide
-- whether it comes; France's town limit is checked by D.add_town).
function D.new_piece(g, land, type, strife)
  local e = g:entity_new("si.piece")
  g:entity_set(e, "type", type)
  g:entity_set(e, "dmg", 0)
  g:entity_set(e, "strife", strife or 0)
  g:zone_insert(D.zone(g, land), e)
  return e
end

-- Adding Invaders goes through here: France's Sprawling Plantations ends
-- the game when a Town cannot be placed.
function D.add_invader(g, land, type, strife)
  if type == "town" then
    local limit = D.get(g, "town_limit")
    if limit and D.island_count(g, "town") >= limit then
      D.finish(g, false, "sprawling plantations")
    end
  end
  return D.new_piece(g, land, type, strife)
end

function D.add_dahan(g, land, n)
  for _ = 1, n or 1 do D.new_piece(g, land, "dahan") end
end

-- Health: printed, changed by effects until the end of the turn (never
-- below 1); "-1 Health per Strife" effects count the piece's Strife, game-
-- wide ones ("Invaders have") on the game, land-scoped ones ("Invaders
-- here have") on the land, for the pieces in it.
-- (The keys are made once, at load: Health is read for every piece that
-- takes Damage or is shown with its Damage. A piece without Strife skips
-- the per-Strife effects, which change nothing for it.)
local HEALTH_MOD = {}
for _, t in ipairs{"explorer", "town", "city", "dahan"} do HEALTH_MOD[t] = "mod.health." .. t end

function D.health(g, piece)
  local t = g:entity_get(piece, "type")
  local inv = D.INVADERS[t]
  local h = (inv or D.DAHAN).health + (D.get(g, HEALTH_MOD[t] or "mod.health." .. t) or 0)
  if inv then
    local strife = g:entity_get(piece, "strife") or 0
    if strife ~= 0 then
      local per = D.get(g, "mod.health_per_strife") or 0
      local land = D.land_of(g, piece)
      if land then per = per + (g:entity_get(land, "mod.health_per_strife") or 0) end
      h = h - per * strife
    end
  end
  if h < 1 then h = 1 end
  return h
end

function D.left(g, piece) return D.health(g, piece) - (g:entity_get(piece, "dmg") or 0) end

-- Generated Fear: "Destroying a Town generates 1 Fear, a City 2."
-- (D.fear lives in fear.lua; it is set on D there.)

-- Destroys piece (cause: "invaders", "dahan", "power", "event", "fear",
-- "blight"). Returns its type. Strife on it goes back to the supply.
function D.destroy(g, piece, cause)
  local t = D.type(g, piece)
  local land = D.land_of(g, piece)
  g:entity_free(piece)
  local def = D.INVADERS[t]
  if def then
    g:tally("destroyed." .. t)
    if def.fear then D.fear(g, def.fear, land) end
  elseif t == "dahan" then
    g:tally("destroyed.dahan")
  end
  D.trigger(g, "destroyed", t, land, cause)
  D.check_victory(g)
  return t
end

-- Removes piece without destroying it (no Fear).
function D.remove(g, piece)
  g:entity_free(piece)
  D.check_victory(g)
end

-- Replaces piece with a piece of type newtype; an Invader replaced by an
-- Invader keeps its Strife, by anything else loses it. Damage goes too.
function D.replace(g, piece, newtype)
  local land = D.land_of(g, piece)
  local strife = 0
  if D.is_invader(g, piece) and D.INVADERS[newtype] then strife = g:entity_get(piece, "strife") or 0 end
  g:entity_free(piece)
  local e
  if D.INVADERS[newtype] then e = D.add_invader(g, land, newtype, strife)
  else e = D.new_piece(g, land, newtype) end
  D.check_victory(g)
  return e
end

-- Damages one piece by n; destroys it when its Damage reaches its Health.
-- Returns true when destroyed.
function D.damage_piece(g, piece, n, cause)
  local dmg = (g:entity_get(piece, "dmg") or 0) + n
  g:entity_set(piece, "dmg", dmg)
  if dmg >= D.health(g, piece) then
    D.destroy(g, piece, cause)
    return true
  end
  return false
end

-- "If an Invader or Dahan has already taken Damage equal to or greater than
-- their new Health, it is immediately destroyed." After a Health change.
function D.check_health(g)
  for _, l in ipairs(D.lands(g)) do
    for _, e in ipairs(D.pieces(g, l)) do
      if g:entity_exists(e) and (g:entity_get(e, "dmg") or 0) >= D.health(g, e) then
        D.destroy(g, e, "health")
      end
    end
  end
end

function D.move_piece(g, piece, to)
  g:zone_insert(D.zone(g, to), piece)
end

-- A piece as an option: its label a short text of it ("Town", "Town 1/2",
-- "City+S" for Strife), its value what the label shows: {piece =, type =,
-- left = Health left (only when damaged, as the label shows "1/2"),
-- strife = n}.
local function piece_option(g, piece)
  local t = D.type(g, piece)
  local def = D.INVADERS[t] or D.DAHAN
  local s = def.name
  local dmg = g:entity_get(piece, "dmg") or 0
  local left
  if dmg > 0 then
    local health = D.health(g, piece)
    left = health - dmg
    s = s .. " " .. left .. "/" .. health -- (integers: as %d writes them)
  end
  local strife = g:entity_get(piece, "strife") or 0
  if strife > 0 then s = s .. string.rep("+S", strife) end
  return {label = s, value = {piece = piece, type = t, left = left, strife = strife}}
end

function D.piece_label(g, piece) return piece_option(g, piece).label end

-- The options for picking one of the pieces in list: one per label (pieces
-- alike are one choice, whose value names the first of them); suffix(e),
-- when given, adds to each label ("Town from A1 Jungle").
function D.piece_options(g, list, suffix)
  local options, seen = {}, {}
  for _, e in ipairs(list) do
    local o = piece_option(g, e)
    if suffix then o.label = o.label .. suffix(e) end
    if not seen[o.label] then
      seen[o.label] = true
      options[#options + 1] = o
    end
  end
  return options
end

-- A land's contents in short: "2E 1T 1C(1S) 2D blight1 beasts1 P0x1".
-- Every land option of every decision shows one (a tenth of a game's
-- machine instructions): the kernel is read directly, the pieces are
-- counted in locals (no tables), and Strife is read only on Invaders
-- (only Invaders get Strife: Powers, Slave Rebellion and D.replace put it
-- on Invaders alone). Each part's text, with the space before it, comes
-- from a table made at load for counts up to 20, and the parts are joined
-- in one concatenation: a number joined with .. is formatted with
-- snprintf, and each .. makes a string to hash and intern (together about
-- 2K machine instructions a part).
-- players: g:players(), when the caller has it (a list of options asks once).
local PRESENCE_KEY = {} -- "presence.<p>" by player
for p = 0, 3 do PRESENCE_KEY[p] = "presence." .. p end

local function texts(prefix, suffix)
  local t = {}
  for n = 1, 20 do t[n] = prefix .. n .. suffix end
  return t
end
local EXPLORERS, TOWNS, CITIES, DAHAN = texts(" ", "E"), texts(" ", "T"), texts(" ", "C"), texts(" ", "D")
local STRIFE = texts("(", "S)")
local BLIGHT, BEASTS, WILDS, DISEASE = texts(" blight", ""), texts(" beasts", ""), texts(" wilds", ""),
                                       texts(" disease", "") -- "blight" then D.TOKENS

-- The part for count n: from list (made by texts(prefix, suffix)), "" for none.
local function part(list, n, prefix, suffix)
  if n <= 0 then return "" end
  return list[n] or prefix .. n .. suffix
end

-- The summary's parts, each with a space before it or "": Explorers,
-- Towns, Cities (each with its Strife), Dahan, Blight, Beasts, Wilds,
-- Disease, presence. The callers join them in one concatenation (each ..
-- of its own makes a string to intern, about 2K machine instructions).
local function summary_parts(g, land, players)
  local ne, nt, nc, nd = 0, 0, 0, 0 -- Explorers, Towns, Cities, Dahan
  local se, st, sc = 0, 0, 0 -- of them with Strife
  local pieces = g:zone_list(g:entity_get(land, "zone"))
  for i = 1, #pieces do
    local e = pieces[i]
    local t = g:entity_get(e, "type")
    if t == "dahan" then
      nd = nd + 1
    else
      local s = (g:entity_get(e, "strife") or 0) > 0 and 1 or 0
      if t == "explorer" then ne, se = ne + 1, se + s
      elseif t == "town" then nt, st = nt + 1, st + s
      elseif t == "city" then nc, sc = nc + 1, sc + s end
    end
  end
  local presence = ""
  for p = 0, (players or g:players()) - 1 do
    local n = g:entity_get(land, PRESENCE_KEY[p] or "presence." .. p) or 0
    if n > 0 then presence = presence .. " P" .. p .. "x" .. n end
  end
  return (ne > 0 and part(EXPLORERS, ne, " ", "E") .. part(STRIFE, se, "(", "S)") or ""),
         (nt > 0 and part(TOWNS, nt, " ", "T") .. part(STRIFE, st, "(", "S)") or ""),
         (nc > 0 and part(CITIES, nc, " ", "C") .. part(STRIFE, sc, "(", "S)") or ""),
         part(DAHAN, nd, " ", "D"),
         part(BLIGHT, g:entity_get(land, "blight") or 0, " blight", ""),
         part(BEASTS, g:entity_get(land, "beasts") or 0, " beasts", ""),
         part(WILDS, g:entity_get(land, "wilds") or 0, " wilds", ""),
         part(DISEASE, g:entity_get(land, "disease") or 0, " disease", ""),
         presence
end

function D.summary(g, land, players)
  local e, t, c, d, b, be, w, di, pr = summary_parts(g, land, players)
  return (e .. t .. c .. d .. b .. be .. w .. di .. pr):sub(2)
end

-- A land option's label: "A1 Mountain: 2E 1T", or "A1 Mountain" when the
-- land is empty (D.label and D.summary in one concatenation).
function D.land_option(g, land, players)
  local e, t, c, d, b, be, w, di, pr = summary_parts(g, land, players)
  local terrain = g:entity_get(land, "region.terrain")
  local name, shown = g:entity_get(land, "region.name"), TERRAIN_LABEL[terrain] or cap(terrain)
  if e == "" and t == "" and c == "" and d == "" and b == "" and be == "" and w == "" and di == "" and
     pr == "" then
    return name .. " " .. shown
  end
  return name .. " " .. shown .. ":" .. e .. t .. c .. d .. b .. be .. w .. di .. pr
end

-- ---- Presence and spirits ------------------------------------------------------

function D.spirit(g, p)
  local s = g:entity_next(0, "si.spirit")
  while s do
    if g:entity_get(s, "player") == p then return s end
    s = g:entity_next(s, "si.spirit")
  end
  error("no spirit for player " .. tostring(p), 2)
end
function D.sget(g, p, key) return g:entity_get(D.spirit(g, p), key) end
function D.sset(g, p, key, v) g:entity_set(D.spirit(g, p), key, v) end
function D.sadd(g, p, key, n)
  local v = (D.sget(g, p, key) or 0) + n
  D.sset(g, p, key, v)
  return v
end
function D.spirit_def(g, p) return content("spirit", D.sget(g, p, "spirit")) end

function D.presence(g, land, p) return g:entity_get(land, PRESENCE_KEY[p] or "presence." .. p) or 0 end
function D.sacred(g, land, p) return D.presence(g, land, p) >= 2 end

-- Lands where p has presence (or Sacred Sites), in id order.
function D.presence_lands(g, p, sacred)
  local out = {}
  for _, l in ipairs(D.lands(g)) do
    if D.presence(g, l, p) >= (sacred and 2 or 1) then out[#out + 1] = l end
  end
  return out
end

function D.presence_total(g, p)
  local n = 0
  for _, l in ipairs(D.lands(g)) do n = n + D.presence(g, l, p) end
  return n
end

-- Destroys n of p's presence in land: it leaves the game. A spirit with no
-- presence on the island loses the game for everyone.
function D.destroy_presence(g, land, p, n)
  n = min(n or 1, D.presence(g, land, p))
  if n <= 0 then return 0 end
  D.change(g, land, "presence." .. p, -n)
  D.sadd(g, p, "destroyed", n)
  D.log(g, "%s loses %d presence in %s", D.spirit_def(g, p).name, n, D.name(g, land))
  if D.presence_total(g, p) == 0 then D.finish(g, false, "spirit destroyed") end
  return n
end

-- ---- Hooks -----------------------------------------------------------------------
-- Adversaries, blight cards and events subscribe with on("si.<name>", fn);
-- trigger runs them in a defined order.
function D.trigger(g, name, ...) return trigger(g, "si." .. name, ...) end

-- ---- Scenario options ----------------------------------------------------------

-- The options the scenarios take (checked before a game starts; tabula list
-- prints them; rules.lua and drill.lua declare them). rules.lua, setup.lua and the adversaries read them.
local OPTION = {
  spirits = {type = "list", help = "spirit ids, one per player"},
  adversary = {type = "enum", values = {"france", "brandenburg-prussia", "none"}},
  level = {type = "int", min = 0, max = 6, help = "the adversary's (2 with one, else 0)"},
  events = {type = "enum", values = {"on", "off"}, default = "on"},
  blight = {type = "string", help = "a blight card id"},
  map = {type = "enum", values = {"standard", "thematic"}, default = "standard"},
  boards = {type = "list", help = "board ids, one per player"},
  rebellion = {type = "enum", values = {"thematic"}, help = "France's Slave Rebellion"},
  -- The drill's own (drill.lua, fear.lua).
  setup = {type = "enum", values = {"on"}, help = "the printed setup pieces"},
  victory = {type = "enum", values = {"on"}, help = "Terror Level victories end the drill"},
}

-- The options named, from OPTION.
function D.options(names)
  local t = {}
  for _, name in ipairs(names) do t[name] = OPTION[name] end
  return t
end

D.STANDARD_OPTIONS = {"spirits", "adversary", "level", "events", "blight", "map", "boards", "rebellion"}

return D
