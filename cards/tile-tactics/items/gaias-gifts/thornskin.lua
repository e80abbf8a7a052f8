-- Gaia's Gifts: bark and thorns. Designed: the card.
item {
  id = "thornskin", deck = "gaias-gifts", name = "Thornskin",
  text = "+1 maximum Health and +1 Attack for the finder",
  effect = function(g, u, lib)
    g:entity_set(u, "max_hp", g:entity_get(u, "max_hp") + 1)
    lib.combat.heal(g, u, 1)
    lib.state.add_bonus(g, u, "attack", 1)
  end,
}
