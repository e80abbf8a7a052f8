-- Lava Forge: the Bomb sits on an anvil three tiles high in the middle of
-- the forge, between lava vents and a bridged cooling channel. Designed:
-- the whole layout.
board {
  id = "lava-forge",
  name = "Lava Forge",
  description = "an anvil in the middle of lava vents and water",
  -- Terrain, north row first: . ground, ~ water, ^ lava, T tree, = bridge.
  terrain = {
    ".........", -- 1
    "..T...^..", -- 2
    "......~~.", -- 3
    "^....T...", -- 4
    "~~=...=~~", -- 5
    "...T....^", -- 6
    ".~~......", -- 7
    "..^...T..", -- 8
    ".........", -- 9
  },
  -- Heights in tiles, the same rows.
  height = {
    "000011100", -- 1
    "000011100", -- 2
    "011100000", -- 3
    "012100000", -- 4
    "001030100", -- 5
    "000001210", -- 6
    "000001110", -- 7
    "001110000", -- 8
    "001110000", -- 9
  },
  starts = {[0] = {"A1", "B1", "C1", "D1", "A2", "B2"}, [1] = {"I9", "H9", "G9", "F9", "I8", "H8"}},
  bridges = {{cells = {"C5"}, under = "~", under_height = 0}, {cells = {"G5"}, under = "~", under_height = 0}},
  ladders = {{from = "E4", to = "E5"}, {from = "E6", to = "E5"}},
  spires = {"C4", "G6"},
  treasure = "E5",
}
