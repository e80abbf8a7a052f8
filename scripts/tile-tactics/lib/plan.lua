-- plan.lua: how far a unit is from striking range, in steps it could walk,
-- so move options can say so ("2 steps from range") to players and bots.
-- A reverse search from every tile the unit could attack an enemy from
-- (reach, the vertical limits and line of sight as things stand now).
--
-- It runs for every order a unit is given, so it is written for speed (it
-- was 70% of a random game's Lua): the step's board read (lib/board.read)
-- is copied a row at a time into flat arrays indexed y * w + x + 1, the
-- tiles in range of an enemy come from one kernel area around it, ladders
-- are looked up by number, and the search heads for the tiles it was asked
-- about (A*) and stops once it knows them.
local S = require "lib/state"
local B = require "lib/board"

local M = {}

-- Steps (movement points) from every tile to the nearest tile from which u
-- could attack an enemy: a table indexed y * w + x + 1, and that w. The w is
-- the board's width plus one: a column of padding to the east (which, being
-- nobody's tile, is also the one west of the next row) lets the search step
-- to all four sides without testing the board's edges.
-- With tiles (a list of {x=, y=}), only those tiles and u's own are asked
-- for: the search stops once it has them all, and other tiles may then be
-- missing or further than they are. board is the step's board read
-- (lib/board.read), made when not given.
function M.steps_to_range(g, u, tiles, board)
  board = board or B.read(g)
  local grid, bw, h = board.grid, board.w, board.h
  local w = bw + 1
  local size = w * h
  local team = board.team[u]
  local jump = S.stat(g, u, "jump")
  local reach = S.stat(g, u, "reach")
  -- Cell c of the board read is tile c + (c - 1) // bw here.
  -- The board: for a tile a walk may start from or pass, its height (false
  -- for trees, lava, enemies and spires and the padding; nil off the
  -- board), and the extra cost of stepping onto water (2 Move; nil
  -- elsewhere: 1). ground and dist are made at their full size at once, and
  -- the heights copied a row at a time (growing them a tile at a time, the
  -- runtime resized them eight times a call).
  local heights = board.heights
  local ground = {table.unpack(heights, 1, size)}
  for y = 0, h - 1 do
    table.move(heights, y * bw + 1, y * bw + bw, y * w + 1, ground)
    ground[y * w + w] = false
  end
  for _, c in ipairs(board.trees) do ground[c + (c - 1) // bw] = false end
  for _, c in ipairs(board.lava) do ground[c + (c - 1) // bw] = false end
  local water = {}
  for _, c in ipairs(board.water) do water[c + (c - 1) // bw] = 2 end
  local enemies = {}
  for _, v in ipairs(board.units) do
    local c = board.cell[v]
    if board.team[v] ~= team and c then
      enemies[#enemies + 1] = c - 1
      ground[c + (c - 1) // bw] = false
    end
  end
  for c in pairs(board.spire_at) do ground[c + (c - 1) // bw] = false end
  -- The tiles in range: Reach around each enemy; melee one tile up or down
  -- at most, beyond that at most two up ("Upward Attack has maximum reach
  -- of 2") and any way down; line of sight unless the unit ignores it. The
  -- kernel's area around the enemy finds them in one call (sight is
  -- symmetric, and the limits are the attacker's, seen from the target:
  -- a ranged attacker stands at most two below it).
  local melee = reach <= 1
  local area = {metric = "reach", radius = reach, no_centre = true,
                los = not melee and not S.has_ability(g, u, "no-los"), heights = true,
                max_up = melee and 1 or -1, max_down = melee and 1 or 2}
  local dist = {table.unpack({}, 1, size)} -- all nil, at its full size
  local first = {} -- the tiles in range, where the search starts
  local cells = board.scratch -- grid_area's result, refilled for each enemy
  local sides = {-w, -1, 1, w} -- north, west, east, south: the area's order
  for _, e in ipairs(enemies) do
    if reach == 1 then
      -- Melee: the area is the four tiles around the enemy, one up or down
      -- at most, worked out here (a kernel call for each enemy cost more).
      local he, at = heights[e + 1], e + e // bw + 1
      for j = 1, 4 do
        local n = at + sides[j]
        local hn = ground[n]
        if hn and hn - he <= 1 and he - hn <= 1 and dist[n] == nil then
          dist[n] = 0
          first[#first + 1] = n
        end
      end
    else
      for _, c in ipairs(g:grid_area(grid, e % bw, e // bw, area, cells)) do
        local n = c.y * w + c.x + 1
        if ground[n] and dist[n] == nil then
          dist[n] = 0
          first[#first + 1] = n
        end
      end
    end
  end
  -- Walks up more than jump only by a ladder: keyed from * size + to,
  -- both ways.
  local ladders = {}
  for _, l in ipairs(board.ladders) do
    local a, b = l[1] + (l[1] - 1) // bw, l[2] + (l[2] - 1) // bw
    ladders[a * size + b] = true
    ladders[b * size + a] = true
  end
  -- The tiles asked for, how many of them are still to settle, and the
  -- box around them (all the board when none are asked for).
  local wanted, left = {}, -1
  local x0, y0, x1, y1 = 0, 0, bw, h
  if tiles then
    local x, y = (board.cell[u] - 1) % bw, (board.cell[u] - 1) // bw
    wanted[y * w + x + 1], left = true, 1
    x0, y0, x1, y1 = x, y, x, y
    for _, c in ipairs(tiles) do
      local n = c.y * w + c.x + 1
      if not wanted[n] then wanted[n], left = true, left + 1 end
      if c.x < x0 then x0 = c.x elseif c.x > x1 then x1 = c.x end
      if c.y < y0 then y0 = c.y elseif c.y > y1 then y1 = c.y end
    end
  end
  -- Steps from a tile to the box, by column and by row: the fewest a walk
  -- from the tiles asked for to it could take (every step costs 1 at
  -- least), so the search may settle tiles in the order of distance plus
  -- this (A*), heading for them. (By distance alone it settled about 70
  -- tiles a call, most of the board, where a unit that has moved asks for
  -- its own tile only.)
  local to_box_x, to_box_y = {}, {}
  for x = 0, bw do to_box_x[x] = x < x0 and x0 - x or (x > x1 and x - x1 or 0) end
  for y = 0, h - 1 do to_box_y[y] = y < y0 and y0 - y or (y > y1 and y - y1 or 0) end
  -- A bucket for each distance plus steps to the box; steps cost 1 or 2,
  -- and a step can land in the bucket being read (which is why it is read
  -- to its changing end). A tile joins a bucket each time its distance
  -- improves; the first of its entries to come settles it (the heuristic is
  -- consistent), and its ground is then set to false, so that nothing steps
  -- to it again and its later entries are passed over.
  local buckets, top = {}, 0
  for _, n in ipairs(first) do
    local f = to_box_x[(n - 1) % w] + to_box_y[(n - 1) // w]
    local bucket = buckets[f]
    if not bucket then
      bucket = {}
      buckets[f] = bucket
      if f > top then top = f end
    end
    bucket[#bucket + 1] = n
  end
  local around = {-1, 1, -w, w}
  local f = 0
  while f <= top do
    local bucket = buckets[f]
    local k = 1
    local to = bucket and bucket[1]
    while to do
      local here = ground[to]
      if here then
        ground[to] = false
        if wanted[to] then
          left = left - 1
          if left == 0 then return dist, w end
        end
        local through = dist[to] + (water[to] or 1)
        -- A walk from n into to: up no more than jump (or by a ladder),
        -- down any height (falling).
        local low = here - jump
        for j = 1, 4 do
          local n = to + around[j]
          local hn = ground[n]
          if hn and (hn >= low or ladders[n * size + to]) then
            local old = dist[n]
            if old == nil or through < old then
              dist[n] = through
              local at = through + to_box_x[(n - 1) % w] + to_box_y[(n - 1) // w]
              local next = buckets[at]
              if not next then
                next = {}
                buckets[at] = next
                if at > top then top = at end
              end
              next[#next + 1] = n
            end
          end
        end
      end
      k = k + 1
      to = bucket[k]
    end
    f = f + 1
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
