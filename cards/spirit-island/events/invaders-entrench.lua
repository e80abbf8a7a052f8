-- Invaders Entrench: an Event Card. Designed: the rulebook prints a few
-- events only; this card is made for this game.
local D = require "core"
local E = require "events"

event {
  id = "invaders-entrench",
  name = "Invaders Entrench",
  by = "terror",
  split = 3,
  primary = {
    {name = "Walls of Timber", text = "Towns have +1 Health until the end of the turn.",
     effect = function(g) D.add(g, "mod.health.town", 1) end},
    {name = "Last Stand", text = "Cities have +1 Health until the end of the turn.",
     effect = function(g) D.add(g, "mod.health.city", 1) end},
  },
  token = {name = "Plague Spreads", text = "On each board: add 1 Disease to a land with a Town and no Disease.",
           effect = function(g)
             E.on_each_board(g, "Plague Spreads: add Disease where?",
                             function(_, l) return D.n(g, l, "town") > 0 and D.count(g, l, "disease") == 0 end,
                             function(_, l) D.change(g, l, "disease", 1) end, "fear_disease")
           end},
  dahan = {name = "Dahan Resettle", text = "On each board: add 1 Dahan to a land with Dahan and no Invaders.",
           effect = function(g)
             E.on_each_board(g, "Dahan Resettle: add a Dahan where?",
                             function(_, l) return D.n(g, l, "dahan") > 0 and not D.has_invaders(g, l) end,
                             function(_, l) D.add_dahan(g, l, 1) end, "event_dahan")
           end},
}
