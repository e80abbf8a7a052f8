-- evaluate.lua: how a Spirit Island position looks to the spirits, for
-- search bots that cut their rollouts short (tab_game_evaluate), read only
-- from a player's view: the Fear Pool and the fear deck's size, the Blight
-- Card, the Invader Deck's size and the pieces on the island lie open.
--
-- The spirits win or lose together. They win by Fear: each Terror Level
-- asks less (I: no Invaders, II: no Towns or Cities, III: no Cities,
-- earning the last Fear Card wins outright); they lose when the Blight Card
-- runs out, when the Invader Deck runs out ("time runs out"), or when a
-- spirit is destroyed. So the team's value, the same for every player,
-- weighs
--   fear      the Fear Cards earned of the fear deck, plus the Fear Pool's
--             way to the next (FEAR_WEIGHT: the road to every victory);
--   island    how few Invaders stand on the island, each counted by what
--             it does (the Explorer 1, Town 3, City 5 of core.lua's
--             INVADERS): 1 / (1 + worth / (INVADERS_PER_BOARD per board)),
--             so an empty island is 1 and each Terror Level victory is
--             nearer the fewer Towns and Cities are left (ISLAND_WEIGHT);
--   blight    the Blight left on the card: the healthy side's share counts
--             between 1/2 and 1, the blighted side's below 1/2, since
--             after the flip the next empty card loses (BLIGHT_WEIGHT);
--   time      the Invader Deck's cards left of TIME_CARDS (TIME_WEIGHT).
-- A spirit about to lose its last presence is not scored (rare, and the
-- rollouts before the cut see it). The weights are designed, not from the
-- rulebook.
local FEAR_WEIGHT, ISLAND_WEIGHT, BLIGHT_WEIGHT, TIME_WEIGHT = 0.35, 0.30, 0.25, 0.10 -- designed
local INVADERS_PER_BOARD = 10 -- designed: about what a board starts with, in worth
local TIME_CARDS = 12         -- the Invader Deck's stages I-III (3 + 4 + 5)
local WORTH = {explorer = 1, town = 3, city = 5}
local D = require "core"

policy {
  id = "evaluate",
  value = function(view)
    local game = D.game(view)
    if not game then return 0.5 end
    local players = view:players()
    -- Fear: cards earned, and the pool's way to the next card.
    local fear = 0
    local total = view:entity_get(game, "fear.total") or 0
    local deck = view:zone_find("fear.deck")
    if total > 0 and deck then
      local pool_max = 4 * players -- core.lua's FEAR_PER_PLAYER
      local pool = view:entity_get(game, "fear.pool") or pool_max
      local earned = total - view:zone_size(deck) + math.max(0, 1 - pool / pool_max)
      fear = math.max(0, math.min(1, earned / total))
    end
    -- The island: the worth of every Invader on it.
    local worth = 0
    local e = view:entity_next(0, "si.piece")
    while e do
      worth = worth + (WORTH[view:entity_get(e, "type")] or 0)
      e = view:entity_next(e, "si.piece")
    end
    local island = 1 / (1 + worth / (INVADERS_PER_BOARD * players))
    -- Blight on the card: the healthy side holds 2 per player + 1.
    local start = 2 * players + 1
    local b = math.max(0, view:entity_get(game, "blight") or start)
    local blight
    if view:entity_get(game, "healthy") == false then blight = 0.5 * math.min(1, b / start)
    else blight = 0.5 + 0.5 * math.min(1, b / start) end
    local invaders = view:zone_find("invader.deck")
    local time = invaders and math.min(1, view:zone_size(invaders) / TIME_CARDS) or 0
    return FEAR_WEIGHT * fear + ISLAND_WEIGHT * island + BLIGHT_WEIGHT * blight + TIME_WEIGHT * time
  end,
}
