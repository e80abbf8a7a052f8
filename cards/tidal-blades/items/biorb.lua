-- Biorb (Item Reference): "You may make a free reroll for each attack on this
-- card." Designed: its recharge cost (2 Fruit); the short text shown to
-- players.
item {
  id = "biorb", name = "Biorb",
  text = "You may make a free reroll for each attack on this card",
  attack = {reroll = 1},
  recharge = 2,
}
