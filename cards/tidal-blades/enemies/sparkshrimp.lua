-- Sparkshrimps: guide card and 6 action cards, designed as a whole (the
-- rulebook names no such enemy): ranged bombers that are Warded (no Focus
-- Boost against them); their cards place Bombs, Pull, go Blind and
-- Dominate, and their Tides Drain and Disarm.
enemy {
  id = "sparkshrimp", name = "Sparkshrimp", plural = "Sparkshrimps", letter = "k",
  health = 5, mutant_health = 9,
  initiative = 2,
  figures = 4,
  innate = {warded = true},
  cards = {
    {initiative = 1, move = 2, attack = 2, range = 3, abilities = {bomb = true}},
    {initiative = 0, move = 2, attack = 2, range = 2, tide = {status = "drain"}},
    {initiative = -1, move = 3, attack = 2, range = 3, abilities = {pull = true}},
    {initiative = 1, move = 1, attack = 2, range = 2, abilities = {bomb = true}, tide = {status = "disarm"}},
    {initiative = 0, move = 3, attack = 3, range = 2, abilities = {blind = true}},
    {initiative = 0, move = 2, attack = 2, range = 3, abilities = {dominate = true}},
  },
}
