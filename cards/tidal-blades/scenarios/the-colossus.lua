-- The Colossus: a designed boss scenario (the rulebook's scenario book is
-- not part of it). The Reef Colossus, a giant boss on three hexes, waits in
-- a tidal basin between two reefs (impassable) and a channel (gaps), with
-- Coralbugs at its side (a third with 3+ heroes, a Mutant with 4). The
-- channel may be jumped (Jumping, wind 1).
-- Objective: defeat the Reef Colossus by the end of round 12. Fruit on the
-- flanks. XP: 8 by round 7, 6 by round 10, 5 by round 12, 2 on a failure
-- (designed).
local B = require "boss"

scenario {
  id = "the-colossus",
  name = "The Colossus",
  description = "1-4 players: defeat the Reef Colossus, a giant boss, in 12 rounds " ..
                "(options heroes=..., items=market, quantum=..., difficulty=-4..4)",
  players = {1, 4},
  options = require("options").declare(),
  rounds = 12,
  jumping = {wind = 1},
  map = {
    ". . . . . . . . . .",
    ". 1 . . # . . A . .",
    ". . f . # . . . . .",
    ". 2 . . . . . . . .",
    ". . . . . . . . . .",
    ". 3 . . ~ . . B . .",
    ". 4 . . ~ . # . C f",
    ". . . . ~ . # . . .",
  },
  spots = {
    A = {enemy = "coralbug"},
    B = {enemy = "coralbug", players = 3},
    C = {enemy = "coralbug", mutant = 4},
  },
  objects = {f = "fruit"},
  boss = {enemy = "reef-colossus", cells = {"H4", "I4", "I5"}},
  objective = function(g)
    if B.defeated(g) then return true, "the Reef Colossus is defeated" end
    return false
  end,
  xp = function(success, round)
    if not success then return 2 end
    if round <= 7 then return 8 elseif round <= 10 then return 6 end
    return 5
  end,
}
