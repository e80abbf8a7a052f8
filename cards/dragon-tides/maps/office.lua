-- Corporate Office, drawn for the movie Neon Shakedown (designed): rows of
-- cubicles (obstacles), a reception with a Key on the floor, and the
-- Villain's corner office behind a reinforced locked door ("R": Strike 4D,
-- or the Key). Letters as in cards/dragon-tides/maps/market.lua.
board {
  id = "office", name = "Corporate Office",
  rows = {
    "+-+-+-+-+-+-+-+-+-+-+-+-+",
    "|. . . . . . . .|. . . .|",
    "+ + + + + + + + + + + + +",
    "|. o o . o o . .|. 2 . .|",
    "+ + + + + + + + + + + + +",
    "|. . . . . . . .|. . 2 .|",
    "+ + + + + + + + + + + + +",
    "|. o o . o o . .|. . 3 .|",
    "+ + + + + + + + +-+R+-+-+",
    "|. . . . . . . . . . . .|",
    "+ + + + + + + + + + + + +",
    "|. . 3 . . . y . . 3 . .|",
    "+ + + + + + + + + + + + +",
    "|. o o . o o . . . . . .|",
    "+ + + + + + + + + + + + +",
    "|. . . . . . . . C . . .|",
    "+ + + + + + + + + + + + +",
    "|1 1 . . . . . . . . h .|",
    "+ + + + + + + + + + + + +",
    "|1 1 . . . . . p . . . .|",
    "+-+-+-+-+-+-+-+-+-+-+-+-+",
  },
  doors = {typical = {stat = "strike", dice = 2}, reinforced = {stat = "strike", dice = 4}},
}
