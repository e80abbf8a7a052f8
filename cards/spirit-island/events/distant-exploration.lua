-- Distant Exploration / Fearful Mobs, as the expansion's rulebook prints
-- it (its example of a card chosen by the Terror Level: Terror Level I,
-- then II and III; designed split). The token and Dahan lines lost their
-- icons; read here as: Grim Toll in a land with Disease; Hurry Home where
-- Dahan outnumber Invaders (inferred icons).
local D = require "core"
local I = require "invaders"
local E = require "events"

event {
  id = "distant-exploration",
  name = "Distant Exploration",
  by = "terror",
  split = 2,
  primary = {
    {name = "Distant Exploration", text = "Invaders Explore at +1 distance.",
     effect = function(g) D.set(g, "mod.explore_distance", 1) end},
    {name = "Fearful Mobs", text = "When Ravaging, Invaders do +3 Damage per land in lands with at least 3 Invaders.",
     effect = function(g) D.set(g, "mod.fearful_mobs", true) end},
  },
  token = {name = "Grim Toll",
           text = "On each board: choose a land with Disease. In that land, do 3 Damage to Invaders and 2 Damage to Dahan.",
           effect = function(g)
             E.on_each_board(g, "Grim Toll: which land?", function(_, l) return D.count(g, l, "disease") > 0 end,
                             function(_, l, p)
                               I.damage_invaders(g, p, l, 3, "event")
                               I.damage_dahan(g, l, 2, "event")
                             end)
           end},
  dahan = {name = "Hurry Home", text = "1 Fear per land with Invaders where Dahan outnumber Invaders.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               local inv = D.n(g, l, "invader")
               if inv > 0 and D.n(g, l, "dahan") > inv then D.fear(g, 1, l) end
             end
           end},
}
