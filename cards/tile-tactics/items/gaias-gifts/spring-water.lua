-- Gaia's Gifts: a spring. Designed: the card.
item {
  id = "spring-water", deck = "gaias-gifts", name = "Spring Water",
  text = "Every unit within 2 tiles of the finder (either team) heals 2",
  effect = function(g, u, lib)
    local S = lib.state
    local x, y = S.where(g, u)
    for _, v in ipairs(S.units(g)) do
      local vx, vy = S.where(g, v)
      if g:grid_distance("manhattan", x, y, vx, vy) <= 2 then lib.combat.heal(g, v, 2) end
    end
  end,
}
