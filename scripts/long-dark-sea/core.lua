-- core.lua: Long Dark Sea's shared vocabulary: the game and player
-- entities, cards as entities, zones, resources, Damage and defeat, drawing
-- and discarding. Every piece of state lives in the kernel; this module only
-- reads and writes it.
local D = {}

D.RANGE = {short = 1, medium = 2, long = 3}
D.RANGE_NAME = {"Short", "Medium", "Long"}
D.RESOURCES = {"credit", "belitium", "titanure"}
D.RESOURCE_NAME = {credit = "Credit", belitium = "Belitium", titanure = "Titanure"}
D.ACTIONS = {"explore", "attack", "block"}
D.ACTION_NAME = {explore = "Explore", attack = "Attack", block = "Block"}

-- ---- The game entity ---------------------------------------------------------

local game = require("std/singleton").of("ld.game")
D.game, D.get, D.set, D.new_game = game.entity, game.get, game.set, game.create

-- Over: in a campaign, the Act whose final Chapter was just revealed, or
-- whose Characters are all defeated in a later Act. The rest of the step
-- that ended it stops (this is asked before every decision and between the
-- parts of every Action); the End of Act (act_lost) runs next, and the
-- Supply Stage after it clears the flag. No step needs to ask as it
-- begins: D.act_won and D.campaign_defeat push the End of Act as they set
-- the flag, and every step pushes what follows it after its last effect,
-- so the End of Act runs first. Nor is the game's own end asked: g:finish
-- ends the step there.
function D.over(g) return D.get(g, "act_over") == true end

-- Ends the game: won is true for a victory of all players. g:finish ends
-- the step there, so it is called once; "over" stays on the game record
-- for those who read the final state.
function D.finish(g, won, reason)
  D.set(g, "over", true)
  local winners = {}
  if won then for p = 0, g:players() - 1 do winners[#winners + 1] = p end end
  g:metric("won", won and 1 or 0)
  g:metric("turns", D.get(g, "turn") or 0)
  g:metric("act", D.get(g, "act") or 1)
  g:metric("chapter", D.get(g, "chapter") or 0)
  g:metric("mission_cards", D.get(g, "mission_cards") or 0)
  g:metric("threat_cards", D.get(g, "threat_cards") or 0)
  g:metric("mission_track", g:track_value(D.get(g, "mission")))
  g:metric("threat_track", g:track_value(D.get(g, "threat")))
  for p = 0, g:players() - 1 do
    local pe = D.player(g, p)
    g:metric("defeated." .. g:entity_get(pe, "character"), g:entity_get(pe, "defeated") and 1 or 0)
  end
  g:tally("end." .. reason)
  g:finish{winners = winners, reason = reason}
end

-- A decision; once the Act is over (D.over) nobody is asked (the first
-- option, or no picks, is taken) so the step that ended it can run to its
-- end before the End of Act. Options with values (issue 22) answer with the
-- first one's value, as g:choose would have.
function D.choose(g, t)
  if D.over(g) then
    if (t.max or 1) > 1 or (t.min or 1) == 0 then return {} end
    local first = t.options[1]
    if type(first) == "table" and first.value ~= nil then return first.value end
    return 1
  end
  return g:choose(t)
end

-- D.choose for several picks, always a list: g:choose gives a lone pick
-- by itself when exactly one is asked for (min and max 1, max cut down
-- to the number of options).
function D.choose_picks(g, t)
  local picks = D.choose(g, t)
  if (t.min or 1) == 1 and math.min(t.max or 1, #t.options) == 1 then return {picks} end
  return picks
end

-- Options whose values are the rules' own option tables (each with its
-- label): g:choose returns the table picked, so the rules never read a
-- label back, and a bot reads it as decision.values[i] (a copy; nil where
-- the table holds a function, as a trade's does). Put in them nothing the
-- deciding player may not know.
function D.valued(opts)
  local out = {}
  for i, o in ipairs(opts) do out[i] = {label = o.label, value = o} end
  return out
end

-- ---- Players -------------------------------------------------------------------

-- The game's keys of the player entities ("pl.0"), spelled once: a player
-- is looked up several times in every decision.
local PLAYER_KEY = {}
for p = 0, 7 do PLAYER_KEY[p] = "pl." .. p end

function D.player(g, p) return D.get(g, PLAYER_KEY[p] or ("pl." .. p)) end
function D.pget(g, p, key) return g:entity_get(D.player(g, p), key) end
function D.pset(g, p, key, v) g:entity_set(D.player(g, p), key, v) end
function D.active(g) return D.get(g, "active") end

-- The names of the players' own zones ("hand.0"), spelled once: the rules
-- find a player's hand or Gear several times in every decision.
local PLAYER_ZONE = {}
for _, name in ipairs{"hand", "deck", "discard", "gear", "inv", "contracts"} do
  PLAYER_ZONE[name] = {}
  for p = 0, 7 do PLAYER_ZONE[name][p] = name .. "." .. p end
end

function D.zone(g, name, p)
  if p then
    local names = PLAYER_ZONE[name]
    return g:zone_find(names and names[p] or name .. "." .. p)
  end
  return g:zone_find(name)
end

function D.deck(g, p) return D.pget(g, p, "deck") end

-- The two Identity definitions of player p.
function D.character(g, p) return content("identity", D.pget(g, p, "character")) end
function D.support(g, p) return content("identity", D.pget(g, p, "support")) end

function D.name(g, p) return D.character(g, p).name end

-- ---- Cards ---------------------------------------------------------------------------

-- A card entity for the definition kind/id, owned by player owner (or nil).
function D.new_card(g, kind, id, owner)
  local def = content(kind, id)
  if not def then error(string.format("no %s '%s'", kind, id), 2) end
  local c = g:entity_new("ld.card")
  g:entity_set(c, "def", id)
  g:entity_set(c, "ck", kind)
  if owner then g:entity_set(c, "owner", owner) end
  if def.number then g:entity_set(c, "number", def.number) end
  -- What its back shows, open to all: a face-down card is only its back.
  if def.back then g:entity_set(c, "back", def.back) end
  return c
end

function D.def(g, c) return content(g:entity_get(c, "ck"), g:entity_get(c, "def")) end
function D.card_name(g, c) return D.def(g, c).name end

-- The cards of a zone whose definition passes test (all when test is nil).
function D.cards_in(g, zone, test)
  local out = {}
  for _, c in ipairs(g:zone_list(zone)) do
    if not test or test(D.def(g, c), c) then out[#out + 1] = c end
  end
  return out
end

-- ---- Resources ----------------------------------------------------------------------

function D.resource(g, p, r) return D.pget(g, p, r) or 0 end

function D.gain(g, p, r, n)
  if n == 0 then return end
  D.pset(g, p, r, math.max(0, D.resource(g, p, r) + n))
  if n > 0 then g:tally("gained." .. r, n) end
end

-- Pays n of r if player p has them; returns whether it did.
function D.pay(g, p, r, n)
  if D.resource(g, p, r) < n then return false end
  D.pset(g, p, r, D.resource(g, p, r) - n)
  return true
end

-- ---- Hand values, Health, Gear links ---------------------------------------------

-- The Gear links of player p: a list of tables from value key ("hand",
-- "health", "explore", "attack", "block") to what each adds.
function D.links(g, p)
  local out = {}
  for _, c in ipairs(g:zone_list(D.zone(g, "gear", p))) do
    local link = D.def(g, c).link
    if link then out[#out + 1] = link end
  end
  return out
end

-- The sum of the Gear links of player p for value key.
function D.linked(g, p, key)
  local n = 0
  for _, c in ipairs(g:zone_list(D.zone(g, "gear", p))) do
    local link = D.def(g, c).link
    if link and link[key] then n = n + link[key] end
  end
  return n
end

-- "Your maximum hand size is determined by the sum of all cards in your
-- Personal Area and the Shared Area that show a Hand Value (usually your
-- Character and Support Identity cards)."
function D.hand_size(g, p)
  local n = (D.character(g, p).hand or 0) + (D.support(g, p).hand or 0) + D.linked(g, p, "hand")
  for _, c in ipairs(g:zone_list(D.zone(g, "ld.shared"))) do n = n + (D.def(g, c).hand or 0) end
  return n
end

function D.health(g, p) return D.character(g, p).health + D.linked(g, p, "health") end
function D.damage(g, p) return D.pget(g, p, "damage") or 0 end
function D.defeated(g, p) return D.pget(g, p, "defeated") == true end

function D.loot_slots(g, p) return 2 + (D.support(g, p).loot or 0) end

-- ---- Drawing and discarding ------------------------------------------------------------

-- Draws up to n cards into player p's hand. "Whenever a player must draw a
-- card and their deck is empty, they form a new deck by shuffling their
-- discard pile" (the deck's refill policy); with both empty, fewer are drawn.
function D.draw(g, p, n)
  local deck, got = D.deck(g, p), 0
  for _ = 1, n do
    if g:deck_available(deck) == 0 then break end
    local c = g:deck_draw(deck, "top", D.zone(g, "hand", p))
    got = got + 1
    local def = D.def(g, c)
    if def.on_draw then def.on_draw(g, c, p) end
  end
  return got
end

-- Puts card c on its owner's discard pile (a player card) or back where it
-- belongs.
function D.discard(g, c)
  local owner = g:entity_get(c, "owner")
  g:entity_set(c, "as", nil)
  g:deck_discard(D.deck(g, owner), c)
end

-- Commandeer X / Scout: discard from the top of the deck without refilling.
function D.mill(g, p, n)
  local draw = D.zone(g, "deck", p)
  n = math.min(n, g:zone_size(draw))
  if n > 0 then g:deck_move(draw, "top", n, D.zone(g, "discard", p), 1) end
  return n
end

-- ---- Damage and defeat ---------------------------------------------------------------

-- Heals up to n Damage from player p's Character; a defeated Character
-- healed below its Health is back in the game ("A defeated Character may be
-- healed").
function D.heal(g, p, n)
  local d = D.damage(g, p)
  local healed = math.min(d, n)
  D.pset(g, p, "damage", d - healed)
  if D.defeated(g, p) and d - healed < D.health(g, p) then
    D.pset(g, p, "defeated", false)
    g:tally("revived")
  end
  return healed
end

-- Player p's Character suffers n Damage; "When the number of Damage tokens
-- equals a Character's printed Health Value, that Character is defeated. The
-- game ends if all players are defeated."
function D.hurt(g, p, n)
  if n <= 0 or D.defeated(g, p) then return 0 end
  local health = D.health(g, p)
  local d = math.min(health, D.damage(g, p) + n)
  local taken = d - D.damage(g, p)
  D.pset(g, p, "damage", d)
  g:tally("damage.suffered", taken)
  if d >= health then
    D.pset(g, p, "defeated", true)
    g:tally("defeated." .. D.pget(g, p, "character"))
    D.check_loss(g)
  end
  return taken
end

function D.check_loss(g)
  for p = 0, g:players() - 1 do
    if not D.defeated(g, p) then return false end
  end
  -- In Campaign mode a later Act may be played again (campaign_save.lua).
  if D.campaign_defeat and D.campaign_defeat(g) then return true end
  D.finish(g, false, "all characters defeated")   -- ends the step
end

-- ---- Labels ---------------------------------------------------------------------------

function D.plural(n, word)
  if n == 1 then return n .. " " .. word end
  if word:sub(-3) == "die" then return n .. " " .. word:sub(1, -4) .. "dice" end
  return n .. " " .. word .. "s"
end

return D
