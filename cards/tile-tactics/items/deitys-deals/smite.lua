-- Deity's Deals: the nearest enemy of the finder (by steps, then the
-- lowest id) is struck. Designed: the card.
item {
  id = "smite", deck = "deitys-deals", name = "Smite",
  text = "The enemy nearest the finder takes 3 damage",
  effect = function(g, u, lib)
    local S = lib.state
    local x, y = S.where(g, u)
    local best, best_d
    for _, v in ipairs(S.units(g, S.other(g:entity_get(u, "team")))) do
      local vx, vy = S.where(g, v)
      local d = g:grid_distance("manhattan", x, y, vx, vy)
      if not best_d or d < best_d then best, best_d = v, d end
    end
    if best then lib.combat.damage(g, best, 3, "item") end
  end,
}
