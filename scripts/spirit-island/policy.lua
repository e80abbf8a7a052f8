-- policy.lua: how the heuristic bot (scripts/std/bots/heuristic.lua) plays
-- Spirit Island. Each policy scores one option of a decision of its kind,
-- seeing only the deciding player's view (the whole island, the Invader
-- cards face up, its own and the others' cards). It aims at Fear and at
-- keeping Blight off the island: Damage where the Invaders Ravage or
-- Build next, Defend where a Ravage would Blight, presence near trouble.
-- The weights are designed by hand (designed).

-- Globals and library functions as locals, read once at load: content
-- reads a global through the frozen environment, a metamethod call each
-- time, and these are read on every decision.
local ipairs, pairs, content, tonumber, min, max = ipairs, pairs, content, tonumber, math.min, math.max

local D = require "core"
local U = require "setup"

local INV = {explorer = 1, town = 2, city = 3}
local KILL_VALUE = {city = 5, town = 3.5, explorer = 1}
local AHEAD = 0.5 -- the weight of next turn's Ravage (designed; see NOTES.md for what it changed)

-- ---- What the view shows ------------------------------------------------------

local game = D.game

-- The island as a list of lands: counts of pieces and tokens, and the
-- lands next to each (from the boards' printed edges and how boards join,
-- both content, so the bot needs no region queries).
-- (Built for every decision whose policy looks at the island, about half
-- of them, and the bot's largest cost: one table per land, its counts read
-- in a row.)
local PRESENCE_KEY = {}
for p = 0, 3 do PRESENCE_KEY[p] = "presence." .. p end


-- One land as the policies see it: counts of pieces and tokens (no
-- policy weighs Strife: it is not read; island adds adj).
local function land_info(view, l, name, players)
  local info = {id = l, name = name, terrain = view:entity_get(l, "region.terrain"),
                coastal = view:entity_has_tag(l, "coastal"), explorer = 0, town = 0, city = 0, dahan = 0,
                blight = view:entity_get(l, "blight") or 0, beasts = view:entity_get(l, "beasts") or 0,
                wilds = view:entity_get(l, "wilds") or 0, disease = view:entity_get(l, "disease") or 0,
                defend = view:entity_get(l, "defend") or 0}
  for _, e in ipairs(view:zone_list(view:entity_get(l, "zone"))) do
    local t = view:entity_get(e, "type")
    info[t] = info[t] + 1
  end
  local presence, any = {}, 0
  for p = 0, players - 1 do
    local n = view:entity_get(l, PRESENCE_KEY[p] or "presence." .. p) or 0
    presence[p] = n
    any = any + n
  end
  info.presence, info.anypresence = presence, any
  info.invaders = info.explorer + info.town + info.city
  info.damage = info.explorer + 2 * info.town + 3 * info.city
  return info
end

-- only: a set of lands, for policies that look at the lands their options
-- are and nothing else (no adj): the other lands are skipped. The lands by
-- id too.
local function island(view, only)
  local lands, by_id = {}, {}
  local players = view:players()
  local l = view:entity_next(0, "land")
  while l do
    if not only or only[l] then
      local name = view:entity_get(l, "region.name")
      local info = land_info(view, l, name, players)
      lands[#lands + 1] = info
      by_id[l] = info
    end
    l = view:entity_next(l, "land")
  end
  -- France's Sprawling Plantations: Towns weigh more as the limit nears.
  local limit = view:entity_get(game(view), "town_limit")
  local towns = 0
  if limit and only then
    towns = U.island_towns(view)
  else
    for _, info in ipairs(lands) do towns = towns + info.town end
  end
  local townp = limit and towns / limit or 0
  local g = game(view)
  local slave = view:entity_get(g, "adversary") == "france" and (view:entity_get(g, "level") or 0) >= 2
  for _, info in ipairs(lands) do
    info.townp = townp
    info.slave = slave
  end
  if only then return lands, by_id end
  -- The lands next to each: by board and number, as the boards print them.
  local at = {}
  for _, info in ipairs(lands) do
    info.adj = {}
    info.board = view:entity_get(info.id, "region.board")
    info.number = view:entity_get(info.id, "region.number")
    at[info.board] = at[info.board] or {}
    at[info.board][info.number] = info
  end
  local function link(a, b)
    if a and b then
      a.adj[#a.adj + 1] = b
      b.adj[#b.adj + 1] = a
    end
  end
  local ids = {}
  for b, row in pairs(at) do
    local id = row[1].name:sub(1, #row[1].name - 1)
    ids[b] = id
    local def = content("board", id)
    for _, e in ipairs(def and def.edges or {}) do
      if e[1] > 0 then link(row[e[1]], row[e[2]]) end
    end
  end
  for _, j in ipairs(U.joins(ids)) do link(at[j[1]][j[2]], at[j[3]][j[4]]) end
  return lands, by_id
end

-- Lands within range of the lands where from(info) holds.
local function within(lands, range, from)
  local dist, queue = {}, {}
  for _, info in ipairs(lands) do
    if from(info) then
      dist[info] = 0
      queue[#queue + 1] = info
    end
  end
  local head = 1
  while head <= #queue do
    local cur = queue[head]
    head = head + 1
    if dist[cur] < range then
      for _, n in ipairs(cur.adj) do
        if not dist[n] then
          dist[n] = dist[cur] + 1
          queue[#queue + 1] = n
        end
      end
    end
  end
  return dist
end

-- The Invader cards in a space of the Invader Board. The list lives for
-- one decision and keeps what the scores of its options work out again
-- and again: named (what named_by found, by land) and, when it is the
-- Ravage list risk is given, danger (by land) and damage (by Damage, by
-- land). A Ravage list always goes with the same Build list in a decision
-- (this turn's Ravage with this turn's Build; for Slow powers the Build
-- cards with none), so what depends on both may be kept in it.
local function cards_in(view, space)
  local z = view:zone_find("invader." .. space)
  local out = {named = {}, danger = {}, damage = {}}
  if not z then return out end
  for _, c in ipairs(view:zone_list(z)) do
    if c then out[#out + 1] = {t1 = view:entity_get(c, "t1"), t2 = view:entity_get(c, "t2")} end
  end
  return out
end

local function names_land(cards, info)
  for _, c in ipairs(cards) do
    if c.t1 == "coastal" then
      if info.coastal then return true end
    elseif c.t1 == info.terrain or c.t2 == info.terrain then
      return true
    end
  end
  return false
end

-- Whether one of the cards names the land. The scores of a decision's
-- options ask it of the same lands again and again (a twentieth of the
-- bot's Lua): a list from cards_in, which lives for one decision, keeps
-- the answers.
local function named_by(cards, info)
  local known = cards.named
  if not known then return names_land(cards, info) end
  local v = known[info]
  if v == nil then
    v = names_land(cards, info)
    known[info] = v
  end
  return v
end

-- The Invader actions coming: in the Spirit Phase and Fast Phase the
-- Ravage and Build spaces act this turn; in the Slow Phase (after the
-- cards advanced) they act next turn. Either way the spaces show them.
-- Looking one turn further ahead: before the cards advance, the Build
-- space's cards Ravage next turn (build.ahead), after this turn's Build.
local function threats(view)
  local ravage, build = cards_in(view, "ravage"), cards_in(view, "build")
  local phase = view:entity_get(game(view), "phase")
  build.ahead = phase == "spirit" or phase == "fast"
  return ravage, build
end

-- What the policies on lands read, once per decision (the heuristic bot
-- scores every option on the same view and passes this to score as its
-- 4th argument; a policy called without it prepares for itself): the
-- island and the Invader cards showing. Given the decision (as the bot
-- gives it to prepare), only the lands its options are (their values) are
-- read: the policies that prepare with this look at nothing else, and most
-- land decisions offer a few of the island's lands.
local function option_lands(decision)
  local values = decision.values
  if not values then return nil end
  local set = {}
  for _, l in ipairs(values) do set[l] = true end
  return set
end

local function prepare_island(view, decision)
  local lands, by_id = island(view, decision and option_lands(decision))
  local ravage, build = threats(view)
  return {lands = lands, by_id = by_id, ravage = ravage, build = build}
end

-- The cost of a Ravage of d Damage in land: Blight from 2 (worse on Blight
-- and on presence), and the Dahan it destroys.
local function ravage_cost(info, d, dahan)
  local r = 0
  if d >= 2 then r = r + 8 + 5 * info.blight + 3 * info.anypresence end
  return r + min(dahan, d // 2) * 1.5
end

-- What the coming Invader actions would cost in a land, given its pieces
-- (c: counts, possibly changed from info's): this turn's Ravage, a Build,
-- next turn's Ravage after that Build (half weight: there is a turn to
-- answer it; counted where no Ravage comes first, which already weighs the
-- land), and the Invaders' weight in the long run. risk_named takes
-- whether the cards name the land (ravages, named_build) and build.ahead,
-- for callers that ask of one land many times.
local function risk_named(info, c, ravages, named_build, ahead)
  local r = 0
  local invaders = c.explorer + c.town + c.city
  local damage = c.explorer + 2 * c.town + 3 * c.city
  if ravages and invaders > 0 then
    r = r + ravage_cost(info, max(0, damage - info.defend), c.dahan or info.dahan)
  end
  local builds = named_build and invaders > 0 and info.disease == 0
  if builds then
    r = r + 4
    -- France's Slave Labor: after the Build, all but 1 Explorer become Towns.
    if info.slave and c.explorer >= 2 then r = r + (c.explorer - 1) * (3 + 4 * info.townp) end
  end
  if ahead and named_build and invaders > 0 and not ravages then
    local next_damage = damage + (builds and (c.town > c.city and 3 or 2) or 0)
    r = r + ravage_cost(info, next_damage, c.dahan or info.dahan) * AHEAD
  end
  r = r + c.town * (1.2 + 3 * info.townp) + c.city * 1.8 + c.explorer * 0.5
  return r
end

local function risk(info, c, ravage, build)
  return risk_named(info, c, named_by(ravage, info), named_by(build, info), build.ahead)
end

local function counts(info)
  return {explorer = info.explorer, town = info.town, city = info.city, dahan = info.dahan}
end

local function danger(info, ravage, build)
  local v = ravage.danger[info]
  if v == nil then
    v = risk(info, counts(info), ravage, build)
    ravage.danger[info] = v
  end
  return v
end

-- How much good n Damage does in a land: the best of a few ways to spend
-- it (biggest first, smallest first), counting risk removed and Fear.
local KILL_ORDERS = {{"city", "town", "explorer"}, {"explorer", "town", "city"}, {"town", "explorer", "city"}}
-- Destroying one is worth its KILL_VALUE, its Fear at 0.8 each (made at
-- load, added as before: v + value + fear) and the risk it takes away.
local KILL_FEAR = {}
for t in pairs(KILL_VALUE) do KILL_FEAR[t] = (t == "town" and 1 or t == "city" and 2 or 0) * 0.8 end

local function spend_damage(info, n, ravage, build)
  local before = danger(info, ravage, build)
  local ravages, named_build, ahead = named_by(ravage, info), named_by(build, info), build.ahead
  local best = 0
  local c = {} -- the pieces left, one table for every order (made per land and Damage)
  for _, order in ipairs(KILL_ORDERS) do
    c.explorer, c.town, c.city, c.dahan = info.explorer, info.town, info.city, info.dahan
    local left, v = n, 0
    for _, t in ipairs(order) do
      while c[t] > 0 and INV[t] <= left do
        c[t] = c[t] - 1
        left = left - INV[t]
        v = v + KILL_VALUE[t] + KILL_FEAR[t]
      end
    end
    v = v + before - risk_named(info, c, ravages, named_build, ahead)
    if v > best then best = v end
  end
  return best
end

-- (Kept by land in the Ravage list: a hand's cards ask it of the same
-- lands.)
local function damage_value(info, n, ravage, build)
  local by_land = ravage.damage[n]
  if not by_land then
    by_land = {}
    ravage.damage[n] = by_land
  end
  local v = by_land[info]
  if v == nil then
    v = spend_damage(info, n, ravage, build)
    by_land[info] = v
  end
  return v
end

-- The land option i is: its value (every land decision gives its lands as
-- values; nil for an option that is no land, "Push nothing").
local function land_of_option(prep, decision, i)
  return prep.by_id[decision.values[i]]
end

local function spirit_entity(view, p)
  local s = view:entity_next(0, "si.spirit")
  while s do
    if view:entity_get(s, "player") == p then return s end
    s = view:entity_next(s, "si.spirit")
  end
end

-- ---- Targeting powers -----------------------------------------------------------

local AIMS = {}

-- The Damage a power's text promises ("2 Damage"), for its aim.
local function text_damage(def)
  return def.text and tonumber(def.text:match("(%d+) Damage")) or 2
end

AIMS.damage = function(info, def, ravage, build)
  if info.invaders == 0 then return 0 end
  return damage_value(info, text_damage(def), ravage, build)
end
AIMS.fear = function(info, _, ravage, build)
  if info.invaders == 0 then return 0 end
  return 3 + info.town * 0.5 + info.city * 0.5 + 0.2 * danger(info, ravage, build)
end
AIMS.defend = function(info, _, ravage)
  if not named_by(ravage, info) or info.invaders == 0 then return 0 end
  local dmg = max(0, info.damage - info.defend)
  return (dmg >= 2 and 8 + 5 * info.blight + 3 * info.anypresence or 0) + min(info.dahan, dmg // 2) * 1.5
end
AIMS.push = function(info, _, ravage, build)
  if info.invaders == 0 then return 0 end
  local c = counts(info)
  -- Pushing the biggest pieces it can (up to 2): the risk they take away.
  for _ = 1, 2 do
    if c.town > 0 then c.town = c.town - 1 elseif c.explorer > 0 then c.explorer = c.explorer - 1 end
  end
  return (danger(info, ravage, build) - risk(info, c, ravage, build)) * 0.8
end
AIMS.heal = function(info) return info.blight * 4 + (info.invaders == 0 and 1 or 0) end
AIMS.strife = function(info, _, ravage)
  if info.invaders == 0 then return 0 end
  local v = info.city * 2 + info.town * 1.5 + info.explorer * 0.3
  if named_by(ravage, info) and info.damage - info.defend >= 2 then
    local best = info.city > 0 and 3 or info.town > 0 and 2 or 1
    if info.damage - best - info.defend < 2 then v = v + 8 end
  end
  return v
end
AIMS.disease = function(info, _, ravage, build)
  return (named_by(build, info) and info.invaders > 0 and info.disease == 0 and 5 or 0) + info.town * 0.5 +
         info.city * 0.5 + (info.invaders > 0 and 1 or 0)
end
AIMS.wilds = function(info, _, ravage)
  return (info.wilds == 0 and 2 or 0.5) + (info.coastal and 1 or 0) + AIMS.defend(info, nil, ravage) * 0.3
end
AIMS.beasts = function(info, _, ravage, build)
  return (info.invaders > 0 and 2 or 0) + danger(info, ravage, build) * 0.2 + (info.beasts == 0 and 1 or 0)
end
AIMS.dahan = function(info, _, ravage)
  return AIMS.defend(info, nil, ravage) * 0.5 + info.invaders
end
AIMS.energy = function() return 2 end

local function power_def(view)
  local id = view:entity_get(game(view), "pending.power")
  local def = content("power", id)
  if def then return def end
  for _, s in ipairs(content("spirit")) do
    for _, inn in ipairs(s.innates or {}) do
      if inn.id == id then return inn end
    end
  end
end

local function prepare_target(view, decision)
  local prep = prepare_island(view, decision)
  prep.def = power_def(view)
  return prep
end

local function target_score(view, decision, i, prep)
  prep = prep or prepare_target(view)
  local def = prep.def
  local info = land_of_option(prep, decision, i)
  if not info then return 0 end
  local aim = AIMS[def and def.aim or "damage"] or AIMS.damage
  return aim(info, def or {}, prep.ravage, prep.build) + decision.random(100) / 10000
end

policy {id = "target", prepare = prepare_target, score = target_score}

policy {id = "target_spirit", score = function(view, decision, i)
  return decision.values[i] == decision.player and 1 or 0
end}

-- ---- Growth, presence and tracks ---------------------------------------------------

-- What the options of a Growth weigh alike: the turn, p's cards, Energy,
-- and the spirit's Growth options (each option's value is its number
-- there).
local function prepare_growth(view, decision)
  local p = decision.player
  local s = spirit_entity(view, p)
  return {turn = view:entity_get(game(view), "turn") or 1,
          hand = view:zone_size(view:zone_find("hand." .. p)),
          discard = view:zone_size(view:zone_find("discard." .. p)),
          energy = view:entity_get(s, "energy") or 0,
          options = content("spirit", view:entity_get(s, "spirit")).growth.options}
end

-- Whether a presence action's land filter ("jungle/beasts") names Beasts
-- or Wilds.
local function where_wild(where)
  for part in (where or ""):gmatch("[^/]+") do
    if part == "beasts" or part == "wilds" then return true end
  end
  return false
end

-- A Growth option by its actions: Reclaim all, a Power Card, each presence,
-- Energy gained and paid, and Beasts or Wilds (added, or where presence
-- goes), weighed in that order.
policy {id = "growth", prepare = prepare_growth, score = function(view, decision, i, prep)
  prep = prep or prepare_growth(view, decision)
  local turn, hand, discard, energy = prep.turn, prep.hand, prep.discard, prep.energy
  local reclaim, gain, presence, plus, pay, wild = false, false, 0, 0, 0, false
  for _, a in ipairs(prep.options[decision.values[i]].actions) do
    local what = a[1]
    if what == "reclaim" then reclaim = true
    elseif what == "gain" then gain = true
    elseif what == "presence" then
      presence = presence + 1
      wild = wild or where_wild(a[3])
    elseif what == "energy" then plus = plus + a[2]
    elseif what == "cost" then pay = pay + a[2]
    elseif what == "token" then wild = wild or a[2] == "beasts" or a[2] == "wilds" end
  end
  local v = 0
  if reclaim then v = v + (discard >= 2 and 1 + discard * 1.5 or -3) + (hand <= 1 and 3 or 0) end
  if gain then v = v + 2.5 + (hand <= 2 and 1.5 or 0) + (turn >= 6 and -1 or 0) end
  for _ = 1, presence do v = v + (turn <= 5 and 4.5 or 2.5) end
  if plus > 0 then v = v + plus * (energy < 3 and 1.5 or 0.8) end
  if pay > 0 then v = v - pay * 0.8 end
  if wild then v = v + 1.5 end
  return v + decision.random(100) / 1000
end}

-- Besides the island: whether the spirit's innate powers work from a
-- Sacred Site, and which lands its presence reaches already.
local function prepare_presence(view, decision)
  local prep = prepare_island(view)
  local p = decision.player
  local sdef = content("spirit", view:entity_get(spirit_entity(view, p), "spirit"))
  prep.wants_sacred = false
  for _, inn in ipairs(sdef.innates or {}) do if inn.from == "sacred" then prep.wants_sacred = true end end
  prep.reach = within(prep.lands, 1, function(x) return x.presence[p] > 0 end)
  return prep
end

policy {id = "presence", prepare = prepare_presence, score = function(view, decision, i, prep)
  prep = prep or prepare_presence(view, decision)
  local info = land_of_option(prep, decision, i)
  if not info then return 0 end
  local p = decision.player
  local ravage, build = prep.ravage, prep.build
  local v = 0
  local wants_sacred = prep.wants_sacred
  if info.presence[p] == 1 then v = v + (wants_sacred and 4 or 1.5) end
  if info.presence[p] >= 2 then v = v - 1.5 end
  v = v - info.blight * 2
  if named_by(ravage, info) and info.damage - info.defend >= 2 then v = v - 5 end
  -- Reach: Invaders within 1 of the land that presence does not reach yet.
  local reach = prep.reach
  for _, n in ipairs(info.adj) do
    if n.invaders > 0 then v = v + (reach[n] and 0.3 or 1.2) end
  end
  v = v + min(danger(info, ravage, build), 8) * 0.15
  if info.presence[p] == 0 then v = v + 1 end
  return v + decision.random(100) / 1000
end}

-- The value a presence track shows with taken presence removed from it.
local function track_value(track, taken)
  local v = 0
  for k = 1, min(taken + 1, #track) do if track[k].n then v = track[k].n end end
  return v
end

-- Which track to take presence from: what it uncovers next (a balance of
-- Energy against Card Plays was tried and lost games: NOTES.md).
policy {id = "track", score = function(view, decision, i)
  local p = decision.player
  local s = spirit_entity(view, p)
  local def = content("spirit", view:entity_get(s, "spirit"))
  local energy_track = decision.values[i] == "energy"
  local track = energy_track and def.energy or def.plays
  local taken = view:entity_get(s, energy_track and "etrack" or "ctrack")
  local nxt = track[taken + 2]
  local cur = 0
  for k = 1, taken + 1 do if track[k].n then cur = track[k].n end end
  local gain = (nxt.n or cur) - cur
  local v = gain * (energy_track and 1.3 or 1.5)
  if nxt.el then v = v + 0.7 end
  if energy_track then v = v + 0.3 end
  return v
end}

-- ---- Cards -------------------------------------------------------------------------------

-- What a Power Card is worth to p in general (for gaining and forgetting):
-- its aim, its cost, and how its elements feed p's innate powers.
local AIM_VALUE = {damage = 3, fear = 2.5, defend = 2, push = 2, heal = 2, strife = 2, disease = 2, wilds = 2,
                   beasts = 2, dahan = 1.5, energy = 1.5}

-- The elements p's innate powers want (the same for every option).
local function wanted_elements(view, p)
  local sdef = content("spirit", view:entity_get(spirit_entity(view, p), "spirit"))
  local want = {}
  for _, inn in ipairs(sdef.innates or {}) do
    for _, lvl in ipairs(inn.levels) do
      for e in pairs(lvl.el) do want[e] = true end
    end
  end
  return want
end

-- The definition of a Power Card (an option's value: p's own cards and
-- those p draws to choose from, which p's view shows).
local function card_def(view, card) return content("power", view:entity_get(card, "name")) end

local function prepare_cards(view, decision) return {want = wanted_elements(view, decision.player)} end

-- want: wanted_elements of the spirit.
local function card_value(want, def)
  local v = (AIM_VALUE[def.aim] or 1) + (def.kind == "major" and 3 or 0) - def.cost * 0.35
  for _, e in ipairs(def.elements or {}) do if want[e] then v = v + 0.6 end end
  if def.speed == "fast" then v = v + 0.4 end
  return v
end


-- A Major Power costs a forgotten card and more Energy: taken once the
-- spirit's income pays for it and its hand can spare a card.
policy {id = "power_kind", score = function(view, decision, i)
  if decision.values[i] == "minor" then return 1 end
  local p = decision.player
  local s = spirit_entity(view, p)
  local def = content("spirit", view:entity_get(s, "spirit"))
  local turn = view:entity_get(game(view), "turn") or 1
  local energy = view:entity_get(s, "energy") or 0
  local income = track_value(def.energy, view:entity_get(s, "etrack") or 0)
  local cards = 0
  for _, z in ipairs{"hand", "play", "discard"} do cards = cards + view:zone_size(view:zone_find(z .. "." .. p)) end
  return (turn >= 3 and income >= 3 and energy >= 3 and cards >= 5) and 1.5 or 0
end}

policy {id = "gain", prepare = prepare_cards, score = function(view, decision, i, prep)
  prep = prep or prepare_cards(view, decision)
  return card_value(prep.want, card_def(view, decision.values[i]))
end}

policy {id = "forget", prepare = prepare_cards, score = function(view, decision, i, prep)
  prep = prep or prepare_cards(view, decision)
  return -card_value(prep.want, card_def(view, decision.values[i]))
end}

policy {id = "reclaim", prepare = prepare_cards, score = function(view, decision, i, prep)
  prep = prep or prepare_cards(view, decision)
  return card_value(prep.want, card_def(view, decision.values[i]))
end}

-- Playing a card: what its best target would be worth now, less its
-- cost; "Done" is worth a little, so cards without a use stay in hand.
-- The cards of a hand share ranges and aims: what each reaches, and what
-- each aim is worth in a land, are worked out once per decision (they were
-- a fifth of the bot's Lua), in prep.reach_of and prep.aim_values.
local function reach_of(prep, p, def)
  local sacred = def.from == "sacred"
  local key = (def.range or 0) .. (sacred and " sacred" or "")
  local reach = prep.reach_of[key]
  if not reach then
    reach = within(prep.lands, def.range or 0, function(x)
      return x.presence[p] >= (sacred and 2 or 1)
    end)
    prep.reach_of[key] = reach
  end
  return reach
end

-- A land -> value table for def's aim at def's speed (a Damage aim's value
-- also depends on the Damage its text promises).
local function aim_values(prep, def)
  local aim = AIMS[def.aim] and def.aim or "damage"
  local key = aim .. " " .. def.speed .. (aim == "damage" and " " .. (def.text or "") or "")
  local values = prep.aim_values[key]
  if not values then
    values = {}
    prep.aim_values[key] = values
  end
  return values
end

local function best_target_value(prep, p, def)
  if def.target == "spirit" then return 3 end
  local lands = prep.lands
  local ravage, build = prep.ravage, prep.build
  if def.speed == "slow" then ravage, build = prep.slow_ravage, prep.no_build end
  local reach = reach_of(prep, p, def)
  local best = 0
  local aim = AIMS[def.aim] or AIMS.damage
  local values = aim_values(prep, def)
  for _, info in ipairs(lands) do
    if reach[info] then
      local ok = true
      if def.where == "invaders" then ok = info.invaders > 0
      elseif def.where == "blight" then ok = info.blight > 0
      elseif def.where == "dahan" then ok = info.dahan > 0
      elseif def.where == "beasts" then ok = info.beasts > 0
      elseif def.where == "coastal" then ok = info.coastal
      elseif def.where == "buildings" then ok = info.town + info.city > 0 end
      if ok then
        local v = values[info]
        if v == nil then
          v = aim(info, def, ravage, build)
          values[info] = v
        end
        best = max(best, v)
      end
    end
  end
  return best
end

-- (A Slow power acts after the cards advance: the Build space's cards
-- Ravage then.)
local function prepare_play(view, decision)
  local prep = prepare_island(view)
  prep.slow_ravage = prep.build -- the same cards (risk reads build.ahead only from its build)
  prep.no_build = {}
  prep.want = wanted_elements(view, decision.player)
  prep.reach_of, prep.aim_values = {}, {}
  return prep
end

policy {id = "play", prepare = prepare_play, score = function(view, decision, i, prep)
  local card = decision.values[i]
  if not card then return 1 end -- "Done playing cards"
  prep = prep or prepare_play(view, decision)
  local p = decision.player
  local def = card_def(view, card)
  return best_target_value(prep, p, def) * 0.8 + card_value(prep.want, def) * 0.2 - def.cost * 0.3
end}

-- A power's value: a card or an innate power to use, false for "Use no
-- more".
policy {id = "use", score = function(view, decision, i)
  local power = decision.values[i]
  if not power then return -1 end
  if power.innate then return 0 end
  return 1
end}

-- ---- Damage, pushes, Strife ---------------------------------------------------------------

-- A piece option's value is {piece, type, left, strife} (D.piece_options);
-- false for "no more".

policy {id = "damage", score = function(view, decision, i)
  local piece = decision.values[i]
  local t = piece.type
  local amount = view:entity_get(game(view), "pending.damage") or 1
  local left = piece.left or INV[t] or 2 -- (undamaged: its printed Health, as the label shows none)
  local value = ({city = 7, town = 4.5, explorer = 1.2})[t] or 0
  if piece.strife > 0 then value = value - 0.5 end
  if left <= amount then return value + 10 - left * 0.5 end
  return value * 0.1
end}

policy {id = "destroy", score = function(view, decision, i)
  return ({city = 3, town = 2, explorer = 1})[decision.values[i].type] or 0
end}

policy {id = "strife", score = function(view, decision, i)
  local piece = decision.values[i]
  local v = ({city = 3, town = 2, explorer = 1})[piece.type] or 0
  if piece.strife > 0 then v = v - 2.5 end
  return v
end}

policy {id = "push_piece", score = function(view, decision, i)
  local piece = decision.values[i]
  if not piece then return 0.5 end
  return ({city = 3, town = 2.5, explorer = 1.5, dahan = 1})[piece.type] or 0
end}

policy {id = "push_to", prepare = prepare_island, score = function(view, decision, i, prep)
  prep = prep or prepare_island(view)
  local info = land_of_option(prep, decision, i)
  if not info then return 0 end
  local piece = view:entity_get(game(view), "pending.piece")
  local ravage, build = prep.ravage, prep.build
  if piece == "dahan" then return info.invaders + AIMS.defend(info, nil, ravage) * 0.2 end
  -- The risk the pushed piece adds where it lands.
  local c = counts(info)
  if c[piece] then c[piece] = c[piece] + 1 end
  local added = risk(info, c, ravage, build) - danger(info, ravage, build)
  return -(added + info.anypresence * 0.5 + info.dahan * 0.3) + info.wilds * 0.5
end}

policy {id = "gather", score = function(view, decision, i)
  if not decision.values[i] then return 0.5 end
  return 1
end}

-- ---- Island choices ---------------------------------------------------------------------

policy {id = "cascade", prepare = prepare_island, score = function(view, decision, i, prep)
  prep = prep or prepare_island(view)
  local info = land_of_option(prep, decision, i)
  if not info then return 0 end
  local mine = 0
  for _, n in pairs(info.presence) do mine = mine + n end
  return -(mine * 3 + info.blight * 8 + info.dahan * 0.5)
end}

local function threat_score(view, decision, i, prep)
  prep = prep or prepare_island(view)
  local info = land_of_option(prep, decision, i)
  if not info then return 0 end
  local ravage, build = prep.ravage, prep.build
  return danger(info, ravage, build)
end

for _, kind in ipairs{"fear_remove", "fear_destroy", "fear_push", "fear_strife", "fear_disease", "event_land"} do
  policy {id = kind, prepare = prepare_island, score = threat_score}
end

policy {id = "add_invader", prepare = prepare_island, score = function(view, decision, i, prep)
  return -threat_score(view, decision, i, prep)
end}

-- France's Demand for New Cash Crops: a land with a Town or City takes
-- Blight, another a Town; pick the least harm.
policy {id = "cash_crops", prepare = prepare_island, score = function(view, decision, i, prep)
  prep = prep or prepare_island(view)
  local info = land_of_option(prep, decision, i)
  if not info then return 0 end
  local ravage, build = prep.ravage, prep.build
  if info.town + info.city > 0 then return -(10 + 5 * info.blight + 3 * info.anypresence) end
  local c = counts(info)
  c.town = c.town + 1
  return -(risk(info, c, ravage, build) - danger(info, ravage, build))
end}

-- Events that help: a Dahan where a Ravage threatens, Blight off the land
-- that has most, an Explorer pushed from the most dangerous land.
policy {id = "event_dahan", prepare = prepare_island, score = function(view, decision, i, prep)
  prep = prep or prepare_island(view)
  local info = land_of_option(prep, decision, i)
  if not info then return 0 end
  local ravage = prep.ravage
  return AIMS.dahan(info, nil, ravage)
end}
policy {id = "event_heal", prepare = prepare_island, score = function(view, decision, i, prep)
  prep = prep or prepare_island(view)
  local info = land_of_option(prep, decision, i)
  return info and AIMS.heal(info) or 0
end}
policy {id = "event_push", prepare = prepare_island, score = function(view, decision, i, prep)
  if i == 1 then return 0.5 end
  return threat_score(view, decision, i, prep) + 1
end}

policy {id = "destroy_presence", prepare = prepare_island, score = function(view, decision, i, prep)
  prep = prep or prepare_island(view)
  local info = land_of_option(prep, decision, i)
  if not info then return 0 end
  local n = info.presence[decision.player]
  if n == 2 then return -2 end
  return n
end}

policy {id = "blight_redraw", score = function(view, decision, i) return decision.values[i] and 2 or 1 end}

policy {id = "push_blight", prepare = prepare_island, score = function(view, decision, i, prep)
  prep = prep or prepare_island(view)
  local info = land_of_option(prep, decision, i)
  if not info then return 0 end
  return -(info.anypresence * 2 + info.blight * 3 + info.dahan * 0.3)
end}

-- A Choice Event's second path (better for the Spirits, at a Cost): taken
-- when this Spirit's Energy covers its share of the Cost. The first path is
-- the default; a path's value says its Cost (Putting Down Roots' own
-- choice, of labels only, has none).
policy {id = "event_choice", score = function(view, decision, i)
  if i == 1 then return 1 end
  local cost = decision.values and decision.values[i].cost or 0
  local energy = view:entity_get(spirit_entity(view, decision.player), "energy") or 0
  return energy * view:players() >= cost and 2 or 0
end}

-- Paying a Cost: Energy first (all of it at once), then Discarding, then
-- Forgetting the least useful card; leaving the rest to others last.
-- (A way's value: {how, pay, card}, aided.lua.)
policy {id = "event_pay", score = function(view, decision, i)
  local way = decision.values[i]
  if way.how == "energy" then return way.pay == 1 and 2.5 or 3 end
  if way.how == "leave" then return 0.5 end
  local v = card_value(wanted_elements(view, decision.player), card_def(view, way.card))
  if way.how == "discard" then return 2 - v * 0.1 end
  return 1 - v * 0.1
end}

for _, kind in ipairs{"token_beasts", "token_wilds"} do
  policy {id = kind, prepare = prepare_island, score = function(view, decision, i, prep)
    prep = prep or prepare_island(view)
      local info = land_of_option(prep, decision, i)
    if not info then return 0 end
    local ravage, build = prep.ravage, prep.build
    return AIMS[kind == "token_beasts" and "beasts" or "wilds"](info, nil, ravage, build)
  end}
end

return {}
