-- Sharpening Oil (Item Reference): "Each attack on this card gains 1 bonus
-- die." Designed: its recharge cost (2 Fruit); the short text shown to
-- players.
item {
  id = "sharpening_oil", name = "Sharpening Oil",
  text = "Each attack on this card gains 1 bonus die",
  attack = {dice = 1},
  recharge = 2,
}
