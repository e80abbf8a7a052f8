-- Crystal Hollow: a designed third scenario (the rulebook's scenario book is
-- not part of it) for the designed enemies. Shardbacks draw Armor from the
-- hollow's Crystal (Crystallize: Armor 2 while it has 6+ health) while
-- Sparkshrimps throw Bombs from behind them. Objective: defeat every enemy
-- by the end of round 12 (the Crystal need not be broken). A Shardback
-- more with 3 heroes; with 4, that one is a Mutant and a second
-- Sparkshrimp comes.
-- XP: 6 by round 6, 5 by round 9, 4 by round 12, 1 on a failure
-- (designed).
scenario {
  id = "crystal-hollow",
  name = "Crystal Hollow",
  description = "1-4 players: defeat the Shardbacks and Sparkshrimps of the hollow in 12 rounds; " ..
                "break its Crystal to strip the Shardbacks' Armor (option heroes=axl,eko,dust,caiman)",
  players = {1, 4},
  options = require("options").declare(),
  rounds = 12,
  map = {
    "x . . . . . . . . x",
    ". 1 . . # . . . K .",
    ". . . . # . H . . .",
    ". 2 . . . ~ . . L .",
    ". . . . . ~ I . # .",
    ". 3 . # . . . . d .",
    ". 4 . # f . . J L .",
    "x . . . . . . . . x",
  },
  spots = {
    H = {enemy = "shardback"},
    I = {enemy = "shardback"},
    J = {enemy = "shardback", mutant = 4},
    K = {enemy = "sparkshrimp"},
    L = {enemy = "sparkshrimp", players = 4}, -- a second one with 4 heroes
  },
  objects = {d = {crystal = 6}, f = "fruit"},
  enemies = {"shardback", "sparkshrimp"},
  xp = function(success, round)
    if not success then return 1 end
    if round <= 6 then return 6 elseif round <= 9 then return 5 end
    return 4
  end,
}
