-- evaluate.lua: how a Dragon Tides position looks to one player, for search
-- bots that cut their rollouts short (tab_game_evaluate), read only from
-- that player's view: Health and SUPER tracks lie open on the table.
--
-- The rulebook decides the game by Health: "This sparring match is over
-- when any character is incapacitated", won by whoever did it; a movie's
-- scenes end on their triggers, mostly a side knocked out. So a side's
-- strength is the Health its standing characters have left, and a player's
-- value is its side's share of that strength against the weakest other
-- side (in the Dojo every character is its own side, and the weakest is
-- the one about to be incapacitated; in a movie there are two sides):
--     value = mine / (mine + weakest other)
-- which is 1/2 when even, near 1 when the others are nearly out. Damage
-- removes Health one point at a time whatever a character's maximum, so
-- Health counts as points, not as a share of the maximum. A SUPER step
-- (0 to 4) counts a little, SUPER_WEIGHT Health a step, since an active
-- SUPER adds dice. Scene goals of the movies (exits, crates) are not
-- scored: the rollouts before the cut see them. The weights are designed,
-- not from the rulebook.
local D = require "core"

local SUPER_WEIGHT = 0.25 -- designed: Health worth one SUPER step
local EVEN = 0.5

-- What one standing character is worth: Health plus SUPER steps.
local function strength(view, f)
  local h = view:entity_get(view:entity_get(f, "health"), "track.value")
  local s = view:entity_get(f, "super")
  return h + SUPER_WEIGHT * (s and view:entity_get(s, "track.value") or 0)
end

policy {
  id = "evaluate",
  value = function(view)
    local me = view:player()
    -- Each side's strength, summed over its standing characters (cameos
    -- are scenery, not fighters), and which side is mine.
    -- The match lists its fighters (list.fighter): read that rather than
    -- walk every entity, since this runs at every cut rollout.
    local side, mine = {}, nil
    local m = D.match(view)
    if not m then return EVEN end
    for _, f in ipairs(view:entity_get_array(m, "list.fighter")) do
      if not view:entity_get(f, "cameo") and not view:entity_get(f, "absent") then
        local t = view:entity_get(f, "team")
        if view:entity_get(f, "player") == me then mine = t end
        if not view:entity_get(f, "out") then
          side[t] = (side[t] or 0) + strength(view, f)
        elseif not side[t] then
          side[t] = 0
        end
      end
    end
    if mine == nil then return EVEN end
    local a, b = side[mine] or 0, nil
    for t, s in pairs(side) do -- order does not matter: a minimum
      if t ~= mine and (not b or s < b) then b = s end
    end
    if not b or a + b <= 0 then return EVEN end
    return a / (a + b)
  end,
}
