-- policy.lua: how the heuristic bot (scripts/std/bots/heuristic.lua) plays
-- Spirit Island. Each policy scores one option of a decision of its kind,
-- seeing only the deciding player's view (the whole island, the Invader
-- cards face up, its own and the others' cards). It aims at Fear and at
-- keeping Blight off the island: Damage where the Invaders Ravage or
-- Build next, Defend where a Ravage would Blight, presence near trouble.
-- The weights are designed by hand (designed).

local INV = {explorer = 1, town = 2, city = 3}

-- ---- What the view shows ------------------------------------------------------

local function game(view) return view:entity_next(0, "si.game") end

-- The island as a list of lands: counts of pieces and tokens.
local function island(view)
  local lands, by_name = {}, {}
  local l = view:entity_next(0, "land")
  while l do
    local info = {id = l, name = view:entity_get(l, "region.name"), terrain = view:entity_get(l, "region.terrain"),
                  coastal = view:entity_has_tag(l, "coastal"), explorer = 0, town = 0, city = 0, dahan = 0,
                  strife = 0, hurt = 0, board = view:entity_get(l, "region.board")}
    for _, e in ipairs(view:zone_list(view:entity_get(l, "zone"))) do
      local t = view:entity_get(e, "type")
      info[t] = info[t] + 1
      if (view:entity_get(e, "strife") or 0) > 0 then info.strife = info.strife + 1 end
    end
    for _, k in ipairs{"blight", "beasts", "wilds", "disease", "defend"} do info[k] = view:entity_get(l, k) or 0 end
    info.presence = {}
    for p = 0, view:players() - 1 do info.presence[p] = view:entity_get(l, "presence." .. p) or 0 end
    info.invaders = info.explorer + info.town + info.city
    info.damage = info.explorer + 2 * info.town + 3 * info.city
    lands[#lands + 1] = info
    by_name[info.name] = info
    l = view:entity_next(l, "land")
  end
  return lands, by_name
end

-- The Invader cards in a space of the Invader Board.
local function cards_in(view, space)
  local z = view:zone_find("invader." .. space)
  local out = {}
  if not z then return out end
  for _, c in ipairs(view:zone_list(z)) do
    if c then out[#out + 1] = {t1 = view:entity_get(c, "t1"), t2 = view:entity_get(c, "t2")} end
  end
  return out
end

local function named_by(cards, info)
  for _, c in ipairs(cards) do
    if c.t1 == "coastal" then
      if info.coastal then return true end
    elseif c.t1 == info.terrain or c.t2 == info.terrain then
      return true
    end
  end
  return false
end

-- The Invader actions coming: in the Spirit Phase and Fast Phase the
-- Ravage and Build spaces act this turn; in the Slow Phase (after the
-- cards advanced) they act next turn. Either way the spaces show them.
local function threats(view)
  return cards_in(view, "ravage"), cards_in(view, "build")
end

-- How bad the coming turn looks in a land: Blight if it Ravages for 2 or
-- more, Dahan lost, and the growth of a Build.
local function danger(info, ravage, build)
  local d = 0
  if named_by(ravage, info) and info.invaders > 0 then
    local dmg = math.max(0, info.damage - info.defend)
    if dmg >= 2 then d = d + 6 + 3 * info.blight end
    d = d + math.min(info.dahan, dmg // 2) * 1.5
    local mine = 0
    for _, n in pairs(info.presence) do mine = mine + n end
    if dmg >= 2 then d = d + mine * 2 end
  end
  if named_by(build, info) and info.invaders > 0 and info.disease == 0 then d = d + 3 end
  d = d + info.town * 0.8 + info.city * 1.2 + info.explorer * 0.3
  return d
end

-- How much good n Damage does in a land: what it destroys (Fear from
-- buildings counts), Invaders' total Damage removed, plus the danger.
local function damage_value(info, n, ravage, build)
  local left = {city = info.city, town = info.town, explorer = info.explorer}
  local v, removed = 0, 0
  while n > 0 do
    local best
    for _, t in ipairs{"city", "town", "explorer"} do
      if left[t] > 0 and INV[t] <= n then best = best or t end
    end
    if not best then break end
    left[best] = left[best] - 1
    n = n - INV[best]
    v = v + ({city = 7, town = 4.5, explorer = 1.2})[best]
    removed = removed + INV[best]
  end
  local dmg_before = info.damage
  local dmg_after = dmg_before - removed
  if named_by(ravage, info) and dmg_before - info.defend >= 2 and dmg_after - info.defend < 2 then v = v + 6 end
  if named_by(build, info) and removed >= info.damage and info.invaders > 0 then v = v + 3 end
  return v
end

local function land_of_option(by_name, label)
  return by_name[label:match("^(%w+)")]
end

local function me(view, decision) return decision.player end

local function spirit_entity(view, p)
  local s = view:entity_next(0, "si.spirit")
  while s do
    if view:entity_get(s, "player") == p then return s end
    s = view:entity_next(s, "si.spirit")
  end
end

-- ---- Targeting powers -----------------------------------------------------------

local AIMS = {}

AIMS.damage = function(info, def, ravage, build)
  local n = 2
  if def.text then n = tonumber(def.text:match("(%d+) Damage")) or 2 end
  return damage_value(info, n, ravage, build) + 0.3 * danger(info, ravage, build)
end
AIMS.fear = function(info, _, ravage, build)
  return (info.invaders > 0 and 3 or 0) + info.town + info.city + 0.3 * danger(info, ravage, build)
end
AIMS.defend = function(info, _, ravage)
  if not named_by(ravage, info) or info.invaders == 0 then return 0 end
  local dmg = math.max(0, info.damage - info.defend)
  return (dmg >= 2 and 8 or 0) + info.dahan + info.blight * 2
end
AIMS.push = function(info, _, ravage, build)
  return info.explorer + info.town * 2 + danger(info, ravage, build) * 0.6
end
AIMS.heal = function(info) return info.blight * 5 + (info.invaders == 0 and 1 or 0) end
AIMS.strife = function(info, _, ravage)
  local v = info.city * 3 + info.town * 2 + info.explorer * 0.5
  if named_by(ravage, info) then v = v * 2 end
  return v
end
AIMS.disease = function(info, _, ravage, build)
  return (named_by(build, info) and info.invaders > 0 and 6 or 0) + info.town + info.city + danger(info, ravage, build) * 0.2
end
AIMS.wilds = function(info, _, ravage, build)
  return (info.wilds == 0 and 2 or 0) + (info.coastal and 1 or 0) + AIMS.defend(info, nil, ravage) * 0.5 +
         danger(info, ravage, build) * 0.1
end
AIMS.beasts = function(info, _, ravage, build)
  return (info.invaders > 0 and 3 or 0) + danger(info, ravage, build) * 0.3 + (info.beasts == 0 and 1 or 0)
end
AIMS.dahan = function(info, _, ravage)
  return AIMS.defend(info, nil, ravage) * 0.5 + info.invaders
end
AIMS.energy = function() return 1 end

local function target_score(view, decision, i)
  local g = game(view)
  local id = view:entity_get(g, "pending.power")
  local def = content("power", id)
  if not def then
    for _, s in ipairs(content("spirit")) do
      for _, inn in ipairs(s.innates or {}) do
        if inn.id == id then def = inn end
      end
    end
  end
  local _, by_name = island(view)
  local info = land_of_option(by_name, decision.options[i])
  if not info then return 0 end
  local ravage, build = threats(view)
  local aim = AIMS[def and def.aim or "damage"] or AIMS.damage
  return aim(info, def or {}, ravage, build)
end

policy {id = "target", score = target_score}

policy {id = "target_spirit", score = function(view, decision, i)
  return (i - 1 == decision.player) and 1 or 0
end}

-- ---- Growth, presence and tracks ---------------------------------------------------

policy {id = "growth", score = function(view, decision, i)
  local label = decision.options[i]
  local p = decision.player
  local turn = view:entity_get(game(view), "turn") or 1
  local hand = view:zone_size(view:zone_find("hand." .. p))
  local discard = view:zone_size(view:zone_find("discard." .. p))
  local s = spirit_entity(view, p)
  local energy = view:entity_get(s, "energy") or 0
  local v = 0
  if label:find("Reclaim all") then
    v = v + (discard >= 2 and 2 + discard * 1.5 or -2) + (hand <= 1 and 3 or 0)
  end
  if label:find("Power Card") then v = v + 3 + (hand <= 2 and 2 or 0) + (turn >= 5 and -1 or 0) end
  for _ in label:gmatch("presence") do v = v + (turn <= 6 and 4.5 or 2.5) end
  local plus = label:match("%+(%d+) Energy")
  if plus then v = v + tonumber(plus) * (energy < 3 and 1.5 or 0.8) end
  local pay = label:match("Pay (%d+) Energy")
  if pay then v = v - tonumber(pay) * 0.8 end
  if label:find("Beasts") or label:find("Wilds") then v = v + 1.5 end
  return v + decision.random(100) / 1000
end}

policy {id = "presence", score = function(view, decision, i)
  local _, by_name = island(view)
  local info = land_of_option(by_name, decision.options[i])
  if not info then return 0 end
  local p = decision.player
  local ravage, build = threats(view)
  local v = 0
  if info.presence[p] == 1 then v = v + 3 end -- a Sacred Site
  if info.presence[p] >= 2 then v = v - 1 end
  v = v - info.blight * 2
  if named_by(ravage, info) and info.damage - info.defend >= 2 then v = v - 4 end
  v = v + math.min(danger(info, ravage, build), 6) * 0.4 + info.invaders * 0.3
  if info.presence[p] == 0 then v = v + 1 end -- reach new lands
  return v + decision.random(100) / 1000
end}

policy {id = "track", score = function(view, decision, i)
  local label = decision.options[i]
  local p = decision.player
  local s = spirit_entity(view, p)
  local def = content("spirit", view:entity_get(s, "spirit"))
  local energy_track = label:find("^Energy") ~= nil
  local track = energy_track and def.energy or def.plays
  local taken = view:entity_get(s, energy_track and "etrack" or "ctrack")
  local nxt = track[taken + 2]
  local cur = 0
  for k = 1, taken + 1 do if track[k].n then cur = track[k].n end end
  local gain = (nxt.n or cur) - cur
  local v = gain * (energy_track and 1.2 or 1.6)
  if nxt.el then v = v + 0.7 end
  if energy_track then v = v + 0.3 end
  return v
end}

-- ---- Cards -------------------------------------------------------------------------------

-- What a Power Card is worth to p in general (for gaining and forgetting):
-- its aim, its cost, and how its elements feed p's innate powers.
local AIM_VALUE = {damage = 3, fear = 2.5, defend = 2, push = 2, heal = 2, strife = 2, disease = 2, wilds = 2,
                   beasts = 2, dahan = 1.5, energy = 1.5}

local function card_value(view, p, def)
  local s = spirit_entity(view, p)
  local sdef = content("spirit", view:entity_get(s, "spirit"))
  local v = (AIM_VALUE[def.aim] or 1) + (def.kind == "major" and 3 or 0) - def.cost * 0.35
  local want = {}
  for _, inn in ipairs(sdef.innates or {}) do
    for _, lvl in ipairs(inn.levels) do
      for e in pairs(lvl.el) do want[e] = true end
    end
  end
  for _, e in ipairs(def.elements or {}) do if want[e] then v = v + 0.6 end end
  if def.speed == "fast" then v = v + 0.4 end
  return v
end

local function card_of_label(view, p, label, zones)
  for _, zname in ipairs(zones) do
    local z = view:zone_find(zname .. "." .. p)
    if z then
      for _, c in ipairs(view:zone_list(z)) do
        if c then
          local def = content("power", view:entity_get(c, "name"))
          if def and label:sub(1, #def.name + 2) == def.name .. " (" then return def end
        end
      end
    end
  end
end

policy {id = "power_kind", score = function(view, decision, i)
  local s = spirit_entity(view, decision.player)
  local turn = view:entity_get(game(view), "turn") or 1
  local energy = view:entity_get(s, "energy") or 0
  if i == 1 then return 1 end
  return (turn >= 3 and energy >= 3) and 1.5 or 0
end}

policy {id = "gain", score = function(view, decision, i)
  local def = card_of_label(view, decision.player, decision.options[i], {"gained"})
  return def and card_value(view, decision.player, def) or 0
end}

policy {id = "forget", score = function(view, decision, i)
  local def = card_of_label(view, decision.player, decision.options[i], {"hand", "play", "discard"})
  return def and -card_value(view, decision.player, def) or 0
end}

policy {id = "reclaim", score = function(view, decision, i)
  local def = card_of_label(view, decision.player, decision.options[i], {"discard"})
  return def and card_value(view, decision.player, def) or 0
end}

-- Playing a card: what its best target would be worth now, less its
-- cost; "Done" is worth a little, so cards without a use stay in hand.
local function best_target_value(view, p, def)
  if def.target == "spirit" then return 2 end
  local lands = island(view)
  local ravage, build = threats(view)
  if def.speed == "slow" then ravage, build = cards_in(view, "build"), {} end
  local from = {}
  for _, info in ipairs(lands) do
    if info.presence[p] >= (def.from == "sacred" and 2 or 1) then from[#from + 1] = info end
  end
  local best = 0
  local aim = AIMS[def.aim] or AIMS.damage
  for _, info in ipairs(lands) do
    -- Range is approximated by boards: a land on a board where p has
    -- presence (the bot cannot ask the region map for distances).
    local near = false
    for _, f in ipairs(from) do
      if f.board == info.board then near = true end
    end
    if near then
      local ok = true
      if def.where == "invaders" then ok = info.invaders > 0
      elseif def.where == "blight" then ok = info.blight > 0
      elseif def.where == "dahan" then ok = info.dahan > 0
      elseif def.where == "beasts" then ok = info.beasts > 0 end
      if ok then best = math.max(best, aim(info, def, ravage, build)) end
    end
  end
  return best
end

policy {id = "play", score = function(view, decision, i)
  if i == 1 then return 1 end
  local p = decision.player
  local def = card_of_label(view, p, decision.options[i], {"hand"})
  if not def then return 0 end
  return best_target_value(view, p, def) * 0.6 + card_value(view, p, def) * 0.4 - def.cost * 0.3 + 0.5
end}

policy {id = "use", score = function(view, decision, i)
  local label = decision.options[i]
  if label:find("innate") then return 0 end
  return 1
end}

-- ---- Damage, pushes, Strife ---------------------------------------------------------------

local function piece_type(label)
  local l = label:lower()
  for _, t in ipairs{"explorer", "town", "city", "dahan"} do
    if l:find(t, 1, true) then return t end
  end
end

-- "Town 1/2": 1 Health left of 2.
local function left_of(label, t)
  local left = label:match("(%d+)/%d+")
  if left then return tonumber(left) end
  return INV[t] or 2
end

policy {id = "damage", score = function(view, decision, i)
  local label = decision.options[i]
  local t = piece_type(label)
  local amount = view:entity_get(game(view), "pending.damage") or 1
  local left = left_of(label, t)
  local value = ({city = 7, town = 4.5, explorer = 1.2})[t] or 0
  if left <= amount then return value + 10 - left * 0.5 end
  return value * 0.1
end}

policy {id = "destroy", score = function(view, decision, i)
  return ({city = 3, town = 2, explorer = 1})[piece_type(decision.options[i])] or 0
end}

policy {id = "strife", score = function(view, decision, i)
  local label = decision.options[i]
  local v = ({city = 3, town = 2, explorer = 1})[piece_type(label)] or 0
  if label:find("+S", 1, true) then v = v - 2.5 end
  return v
end}

policy {id = "push_piece", score = function(view, decision, i)
  local label = decision.options[i]
  if label:find("no more") then return 0.5 end
  return ({city = 3, town = 2.5, explorer = 1.5, dahan = 1})[piece_type(label)] or 0
end}

policy {id = "push_to", score = function(view, decision, i)
  local _, by_name = island(view)
  local info = land_of_option(by_name, decision.options[i])
  if not info then return 0 end
  local piece = view:entity_get(game(view), "pending.piece")
  local ravage, build = threats(view)
  if piece == "dahan" then return info.invaders end
  local mine = 0
  for _, n in pairs(info.presence) do mine = mine + n end
  return -(info.dahan * 0.5 + mine * 1.5 + danger(info, ravage, build) + info.blight) + info.wilds
end}

policy {id = "gather", score = function(view, decision, i)
  local label = decision.options[i]
  if label:find("no more") then return 0.5 end
  return 1
end}

-- ---- Island choices ---------------------------------------------------------------------

policy {id = "cascade", score = function(view, decision, i)
  local _, by_name = island(view)
  local info = land_of_option(by_name, decision.options[i])
  if not info then return 0 end
  local mine = 0
  for _, n in pairs(info.presence) do mine = mine + n end
  return -(mine * 3 + info.blight * 8 + info.dahan * 0.5)
end}

local function threat_score(view, decision, i)
  local _, by_name = island(view)
  local info = land_of_option(by_name, decision.options[i])
  if not info then return 0 end
  local ravage, build = threats(view)
  return danger(info, ravage, build)
end

for _, kind in ipairs{"fear_remove", "fear_destroy", "fear_push", "fear_strife", "fear_disease", "event_land"} do
  policy {id = kind, score = threat_score}
end

policy {id = "blight_land", score = function(view, decision, i) return -threat_score(view, decision, i) end}

policy {id = "destroy_presence", score = function(view, decision, i)
  local _, by_name = island(view)
  local info = land_of_option(by_name, decision.options[i])
  if not info then return 0 end
  local n = info.presence[decision.player]
  if n == 2 then return -2 end
  return n
end}

policy {id = "event_choice", score = function(view, decision, i) return i == 1 and 1 or 0 end}

for _, kind in ipairs{"token_beasts", "token_wilds"} do
  policy {id = kind, score = function(view, decision, i)
    local _, by_name = island(view)
    local info = land_of_option(by_name, decision.options[i])
    if not info then return 0 end
    local ravage, build = threats(view)
    return AIMS[kind == "token_beasts" and "beasts" or "wilds"](info, nil, ravage, build)
  end}
end

return {}
