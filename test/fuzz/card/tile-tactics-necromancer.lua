-- Necromancer (or Beastmaster with pets): curses that need no line of
-- sight, and Skeleton pets. Designed numbers: every stat and the cost.
unit {
  id = "necromancer", name = "Necromancer", also = "Beastmaster", role = "ranged",
  move = 2, jump = 1, health = 4, attack = 2, reach = 3,
  abilities = {"no-los", "raise-dead"},
  cost = 5,
}
