-- combat.lua: Attack Action, Raid Attack, Block Action and Damage: Block
-- Values, Health Values and defeat of cards, Raid Attacks on the active
-- player, one Block per Attack, redirecting Damage to Gear, Direct Damage,
-- Counterattack, Bleed, «Mark», «Illusion» and «Prey» tokens.
--
-- Choices the rulebook leaves open, made here (designed):
--  * Only the attacked player may initiate the one Block Action against a
--    Raid Attack; the other players may add Support Boosts to it.
--  * Redirected Damage goes to one piece of Gear (or Ally) with a printed
--    Health Value, as much as it can still take; the rest is suffered by the
--    Character.
--  * «Illusion» tokens are discarded when a card in their Sector performs a
--    Raid Attack (-1 Attack each); «Prey» tokens when an Attack against an
--    Enemy in their Sector deals Damage (+1 Damage each).
local D = require "core"

-- The Block Value of card c: printed, less 1 per «Mark» (never below 0).
function D.block_value(g, c)
  local def = D.def(g, c)
  local block = (def.block or 0) + (def.health and D.block_scale(g) or 0)
  return math.max(0, block - (g:entity_get(c, "marked") or 0))
end

-- Deals n Damage to card c (direct Damage ignores its Block Value); "An
-- Enemy cannot accumulate more Damage tokens than indicated by its Health
-- Value; any excess Damage is lost." Returns the Damage dealt.
function D.damage_card(g, c, n, direct, by)
  local def = D.def(g, c)
  if not def.health or n <= 0 then return 0 end
  if not direct then n = n - D.block_value(g, c) end
  if n <= 0 then return 0 end
  local before = g:entity_get(c, "damage") or 0
  local after = math.min(def.health, before + n)
  g:entity_set(c, "damage", after)
  g:tally("damage.dealt", after - before)
  if after >= def.health then
    g:entity_set(c, "damage", nil)
    D.defeat(g, c, by)
  end
  return after - before
end

function D.alive(g, c) return c ~= nil and D.where(g, c) ~= nil end

-- The impact of an Attack Action: "Each point of Attack equals one point of
-- Damage dealt. However, some Enemies have a Block Value, which must be
-- subtracted from each Attack before Damage can be dealt to the target."
function D.attack_impact(g, act, c, s)
  local p = g:entity_get(act, "player")
  c, s = c or g:entity_get(act, "target"), s or g:entity_get(act, "sector")
  if not D.alive(g, c) then return 0 end
  local def = D.def(g, c)
  local value = D.final_value(g, act)
  local n = value - (g:entity_get(act, "pierce") and 0 or D.block_value(g, c))
  if n > 0 and def.type == "enemy" then
    -- «Prey»: "may be discarded to increase the Damage dealt to an Enemy by 1".
    local prey = D.count_tokens(g, s, "prey")
    if prey > 0 and not D.hunting_ground(g, s) then
      local opts = {}
      for k = 0, prey do opts[#opts + 1] = k == 0 and "Keep the Prey tokens" or ("Discard " .. D.plural(k, "Prey token") .. " (+" .. k .. " Damage)") end
      local k = D.choose(g, {player = p, kind = "prey", options = opts,
                             prompt = "Attack on «" .. def.name .. "»: " .. n .. " Damage"}) - 1
      for _ = 1, k do D.remove_char_token(g, s, "prey") end
      n = n + k
    end
  end
  n = n + D.act_get(g, act, "damage_bonus", 0)
  local dealt = D.damage_card(g, c, n, true, p)
  g:entity_set(act, "dealt", dealt)
  -- «Counterattack X»: "The target player or Enemy returns X direct Damage.
  -- Counterattack only resolves if the target survives the Attack."
  if def.counterattack and D.alive(g, c) and not D.over(g) then
    g:tally("counterattack.enemy")
    D.hurt(g, p, def.counterattack)
  end
  return dealt
end

-- ---- Raid Attacks ---------------------------------------------------------------

-- The Attack value card c shows now: printed (or its Destiny's), doubled by
-- «Fury» when its condition holds.
function D.attack_value(g, c)
  local def = D.def(g, c)
  local v = g:entity_get(c, "attack") or def.attack or 0
  if v > 0 then v = v + D.attack_scale(g) end
  if def.fury and def.fury(g, c) then
    g:tally("fury")
    v = v * 2
  end
  return v
end

-- Whether card c in sector s reaches the players with its Raid Attack.
function D.in_range(g, c, s)
  local def = D.def(g, c)
  return def.attack ~= nil and D.RANGE[def.range or "long"] >= D.range_of(g, s)
end

-- The ways player p may Block an Attack of value: Block cards in hand, the
-- Character Action while ready; each with its Base Value and the Attack
-- (incoming). (Labels joined with .., as in action.lua: the sandbox's
-- string.format is dear.)
local function block_options(g, p, value)
  local opts, seen = {}, {}
  for _, c in ipairs(g:zone_list(D.zone(g, "hand", p))) do
    local def = D.def(g, c)
    if def.action == "block" and not seen[def.id] then
      seen[def.id] = true
      opts[#opts + 1] = {label = "Block with " .. def.name .. " (" .. def.base .. ")", card = c, def = def,
                         base = def.base, incoming = value}
    end
  end
  if D.pget(g, p, "char_ready") then
    local base = D.character_action(g, p, "block")
    if base then
      opts[#opts + 1] = {label = "Block with Character Action (" .. base .. ")", character = true,
                         base = base, incoming = value}
    end
  end
  return opts
end

-- Gear (and Allies) that may take redirected Damage for player p.
local function soaks(g, p)
  local out = {}
  for _, c in ipairs(g:zone_list(D.zone(g, "gear", p))) do
    local def = D.def(g, c)
    if def.health and (g:entity_get(c, "damage") or 0) < def.health then out[#out + 1] = c end
  end
  for _, c in ipairs(g:zone_list(D.zone(g, "ld.shared"))) do
    local def = D.def(g, c)
    if def.ally and def.health and (g:entity_get(c, "damage") or 0) < def.health then out[#out + 1] = c end
  end
  return out
end

-- Player p suffers n Damage from an Attack, redirecting it as they choose
-- unless it is direct. "Damage assigned to Gear cannot be healed, and any
-- excess Damage is dealt directly to the Character. When a piece of Gear is
-- fully damaged, it is not retired".
function D.suffer(g, p, n, direct, source)
  if n <= 0 then return end
  if not direct then
    local list = soaks(g, p)
    if #list > 0 then
      local opts = {{label = string.format("Suffer %d Damage", n)}}
      for _, c in ipairs(list) do
        local def = D.def(g, c)
        opts[#opts + 1] = {label = string.format("Redirect to %s (%d of %d Health left)", def.name,
                                                 def.health - (g:entity_get(c, "damage") or 0), def.health), card = c}
      end
      local o = D.choose(g, {player = p, kind = "redirect", options = D.valued(opts),
                             prompt = string.format("%d Damage%s", n, source and (" from «" .. source .. "»") or "")})
      if o.card then
        local def = D.def(g, o.card)
        local room = def.health - (g:entity_get(o.card, "damage") or 0)
        local taken = math.min(room, n)
        if def.ally then
          D.wound_ally(g, o.card, taken)
        else
          g:entity_set(o.card, "damage", (g:entity_get(o.card, "damage") or 0) + taken)
        end
        g:tally("redirected", taken)
        n = n - taken
      end
    end
  end
  D.hurt(g, p, n)
end

-- A Raid Attack of value by card c (nil for a Threat or effect) on the
-- active player: "When an enemy Raid card performs an Attack, if its maximum
-- Range allows it, the active player suffers Damage equal to that Attack's
-- value." direct: "Direct or Unblockable Damage cannot be blocked or
-- redirected and is always suffered by the active player."
function D.raid_attack(g, value, c, direct)
  local p = D.active(g)
  if D.defeated(g, p) or D.over(g) then return end
  local name = c and D.card_name(g, c)
  g:tally("raid_attack")
  local s = c and D.where(g, c)
  -- «Illusion»: tokens in the attacker's Sector reduce its Attack by 1 each.
  if s and value > 0 then
    local illusions = D.count_tokens(g, s, "illusion")
    if illusions > 0 then
      local opts = {}
      for k = 0, math.min(illusions, value) do
        opts[#opts + 1] = k == 0 and "Keep the Illusion tokens" or ("Discard " .. D.plural(k, "Illusion token") .. " (-" .. k .. ")")
      end
      local k = D.choose(g, {player = p, kind = "illusion", options = opts,
                             prompt = string.format("«%s» attacks for %d", name, value)}) - 1
      for _ = 1, k do D.remove_char_token(g, s, "illusion") end
      value = value - k
      if k > 0 then g:tally("illusion.used", k) end
    end
  end
  if value <= 0 then return end
  if not direct then value = D.attack_responses(g, value, name) end
  if value <= 0 then return end
  local blocked
  if not direct then
    -- "You may only initiate one Block Action per Attack received".
    local opts = block_options(g, p, value)
    if #opts > 0 then
      opts[#opts + 1] = {label = "No Block", incoming = value}
      local o = D.choose(g, {player = p, kind = "block", options = D.valued(opts),
                             prompt = (name and ("«" .. name .. "»") or "The Raid") .. " attacks you for " .. value})
      if o.card or o.character then
        local r = D.perform(g, {player = p, kind = "block", mode = "block", card = o.card, character = o.character,
                                incoming = value, attacker = c})
        value = value - r.blocked
        blocked = r
      end
    end
  end
  D.suffer(g, p, value, direct, name)
  if blocked then D.after_block(g, p, c, blocked) end
end

-- Retire effects in response to a Raid Attack (FAQ: "During another
-- player's turn, you may only play Block Actions, Support Boosts, and Retire
-- effects from cards in your Personal Area"): every player, the active one
-- first, may retire Items that answer an Attack. Returns the Attack left.
function D.attack_responses(g, value, name)
  local p0 = D.active(g)
  for k = 0, g:players() - 1 do
    local q = (p0 + k) % g:players()
    local opts, seen = {}, {}
    for _, c in ipairs(g:zone_list(D.zone(g, "inv", q))) do
      local def = D.def(g, c)
      if def.on_attack and not seen[def.id] and not D.defeated(g, q) then
        seen[def.id] = true
        opts[#opts + 1] = {label = "Retire " .. def.name .. ": " .. def.retire_text, card = c, attack = value}
      end
    end
    if #opts > 0 and value > 0 then
      opts[#opts + 1] = {label = "Keep your Items"}
      local o = D.choose(g, {player = q, kind = "respond", options = D.valued(opts),
                             prompt = string.format("%s attacks %s for %d",
                               name and ("«" .. name .. "»") or "The Raid", D.name(g, p0), value)})
      if o.card then
        local def = D.def(g, o.card)
        g:deck_retire(o.card)
        g:tally("item." .. def.id)
        value = def.on_attack(g, q, o.card, value)
      end
    end
  end
  return value
end

-- After a successful Block of card c's Attack (Counterattack cards set
-- "counter" on the Action; the amount is kept on the player meanwhile).
function D.after_block(g, p, c, r)
  local counter = D.pget(g, p, "counter") or 0
  D.pset(g, p, "counter", nil)
  if counter > 0 and r.success and c and D.alive(g, c) and not D.defeated(g, p) and not D.over(g) then
    g:tally("counterattack.player")
    D.damage_card(g, c, counter, true, p)
  end
end

-- «Bleed X»: "Place X Bleed tokens on a damaged, undefeated Enemy. When
-- resolving altered conditions, flip only one Bleed token to deal 2 direct
-- Damage."
function D.bleed(g, c, x)
  if not D.alive(g, c) or (g:entity_get(c, "damage") or 0) == 0 then return false end
  g:entity_set(c, "bleed", (g:entity_get(c, "bleed") or 0) + x)
  g:tally("bleed", x)
  return true
end

return D
