-- Deity's Deals: a god that takes as it gives. Designed: the card.
item {
  id = "sacrifice", deck = "deitys-deals", name = "Sacrifice",
  text = "The finder loses half its Health (rounded down); every ally heals that much",
  effect = function(g, u, lib)
    local S = lib.state
    local n = g:entity_get(u, "hp") // 2
    for _, v in ipairs(S.units(g, g:entity_get(u, "team"))) do
      if v ~= u then lib.combat.heal(g, v, n) end
    end
    lib.combat.damage(g, u, n, "item")
  end,
}
