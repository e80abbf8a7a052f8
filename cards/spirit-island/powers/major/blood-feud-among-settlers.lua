-- Blood Feud Among Settlers: a major power. Designed: the rulebook prints no power cards; its
-- name, cost, speed, range, elements and effect are made for this game.
local D = require "core"
local P = require "powers"

power {
  id = "blood-feud-among-settlers",
  name = "Blood Feud Among Settlers",
  kind = "major",
  cost = 4,
  speed = "slow",
  range = 2,
  where = "invaders",
  elements = {"fire", "moon", "air"},
  aim = "strife",
  text = "Add 3 Strife. 1 Fear. With 2 fire and 2 moon: each Invader takes 1 Damage per Strife it has.",
  effect = function(g, c)
    P.add_strife(g, c, 3)
    P.fear(g, c, 1)
    if P.threshold(g, c.p, {fire = 2, moon = 2}) then
      for _, e in ipairs(D.invaders(g, c.land)) do
        local s = g:entity_exists(e) and g:entity_get(e, "strife") or 0
        if s > 0 then D.damage_piece(g, e, s, "power") end
      end
    end
  end,
}
