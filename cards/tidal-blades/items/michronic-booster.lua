-- Michronic Booster (Item Reference): "Move 1 shell to your Shield." Designed:
-- its recharge cost (1 Fruit); the short text shown to players.
item {
  id = "michronic_booster", name = "Michronic Booster",
  text = "Move 1 shell to your Shield",
  action = {shield = 1},
  recharge = 1,
}
