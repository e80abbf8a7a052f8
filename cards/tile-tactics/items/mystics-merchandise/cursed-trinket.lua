-- Mystic's Merchandise: not every bargain is good. Designed: the card.
item {
  id = "cursed-trinket", deck = "mystics-merchandise", name = "Cursed Trinket",
  text = "The finder takes 2 damage",
  effect = function(g, u, lib) lib.combat.damage(g, u, 2, "item") end,
}
