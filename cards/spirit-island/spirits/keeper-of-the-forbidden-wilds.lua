-- Keeper of the Forbidden Wilds (the expansion's spirit). Designed: the
-- rulebook prints only its growth rules ("pick two", a Growth option that
-- costs Energy); its presence tracks, growth, setup, innate power and
-- unique powers are made for this implementation around Wilds.
local D = require "core"
local P = require "powers"

spirit {
  id = "keeper-of-the-forbidden-wilds",
  name = "Keeper of the Forbidden Wilds",
  start_energy = 1,
  energy = {{n = 2}, {n = 2, el = "sun"}, {n = 3}, {n = 3, el = "plant"}, {n = 4}, {n = 5, el = "earth"}},
  plays = {{n = 1}, {n = 2}, {n = 2}, {n = 3, el = "plant"}, {n = 3}, {n = 4}},
  growth = {pick = 2, options = {
    {label = "Reclaim all, +1 Energy", actions = {{"reclaim"}, {"energy", 1}}},
    {label = "+1 Energy, gain a Power Card", actions = {{"energy", 1}, {"gain"}}},
    {label = "Pay 2 Energy: add a presence (range 3)", actions = {{"cost", 2}, {"presence", 3}}},
    {label = "Add a presence (range 1), add 1 Wilds (range 0)",
     actions = {{"presence", 1}, {"token", "wilds", 0}}},
  }},
  -- Setup: 1 presence and 1 Wilds in the highest-numbered Jungle of its
  -- board; 1 presence in the highest-numbered Mountain.
  setup = function(g, p, b)
    local jungle = D.highest(g, b, "jungle")
    D.change(g, jungle, "presence." .. p, 1)
    D.change(g, jungle, "wilds", 1)
    D.change(g, D.highest(g, b, "mountain"), "presence." .. p, 1)
  end,
  innates = {
    {id = "wrath-of-the-forbidden-grove", name = "Wrath of the Forbidden Grove", speed = "slow", range = 1,
     from = "sacred", where = "invaders", aim = "damage",
     levels = {
       {el = {plant = 1, sun = 1}, text = "1 Damage.",
        effect = function(g, c) P.damage(g, c, 1) end},
       {el = {plant = 2, sun = 2}, text = "2 Damage.",
        effect = function(g, c) P.damage(g, c, 2) end},
       {el = {plant = 3, sun = 2, earth = 1}, text = "1 Damage to each Invader.",
        effect = function(g, c) P.damage_each(g, c, 1) end},
     }},
  },
}
