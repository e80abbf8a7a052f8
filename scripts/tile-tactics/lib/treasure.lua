-- treasure.lua: "The Royal Icon" and "Bomb": a hard-to-reach treasure
-- carried home (the Icon) or to the enemy's starting position (the Bomb).
-- "These Treasures can be dropped by a unit or picked up without using an
-- Action." The carrier's Move is halved (lib/state.move_points).
local S = require "lib/state"

local M = {}

M.NAMES = {["royal-icon"] = "the Royal Icon", bomb = "the Bomb"}

function M.find(g) return g:entity_next(0, "treasure") end

-- Puts the scenario's treasure on the map's treasure tile.
function M.setup(g, kind, map)
  local t = g:entity_new("treasure")
  local x, y = S.parse(map.treasure)
  g:entity_set(t, "kind", kind)
  g:entity_set(t, "home_x", x)
  g:entity_set(t, "home_y", y)
  g:grid_place(S.grid(g), t, x, y, 0)
  S.sync(g, t)
  g:entity_set_ref(S.game.entity(g), "treasure", t)
  return t
end

-- The free options for unit u: pick up the treasure it stands on, or drop
-- the one it carries (values {order = "treasure", treasure =, drop =}).
function M.options(g, u)
  local t = M.find(g)
  if not t then return {} end
  local name = M.NAMES[g:entity_get(t, "kind")]
  if g:entity_get(u, "carrying") == t then
    return {{label = "drop " .. name, value = {order = "treasure", treasure = t, drop = true}}}
  end
  if g:entity_get(t, "carrier") then return {} end
  local x, y = S.where(g, u)
  local tx, ty = g:grid_locate(S.grid(g), t)
  if tx == x and ty == y then
    return {{label = "pick up " .. name, value = {order = "treasure", treasure = t}}}
  end
  return {}
end

function M.apply(g, u, opt)
  local grid = S.grid(g)
  local t = opt.treasure
  if opt.drop then
    g:entity_set(u, "carrying", nil)
    g:entity_set(t, "carrier", nil)
    local x, y = S.where(g, u)
    g:grid_place(grid, t, x, y, 0)
    S.sync(g, t)
  else
    g:grid_remove(grid, t)
    S.sync(g, t)
    g:entity_set_ref(u, "carrying", t)
    g:entity_set_ref(t, "carrier", u)
    g:tally("treasure.picked")
  end
  M.check(g, u)
end

-- The cells where team's carrier wins: the Icon at its own starting
-- position, the Bomb at the enemy's.
function M.goal_team(kind, team)
  if kind == "bomb" then return S.other(team) end
  return team
end

function M.is_goal(g, team, x, y)
  local map = S.map(g)
  for _, at in ipairs(map.starts[team]) do
    local sx, sy = S.parse(at)
    if sx == x and sy == y then return true end
  end
  return false
end

-- Wins the game when u carries the treasure onto its goal.
function M.check(g, u)
  local t = g:entity_get(u, "carrying")
  if not t or not S.alive(g, u) then return false end
  local kind = g:entity_get(t, "kind")
  local team = g:entity_get(u, "team")
  local x, y = S.where(g, u)
  if M.is_goal(g, M.goal_team(kind, team), x, y) then
    S.game.set(g, "winner", team)
    S.game.set(g, "won_by", kind)
    return true
  end
  return false
end

on("unit_moved", function(g, u) M.check(g, u) end, 20)

return M
