-- rules.lua: Tidal Blades 2: Rise of the Unfolders, scenario play. The
-- round ("Round Overview"): action card selection, Initiative Reveal, hero
-- and enemy turns in Initiative order, round end; the end of the scenario.
-- Content lives in cards/tidal-blades: heroes (sheets), their cards (one
-- file each), enemies (guide card and 6-card deck), Quantum abilities and
-- scenarios (maps drawn as text).
--
-- Choices the rulebook leaves open (designed) are listed at the top of
-- setup.lua, hero.lua, combat.lua and core.lua (the dice and the Nexus grid
-- spaces), each where it applies.
local T = require "core"
local S = require "setup"
local C = require "combat"
local H = require "hero"
local E = require "enemy"
local R = require "render"
local Cr = require "campaign_render"

-- Every step starts by finishing a concluded scenario: "When a scenario
-- ends, play ceases immediately." m: the game entity. g:finish ends the
-- step there, so this returns only in a campaign (true: skip the step) or
-- while the scenario goes on (false).
local function finish_if_over(g, m)
  if g:entity_get(m, "result") == nil then return false end -- (T.ended on the entity read)
  -- In a campaign the scenario's remaining steps are skipped and the
  -- campaign's end of scenario (queued below them) takes over.
  if g:entity_next(0, "tb.campaign") then return true end
  local success = T.game.get(g, "result") == "success"
  local winners = {}
  if success then
    for p = 0, g:players() - 1 do winners[#winners + 1] = p end
  end
  local sc = (g:scenario())
  local round = T.game.get(g, "round")
  local wounds, kos, fruit = 0, 0, 0
  for _, h in ipairs(T.heroes(g)) do
    wounds = wounds + g:entity_get(h, "wounds")
    if g:entity_get(h, "ko") then kos = kos + 1 end
    fruit = fruit + g:entity_get(h, "fruit")
  end
  local xp = sc.xp and sc.xp(success, round) or 0
  g:metric("rounds", round)
  g:metric("wounds", wounds)
  g:metric("knocked_out_at_end", kos)
  g:metric("xp", xp)
  g:metric("fruit", fruit)
  g:metric("enemies_defeated", T.game.get(g, "kills"))
  local scores = {}
  for p = 0, g:players() - 1 do scores[p] = xp end
  local outcome = {winners = winners, scores = scores} -- Capture the Crab decides its own (crab.lua)
  trigger(g, "tb.finishing", success, wounds, kos, outcome)
  g:finish{winners = outcome.winners, reason = T.game.get(g, "reason"), scores = outcome.scores}
end

local function tb_step(name, fn)
  step(name, function(g, ...)
    local m = T.game.entity(g)
    if m and finish_if_over(g, m) then return end
    fn(g, ...)
    m = T.game.entity(g) -- (setup makes it; a campaign makes a new one for each scenario)
    if m then T.sync_order(g, m) end
  end)
end

tb_step("setup", function(g)
  S.setup(g)
  g:push("round", 1)
end)

-- ---- The round ------------------------------------------------------------------

tb_step("round", function(g, n)
  T.game.set(g, "round", n)
  T.game.set(g, "phase", "select")
  for _, t in ipairs(g:initiative_order(T.init(g))) do g:entity_untag(t, "acted") end
  T.log(g, "Round %d", n)
  trigger(g, "tb.round_start", n)
  g:push("select")
end)

-- "ACTION CARD SELECTION: All players simultaneously choose 1 action card
-- from their hand and place it face-down." "In the rare case a hero is
-- empty-handed, they play the top card of their deck." A player with two
-- heroes chooses for one, then the other.
tb_step("select", function(g)
  local waves = {}
  local seen = {}
  for _, h in ipairs(T.standing(g)) do
    local p = g:entity_get(h, "player")
    seen[p] = (seen[p] or 0) + 1
    local w = seen[p]
    waves[w] = waves[w] or {}
    waves[w][#waves[w] + 1] = h
  end
  for _, wave in ipairs(waves) do
    local players, options, heroes = {}, {}, {}
    for _, h in ipairs(wave) do
      local hand = g:zone_list(T.zone(g, "hand", h))
      if #hand == 0 then
        local c = g:deck_draw(g:entity_get(h, "deck"), "top", T.zone(g, "init", h))
        T.log(g, "%s is empty-handed and plays the top card of the deck", T.label(g, h))
        if c == nil then T.log(g, "%s has no card to play", T.label(g, h)) end
      else
        local p = g:entity_get(h, "player")
        players[#players + 1] = p
        options[p] = {}
        heroes[p] = h
        for i, c in ipairs(hand) do
          local def = T.card_def(g, c)
          -- (Joined with ..: the sandbox's string.format costs ten times as much.)
          options[p][i] = {label = def.name .. " (Initiative " .. T.init_text(def.initiative) .. "): " ..
                                   T.card_text(def) .. " #" .. i,
                           value = c}
        end
      end
    end
    if #players > 0 then
      local picks = g:choose{players = players, kind = "tb.card", prompt = "Choose your Initiative card",
                             options_for = options}
      for _, p in ipairs(players) do
        -- (The options' values are the cards; one player's answer comes alone.)
        local pick = #players > 1 and picks[p] or picks
        g:zone_insert(T.zone(g, "init", heroes[p]), pick)
      end
    end
  end
  g:push("reveal")
end)

-- "INITIATIVE REVEAL: In Initiative order ... reveal the cards chosen by
-- heroes and the top card of each enemy deck", moving each token by its
-- card's Initiative modifier. The order is the track's as the step begins.
tb_step("reveal", function(g)
  T.game.set(g, "phase", "reveal")
  local track = T.init(g)
  for _, t in ipairs(g:initiative_order(track)) do
    local kind = g:entity_kind(t)
    if kind == "tb.hero" then
      trigger(g, "tb.revealing", t)
      local c = g:zone_at(T.zone(g, "init", t), 1)
      if c then
        g:zone_insert(T.zone(g, "shown", t), c)
        local def = T.card_def(g, c)
        if def.initiative and def.initiative ~= 0 then g:initiative_move(track, t, def.initiative) end
        T.sync_order(g)
        T.log_text(g, T.label(g, t) .. " reveals " .. def.name .. " (" .. T.init_text(def.initiative) .. ")")
        if def.revealed then def.revealed(g, t) end
        trigger(g, "tb.revealed", t, c)
      end
    elseif kind == "tb.group" then
      -- "The top card of the enemy's deck is their Initiative card ... If an
      -- enemy deck is empty, shuffle the discard to create a new deck
      -- first." (The deck refills itself when drawn empty.)
      local deck = g:entity_get(t, "deck")
      local _, discard = g:deck_info(deck)
      local c = g:deck_draw(deck, "top", discard)
      g:entity_set(t, "card", c)
      local card = T.group_card(g, t)
      if card.initiative and card.initiative ~= 0 then g:initiative_move(track, t, card.initiative) end
      T.sync_order(g)
      T.log_text(g, T.token_label(g, t) .. " reveal: " .. T.enemy_card_text(card))
      if card.revealed then card.revealed(g, t) end
      trigger(g, "tb.group_revealed", t)
    end
  end
  g:push("next_turn")
end)

-- "HERO AND ENEMY TURNS: Resolve hero and enemy turns in Initiative order."
-- The track is read afresh before each turn (tokens leave it as groups are
-- defeated and heroes knocked out).
tb_step("next_turn", function(g)
  T.game.set(g, "phase", "turns")
  for _, t in ipairs(g:initiative_order(T.init(g))) do
    if not g:entity_has_tag(t, "acted") then
      g:entity_tag(t, "acted")
      T.game.set(g, "active", t)
      if g:entity_kind(t) == "tb.hero" then
        g:push("hero_turn", t)
      else
        g:push("enemy_turn", t)
      end
      g:push("next_turn")
      return
    end
  end
  T.game.set(g, "active", nil)
  g:push("round_end")
end)

tb_step("hero_turn", function(g, h)
  if g:entity_get(h, "ko") then return end
  local turn = {} -- an Ally takes its own turn (solo.lua)
  trigger(g, "tb.hero_turn", h, turn)
  if turn.done then return end
  H.start(g, h)
  g:push("hero_act", h)
end)

-- One activation or free action per step, so each is a checkpoint.
tb_step("hero_act", function(g, h)
  if g:entity_get(h, "ko") then return end
  if H.act(g, h) then
    g:push("hero_act", h)
  else
    g:push("hero_cleanup", h)
  end
end)

tb_step("hero_cleanup", function(g, h)
  H.cleanup(g, h)
end)

tb_step("enemy_turn", function(g, grp)
  E.turn(g, grp)
  T.check_objectives(g)
end)

-- "ROUND END: Advance the round tracker, then check for scenario
-- objectives/resolution." Revived heroes stand up: "place your Initiative
-- token into the rightmost space of your starting Initiative level, and
-- draw up to your hand size. Place your health tracker on the rightmost
-- space of your bottom health track." Bolster dice are lost.
tb_step("round_end", function(g)
  local n = T.game.get(g, "round")
  E.explode_bombs(g)
  trigger(g, "tb.round_end")
  for _, h in ipairs(T.heroes(g)) do
    g:entity_set(h, "bolster", 0)
    if g:entity_get(h, "revive") then
      g:entity_set(h, "revive", nil)
      g:entity_set(h, "ko", nil)
      g:initiative_place(T.init(g), h, g:entity_get(h, "start_level"), "right")
      g:track_set(g:entity_get(h, "health"), g:entity_get(h, "res"))
      S.draw_up(g, h)
      T.log(g, "%s stands up again", T.label(g, h))
    end
  end
  T.check_objectives(g)
  if T.ended(g) then
    g:push("over")
  elseif n >= T.game.get(g, "rounds") then
    -- "if a scenario uses the round tracker and it has not been completed by
    -- the end of Round 12, the heroes fail."
    T.conclude(g, false, "the objectives were not met by the end of round " .. n)
    g:push("over")
  else
    g:push("round", n + 1)
  end
end)

-- A step boundary after a conclusion: its tb_step finishes the game (or,
-- in a campaign, skips the step) before this body, which is a bug to reach.
tb_step("over", function(g)
  error("the scenario should have finished", 0)
end)

rules {
  start = "setup",
  -- What a scenario file (cards/tidal-blades/scenarios/) may give besides
  -- the runtime's fields.
  scenario_fields = {"map", "spots", "objects", "enemies", "rounds", "xp", "objective", "narrative",
                     "boss", "jumping", "arena", "solo", "chapters", "chapter_rules", "naviri"},
  render = function(view)
    if not T.game.entity(view) and view:entity_next(0, "tb.campaign") then return Cr.render(view) end
    return R.render(view)
  end,
  -- The fields content may give each kind: a misspelt one is an error.
  fields = {
    card = {"actions", "cost", "hero", "initiative", "kind", "name", "number", "placed", "power",
            "text", "tier", "turn_end", "xp"},
    difficulty = {"aid", "number", "power"},
    encounter = {"choices", "name", "text"},
    enemy = {"boss", "cards", "figures", "giant", "health", "initiative", "innate", "letter",
             "mutant_health", "name", "plural"},
    fame = {"decks", "max", "rewards"},
    goal = {"goals", "hero"},
    hero = {"cards", "companion", "focus", "initiative", "name", "plus", "quantum", "resilience",
            "spirit", "synergy"},
    item = {"action", "attack", "name", "no_chain", "recharge", "stored", "text"},
    path = {"catch_up", "paths"},
    quantum = {"cost", "heal", "level", "name"},
    skill = {"focus", "fruit", "gained", "level", "name", "path", "reserve", "reservoir",
             "resilience", "shield", "spirit", "text", "xp"},
  },
}
