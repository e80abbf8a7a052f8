-- events.lua: the expansion's Event Cards: one drawn and resolved each
-- Invader Phase after the Blighted Island effect and before Fear. A card
-- has a primary Event chosen by the Island's health, the Terror Level or
-- the Invader Stage, then usually a Token Event and a Dahan Event; it is
-- resolved top to bottom, doing as much as can be done. Choice Events
-- offer the spirits two paths, the first the default, the second with a
-- Cost in Energy "Aided by" an element.
--
-- An event's definition (cards/spirit-island/events/*.lua):
--   by        "health" | "terror" | "stage" | "choice" | "special"
--   primary   {first, second}: each {name =, text =, effect = fn(g)};
--             health: first Healthy, second Blighted; terror: first for
--             Terror Level below split (default 2), second otherwise;
--             stage: first for Stage I, second for Stages II and III;
--             choice: first the default, second costs cost per player,
--             aided by aided (an element)
--   token, dahan   {name =, text =, effect = fn(g)} or nil
--   resolve   fn(g) for special cards (Slave Rebellion)

-- Globals and library functions as locals, read once at load: content
-- reads a global through the frozen environment, a metamethod call each
-- time, and these are read on every decision.
local ipairs, content, unpack = ipairs, content, table.unpack
local D = require "core"
local I = require "invaders"
local F = require "fear"
local P = require "powers"
local S = require "spirits"
local A = require "aided"

local E = {}

function E.setup(g)
  local draw = g:zone_new("event.deck", nil, "nobody")
  local discard = g:zone_new("event.discard", nil, "all")
  local deck = g:deck_new(draw, discard, "reshuffle")
  g:deck_set_stream(deck, "events")
  D.set(g, "deck.event", deck)
  for _, def in ipairs(content("event")) do
    if not def.adversary then
      local c = g:entity_new("si.card")
      g:entity_set(c, "name", def.id)
      g:deck_put(deck, c)
    end
  end
  g:deck_shuffle(deck)
end

-- Which of a card's two primary events applies now.
function E.primary(g, def)
  if def.by == "health" then
    return D.get(g, "healthy") and def.primary[1] or def.primary[2]
  elseif def.by == "terror" then
    return (D.get(g, "terror") < (def.split or 2)) and def.primary[1] or def.primary[2]
  elseif def.by == "stage" then
    return I.stage(g) == 1 and def.primary[1] or def.primary[2]
  end
end

-- ---- Choice Events and their Costs -----------------------------------------------------

-- The Spirits choose a path: the first is the default "if the Spirits
-- cannot agree", so the second is taken only when every Spirit picks it;
-- it is offered only when its Cost can be paid (aided.lua pays it).
function E.choice(g, def)
  local a, b = def.primary[1], def.primary[2]
  local cost = (def.cost or 0) * g:players()
  -- Each path's value: whether it is the second, and its Cost.
  local options = {{label = a.name .. " (default)", value = {second = false, cost = 0}}}
  if A.can_pay(g, cost, def.aided) then
    -- (Joined with .. rather than string.format, which costs content about
    -- ten times as much; the cost is an integer, which .. writes as %d does.)
    local label = b.name .. " (cost " .. cost .. " Energy, aided by " .. (def.aided or "nothing") .. ")"
    options[2] = {label = label, value = {second = true, cost = cost}}
  end
  local prompt = def.name .. ": which path?"
  local agreed
  if #options == 1 then
    agreed = false
  elseif g:players() == 1 then
    agreed = D.choose(g, 0, prompt, "event_choice", options).second
  else
    local players = {}
    for p = 0, g:players() - 1 do players[#players + 1] = p end
    local picks = g:choose{players = players, prompt = prompt, kind = "event_choice", options = options}
    agreed = true
    for _, p in ipairs(players) do
      if not picks[p].second then agreed = false end
    end
  end
  if agreed then
    A.pay(g, cost, def.aided)
    return b
  end
  return a
end

-- ---- Resolving ---------------------------------------------------------------------------

function E.resolve(g, card)
  local def = content("event", g:entity_get(card, "name"))
  D.line(g, "Event: " .. def.name)
  g:tally("event." .. def.id)
  if def.resolve then return def.resolve(g, card) end
  local part
  if def.by == "choice" then part = E.choice(g, def) else part = E.primary(g, def) end
  if part then
    D.line(g, "  " .. part.name)
    part.effect(g)
  end
  if def.token then
    D.line(g, "  " .. def.token.name)
    def.token.effect(g)
  end
  if def.dahan then
    D.line(g, "  " .. def.dahan.name)
    def.dahan.effect(g)
  end
  F.check_victory(g)
end

-- Draws the top Event Card, resolves it and discards it (a card may say
-- otherwise: Slave Rebellion).
function E.draw_and_resolve(g)
  local deck = D.get(g, "deck.event")
  if g:deck_available(deck) == 0 then return end
  local card = g:deck_draw(deck, "top", g:zone_find("event.discard"))
  E.resolve(g, card)
end

-- Puts card into the Event Deck under its top n cards (at the bottom when
-- it holds fewer).
function E.put_under(g, card, n)
  local deck = D.get(g, "deck.event")
  local size = g:deck_size(deck)
  if g:zone_of(card) then g:zone_remove(card) end
  if size <= n then
    g:deck_put(deck, card)
  else
    g:deck_put(deck, card, n + 1)
  end
end

-- ---- Helpers events share --------------------------------------------------------------

-- "Discarding Powers as a randomizer": the top card of a power deck goes
-- straight to its discard pile (reshuffling first if needed); returns its
-- definition.
function E.discard_top_power(g, kind)
  local deck = D.get(g, "deck." .. kind)
  if g:deck_available(deck) == 0 then return nil end
  local card = g:deck_draw(deck, "top", g:zone_find(kind .. ".discard"))
  return S.card_def(g, card)
end

-- The lands of board b, in number order: D.lands lists each board's 8 in
-- number order, board by board (U.build_island), so they are taken from
-- their place there without reading each land's board.
function E.board_lands(g, b)
  local lands = D.lands(g)
  local at = 8 * (b - 1)
  if at == 0 and #lands == 8 then return lands end
  local out = {0, 0, 0, 0, 0, 0, 0, 0}
  for i = 1, 8 do out[i] = lands[at + i] end
  return out
end

-- A land picked by the deciding player of board b among lands (none: nil).
function E.pick_land(g, b, lands, prompt, kind)
  if #lands == 0 then return nil end
  return P.choose_land(g, b - 1 < g:players() and b - 1 or 0, prompt, kind or "event_land", lands)
end

-- Runs fn(g, b, p, lands) for each board b, p the player who decides for
-- it and lands its lands in number order.
function E.each_board(g, fn)
  for b = 1, D.boards(g) do
    local p = b - 1
    if p >= g:players() then p = 0 end
    fn(g, b, p, E.board_lands(g, b))
  end
end

-- The lands of list for which pred(g, land) holds.
function E.filter(g, list, pred)
  local out = {}
  for _, l in ipairs(list) do
    if pred(g, l) then out[#out + 1] = l end
  end
  return out
end

-- Removes (not destroys) one piece of types from land: the first found.
function E.remove_piece(g, land, types)
  local list = D.pieces_of(g, land, unpack(types))
  if #list == 0 then return false end
  D.remove(g, list[1])
  return true
end

-- On each board, the board's player picks a land where pred holds and
-- fn(g, land, p) runs there.
function E.on_each_board(g, prompt, pred, fn, kind)
  E.each_board(g, function(_, b, p, lands)
    local l = E.pick_land(g, b, E.filter(g, lands, pred), prompt, kind)
    if l then fn(g, l, p) end
  end)
end

-- A Fear Card removes a piece of types from land for player p: France's
-- Persistent Explorers (level 6) turns removing an Explorer into a Push.
function E.fear_remove(g, land, types, p)
  local list = D.pieces_of(g, land, unpack(types))
  if #list == 0 then return false end
  local piece = list[1]
  for _, e in ipairs(list) do
    if D.type(g, e) ~= "explorer" then piece = e break end
  end
  if D.type(g, piece) == "explorer" and D.get(g, "persistent_explorers") then
    return P.push(g, E.ctx(p, land), 1, {"explorer"}) > 0
  end
  D.remove(g, piece)
  return true
end

-- A context for effects shared with powers, acting for player p.
function E.ctx(p, land) return {p = p, land = land, def = {id = "event"}} end

return E
