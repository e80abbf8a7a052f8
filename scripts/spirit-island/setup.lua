-- setup.lua: building the island and everything around it (core game setup
-- with the expansion's changes): boards joined into a region map, their
-- setup pieces, the expansion's starting Beasts and Disease, the Fear Deck,
-- the Blight Card, the Event Deck, the Invader Deck and the power decks.

-- Globals and library functions as locals, read once at load: content
-- reads a global through the frozen environment, a metamethod call each
-- time, and these are read on every decision.
local ipairs, content, tostring, next = ipairs, content, tostring, next
local D = require "core"
local I = require "invaders"
local options = require "std/options"

local U = {}

-- How boards join (designed): board k's lands 6, 7 and 8 touch board k+1's
-- 8, 7 and 8 (board k+1's land 7 touches k's 7; its 8 touches k's 6 and 8).
U.JOINS = {{6, 8}, {7, 7}, {8, 8}}

-- The boards each player count plays on, in order (designed: one per
-- player).
U.BOARDS = {"A", "B", "C", "D"}

-- The thematic map (option map=thematic): the boards' other sides, one
-- island of four quarters; a game uses the first boards of the list, one
-- per player. Designed: the quarters, their lands and how they touch
-- ({board, land, board, land}: a 2 x 2 island, NW and NE in the north).
U.THEMATIC = {"NE", "NW", "W", "E"}
U.THEMATIC_JOINS = {
  {"NE", 6, "NW", 6}, {"NE", 7, "NW", 7},
  {"NW", 8, "W", 8}, {"NW", 5, "W", 6},
  {"W", 7, "E", 7}, {"W", 8, "E", 6},
  {"E", 8, "NE", 8}, {"E", 5, "NE", 5},
}

-- The lands that touch across boards, as {board, land, board, land} with
-- boards numbered in the game's order: thematic boards as the thematic
-- map joins them, other boards each to the next along U.JOINS.
function U.joins(board_ids)
  local out, at = {}, {}
  for b, id in ipairs(board_ids) do at[id] = b end
  local thematic = #board_ids > 0
  for _, id in ipairs(board_ids) do
    local def = content("board", id)
    if not (def and def.thematic) then thematic = false end
  end
  if thematic then
    for _, j in ipairs(U.THEMATIC_JOINS) do
      if at[j[1]] and at[j[3]] then out[#out + 1] = {at[j[1]], j[2], at[j[3]], j[4]} end
    end
  else
    for b = 2, #board_ids do
      for _, j in ipairs(U.JOINS) do out[#out + 1] = {b - 1, j[1], b, j[2]} end
    end
  end
  return out
end

-- The boards of a game for n players: the option boards=, else the
-- thematic map's first n (map=thematic), else U.BOARDS's.
function U.board_ids(g, n)
  local boards = options.list(g, "boards")
  local map = g:option("map")
  if map and map ~= "thematic" and map ~= "standard" then error("option map: standard or thematic", 0) end
  local default = map == "thematic" and U.THEMATIC or U.BOARDS
  for b = 1, n do boards[b] = boards[b] or default[b] end
  for b = n + 1, #boards do boards[b] = nil end
  return boards
end


local NO_ICONS = {} -- a land without setup icons (read only)

-- Builds the region map: the ocean and lands 1-8 of each board; the
-- pieces printed by each land's setup icons; Coastal and Inland tags.
function U.build_island(g, board_ids, opts)
  opts = opts or {}
  local map = g:region_map_new()
  D.set(g, "map", map)
  D.set(g, "boards", #board_ids)
  local lands = {}
  local game = D.game(g)
  for b, id in ipairs(board_ids) do
    local def = content("board", id)
    if not def then error("no board '" .. tostring(id) .. "'", 0) end
    lands[b] = {}
    lands[b][0] = g:region_add(map, {name = id .. "0", kind = "ocean", terrain = "ocean", board = b})
    for n = 1, 8 do
      local l = g:region_add(map, {name = id .. n, kind = "land", terrain = def.lands[n].terrain,
                                   board = b, number = n})
      -- D.lands finds the lands by their ids: made in this order, after
      -- the map and each board's ocean.
      if l ~= map + 9 * (b - 1) + n + 1 then error("land " .. id .. n .. " is not entity map + 9(b-1) + n + 1", 0) end
      lands[b][n] = l
      local z = g:zone_new("land." .. id .. n, nil, "all")
      g:entity_set(l, "zone", z)
      g:entity_set(game, "zoneland." .. z, l)
      g:entity_set(l, "blight", 0)
      g:entity_set(l, "beasts", 0)
      g:entity_set(l, "wilds", 0)
      g:entity_set(l, "disease", 0)
      g:entity_set(l, "defend", 0)
    end
    for _, e in ipairs(def.edges) do g:region_connect(lands[b][e[1]], lands[b][e[2]]) end
  end
  for _, j in ipairs(U.joins(board_ids)) do g:region_connect(lands[j[1]][j[2]], lands[j[3]][j[4]]) end
  g:region_mark_coastal(map, "ocean")
  if opts.empty then return lands end
  for b, id in ipairs(board_ids) do
    local def = content("board", id)
    for n = 1, 8 do
      local l = lands[b][n]
      local icons = def.lands[n].setup or NO_ICONS
      for _ = 1, icons.explorer or 0 do D.new_piece(g, l, "explorer") end
      for _ = 1, icons.town or 0 do D.new_piece(g, l, "town") end
      for _ = 1, icons.city or 0 do D.new_piece(g, l, "city") end
      D.add_dahan(g, l, icons.dahan or 0)
      -- Setup Blight comes from the box, not the Blight Card (set, as
      -- D.change would on the land's 0 above).
      g:entity_set(l, "blight", icons.blight or 0)
    end
    -- "put one Beasts and one Disease on each Island board. The Beasts goes
    -- in the lowest-numbered land with no printed Setup icons; the Disease
    -- goes in land #2 (with the City)."
    if not opts.no_tokens then
      for n = 1, 8 do
        local icons = def.lands[n].setup or NO_ICONS
        if next(icons) == nil then
          D.change(g, lands[b][n], "beasts", 1)
          break
        end
      end
      D.change(g, lands[b][2], "disease", 1)
    end
  end
  return lands
end

-- A deck of the Power Cards of a kind ("minor", "major"): one si.card per
-- definition of defs (content("power"), read once by the caller for both
-- decks: each content(kind) copies the whole list) of that kind, shuffled.
function U.new_deck(g, name, defs, kind, refill)
  local draw = g:zone_new(name .. ".deck", nil, "nobody")
  local discard = g:zone_new(name .. ".discard", nil, "all")
  local deck = g:deck_new(draw, discard, refill or "reshuffle")
  g:deck_set_stream(deck, "decks")
  for i = 1, #defs do
    local def = defs[i]
    if def.kind == kind then
      local c = g:entity_new("si.card")
      g:entity_set(c, "name", def.id)
      g:deck_put(deck, c)
    end
  end
  g:deck_shuffle(deck)
  D.set(g, "deck." .. name, deck)
  return deck
end

-- The Fear Deck: n1 + n2 + n3 cards drawn at random from the Fear Cards,
-- with the Terror Level dividers after n1 and n1 + n2.
function U.fear_deck(g, counts)
  -- The Fear Cards out of sight are one pool: an Earned one lies face down
  -- until the Fear phase, and which are in the deck or left in the box
  -- nobody knows.
  local all = g:zone_new("fear.box", nil, "nobody", "fear")
  for _, def in ipairs(content("fear")) do
    local c = g:entity_new("si.card")
    g:entity_set(c, "name", def.id)
    g:zone_insert(all, c)
  end
  g:zone_shuffle(all)
  local deck = g:zone_new("fear.deck", nil, "nobody", "fear")
  g:zone_new("fear.earned", nil, "nobody", "fear")
  g:zone_new("fear.discard", nil, "all")
  local total = counts[1] + counts[2] + counts[3]
  for i = 1, total do
    local c = g:zone_at(all, 1)
    if not c then error("only " .. (i - 1) .. " Fear Cards for a deck of " .. total, 0) end
    g:zone_insert(deck, c)
  end
  D.set(g, "fear.n1", counts[1])
  D.set(g, "fear.n2", counts[2])
  D.set(g, "fear.n3", counts[3])
  D.set(g, "fear.total", total)
  D.set(g, "fear.pool", D.FEAR_PER_PLAYER * g:players())
  D.set(g, "fear.generated", 0)
  D.set(g, "terror", 1)
end

-- The Blight Card: one at random (or the one named), Healthy Island side
-- up with 2 Blight per player (as the rulebook prints it) plus 1: the
-- publisher's erratum for the Healthy Island side at setup.
function U.blight_card(g, id)
  local defs = content("blight")
  local def
  if id then
    def = content("blight", id)
    if not def then error("no blight card '" .. id .. "'", 0) end
  else
    def = defs[g:rng_below(#defs) + 1]
  end
  local c = g:entity_new("si.card")
  g:entity_set(c, "name", def.id)
  D.set(g, "blightcard", c)
  D.set(g, "healthy", true)
  D.set(g, "blight", 2 * g:players() + 1)
  g:tally("blightcard." .. def.id)
end

-- The Invader Deck and the Invader Board's spaces.
function U.invader_deck(g, remove)
  g:zone_new("invader.deck", nil, "nobody", "invader") -- stages show on the backs (rules{ pools })
  for _, z in ipairs{"explore", "build", "ravage", "discard"} do g:zone_new("invader." .. z, nil, "all") end
  I.new_deck(g, remove)
end

-- The Towns on the island, counted land by land (a view or the game: the
-- render and the bot's France policy both ask it).
function U.island_towns(view)
  local towns = 0
  local l = view:entity_next(0, "land")
  while l do
    for _, e in ipairs(view:zone_list(view:entity_get(l, "zone"))) do
      if view:entity_get(e, "type") == "town" then towns = towns + 1 end
    end
    l = view:entity_next(l, "land")
  end
  return towns
end

return U
