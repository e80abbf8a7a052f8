-- plan.lua: how far a unit is from striking range, in steps it could walk,
-- so move options can say so ("2 steps from range") to players and bots.
-- A reverse search from every tile the unit could attack an enemy from
-- (reach, the vertical limits and line of sight as things stand now).
local S = require "lib/state"
local B = require "lib/board"

local M = {}

-- Steps (movement points) from every tile to the nearest tile from which u
-- could attack an enemy: a table indexed y * w + x.
function M.steps_to_range(g, u)
  local grid = S.grid(g)
  local w, h = g:grid_size(grid)
  local team = g:entity_get(u, "team")
  local jump = S.stat(g, u, "jump")
  local reach = S.stat(g, u, "reach")
  local no_los = S.has_ability(g, u, "no-los")
  local height, terrain, blocked = {}, {}, {}
  for y = 0, h - 1 do
    for x = 0, w - 1 do
      local i = y * w + x
      height[i] = g:grid_height_at(grid, x, y)
      terrain[i] = g:grid_terrain_at(grid, x, y)
      blocked[i] = terrain[i] == "tree" or terrain[i] == "lava"
    end
  end
  local enemies = {}
  for _, v in ipairs(S.units(g)) do
    local x, y = S.where(g, v)
    if g:entity_get(v, "team") ~= team then
      enemies[#enemies + 1] = {x = x, y = y}
      blocked[y * w + x] = true
    end
  end
  local p = g:entity_next(0, "spire")
  while p do
    blocked[g:entity_get(p, "y") * w + g:entity_get(p, "x")] = true
    p = g:entity_next(p, "spire")
  end
  local dist, done = {}, {}
  for y = 0, h - 1 do
    for x = 0, w - 1 do
      local i = y * w + x
      if not blocked[i] then
        for _, e in ipairs(enemies) do
          local d = g:grid_distance("reach", x, y, e.x, e.y)
          local dz = height[e.y * w + e.x] - height[i]
          local ok = d >= 1 and d <= reach and
                     ((reach <= 1 and math.abs(dz) <= 1) or (reach > 1 and dz <= 2))
          if ok and reach > 1 and not no_los then ok = g:grid_los(grid, x, y, e.x, e.y, true) end
          if ok then dist[i] = 0 end
        end
      end
    end
  end
  local ladders = B.ladder_steps(g)
  local DX, DY = {0, 1, 0, -1}, {-1, 0, 1, 0}
  -- Steps cost 1 or 2: a bucket per distance settles tiles in order.
  local buckets, top = {[0] = {}}, 0
  for i = 0, w * h - 1 do
    if dist[i] == 0 then buckets[0][#buckets[0] + 1] = i end
  end
  local d = 0
  while d <= top do
    for _, best in ipairs(buckets[d] or {}) do
      if not done[best] and dist[best] == d then
        done[best] = true
        local cx, cy = best % w, best // w
        local cost = terrain[best] == "water" and 2 or 1
        for k = 1, 4 do
          local nx, ny = cx + DX[k], cy + DY[k]
          if nx >= 0 and ny >= 0 and nx < w and ny < h then
            local n = ny * w + nx
            -- A walk from n into best: up no more than jump (or by a
            -- ladder), down any height (falling).
            local rise = height[best] - height[n]
            local ok = not blocked[n] and (rise <= jump or ladders[nx .. "," .. ny .. ">" .. cx .. "," .. cy])
            if ok and (not dist[n] or d + cost < dist[n]) then
              dist[n] = d + cost
              buckets[d + cost] = buckets[d + cost] or {}
              local bucket = buckets[d + cost]
              bucket[#bucket + 1] = n
              if d + cost > top then top = d + cost end
            end
          end
        end
      end
    end
    d = d + 1
  end
  return dist, w
end

-- A few words for a tile's distance: "in range" or "3 steps from range".
function M.describe(d)
  if d == nil then return "out of reach" end
  if d == 0 then return "in range" end
  return d .. (d == 1 and " step" or " steps") .. " from range"
end

return M
