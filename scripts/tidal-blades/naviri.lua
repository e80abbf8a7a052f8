-- naviri.lua: Tidal Blades 2 "Naviri": a visit of three days between
-- scenarios. Each day: the Desert Market and the Citadel Research Lab are
-- prepared, a Naviri Encounter is resolved by the group, then the heroes
-- choose locations (from the Guide, clockwise) and resolve them. Fruit may
-- be given between heroes, XP may not. The Chronosseum (Arena Mode,
-- "Scenario 8+") is a day of training when unlocked.
--
-- Designed: the locations resolve in the order the rulebook lists them;
-- the Naviri dice are the hero attack die (core.lua) rolled on the
-- "naviri" stream; sharing Fruit is one gift of 1 Fruit per hero a day.
local T = require "core"
local P = require "progression"
local C = require "campaign"

local N = {}

N.DAYS = 3
N.LOCATIONS = {"market", "temple", "lab", "gardens", "spring"}
N.NAMES = {market = "Desert Market", temple = "Temple of the Breaking Wave", lab = "Citadel Research Lab",
           gardens = "Floating Gardens", spring = "Meditation Spring"}
N.MARKET_START, N.MARKET_BUY = 3, 2
N.LAB_START = 4
N.TEMPLE_FRUIT, N.TEMPLE_XP = 2, 2
N.SCAR_XP = 3
N.ARENA_SCENARIO = 8

-- One attack die (the campaign's own die type, core.lua's faces): true
-- when it shows symbol (tide, focus).
function N.roll(g, symbol)
  local pool = g:dice_pool_new({g:dice_find("tbc.die")})
  g:dice_pool_roll(pool, "naviri")
  local n = g:dice_pool_count(pool, symbol)
  g:dice_pool_free(pool)
  return n > 0
end

-- The heroes in Naviri order: the Guide's player first, then clockwise.
function N.order(r)
  local list = {}
  for _, p in ipairs(C.players_from_guide(r)) do
    for _, m in ipairs(P.members(r)) do
      if r:entity_get(m, "player") == p then list[#list + 1] = m end
    end
  end
  return list
end

local function zone(g, name, vis)
  return g:zone_find(name) or g:zone_new(name, nil, vis)
end

-- ---- The visit --------------------------------------------------------------------------

-- "Each time you visit Naviri, shuffle the unused Naviri Encounter cards to
-- form a deck." The market bag holds every item no hero carries.
step("naviri.visit", function(g)
  P.cset(g, "guide", C.guide(g))
  g:zone_shuffle(g:zone_find("naviri.encounters"), "naviri")
  local bag = zone(g, "naviri.bag", "nobody")
  for _, e in ipairs(g:zone_list(bag)) do g:entity_free(e) end
  for _, item in ipairs(content("item")) do
    local held = false
    for _, m in ipairs(P.members(g)) do held = held or P.has(g, m, "items", item.id) end
    if not held then
      local e = g:entity_new("tb.item")
      g:entity_set(e, "name", item.id)
      g:zone_insert(bag, e)
    end
  end
  g:zone_shuffle(bag, "naviri")
  zone(g, "naviri.market", "all")
  zone(g, "lab.shown", "all")
  g:tally("naviri_visits")
  P.log(g, "Naviri: %s is the Guide", P.label(g, C.guide(g)))
  g:push("naviri.day", 1)
end)

-- "START OF DAY": the market shows 3 items, the lab 4 cards of the highest
-- unlocked deck.
step("naviri.day", function(g, day)
  P.cset(g, "day", day)
  N.market_draw(g, N.MARKET_START)
  N.lab_draw(g, P.highest_deck(g), N.LAB_START)
  for _, m in ipairs(P.members(g)) do g:entity_set(m, "at", nil) end
  local arena = P.cget(g, "index") > N.ARENA_SCENARIO or g:option("arena") == "1"
  if arena and not P.cget(g, "trained") then
    -- "if the entire group agrees, you may spend one day to Train in the
    -- Chronosseum": every player must choose to train.
    local players = {}
    for p = 0, g:players() - 1 do players[#players + 1] = p end
    local per = {}
    for _, p in ipairs(players) do
      per[p] = {{label = "Explore Naviri", value = "explore"},
                {label = "Train in the Chronosseum (2 XP each)", value = "train"}}
    end
    local picks = g:choose{players = players, kind = "tbc.arena", prompt = "Day " .. day .. " in Naviri",
                           options_for = per}
    local all = true
    for _, p in ipairs(players) do all = all and (#players > 1 and picks[p] or picks) == "train" end
    if all then
      P.cset(g, "trained", true)
      for _, m in ipairs(P.members(g)) do P.gain_xp(g, m, 2) end
      g:push("naviri.end_day", day)
      return
    end
  end
  g:push("naviri.encounter")
  g:push("naviri.share")
  g:push("naviri.choose")
  g:push("naviri.resolve")
  g:push("naviri.end_day", day)
end)

-- "END OF DAY: Return all items to the Desert Market bag." "Place unchosen
-- action cards on the bottom of their respective decks."
step("naviri.end_day", function(g, day)
  local bag = g:zone_find("naviri.bag")
  for _, e in ipairs(g:zone_list(g:zone_find("naviri.market"))) do g:zone_insert(bag, e) end
  g:zone_shuffle(bag, "naviri")
  for _, e in ipairs(g:zone_list(g:zone_find("lab.shown"))) do
    g:zone_insert(g:zone_find("lab." .. content("card", g:entity_get(e, "name")).tier), e)
  end
  if day < N.DAYS then
    g:push("naviri.day", day + 1)
  else
    P.cset(g, "day", nil)
    P.log(g, "The heroes leave Naviri")
  end
end)

-- ---- Encounters -------------------------------------------------------------------------

-- "Draw a Naviri Encounter card and choose how to resolve it as a group.
-- The Guide breaks ties. Then place the Naviri Encounter card into a
-- permanent discard bag."
step("naviri.encounter", function(g)
  local deck = g:zone_find("naviri.encounters")
  local e = g:zone_at(deck, 1)
  if not e then return end
  local enc = content("encounter", g:entity_get(e, "name"))
  g:zone_insert(g:zone_find("naviri.current"), e) -- read out aloud
  P.cset(g, "encounter", e)
  local options = {}
  for i, ch in ipairs(enc.choices) do options[i] = ch.label end
  local pick = C.vote(g, "tbc.encounter", enc.name .. ": " .. enc.text, options)
  local choice = enc.choices[pick]
  local effect = choice.effect
  if effect.roll then
    -- The Guide rolls one attack die for the group.
    effect = N.roll(g, effect.roll) and effect.success or effect.failure
  end
  P.log(g, "%s: %s", enc.name, choice.label)
  N.apply(g, effect)
  g:zone_insert(g:zone_find("naviri.used"), e)
  P.cset(g, "encounter", nil)
  g:tally("encounters")
end)

-- An encounter's outcome, for every hero ("both the Ally and Leader will
-- gain rewards from Naviri Encounters").
function N.apply(g, effect)
  if effect.fame then P.gain_fame(g, effect.fame) end
  for _, m in ipairs(P.members(g)) do
    if effect.xp then P.gain_xp(g, m, math.max(effect.xp, -P.get(g, m, "xp"))) end
    if effect.fruit then P.gain_fruit(g, m, effect.fruit) end
    if effect.wounds then P.mark_wounds(g, m, effect.wounds) end
    if effect.scar then P.gain_scar(g, m) end
    if effect.heal_scar and #P.arr(g, m, "scars") > 0 then P.remove(g, m, "scars", nil, 1) end
    if effect.path then g:push("campaign.advance_choice", m, effect.path) end
    if effect.trim then g:push("campaign.trim", m, "an encounter") end
  end
end

-- ---- Sharing and locations ----------------------------------------------------------------

-- "Players may freely give Fruit to other players while in Naviri.
-- However, they may not give XP."
step("naviri.share", function(g)
  for _, m in ipairs(N.order(g)) do
    if P.get(g, m, "fruit") > 0 and #P.members(g) > 1 then
      g:push("naviri.give", m)
    end
  end
end)

step("naviri.give", function(g, m)
  -- Values: the hero given to, 0 none.
  local options = {{label = "Keep your Fruit", value = 0}}
  for _, o in ipairs(P.members(g)) do
    if o ~= m then options[#options + 1] = {label = "Give 1 Fruit to " .. P.label(g, o), value = o} end
  end
  local to = C.ask(g, m, "tbc.give", "share Fruit?", options)
  if to ~= 0 then
    P.gain_fruit(g, m, -1)
    P.gain_fruit(g, to, 1)
  end
end)

-- "CHOOSE LOCATIONS - Starting with the Guide and continuing clockwise,
-- players place their hero on the location of their choice."
step("naviri.choose", function(g)
  for _, m in ipairs(N.order(g)) do g:push("naviri.go", m) end
end)

step("naviri.go", function(g, m)
  local options = {}
  for i, loc in ipairs(N.LOCATIONS) do options[i] = N.NAMES[loc] end
  local pick = C.ask(g, m, "tbc.location", "where do you go today?", options)
  g:entity_set(m, "at", N.LOCATIONS[pick])
  g:tally("visit." .. N.LOCATIONS[pick])
end)

-- The heroes at loc, in Naviri order.
function N.at(r, loc)
  local list = {}
  for _, m in ipairs(N.order(r)) do
    if r:entity_get(m, "at") == loc then list[#list + 1] = m end
  end
  return list
end

-- "RESOLVE ACTIONS - ... If more than one hero is at a location, actions
-- are resolved in clockwise order starting with the Guide."
step("naviri.resolve", function(g)
  for _, loc in ipairs(N.LOCATIONS) do
    if #N.at(g, loc) > 0 then g:push("naviri." .. loc) end
  end
end)

-- ---- Desert Market ------------------------------------------------------------------------

function N.market_draw(g, n)
  local bag, shown = g:zone_find("naviri.bag"), g:zone_find("naviri.market")
  for _ = 1, n do
    local e = g:zone_at(bag, 1)
    if not e then return end
    g:zone_insert(shown, e)
  end
end

-- "WHEN VISITED: For each hero who visits, draw 1 extra item." "ACTION:
-- Purchase up to 2 items by spending 1 Fruit per item." "REPLENISH: For
-- each item purchased, draw a new item before the next player's turn."
step("naviri.market", function(g)
  N.market_draw(g, #N.at(g, "market"))
  for _, m in ipairs(N.at(g, "market")) do g:push("naviri.buy", m, N.MARKET_BUY) end
end)

step("naviri.buy", function(g, m, left)
  local shown = g:zone_list(g:zone_find("naviri.market"))
  local items, options = {}, {"Buy nothing more"}
  if P.get(g, m, "fruit") >= 1 then
    for _, e in ipairs(shown) do
      local id = g:entity_get(e, "name")
      -- "A hero may only have one of each item."
      if not P.has(g, m, "items", id) then
        items[#items + 1] = e
        options[#options + 1] = "Buy " .. (content("item", id).name or id) .. " (1 Fruit)"
      end
    end
  end
  if #items == 0 then return end
  local pick = C.ask(g, m, "tbc.buy", "the Desert Market", options)
  if pick == 1 then return end
  local e = items[pick - 1]
  P.gain_fruit(g, m, -1)
  P.push(g, m, "items", g:entity_get(e, "name"))
  g:entity_free(e)
  g:tally("items_bought")
  N.market_draw(g, 1)
  -- "If a hero gains more than 3, they must immediately return the excess."
  if #P.arr(g, m, "items") > P.ITEMS_MAX then g:push("naviri.drop_item", m) end
  if left > 1 then g:push("naviri.buy", m, left - 1) end
end)

step("naviri.drop_item", function(g, m)
  local items = P.arr(g, m, "items")
  local options = {}
  for i, id in ipairs(items) do options[i] = "Return " .. (content("item", id).name or id) end
  local pick = C.ask(g, m, "tbc.drop", "more than 3 items: return one", options)
  local e = g:entity_new("tb.item")
  g:entity_set(e, "name", items[pick])
  g:zone_insert(g:zone_find("naviri.bag"), e)
  P.remove(g, m, "items", nil, pick)
end)

-- ---- Temple of the Breaking Wave --------------------------------------------------------

-- "ACTION: Gain 1 XP. Each hero at the Temple rolls one attack die. If at
-- least one Tide is rolled among all players, all heroes at the Temple
-- gain +1 XP." "THEN: Each hero may spend 2 Fruit to gain 2 XP once per
-- visit."
step("naviri.temple", function(g)
  local here = N.at(g, "temple")
  local tide = false
  for _ = 1, #here do tide = N.roll(g, "tide") or tide end
  for _, m in ipairs(here) do
    P.gain_xp(g, m, tide and 2 or 1)
    if P.get(g, m, "fruit") >= N.TEMPLE_FRUIT then g:push("naviri.offering", m) end
  end
end)

step("naviri.offering", function(g, m)
  local pick = C.ask(g, m, "tbc.offering", "the Temple",
                     {"Spend 2 Fruit for 2 XP", "Keep your Fruit"})
  if pick == 1 then
    P.gain_fruit(g, m, -N.TEMPLE_FRUIT)
    P.gain_xp(g, m, N.TEMPLE_XP)
  end
end)

-- ---- Citadel Research Lab -------------------------------------------------------------------

function N.lab_draw(g, deck, n)
  local from, shown = g:zone_find("lab." .. deck), g:zone_find("lab.shown")
  for _ = 1, n do
    local e = g:zone_at(from, 1)
    if not e then return end
    g:zone_insert(shown, e)
  end
end

-- "WHEN VISITED: Each hero who visits the Citadel Research Lab draws 1
-- additional card from any unlocked deck." "ACTION: Purchase 1 of the
-- revealed cards by spending the XP amount shown."
step("naviri.lab", function(g)
  for _, m in ipairs(N.at(g, "lab")) do g:push("naviri.lab_draw", m) end
  for _, m in ipairs(N.at(g, "lab")) do g:push("naviri.lab_buy", m) end
end)

step("naviri.lab_draw", function(g, m)
  local decks = {}
  for _, d in ipairs(P.DECKS) do
    if P.unlocked(g, d) and g:zone_size(g:zone_find("lab." .. d)) > 0 then decks[#decks + 1] = d end
  end
  if #decks == 0 then return end
  local pick = 1
  if #decks > 1 then
    local options = {}
    for i, d in ipairs(decks) do options[i] = "Draw from the " .. P.DECK_NAMES[d] .. " deck" end
    pick = C.ask(g, m, "tbc.lab_deck", "the Research Lab", options)
  end
  N.lab_draw(g, decks[pick], 1)
end)

step("naviri.lab_buy", function(g, m)
  -- Values: {buy = the card shown, xp = its cost}; buy 0 buys nothing.
  local cards, options = {}, {{label = "Buy nothing", value = {buy = 0, xp = 0}}}
  for _, e in ipairs(g:zone_list(g:zone_find("lab.shown"))) do
    local def = content("card", g:entity_get(e, "name"))
    if def.xp <= P.get(g, m, "xp") then
      cards[#cards + 1] = e
      options[#options + 1] = {label = string.format("Buy %s (%s, %d XP)", def.name, P.DECK_NAMES[def.tier], def.xp),
                               value = {buy = e, xp = def.xp}}
    end
  end
  if #cards == 0 then return end
  local pick = C.ask(g, m, "tbc.lab", "the Research Lab", options)
  if pick.buy == 0 then return end
  local e = pick.buy
  local id = g:entity_get(e, "name")
  P.add(g, m, "xp", -content("card", id).xp)
  P.gain_card(g, m, id)
  g:entity_free(e)
  g:tally("lab_cards_bought")
end)

-- ---- Floating Gardens -----------------------------------------------------------------------

-- "ACTION: Gain 1 Fruit. Each hero at the Floating Gardens rolls one attack
-- die. If at least one Focus is rolled among all players, all heroes at
-- the Floating Gardens gain +1 Fruit." "THEN: Each hero may trim 1 action
-- card ... or spend 3 XP to remove 1 Battle Scar."
step("naviri.gardens", function(g)
  local here = N.at(g, "gardens")
  local focus = false
  for _ = 1, #here do focus = N.roll(g, "focus") or focus end
  for _, m in ipairs(here) do
    P.gain_fruit(g, m, focus and 2 or 1)
    g:push("naviri.tend", m)
  end
end)

step("naviri.tend", function(g, m)
  local list = P.trimmable(g, m)
  -- Values: {trim = the card's place, card = its id}, {scar = its place},
  -- {nothing = true}.
  local options = {{label = "Nothing more", value = {nothing = true}}}
  for _, t in ipairs(list) do
    options[#options + 1] = {label = "Trim " .. content("card", t.id).name, value = {trim = t.i, card = t.id}}
  end
  if P.get(g, m, "xp") >= N.SCAR_XP then
    for i, id in ipairs(P.arr(g, m, "scars")) do
      options[#options + 1] = {label = "Heal the Battle Scar " .. content("card", id).name .. " (3 XP)",
                               value = {scar = i}}
    end
  end
  local act = C.ask(g, m, "tbc.tend", "the Floating Gardens", options)
  if act.trim then P.trim(g, m, act.trim) end
  if act.scar then
    P.add(g, m, "xp", -N.SCAR_XP)
    P.remove(g, m, "scars", nil, act.scar)
    g:tally("scars_healed")
  end
end)

-- ---- Meditation Spring ---------------------------------------------------------------------

step("naviri.spring", function(g)
  local here = N.at(g, "spring")
  for _, m in ipairs(here) do g:push("naviri.meditate", m, #here > 1) end
end)

-- "ACTION: Level up 1 trait ... Whenever you visit the Meditation Spring,
-- you may also choose to swap out any of your previous Quantum upgrade
-- tiles for ones of the same level."
step("naviri.meditate", function(g, m, company)
  -- Values: {t = the trait, cost = its XP}, {rest = true}.
  local options = {{label = "Rest", value = {rest = true}}}
  for _, t in ipairs(P.TRAITS) do
    local cost = P.trait_cost(g, m, t, company)
    if cost and cost <= P.get(g, m, "xp") then
      options[#options + 1] = {label = string.format("Level %s to %d (%d XP)", P.TRAIT_NAMES[t],
                                                     P.get(g, m, "lvl." .. t) + 1, cost),
                               value = {t = t, cost = cost}}
    end
  end
  local up = C.ask(g, m, "tbc.meditate", "the Meditation Spring", options)
  if up.t then
    P.add(g, m, "xp", -up.cost)
    P.add(g, m, "lvl." .. up.t, 1)
    g:tally("trait_levels")
    P.log(g, "%s levels %s to %d", P.label(g, m), P.TRAIT_NAMES[up.t], P.get(g, m, "lvl." .. up.t))
    if up.t == "synergy" then g:push("naviri.tile", m) end
  end
  if P.tile_count(g, m) > 0 then g:push("naviri.swap", m) end
end)

-- A Synergy level: a Quantum upgrade tile (at most four).
step("naviri.tile", function(g, m)
  local lvl = P.get(g, m, "lvl.synergy")
  local tiles = P.quantum_tiles(g, m, lvl >= 4 and 4 or 2)
  if #tiles == 0 or P.tile_count(g, m) >= P.QUANTUM_MAX then return end
  local options = {}
  for i, q in ipairs(tiles) do options[i] = "Gain " .. (q.name or q.id) end
  local pick = C.ask(g, m, "tbc.tile", "a Quantum upgrade tile", options)
  P.push(g, m, "quantum", tiles[pick].id)
end)

step("naviri.swap", function(g, m)
  local own = P.arr(g, m, "quantum")
  -- Values: {i = the tile's place, id = the one it becomes}, {keep = true}.
  local options = {{label = "Keep your tiles", value = {keep = true}}}
  for i, id in ipairs(own) do
    local q = content("quantum", id)
    local lvl = q and q.level or 2
    for _, other in ipairs(P.BOARD_QUANTUM[id] and {} or P.quantum_tiles(g, m, lvl)) do
      if (other.level or 2) == lvl then
        options[#options + 1] = {label = string.format("Swap %s for %s", q and q.name or id, other.name or other.id),
                                 value = {i = i, id = other.id}}
      end
    end
  end
  if #options == 1 then return end
  local s = C.ask(g, m, "tbc.swap", "the Meditation Spring", options)
  if not s.keep then
    own[s.i] = s.id
    P.set_arr(g, m, "quantum", own)
  end
end)

return N
