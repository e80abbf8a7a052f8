-- supply.lua: the Supply Stage (The Supply Stage; Act II Setup): the six
-- Phases (Market, Edko, Allied Gear, Unna, Rum, Rapsoda), the Supply Lines
-- with their Cost tokens, Restock Requests, the Pirate Turn drawn from the
-- Nemesis bag, and Market prices.
--
-- Choices the rulebook leaves open, made here (designed):
--  * Cost tokens at Normal ("Lower Prices"): Edko's line 3/2/1/0 Credits
--    from the space closest to the deck; Unna 2 Titanure; Rapsoda's lines
--    2/1/1/0 Belitium. Restock Requests cost 2, 3 and 4 Credits (three per
--    line). Easy takes 1 off every token, Hard adds 1.
--  * A card's XP price is its XP value; a Loot card's price is its Credit
--    value (its "top-right corner") plus the Belitium token under it.
--  * Unna shows one card per Support deck; a Restock there recovers it and
--    reveals the next (no space to cover).
--  * Bought player cards go into the buyer's deck; a player may forget
--    cards in the Rum Phase only while the deck keeps at least their hand
--    size. Loot sells to the supply for half its Credit value (down).
--  * Allied Gear upgrades are decided by the first player for the crew;
--    every player must be able to pay.
local D = require "core"

D.SUPPLY_PHASES = {"market", "edko", "allied_gear", "unna", "rum", "rapsoda"}
D.EDKO_COST = {3, 2, 1, 0}
D.UNNA_COST = 2
D.RAPSODA_COST = {2, 1, 1, 0}
D.RESTOCK_COST = {2, 3, 4}
D.PRICE_SHIFT = {easy = -1, normal = 0, hard = 1}
D.MARKET = {sell = 2, buy = 3}   -- "Sell 1 Belitium / 1 Titanure: 2 Credits; Buy: 3 Credits"

local function shift(g, n)
  return math.max(0, n + D.PRICE_SHIFT[D.get(g, "difficulty")])
end

-- ---- Supply Lines ---------------------------------------------------------------
-- A line is stored on the game entity: "line.<name>" lists its spaces (a
-- card id, or 0 for an empty space), "line.<name>.cost" its Cost tokens and
-- "line.<name>.blocked" how many spaces Restock Requests covered.

local function line(g, name)
  local e = D.game(g)
  return g:entity_get_array(e, "line." .. name) or {}, g:entity_get_array(e, "line." .. name .. ".cost") or {}
end

local function set_line(g, name, cards)
  g:entity_set_array(D.game(g), "line." .. name, cards)
end

local function new_line(g, name, deck, costs, kind)
  D.set(g, "line." .. name .. ".deck", deck)
  D.set(g, "line." .. name .. ".kind", kind)
  D.set(g, "line." .. name .. ".blocked", 0)
  D.set(g, "line." .. name .. ".restocks", 0)
  local spaces = {}
  for i = 1, #costs do spaces[i] = 0 end
  set_line(g, name, spaces)
  g:entity_set_array(D.game(g), "line." .. name .. ".cost", costs)
end

local function reveal_into(g, name, i)
  local deck = D.get(g, "line." .. name .. ".deck")
  if g:deck_available(deck) == 0 then return nil end
  local c = g:deck_draw(deck, "top", D.zone(g, "sup.line"))
  local cards = line(g, name)
  cards[i] = c
  set_line(g, name, cards)
  return c
end

-- Edko: "the newly revealed card is placed in the closest Sector, triggering
-- a chain Advance effect if it is occupied (causing older cards to become
-- cheaper over time)"; a card pushed off the far end is recovered.
local function edko_reveal(g, name)
  local deck = D.get(g, "line." .. name .. ".deck")
  if g:deck_available(deck) == 0 then return end
  local cards = line(g, name)
  local first = D.get(g, "line." .. name .. ".blocked") + 1
  local carry = g:deck_draw(deck, "top", D.zone(g, "sup.line"))
  for i = first, #cards do
    local here = cards[i]
    cards[i] = carry
    carry = here
    if carry == 0 then break end
  end
  set_line(g, name, cards)
  if carry ~= 0 then g:deck_put(deck, carry) end
end

-- Fills every empty open space (Rapsoda: "the newly revealed card replaces
-- the empty space left by the acquired card").
local function fill(g, name)
  local cards = line(g, name)
  for i = D.get(g, "line." .. name .. ".blocked") + 1, #cards do
    if cards[i] == 0 then reveal_into(g, name, i) end
  end
end

-- "Restock: ... This recovers all revealed cards from that Supply Line and
-- reveals new cards from the deck. Before revealing them, place the top card
-- face down in the Sector closest to the deck, discarding its Cost token.
-- Each Request adds one additional face-down card". A free one (Space
-- Scrap: "without applying the usual limitation") covers no space and
-- leaves the price as it was.
function D.restock(g, name, free)
  local cards = line(g, name)
  local blocked = D.get(g, "line." .. name .. ".blocked")
  local deck = D.get(g, "line." .. name .. ".deck")
  -- Recovered to the bottom of the line's deck (a Loot card's first deck is
  -- the Act I Loot deck, so deck_recover would send it there).
  for i = blocked + 1, #cards do
    if cards[i] ~= 0 then g:deck_put(deck, cards[i]) end
    cards[i] = 0
  end
  if not free and #cards > 1 and blocked < #cards - 1 and g:deck_available(deck) > 0 then
    local c = g:deck_draw(deck, "top", D.zone(g, "sup.blocked"))
    cards[blocked + 1] = c
    D.set(g, "line." .. name .. ".blocked", blocked + 1)
  end
  set_line(g, name, cards)
  if not free then D.set(g, "line." .. name .. ".restocks", D.get(g, "line." .. name .. ".restocks") + 1) end
  g:tally("supply.restock")
  fill(g, name)
end

-- The price of the card in space i of a line: {xp=, credit=, titanure=, belitium=}.
local function price(g, name, i)
  local cards, costs = line(g, name)
  local def = D.def(g, cards[i])
  local kind = D.get(g, "line." .. name .. ".kind")
  if kind == "edko" then return {xp = def.xp or 0, credit = shift(g, costs[i])} end
  if kind == "unna" then return {xp = def.xp or 0, titanure = shift(g, costs[i])} end
  return {credit = def.credit or 0, belitium = shift(g, costs[i])}
end

local LINE_NAME = {edko = "Edko's line", unna = "the Sanctuary", rapsoda = "Rapsoda's line"}
local PAY_ORDER = {"xp", "credit", "belitium", "titanure"}
local PAY_NAME = {xp = "XP", credit = "Credit", belitium = "Belitium", titanure = "Titanure"}

local function price_text(cost)
  local parts = {}
  for _, r in ipairs(PAY_ORDER) do
    if (cost[r] or 0) > 0 then parts[#parts + 1] = cost[r] .. " " .. PAY_NAME[r] end
  end
  return #parts == 0 and "free" or table.concat(parts, " + ")
end

local function can_pay(g, p, cost)
  for _, r in ipairs(PAY_ORDER) do
    if (D.pget(g, p, r) or 0) < (cost[r] or 0) then return false end
  end
  return true
end

local function pay_all(g, p, cost)
  for _, r in ipairs(PAY_ORDER) do
    if (cost[r] or 0) > 0 then D.pset(g, p, r, D.pget(g, p, r) - cost[r]) end
  end
end

local function loot_room(g, p, def)
  if def.kind == "gear" then return g:zone_size(D.zone(g, "gear", p)) < 4 end
  return g:zone_size(D.zone(g, "inv", p)) < D.loot_slots(g, p)
end

local function restock_cost(g, name)
  local n = D.get(g, "line." .. name .. ".restocks") + 1
  return D.RESTOCK_COST[n] and shift(g, D.RESTOCK_COST[n])
end

-- ---- Setup ("Lower Prices", "Edko's Codexes", "The Sanctuary", "Rapsoda's Inventions")

-- The Supply Stage's own name for its decks' zones: its Act, and which
-- attempt at it (a retried Act builds new decks; campaign_save.lua).
local function supply_key(g)
  local retries = D.get(g, "retries")
  return D.get(g, "act") .. (retries and ("r" .. retries) or "")
end

-- A face-down deck of new card entities.
local function supply_deck(g, zname, cards)
  local z = g:zone_new(zname, nil, "nobody")
  local deck = g:deck_new(z, nil, "none")
  for _, c in ipairs(cards) do g:deck_put(deck, c) end
  g:deck_shuffle(deck)
  return deck
end

function D.supply_zones(g)
  if D.zone(g, "sup.line") then return end
  g:zone_new("sup.line", nil, "all")
  g:zone_new("sup.blocked", nil, "nobody")
  g:zone_new("sup.market", nil, "all")
end

function D.supply_setup(g)
  D.supply_zones(g)
  -- "Thoroughly shuffle four different Codex ... to form a single deck ...
  -- Reveal the top four cards and place them face up in that Supply Line."
  local codex = {}
  for _, def in ipairs(content("card")) do
    if def.deck == "codex" then
      for _ = 1, 2 do codex[#codex + 1] = D.new_card(g, "card", def.id) end
    end
  end
  new_line(g, "edko", supply_deck(g, "sup.codex." .. supply_key(g), codex), D.EDKO_COST, "edko")
  for _ = 1, 4 do edko_reveal(g, "edko") end
  -- "Shuffle and form one deck for each Support in play using all of its
  -- cards, including any Basic cards not used to build the starting deck."
  for p = 0, g:players() - 1 do
    local sup = D.support(g, p)
    local used = {}
    for _, entry in ipairs(sup.deck) do used[entry[1]] = entry[2] end
    local cards = {}
    for _, def in ipairs(content("card")) do
      if def.deck == sup.id then
        local n = def.rarity == "basic" and (3 - (used[def.id] or 0)) or 2
        for _ = 1, n do cards[#cards + 1] = D.new_card(g, "card", def.id) end
      end
    end
    local name = "unna." .. p
    new_line(g, name, supply_deck(g, "sup.sanctuary." .. supply_key(g) .. "." .. p, cards), {D.UNNA_COST}, "unna")
    fill(g, name)
  end
  -- "Shuffle all Loot cards ... and split them into two similarly sized
  -- decks ... reveal the top four cards of each".
  local box = D.zone(g, "ld.box")
  local loot = {}
  for _, c in ipairs(g:zone_list(box)) do
    if g:entity_get(c, "ck") == "loot" then loot[#loot + 1] = c end
  end
  local half = {{}, {}}
  for i, c in ipairs(loot) do table.insert(half[(i - 1) % 2 + 1], c) end
  for k = 1, 2 do
    local name = "rapsoda." .. k
    new_line(g, name, supply_deck(g, "sup.loot." .. supply_key(g) .. "." .. k, half[k]),
             D.RAPSODA_COST, "rapsoda")
    fill(g, name)
  end
  -- "Pirate Turn. Prepare the Nemesis bag by placing all tokens of the
  -- Characters in play into it."
  if not D.get(g, "nemesis_bag") then
    local bag = g:bag_new(g:zone_new("ld.bag", nil, "unordered"), g:zone_new("ld.bag.used", nil, "all"), "none")
    g:zone_new("ld.bag.out", nil, "all")
    D.set(g, "nemesis_bag", bag)
    for p = 0, g:players() - 1 do
      local t = g:entity_new("ld.token")
      g:entity_set(t, "seat", p)
      g:bag_put(bag, t)
    end
  end
end

-- The lines a player may buy from in an acquisition Phase.
local function lines_of(g, phase, p)
  if phase == "edko" then return {"edko"} end
  if phase == "unna" then return {"unna." .. p} end
  return {"rapsoda.1", "rapsoda.2"}
end

-- ---- The Stage --------------------------------------------------------------------

local PHASE_NAME = {market = "Market Phase", edko = "Edko Phase", allied_gear = "Allied Gear Phase",
                    unna = "Unna Phase", rum = "Rum Phase", rapsoda = "Rapsoda Phase"}

step("supply", function(g)
  D.set(g, "stage", "supply")
  D.set(g, "act_over", nil)
  g:tally("supply.stage")
  for _, phase in ipairs(D.SUPPLY_PHASES) do g:push("supply_" .. phase) end
  g:push("supply_done")
end)

-- "First, each player gains Experience equal to the total XP value of the
-- cards set aside in the Necropolis (cards with dark XP subtract
-- Experience). In a standalone game, players instead gain the values
-- indicated during setup. Second, each player gains the Experience and
-- Resources from completed Contracts and Bounties."
step("supply_market", function(g)
  D.set(g, "phase", "market")
  D.set(g, "market_open", true)
  local market = D.zone(g, "sup.market")
  local xp = 0
  for _, c in ipairs(g:zone_list(market)) do xp = xp + (D.def(g, c).xp or 0) end
  for p = 0, g:players() - 1 do
    D.gain_xp(g, p, xp)
    if D.market_contracts then D.market_contracts(g, p) end
  end
  for _, c in ipairs(g:zone_list(market)) do g:deck_retire(c) end
  g:metric("market_xp", xp)
end)

function D.gain_xp(g, p, n)
  D.pset(g, p, "xp", math.max(0, (D.pget(g, p, "xp") or 0) + n))
  if n > 0 then g:tally("gained.xp", n) end
end

-- The Pirate Turn of an acquisition Phase: "place all Character tokens into
-- the Nemesis bag. Then draw tokens at random, one by one. When a player's
-- token is revealed, that player chooses to take their turn or pass; if they
-- pass, remove their token. Once all tokens have been revealed, reshuffle
-- only the tokens that were not removed to begin a new round. Each of these
-- three Phases ends when all tokens have been removed."
local function pirate_turn(g, phase)
  D.set(g, "phase", phase)
  local bag = D.get(g, "nemesis_bag")
  for _, zname in ipairs{"ld.bag.used", "ld.bag.out"} do
    for _, t in ipairs(g:zone_list(D.zone(g, zname))) do g:bag_put(bag, t) end
  end
  g:push("supply_draw", phase)
end

for _, phase in ipairs{"edko", "unna", "rapsoda"} do
  step("supply_" .. phase, function(g) pirate_turn(g, phase) end)
end

step("supply_draw", function(g, phase)
  local bag = D.get(g, "nemesis_bag")
  if g:bag_size(bag) == 0 then
    if g:zone_size(D.zone(g, "ld.bag.used")) == 0 then return end
    g:bag_refill(bag)
    g:tally("supply.round")
  end
  local t = g:bag_draw(bag, D.zone(g, "ld.bag.used"))
  g:push("supply_turn", phase, g:entity_get(t, "seat"), t)
end)

-- Market trades "during any Phase": Resources with the supply at the
-- listed price, Loot sold to the supply, and Resources given to another
-- player ("trade freely with other players. Damage and Experience cannot be
-- transferred"). "From this point on, and during any Phase": after the
-- first Market Phase the Raid and Nemesis Main Phases offer them too.
function D.trade_options(g, p)
  local opts = {}
  for q = 0, g:players() - 1 do
    for _, r in ipairs(D.RESOURCES) do
      if q ~= p and D.resource(g, p, r) >= 1 then
        opts[#opts + 1] = {label = string.format("Give 1 %s to %s", D.RESOURCE_NAME[r], D.name(g, q)),
                           trade = function() D.pay(g, p, r, 1); D.gain(g, q, r, 1) end}
      end
    end
  end
  for _, r in ipairs{"belitium", "titanure"} do
    if D.resource(g, p, r) >= 1 then
      opts[#opts + 1] = {label = string.format("Sell 1 %s for %d Credits", D.RESOURCE_NAME[r], D.MARKET.sell),
                         trade = function() D.pay(g, p, r, 1); D.gain(g, p, "credit", D.MARKET.sell) end}
    end
    if D.resource(g, p, "credit") >= D.MARKET.buy then
      opts[#opts + 1] = {label = string.format("Buy 1 %s for %d Credits", D.RESOURCE_NAME[r], D.MARKET.buy),
                         trade = function() D.pay(g, p, "credit", D.MARKET.buy); D.gain(g, p, r, 1) end}
    end
  end
  -- One option per Loot card name: two copies sell alike.
  local seen = {}
  for _, zname in ipairs{"gear", "inv"} do
    for _, c in ipairs(g:zone_list(D.zone(g, zname, p))) do
      local def = D.def(g, c)
      local worth = (def.credit or 0) // 2
      if not seen[def.id] then
        seen[def.id] = true
        opts[#opts + 1] = {label = string.format("Sell «%s» for %d Credits", def.name, worth),
                           trade = function() g:deck_retire(c); D.gain(g, p, "credit", worth) end}
      end
    end
  end
  return opts
end

-- Space Scrap, carried or on a Rapsoda line: a free Restock Request of any
-- line player p may buy from now.
local function scrap_options(g, p, phase)
  local scraps = {}
  for _, c in ipairs(g:zone_list(D.zone(g, "inv", p))) do
    if D.def(g, c).scrap then scraps[#scraps + 1] = {c = c, where = "carried"} end
  end
  for k = 1, 2 do
    for _, c in ipairs((line(g, "rapsoda." .. k))) do
      if c ~= 0 and D.def(g, c).scrap then scraps[#scraps + 1] = {c = c, where = "on Rapsoda's line " .. k,
                                                                   from = "rapsoda." .. k} end
    end
  end
  local opts = {}
  for _, s in ipairs(scraps) do
    for _, name in ipairs(lines_of(g, phase, p)) do
      opts[#opts + 1] = {label = string.format("Retire Space Scrap (%s): free Restock Request on %s", s.where,
                                               LINE_NAME[name:match("^%a+")] ..
                                               (phase == "rapsoda" and (" " .. name:sub(-1)) or "")),
                         scrap = s.c, from = s.from, restock = name}
    end
  end
  return opts
end

-- One turn of player p in an acquisition Phase: trades and a Restock
-- Request may come first; acquiring a card ends the turn; passing removes
-- the token for the rest of the Phase.
step("supply_turn", function(g, phase, p, token)
  local opts = {}
  for _, name in ipairs(lines_of(g, phase, p)) do
    local cards = line(g, name)
    for i = D.get(g, "line." .. name .. ".blocked") + 1, #cards do
      local c = cards[i]
      if c ~= 0 then
        local cost, def = price(g, name, i), D.def(g, c)
        if can_pay(g, p, cost) and (def.kind == nil or loot_room(g, p, def)) then
          opts[#opts + 1] = {label = string.format("Acquire «%s» for %s%s", def.name, price_text(cost),
                                                   phase == "rapsoda" and (" (line " .. name:sub(-1) .. ")") or ""),
                             buy = {name = name, i = i, cost = cost}, def = def,
                             kind = g:entity_get(c, "ck")}
        end
      end
    end
    local rc = restock_cost(g, name)
    if rc and D.resource(g, p, "credit") >= rc then
      opts[#opts + 1] = {label = string.format("Restock Request on %s for %d Credits", LINE_NAME[name:match("^%a+")] ..
                                                 (phase == "rapsoda" and (" " .. name:sub(-1)) or ""), rc),
                         restock = name,
                         cost = rc}
    end
  end
  for _, o in ipairs(scrap_options(g, p, phase)) do opts[#opts + 1] = o end
  for _, o in ipairs(D.trade_options(g, p)) do opts[#opts + 1] = o end
  opts[#opts + 1] = {label = "Pass", pass = true}
  -- Two copies at the same price are one choice.
  local unique, seen = {}, {}
  for _, o in ipairs(opts) do
    if not seen[o.label] then
      seen[o.label] = true
      unique[#unique + 1] = o
    end
  end
  opts = unique
  local o = D.choose(g, {player = p, kind = "supply", options = D.valued(opts),
                         prompt = D.name(g, p) .. ": " .. PHASE_NAME[phase]})
  if o.pass then
    g:zone_insert(D.zone(g, "ld.bag.out"), token)
    g:push("supply_draw", phase)
    return
  end
  if o.scrap then
    -- Off its line first (the space stays empty for the Restock to fill).
    local cards = line(g, o.from or o.restock)
    for i, c in ipairs(cards) do
      if c == o.scrap then cards[i] = 0 end
    end
    set_line(g, o.from or o.restock, cards)
    g:deck_retire(o.scrap)
    g:tally("supply.space_scrap")
    D.restock(g, o.restock, true)
    g:push("supply_turn", phase, p, token)
    return
  end
  if o.restock then
    D.pay(g, p, "credit", o.cost)
    D.restock(g, o.restock)
    g:push("supply_turn", phase, p, token)
    return
  end
  if o.trade then
    o.trade()
    g:tally("supply.trade")
    g:push("supply_turn", phase, p, token)
    return
  end
  D.acquire(g, p, o.buy.name, o.buy.i, o.buy.cost)
  g:push("supply_draw", phase)
end)

-- "Whenever a player acquires a card, they place it in their Personal Area
-- and then reveal the next card from the deck."
function D.acquire(g, p, name, i, cost)
  local cards = line(g, name)
  local c = cards[i]
  pay_all(g, p, cost)
  cards[i] = 0
  set_line(g, name, cards)
  local def = D.def(g, c)
  g:tally("acquired." .. def.id)
  if g:entity_get(c, "ck") == "loot" then
    D.gain_loot_card(g, p, c)
  else
    g:entity_set(c, "owner", p)
    g:deck_put(D.deck(g, p), c)
  end
  if D.get(g, "line." .. name .. ".kind") == "edko" then
    -- The cards nearer the deck move on into the empty space, and the new
    -- card comes into the closest one (no chain: it is empty now).
    local left = line(g, name)
    local first = D.get(g, "line." .. name .. ".blocked") + 1
    for j = i, first + 1, -1 do left[j] = left[j - 1] end
    left[first] = 0
    set_line(g, name, left)
    reveal_into(g, name, first)
  else
    fill(g, name)
  end
end

-- "Players may upgrade the shared Allied Gear by each paying the XP
-- difference between its Basic and upgraded versions."
step("supply_allied_gear", function(g)
  D.set(g, "phase", "allied_gear")
  for _, c in ipairs(g:zone_list(D.zone(g, "ld.allygear"))) do
    local def = D.def(g, c)
    local up = def.upgrade and content("raidgear", def.upgrade)
    if up then
      local diff = up.xp - def.xp
      local all = true
      for p = 0, g:players() - 1 do
        if (D.pget(g, p, "xp") or 0) < diff then all = false end
      end
      if all then
        local pick = D.choose(g, {player = 0, kind = "upgrade", prompt = "Allied Gear Phase",
                                  options = {{label = string.format("Upgrade %s to %s (%d XP from each player)",
                                                                    def.name, up.name, diff), value = "upgrade"},
                                             {label = "Keep " .. def.name, value = "keep"}}})
        if pick == "upgrade" then
          for p = 0, g:players() - 1 do D.pset(g, p, "xp", D.pget(g, p, "xp") - diff) end
          g:entity_set(c, "def", up.id)
          g:tally("upgraded." .. def.id)
        end
      end
    end
  end
end)

-- "During this Phase, you may forget Skills or purge Weaknesses. The cost to
-- purge a Weakness or retire any other card from a deck is its XP value. You
-- may also remove all Damage ... at no cost. However, when playing on Hard
-- difficulty, you must pay a cost to remove that Damage: Heal 10 costs 10
-- XP. Fully healing any player or Ally costs 20 XP. Fully repairing a piece
-- of Gear costs half its Credit value."
step("supply_rum", function(g)
  D.set(g, "phase", "rum")
  local hard = D.get(g, "difficulty") == "hard"
  for p = 0, g:players() - 1 do
    if not hard then
      D.heal(g, p, D.damage(g, p))
      for _, c in ipairs(g:zone_list(D.zone(g, "gear", p))) do g:entity_set(c, "damage", nil) end
    end
    g:push("supply_rum_turn", p)
  end
  if not hard then
    for _, c in ipairs(D.allies(g)) do D.heal_ally(g, c, D.def(g, c).health) end
  end
end)

-- Every card of player p's (hand, deck, discard: between Acts they are one deck).
local function owned_cards(g, p)
  local out = {}
  for _, zname in ipairs{"deck", "hand", "discard"} do
    for _, c in ipairs(g:zone_list(D.zone(g, zname, p))) do out[#out + 1] = c end
  end
  return out
end

step("supply_rum_turn", function(g, p)
  local hard = D.get(g, "difficulty") == "hard"
  local xp = D.pget(g, p, "xp") or 0
  local opts, seen = {}, {}
  local cards = owned_cards(g, p)
  for _, c in ipairs(cards) do
    local def = D.def(g, c)
    local cost = math.abs(def.xp or 10)
    local weak = g:entity_get(c, "ck") == "weakness"
    if not seen[def.id] and cost <= xp and (weak or #cards > D.hand_size(g, p)) then
      seen[def.id] = true
      opts[#opts + 1] = {label = string.format("%s «%s» (%d XP)", weak and "Purge" or "Forget", def.name, cost),
                         card = c, cost = cost, weak = weak}
    end
  end
  if hard and D.damage(g, p) > 0 then
    if xp >= 10 then opts[#opts + 1] = {label = "Heal 10 (10 XP)", heal = 10, cost = 10} end
    if xp >= 20 then opts[#opts + 1] = {label = "Heal fully (20 XP)", heal = D.damage(g, p), cost = 20} end
  end
  if hard and xp >= 20 then
    for _, c in ipairs(D.allies(g)) do
      if (g:entity_get(c, "damage") or 0) > 0 then
        opts[#opts + 1] = {label = string.format("Heal «%s» fully (20 XP)", D.card_name(g, c)), ally = c, cost = 20}
      end
    end
  end
  if hard then
    for _, c in ipairs(g:zone_list(D.zone(g, "gear", p))) do
      local def = D.def(g, c)
      local cost = (def.credit or 0) // 2
      if (g:entity_get(c, "damage") or 0) > 0 and D.resource(g, p, "credit") >= cost then
        opts[#opts + 1] = {label = string.format("Repair «%s» (%d Credits)", def.name, cost), repair = c,
                           credits = cost}
      end
    end
  end
  opts[#opts + 1] = {label = "End the Rum Phase", done = true}
  local o = D.choose(g, {player = p, kind = "rum", options = D.valued(opts), prompt = D.name(g, p) .. ": Rum Phase"})
  if o.done then return end
  if o.repair then
    D.pay(g, p, "credit", o.credits)
    g:entity_set(o.repair, "damage", nil)
  else
    D.pset(g, p, "xp", xp - o.cost)
    if o.ally then
      D.heal_ally(g, o.ally, D.def(g, o.ally).health)
      g:tally("rum.heal_ally")
    elseif o.heal then
      D.heal(g, p, o.heal)
      g:tally("rum.heal")
    else
      g:tally(o.weak and "rum.purged" or "rum.forgot")
      g:deck_retire(o.card)
    end
  end
  g:push("supply_rum_turn", p)
end)

-- The Supply Stage is over: the unsold Supply cards go back to the box
-- (Loot stays there for later Acts; Codex and Sanctuary decks are retired)
-- and the Raid Stage of the Act begins.
step("supply_done", function(g)
  local act, key = D.get(g, "act"), supply_key(g)
  for _, zname in ipairs{"sup.line", "sup.blocked", "sup.codex." .. key, "sup.loot." .. key .. ".1",
                         "sup.loot." .. key .. ".2"} do
    for _, c in ipairs(g:zone_list(D.zone(g, zname))) do
      if g:entity_get(c, "ck") == "loot" then
        g:zone_insert(D.zone(g, "ld.box"), c)
      else
        g:deck_retire(c)
      end
    end
  end
  for p = 0, g:players() - 1 do
    for _, c in ipairs(g:zone_list(D.zone(g, "sup.sanctuary." .. key .. "." .. p))) do g:deck_retire(c) end
  end
  g:metric("supply.xp_left", D.pget(g, 0, "xp") or 0)
  g:push("raid_setup", act)
end)

return D
