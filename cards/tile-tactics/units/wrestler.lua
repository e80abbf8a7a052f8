-- Wrestler (or Monk): throws foes back two tiles, off ledges and into lava.
-- Designed numbers: every stat, the push and the cost.
unit {
  id = "wrestler", name = "Wrestler", also = "Monk", role = "melee",
  move = 3, jump = 1, health = 7, attack = 2, reach = 1, push = "B2",
  cost = 4,
}
