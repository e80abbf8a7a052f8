-- Archer: long reach, fragile. Designed numbers: every stat and the cost.
unit {
  id = "archer", name = "Archer", role = "ranged",
  move = 3, jump = 1, health = 4, attack = 2, reach = 4,
  cost = 4,
}
