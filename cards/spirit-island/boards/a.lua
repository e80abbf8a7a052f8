-- Island board A. Designed: the terrains, adjacency and setup icons are
-- made for this implementation (land 2 has the City, as the expansion's
-- setup says; lands 1-3 touch the ocean). Edges name land numbers, 0 is
-- the ocean.
board {
  id = "A",
  name = "Board A",
  lands = {
    {terrain = "mountain"},
    {terrain = "wetland", setup = {city = 1, dahan = 1}},
    {terrain = "jungle", setup = {dahan = 2}},
    {terrain = "sands", setup = {blight = 1}},
    {terrain = "wetland"},
    {terrain = "mountain", setup = {town = 1, dahan = 1}},
    {terrain = "sands", setup = {dahan = 2}},
    {terrain = "jungle", setup = {town = 1}},
  },
  edges = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {2, 3}, {1, 4}, {1, 5}, {2, 5}, {3, 5}, {3, 6},
           {4, 5}, {4, 7}, {5, 6}, {5, 7}, {6, 7}, {6, 8}, {7, 8}},
}
