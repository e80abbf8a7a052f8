-- Mudcrabs: guide card and 6 action cards. The rulebook prints only their
-- name (the Initiative example); designed: Armored as an innate ability,
-- health, starting Initiative and every card.
enemy {
  id = "mudcrab", name = "Mudcrab", plural = "Mudcrabs", letter = "m",
  health = 8, mutant_health = 12,
  initiative = 2,
  innate = {armored = 1}, -- "reduced by 1 for each Armor"
  cards = {
    {initiative = 0, move = 1, attack = 3},
    {initiative = 1, move = 2, attack = 2},
    {initiative = -1, move = 1, attack = 4},
    {initiative = 0, move = 2, attack = 2, pierce = true},
    {initiative = -1, move = 0, attack = 3},
    {initiative = 1, move = 2, attack = 2},
  },
}
