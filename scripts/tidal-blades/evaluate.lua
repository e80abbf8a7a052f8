-- evaluate.lua: how a Tidal Blades position looks to one player, for search
-- bots that cut their rollouts short (tab_game_evaluate), read only from
-- that player's view: figures' Health, Knock-outs and the round tracker
-- lie open on the table.
--
-- The scenarios are cooperative: "if a scenario uses the round tracker and
-- it has not been completed by the end of Round 12, the heroes fail", and
-- they fail when every hero is knocked out; they succeed when every enemy
-- is defeated (or the scenario's objective, which mostly includes that).
-- So the team's value, the same for every player, weighs
--   kill    the share of the enemies' Health already taken: the Health
--           left on the map against the maximum Health of every enemy
--           figure of the scenario (KILL_WEIGHT: what wins);
--   heroes  the standing heroes' Health against their Resilience (what
--           keeps the team from losing by Knock-outs; HERO_WEIGHT);
--   time    the rounds left of the tracker (TIME_WEIGHT: a small push to
--           win early, before round 12 runs out).
-- Capture the Crab is each against the others, won on VP: there a
-- player's value is its VP share against the best other hero's,
--     (vp + 1) / (vp + 1 + best other + 1).
-- Scenario objectives beyond the enemies (sealing the den) are not scored:
-- rollouts before the cut see them. The weights are designed, not from the
-- rulebook.
local T = require "core"

local KILL_WEIGHT, HERO_WEIGHT, TIME_WEIGHT = 0.6, 0.3, 0.1 -- designed

local function track(view, e, key) return view:entity_get(view:entity_get(e, key), "track.value") end

local function versus(view, game)
  local me = view:player()
  local mine, best = 0, 0
  local h = view:entity_next(0, "tb.hero")
  while h do
    local vp = view:entity_get(h, "vp") or 0
    if view:entity_get(h, "player") == me then mine = math.max(mine, vp)
    elseif vp > best then best = vp end
    h = view:entity_next(h, "tb.hero")
  end
  return (mine + 1) / (mine + best + 2)
end

policy {
  id = "evaluate",
  value = function(view)
    local game = T.game.entity(view)
    if not game then return 0.5 end -- between scenarios of a campaign
    if view:entity_get(game, "pvp") then return versus(view, game) end
    local left, total = 0, 0
    local e = view:entity_next(0, "tb.enemy")
    while e do
      local t = view:entity_get(e, "health")
      total = total + view:entity_get(t, "track.max")
      if view:entity_get(e, "on") then left = left + view:entity_get(t, "track.value") end
      e = view:entity_next(e, "tb.enemy")
    end
    local kill = total > 0 and 1 - math.min(left, total) / total or 1
    local health, res = 0, 0
    local h = view:entity_next(0, "tb.hero")
    while h do
      res = res + view:entity_get(h, "res")
      if not view:entity_get(h, "ko") then health = health + math.max(0, track(view, h, "health")) end
      h = view:entity_next(h, "tb.hero")
    end
    local heroes = res > 0 and math.min(health, res) / res or 0
    local rounds = view:entity_get(game, "rounds") or 12
    local round = view:entity_get(game, "round") or 0
    local time = math.max(0, math.min(1, 1 - round / rounds))
    return KILL_WEIGHT * kill + HERO_WEIGHT * heroes + TIME_WEIGHT * time
  end,
}
