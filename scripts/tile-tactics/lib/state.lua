-- state.lua: where tile tactics keeps things in the kernel, and how rules
-- read them back. Nothing here holds state: every function takes the game.
--
-- Entities:
--   tt.game     one per game: grid, turns (refs), map, mode (atoms), active
--               (the unit acting), treasure (ref), winner data
--   unit        type (atom), team (int), hp, max_hp, name, moved, acted,
--               bonus.<stat> (item bonuses), carrying (ref), pet_of (ref);
--               tag "dead" once removed from play
--   treasure    kind ("royal-icon" | "bomb"), home_x/home_y, carrier (ref)
--   tree, bridge, ladder, spire   terrain pieces with their damage taken
--   hidden      a hidden item's secret coordinate, in its owner's zone
-- Zones: "fallen" (units removed from play), "hidden.<p>" (owner only),
-- "revealed", "items" (the item deck, face down), "used" (items found).
local M = {}

-- ---- Coordinates --------------------------------------------------------
-- "Players agree on a corner to be A1": A1 is the north-west corner, letters
-- run east (x), numbers south (y).
local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

-- The names of the tiles of boards up to 26 by 26, made once at load time:
-- a tile's name is asked for every option of every order (made each time,
-- it was a string cut, a number turned to text and a join).
local NAMES = {}
for y = 0, 25 do
  for x = 0, 25 do NAMES[y * 26 + x] = LETTERS:sub(x + 1, x + 1) .. tostring(y + 1) end
end

function M.name(x, y)
  if x < 26 and y < 26 then return NAMES[y * 26 + x] end
  return LETTERS:sub(x + 1, x + 1) .. tostring(y + 1)
end

function M.parse(s)
  local letter, number = s:match("^(%u)(%d+)$")
  if not letter then error("not a coordinate: " .. tostring(s), 2) end
  return LETTERS:find(letter, 1, true) - 1, tonumber(number) - 1
end

-- ---- The game entity ----------------------------------------------------

-- Found as every game finds its record (std/singleton, issue 22), by the
-- rules and from a view (bots, picture, evaluation) alike:
-- S.game.entity(g), S.game.get(g, key), S.game.set(g, key, v),
-- S.game.create(g) at setup.
M.game = require("std/singleton").of("tt.game")
local get = M.game.get
function M.grid(g) return get(g, "grid") end
function M.turns(g) return get(g, "turns") end
function M.mode(g) return get(g, "mode") end
function M.map(g) return content("board", get(g, "map")) end

-- ---- Units --------------------------------------------------------------

function M.alive(g, u)
  return g:entity_exists(u) and g:entity_kind(u) == "unit" and not g:entity_has_tag(u, "dead")
end

-- Every unit in play (of one team, or all), in id order.
function M.units(g, team)
  local list = {}
  local u = g:entity_next(0, "unit")
  while u do
    if not g:entity_has_tag(u, "dead") and (team == nil or g:entity_get(u, "team") == team) then
      list[#list + 1] = u
    end
    u = g:entity_next(u, "unit")
  end
  return list
end

function M.def(g, u) return content("unit", g:entity_get(u, "type")) end

-- A unit's stat: its type's number plus what items added ("bonus.<stat>").
function M.stat(g, u, stat)
  local base = M.def(g, u)[stat] or 0
  return base + (g:entity_get(u, "bonus." .. stat) or 0)
end

function M.add_bonus(g, u, stat, n)
  g:entity_set(u, "bonus." .. stat, (g:entity_get(u, "bonus." .. stat) or 0) + n)
end

function M.has_ability(g, u, id)
  for _, a in ipairs(M.def(g, u).abilities or {}) do
    if a == id then return true end
  end
  return false
end

function M.where(g, u)
  return g:grid_locate(M.grid(g), u)
end

-- Copies where piece e stands into its x and y properties (nil off the
-- board), which observations read: a view cannot ask the grid.
function M.sync(g, e)
  local x, y = g:grid_locate(M.grid(g), e)
  g:entity_set(e, "x", x)
  g:entity_set(e, "y", y)
end

-- "Treasure ... Move speed halved for unit carrying the Treasure" (rounded
-- down, as every measurement).
function M.move_points(g, u)
  local move = M.stat(g, u, "move")
  if g:entity_get(u, "carrying") then move = move // 2 end
  return move
end

-- A unit's name and tile, "Samurai C2" (grid: the board's, when the caller
-- has it at hand).
function M.label(g, u, grid)
  local x, y = g:grid_locate(grid or M.grid(g), u)
  local name = g:entity_get(u, "name")
  if x then return name .. " " .. M.name(x, y) end
  return name
end

-- Whether both teams still have a unit in play: one pass over the units,
-- which stops once it has seen both.
function M.both_teams_in_play(g)
  local seen = {}
  local u = g:entity_next(0, "unit")
  while u do
    if not g:entity_has_tag(u, "dead") then
      seen[g:entity_get(u, "team")] = true
      if seen[0] and seen[1] then return true end
    end
    u = g:entity_next(u, "unit")
  end
  return false
end

function M.other(team) return 1 - team end

-- The turn order's side 0 is the team that starts round 1 ("first").
function M.side_of(g, team) return (team - (get(g, "first") or 0)) % 2 end
function M.team_of(g, side) return (side + (get(g, "first") or 0)) % 2 end

return M
