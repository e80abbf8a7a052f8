-- Hero's Inventory: a tower shield, for melee units. Designed: the card.
item {
  id = "tower-shield", deck = "heros-inventory", name = "Tower Shield",
  text = "+2 maximum Health, and heal 2 (melee units)",
  fits = function(def) return def.reach <= 1 end,
  effect = function(g, u, lib)
    g:entity_set(u, "max_hp", g:entity_get(u, "max_hp") + 2)
    lib.combat.heal(g, u, 2)
  end,
}
