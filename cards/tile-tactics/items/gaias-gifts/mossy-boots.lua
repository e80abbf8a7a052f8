-- Gaia's Gifts: boots of moss. Designed: the card.
item {
  id = "mossy-boots", deck = "gaias-gifts", name = "Mossy Boots",
  text = "+1 Move and +1 Jump for the finder",
  effect = function(g, u, lib)
    lib.state.add_bonus(g, u, "move", 1)
    lib.state.add_bonus(g, u, "jump", 1)
  end,
}
