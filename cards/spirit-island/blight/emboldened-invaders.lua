-- Emboldened Invaders: a Blight Card. Designed: the rulebook names none
-- but Back Against the Wall; name, Blight per player and effect are made
-- for this game.
local D = require "core"
local E = require "events"

blight {
  id = "emboldened-invaders",
  name = "Emboldened Invaders",
  blighted = 4,
  text = "Each Invader Phase: on each board, add 1 Explorer to a land with Blight.",
  invader_phase = function(g)
    E.on_each_board(g, "Emboldened Invaders: add an Explorer where?",
                    function(_, l) return D.count(g, l, "blight") > 0 end,
                    function(_, l) D.add_invader(g, l, "explorer") end, "add_invader")
  end,
}
