-- Meron Fruit (Item Reference): "Heal 1 (you or an adjacent hero)." Designed:
-- its recharge cost (1 Fruit); the short text shown to players.
item {
  id = "meron_fruit", name = "Meron Fruit",
  text = "Heal 1 (you or an adjacent hero)",
  action = {heal = 1},
  recharge = 1,
}
