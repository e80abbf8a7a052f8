-- General's Reserves: a rallying call. Designed: the card.
item {
  id = "rally", deck = "generals-reserves", name = "Rally",
  text = "Every unit of the finder's team heals 1",
  effect = function(g, u, lib)
    for _, v in ipairs(lib.state.units(g, g:entity_get(u, "team"))) do lib.combat.heal(g, v, 1) end
  end,
}
