-- Pyromancer: fireballs burst in a plus around the tile hit ("AOE 1 is a +
-- shape"). Designed numbers: every stat, the AOE and the cost.
unit {
  id = "pyromancer", name = "Pyromancer", role = "ranged",
  move = 2, jump = 1, health = 4, attack = 2, reach = 3, aoe = 1,
  cost = 5,
}
