-- "Dishonor" (Weakness, Rare; Weaknesses expansion). Its effect is designed.
local D = require "core"

define("weakness", {
  id = "dishonor",
  name = "Dishonor",
  type = "WEAKNESS",
  rarity = "rare",
  expansion = "weaknesses",
  xp = -20,
  text = "When you draw this card, lose 2 Credits.",
  on_draw = function(g, c, p)
    D.pset(g, p, "credit", math.max(0, D.resource(g, p, "credit") - 2))
    g:tally("weakness.dishonor")
  end,
})
