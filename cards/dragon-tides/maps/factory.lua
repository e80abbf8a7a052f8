-- Factory A, drawn for the movie Neon Shakedown (designed): a conveyor belt
-- ("=") runs east along row 5 into the chute ("U") at N5; the control panel
-- ("P") stands in the control room behind a closed door; the loading dock's
-- Exit Points ("x") for the Dragons are in the north-west corner; the
-- night watchman lies bound ("V") in the south-east. Other letters as in
-- cards/dragon-tides/maps/market.lua.
board {
  id = "factory", name = "Factory A",
  rows = {
    "+-+-+-+-+-+-+-+-+-+-+-+-+-+-+",
    "|x x . . . . o . . . .|. P .|",
    "+ + + + + + + + + + + + + + +",
    "|x x . . . . o . . . .|. . .|",
    "+ + + + + + + + + + + + + + +",
    "|. . . 3 . . . . 3 . .|. . .|",
    "+ + + + + + + + + + + +-+D+-+",
    "|. . 3 . . . b . . 3 . . . .|",
    "+ + + + + + + + + + + + + + +",
    "|. = = = = = = = = = = = = U|",
    "+ + + + + + + + + + + + + + +",
    "|. . . . . . . . . . . . . .|",
    "+ + + + + + + + + + + + + + +",
    "|. . o . . . 2 . . . o . . .|",
    "+ + + + + + + + + + + + + + +",
    "|. . . . C . . . . . . . V .|",
    "+ + + + + + + + + + + + + + +",
    "|1 1 . . . . . . . c . . . .|",
    "+ + + + + + + + + + + + + + +",
    "|1 1 . . . . . . o . . . . .|",
    "+-+-+-+-+-+-+-+-+-+-+-+-+-+-+",
  },
  -- The belt's spaces in the order things travel, then the chute.
  belt = {"B5", "C5", "D5", "E5", "F5", "G5", "H5", "I5", "J5", "K5", "L5", "M5"},
  chute = "N5",
  doors = {typical = {stat = "strike", dice = 2}, reinforced = {stat = "strike", dice = 4}},
}
