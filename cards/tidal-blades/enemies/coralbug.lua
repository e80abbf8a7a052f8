-- Coralbugs: guide card and 6 action cards. Printed in the rulebook: an
-- action card with a base attack strength of 3 (the Enemy Attacks example)
-- and one with an attack range of 2 (the movement example). Designed: their
-- health, starting Initiative and the other numbers.
enemy {
  id = "coralbug", name = "Coralbug", plural = "Coralbugs", letter = "c",
  health = 7, mutant_health = 11, -- Mutants "start with greater health"
  initiative = 3,                -- starting Initiative level
  cards = {
    {initiative = 0, move = 2, attack = 3},
    {initiative = 1, move = 1, attack = 2, range = 2},
    {initiative = -1, move = 3, attack = 2},
    {initiative = 0, move = 2, attack = 2, range = 2},
    {initiative = 1, move = 2, attack = 3},
    {initiative = -1, move = 1, attack = 4},
  },
}
