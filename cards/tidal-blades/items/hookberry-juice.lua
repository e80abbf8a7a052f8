-- Hookberry Juice (Item Reference): "Move 1 or add 1 to a Move action."
-- Designed: its recharge cost (1 Fruit); the short text shown to players.
item {
  id = "hookberry_juice", name = "Hookberry Juice",
  text = "Move 1 or add 1 to a Move action",
  action = {move = 1},
  recharge = 1,
}
