-- Capture the Crab (Arena Mode), 2-4 heroes, each player against the
-- others and a chosen enemy (Seahounds by default, as the rulebook
-- recommends for a first play). The map stands in for Scenario 8's setup
-- map, which the rulebook does not print (designed): a round arena with
-- four Points of Interest (A top left, B top right, C bottom right, D
-- bottom left: clockwise), the central hex F5 and a few pillars.
local A = require "crab"

scenario {
  id = "capture-the-crab",
  name = "Capture the Crab",
  description = "2-4 players, each against the others: grab the Crab and drop it on the centre " ..
                "(options length=6|8|10, enemy=seahounds|coralbug|mudcrab|spinesquid, heroes=...)",
  players = {2, 4},
  options = require("options").declare({enemy = {type = "string", help = "another standard enemy"},
                                         length = {type = "enum", values = {"6", "8", "10"}, default = "8", help = "VP to win"}}),
  rounds = 99, -- the arena's own end (crab.lua) comes first
  map = {
    "x x . . . 1 . . . x x",
    "x . . . . . . . . . x",
    ". . . . . . . . . . .",
    ". . . # . . . # . . .",
    "3 . . . . . . . . . 4",
    ". . . # . . . # . . .",
    ". . . . . . . . . . .",
    "x . . . . . . . . . x",
    "x x . . . 2 . . . x x",
  },
  spots = {},
  arena = {points = {"C3", "I3", "I7", "C7"}, centre = "F5", enemy = "seahounds"},
  narrative = {
    centre = function(g, hero, mark) A.narrative(g, hero, mark) end,
    crab = function(g, hero, mark) A.narrative(g, hero, mark) end,
  },
  objective = function(g) return false end,
}
