-- Madness Takes Them: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "madness-takes-them",
  name = "Madness Takes Them",
  kind = "major",
  cost = 4,
  speed = "fast",
  range = 1,
  where = "invaders",
  elements = {"moon", "fire", "air"},
  aim = "strife",
  text = "Add 2 Strife. 2 Fear. With 3 moon and 2 fire: each Invader with Strife takes 2 Damage.",
  effect = function(g, c)
    P.add_strife(g, c, 2)
    P.fear(g, c, 2)
    if P.threshold(g, c.p, {moon = 3, fire = 2}) then
      for _, e in ipairs(D.invaders(g, c.land)) do
        if g:entity_exists(e) and g:entity_get(e, "strife") > 0 then D.damage_piece(g, e, 2, "power") end
      end
    end
  end,
}
