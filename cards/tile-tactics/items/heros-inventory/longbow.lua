-- Hero's Inventory: a longbow, for units that shoot. Designed: the card.
item {
  id = "longbow", deck = "heros-inventory", name = "Longbow",
  text = "+1 Reach (units with Reach 2 or more)",
  fits = function(def) return def.reach >= 2 end,
  effect = function(g, u, lib) lib.state.add_bonus(g, u, "reach", 1) end,
}
