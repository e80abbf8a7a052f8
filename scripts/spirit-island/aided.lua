-- aided.lua: paying a Choice Event's Cost "Aided by" an Element. The
-- rulebook: the Spirits count +1 Energy towards the Cost per Element they
-- have in play, may Discard Power Cards with it from hand (+2 each) and
-- may Forget Power Cards with it from hand, play or discard (+4 each); each
-- card is used one way only. The Spirits choose how to pay: elements in
-- play count first (they cost nothing), then each Spirit in player order
-- pays what it chooses and may leave the rest to the Spirits after it
-- while they can still cover it (designed: the order of paying).

-- Globals and library functions as locals, read once at load: content
-- reads a global through the frozen environment, a metamethod call each
-- time, and these are read on every decision.
local ipairs, min, format = ipairs, math.min, string.format
local D = require "core"
local P = require "powers"
local S = require "spirits"

local A = {}

function A.card_has(g, card, element)
  for _, e in ipairs(S.card_def(g, card).elements or {}) do
    if e == element then return true end
  end
  return false
end

-- The elements in play of every Spirit towards element (0 without one).
function A.elements(g, element)
  if not element then return 0 end
  local n = 0
  for p = 0, g:players() - 1 do n = n + P.elements(g, p)[element] end
  return n
end

-- What Forgetting card brings: +4, but a card in play already counted +1
-- as an element in play, and a card is used one way only: +3 more.
local function forget_value(g, card, p)
  return g:zone_of(card) == g:zone_find("play." .. p) and 3 or 4
end

-- What Spirit p could still put towards the Cost: its Energy and what
-- Forgetting each card with the element it has not used would bring.
local function means(g, p, element, used)
  local n = D.sget(g, p, "energy")
  if element then
    for _, c in ipairs(S.own_cards(g, p)) do
      if not used[c] and A.card_has(g, c, element) then n = n + forget_value(g, c, p) end
    end
  end
  return n
end

-- What Spirits from..last could still pay.
local function means_from(g, from, element, used)
  local n = 0
  for p = from, g:players() - 1 do n = n + means(g, p, element, used) end
  return n
end

function A.can_pay(g, cost, element)
  return A.elements(g, element) + means_from(g, 0, element, {}) >= cost
end

-- Spirit p's ways to put something towards left, each {label =, how =
-- "energy" | "discard" | "forget" | "leave", pay = n, card = the card
-- discarded or forgotten}: only those that still leave the Cost payable
-- (Discarding a card for +2 gives up the +4 it could bring; it is offered
-- only when the rest can still be covered).
local function ways(g, p, element, used, left)
  local out = {}
  local function way(label, how, pay, card)
    out[#out + 1] = {label = label, how = how, pay = pay, card = card}
  end
  local energy = D.sget(g, p, "energy")
  local total = means_from(g, p, element, used)
  if energy > 0 then
    way("Pay 1 Energy", "energy", 1)
    local all = min(energy, left)
    if all > 1 then way("Pay " .. all .. " Energy", "energy", all) end
  end
  if element then
    for _, c in ipairs(g:zone_list(g:zone_find("hand." .. p))) do
      if not used[c] and A.card_has(g, c, element) and total - 4 >= left - 2 then
        way("Discard " .. S.card_label(g, c) .. ": +2", "discard", 2, c)
      end
    end
    for _, c in ipairs(S.own_cards(g, p)) do
      if not used[c] and A.card_has(g, c, element) then
        local n = forget_value(g, c, p)
        way("Forget " .. S.card_label(g, c) .. ": +" .. n, "forget", n, c)
      end
    end
  end
  if p < g:players() - 1 and means_from(g, p + 1, element, used) >= left then
    way("Leave the rest to the other Spirits", "leave", 0)
  end
  return out
end

-- Spirit p puts way w towards the Cost.
local function apply(g, p, w)
  if w.how == "energy" then D.sadd(g, p, "energy", -w.pay)
  elseif w.how == "discard" then g:zone_insert(g:zone_find("discard." .. p), w.card)
  elseif w.how == "forget" then S.forget(g, w.card) end
end

-- Pays cost (the caller checked A.can_pay), the Spirits choosing how.
function A.pay(g, cost, element)
  local left = cost - A.elements(g, element)
  if element and left < cost then D.log(g, "  %d %s in play count towards the Cost", cost - left, element) end
  local used = {}
  for p = 0, g:players() - 1 do
    while left > 0 do
      local list = ways(g, p, element, used, left)
      if #list == 0 then break end
      -- (Each option's value is its way: plain data the bot reads too.)
      local options = {}
      for i, w in ipairs(list) do options[i] = {label = w.label, value = w} end
      local prompt = format("Cost: %d left (aided by %s). How do you pay?", left, element or "nothing")
      local w = D.choose(g, p, prompt, "event_pay", options, true)
      if w.how == "leave" then break end
      if w.card then used[w.card] = true end
      apply(g, p, w)
      D.log(g, "  Spirit %d: %s", p, w.label)
      left = left - w.pay
    end
  end
  if left > 0 then error("aided: a Cost left unpaid (" .. left .. ")", 0) end
end

return A
