-- turn.lua: the Raid Stage turn (The Raid Stage): First Main Phase, Scenario
-- Phase (activations closest first, then the Advance), Second Main Phase,
-- Discard and Draw Phase, Maintenance Phase; then the Turn Token passes.
-- Each phase, each Main Phase Action and each card's activation is a step
-- of its own, so every one of them begins at a checkpoint.
--
-- Choices the rulebook leaves open, made here (designed):
--  * A player whose Character is defeated skips their turns (their
--    Character may still be healed by others); when the active player's
--    Character is defeated, the rest of their turn is skipped.
--  * Items are used («Retire») from the Main Phase menu.
local D = require "core"

local PHASE_NAME = {"First Main Phase", "Second Main Phase", "Main Phase"}
local END_LABEL = {}
for i, name in ipairs(PHASE_NAME) do END_LABEL[i] = "End the " .. name end

-- ---- Turns ------------------------------------------------------------------

step("turn", function(g)
  local p = D.active(g)
  if D.defeated(g, p) then
    g:tally("turn.skipped_defeated")
    g:push("next_turn")
    return
  end
  D.set(g, "turn", (D.get(g, "turn") or 0) + 1)
  D.set(g, "phase", "main1")
  -- A safety net for playtests: the rules have no turn limit, but a game
  -- option may set one (never by default).
  local limit = tonumber(g:option("turn_limit") or "")
  if limit and D.get(g, "turn") > limit then
    D.finish(g, false, "turn limit")   -- ends the step
  end
  if D.nemesis_stage(g) then
    g:push("nemesis_phase", 1)
  else
    g:push("main", 1)
  end
end)

step("next_turn", function(g)
  D.set(g, "active", (D.active(g) + 1) % g:players())
  g:push("turn")
end)

-- ---- Main Phase -----------------------------------------------------------------
-- "During either Main Phase, you may freely perform any number of Actions
-- of any value ... You may end either of these Main Phases at any time".

local ITEM_ZONES = {"inv", "gear"}

-- Items and Gear player p may use now.
local function item_options(g, p)
  local opts, seen = {}, {}
  for _, zname in ipairs(ITEM_ZONES) do
    for _, c in ipairs(g:zone_list(D.zone(g, zname, p))) do
      local def = D.def(g, c)
      if def.retire and not seen[def.id] and (not def.usable or def.usable(g, p, c)) then
        seen[def.id] = true
        local label = "Retire " .. def.name .. ": " .. (def.retire_text or "")
        opts[#opts + 1] = {label = label, item = c, def = def}
      end
    end
  end
  return opts
end

step("main", function(g, phase)
  local p = D.active(g)
  if D.defeated(g, p) then
    g:push("next_turn")
    return
  end
  -- The Actions come with their specs as values; the other options are
  -- their own values.
  local opts, rest = D.main_actions(g, p), item_options(g, p)
  for _, o in ipairs(D.gacha_options(g, p)) do rest[#rest + 1] = o end
  if D.get(g, "market_open") then
    for _, o in ipairs(D.trade_options(g, p)) do rest[#rest + 1] = o end
  end
  rest[#rest + 1] = {label = END_LABEL[phase], done = true}
  for _, o in ipairs(D.valued(rest)) do opts[#opts + 1] = o end
  -- A step never begins with the Act over (core.lua, D.over), and the menu
  -- only read the game: no need for D.choose's question.
  local o = g:choose{player = p, kind = "main", options = opts,
                     prompt = D.name(g, p) .. ": " .. PHASE_NAME[phase]}
  if o.done then
    if phase == 1 then
      g:push("scenario")
    elseif phase == 3 then
      -- The Nemesis Stage's single Main Phase.
      g:push("nemesis_phase", 2)
    else
      g:push("discard")
    end
    return
  end
  if o.mode then
    D.perform(g, o)   -- an Action's option is its spec (D.main_actions)
  elseif o.trade then
    g:tally("raid.trade")
    o.trade()
  elseif o.gacha then
    D.activate_gacha(g, p, o.gacha, o.dice)
  elseif o.item then
    local def = D.def(g, o.item)
    g:tally("item." .. def.id)
    g:deck_retire(o.item)
    def.retire(g, p, o.item)
  end
  g:push("main", phase)
end)

-- ---- Scenario Phase ---------------------------------------------------------------
-- "all revealed cards are activated one by one, starting with the Sector
-- closest to the players and ending with the farthest one (Sector 9)."

step("scenario", function(g)
  D.set(g, "phase", "scenario")
  for _, c in ipairs(D.line_cards(g, true)) do g:push("activate", c) end
  g:push("advance")
end)

-- Reveals the top Destiny card and returns its number: "If a new card must
-- be revealed and the Destiny deck is empty, shuffle its discard pile and
-- place it face down in the same space to form a new deck. Each time the
-- deck is depleted, reverse the order of its spaces."
function D.reveal_destiny(g)
  local deck = D.get(g, "destiny_deck")
  if g:deck_size(deck) == 0 then
    D.set(g, "destiny_reversed", not D.get(g, "destiny_reversed"))
    g:tally("destiny.reversed")
  end
  local c = g:deck_draw(deck, "top", D.zone(g, "ld.destiny.discard"), 1)
  local n = D.def(g, c).number
  g:tally("destiny." .. n)
  return n
end

-- Activating a Sector: "Resolve token effects. Resolve the «Activate»
-- timeword or reveal the top Destiny card. The card performs a Raid Attack.
-- Reduce a Time counter by 1."
step("activate", function(g, c)
  if not D.alive(g, c) or not g:entity_get(c, "revealed") then return end
  local def = D.def(g, c)
  local s = D.where(g, c)
  -- Token effects: altered conditions on the card (Bleed).
  local bleed = g:entity_get(c, "bleed") or 0
  if bleed > 0 then
    g:entity_set(c, "bleed", bleed - 1)
    g:tally("bleed.flipped")
    D.damage_card(g, c, 2, true, D.active(g))
    if not D.alive(g, c) then return end
  end
  if def.destiny then
    local n = D.reveal_destiny(g)
    local effect = def.destiny(n)
    if effect then effect(g, c) end
  elseif def.activate then
    def.activate(g, c)
  end
  if D.over(g) or not D.alive(g, c) then return end
  s = D.where(g, c)
  if def.attack and D.in_range(g, c, s) then
    D.raid_attack(g, D.attack_value(g, c), c, def.direct)
  end
  if D.over(g) or not D.alive(g, c) then return end
  -- "At the end of its activation - whether it resolves its skill or performs
  -- a Raid Attack - reduce its Time Value by 1. If it reaches zero, the card
  -- is recovered."
  local time = g:entity_get(c, "time")
  if time then
    time = time - 1
    g:entity_set(c, "time", time)
    if time <= 0 then D.recover(g, c) end
  end
end)

-- "Once all revealed cards have been activated, advance the Raid deck one
-- space along the Raid Line"; then the Turn Token flips.
step("advance", function(g)
  D.advance(g)
  if D.over(g) then return end
  D.set(g, "phase", "main2")
  g:push("main", 2)
end)

-- ---- Discard and Draw, Maintenance -------------------------------------------------

-- "This is the only Phase in which maximum hand size is enforced; during
-- any other Phase, you may exceed this limit and hold more cards." A player
-- who kept more cards than the maximum discards down to it, choosing which.
local function discard_to_hand_size(g, p)
  local hand = D.zone(g, "hand", p)
  local over = g:zone_size(hand) - D.hand_size(g, p)
  if over <= 0 then return end
  local cards = g:zone_list(hand)
  local picks = D.choose_picks(g, {player = p, kind = "hand_limit", min = over, max = over,
                                   options = D.discard_options(g, cards),
                                   prompt = string.format("Maximum hand size %d: discard %d", D.hand_size(g, p), over)})
  for _, o in ipairs(picks) do D.discard(g, o.card) end
  g:tally("hand.over_limit")
end

-- "decide whether to discard the remaining cards in your hand or keep them
-- for the next turn. Then draw cards from the top of your deck until you
-- reach your maximum hand size."
step("discard", function(g)
  local p = D.active(g)
  D.set(g, "phase", "discard")
  local hand = D.zone(g, "hand", p)
  if g:zone_size(hand) > 0 then
    local pick = D.choose(g, {player = p, kind = "discard", prompt = "Discard and Draw",
                              options = {{label = "Keep your hand", value = "keep"},
                                         {label = "Discard your hand", value = "discard"}}})
    if pick == "discard" then
      for _, c in ipairs(g:zone_list(hand)) do D.discard(g, c) end
      g:tally("hand.discarded")
    end
  end
  discard_to_hand_size(g, p)
  local need = D.hand_size(g, p) - g:zone_size(hand)
  if need > 0 then D.draw(g, p, need) end
  g:push("maintenance")
end)

-- "First, all exhausted components are readied; then all «Maintenance»
-- timeword effects are resolved. This Phase affects both the cards in the
-- active player's Personal Area and those in the Shared Area."
step("maintenance", function(g)
  local p = D.active(g)
  D.set(g, "phase", "maintenance")
  D.pset(g, p, "char_ready", true)
  D.pset(g, p, "support_ready", true)
  local sup = D.support(g, p)
  if sup.faces and sup.mode == "cycle" then D.pset(g, p, "support_face", sup.faces[1]) end
  local zones = {D.zone(g, "gear", p), D.zone(g, "inv", p), D.zone(g, "ld.shared")}
  for _, z in ipairs(zones) do
    for _, c in ipairs(g:zone_list(z)) do g:entity_set(c, "exhausted", nil) end
  end
  for _, z in ipairs(zones) do
    for _, c in ipairs(g:zone_list(z)) do
      local def = D.def(g, c)
      if def.maintenance and not D.over(g) then def.maintenance(g, c, p) end
    end
  end
  g:push("next_turn")
end)

return D
