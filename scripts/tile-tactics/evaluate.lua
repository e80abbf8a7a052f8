-- evaluate.lua: how a tile tactics position looks to one player, for search
-- bots that cut their rollouts short (tab_game_evaluate), read only from
-- that player's view (units, Health and the treasure lie open; hidden
-- items do not count, the view cannot see them).
--
-- "Rounds repeat until one team has no remaining units. The player with
-- remaining units wins!" So a team's strength is its units left and their
-- Health: each unit counts its Health plus UNIT_WEIGHT, because a team
-- loses by running out of units, not of Health, and a unit alive keeps
-- acting; the value is the share
--     material = mine / (mine + theirs)
-- In the treasure scenarios ("Win the game if brought back to your team's
-- starting position" / "to the enemies starting position") the race for
-- the treasure decides as often as the fight, so there the value mixes in,
-- with weight TREASURE_WEIGHT, how far each team has got with it:
-- carrying it counts 1/2 plus 1/2 for the way already made to the goal,
-- not carrying it up to 1/2 for the nearest unit's closeness to it:
--     value = (1 - w) * material + w * (1 + mine_progress - theirs) / 2
-- The weights are designed, not from the rulebook.
local S = require "lib/state"

local UNIT_WEIGHT = 3      -- designed: Health a unit is worth by being alive
local TREASURE_WEIGHT = 0.5 -- designed: the treasure race against the fight

local function dist(ax, ay, bx, by) return math.abs(ax - bx) + math.abs(ay - by) end

-- How far a team has got with the treasure t, 0 to 1 (see above): goal is
-- the team whose starting tiles it must reach, span the board's width plus
-- height (no Manhattan distance is longer).
local function progress(view, t, team, goal, map, span, units)
  local carrier = view:entity_get(t, "carrier")
  if carrier then
    if view:entity_get(carrier, "team") ~= team then return 0 end
    local x, y = view:entity_get(carrier, "x"), view:entity_get(carrier, "y")
    local best = span
    for _, at in ipairs(map.starts[goal]) do
      local gx, gy = S.parse(at)
      local d = dist(x, y, gx, gy)
      if d < best then best = d end
    end
    return 0.5 + 0.5 * (1 - best / span)
  end
  local tx, ty = view:entity_get(t, "x"), view:entity_get(t, "y")
  if not tx then return 0 end
  local best = span
  for _, u in ipairs(units) do
    if u.team == team then
      local d = dist(u.x, u.y, tx, ty)
      if d < best then best = d end
    end
  end
  return 0.5 * (1 - best / span)
end

policy {
  id = "evaluate",
  value = function(view)
    local me = view:player() -- player p plays team p
    local mine, theirs, placed = 0, 0, {}
    local u = view:entity_next(0, "unit")
    while u do
      if not view:entity_has_tag(u, "dead") then
        local team = view:entity_get(u, "team")
        local worth = view:entity_get(u, "hp") + UNIT_WEIGHT
        if team == me then mine = mine + worth else theirs = theirs + worth end
        local x = view:entity_get(u, "x")
        if x then placed[#placed + 1] = {team = team, x = x, y = view:entity_get(u, "y")} end
      end
      u = view:entity_next(u, "unit")
    end
    if mine + theirs == 0 then return 0.5 end
    local material = mine / (mine + theirs)
    local t = view:entity_next(0, "treasure")
    if not t then return material end
    local map = content("board", S.game.get(view, "map"))
    local span = #map.height + #map.height[1]
    local bomb = view:entity_get(t, "kind") == "bomb"
    local other = 1 - me
    local p_me = progress(view, t, me, bomb and other or me, map, span, placed)
    local p_them = progress(view, t, other, bomb and me or other, map, span, placed)
    return (1 - TREASURE_WEIGHT) * material + TREASURE_WEIGHT * (1 + p_me - p_them) / 2
  end,
}
