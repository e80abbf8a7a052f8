-- The Reef Colossus: a designed giant boss (the rulebook names no boss's
-- cards). Everything here is designed: its health by number of heroes,
-- Armored 1, its six action cards, their special actions (done when it
-- cannot attack) and the Maneuvers on their backs. A giant on a 3-hex base.
enemy {
  id = "reef-colossus", name = "Reef Colossus", plural = "Reef Colossus", letter = "R",
  boss = true, giant = true,
  health = {16, 16, 20, 40}, -- by number of heroes
  initiative = 3,
  innate = {armored = 1},
  cards = {
    {initiative = 0, move = 2, attack = 4,
     special = {heal = 3, text = "regains 3 health"},
     maneuver = {when = "revealed", heal = 2, text = "when revealed, regains 2 health"}},
    {initiative = -1, move = 1, attack = 5,
     special = {lose = 1, range = 2, text = "heroes within 2 lose 1 health"},
     maneuver = {when = "round", attack = 1, text = "this round, +1 attack"}},
    {initiative = 1, move = 3, attack = 3, targets = 2,
     special = {heal = 2, text = "regains 2 health"},
     maneuver = {when = "end", lose = 1, range = 2, text = "at the end of the round, heroes within 2 lose 1 health"}},
    {initiative = 0, move = 1, attack = 3, range = 3,
     special = {lose = 2, range = 1, text = "adjacent heroes lose 2 health"},
     maneuver = {when = "round", move = 1, text = "this round, +1 movement"}},
    {initiative = -1, move = 2, attack = 4,
     special = {heal = 3, text = "regains 3 health"},
     maneuver = {when = "revealed", lose = 2, range = 1, text = "when revealed, adjacent heroes lose 2 health"}},
    {initiative = 1, move = 2, attack = 3, pierce = true,
     special = {lose = 1, range = 3, text = "heroes within 3 lose 1 health"},
     maneuver = {when = "end", heal = 2, text = "at the end of the round, regains 2 health"}},
  },
}
