-- items.lua: "Hidden Items" and the item decks. Each player secretly writes
-- down a coordinate ("Players agree on a corner to be A1"); "When any unit is
-- occupying the same tile, the Hidden Item effect is activated, and the
-- coordinate is revealed to the enemy player." The effect is the top card of
-- the scenario's item deck (the decks print only their names: every card in
-- cards/tile-tactics/items/ is designed).
local S = require "lib/state"
local B = require "lib/board"
local U = require "lib/units"

local M = {}

M.DECKS = {
  "heros-inventory", "generals-reserves", "mystics-merchandise",
  "gaias-gifts", "monkeys-paw", "deitys-deals",
}

-- What item effects may call: the rules' own helpers.
M.lib = U.lib

-- The item deck: every item of deck (or of all decks: "mixed"), face down,
-- shuffled on its own stream.
function M.setup(g, deck)
  local pile = g:zone_new("items", nil, "nobody")
  g:zone_new("used", nil, "all")
  g:zone_new("revealed", nil, "all")
  for _, def in ipairs(content("item")) do
    if deck == "mixed" or def.deck == deck then
      local e = g:entity_new("item")
      g:entity_set(e, "card", def.id)
      g:zone_insert(pile, e)
    end
  end
  g:zone_shuffle(pile, "items")
end

-- The tiles a player may hide an item on: any a unit could stand on, as
-- options labelled with the tile's name, whose values are {x =, y =} (only
-- the player hiding sees what they picked).
function M.hiding_tiles(g)
  local list = {}
  local w, h = g:grid_size(S.grid(g))
  for y = 0, h - 1 do
    for x = 0, w - 1 do
      if B.standable(g, x, y) then list[#list + 1] = {label = S.name(x, y), value = {x = x, y = y}} end
    end
  end
  return list
end

-- Player p's secret, the tile (x, y) written down: an entity in p's own zone,
-- which the other player's observation does not show.
function M.hide(g, p, x, y)
  local zone = g:zone_find("hidden." .. p) or g:zone_new("hidden." .. p, p, "owner")
  local e = g:entity_new("hidden")
  g:entity_set(e, "x", x)
  g:entity_set(e, "y", y)
  g:entity_set(e, "owner", p)
  g:zone_insert(zone, e)
  return e
end

-- The teammate nearest u (by steps, then lowest id) that the item fits.
local function nearest_fit(g, u, def)
  local x, y = S.where(g, u)
  local best, best_d
  for _, v in ipairs(S.units(g, g:entity_get(u, "team"))) do
    if v ~= u and def.fits(S.def(g, v)) then
      local vx, vy = S.where(g, v)
      local d = g:grid_distance("manhattan", x, y, vx, vy)
      if not best_d or d < best_d then best, best_d = v, d end
    end
  end
  return best
end

-- Unit u found item e: apply it, or (Hero's Inventory) hand it on.
function M.give(g, u, e)
  local def = content("item", g:entity_get(e, "card"))
  g:zone_insert(g:zone_find("used"), e)
  g:tally("item." .. def.id)
  local holder = u
  if def.fits and not def.fits(S.def(g, u)) then
    -- "If an Hero's Inventory item is not applicable to that unit, then it
    -- can go to the nearest applicable teammate as a Action on pickup."
    holder = nil
    local mate = nearest_fit(g, u, def)
    local active = S.game.get(g, "active")
    if mate and active == u and not g:entity_get(u, "acted") then
      local pick = g:choose{player = g:entity_get(u, "team"), kind = "hand-on",
                            prompt = S.label(g, u) .. " found " .. def.name .. " (" .. def.text .. ")",
                            options = {
                              {label = "give " .. def.name .. " to " .. S.label(g, mate) .. " (uses the action)",
                               value = "give"},
                              {label = "leave " .. def.name, value = "leave"}}}
      if pick == "give" then
        g:entity_set(u, "acted", true)
        holder = mate
      end
    end
  end
  if holder then
    g:entity_set(e, "holder", holder)
    g:event_emit("tt.item", holder, def.id)
    def.effect(g, holder, M.lib)
  end
end

-- A unit comes to stand on a tile: any hidden item written there goes off.
function M.reveal(g, u)
  if not S.alive(g, u) then return end
  local x, y = S.where(g, u)
  if not x then return end
  local found = {}
  local e = g:entity_next(0, "hidden")
  while e do
    if not g:entity_has_tag(e, "revealed") and g:entity_get(e, "x") == x and g:entity_get(e, "y") == y then
      found[#found + 1] = e
    end
    e = g:entity_next(e, "hidden")
  end
  for _, h in ipairs(found) do
    g:entity_tag(h, "revealed")
    g:zone_insert(g:zone_find("revealed"), h)
    g:event_emit("tt.revealed", h, x, y)
    local pile = g:zone_find("items")
    if pile and g:zone_size(pile) > 0 and S.alive(g, u) then
      M.give(g, u, g:zone_at(pile, 1))
    end
  end
end

on("unit_moved", function(g, u) M.reveal(g, u) end, 10)

return M
