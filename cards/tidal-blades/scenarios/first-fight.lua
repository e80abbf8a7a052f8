-- First Fight: a designed opening scenario (the rulebook's scenario book is
-- not part of it). Objective: defeat every enemy by the end of round 12.
-- Enemies: Coralbugs and Mudcrabs, more with 3 and 4 heroes, a Mutant
-- Coralbug and a Mutant Mudcrab with 4. Map: a shore cut by rocks (impassable) and a tidal
-- channel (gaps), with a Fruit lying on the sand. XP: 5 by round 4, 4 by
-- round 8, 3 by round 12, 1 on a failure (designed).
scenario {
  id = "first-fight",
  name = "First Fight",
  description = "1-4 players (one plays Axl and Eko two-handed), defeat every enemy in 12 rounds " ..
                "(option heroes=axl,eko,dust,caiman)",
  players = {1, 4},
  options = require("options").declare(),
  rounds = 12,
  map = {
    "x . . . . . . . . x",
    ". . . # . . . A . .",
    ". 1 . # . ~ ~ . B .",
    ". . . . . ~ . . A .",
    ". 2 . . . ~ . # . .",
    ". . 3 . # . . # M .",
    ". 4 . . # . . . f N",
    "x . . . . . C M . x",
  },
  spots = {
    A = {enemy = "coralbug"},
    B = {enemy = "coralbug", mutant = 4},
    C = {enemy = "mudcrab", players = 4},
    M = {enemy = "mudcrab"},
    N = {enemy = "mudcrab", mutant = 4},
  },
  objects = {f = "fruit"},
  enemies = {"coralbug", "mudcrab"},
  xp = function(success, round)
    if not success then return 1 end
    if round <= 4 then return 5 elseif round <= 8 then return 4 end
    return 3
  end,
}
