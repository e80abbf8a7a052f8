-- Sharp Fangs Behind the Leaves (the expansion's spirit). Designed: the
-- rulebook prints only its growth rules ("pick two", a Growth option that
-- costs Energy); its presence tracks, growth, setup, innate power and
-- unique powers are made for this implementation around Beasts.
local D = require "core"
local P = require "powers"

spirit {
  id = "sharp-fangs-behind-the-leaves",
  name = "Sharp Fangs Behind the Leaves",
  energy = {{n = 1}, {n = 1, el = "animal"}, {n = 2}, {n = 2, el = "plant"}, {n = 3}, {n = 3, el = "animal"}, {n = 4}},
  plays = {{n = 1}, {n = 2}, {n = 2}, {n = 3}, {n = 3, el = "animal"}, {n = 4}},
  growth = {pick = 2, options = {
    {label = "Reclaim all", actions = {{"reclaim"}}},
    {label = "Pay 1 Energy: gain a Power Card", actions = {{"cost", 1}, {"gain"}}},
    {label = "Add a presence (range 3) to a Jungle or a land with Beasts",
     actions = {{"presence", 3, "jungle/beasts"}}},
    {label = "+1 Energy, add 1 Beasts (range 1)", actions = {{"energy", 1}, {"token", "beasts", 1}}},
  }},
  -- Setup: 1 presence and 1 Beasts in the highest-numbered Jungle of its
  -- board, 1 presence in the lowest-numbered land with Beasts.
  setup = function(g, p, b)
    local jungle = D.highest(g, b, "jungle")
    D.change(g, jungle, "presence." .. p, 1)
    D.change(g, jungle, "beasts", 1)
    for _, l in ipairs(D.lands(g)) do
      if D.board(g, l) == b and D.count(g, l, "beasts") > 0 and l ~= jungle then
        D.change(g, l, "presence." .. p, 1)
        return
      end
    end
    D.change(g, jungle, "presence." .. p, 1)
  end,
  innates = {
    {id = "stalking-pack", name = "Stalking Pack", speed = "fast", range = 1, where = "beasts", aim = "damage",
     levels = {
       {el = {animal = 2}, text = "1 Damage.",
        effect = function(g, c) P.damage(g, c, 1) end},
       {el = {animal = 3, plant = 1}, text = "1 Fear and +1 Damage per Beasts (at most 2).",
        effect = function(g, c)
          P.fear(g, c, 1)
          P.damage(g, c, math.min(2, D.count(g, c.land, "beasts")))
        end},
       {el = {animal = 4, plant = 2}, text = "Gather up to 1 Beasts; 2 Damage.",
        effect = function(g, c)
          for _, l in ipairs(D.adjacent(g, c.land)) do
            if D.count(g, l, "beasts") > 0 then
              D.change(g, l, "beasts", -1)
              D.change(g, c.land, "beasts", 1)
              break
            end
          end
          P.damage(g, c, 2)
        end},
     }},
  },
}
