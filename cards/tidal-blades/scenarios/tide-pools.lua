-- The Tide Pools: a designed third scenario for the campaign (the
-- rulebook's scenario book is not part of it). Two Spinesquid Tentacles (one
-- a Mutant) lurk among the pools with Mudcrabs on the rocks, and Coralbugs
-- join with 3 and 4 heroes.
-- Objective: defeat every enemy by the end of round 12. XP: 6 by round 6,
-- 5 by round 9, 4 by round 12, 1 on a failure (designed).
scenario {
  id = "tide-pools",
  name = "The Tide Pools",
  description = "1-4 players: clear the tide pools of every enemy in 12 rounds " ..
                "(option heroes=axl,eko,dust,caiman)",
  players = {1, 4},
  options = require("options").declare(),
  rounds = 12,
  map = {
    ". . . . . . . . . .",
    ". 1 . ~ ~ . . M . .",
    ". . . ~ . . # . R .",
    ". 2 . . . f # Q . .",
    ". 3 . ~ . . . . B .",
    ". 4 . ~ ~ . # . . .",
    ". . . . . . # N . C",
    "x . . . . . . . . x",
  },
  spots = {
    M = {enemy = "mudcrab"},
    N = {enemy = "mudcrab", mutant = 4},
    Q = {enemy = "spinesquid", mutant = true},
    R = {enemy = "spinesquid"},
    B = {enemy = "coralbug", players = 3},
    C = {enemy = "coralbug", players = 4},
  },
  objects = {f = "fruit"},
  enemies = {"spinesquid", "mudcrab", "coralbug"},
  xp = function(success, round)
    if not success then return 1 end
    if round <= 6 then return 6 elseif round <= 9 then return 5 end
    return 4
  end,
}
