-- A fixture for the terminal's generic board drawing: one of each kind of
-- board the kernel has, then a decision to stop at.
scenario { id = "show", players = 1 }

step("setup", function(g)
  local grid = g:grid_new(4, 3)
  g:grid_set_height(grid, 1, 1, 2)
  g:grid_set_edge(grid, 0, 0, "e", "wall")
  local hero = g:entity_new("hero")
  g:entity_set(hero, "name", "Axl")
  g:grid_place(grid, hero, 2, 2)
  local map = g:hex_map_new{layout = "odd_r", cols = 5, rows = 3}
  g:hex_set_terrain(map, {q = 1, r = 1}, "impassable")
  local crab = g:entity_new("enemy")
  g:entity_set(crab, "name", "Mudcrab")
  g:hex_place(map, crab, {q = 3, r = 0})
  local t = g:track_new{min = 0, max = 12, start = 3}
  g:entity_set(t, "name", "round")
  g:push("wait")
end)

step("wait", function(g)
  g:choose{player = 0, prompt = "Done looking?", options = {"yes"}}
  g:finish{winners = {0}, reason = "looked"}
end)
