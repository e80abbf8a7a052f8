-- Assassin (or Ninja): quick and light; its strike swaps places with the
-- target (push F: "Attacker & Target swap tiles"). Designed numbers: every
-- stat, the push and the cost.
unit {
  id = "assassin", name = "Assassin", also = "Ninja", role = "melee",
  move = 4, jump = 2, health = 4, attack = 3, reach = 1, push = "F1",
  cost = 4,
}
