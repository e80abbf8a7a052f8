-- plan.lua: how far a unit is from striking range, in steps it could walk,
-- so move options can say so ("2 steps from range") to players and bots.
-- A reverse search from every tile the unit could attack an enemy from
-- (reach, the vertical limits and line of sight as things stand now).
--
-- It runs for every order a unit is given, so it is written for speed: the
-- board is read once into flat arrays indexed y * w + x, the tiles in reach
-- of an enemy are found from a list of offsets (not by measuring every tile
-- against every enemy), ladders are looked up by number, and the search
-- stops once it knows the tiles it was asked about.
local S = require "lib/state"

local M = {}

-- The offsets (dx, dy) at Reach distance 1 to reach, as two lists. The
-- distance is never less than max(|dx|, |dy|), so the square of side
-- 2 * reach + 1 holds them all.
local function reach_offsets(g, reach)
  local xs, ys = {}, {}
  for dy = -reach, reach do
    for dx = -reach, reach do
      local d = g:grid_distance("reach", 0, 0, dx, dy)
      if d >= 1 and d <= reach then
        xs[#xs + 1], ys[#ys + 1] = dx, dy
      end
    end
  end
  return xs, ys
end

-- Steps (movement points) from every tile to the nearest tile from which u
-- could attack an enemy: a table indexed y * w + x, and that w. The w is the
-- board's width plus one: a column of padding to the east (which, being
-- nobody's tile, is also the one west of the next row) lets the search step
-- to all four sides without testing the board's edges.
-- With tiles (a list of {x=, y=}), only those tiles and u's own are asked
-- for: the search stops once it has them all, and other tiles may then be
-- missing or further than they are.
function M.steps_to_range(g, u, tiles)
  local grid = S.grid(g)
  local bw, h = g:grid_size(grid)
  local w = bw + 1
  local team = g:entity_get(u, "team")
  local jump = S.stat(g, u, "jump")
  local reach = S.stat(g, u, "reach")
  local los = reach > 1 and not S.has_ability(g, u, "no-los")
  -- The board: for a tile a walk may start from or pass, its height (false
  -- for trees, lava, enemies and spires; nil off the board), and the cost
  -- of stepping onto a tile.
  local ground, cost = {}, {}
  local heights, terrains = g:grid_cells(grid) -- the board in one call
  for y = 0, h - 1 do
    for x = 0, bw - 1 do
      local i, cell = y * w + x, y * bw + x + 1
      local t = terrains[cell]
      ground[i] = t ~= "tree" and t ~= "lava" and heights[cell]
      cost[i] = t == "water" and 2 or 1
    end
  end
  local enemies = {}
  for _, v in ipairs(S.units(g)) do
    if g:entity_get(v, "team") ~= team then
      local x, y = S.where(g, v)
      enemies[#enemies + 1] = {at = y * w + x, height = heights[y * bw + x + 1]}
      ground[y * w + x] = false
    end
  end
  local p = g:entity_next(0, "spire")
  while p do
    ground[g:entity_get(p, "y") * w + g:entity_get(p, "x")] = false
    p = g:entity_next(p, "spire")
  end
  -- The tiles in range: Reach around each enemy; melee one tile up or down
  -- at most, beyond that at most two up ("Upward Attack has maximum reach
  -- of 2") and any way down; line of sight unless the unit ignores it.
  local dist = {}
  local first = {} -- the tiles in range, where the search starts
  local ox, oy = reach_offsets(g, reach)
  for _, e in ipairs(enemies) do
    local ex, ey = e.at % w, e.at // w
    local eh = e.height
    for k = 1, #ox do
      local x, y = ex + ox[k], ey + oy[k]
      local n = y * w + x
      local hn = x >= 0 and x < bw and ground[n]
      if hn and dist[n] == nil then
        local dz = eh - hn
        local ok
        if reach <= 1 then ok = dz <= 1 and dz >= -1 else ok = dz <= 2 end
        if ok and los then ok = g:grid_los(grid, x, y, ex, ey, true) end
        if ok then
          dist[n] = 0
          first[#first + 1] = n
        end
      end
    end
  end
  -- Walks up more than jump only by a ladder: keyed from * cells + to,
  -- both ways.
  local cells = w * h
  local ladders = {}
  local l = g:entity_next(0, "ladder")
  while l do
    local a = g:entity_get(l, "y") * w + g:entity_get(l, "x")
    local b = g:entity_get(l, "top_y") * w + g:entity_get(l, "top_x")
    ladders[a * cells + b] = true
    ladders[b * cells + a] = true
    l = g:entity_next(l, "ladder")
  end
  -- The tiles asked for, and how many of them are still to settle.
  local wanted, left = {}, -1
  if tiles then
    local x, y = S.where(g, u)
    wanted[y * w + x], left = true, 1
    for _, c in ipairs(tiles) do
      local n = c.y * w + c.x
      if not wanted[n] then wanted[n], left = true, left + 1 end
    end
  end
  -- Steps cost 1 or 2: a bucket per distance settles tiles in order. A
  -- tile joins a bucket each time its distance improves; only the bucket
  -- of its final distance counts.
  local around = {-1, 1, -w, w}
  local buckets, top = {[0] = first}, 0
  local d = 0
  while d <= top do
    local bucket = buckets[d]
    if bucket then
      for k = 1, #bucket do
        local to = bucket[k]
        if dist[to] == d then
          if wanted[to] then
            left = left - 1
            if left == 0 then return dist, w end
          end
          local through = d + cost[to]
          -- A walk from n into to: up no more than jump (or by a ladder),
          -- down any height (falling).
          local low = ground[to] - jump
          for j = 1, 4 do
            local n = to + around[j]
            local hn = ground[n]
            if hn and (hn >= low or ladders[n * cells + to]) then
              local old = dist[n]
              if old == nil or through < old then
                dist[n] = through
                local next = buckets[through]
                if not next then
                  next = {}
                  buckets[through] = next
                  if through > top then top = through end
                end
                next[#next + 1] = n
              end
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
