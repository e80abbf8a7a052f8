-- nemesis.lua: the Nemesis Stage of Act III (Act III Setup, The Nemesis
-- Stage): the Nemesis mosaic of six Immovable parts laid over the board by
-- layout A or B, the Nemesis bag, two Nemesis Phases around one Main Phase,
-- Destiny choosing the activated part, and parts that flip instead of being
-- defeated or recovered.
--
-- Choices the rulebook leaves open, made here (designed):
--  * The parts lie on the board's Sectors. Layout A (horizontal, the Setup
--    card's default): parts 1-2 at Long, 3-4 at Medium, 5-6 at Short Range,
--    in the two middle columns; Sectors 1 and 4 of the Imminent Zone stay
--    visible. Layout B (vertical, option layout=B): parts 1-3 at Long, 4-6
--    at Medium, the whole Imminent Zone visible.
--  * A part's number is the Destiny number that activates it; while the
--    Destiny deck's spaces are reversed, Destiny n activates part 7 - n.
--  * «Activate» of a part: its own, or, when its side shows none, that of
--    the first part connected to it by a line (its links) that shows one.
--  * A part side B that is defeated leaves the board for the Necropolis.
--  * The Setup card's Nemesis bag (Character tokens set aside): 3 Fury
--    (placed on the activated part: +2 to its next Raid Attack), 2 Spawn (the
--    top Raid card comes revealed into the visible Imminent Zone), 2 Mend
--    (the activated part removes 2 Damage), 2 Calm (nothing).
--  * Revealed Raid cards in the visible Imminent Zone activate after the
--    part in the Second Nemesis Phase (the scenario's special rule).
--  * No Mission or Threat deck ("may not use decks such as Mission, Threat,
--    or Loot"): Successes and Misses of an exploration advance no track.
local D = require "core"

D.NEMESIS_LAYOUT = {
  A = {2, 3, 6, 7, 10, 11},
  B = {1, 2, 3, 5, 6, 7},
}
D.NEMESIS_TOKENS = {fury = 3, spawn = 2, mend = 2, calm = 2}
D.NEMESIS_TOKEN_ORDER = {"fury", "spawn", "mend", "calm"}

function D.nemesis_stage(g) return D.get(g, "stage") == "nemesis" end

-- "Final Boss. Create a single image by joining all Nemesis cards on their
-- A side"; "Prepare the Nemesis bag following the instructions on the Setup
-- card and add the indicated tokens."
function D.nemesis_setup(g)
  local layout = g:option("layout") or "A"
  local spaces = D.NEMESIS_LAYOUT[layout]
  if not spaces then error("layout: no Nemesis layout '" .. layout .. "' (A or B)") end
  D.set(g, "layout", layout)
  local parts = {}
  for _, def in ipairs(content("nemesis")) do
    if def.side == "A" then parts[def.part] = def end
  end
  for n = 1, 6 do
    local def = parts[n]
    if not def then error("the Nemesis has no part " .. n) end
    local c = D.new_card(g, "nemesis", def.id)
    g:entity_tag(c, "immovable")
    g:entity_set(c, "revealed", true)
    g:sector_place(D.grid(g), spaces[n], c)
  end
  D.sync_board(g)
  -- The Nemesis bag: the Character tokens of the Pirate Turn are set aside.
  local bag = D.get(g, "nemesis_bag")
  if not bag then
    bag = g:bag_new(g:zone_new("ld.bag", nil, "unordered"), g:zone_new("ld.bag.used", nil, "all"), "none")
    g:zone_new("ld.bag.out", nil, "all")
    D.set(g, "nemesis_bag", bag)
  end
  local aside = D.zone(g, "ld.bag.aside") or g:zone_new("ld.bag.aside", nil, "all")
  for _, zname in ipairs{"ld.bag", "ld.bag.used", "ld.bag.out"} do
    for _, t in ipairs(g:zone_list(D.zone(g, zname))) do g:zone_insert(aside, t) end
  end
  for _, kind in ipairs(D.NEMESIS_TOKEN_ORDER) do
    for _ = 1, D.NEMESIS_TOKENS[kind] do
      local t = g:entity_new("ld.nemtoken")
      g:entity_set(t, "token", kind)
      g:bag_put(bag, t)
    end
  end
  g:metric("nemesis.layout_" .. layout, 1)
end

-- The part on the board with number n (nil once it left).
function D.nemesis_part(g, n)
  for s = 1, 12 do
    local c = D.card_at(g, s)
    if c and g:entity_get(c, "ck") == "nemesis" and D.def(g, c).part == n then return c end
  end
end

-- "Whenever a token must be revealed and the bag is empty - or when
-- instructed by the Nemesis - players recover all tokens and refill the
-- bag." "they first apply their effects, and then place them in the
-- indicated space."
function D.reveal_nemesis_token(g, part)
  local bag = D.get(g, "nemesis_bag")
  if g:bag_size(bag) == 0 then
    g:bag_refill(bag)
    g:tally("nemesis.bag_refilled")
  end
  local t = g:bag_draw(bag, D.zone(g, "ld.bag.used"))
  local kind = g:entity_get(t, "token")
  g:tally("nemesis.token." .. kind)
  if kind == "fury" and part then
    g:entity_set(part, "nem.fury", (g:entity_get(part, "nem.fury") or 0) + 1)
  elseif kind == "spawn" then
    D.nemesis_spawn(g)
  elseif kind == "mend" and part then
    local d = g:entity_get(part, "damage") or 0
    g:entity_set(part, "damage", d > 2 and d - 2 or nil)
  end
  return kind
end

-- The top Raid card comes revealed into the visible Imminent Zone, in the
-- empty Sector closest to the players (none free: it stays in the deck).
function D.nemesis_spawn(g)
  local deck = D.get(g, "raid_deck")
  if g:deck_available(deck) == 0 then return end
  local grid = D.grid(g)
  for n = 1, 4 do
    local s = g:sector_by_number(grid, n)
    if not g:sector_card(grid, s) then
      local c = g:deck_draw(deck, "top", D.zone(g, "ld.hidden"))
      g:sector_place(grid, s, c)
      D.sync_board(g)
      D.reveal(g, c)
      g:tally("nemesis.spawned")
      return
    end
  end
end

-- "Nemesis cards cannot be recovered or moved on the board; instead, they
-- may be flipped. As a result, when a Nemesis card is defeated or would be
-- recovered by any effect, it is flipped instead."
function D.nemesis_flip(g, c, defeated)
  local def = D.def(g, c)
  for _, key in ipairs{"damage", "bleed", "marked", "time", "nem.fury"} do g:entity_set(c, key, nil) end
  if def.side == "A" then
    g:entity_set(c, "def", def.flip)
    local flips = (D.get(g, "nemesis_flips") or 0) + 1
    D.set(g, "nemesis_flips", flips)
    g:tally("nemesis.flipped")
    D.sync_board(g)
    local ch = D.chapter(g)
    if ch and ch.on_flip then ch.on_flip(g, c, flips) end
    return
  end
  if defeated then
    g:sector_remove(D.grid(g), c)
    g:zone_insert(D.zone(g, "ld.necropolis"), c)
    D.sync_board(g)
    g:tally("nemesis.defeated." .. def.id)
    local ch = D.chapter(g)
    if ch and ch.on_defeat then ch.on_defeat(g, c) end
  else
    -- Side B "would be recovered": it flips back to its A side.
    g:entity_set(c, "def", def.flip)
    D.sync_board(g)
  end
end

-- ---- The Nemesis Stage turn ------------------------------------------------------
-- "First Nemesis Phase, Main Phase, Second Nemesis Phase, Discard and Draw
-- Phase, Maintenance Phase".

-- "reveal the top card of the Destiny deck. Its number determines which
-- Nemesis part is activated." A part that left the board activates nothing.
step("nemesis_phase", function(g, which)
  D.set(g, "phase", "nemesis" .. which)
  local n = D.reveal_destiny(g)
  if D.get(g, "destiny_reversed") then n = 7 - n end
  local part = D.nemesis_part(g, n)
  if part then
    g:push("nemesis_activate", part)
  else
    g:tally("nemesis.activation_missed")
  end
  if which == 2 then
    for s = 1, 12 do
      local c = D.card_at(g, s)
      if c and D.range_of(g, s) == 1 and g:entity_get(c, "ck") ~= "nemesis" and g:entity_get(c, "revealed") then
        g:push("activate", c)
      end
    end
    g:push("discard")
  else
    g:push("main", 3)
  end
end)

-- "Resolve its token effects. Resolve the «Activate» timeword. The card
-- performs a Raid Attack. Reduce 1 Time counter."
step("nemesis_activate", function(g, c)
  if not D.alive(g, c) then return end
  g:tally("nemesis.activated")
  local bleed = g:entity_get(c, "bleed") or 0
  if bleed > 0 then
    g:entity_set(c, "bleed", bleed - 1)
    D.damage_card(g, c, 2, true, D.active(g))
    if D.over(g) or not D.alive(g, c) or g:entity_get(c, "damage") == nil and bleed == 0 then return end
  end
  local fury = g:entity_get(c, "nem.fury") or 0
  g:entity_set(c, "nem.fury", nil)
  local def = D.def(g, c)
  local activate = def.activate
  if not activate then
    for _, n in ipairs(def.links or {}) do
      local other = D.nemesis_part(g, n)
      if not activate and other and D.def(g, other).activate then activate = D.def(g, other).activate end
    end
  end
  if activate then activate(g, c) end
  if D.over(g) or not D.alive(g, c) then return end
  -- "their Raid Attack Range is always at the maximum".
  local value = D.attack_value(g, c) + 2 * fury
  D.raid_attack(g, value, c, def.direct)
  if D.over(g) or not D.alive(g, c) then return end
  local time = g:entity_get(c, "time")
  if time then
    time = time - 1
    g:entity_set(c, "time", time)
    if time <= 0 then D.nemesis_flip(g, c, false) end
  end
end)

return D
