-- Thematic map, east quarter (option map=thematic). Designed: the thematic
-- side is not printed in the rulebook; see thematic-ne.lua.
board {
  id = "E",
  name = "Thematic E",
  thematic = true,
  lands = {
    {terrain = "mountain", setup = {dahan = 1}},
    {terrain = "jungle", setup = {city = 1}},
    {terrain = "sands", setup = {town = 1, dahan = 1}},
    {terrain = "wetland", setup = {dahan = 2}},
    {terrain = "mountain", setup = {explorer = 1}},
    {terrain = "jungle"},
    {terrain = "wetland", setup = {blight = 1, dahan = 1}},
    {terrain = "sands", setup = {town = 1}},
  },
  edges = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {2, 3}, {1, 4}, {1, 5}, {2, 5}, {3, 5}, {3, 6},
           {4, 5}, {4, 7}, {5, 6}, {5, 7}, {6, 7}, {6, 8}, {7, 8}},
}
