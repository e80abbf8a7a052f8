-- Island board C. Designed: terrains, adjacency and setup icons made for
-- this implementation (land 2 has the City; lands 1-3 touch the ocean).
board {
  id = "C",
  name = "Board C",
  lands = {
    {terrain = "jungle", setup = {dahan = 1}},
    {terrain = "sands", setup = {city = 1, dahan = 1}},
    {terrain = "mountain"},
    {terrain = "wetland", setup = {dahan = 2}},
    {terrain = "jungle", setup = {blight = 1}},
    {terrain = "sands", setup = {town = 1}},
    {terrain = "wetland", setup = {dahan = 1}},
    {terrain = "mountain", setup = {town = 1}},
  },
  edges = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {2, 3}, {1, 4}, {2, 4}, {2, 5}, {3, 5}, {3, 6},
           {4, 5}, {4, 7}, {5, 6}, {5, 8}, {6, 8}, {7, 8}},
}
