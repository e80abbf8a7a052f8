-- evaluate.lua: how a Long Dark Sea position looks to the crew, for search
-- bots that cut their rollouts short (tab_game_evaluate), read only from a
-- player's view: the tracks, the Chapter and every Character's Damage lie
-- open on the table.
--
-- "Players win by revealing the final Chapter of each Act ... Players lose
-- if all Characters in play are defeated." The game is cooperative, so the
-- value is the crew's, the same for every player, and weighs
--   story   how far the Act has come to its final Chapter: the Chapters
--           revealed, plus the Mission Track's share of its limit toward
--           the next (filling it resolves a Mission, which reveals
--           Chapters); in the Nemesis Stage, which has no tracks, the
--           Nemesis parts flipped (STORY_WEIGHT: what wins);
--   crew    each Character's Health left (printed Health less Damage; a
--           defeated one counts 0), over the crew (CREW_WEIGHT: what loses);
--   threat  the Threat Track's share of its limit, which brings Threats
--           when full (THREAT_WEIGHT, counted against).
-- The weights are designed, not from the rulebook.
local D = require "core"

local STORY_WEIGHT, CREW_WEIGHT, THREAT_WEIGHT = 0.5, 0.35, 0.15 -- designed
local NEMESIS_PARTS = 4 -- designed: flips that count as a Chapter's way

local function track_share(view, game, key)
  local t = view:entity_get(game, key)
  local max = view:entity_get(game, key .. "_max")
  if not t or not max or max <= 0 then return 0 end
  return math.min(1, (view:entity_get(t, "track.value") or 0) / max)
end

-- The final Chapter's number in act (the Chapter deck of each Act is
-- "arranged in numerical order").
local function final_chapter(act)
  local last = 1
  for _, def in ipairs(content("chapter")) do
    if def.act == act and def.number > last then last = def.number end
  end
  return last
end

policy {
  id = "evaluate",
  value = function(view)
    local game = D.game(view)
    if not game then return 0.5 end
    local chapter = view:entity_get(game, "chapter") or 0
    local final = final_chapter(view:entity_get(game, "act") or 1)
    local toward
    if view:entity_get(game, "stage") == "nemesis" then
      toward = math.min(1, (view:entity_get(game, "nemesis_flips") or 0) / NEMESIS_PARTS)
    else
      toward = track_share(view, game, "mission")
    end
    -- Chapter 1 is revealed at the start: the way runs from 1 to final.
    local story = 1
    if final > 1 then story = math.max(0, math.min(1, (chapter - 1 + toward) / (final - 1))) end
    local left, players = 0, 0
    local pe = view:entity_next(0, "ld.player")
    while pe do
      players = players + 1
      local health = content("identity", view:entity_get(pe, "character")).health
      if not view:entity_get(pe, "defeated") and health > 0 then
        left = left + math.max(0, 1 - (view:entity_get(pe, "damage") or 0) / health)
      end
      pe = view:entity_next(pe, "ld.player")
    end
    local crew = players > 0 and left / players or 0
    local threat = track_share(view, game, "threat")
    return STORY_WEIGHT * story + CREW_WEIGHT * crew + THREAT_WEIGHT * (1 - threat)
  end,
}
