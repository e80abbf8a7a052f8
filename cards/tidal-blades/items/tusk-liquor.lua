-- Tusk Liquor / Smoothie (Item Reference): "Gain 1 Focus / Spirit." Designed:
-- its recharge cost (1 Fruit); the short text shown to players.
item {
  id = "tusk_liquor", name = "Tusk Liquor / Smoothie",
  text = "Gain 1 Focus / Spirit",
  action = {either = {{focus = 1}, {spirit = 1}}},
  recharge = 1,
}
