-- Counterattack (tomoe-masako's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.
local D = require "core"

card {
  id = "counterattack",
  name = "Counterattack",
  deck = "tomoe-masako",
  action = "block",
  base = 2,
  boost = 1,
  type = "ACTION", traits = {"blade"}, rarity = "basic", xp = 10,
  text = "Success: «Counterattack 1» - if you survive the Attack, return 1 direct Damage to the attacker.",
  success = function(g, act, c, p) D.pset(g, p, "counter", (D.pget(g, p, "counter") or 0) + 1) end,
}
