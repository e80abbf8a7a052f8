-- Cozin Powder (Item Reference): "Each attack on this card gains +1 target and
-- loses Chain." Designed: its recharge cost (2 Fruit); the short text shown to
-- players.
item {
  id = "cozin_powder", name = "Cozin Powder",
  text = "Each attack on this card gains +1 target and loses Chain",
  attack = {targets = 1}, no_chain = true,
  recharge = 2,
}
