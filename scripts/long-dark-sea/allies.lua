-- allies.lua: Allies, the crew members who stand in the Shared Area beside
-- the Characters. What the rulebook gives for them:
--  * "Players may redirect suffered Damage to an Ally in the Shared Area or
--    to their Gear, provided it has a printed Health Value" (combat.lua).
--  * "Defeat. When an Enemy or Ally is defeated, place it face up in the
--    Necropolis."
--  * Hand Values in the Shared Area count for every player's hand size
--    (core.lua), and «Maintenance» in the Shared Area resolves on each
--    active player's Maintenance Phase (turn.lua).
--  * Rum Phase: Damage is removed at no cost, "However, when playing on
--    Hard difficulty ... Fully healing any player or Ally costs 20 XP."
--
-- Choices the rulebook leaves open, made here (designed):
--  * The rulebook names Allies but prints none and does not say how they
--    join: they are chosen at setup with the option allies=id,... (with the
--    Raid Gear), and like other Shared Area cards they
--    stay between Acts while undefeated.
--  * Unlike Gear, Damage on an Ally may be healed.
local D = require "core"
local options = require "std/options"

-- The Allies in the Shared Area (undefeated ones: the defeated are in the
-- Necropolis).
function D.allies(g)
  return D.cards_in(g, D.zone(g, "ld.shared"), function(def) return def.ally end)
end

function D.setup_allies(g)
  for _, id in ipairs(options.list(g, "allies")) do
    if not content("ally", id) then error("allies: no Ally '" .. id .. "'") end
    g:zone_insert(D.zone(g, "ld.shared"), D.new_card(g, "ally", id))
  end
end

-- Ally c takes n redirected Damage; fully damaged, it is defeated.
function D.wound_ally(g, c, n)
  local def = D.def(g, c)
  local after = math.min(def.health, (g:entity_get(c, "damage") or 0) + n)
  g:entity_set(c, "damage", after)
  if after >= def.health then
    g:tally("ally.defeated")
    D.defeat(g, c)
  end
end

-- Heals n Damage of Ally c; returns the Damage removed.
function D.heal_ally(g, c, n)
  local d = g:entity_get(c, "damage") or 0
  local healed = math.min(d, n)
  g:entity_set(c, "damage", d - healed > 0 and d - healed or nil)
  return healed
end

return D
