-- Helpers the Tidal Blades 2 rule tests share (loaded with dofile; as a test
-- file of its own it only checks that it loads). Tests drive a game through
-- its decisions and set positions up with the kernel calls a host has.
local H = {}

H.FIXTURES = ROOT .. "/test/fixtures"

-- Hero die faces (scripts/tidal-blades/core.lua): hit, hit, hit+Tide, two
-- Focus, one Focus, Tide. Purple Danger die: miss, blank, blank, hit, hit,
-- Tide. Yellow: blank, hit, hit, hit+Tide, two hits, Tide.
H.HIT, H.HIT_TIDE, H.FOCUS2, H.FOCUS1, H.TIDE = 1, 3, 4, 5, 6
H.MISS, H.BLANK, H.DHIT, H.DTIDE = 1, 2, 4, 6

-- A game of scenario (a fixture by default) with the heroes listed, one per
-- player unless opts.players says otherwise, run to its first decision.
function H.game(scenario, heroes, opts)
  opts = opts or {}
  local options = {heroes = table.concat(heroes, ",")}
  for k, v in pairs(opts.options or {}) do options[k] = v end
  local g = new_game("tidal-blades/" .. scenario, opts.players or #heroes,
                     {seed = opts.seed or 1, options = options, roots = {H.FIXTURES}})
  g:run()
  return g
end

-- Ends the pause of the fixture scenarios (the position is set up).
function H.begin(g)
  eq(H.kind(g), "test.ready", "the pause before round 1")
  g:answer(1)
  return g:run()
end

function H.decision(g)
  ok(g:run() == "decision", "the game waits for a decision")
  return g:decision()
end

-- The index of the option labelled label (exactly, or the only one
-- starting with it).
H.find = option_index

-- Answers the pending decision by label (testing.lua's answer).
H.answer = answer

-- Answers each of labels in turn.
function H.answers(g, labels)
  for _, label in ipairs(labels) do H.answer(g, label) end
  return g:run()
end

H.has = has_option

function H.kind(g) return H.decision(g).kind end

-- ---- Reading and setting the position ---------------------------------------------

function H.hero(g, id)
  local h = g:entity_next(0, "tb.hero")
  while h do
    if g:entity_get(h, "name") == id then return h end
    h = g:entity_next(h, "tb.hero")
  end
  error("no hero " .. id, 2)
end

function H.group(g, id)
  local e = g:entity_next(0, "tb.group")
  while e do
    if g:entity_get(e, "name") == id then return e end
    e = g:entity_next(e, "tb.group")
  end
  error("no enemy group " .. id, 2)
end

-- The figures of enemy id, by health-tracker number.
function H.enemies(g, id)
  local list = {}
  local e = g:entity_next(0, "tb.enemy")
  while e do
    if g:entity_get(e, "name") == id then list[g:entity_get(e, "num")] = e end
    e = g:entity_next(e, "tb.enemy")
  end
  return list
end

-- The game record (tb.game), found as the game finds it: std/singleton.
-- H.record.entity(g), H.record.get(g, key), H.record.set(g, key, v).
H.record = require("std/singleton").of("tb.game")

function H.map(g) return H.record.get(g, "map") end

local COLS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
function H.hex(g, name)
  local c, r = name:match("^(%u)(%d+)$")
  return g:hex_from_offset(COLS:find(c, 1, true) - 1, tonumber(r) - 1, "odd_r")
end
function H.name(g, h)
  local c, r = g:hex_to_offset(h, "odd_r")
  return COLS:sub(c + 1, c + 1) .. (r + 1)
end
function H.where(g, e)
  local q = g:entity_get(e, "q")
  if not q then return nil end
  return H.name(g, {q = q, r = g:entity_get(e, "r")})
end

-- Moves a figure to the hex named, as a test sets a position up.
function H.put(g, e, name)
  local map = H.map(g)
  local _, side = g:hex_figure_cells(map, e)
  if side then g:hex_remove(map, e) end
  local h = H.hex(g, name)
  g:hex_place(map, e, h, side or (g:entity_kind(e) == "tb.hero" and 0 or 1))
  g:entity_set(e, "q", h.q)
  g:entity_set(e, "r", h.r)
end

-- Takes an enemy figure off the map (not defeated: no reward).
function H.remove(g, e)
  g:hex_remove(H.map(g), e)
  g:entity_set(e, "q", nil)
  g:entity_set(e, "r", nil)
  g:entity_set(e, "on", false)
  local grp = g:entity_get(e, "group")
  g:entity_set(grp, "alive", g:entity_get(grp, "alive") - 1)
end

-- Keeps only the figures listed of each enemy; others leave the map, and a
-- group with none leaves the Initiative track.
function H.keep(g, keep)
  local track = H.record.get(g, "init")
  local grp = g:entity_next(0, "tb.group")
  while grp do
    local id = g:entity_get(grp, "name")
    local wanted = keep[id] or {}
    local set = {}
    for _, n in ipairs(wanted) do set[n] = true end
    for n, e in pairs(H.enemies(g, id)) do
      if not set[n] and g:entity_get(e, "on") then H.remove(g, e) end
    end
    if #wanted == 0 then
      for _, t in ipairs(g:initiative_order(track)) do
        if t == grp then g:initiative_remove(track, grp) end
      end
    end
    grp = g:entity_next(grp, "tb.group")
  end
end

function H.health(g, e) return g:track_value(g:entity_get(e, "health")) end
function H.set_health(g, e, n) g:track_set(g:entity_get(e, "health"), n) end

function H.card_name(g, c)
  return g:entity_get(c, "name")
end

-- The card entity of hero h named id ("dust/surge-strike"), wherever it is.
function H.card(g, h, id)
  local c = g:entity_next(0, "tb.card")
  while c do
    if g:entity_get(c, "owner") == h and g:entity_get(c, "name") == id then return c end
    c = g:entity_next(c, "tb.card")
  end
  error("hero has no card " .. id, 2)
end

-- Makes h's hand exactly the cards listed (the rest go back to the deck).
function H.hand(g, h, ids)
  local hand = g:zone_find("hand." .. h)
  local draw = g:zone_find("draw." .. h)
  for _, c in ipairs(g:zone_list(hand)) do g:zone_insert(draw, c) end
  for _, id in ipairs(ids) do g:zone_insert(hand, H.card(g, h, id)) end
end

-- Puts a card into slot i of h's grid (nil: empties it).
function H.grid(g, h, i, id)
  local old = g:entity_get(h, "slot." .. i)
  if old then g:zone_insert(g:zone_find("draw." .. h), old) end
  if id then
    local c = H.card(g, h, id)
    g:zone_insert(g:zone_find("grid." .. h), c)
    g:entity_set(h, "slot." .. i, c)
  else
    g:entity_set(h, "slot." .. i, nil)
  end
end

-- Puts enemy card index (1..6 of the guide's list) on top of its deck.
function H.top(g, id, index)
  local grp = H.group(g, id)
  local draw = g:zone_find("edraw." .. grp)
  for _, c in ipairs(g:zone_list(draw)) do
    if g:entity_get(c, "index") == index then
      g:zone_insert(draw, c, 1)
      return c
    end
  end
  error("card " .. index .. " of " .. id .. " is not in the deck", 2)
end

-- The tokens on the Initiative track as levels: {{"Axl", "Mudcrabs"}, ...}.
function H.track(g)
  local track = H.record.get(g, "init")
  local levels = {{}, {}, {}, {}, {}}
  for _, t in ipairs(g:initiative_order(track)) do
    local lv = g:initiative_where_is(track, t)
    levels[lv][#levels[lv] + 1] = g:entity_get(t, "label")
  end
  return levels
end

function H.track_text(g)
  local parts = {}
  for i, lv in ipairs(H.track(g)) do parts[i] = i .. ":" .. table.concat(lv, ",") end
  return table.concat(parts, " ")
end

-- Sets the track as levels of tokens (entities), left to right.
function H.set_track(g, levels)
  local track = H.record.get(g, "init")
  for _, t in ipairs(g:initiative_order(track)) do g:initiative_remove(track, t) end
  for lv, tokens in ipairs(levels) do
    for _, t in ipairs(tokens) do g:initiative_place(track, t, lv, "right") end
  end
end

-- Answers the Initiative card selection: picks lists card names (one per
-- hero asked; each names a card in that hero's hand).
function H.select(g, picks)
  if H.kind(g) == "test.ready" then H.begin(g) end
  while g:run() == "decision" and g:decision().kind == "tb.card" do
    local players = g:decision().players
    for _, p in ipairs(players) do
      -- The options shown are those of the first player still to answer.
      local d = g:decision()
      local idx
      for _, name in ipairs(picks) do
        for i, o in ipairs(d.options) do
          if o:sub(1, #name) == name then idx = i end
        end
      end
      if not idx then error("no pick among: " .. table.concat(d.options, " | "), 2) end
      g:answer_as(p, idx)
    end
  end
  return g:run()
end

-- A hero's turn doing nothing: the card on the first open space, the row,
-- no activation.
function H.pass(g)
  eq(H.kind(g), "tb.place", "a hero's turn")
  g:answer(1)
  H.answer(g, "Row")
  return H.answer(g, "End the turn")
end

-- The next rolls: hero dice ("hero") or the Danger die ("danger").
function H.dice(g, faces, stream) g:dice_force(faces, stream or "hero") end

function H.log(g)
  local m = H.record.entity(g)
  local n = g:entity_get(m, "logn") or 0
  local lines = {}
  for k = math.max(1, n - 9), n do lines[#lines + 1] = g:entity_get(m, "log." .. (k % 10)) end
  return table.concat(lines, "\n")
end

if test then test("the helpers load", function() ok(H.game, "game") end) end
return H
