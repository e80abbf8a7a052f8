-- Mystic's Merchandise: a healing draught. Designed: the card.
item {
  id = "healing-draught", deck = "mystics-merchandise", name = "Healing Draught",
  text = "The finder heals 3",
  effect = function(g, u, lib) lib.combat.heal(g, u, 3) end,
}
