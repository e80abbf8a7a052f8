-- Sky Temple: the Royal Icon waits on a pillar four tiles high between two
-- lava pits, reached only by its two ladders. Designed: the whole layout.
board {
  id = "sky-temple",
  name = "Sky Temple",
  description = "a treasure pillar over lava, reached by ladders",
  -- Terrain, north row first: . ground, ~ water, ^ lava, T tree, = bridge.
  terrain = {
    ".....T...", -- 1
    ".........", -- 2
    ".T..~~...", -- 3
    "......T..", -- 4
    "~=~^.^~=~", -- 5
    "..T......", -- 6
    "...~~..T.", -- 7
    ".........", -- 8
    "...T.....", -- 9
  },
  -- Heights in tiles, the same rows.
  height = {
    "111001222", -- 1
    "111001222", -- 2
    "000000011", -- 3
    "000010000", -- 4
    "010040010", -- 5
    "000010000", -- 6
    "110000000", -- 7
    "222100111", -- 8
    "222100111", -- 9
  },
  starts = {[0] = {"A1", "B1", "C1", "A2", "B2", "C2"}, [1] = {"I9", "H9", "G9", "I8", "H8", "G8"}},
  bridges = {{cells = {"B5"}, under = "~", under_height = 0}, {cells = {"H5"}, under = "~", under_height = 0}},
  ladders = {{from = "E4", to = "E5"}, {from = "E6", to = "E5"}},
  spires = {"H2", "B8"},
  treasure = "E5",
}
