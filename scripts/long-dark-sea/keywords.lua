-- keywords.lua: the keywords of the Reference Guide that player cards and
-- Supports use (Draw, Commandeer, Scout, Opportunity, Echo, Bribe, Engulf);
-- Bleed, Counterattack, Flight, Fury and Fortune live with the rules they
-- change (combat.lua, explore.lua).
--
-- Designed (the rulebook names these skills and says what they are for,
-- not their exact text): «Scout X» looks at the top X cards of your deck
-- and discards any of them; «Opportunity X» discards up to X cards from
-- your hand, then draws as many.
local D = require "core"

-- «Commandeer X»: "Discard X cards from the top of your deck."
function D.commandeer(g, p, x) return D.mill(g, p, x) end

-- A decision's options to discard some of cards (a list), one by one:
-- "Discard 2: Grog", each valued by its card, its kind ("card",
-- "weakness") and its definition. The deciding player sees these cards.
function D.discard_options(g, cards)
  local opts = {}
  for i, c in ipairs(cards) do
    local def = D.def(g, c)
    opts[i] = {label = "Discard " .. i .. ": " .. def.name,
               value = {card = c, kind = g:entity_get(c, "ck"), def = def}}
  end
  return opts
end

-- «Scout X»: look at the top X cards (never a reshuffle: "Effects such as
-- Scout or Discard do not trigger a shuffle") and discard any of them.
function D.scout(g, p, x)
  local deck = D.deck(g, p)
  local top = g:deck_peek(deck, "top", x)
  g:tally("scout")
  if #top == 0 then return end
  local picks = D.choose_picks(g, {player = p, kind = "scout", min = 0, max = #top,
                                   options = D.discard_options(g, top),
                                   prompt = "Scout " .. x .. ": discard any of the top cards"})
  for _, o in ipairs(picks) do
    D.discard(g, o.card)
    g:tally("scout.discarded")
  end
end

-- «Opportunity X»: discard up to X cards from hand, then draw that many.
function D.opportunity(g, p, x)
  local hand = g:zone_list(D.zone(g, "hand", p))
  g:tally("opportunity")
  if #hand == 0 then return end
  local picks = D.choose_picks(g, {player = p, kind = "opportunity", min = 0, max = math.min(x, #hand),
                                   options = D.discard_options(g, hand),
                                   prompt = "Opportunity " .. x .. ": discard, then draw as many"})
  for _, o in ipairs(picks) do D.discard(g, o.card) end
  D.draw(g, p, #picks)
end

-- «Echo X»: "Place X generic counters on the card. Each counter triggers the
-- described effect X times." Here the counters are spent at once.
function D.echo(g, c, x, effect)
  g:entity_set(c, "echo", x)
  for _ = 1, x do
    for _ = 1, x do effect() end
    g:entity_set(c, "echo", g:entity_get(c, "echo") - 1)
  end
  g:entity_set(c, "echo", nil)
end

-- «Bribe X»: "The active player may spend X Credits to resolve the effect
-- described on the target card." Returns whether the bribe was paid.
function D.bribe(g, p, x, what)
  if D.resource(g, p, "credit") < x then return false end
  local pick = D.choose(g, {player = p, kind = "bribe", prompt = "Bribe " .. x .. ": " .. what,
                            options = {"Pay " .. x .. " Credits", "Refuse"}})
  if pick ~= 1 then return false end
  D.pay(g, p, "credit", x)
  g:tally("bribe")
  return true
end

-- «Engulf»: "Retire this card and all cards beneath it. Discard all tokens
-- in its Sector. Key cards cannot be retired by this effect."
function D.engulf(g, c)
  local s = D.where(g, c)
  if s then D.clear_sector(g, s) end
  local def = D.def(g, c)
  if not def.key then
    D.retire(g, c)
    if def.ship then D.sink_hold(g) end
  end
end

-- A Weakness: "cards that, once revealed, are placed in their discard
-- piles". With the Weakness deck empty nothing happens.
function D.gain_weakness(g, p)
  local deck = D.get(g, "weakness_deck")
  if g:deck_size(deck) == 0 then return end
  local c = g:deck_draw(deck, "top", D.zone(g, "ld.limbo"))
  g:entity_set(c, "owner", p)
  g:deck_discard(D.deck(g, p), c)
  g:tally("weakness.gained")
end

return D
