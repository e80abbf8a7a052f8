-- General's Reserves: a war banner. Designed: the card.
item {
  id = "war-banner", deck = "generals-reserves", name = "War Banner",
  text = "+1 Attack for the finder",
  effect = function(g, u, lib) lib.state.add_bonus(g, u, "attack", 1) end,
}
