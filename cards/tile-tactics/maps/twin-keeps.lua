-- Twin Keeps: a river with two bridges between two keeps, each crowned by
-- a spire and climbed by a ladder. Designed: the whole layout (the rulebook
-- prints no maps).
board {
  id = "twin-keeps",
  name = "Twin Keeps",
  description = "two keeps across a bridged river",
  -- Terrain, north row first: . ground, ~ water, ^ lava, T tree, = bridge.
  terrain = {
    "..........", -- 1
    ".....T....", -- 2
    "........T.", -- 3
    ".T......^.", -- 4
    "~~=~~~~=~~", -- 5
    "~~=~~~~=~~", -- 6
    ".^......T.", -- 7
    ".T........", -- 8
    "....T.....", -- 9
    "..........", -- 10
  },
  -- Heights in tiles, the same rows.
  height = {
    "1110000000", -- 1
    "1110000000", -- 2
    "0000330000", -- 3
    "0000330000", -- 4
    "0010000100", -- 5
    "0010000100", -- 6
    "0000330000", -- 7
    "0000330000", -- 8
    "0000000111", -- 9
    "0000000111", -- 10
  },
  starts = {[0] = {"A1", "B1", "C1", "A2", "B2", "C2"}, [1] = {"J10", "I10", "H10", "J9", "I9", "H9"}},
  bridges = {{cells = {"C5", "C6"}, under = "~", under_height = 0}, {cells = {"H5", "H6"}, under = "~", under_height = 0}},
  ladders = {{from = "D4", to = "E4"}, {from = "G7", to = "F7"}},
  spires = {"E3", "F8"},
}
