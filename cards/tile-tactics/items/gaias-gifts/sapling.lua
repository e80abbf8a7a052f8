-- Gaia's Gifts: a tree springs up beside the finder, on the first free
-- ground tile clockwise from north. Designed: the card.
item {
  id = "sapling", deck = "gaias-gifts", name = "Sapling",
  text = "A tree grows on a free ground tile next to the finder",
  effect = function(g, u, lib)
    local S, B = lib.state, lib.board
    local x, y = S.where(g, u)
    for _, c in ipairs(g:grid_neighbours(S.grid(g), x, y)) do
      if B.terrain(g, c.x, c.y) == "ground" and #g:grid_occupants(S.grid(g), c.x, c.y) == 0 then
        local tree = g:entity_new("tree")
        g:entity_set(tree, "x", c.x)
        g:entity_set(tree, "y", c.y)
        g:entity_set(tree, "damage", 0)
        g:entity_set(tree, "under", "ground")
        g:grid_set_terrain(S.grid(g), c.x, c.y, "tree")
        return
      end
    end
  end,
}
