-- Silt of Plenty: River Surges in Sunlight's unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local P = require "powers"

power {
  id = "silt-of-plenty",
  name = "Silt of Plenty",
  kind = "unique",
  spirit = "river-surges-in-sunlight",
  cost = 1,
  speed = "slow",
  target = "spirit",
  elements = {"water", "plant", "animal"},
  aim = "energy",
  text = "Target Spirit gains 2 Energy.",
  effect = function(g, c)
    P.gain_energy(g, c, 2, c.target)
  end,
}
