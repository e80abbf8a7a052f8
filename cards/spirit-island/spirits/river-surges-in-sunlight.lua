-- River Surges in Sunlight (a core game spirit). Designed: its presence
-- tracks, growth, setup, innate power and unique powers are made for this
-- implementation (a water and sun spirit that pushes Invaders about).
local D = require "core"
local P = require "powers"

spirit {
  id = "river-surges-in-sunlight",
  name = "River Surges in Sunlight",
  energy = {{n = 1}, {n = 2}, {n = 2, el = "water"}, {n = 3}, {n = 4, el = "earth"}, {n = 4}, {n = 5}},
  plays = {{n = 1}, {n = 2}, {n = 2}, {n = 3}, {n = 3, el = "sun"}, {n = 4}, {n = 5}},
  growth = {pick = 1, options = {
    {label = "Reclaim all, gain a Power Card, +1 Energy", actions = {{"reclaim"}, {"gain"}, {"energy", 1}}},
    {label = "Add a presence (range 1), add a presence (range 1)", actions = {{"presence", 1}, {"presence", 1}}},
    {label = "Gain a Power Card, add a presence (range 2)", actions = {{"gain"}, {"presence", 2}}},
  }},
  -- Setup: 2 presence in the highest-numbered Wetland of its board.
  setup = function(g, p, b)
    D.change(g, D.highest(g, b, "wetland"), "presence." .. p, 2)
  end,
  innates = {
    {id = "rivers-reckoning", name = "River's Reckoning", speed = "slow", range = 1, from = "sacred",
     where = "invaders", aim = "damage",
     levels = {
       {el = {sun = 1, water = 2}, text = "1 Damage; Push 1 Explorer or Town.",
        effect = function(g, c)
          P.damage(g, c, 1)
          P.push(g, c, 1, {"explorer", "town"})
        end},
       {el = {sun = 2, water = 3}, text = "2 Damage.",
        effect = function(g, c) P.damage(g, c, 2) end},
       {el = {sun = 3, water = 4, earth = 1}, text = "1 Damage to each Invader.",
        effect = function(g, c) P.damage_each(g, c, 1) end},
     }},
  },
}
