-- Beast (or Dragon): big, strong and a good climber; shoves its target a
-- tile to its left. Designed numbers: every stat, the push and the cost.
unit {
  id = "beast", name = "Beast", also = "Dragon", role = "melee",
  move = 4, jump = 2, health = 8, attack = 3, reach = 1, push = "L1",
  cost = 6,
}
