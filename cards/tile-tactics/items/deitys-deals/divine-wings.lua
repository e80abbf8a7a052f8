-- Deity's Deals: wings for the faithful. Designed: the card.
item {
  id = "divine-wings", deck = "deitys-deals", name = "Divine Wings",
  text = "+3 Jump for the finder",
  effect = function(g, u, lib) lib.state.add_bonus(g, u, "jump", 3) end,
}
