-- Connect Four, written the way a scenario author would write it: the board
-- is the kernel's square grid, a disc is an entity on it, every move is a
-- g:choose and the end is a g:finish. It is the benchmark's simple grid game
-- (test/bench/bench_connect4.c): nothing here is tuned for speed, so its
-- time per move is what the runtime costs a plain game. The same rules in
-- plain Lua and in C sit beside it (test/bench/connect4/).
--
-- Played from outside the source tree, as examples/new-scenario is:
--     TABULA_PATH=test/bench/games tabula playtest connect-four/classic --games 100

scenario {
  id = "classic",
  name = "Connect Four",
  description = "7 columns, 6 rows; drop discs, four in a row wins",
  players = 2,
}

local COLUMNS, ROWS = 7, 6

-- The board's grid; its id lives in the kernel, on the board entity.
local function board(g)
  return g:entity_get(g:entity_next(0, "board"), "grid")
end

-- The owner of the disc at x, y, or nil for an empty cell.
local function owner_at(g, grid, x, y)
  if x < 0 or x >= COLUMNS or y < 0 or y >= ROWS then return nil end
  local disc = g:grid_occupant(grid, x, y)
  return disc and g:entity_get(disc, "owner")
end

-- Row 0 is the top: a column is full when its top cell is taken.
local function lowest_free_row(g, grid, x)
  for y = ROWS - 1, 0, -1 do
    if owner_at(g, grid, x, y) == nil then return y end
  end
end

-- How many of p's discs run from x, y (not counted) along dx, dy.
local function run(g, grid, p, x, y, dx, dy)
  local n = 0
  x, y = x + dx, y + dy
  while owner_at(g, grid, x, y) == p do
    n = n + 1
    x, y = x + dx, y + dy
  end
  return n
end

local DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}}

local function four_through(g, grid, p, x, y)
  for _, d in ipairs(DIRECTIONS) do
    if 1 + run(g, grid, p, x, y, d[1], d[2]) + run(g, grid, p, x, y, -d[1], -d[2]) >= 4 then
      return true
    end
  end
  return false
end

step("setup", function(g)
  local b = g:entity_new("board")
  g:entity_set(b, "grid", g:grid_new(COLUMNS, ROWS))
  g:push("turn", 0, 1)
end)

-- A turn: the player drops a disc into a column that is not full.
step("turn", function(g, p, move)
  local grid = board(g)
  local columns, labels = {}, {}
  for x = 0, COLUMNS - 1 do
    if owner_at(g, grid, x, 0) == nil then
      columns[#columns + 1] = x
      labels[#labels + 1] = "column " .. (x + 1)
    end
  end
  local pick = g:choose{player = p, kind = "drop", prompt = "Drop a disc", options = labels}
  local x = columns[pick]
  local y = lowest_free_row(g, grid, x)
  local disc = g:entity_new("disc")
  g:entity_set(disc, "owner", p)
  g:grid_place(grid, disc, x, y)
  if four_through(g, grid, p, x, y) then
    g:push("final", p, move)
  elseif move == COLUMNS * ROWS then
    g:push("final", false, move)  -- a draw: nil cannot be kept in the kernel
  else
    g:push("turn", 1 - p, move + 1)
  end
end)

step("final", function(g, winner, moves)
  g:metric("moves", moves)
  g:finish{winners = winner and {winner} or {}, reason = winner and "four in a row" or "full board"}
end)

rules {
  name = "Connect Four",
  start = "setup",
}
