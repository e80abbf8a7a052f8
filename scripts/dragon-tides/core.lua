-- core.lua: Dragon Tides state as the kernel holds it, and the reads every
-- rule needs: the match, fighters, their items, Signature Moves and SUPERs,
-- effects and stats, action dice, the board (walls, doors, Line of Sight,
-- Reach, movement) and the log. The rules keep no state here: every
-- function takes the game g and reads or writes kernel state through it.
--
-- Entities (kind: properties):
--   dt.match    grid, board, mode ("dojo"|"movie"), round, starter, actor,
--               cycle, log.<i>, logn; the scene's counters in movies
--   dt.fighter  name (character id), label, player, team, health (track),
--               super (track), x, y, grapple (tokens), item (entity),
--               step_die, sneak, super_on, picked, out, minion, hmax
--   dt.move     name (move id), owner; tag faceup while face up
--   dt.item     name (item id), x, y on the board, or holder; deployed
--   dt.object   type (barrel, crowd, cameo, panel, crate, bound, ...), x, y;
--               a bound person: label, carried_by while carried
--               (then off the board; its carrier has carrying)
--   dt.door     x, y, side ("e"|"s"), state ("open"|"closed"|"locked"),
--               strength ("typical"|"reinforced")
-- Zones per fighter f: hand.<f> (its Signature Moves in hand, seen by its
-- player), sig.<f> (the one set: seen by its player while face down, by
-- all once face up), aside.<f> (movies: moves set aside).
local M = {}

-- Action dice (designed): six faces, two with a fist, two with a shield,
-- one with both and one blank. A die shows a fist half the time and a
-- shield half the time, so attacks between equal stats succeed a bit less
-- than half the time and counterattacks stay common.
M.DIE_FACES = {
  {symbols = {fist = 1}}, {symbols = {fist = 1}},
  {symbols = {shield = 1}}, {symbols = {shield = 1}},
  {symbols = {fist = 1, shield = 1}}, {value = 0},
}

-- The SUPER track's steps from 0% to SUPER (designed: 0%, 25%, 50%, 75%,
-- SUPER).
M.SUPER_STEPS = 4

-- Showdown cycles: who beats whom when the Maneuvers differ. The rulebook
-- leaves this open (designed). "classic" (the default): Strike beats Throw
-- (hit them before they get a hold), Throw beats Grapple (break the hold and
-- toss them), Grapple beats Strike (catch the punch). "reverse" turns the
-- cycle around. Chosen with the scenario option cycle=classic|reverse.
M.CYCLES = {
  classic = {strike = "throw", throw = "grapple", grapple = "strike"},
  reverse = {strike = "grapple", grapple = "throw", throw = "strike"},
}
M.MANEUVERS = {"strike", "grapple", "throw"}
M.MANEUVER_NAMES = {strike = "Strike", grapple = "Grapple", throw = "Throw"}

-- ---- The match -------------------------------------------------------------

-- The one dt.match entity, found the way every game finds its record
-- (std/singleton), by the rules and from a view (bots, render, evaluate)
-- alike: D.match(g), D.get(g, key), D.set(g, key, v); D.create_match(g) makes
-- it, once, at setup (rules.lua's D.new_match).
local match = require("std/singleton").of("dt.match")
M.match, M.get, M.set, M.create_match = match.entity, match.get, match.set, match.create
function M.grid(g) return match.get(g, "grid") end

function M.cycle(g)
  local name = g:option("cycle") or "classic"
  local c = M.CYCLES[name]
  if not c then error("unknown Showdown cycle '" .. tostring(name) .. "' (classic or reverse)", 0) end
  return c
end

-- Lists of the match's fighters, items, objects and doors, in creation
-- order, kept as arrays on the match (a scan with entity_next would walk
-- every entity the game ever made, dice pools and steps included).
function M.list(g, kind)
  return (g:entity_get_array(M.match(g), "list." .. kind))
end

function M.add(g, kind, e)
  local m = M.match(g)
  local ids = g:entity_get_array(m, "list." .. kind)
  ids[#ids + 1] = e
  g:entity_set_array(m, "list." .. kind, ids, "int")
end

-- The log: the last LOG lines, for people playing in the terminal.
M.LOG = 8
function M.log(g, fmt, ...)
  local m = M.match(g)
  local n = (g:entity_get(m, "logn") or 0) + 1
  g:entity_set(m, "logn", n)
  local line = string.format(fmt, ...)
  if #line > 250 then line = line:sub(1, 247) .. "..." end -- a name is at most 255 bytes
  g:entity_set(m, "log." .. (n % M.LOG), line)
end

-- ---- Fighters ----------------------------------------------------------------

function M.char(g, f) return content("character", g:entity_get(f, "name")) end
function M.label(g, f) return g:entity_get(f, "label") end
function M.player(g, f) return g:entity_get(f, "player") end
function M.team(g, f) return g:entity_get(f, "team") end
function M.out(g, f) return g:entity_get(f, "out") == true end
function M.health(g, f) return g:track_value(g:entity_get(f, "health")) end
function M.super(g, f) return g:track_value(g:entity_get(f, "super")) end
function M.super_full(g, f) return M.super(g, f) >= M.SUPER_STEPS end
function M.is_enemy(g, a, b) return M.team(g, a) ~= M.team(g, b) end

-- Every fighter still in the scene, in id order.
function M.fighters(g, all)
  local list = {}
  for _, f in ipairs(M.list(g, "fighter")) do
    if all or not M.out(g, f) then list[#list + 1] = f end
  end
  return list
end

function M.pos(g, f) return g:entity_get(f, "x"), g:entity_get(f, "y") end

function M.hand(g, f) return g:zone_find("hand." .. f) end
function M.sig_zone(g, f) return g:zone_find("sig." .. f) end
-- The Signature Move set on f's mat, and whether it is face up.
function M.sig(g, f)
  local z = M.sig_zone(g, f)
  local m = z and g:zone_at(z, 1)
  if not m then return nil, false end
  return m, g:entity_has_tag(m, "faceup")
end
function M.move_def(g, m) return content("move", g:entity_get(m, "name")) end

function M.item(g, f) return g:entity_get(f, "item") end
function M.item_def(g, i) return content("item", g:entity_get(i, "name")) end

-- ---- Effects -------------------------------------------------------------------
-- An effect is a table of keys: numbers add up, true flags hold when any
-- source has them. Sources: the item held, the Signature Move while face
-- up, the SUPER while active. The keys cards use:
--   move, strike, grapple, throw   the Stat, up or down
--   reach (You have Reach N), reach_plus (Reach +N)
--   all_dice, attack_dice, defend_dice, dice_<stat> (when rolling that Stat)
--   win_dice, win_super   more bonus dice, SUPER steps, on a Showdown win
--   advantage, attack_advantage, counter_advantage   Advantage +N on a
--                         success (any, attacks only, counterattacks only)
--   soak                  lose N less Health from every success against you
--   throw_extra, throw_damage, throw_damage_adv, grapple_damage
--   multi, counter_any, mirror_wins, pass_enemies, ignore_grapple, cancel
-- A Signature Move may also hold, outside its effect, heal or super_gain
-- (once, when revealed) and hit_soak (less Health lost from the blow it is
-- revealed against, that blow alone).

function M.effects(g, f)
  local list = {}
  local i = M.item(g, f)
  if i then
    local d = M.item_def(g, i)
    if g:entity_get(i, "deployed") then list[#list + 1] = d.deployed.effect
    else list[#list + 1] = d.effect end
  end
  local m, up = M.sig(g, f)
  if m and up then list[#list + 1] = M.move_def(g, m).effect end
  if g:entity_get(f, "super_on") then list[#list + 1] = M.super_def(g, f).effect end
  return list
end

-- The sum of key over a list of effects, or true when one has it as a flag.
local function eff_of(list, key)
  local sum = 0
  for _, e in ipairs(list) do
    local v = e[key]
    if v == true then return true end
    if type(v) == "number" then sum = sum + v end
  end
  return sum
end
local function num_of(list, key)
  local v = eff_of(list, key)
  return v == true and 0 or v
end

function M.eff(g, f, key) return eff_of(M.effects(g, f), key) end
function M.flag(g, f, key) return M.eff(g, f, key) == true end
function M.num(g, f, key) return num_of(M.effects(g, f), key) end
-- The same over a list of effects read once (M.effects: some eight kernel
-- calls), for a rule asking several questions of one fighter.
M.num_of = num_of
function M.flag_of(list, key) return eff_of(list, key) == true end

-- The SUPER a fighter uses: its character's, or its scene's Minion SUPER.
function M.super_def(g, f)
  if g:entity_get(f, "minion") then
    local s = M.get(g, "minion_super")
    return s and content("minion-super", s) or {name = "none", timing = {}, effect = {}}
  end
  return M.char(g, f).super
end

-- A stat (move, strike, grapple, throw) with items, moves, SUPER and Grapple
-- tokens: "Subtract 1 from all Stats for each Grapple token". effects:
-- M.effects(g, f), when the caller has it.
function M.stat(g, f, name, effects)
  effects = effects or M.effects(g, f) -- read once for both questions below
  local base = g:entity_get(f, "stat." .. name)
  local v = base + num_of(effects, name)
  if name == "move" then
    v = v + (g:entity_get(f, "sneak") or 0)
    -- Carrying a person weighs you down (designed: Move -1).
    if g:entity_get(f, "carrying") then v = v - 1 end
  end
  if name == "grapple" then v = v + (g:entity_get(f, "buff") or 0) end
  if eff_of(effects, "ignore_grapple") ~= true then v = v - (g:entity_get(f, "grapple") or 0) end
  return v
end

-- Reach: 1 unless an item, Signature Move or SUPER gives more ("You have
-- Reach N" sets it; reach_plus adds). effects as for M.stat.
function M.reach(g, f, effects)
  local r = 1
  effects = effects or M.effects(g, f)
  for _, e in ipairs(effects) do
    if e.reach and e.reach > r then r = e.reach end
  end
  return r + num_of(effects, "reach_plus")
end

-- ---- Tracks --------------------------------------------------------------------

function M.lose_health(g, f, n)
  if n <= 0 then return end
  g:track_add(g:entity_get(f, "health"), -n)
end

function M.heal(g, f, n)
  local t = g:entity_get(f, "health")
  local now, max = g:track_value(t), g:entity_get(f, "hmax")
  g:track_set(t, math.min(max, now + n))
end

function M.super_step(g, f, n)
  local t = g:entity_get(f, "super")
  local now = g:track_value(t)
  g:track_set(t, math.min(M.SUPER_STEPS, now + n))
end

-- ---- Dice ---------------------------------------------------------------------

function M.die(g) return g:dice_find("dt.action") end

-- Rolls n action dice: returns fists, shields and the faces shown.
function M.roll(g, n)
  local die = M.die(g)
  local list = {}
  for i = 1, n do list[i] = die end
  local pool = g:dice_pool_new(list)
  g:dice_pool_roll(pool)
  local fists, shields = g:dice_pool_count(pool, "fist"), g:dice_pool_count(pool, "shield")
  local faces = {}
  for i = 1, n do faces[i] = select(2, g:dice_pool_die(pool, i)) end
  g:dice_pool_free(pool)
  return fists, shields, faces
end

M.FACE_TEXT = {"F", "F", "S", "S", "FS", "-"}
function M.faces_text(faces)
  local t = {}
  for i, f in ipairs(faces) do t[i] = M.FACE_TEXT[f] end
  return table.concat(t, " ")
end

-- ---- The board -------------------------------------------------------------------

local EDGE = {["|"] = "wall", ["-"] = "wall", D = "closed", d = "open", L = "locked", R = "locked"}

-- The board's size from its drawing.
function M.board_size(board)
  return (#board.rows[1] - 1) // 2, (#board.rows - 1) // 2
end

function M.cell_char(board, x, y)
  local r = board.rows[2 * y + 2]
  return r:sub(2 * x + 2, 2 * x + 2)
end
function M.east_char(board, x, y)
  return board.rows[2 * y + 2]:sub(2 * x + 3, 2 * x + 3)
end
function M.south_char(board, x, y)
  return board.rows[2 * y + 3]:sub(2 * x + 2, 2 * x + 2)
end

function M.item_by_letter(letter)
  for _, d in ipairs(content("item")) do
    if d.letter == letter then return d end
  end
end

-- Whether things of kind (an object type, or "obstacle") block Line of
-- Sight: Crowds always; others where the scene says so ("Some scripts may
-- specify other things that block Line of Sight for that scene": a
-- scene's sight_blockers).
function M.blocks_sight(g, kind)
  if kind == "crowd" then return true end
  local scene = M.get(g, "scene")
  for _, k in ipairs(scene and content("scene", scene).sight_blockers or {}) do
    if k == kind then return true end
  end
  return false
end

-- Whether the board has the chute: a "U" space in its drawing (which only
-- the movies' builder turns into the chute; edges are never drawn "U").
function M.has_chute(g)
  for _, row in ipairs(content("board", M.get(g, "board")).rows) do
    if row:find("U", 1, true) then return true end
  end
  return false
end

-- Puts a new entity of kind on the board at (x, y), standing as tall as
-- a character if it blocks sight.
function M.place(g, e, x, y)
  local kind = g:entity_get(e, "type")
  local sight = kind and M.blocks_sight(g, kind) and 1 or 0
  g:grid_place(M.grid(g), e, x, y, sight)
  g:entity_set(e, "x", x)
  g:entity_set(e, "y", y)
end

function M.move_to(g, e, x, y)
  g:grid_move(M.grid(g), e, x, y)
  g:entity_set(e, "x", x)
  g:entity_set(e, "y", y)
end

function M.take_off(g, e)
  g:grid_remove(M.grid(g), e)
  g:entity_set(e, "x", nil)
  g:entity_set(e, "y", nil)
end

function M.new_item(g, id, x, y)
  local i = g:entity_new("dt.item")
  M.add(g, "item", i)
  g:entity_set(i, "name", id)
  if x then M.place(g, i, x, y) end
  return i
end

function M.new_object(g, kind, x, y)
  local o = g:entity_new("dt.object")
  M.add(g, "object", o)
  g:entity_set(o, "type", kind)
  M.place(g, o, x, y)
  return o
end

-- Builds the board from its drawing: the grid with its terrain, walls and
-- doors, and the objects and items drawn on it. extra(g, ch, x, y) may place
-- what a scene's own letters stand for.
function M.build_board(g, board, extra)
  local w, h = M.board_size(board)
  local grid = g:grid_new(w, h)
  M.set(g, "grid", grid)
  M.set(g, "board", board.id)
  g:grid_define_terrain(grid, "obstacle", {no_end = true, blocks_los = M.blocks_sight(g, "obstacle")})
  g:grid_define_terrain(grid, "exit", {})
  g:grid_define_terrain(grid, "chute", {gap = true})
  g:grid_define_terrain(grid, "belt", {})
  for y = 0, h - 1 do
    for x = 0, w - 1 do
      if x < w - 1 then
        local c = M.east_char(board, x, y)
        if EDGE[c] then M.edge(g, x, y, "e", c) end
      end
      if y < h - 1 then
        local c = M.south_char(board, x, y)
        if EDGE[c] then M.edge(g, x, y, "s", c) end
      end
    end
  end
  for y = 0, h - 1 do
    for x = 0, w - 1 do
      local c = M.cell_char(board, x, y)
      if c == "o" then g:grid_set_terrain(grid, x, y, "obstacle")
      elseif c == "x" then g:grid_set_terrain(grid, x, y, "exit")
      elseif c == "B" then M.new_object(g, "barrel", x, y)
      elseif c == "C" then M.new_object(g, "crowd", x, y)
      elseif c ~= "." and c ~= " " and not (extra and extra(g, c, x, y)) then
        local d = M.item_by_letter(c)
        if not d then error(string.format("board %s: unknown space '%s' at %d,%d", board.id, c, x, y), 0) end
        M.new_item(g, d.id, x, y)
      end
    end
  end
  return grid
end

function M.edge(g, x, y, side, c)
  local grid = M.grid(g)
  g:grid_set_edge(grid, x, y, side, EDGE[c])
  if EDGE[c] ~= "wall" then
    local d = g:entity_new("dt.door")
    M.add(g, "door", d)
    g:entity_set(d, "x", x)
    g:entity_set(d, "y", y)
    g:entity_set(d, "side", side)
    g:entity_set(d, "state", EDGE[c])
    g:entity_set(d, "strength", c == "R" and "reinforced" or "typical")
  end
end

-- The two spaces a door stands between.
function M.door_cells(g, d)
  local x, y = g:entity_get(d, "x"), g:entity_get(d, "y")
  if g:entity_get(d, "side") == "e" then return x, y, x + 1, y end
  return x, y, x, y + 1
end

function M.set_door(g, d, state)
  g:entity_set(d, "state", state)
  g:grid_set_edge(M.grid(g), g:entity_get(d, "x"), g:entity_get(d, "y"), g:entity_get(d, "side"), state)
end

-- Cells are named like a chess board: a column letter and a row number.
local COLS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
local function name_of(x, y) return COLS:sub(x + 1, x + 1) .. tostring(y + 1) end

-- The names of the cells, and the Camera's options for them, are made once
-- while loading, for boards up to LABELLED_COLS x LABELLED_ROWS (all of
-- this game's): every Camera option is labelled with a cell name, and
-- making those strings was a sixth of a random bot's game. Each option's
-- value is the move and the cell it goes to ({what = "step" | "sprint", x =,
-- y =}): the rules and the bots read that, never the label. Made here, the
-- options are content's frozen tables, shared by every Camera and shown to
-- bots as they are (making two tables per option in every Camera added
-- three times the instructions these do). Keyed by M.cell_key(x, y) (y * 32
-- + x, written out in add_options below); a larger board's options are made
-- on the fly.
local LABELLED_COLS, LABELLED_ROWS = 16, 12
local CELL_NAME, STEP_OPTION, SPRINT_OPTION = {}, {}, {}
function M.cell_key(x, y) return y * 32 + x end
local function step_option(x, y, name)
  return {label = "Step to " .. name .. " (+1 die)", value = {what = "step", x = x, y = y}}
end
local function sprint_option(x, y, name)
  return {label = "Sprint to " .. name, value = {what = "sprint", x = x, y = y}}
end
for y = 0, LABELLED_ROWS - 1 do
  for x = 0, LABELLED_COLS - 1 do
    local k, name = M.cell_key(x, y), name_of(x, y)
    CELL_NAME[k], STEP_OPTION[k], SPRINT_OPTION[k] = name, step_option(x, y, name), sprint_option(x, y, name)
  end
end
local function labelled(x, y) return x < LABELLED_COLS and y < LABELLED_ROWS end

function M.cell_name(x, y)
  if labelled(x, y) then return CELL_NAME[M.cell_key(x, y)] end
  return name_of(x, y)
end
function M.step_option(x, y) return step_option(x, y, M.cell_name(x, y)) end
function M.sprint_option(x, y) return sprint_option(x, y, M.cell_name(x, y)) end

-- Appends to options the option of a move to each of cells (made, else
-- make(x, y)), in one loop: a call or two per option were a tenth of the
-- Camera's instructions.
local function add_options(options, cells, made, make)
  local n = #options
  for i = 1, #cells do
    local c = cells[i]
    local x, y = c.x, c.y
    -- (Keys are unique while x < 32; a cell past the labelled rows or
    -- columns has no option made, and is made by make.)
    options[n + i] = x < 32 and made[y * 32 + x] or make(x, y)
  end
end
function M.add_step_options(options, cells) add_options(options, cells, STEP_OPTION, M.step_option) end
function M.add_sprint_options(options, cells) add_options(options, cells, SPRINT_OPTION, M.sprint_option) end
function M.parse_cell(s)
  local c, r = s:match("(%u)(%d+)")
  if not c then return nil end
  return COLS:find(c, 1, true) - 1, tonumber(r) - 1
end

function M.dist(x0, y0, x1, y1) return math.max(math.abs(x1 - x0), math.abs(y1 - y0)) end

-- grid: M.grid(g), when the caller has it already.
function M.los(g, x0, y0, x1, y1, grid)
  if x0 == x1 and y0 == y1 then return true end
  return g:grid_los(grid or M.grid(g), x0, y0, x1, y1)
end

-- Whether a fighter has Reach and Line of Sight to a space.
function M.in_reach(g, f, x, y, reach)
  local fx, fy = M.pos(g, f)
  return M.in_reach_from(g, fx, fy, x, y, reach or M.reach(g, f))
end

-- The same from a fighter's space (fx, fy; nil when off the board) with
-- its reach, for callers that ask about many spaces (read once there);
-- grid as for M.los.
function M.in_reach_from(g, fx, fy, x, y, reach, grid)
  if fx == nil then return false end
  return M.dist(fx, fy, x, y) <= reach and M.los(g, fx, fy, x, y, grid)
end

-- What stands on the board, as the grid knows it.
function M.occupants(g, x, y) return g:grid_occupants(M.grid(g), x, y) end

function M.is_item(g, e) return g:entity_kind(e) == "dt.item" end

-- What may stand on the board, for the grid's searches (M.relation): every
-- fighter with its team, every item, and every object with its type. The
-- grid asks only about what stands on it, and ids are never reused, so
-- fighters taken out, items held or gone and people carried need no
-- reading (that was some thirty kernel calls of every Camera).
function M.pieces(g)
  local fighters, teams = M.list(g, "fighter"), {}
  for k, f in ipairs(fighters) do teams[k] = M.team(g, f) end
  local objects, types = {}, {}
  for k, o in ipairs(M.list(g, "object")) do -- (objects are never freed)
    objects[k], types[k] = o, g:entity_get(o, "type")
  end
  return {fighters = fighters, teams = teams, items = M.list(g, "item"), objects = objects, types = types}
end

-- How a mover meets each occupant of the board, for the grid's searches.
-- mode: "sprint" (allies passed, enemies, Cameos and Crowds block, items
-- shared, barrels crossed like obstacles), "step" (any character or
-- obstacle blocks), "throw" (the loser flies over items and obstacles, is
-- stopped by characters and Crowds). pieces: M.pieces(g), when the step
-- has read it already.
function M.relation(g, mover, mode, pieces)
  pieces = pieces or M.pieces(g)
  local rel = {}
  local through = mode == "sprint" and M.flag(g, mover, "pass_enemies")
  local team = M.team(g, mover)
  for k, f in ipairs(pieces.fighters) do
    if f ~= mover then
      if mode == "sprint" and (pieces.teams[k] == team or through) then rel[f] = "pass"
      else rel[f] = "block" end
    end
  end
  for _, i in ipairs(pieces.items) do rel[i] = "share" end
  for k, o in ipairs(pieces.objects) do
    local t = pieces.types[k]
    if t == "barrel" then rel[o] = mode == "step" and "block" or "pass"
    elseif (t == "crowd" or t == "cameo") and through then rel[o] = "pass"
    -- A bound or unconscious person lies on the floor: not a character
    -- (it cannot attack or be attacked), so it may be stepped over and
    -- stood over like an item.
    elseif t == "bound" then rel[o] = "share"
    else rel[o] = "block" end
  end
  return rel
end

-- The cells reachable from (x, y) but (x, y) itself (always reachable,
-- so always in the grid's list: taken out of it rather than the rest
-- copied). The grid never walks into the chute, a gap, so no cell found is
-- in it.
local function reachable_from(g, x, y, opts)
  local list = g:grid_reachable(M.grid(g), x, y, opts)
  for i = 1, #list do
    local c = list[i]
    if c.x == x and c.y == y then
      table.remove(list, i)
      break
    end
  end
  return list
end

-- Spaces a fighter can Sprint to (not its own), each {x=, y=, cost=};
-- rel: M.relation(g, f, "sprint"), when the step has it already.
function M.sprint_targets(g, f, budget, rel)
  local x, y = M.pos(g, f)
  if budget <= 0 then return {} end
  return reachable_from(g, x, y, {mover = f, budget = budget, diagonal = true,
                                  relation = rel or M.relation(g, f, "sprint")})
end

-- Spaces one step away with no character or obstacle on them; rel:
-- M.relation(g, f, "step"), when the step has it already.
function M.step_targets(g, f, rel)
  local x, y = M.pos(g, f)
  return reachable_from(g, x, y, {mover = f, budget = 1, diagonal = true, relation = rel or M.relation(g, f, "step")})
end

-- rel: M.relation(g, f, mode), when the step has it already.
function M.path(g, f, x1, y1, budget, mode, rel)
  local x0, y0 = M.pos(g, f)
  local opts = {mover = f, budget = budget, diagonal = true, relation = rel or M.relation(g, f, mode)}
  return g:grid_path(M.grid(g), x0, y0, x1, y1, opts)
end

-- Whether a space is empty: nothing on it and not an obstacle. grid:
-- M.grid(g), when the caller has it (asking of every space).
function M.empty(g, x, y, grid)
  grid = grid or M.grid(g)
  local t = g:grid_terrain_at(grid, x, y)
  if t == "obstacle" or t == "chute" then return false end
  return #g:grid_occupants(grid, x, y) == 0
end

-- The open neighbours of a space (no wall or closed door between),
-- clockwise from north.
function M.neighbours(g, x, y)
  return g:grid_neighbours(M.grid(g), x, y, {diagonal = true, open = true})
end

-- The board's objects of a type still on it, in id order.
function M.objects(g, kind)
  local list = {}
  for _, o in ipairs(M.list(g, "object")) do
    if g:entity_exists(o) and g:entity_get(o, "x") and (not kind or g:entity_get(o, "type") == kind) then
      list[#list + 1] = o
    end
  end
  return list
end

function M.items_on_board(g)
  local list = {}
  for _, i in ipairs(M.list(g, "item")) do
    if g:entity_exists(i) and g:entity_get(i, "x") then list[#list + 1] = i end
  end
  return list
end

function M.doors(g)
  return M.list(g, "door")
end

-- Options for specs, tables of the rules' own with a label each (the free
-- things, the Actions, ...): each spec is its option's value, so the rules
-- get back the spec picked and bots see what each one does.
function M.spec_options(specs)
  local options = {}
  for i = 1, #specs do options[i] = {label = specs[i].label, value = specs[i]} end
  return options
end

-- Asks a fighter's player, naming the fighter as the one deciding (bots read
-- the match's actor).
function M.ask(g, f, t)
  M.set(g, "actor", f)
  t.player = M.player(g, f)
  return g:choose(t)
end

-- The options the scenarios take (checked before a game starts; tabula list
-- prints them; rules.lua and movie.lua declare them).
M.OPTION = {
  cycle = {type = "enum", values = {"classic", "reverse"}, default = "classic", help = "the Showdown cycle"},
  characters = {type = "list", help = "character ids in seat order"},
  starter = {type = "int", min = 0, max = 3, help = "the starting player (else at random)"},
}

return M
