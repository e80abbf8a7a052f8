-- Monk (the Wrestler's other face, trained otherwise): agile, sweeps its
-- target a tile to its right. Designed numbers: every stat, the push and the cost.
unit {
  id = "monk", name = "Monk", role = "melee",
  move = 3, jump = 2, health = 5, attack = 2, reach = 1, push = "R1",
  cost = 3,
}
