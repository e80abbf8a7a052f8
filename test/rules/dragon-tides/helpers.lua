-- Helpers the Dragon Tides rule tests share (loaded with dofile; as a test
-- file of its own it only checks that it loads).
local H = {}

-- Faces of the action die (scripts/dragon-tides/core.lua).
H.FIST, H.SHIELD, H.BOTH, H.BLANK = 1, 3, 5, 6

-- A Dojo match of the characters given (player 0 plays the first), player 0
-- starting, each placed on the space given ("C3"); returns the game, run to
-- player 0's first decision (Lights).
function H.dojo(chars, cells, opts)
  opts = opts or {}
  local options = {characters = table.concat(chars, ","), starter = opts.starter or 0}
  for k, v in pairs(opts.options or {}) do options[k] = v end
  local g = new_game("dragon-tides/dojo", #chars, {seed = opts.seed or 1, options = options})
  for k = 1, #chars do
    local p = ((opts.starter or 0) + k - 1) % #chars
    H.answer(g, "Start at " .. cells[p + 1], p)
  end
  return g
end

function H.options(g)
  ok(g:run() == "decision", "the game waits for a decision")
  return g:decision().options
end

-- Answers the pending decision by label (testing.lua's answer).
H.answer = answer
H.has = has_option

function H.prompt(g)
  ok(g:run() == "decision", "a decision is pending")
  return g:decision().prompt, g:decision().kind
end

function H.fighter(g, id)
  local f = g:entity_next(0, "dt.fighter")
  while f do
    if g:entity_get(f, "name") == id then return f end
    f = g:entity_next(f, "dt.fighter")
  end
  error("no fighter " .. id, 2)
end

-- The match entity. Rule tests cannot require std/singleton (core.lua's
-- D.match), so they find it here, once.
function H.match(g) return g:entity_next(0, "dt.match") end
function H.match_get(g, key) return g:entity_get(H.match(g), key) end
function H.grid(g) return H.match_get(g, "grid") end

local COLS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
function H.xy(cell)
  local c, r = cell:match("(%u)(%d+)")
  return COLS:find(c, 1, true) - 1, tonumber(r) - 1
end
function H.cell(x, y) return COLS:sub(x + 1, x + 1) .. tostring(y + 1) end
function H.where(g, f) return H.cell(g:entity_get(f, "x"), g:entity_get(f, "y")) end

-- Moves a piece, as a test sets a position up.
function H.put(g, e, cell)
  local x, y = H.xy(cell)
  g:grid_move(H.grid(g), e, x, y)
  g:entity_set(e, "x", x)
  g:entity_set(e, "y", y)
end

-- A fighter's printed (or designed) Stat and starting Health.
function H.stat(g, f, s) return g:entity_get(f, "stat." .. s) end
function H.hmax(g, f) return g:entity_get(f, "hmax") end

function H.health(g, f) return g:track_value(g:entity_get(f, "health")) end
function H.super(g, f) return g:track_value(g:entity_get(f, "super")) end
function H.set_health(g, f, n) g:track_set(g:entity_get(f, "health"), n) end
function H.set_super(g, f, n) g:track_set(g:entity_get(f, "super"), n) end

-- Gives f a new item (dropping nothing: tests start empty-handed).
function H.give(g, f, id)
  local i = g:entity_new("dt.item")
  g:entity_set(i, "name", id)
  g:entity_set(i, "holder", f)
  g:entity_set(f, "item", i)
  return i
end

-- Sets the next dice rolled: faces from 1 (FIST, SHIELD, BOTH, BLANK).
function H.dice(g, faces) g:dice_force(faces) end

-- Both sides of a Showdown: picks[p] = "Strike" | "Grapple" | "Throw".
function H.showdown(g, picks)
  local _, kind = H.prompt(g)
  eq(kind, "showdown", "a Showdown is asked")
  local players = {}
  for p in pairs(picks) do players[#players + 1] = p end
  table.sort(players)
  local state
  for _, p in ipairs(players) do
    local d = g:decision()
    local idx
    for i, o in ipairs(d.options) do if o == picks[p] then idx = i end end
    g:answer_as(p, idx)
    state = g:run()
  end
  return state
end

-- Lights for the fighter asked: set the move named face down (or keep).
function H.lights(g, name, face)
  return H.answer(g, name .. " face " .. (face or "down"))
end

-- A whole quiet turn: Lights, stand, pass.
function H.quiet_turn(g, move)
  H.lights(g, move)
  H.answer(g, "Stand your ground")
  return H.answer(g, "Pass")
end

function H.log(g)
  local m = H.match(g)
  local n = g:entity_get(m, "logn") or 0
  local lines = {}
  for k = math.max(1, n - 7), n do lines[#lines + 1] = g:entity_get(m, "log." .. (k % 8)) end
  return table.concat(lines, "\n")
end

-- The dice rolled since event seq: {fighter, fists, shields, dice}.
function H.rolls(g, since)
  local list = {}
  for _, e in ipairs(events(g, since, "dt.roll")) do
    list[#list + 1] = {f = e.subject, fists = e[1], shields = e[2], n = e[3]}
  end
  return list
end

-- Bruce Lee (player 0, on F3) against Goliath (player 1, on G3), run to
-- Bruce's Action after he stands his ground with a move set face down.
function H.duel(opts)
  opts = opts or {}
  local g = H.dojo(opts.chars or {"bruce-lee", "goliath"}, opts.cells or {"F3", "G3"}, opts)
  H.lights(g, opts.move or "Flow Like Water")
  H.answer(g, opts.camera or "Stand your ground")
  return g
end

-- A movie (or one of its scenes) for player 0 (the Villain) and one Dragon
-- each for players 1.., cast from chars (Dragons, Main Villain, Subboss),
-- each keeping its first three Signature Moves.
function H.movie(scenario, chars, opts)
  opts = opts or {}
  local g = new_game("dragon-tides/" .. scenario, #chars - 1,
                     {seed = opts.seed or 1, options = {characters = table.concat(chars, ",")}})
  while g:run() == "decision" and g:decision().kind == "keep" do
    g:answer_as(g:decision().players[1], {1, 2, 3})
  end
  return g
end

-- Answers every decision the quiet way (first in order, first move, stand,
-- pass, go on) until stop(g, decision) says so; returns the decision then.
local QUIET = {order = 1, lights = 1, reveal = "Go on", camera = "Stand your ground (+1 die)", action = "Pass",
               exit = "Stay", throw = 1, interact = 1, showdown = 1, handcuffs = 2, push = 1, belt = 1, earn = 1}
function H.idle(g, stop, limit)
  for _ = 1, limit or 500 do
    if g:run() ~= "decision" then return nil end
    local d = g:decision()
    if stop(g, d) then return d end
    local a = QUIET[d.kind]
    if d.kind == "pickup" then a = #d.options end
    if type(a) == "string" then
      local found
      for i, o in ipairs(d.options) do if o == a then found = i end end
      a = found or 1
    end
    g:answer_as(d.players[1], a or 1)
  end
  error("still going after the limit", 2)
end

-- Stops at fighter f's Lights (or Camera when it has no moves).
function H.turn_of(f)
  return function(g, d)
    return (d.kind == "lights" or d.kind == "camera") and H.match_get(g, "actor") == f
  end
end

-- A duel for a Signature Move test: player 1 (opts.defender, on cells[2])
-- takes the first turn, setting opts.dmove (face down unless opts.dface)
-- and standing and passing; then player 0 (opts.attacker, on cells[1]) sets
-- opts.amove (opts.aface) and, unless opts.camera is false, does opts.camera
-- (Stand your ground). Returns the game and the two fighters.
function H.setup(opts)
  local g = H.dojo({opts.attacker, opts.defender}, opts.cells or {"F3", "G3"},
                   {starter = 1, options = opts.options, seed = opts.seed})
  if opts.before then opts.before(g) end
  H.lights(g, opts.dmove, opts.dface)
  H.answer(g, "Stand your ground")
  H.answer(g, "Pass")
  H.lights(g, opts.amove, opts.aface)
  if opts.camera ~= false then H.answer(g, opts.camera or "Stand your ground") end
  return g, H.fighter(g, opts.attacker), H.fighter(g, opts.defender)
end

-- Opens the door on the side ("e" or "s") of cell, as a test sets a
-- position up.
function H.open_door(g, cell, side)
  local x, y = H.xy(cell)
  local d = g:entity_next(0, "dt.door")
  while d do
    if g:entity_get(d, "x") == x and g:entity_get(d, "y") == y and g:entity_get(d, "side") == side then
      g:entity_set(d, "state", "open")
      g:grid_set_edge(H.grid(g), x, y, side, "open")
      return d
    end
    d = g:entity_next(d, "dt.door")
  end
  error("no door at " .. cell, 2)
end

-- A setup hook filling a character's SUPER track.
function H.full_super(id)
  return function(g) H.set_super(g, H.fighter(g, id), 4) end
end

-- n faces: the list given, then blanks.
function H.pad(list, n)
  local t = {}
  for i = 1, n do t[i] = list[i] or H.BLANK end
  return t
end

-- Concatenates face lists.
function H.cat(...)
  local t = {}
  for _, list in ipairs({...}) do
    for _, f in ipairs(list) do t[#t + 1] = f end
  end
  return t
end

-- Declares an attack on target (a label) and plays it out: each reveal
-- offer is answered with reveals[p] when that option is there (else "Go
-- on"), faces are forced, and the Showdown is picks. Returns the event
-- sequence from before the roll.
function H.attack(g, target, picks, faces, reveals)
  H.answer(g, "Attack " .. target)
  reveals = reveals or {}
  local since = g:event_end()
  H.dice(g, faces)
  while g:run() == "decision" and g:decision().kind == "reveal" do
    local p = g:decision().players[1]
    if reveals[p] and H.has(g, reveals[p]) then H.answer(g, reveals[p], p) else H.answer(g, "Go on", p) end
  end
  H.showdown(g, picks)
  return since
end

-- Answers the pending "about to hit you" offer with label, as its player.
function H.on_hit(g, label)
  local d = g:decision()
  eq(d.kind, "reveal", "a blow is about to land")
  return H.answer(g, label, d.players[1])
end

if test then test("the helpers load", function() ok(H.dojo, "dojo") end) end
return H
