-- Bard (or Dancer): a weak ranged attack and the Song of Mending.
-- Designed numbers: every stat and the cost.
unit {
  id = "bard", name = "Bard", also = "Dancer", role = "support",
  move = 3, jump = 1, health = 4, attack = 1, reach = 3,
  abilities = {"heal"},
  cost = 3,
}
