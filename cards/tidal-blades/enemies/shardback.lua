-- Shardbacks: guide card and 6 action cards, designed as a whole (the
-- rulebook names no such enemy): crystal-armoured crabs that Crystallize
-- (Armored 2 for each Crystal with 6+ health on the map) and are Defensive
-- (1 damage to the attacker for each Tide it rolls); their cards Grapple,
-- Retreat, Trample and Recoil, and their Tides Poison and Stun.
enemy {
  id = "shardback", name = "Shardback", plural = "Shardbacks", letter = "h",
  health = 6, mutant_health = 10,
  initiative = 3,
  figures = 4,
  innate = {crystallize = true, defensive = true},
  cards = {
    {initiative = 0, move = 2, attack = 2, tide = {status = "poison"}},
    {initiative = -1, move = 1, attack = 3, abilities = {grapple = true}},
    {initiative = 1, move = 2, attack = 2, abilities = {retreat = 1}},
    {initiative = 0, move = 3, attack = 2, abilities = {trample = true}},
    {initiative = 0, move = 2, attack = 2, tide = {status = "stun"}},
    {initiative = -1, move = 2, attack = 2, abilities = {recoil = true}},
  },
}
