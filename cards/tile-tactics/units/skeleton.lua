-- Skeleton: the Necromancer's pet, raised in play, never recruited.
-- Designed numbers: every stat.
unit {
  id = "skeleton", name = "Skeleton", role = "melee", pet = true,
  move = 2, jump = 1, health = 2, attack = 1, reach = 1,
}
