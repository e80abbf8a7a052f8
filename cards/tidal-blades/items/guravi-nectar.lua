-- Guravi Nectar (Item Reference): "Each attack on this card has range 3,
-- replacing any previous range, and loses Chain." Designed: its recharge cost
-- (2 Fruit); the short text shown to players.
item {
  id = "guravi_nectar", name = "Guravi Nectar",
  text = "Each attack on this card has range 3 and loses Chain",
  attack = {range = 3}, no_chain = true,
  recharge = 2,
}
