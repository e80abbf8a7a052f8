-- Scouting Parties: an Event Card. Designed: the rulebook prints a few
-- events only; this card is made for this game.
local D = require "core"
local E = require "events"

event {
  id = "scouting-parties",
  name = "Scouting Parties",
  by = "stage",
  primary = {
    {name = "Into the Hills", text = "On each board: add 1 Explorer to an Inland land without Invaders.",
     effect = function(g)
       E.on_each_board(g, "Into the Hills: add an Explorer where?",
                       function(_, l) return not D.coastal(g, l) and not D.has_invaders(g, l) end,
                       function(_, l) D.add_invader(g, l, "explorer") end, "add_invader")
     end},
    {name = "Far-Ranging Scouts", text = "Invaders Explore at +1 distance.",
     effect = function(g) D.set(g, "mod.explore_distance", 1) end},
  },
  token = {name = "Beasts Hunt", text = "In each land with Beasts, destroy 1 Explorer.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               if D.count(g, l, "beasts") > 0 then
                 local e = D.pieces_of(g, l, "explorer")[1]
                 if e then D.destroy(g, e, "event") end
               end
             end
           end},
  dahan = {name = "Watchful Elders", text = "In each land with Dahan, Invaders do not Explore this turn.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               if D.n(g, l, "dahan") > 0 then g:entity_set(l, "mod.skip_explore", true) end
             end
           end},
}
