-- status.lua: Tidal Blades 2 "Status Tokens" (Scenario 2+): Stun, Drain,
-- Disarm, Flatfooted and Poison, placed on action cards of a hero's grid,
-- their effects when the card is activated, and their removal.
--
-- Choices the rulebook leaves open (designed):
--  * The supply holds 10 tokens of each Status (the rulebook counts 50
--    Status tokens in all, not how they divide).
--  * Drain takes its shell from the Quantum Reservoir first, then the
--    Shield (the rulebook lets the hero pick; the Shield is worth more).
local T = require "core"

local S = {}
-- S.combat: combat.lua, which requires this module, sets it while loading
-- (the two need each other: Statuses cost health, attacks give Statuses).

S.KINDS = {"stun", "drain", "disarm", "flatfooted", "poison"}
S.NAMES = {stun = "Stun", drain = "Drain", disarm = "Disarm", flatfooted = "Flatfooted", poison = "Poison"}
S.SUPPLY = 10

function S.setup(g)
  for _, k in ipairs(S.KINDS) do T.game.set(g, "status." .. k, S.SUPPLY) end
end

-- The strongest value of an action kind ("attack" or "move") on a card.
local function strength(def, key)
  local best = 0
  for _, a in ipairs(def.actions) do
    for _, b in ipairs(a.either or {a}) do
      if b[key] then best = math.max(best, b[key]) end
    end
  end
  return best
end

-- Where a Status of kind may go on h's grid: "Only one Status may be placed
-- on each card", never on Wounds or Battle Scars; "Flatfooted and Disarm
-- must be placed on a card they will affect. (One with a matching action of
-- strength 2 or higher.)" — "the highest value attack card" / "movement
-- card". Returns the slots.
function S.eligible(g, h, kind)
  local slots, best = {}, 0
  local key = kind == "disarm" and "attack" or kind == "flatfooted" and "move" or nil
  for i = 1, 9 do
    local c = T.slot(g, h, i)
    if c and not g:entity_get(c, "status") then
      local def = T.card_def(g, c)
      if def.kind ~= "wound" and def.kind ~= "scar" then
        if not key then
          slots[#slots + 1] = i
        else
          local v = strength(def, key)
          if v >= 2 then
            if v > best then slots, best = {}, v end
            if v == best then slots[#slots + 1] = i end
          end
        end
      end
    end
  end
  return slots
end

-- h gains a Status: placed on an eligible card of the player's choice, or,
-- "If a Status cannot be placed for any reason, lose 2 health. This
-- includes if there are no more of that Status in the supply."
function S.gain(g, h, kind)
  local gain = {} -- a Status sends Dru back to his card instead (dru.lua)
  trigger(g, "tb.status_gaining", h, kind, gain)
  if gain.done then return end
  if g:entity_get(h, "ko") then return end
  local C = S.combat
  local slots = S.eligible(g, h, kind)
  if #slots == 0 or T.game.get(g, "status." .. kind) <= 0 then
    T.log(g, "%s cannot place %s", T.label(g, h), S.NAMES[kind])
    -- "STATUSES: The ally does not lose life if they cannot place a Status."
    if not g:entity_get(h, "ally") then C.lose_health(g, h, 2) end
    return
  end
  local options = {}
  for i, slot in ipairs(slots) do
    options[i] = {label = S.NAMES[kind] .. " on " .. T.card_def(g, T.slot(g, h, slot)).name .. " (" ..
                          T.SPACE_NAMES[slot] .. ")",
                  value = slot}
  end
  local slot = C.ask(g, h, "tb.status", "place a " .. S.NAMES[kind] .. " Status", options) -- (the space)
  g:entity_set(T.slot(g, h, slot), "status", kind)
  T.game.set(g, "status." .. kind, T.game.get(g, "status." .. kind) - 1)
  T.log(g, "%s gains %s on %s", T.label(g, h), S.NAMES[kind], T.card_def(g, T.slot(g, h, slot)).name)
  g:tally("status." .. kind)
end

-- Returns card c's Status (if any) to the supply.
function S.remove(g, c)
  local kind = c and g:entity_get(c, "status")
  if not kind then return end
  g:entity_set(c, "status", nil)
  T.game.set(g, "status." .. kind, T.game.get(g, "status." .. kind) + 1)
end

function S.count(g, h, kind)
  local n = 0
  for i = 1, 9 do
    local c = T.slot(g, h, i)
    if c and g:entity_get(c, "status") == kind then n = n + 1 end
  end
  return n
end

-- Whether h can pay what card c's Status asks to activate it.
function S.can_activate(g, h, c)
  local kind = c and g:entity_get(c, "status")
  if kind == "stun" then return g:entity_get(h, "focus") >= 1 end
  if kind == "drain" then return g:entity_get(h, "sh.q") + g:entity_get(h, "sh.s") >= 1 end
  return true
end

-- Pays for activating card c: "STUN: You must pay 1 Focus to activate the
-- card." "DRAIN: You must uncharge 1 shell". "POISON: Each time a card with a
-- Poison Status is activated, lose 1 health for each Poison Status on your
-- Nexus grid."
function S.on_activate(g, h, c)
  local kind = c and g:entity_get(c, "status")
  if kind == "stun" then
    g:entity_set(h, "focus", g:entity_get(h, "focus") - 1)
  elseif kind == "drain" then
    local from = g:entity_get(h, "sh.q") > 0 and "sh.q" or "sh.s"
    g:entity_set(h, from, g:entity_get(h, from) - 1)
    g:entity_set(h, "sh.u", g:entity_get(h, "sh.u") + 1)
  elseif kind == "poison" then
    S.combat.lose_health(g, h, S.count(g, h, "poison"))
  end
end

-- An action as card c's Status leaves it: "DISARM: This action's attack
-- value is reduced to 1 ... Does not alter the Chain, Range, or Target
-- abilities." "FLATFOOTED: This action's movement value is reduced to 1."
function S.affect(g, c, a)
  local kind = c and g:entity_get(c, "status")
  if kind == "disarm" and a.attack and a.attack > 1 then
    local b = {}
    for k, v in pairs(a) do b[k] = v end
    b.attack = 1
    return b
  end
  if kind == "flatfooted" and a.move and a.move > 1 then
    local b = {}
    for k, v in pairs(a) do b[k] = v end
    b.move = 1
    return b
  end
  return a
end

return S
