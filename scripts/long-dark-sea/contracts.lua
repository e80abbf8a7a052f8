-- contracts.lua: the Contracts and Bounties expansions (setup option
-- contracts=on; Act I Setup "Your First Contracts"; Market Phase): each
-- player carries up to 1 Contract and 1 Bounty; a completed one flips, and
-- its player retires it at once for the smaller reward or waits for the
-- Market's full one.
--
-- Choices the rulebook leaves open, made here (designed):
--  * "You may choose up to 1 Contract and 1 Bounty": each player picks one
--    of three Contracts and one of three Bounties dealt at random, or none.
--  * Contracts and Bounties lie in the player's zone "contracts.P", beside
--    the Inventory (they take no Loot slot).
--  * A Contract counts its Challenge from the moment it is taken; a Bounty
--    is activated by the first reveal of its Enemy and done when an Enemy of
--    that name is defeated after that. An unfinished Bounty stays for the
--    next Act; an unfinished Contract is retired at the End of Act.
local D = require "core"

D.CONTRACT_OFFER = 3

function D.contracts_on(g) return g:option("contracts") == "on" end

local function rewards_text(r)
  local parts = {}
  for _, k in ipairs{"xp", "credit", "belitium", "titanure"} do
    if r[k] then parts[#parts + 1] = r[k] .. " " .. (k == "xp" and "XP" or D.RESOURCE_NAME[k]) end
  end
  return table.concat(parts, " + ")
end

local function reward(g, p, r)
  for _, k in ipairs{"xp", "credit", "belitium", "titanure"} do
    if r[k] then
      if k == "xp" then D.gain_xp(g, p, r[k]) else D.gain(g, p, k, r[k]) end
    end
  end
end

-- Deals each player the offer of one kind and lets them take one or none.
local function pick(g, p, kind, deck)
  local opts, cards = {}, {}
  for _ = 1, D.CONTRACT_OFFER do
    if g:zone_size(deck) == 0 then break end
    local c = g:zone_at(deck, 1)
    cards[#cards + 1] = c
    local def = D.def(g, c)
    opts[#opts + 1] = {label = string.format("Take «%s»: %s (Market: %s)", def.name, def.text,
                                             rewards_text(def.market)), value = {card = c}}
    g:zone_remove(c)
  end
  opts[#opts + 1] = {label = "Take no " .. (kind == "contract" and "Contract" or "Bounty"), value = {}}
  local taken = D.choose(g, {player = p, kind = "contract_pick", options = opts,
                             prompt = D.name(g, p) .. ": Your First Contracts"}).card
  for _, c in ipairs(cards) do
    if c == taken then
      g:entity_set(c, "owner", p)
      g:entity_set(c, "progress", 0)
      g:zone_insert(D.zone(g, "contracts", p), c)
      g:tally("contract.taken." .. D.def(g, c).id)
    else
      g:zone_insert(deck, c)
    end
  end
end

-- "Your First Contracts. You may choose up to 1 Contract and 1 Bounty."
step("first_contracts", function(g)
  local pool = {}
  for _, kind in ipairs{"contract", "bounty"} do
    local z = g:zone_new("ld." .. kind .. "s", nil, "nobody")
    for _, def in ipairs(content(kind)) do g:zone_insert(z, D.new_card(g, kind, def.id)) end
    g:zone_shuffle(z)
    pool[kind] = z
  end
  for p = 0, g:players() - 1 do
    g:zone_new("contracts." .. p, p, "all")
    pick(g, p, "contract", pool.contract)
    pick(g, p, "bounty", pool.bounty)
  end
end)

-- A Contract or Bounty c of player p is done: "the card is flipped in the
-- Inventory, and the player may choose between retiring the card to
-- immediately gain fewer Resources or waiting until the Market."
local function completed(g, p, c)
  local def = D.def(g, c)
  g:entity_set(c, "done", true)
  g:tally("contract.done." .. def.id)
  local pick = D.choose(g, {player = p, kind = "contract", prompt = "«" .. def.name .. "» is done",
                            options = {{label = "Retire it now for " .. rewards_text(def.now), value = "now"},
                                       {label = "Wait for the Market (" .. rewards_text(def.market) .. ")",
                                        value = "wait"}}})
  if pick == "now" then
    reward(g, p, def.now)
    g:tally("contract.retired_now")
    g:deck_retire(c)
  end
end

local function each_open(g, kind, fn)
  if not D.contracts_on(g) then return end
  for p = 0, g:players() - 1 do
    local z = D.zone(g, "contracts", p)
    for _, c in ipairs(z and g:zone_list(z) or {}) do
      if g:entity_get(c, "ck") == kind and not g:entity_get(c, "done") then fn(p, c, D.def(g, c)) end
    end
  end
end

-- Counts progress for player p's Contract on event what ("defeat",
-- "success.explore", ...).
function D.contract_progress(g, p, what)
  if not p or D.over(g) then return end
  each_open(g, "contract", function(owner, c, def)
    if owner ~= p or def.counter ~= what then return end
    local n = (g:entity_get(c, "progress") or 0) + 1
    g:entity_set(c, "progress", n)
    if n >= def.goal then completed(g, p, c) end
  end)
end

-- "When an Enemy is revealed for the first time, its Bounty is
-- automatically activated and placed on the board."
function D.bounty_revealed(g, c)
  local id = g:entity_get(c, "def")
  each_open(g, "bounty", function(_, b, def)
    if def.target == id and not g:entity_get(b, "active") then
      g:entity_set(b, "active", true)
      g:tally("bounty.activated")
    end
  end)
end

-- "If the Enemy is defeated, the Bounty is flipped and returned to the
-- Inventory".
function D.bounty_defeated(g, c)
  local id = g:entity_get(c, "def")
  each_open(g, "bounty", function(p, b, def)
    if def.target == id and g:entity_get(b, "active") and not D.over(g) then completed(g, p, b) end
  end)
end

-- Market: "each player gains the Experience and Resources from completed
-- Contracts and Bounties."
function D.market_contracts(g, p)
  local z = D.zone(g, "contracts", p)
  for _, c in ipairs(z and g:zone_list(z) or {}) do
    if g:entity_get(c, "done") then
      reward(g, p, D.def(g, c).market)
      g:tally("contract.market")
      g:deck_retire(c)
    end
  end
end

-- "If you end the Act without completing its objective, the Contract is
-- failed and retired from the game."
function D.contracts_end_of_act(g)
  each_open(g, "contract", function(_, c)
    g:tally("contract.failed")
    g:deck_retire(c)
  end)
end

return D
