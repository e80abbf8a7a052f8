-- The Shell Warden: a designed one-hex boss (the rulebook names no boss's
-- cards). Everything here is designed: its health by number of heroes, its
-- six action cards, their special actions (done when it cannot attack) and
-- the Maneuvers on their backs.
enemy {
  id = "shell-warden", name = "Shell Warden", plural = "Shell Warden", letter = "W",
  boss = true,
  health = {12, 12, 16, 20}, -- by number of heroes
  initiative = 2,
  cards = {
    {initiative = 0, move = 3, attack = 3,
     special = {heal = 2, text = "regains 2 health"},
     maneuver = {when = "round", move = 1, text = "this round, +1 movement"}},
    {initiative = 1, move = 2, attack = 2, range = 3,
     special = {lose = 1, range = 2, text = "heroes within 2 lose 1 health"},
     maneuver = {when = "revealed", heal = 1, text = "when revealed, regains 1 health"}},
    {initiative = -1, move = 2, attack = 4,
     special = {heal = 2, text = "regains 2 health"},
     maneuver = {when = "end", lose = 1, range = 1, text = "at the end of the round, adjacent heroes lose 1 health"}},
    {initiative = 0, move = 4, attack = 2, targets = 2,
     special = {lose = 1, range = 1, text = "adjacent heroes lose 1 health"},
     maneuver = {when = "round", attack = 1, text = "this round, +1 attack"}},
    {initiative = 1, move = 2, attack = 3, pierce = true,
     special = {heal = 3, text = "regains 3 health"},
     maneuver = {when = "end", heal = 1, text = "at the end of the round, regains 1 health"}},
    {initiative = -1, move = 3, attack = 3,
     special = {lose = 2, range = 1, text = "adjacent heroes lose 2 health"},
     maneuver = {when = "revealed", lose = 1, range = 2, text = "when revealed, heroes within 2 lose 1 health"}},
  },
}
