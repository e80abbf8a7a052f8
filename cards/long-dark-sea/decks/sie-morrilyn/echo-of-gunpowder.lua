-- Echo of Gunpowder (sie-morrilyn's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.
local D = require "core"

card {
  id = "echo-of-gunpowder",
  name = "Echo of Gunpowder",
  deck = "sie-morrilyn",
  action = "attack",
  base = 2,
  range = "medium",
  boost = 1,
  type = "ACTION", traits = {"tactic"}, rarity = "basic", xp = 10,
  text = "Success: «Echo 1» - deal 1 direct Damage to the target.",
  success = function(g, act, c, p)
    local t = g:entity_get(act, "target")
    if D.alive(g, t) then D.echo(g, c, 1, function() D.damage_card(g, t, 1, true, p) end) end
  end,
}
