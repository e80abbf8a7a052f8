-- General's Reserves: forced march orders. Designed: the card.
item {
  id = "forced-march", deck = "generals-reserves", name = "Forced March",
  text = "+1 Move for the finder",
  effect = function(g, u, lib) lib.state.add_bonus(g, u, "move", 1) end,
}
