-- Verdant Roots Return: Keeper of the Forbidden Wilds' unique power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "verdant-roots-return",
  name = "Verdant Roots Return",
  kind = "unique",
  spirit = "keeper-of-the-forbidden-wilds",
  cost = 0,
  speed = "slow",
  range = 1,
  where = "any",
  elements = {"plant", "moon"},
  aim = "heal",
  text = "If the land has Wilds or no Invaders, remove 1 Blight. Otherwise add 1 Wilds.",
  effect = function(g, c)
    if D.count(g, c.land, "wilds") > 0 or not D.has_invaders(g, c.land) then
      P.remove_blight(g, c)
    else
      P.add_token(g, c, "wilds", 1)
    end
  end,
}
