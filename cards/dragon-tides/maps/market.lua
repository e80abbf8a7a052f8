-- Open Air Market, drawn for the movie Neon Shakedown (designed): stalls
-- (obstacles), shoppers (Crowds), a street vendor (a Cameo), and the crate
-- the informant is trapped in, in an alcove at the far corner. Drawn as
-- cards/dragon-tides/maps/dojo.lua explains; scene letters: "1" Dragon
-- starts, "2" named villains' starts, "3" Minion starts, "Q" a Cameo, "K"
-- the informant's crate, "P" a conveyor control panel, "V" a bound person,
-- "=" the conveyor belt, "U" the chute.
board {
  id = "market", name = "Open Air Market",
  rows = {
    "+-+-+-+-+-+-+-+-+-+-+-+-+",
    "|1 1 . . C . . . C . . .|",
    "+ + + + + + + + + + + + +",
    "|1 1 . . . . o o . . . .|",
    "+ + + + + + + + + + + + +",
    "|. . . o . . . . . . 3 .|",
    "+ + + + + + + + + + + + +",
    "|. . . o . Q . . . 3 . .|",
    "+ + + + + + + + + + + + +",
    "|. . C . . . . . C . . .|",
    "+ + + + + + + + + + + + +",
    "|. . . . . o o . . . 3 .|",
    "+ + + + + + + + + + + + +",
    "|. b . . . . . . . 3 . 2|",
    "+ + + + + + + + + + + + +",
    "|. . . . C . . . o . . .|",
    "+ + + + + + + + + + + + +",
    "|. . o . . . . . o . . .|",
    "+ + + + + + + + + + + + +",
    "|. . . . . . c . . .|. K|",
    "+-+-+-+-+-+-+-+-+-+-+-+-+",
  },
  doors = {typical = {stat = "strike", dice = 2}, reinforced = {stat = "strike", dice = 4}},
}
