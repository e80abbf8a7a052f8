-- Dragon (the Beast's other face, winged): flies up cliffs and breathes fire
-- over a 3x3 square ("AOE 3x3 is a 3 by 3 grid"). Designed numbers: every
-- stat, the AOE and the cost.
unit {
  id = "dragon", name = "Dragon", role = "ranged",
  move = 4, jump = 3, health = 6, attack = 2, reach = 2, aoe = "3x3",
  cost = 7,
}
