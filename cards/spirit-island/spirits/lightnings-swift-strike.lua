-- Lightning's Swift Strike (a core game spirit). Designed: its presence
-- tracks, growth, setup, innate power and unique powers are made for this
-- implementation (a fast fire and air spirit that destroys buildings).
local D = require "core"
local P = require "powers"

spirit {
  id = "lightnings-swift-strike",
  name = "Lightning's Swift Strike",
  energy = {{n = 1}, {n = 1, el = "fire"}, {n = 2}, {n = 2, el = "air"}, {n = 3}, {n = 4}, {n = 5}},
  plays = {{n = 2}, {n = 2}, {n = 3}, {n = 3, el = "fire"}, {n = 4}, {n = 4, el = "air"}, {n = 5}},
  growth = {pick = 1, options = {
    {label = "Reclaim all, +1 Energy", actions = {{"reclaim"}, {"energy", 1}}},
    {label = "Gain a Power Card, add a presence (range 1)", actions = {{"gain"}, {"presence", 1}}},
    {label = "Add a presence (range 3)", actions = {{"presence", 3}}},
  }},
  -- Setup: 2 presence in the highest-numbered Sands of its board.
  setup = function(g, p, b)
    D.change(g, D.highest(g, b, "sands"), "presence." .. p, 2)
  end,
  innates = {
    {id = "stormcrash", name = "Stormcrash", speed = "fast", range = 1, where = "invaders", aim = "damage",
     levels = {
       {el = {fire = 2, air = 1}, text = "1 Damage.",
        effect = function(g, c) P.damage(g, c, 1) end},
       {el = {fire = 3, air = 2}, text = "Destroy 1 Town.",
        effect = function(g, c) P.destroy(g, c, 1, {"town"}) end},
       {el = {fire = 4, air = 3}, text = "Destroy 1 City.",
        effect = function(g, c) P.destroy(g, c, 1, {"city"}) end},
     }},
  },
}
