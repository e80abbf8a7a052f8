-- Hero's Inventory: a spell tome, for casters (units with abilities or an
-- AOE). Designed: the card.
item {
  id = "spell-tome", deck = "heros-inventory", name = "Spell Tome",
  text = "+1 Attack (units with an ability or an AOE)",
  fits = function(def) return def.aoe ~= nil or (def.abilities ~= nil and #def.abilities > 0) end,
  effect = function(g, u, lib) lib.state.add_bonus(g, u, "attack", 1) end,
}
