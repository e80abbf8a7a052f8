-- plain.lua - Connect Four in plain Lua 5.4, run by stock lua5.4: the same
-- rules and the same random-move policy as the tabula scenario
-- (test/bench/games/scripts/connect-four), written as a Lua programmer would
-- write it without tabula (a table of cells, its own PRNG). It is the
-- baseline the runtime is measured against: what the language itself costs.
--
-- Usage: lua5.4 plain.lua SECONDS [SEED]
-- Plays a warm-up game, then whole games until SECONDS of CPU time
-- (os.clock) have passed, and prints one line: "MOVES SECONDS".

local COLUMNS, ROWS = 7, 6
local DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}}

-- SplitMix64 on Lua's 64-bit integers (they wrap around, as in C); the
-- logical shift keeps the top bits clean.
local state = tonumber(arg[2] or "1") // 1
local function random_below(n)
  state = state + 0x9e3779b97f4a7c15
  local z = state
  z = (z ~ (z >> 30)) * 0xbf58476d1ce4e5b9
  z = (z ~ (z >> 27)) * 0x94d049bb133111eb
  z = z ~ (z >> 31)
  return (z >> 1) % n -- >> is a logical shift: non-negative before the modulo
end

-- board[x][y]: nil or the player (0, 1) whose disc is there; row 0 is the top.
local function new_board()
  local board = {}
  for x = 0, COLUMNS - 1 do board[x] = {} end
  return board
end

local function owner_at(board, x, y)
  if x < 0 or x >= COLUMNS or y < 0 or y >= ROWS then return nil end
  return board[x][y]
end

local function run(board, p, x, y, dx, dy)
  local n = 0
  x, y = x + dx, y + dy
  while owner_at(board, x, y) == p do
    n = n + 1
    x, y = x + dx, y + dy
  end
  return n
end

local function four_through(board, p, x, y)
  for _, d in ipairs(DIRECTIONS) do
    if 1 + run(board, p, x, y, d[1], d[2]) + run(board, p, x, y, -d[1], -d[2]) >= 4 then
      return true
    end
  end
  return false
end

-- One game with random moves to the end; returns the number of moves.
local function play()
  local board = new_board()
  local p = 0
  for move = 1, COLUMNS * ROWS do
    local columns = {}
    for x = 0, COLUMNS - 1 do
      if board[x][0] == nil then columns[#columns + 1] = x end
    end
    local x = columns[random_below(#columns) + 1]
    local y = ROWS - 1
    while board[x][y] ~= nil do y = y - 1 end
    board[x][y] = p
    if four_through(board, p, x, y) then return move end
    p = 1 - p
  end
  return COLUMNS * ROWS
end

local seconds = tonumber(arg[1] or "1")
play()
local moves, t0 = 0, os.clock()
local t
repeat
  for _ = 1, 100 do moves = moves + play() end
  t = os.clock() - t0
until t >= seconds
print(moves, t)
