-- Hero's Inventory: a greatsword, for melee units. Designed: the card.
item {
  id = "greatsword", deck = "heros-inventory", name = "Greatsword",
  text = "+1 Attack (melee units)",
  fits = function(def) return def.reach <= 1 end,
  effect = function(g, u, lib) lib.state.add_bonus(g, u, "attack", 1) end,
}
