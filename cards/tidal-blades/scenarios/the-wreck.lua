-- The Wreck: a designed fourth scenario, the campaign's last (the
-- rulebook's scenario book is not part of it). Seahounds nest in a wrecked
-- ship watched by a Mutant Spinesquid Tentacle and Mudcrabs; a Mutant
-- Seahound with 4 heroes. Objective: defeat every enemy by the end of round 12. XP: 7 by
-- round 7, 6 by round 10, 5 by round 12, 2 on a failure (designed).
scenario {
  id = "the-wreck",
  name = "The Wreck",
  description = "1-4 players: clear the wreck of every enemy in 12 rounds " ..
                "(option heroes=axl,eko,dust,caiman)",
  players = {1, 4},
  options = require("options").declare(),
  rounds = 12,
  map = {
    ". . . . . . . . . .",
    ". 1 . . # # . S . U",
    ". . . . . # . . T .",
    ". 2 . f . . . # . .",
    ". 3 . . ~ . Q # . .",
    ". 4 . . ~ . . . M .",
    ". . . . ~ ~ . . . N",
    "x . . . . . . . . x",
  },
  spots = {
    S = {enemy = "seahounds"},
    U = {enemy = "seahounds"},
    T = {enemy = "seahounds", mutant = 4},
    Q = {enemy = "spinesquid", mutant = true},
    M = {enemy = "mudcrab"},
    N = {enemy = "mudcrab", players = 3},
  },
  objects = {f = "fruit"},
  enemies = {"seahounds", "spinesquid", "mudcrab"},
  xp = function(success, round)
    if not success then return 2 end
    if round <= 7 then return 7 elseif round <= 10 then return 6 end
    return 5
  end,
}
