-- Spinesquid Tentacles: guide card and 6 action cards. Printed in the
-- rulebook: Reach ("the Spinesquid Tentacles have Reach, which allow them to
-- make ranged attacks on adjacent targets without suffering Disadvantage").
-- Designed: Reach as an innate ability, health, Initiative and every card.
enemy {
  id = "spinesquid", name = "Spinesquid Tentacle", plural = "Spinesquid Tentacles", letter = "t",
  health = 6, mutant_health = 10,
  initiative = 4,
  innate = {reach = true},
  cards = {
    {initiative = 0, move = 1, attack = 2, range = 2},
    {initiative = -1, move = 0, attack = 3, range = 3},
    {initiative = 1, move = 1, attack = 2, range = 2, targets = 2},
    {initiative = 0, move = 2, attack = 2, range = 2},
    {initiative = -1, move = 1, attack = 3, range = 2},
    {initiative = 1, move = 0, attack = 2, range = 3, targets = 2},
  },
}
