-- Mystic's Merchandise: a feather charm. Designed: the card.
item {
  id = "feather-charm", deck = "mystics-merchandise", name = "Feather Charm",
  text = "+2 Jump for the finder",
  effect = function(g, u, lib) lib.state.add_bonus(g, u, "jump", 2) end,
}
