-- Deity's Deals: a blessing on the finder's team. Designed: the card.
item {
  id = "blessing", deck = "deitys-deals", name = "Blessing",
  text = "Every unit of the finder's team gains 1 maximum Health and heals 1",
  effect = function(g, u, lib)
    for _, v in ipairs(lib.state.units(g, g:entity_get(u, "team"))) do
      g:entity_set(v, "max_hp", g:entity_get(v, "max_hp") + 1)
      lib.combat.heal(g, v, 1)
    end
  end,
}
