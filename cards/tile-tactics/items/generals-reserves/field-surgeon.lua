-- General's Reserves: a field surgeon. Designed: the card.
item {
  id = "field-surgeon", deck = "generals-reserves", name = "Field Surgeon",
  text = "The finder heals to its maximum Health",
  effect = function(g, u, lib) lib.combat.heal(g, u, g:entity_get(u, "max_hp")) end,
}
