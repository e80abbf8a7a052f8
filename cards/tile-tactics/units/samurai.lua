-- Samurai (or Fencer): a sturdy blade. Designed numbers: every stat and the cost.
unit {
  id = "samurai", name = "Samurai", also = "Fencer", role = "melee",
  move = 3, jump = 1, health = 6, attack = 3, reach = 1,
  cost = 4,
}
