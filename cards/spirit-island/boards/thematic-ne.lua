-- Thematic map, north-east quarter (option map=thematic). Designed: the
-- thematic side of the boards is not printed in the expansion's rulebook;
-- its quarters, terrains, adjacency and setup icons are made for this
-- implementation. The Invaders landed earlier here than on the standard
-- boards: every quarter starts with a City (land 2), two Towns and an
-- Explorer, which is what the expansion's +1 Difficulty pays for.
board {
  id = "NE",
  name = "Thematic NE",
  thematic = true,
  lands = {
    {terrain = "wetland", setup = {explorer = 1, dahan = 1}},
    {terrain = "mountain", setup = {city = 1}},
    {terrain = "jungle", setup = {dahan = 2}},
    {terrain = "sands", setup = {town = 1}},
    {terrain = "jungle"},
    {terrain = "wetland", setup = {blight = 1, dahan = 1}},
    {terrain = "sands", setup = {dahan = 2}},
    {terrain = "mountain", setup = {town = 1}},
  },
  edges = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {2, 3}, {1, 4}, {2, 4}, {2, 5}, {3, 5}, {3, 6},
           {4, 5}, {4, 7}, {5, 6}, {5, 7}, {6, 8}, {7, 8}},
}
