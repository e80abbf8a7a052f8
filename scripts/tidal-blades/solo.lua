-- solo.lua: Tidal Blades 2 "Solo Mode": one player controls a Leader (a
-- standard Nexus grid) and an Ally on the Ally board: three spaces and a
-- Persistent Power space. The Ally's card goes into an open space and the
-- card and the space are resolved; when all three spaces are full they are
-- cleared (a cleared Power card may take the Persistent Power space);
-- Wounds go to the Wound space without effect; a Status that cannot be
-- placed costs the Ally nothing (status.lua).
--
-- Turned on by the option solo=1 or a scenario's solo = true, with one
-- player and two heroes: the second hero is the Ally.
--
-- State: the Ally hero is flagged ally; its three spaces are slot.1..3 and
-- the Persistent Power space slot.9 (so its Power card is "always in
-- effect" through combat.lua's C.powers); ally_wounds counts its Wound
-- space.
--
-- Choices the rulebook leaves open (designed): the Ally board's three
-- spaces ("slightly stronger actions than the standard grid"): Move 2;
-- Attack 2; Shield 2 and Focus 1. The card is activated first, then its
-- space; free actions follow as on any turn.
local T = require "core"
local C = require "combat"
local H = require "hero"
local S = require "setup"
local St = require "status"
local I = require "items"
local P = require "policy"

local A = {}

A.SPACES = {
  [1] = {{move = 2}},
  [2] = {{attack = 2}},
  [3] = {{shield = 2}, {focus = 1}},
}
A.NAMES = {"left", "middle", "right"}
A.POWER_SLOT = 9

function A.on(g)
  local sc = (g:scenario())
  return g:option("solo") == "1" or (sc.solo and g:option("solo") ~= "0")
end

function A.is_ally(g, h) return g:entity_get(h, "ally") end

-- "At the start of the scenario, the Ally places 1 Power card into the
-- Persistent Power card space on the bottom left of their Ally board. The
-- Ally gains the Persistent Power from the card in this space, but not the
-- actions."
on("tb.setup", function(g)
  if not A.on(g) then return end
  local heroes = T.heroes(g)
  if g:players() ~= 1 or #heroes ~= 2 then error("solo mode: one player with two heroes (Leader and Ally)", 0) end
  local h = heroes[2]
  g:entity_set(h, "ally", true)
  g:entity_set(h, "ally_wounds", 0)
  local power = T.slot(g, h, 5)
  g:entity_set(h, "slot.5", nil)
  g:entity_set(h, "slot." .. A.POWER_SLOT, power)
  T.log(g, "%s is the Ally", T.label(g, h))
end)

-- "WOUNDS: Each time the Ally hero is wounded, place a Wound card in the
-- Wound space at the bottom right of their Nexus. It has no effect in the
-- scenario".
on("tb.wound_placing", function(g, h, placing)
  if not A.is_ally(g, h) then return end
  g:entity_set(h, "ally_wounds", g:entity_get(h, "ally_wounds") + 1)
  T.log(g, "%s's Wound goes to the Wound space", T.label(g, h))
  placing.done = true
end)

-- ---- The Ally's turn ----------------------------------------------------------------

on("tb.hero_turn", function(g, h, turn)
  if not A.is_ally(g, h) then return end
  turn.done = true
  g:push("solo.ally_turn", h)
end)

local function space_text(slot)
  local parts = {}
  for i, a in ipairs(A.SPACES[slot]) do parts[i] = T.action_text(a) end
  return table.concat(parts, ", ")
end

-- "ACTIONS: On the Ally's turn, place the card in an open space on the Ally
-- grid and resolve all actions."
step("solo.ally_turn", function(g, h)
  if T.ended(g) or g:entity_get(h, "ko") then return end
  g:entity_set(h, "sh.q", g:entity_get(h, "sh.q") + g:entity_get(h, "sh.s"))
  g:entity_set(h, "sh.s", 0)
  trigger(g, "tb.turn_start", h)
  g:entity_set(h, "turn.interacted", nil)
  local card = g:zone_at(T.zone(g, "shown", h), 1)
  local def = T.card_def(g, card)
  local open = {}
  for slot = 1, 3 do if not T.slot(g, h, slot) then open[#open + 1] = slot end end
  if #open == 0 then
    -- "Full Grid": a Battle Scar can fill the board between clearings.
    local options = {}
    for slot = 1, 3 do options[slot] = "Discard " .. T.card_def(g, T.slot(g, h, slot)).name end
    local slot = C.ask(g, h, "tb.full", "the Ally board is full: discard a card", options)
    St.remove(g, T.slot(g, h, slot))
    g:deck_discard(g:entity_get(h, "deck"), T.slot(g, h, slot))
    g:entity_set(h, "slot." .. slot, nil)
    open = {slot}
  end
  local options = {}
  for i, slot in ipairs(open) do
    options[i] = {label = string.format("Place %s on the %s space (%s)", def.name, A.NAMES[slot], space_text(slot)),
                  value = slot}
  end
  local slot = C.ask(g, h, "tb.ally_place", "place " .. def.name .. " on the Ally board", options) -- (the space)
  g:zone_insert(T.zone(g, "grid", h), card)
  g:entity_set(h, "slot." .. slot, card)
  g:entity_set(h, "turn.slot", slot)
  S.placed(g, h, card, slot)
  -- The Ally board is one row: only the card just placed is activated.
  g:entity_set(h, "turn.kind", "row")
  g:entity_set(h, "turn.index", 1)
  for i = 1, 9 do g:entity_set(h, "turn.done." .. i, i ~= slot or nil) end
  T.log(g, "%s (Ally) plays %s on the %s space", T.label(g, h), def.name, A.NAMES[slot])
  H.activate(g, h, slot)
  g:push("solo.ally_space", h, slot)
end)

-- Then the space's own actions, each optional.
step("solo.ally_space", function(g, h, slot)
  if T.ended(g) or g:entity_get(h, "ko") then return end
  local actions = I.actions(g, h, slot, A.SPACES[slot])
  local used = {}
  while not T.ended(g) and not g:entity_get(h, "ko") do
    local options, picks = {}, {}
    for i, a in ipairs(actions) do
      for _, b in ipairs(a.either or {a}) do
        if not used[i] and H.useful(g, h, b) then
          local value = H.use_value(b) -- (as the hero's tb.action)
          options[#options + 1] = {label = "Use " .. T.action_text(b) .. " (" .. A.NAMES[slot] .. " space)",
                                   value = value}
          picks[value] = {i = i, a = b}
        end
      end
    end
    if #options == 0 then break end
    options[#options + 1] = {label = "Done with the space", value = {done = true}}
    local pick = C.ask(g, h, "tb.action", "the Ally's " .. A.NAMES[slot] .. " space", options)
    if pick.done then break end
    used[picks[pick].i] = true
    H.perform(g, h, slot, picks[pick].a, nil)
  end
  g:push("solo.ally_act", h)
end)

-- Free actions, as on any turn, then the clean up.
step("solo.ally_act", function(g, h)
  if T.ended(g) or g:entity_get(h, "ko") then return end
  if H.act(g, h) then
    g:push("solo.ally_act", h)
  else
    g:push("solo.ally_cleanup", h)
  end
end)

-- "CLEARING: At the end of the turn, if all spaces are full, clear all
-- cards following normal clearing rules." "POWER CARDS: When a Power card
-- is cleared, you may place it into the Persistent Power space, discarding
-- the current Power card ... Alternately, you may choose to discard the
-- newly cleared Power card and keep the current one."
step("solo.ally_cleanup", function(g, h)
  if T.ended(g) or g:entity_get(h, "ko") then return end
  local full = T.slot(g, h, 1) and T.slot(g, h, 2) and T.slot(g, h, 3)
  local keep
  if full then
    for slot = 1, 3 do
      local c = T.slot(g, h, slot)
      if T.card_def(g, c).kind == "power" then
        local current = keep or T.slot(g, h, A.POWER_SLOT)
        local pick = C.ask(g, h, "tb.ally_power", "a Power card is cleared: make it the Persistent Power?", {
          "Make " .. T.card_def(g, c).name .. " the Persistent Power",
          "Keep " .. (current and T.card_def(g, current).name or "no Persistent Power"),
        })
        if pick == 1 then keep = c end
      end
    end
  end
  -- H.cleanup clears the full row 1 (the three spaces) and draws up; then
  -- the chosen Power card comes back from the discard pile.
  H.cleanup(g, h)
  if keep then
    local current = T.slot(g, h, A.POWER_SLOT)
    if current then g:deck_discard(g:entity_get(h, "deck"), current) end
    g:zone_insert(T.zone(g, "grid", h), keep)
    g:entity_set(h, "slot." .. A.POWER_SLOT, keep)
    T.log(g, "%s's Persistent Power is now %s", T.label(g, h), T.card_def(g, keep).name)
  end
end)

on("tb.render_text", function(view, out)
  for _, h in ipairs(T.all(view, "tb.hero")) do
    if view:entity_get(h, "ally") then
      local parts = {}
      for slot = 1, 3 do
        local c = view:entity_get(h, "slot." .. slot)
        parts[slot] = c and T.card_def(view, c).name or ("(" .. space_text(slot) .. ")")
      end
      local p = view:entity_get(h, "slot." .. A.POWER_SLOT)
      out[#out + 1] = string.format("%s is the Ally: board %s · Persistent Power: %s · Wound space: %d (its grid above is"
                                    .. " the Ally board: top row and bottom right)", view:entity_get(h, "label"),
                                    table.concat(parts, " | "), p and T.card_def(view, p).name or "none",
                                    view:entity_get(h, "ally_wounds") or 0)
    end
  end
end)

-- ---- The bot -------------------------------------------------------------------------------
-- The space whose action helps most now: attack when an enemy is near,
-- move when far, shield otherwise (designed weights).
policy {
  id = "tb.ally_place",
  score = function(view, decision, i)
    local v = H.activate_value(A.SPACES[decision.values[i]]) -- (the value is the space)
    local h = P.hero(view, decision)
    local near = P.near(view, h)
    if v.attack then return near <= 3 and 3 or 0.5 end
    if v.move then return near > 2 and 2 or 0.3 end
    return 1
  end,
}

policy {id = "tb.ally_power", score = function(view, decision, i) return i == 2 and 1 or 0 end}

return A
