-- The Dojo map board, drawn as data. The rulebook names the board but does
-- not print it: this layout (a 12 x 9 mat, a changing room behind a door, a
-- locked storeroom, training dummies, a barrel, watching students and the
-- items on the floor) is designed for the sparring match (designed).
--
-- How a map is drawn: every other character is a space; between spaces
-- stand their edges. In a space row, the character after a space is its
-- east edge; in the rows between, the character under a space is its south
-- edge. Edges: " " nothing, "|" or "-" a wall, "D" a closed door, "d" an
-- open door, "L" a locked typical door, "R" a locked reinforced door.
-- Spaces: "." floor, "o" an obstacle, "B" a barrel, "C" a Crowd, "x" an
-- Exit Point, and an item's letter (cards/dragon-tides/items) for that item.
-- "+" marks corners and is ignored; the outer frame is the board's edge.
board {
  id = "dojo", name = "Dojo",
  rows = {
    "+-+-+-+-+-+-+-+-+-+-+-+-+",
    "|. . . . . C C . .|. n .|",
    "+ + + + + + + + + + + + +",
    "|. . . b . . . . .|. . s|",
    "+ + + + + + + + + + + + +",
    "|. . . . . . . . .|. . .|",
    "+ + + + + + + + + +-+D+-+",
    "|. . . . o . . . . . . .|",
    "+ + + + + + + + + + + + +",
    "|. . w . . . c . . . . B|",
    "+ + + + + + + + + + + + +",
    "|. . . . . . . o . . . C|",
    "+-+L+-+ + + + + + + + + +",
    "|. . .|. o o . . . . . .|",
    "+ + + + + + + + + + + + +",
    "|. k .|. . . . . . . . .|",
    "+ + + + + + + + + + + + +",
    "|h . .|. . . . z . C C .|",
    "+-+-+-+-+-+-+-+-+-+-+-+-+",
  },
  -- What each room's doors take to knock open, as the rulebook's scale
  -- gives them: "Knock open a typical door: Strike, difficulty 2D".
  doors = {typical = {stat = "strike", dice = 2}, reinforced = {stat = "strike", dice = 4}},
}
