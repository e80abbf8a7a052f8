-- Bottled Fumes (Item Reference): "Each attack on this card gains Advantage."
-- Designed: its recharge cost (2 Fruit); the short text shown to players.
item {
  id = "bottled_fumes", name = "Bottled Fumes",
  text = "Each attack on this card gains Advantage",
  attack = {advantage = true},
  recharge = 2,
}
