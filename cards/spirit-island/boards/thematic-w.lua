-- Thematic map, west quarter (option map=thematic). Designed: the thematic
-- side is not printed in the rulebook; see thematic-ne.lua.
board {
  id = "W",
  name = "Thematic W",
  thematic = true,
  lands = {
    {terrain = "jungle", setup = {town = 1}},
    {terrain = "sands", setup = {city = 1, dahan = 1}},
    {terrain = "wetland", setup = {dahan = 2}},
    {terrain = "mountain", setup = {explorer = 1}},
    {terrain = "wetland", setup = {blight = 1}},
    {terrain = "jungle", setup = {dahan = 1}},
    {terrain = "mountain", setup = {dahan = 2}},
    {terrain = "sands", setup = {town = 1}},
  },
  edges = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {2, 3}, {1, 4}, {2, 4}, {2, 5}, {3, 5}, {3, 6},
           {4, 5}, {4, 7}, {5, 6}, {5, 8}, {6, 8}, {7, 8}},
}
