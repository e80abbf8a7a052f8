-- powers.lua: Spirit Powers (core game rules): elements and thresholds,
-- range and targeting from Presence, using Power Cards and Innate Powers,
-- and the effects Powers are made of (Damage, Destroy, Fear, Defend, Push,
-- Gather, tokens, Strife, Blight), which cards call as P.<effect>(g, c, ...)
-- where c is the power's context: c.p (the player), c.land (the target
-- land), c.target (a target spirit's player), c.def (the card or innate).

-- Globals and library functions as locals, read once at load: content
-- reads a global through the frozen environment, a metamethod call each
-- time, and these are read on every decision.
local ipairs, content, type = ipairs, content, type
local min, concat, unpack, sort = math.min, table.concat, table.unpack, table.sort
local D = require "core"
local I = require "invaders"
local choose = require "std/choose"

local P = {}

-- ---- Elements ---------------------------------------------------------------------

-- p's elements: the cards in play this turn, the revealed spaces of the
-- presence tracks, and elements granted until the end of the turn. (Asked
-- whenever a power phase lists what p may use: spirit, p's si.spirit
-- entity, is passed when the caller has found it; the elements are
-- written out, one table made at once, where a loop over D.ELEMENTS would
-- read a frozen table and call ipairs for each.)
local PLAY = {} -- "play.<p>" by player, made at load
for p = 0, 3 do PLAY[p] = "play." .. p end

local function add_slots(el, slots, taken)
  for i = 1, taken + 1 do
    local slot = slots[i]
    local sel = slot and slot.el
    if type(sel) == "table" then
      for _, e in ipairs(sel) do el[e] = el[e] + 1 end
    elseif sel then
      el[sel] = el[sel] + 1
    end
  end
end

function P.elements(g, p, spirit)
  spirit = spirit or D.spirit(g, p)
  local el = {
    sun = g:entity_get(spirit, "el.sun") or 0, moon = g:entity_get(spirit, "el.moon") or 0,
    fire = g:entity_get(spirit, "el.fire") or 0, air = g:entity_get(spirit, "el.air") or 0,
    water = g:entity_get(spirit, "el.water") or 0, earth = g:entity_get(spirit, "el.earth") or 0,
    plant = g:entity_get(spirit, "el.plant") or 0, animal = g:entity_get(spirit, "el.animal") or 0,
  }
  for _, card in ipairs(g:zone_list(g:zone_find(PLAY[p] or "play." .. p))) do
    local elements = content("power", g:entity_get(card, "name")).elements
    if elements then
      for _, e in ipairs(elements) do el[e] = el[e] + 1 end
    end
  end
  local s = content("spirit", g:entity_get(spirit, "spirit"))
  add_slots(el, s.energy, g:entity_get(spirit, "etrack") or 0)
  add_slots(el, s.plays, g:entity_get(spirit, "ctrack") or 0)
  return el
end

-- Whether the elements el meet need (D.ELEMENTS, written out as above).
function P.meets(el, need)
  return (need.sun or 0) <= el.sun and (need.moon or 0) <= el.moon and (need.fire or 0) <= el.fire and
         (need.air or 0) <= el.air and (need.water or 0) <= el.water and (need.earth or 0) <= el.earth and
         (need.plant or 0) <= el.plant and (need.animal or 0) <= el.animal
end

function P.threshold(g, p, need) return P.meets(P.elements(g, p), need) end

function P.element_text(need)
  local parts = {}
  for _, e in ipairs(D.ELEMENTS) do
    if need[e] then parts[#parts + 1] = need[e] .. " " .. e end
  end
  return concat(parts, ", ")
end

-- ---- Targeting ------------------------------------------------------------------------

-- Target land filters, by name; "jungle/wetland" means either.
P.WHERE = {
  any = function() return true end,
  coastal = function(g, l) return D.coastal(g, l) end,
  inland = function(g, l) return not D.coastal(g, l) end,
  blight = function(g, l) return D.count(g, l, "blight") > 0 end,
  noblight = function(g, l) return D.count(g, l, "blight") == 0 end,
  invaders = function(g, l) return D.has_invaders(g, l) end,
  noinvaders = function(g, l) return not D.has_invaders(g, l) end,
  dahan = function(g, l) return D.any(g, l, "dahan") end,
  beasts = function(g, l) return D.count(g, l, "beasts") > 0 end,
  wilds = function(g, l) return D.count(g, l, "wilds") > 0 end,
  disease = function(g, l) return D.count(g, l, "disease") > 0 end,
  buildings = function(g, l) return D.has_buildings(g, l) end,
}

function P.where_ok(g, land, where)
  if not where or where == "any" then return true end
  -- Most filters are one name ("invaders"): asked of every land in range,
  -- they need no splitting (a pattern match costs what a dozen reads do).
  local one = P.WHERE[where]
  if one then return one(g, land) and true or false end
  for part in where:gmatch("[^/]+") do
    local f = P.WHERE[part]
    if f then
      if f(g, land) then return true end
    elseif D.terrain(g, land) == part then
      return true
    end
  end
  return false
end

-- The lands p may target with def: within def.range of p's Presence (or
-- Sacred Sites when def.from == "sacred"), matching def.where.
function P.targets(g, p, def)
  local from = D.presence_lands(g, p, def.from == "sacred")
  local range = (def.range or 0) + (D.sget(g, p, "range_bonus") or 0)
  local out = {}
  for _, l in ipairs(D.within(g, from, range)) do
    if P.where_ok(g, l, def.where) then out[#out + 1] = l end
  end
  sort(out)
  return out
end

-- Lands as options (std/choose): each labelled with the land and its
-- contents, its value the land.
function P.land_options(g, lands)
  local players = g:players()
  return choose.options(lands, function(l) return D.land_option(g, l, players) end)
end

-- The land p picks among lands (land_options). A single land is taken
-- without asking, as D.choose does, and without making its label: a land's
-- label reads all of it.
function P.choose_land(g, p, prompt, kind, lands)
  local players = g:players()
  return choose.one(g, {player = p, prompt = prompt, kind = kind, only = "take"}, lands,
                    function(l) return D.land_option(g, l, players) end)
end

-- ---- Using powers ------------------------------------------------------------------------

-- Uses def (a Power Card's or an Innate Power's definition) for p. Returns
-- false when it had no target.
function P.use(g, p, def, run)
  local c = {p = p, def = def}
  if def.target == "spirit" then
    local options = {}
    for q = 0, g:players() - 1 do options[q + 1] = {label = D.spirit_def(g, q).name, value = q} end
    D.set(g, "pending.power", def.id)
    c.target = D.choose(g, p, def.name .. ": target which Spirit?", "target_spirit", options)
  elseif def.range then
    local lands = P.targets(g, p, def)
    if #lands == 0 then
      D.log(g, "%s has no land to target", def.name)
      return false
    end
    D.set(g, "pending.power", def.id)
    D.set(g, "pending.player", p)
    c.land = P.choose_land(g, p, def.name .. ": target land", "target", lands)
    D.line(g, D.spirit_def(g, p).name .. " uses " .. def.name .. " on " .. D.name(g, c.land))
  end
  g:tally("power." .. def.id)
  run(c)
  return true
end

-- ---- Effects -----------------------------------------------------------------------------

function P.fear(g, c, n) D.fear(g, n, c.land) end

function P.defend(g, c, n, land) D.change(g, land or c.land, "defend", n) end

-- n Damage to Invaders in the land, allocated by the power's player.
function P.damage(g, c, n, land, types)
  return I.damage_invaders(g, c.p, land or c.land, n, "power", types)
end

function P.damage_each(g, c, n, land, types) I.damage_each(g, land or c.land, n, "power", types) end

-- Destroys up to n pieces of types in the land, chosen by the player.
function P.destroy(g, c, n, types, land)
  land = land or c.land
  local done = 0
  for _ = 1, n do
    local list = D.pieces_of(g, land, unpack(types))
    if #list == 0 then break end
    local picked = D.choose(g, c.p, "Destroy which piece in " .. D.name(g, land) .. "?", "destroy",
                            D.piece_options(g, list))
    D.destroy(g, picked.piece, "power")
    done = done + 1
  end
  return done
end

function P.destroy_all(g, c, types, land)
  land = land or c.land
  local n = 0
  for _, e in ipairs(D.pieces_of(g, land, unpack(types))) do
    if g:entity_exists(e) then
      D.destroy(g, e, "power")
      n = n + 1
    end
  end
  return n
end

-- Pushes up to n (exactly n when not opts.upto and enough are there)
-- pieces of types from the land to adjacent lands, each where the player
-- chooses. Returns how many moved.
function P.push(g, c, n, types, opts)
  opts = opts or {}
  local land = opts.from or c.land
  local moved = 0
  local dests = D.adjacent(g, land)
  if #dests == 0 then return 0 end
  for _ = 1, n do
    local list = D.pieces_of(g, land, unpack(types))
    if #list == 0 then break end
    local options = D.piece_options(g, list)
    if opts.upto then options[#options + 1] = {label = "Push no more", value = false} end
    D.set(g, "pending.power", c.def and c.def.id or "")
    local picked = D.choose(g, c.p, "Push from " .. D.name(g, land) .. ": which piece?", "push_piece",
                            options)
    if not picked then break end
    local piece = picked.piece
    local to = dests
    if opts.to then
      to = {}
      for _, l in ipairs(dests) do if P.where_ok(g, l, opts.to) then to[#to + 1] = l end end
      if #to == 0 then break end
    end
    D.set(g, "pending.piece", D.type(g, piece))
    local dest = P.choose_land(g, c.p, "Push " .. D.piece_label(g, piece) .. " from " .. D.name(g, land) ..
                               " to?", "push_to", to)
    D.move_piece(g, piece, dest)
    moved = moved + 1
  end
  return moved
end

-- Gathers up to n pieces of types from adjacent lands into the land.
function P.gather(g, c, n, types, opts)
  opts = opts or {}
  local land = c.land
  local moved = 0
  for _ = 1, n do
    local list, where = {}, {}
    for _, l in ipairs(D.adjacent(g, land)) do
      for _, e in ipairs(D.pieces_of(g, l, unpack(types))) do
        list[#list + 1] = e
        where[e] = l
      end
    end
    if #list == 0 then break end
    local options = D.piece_options(g, list, function(e) return " from " .. D.name(g, where[e]) end)
    if opts.upto then options[#options + 1] = {label = "Gather no more", value = false} end
    D.set(g, "pending.power", c.def and c.def.id or "")
    local picked = D.choose(g, c.p, "Gather into " .. D.name(g, land) .. ": which piece?", "gather", options)
    if not picked then break end
    D.move_piece(g, picked.piece, land)
    moved = moved + 1
  end
  return moved
end

function P.add_token(g, c, token, n, land)
  D.change(g, land or c.land, token, n or 1)
  g:tally("token." .. token, n or 1)
end

function P.remove_token(g, c, token, n, land)
  local have = D.count(g, land or c.land, token)
  n = min(n or 1, have)
  D.change(g, land or c.land, token, -n)
  return n
end

-- Adds Strife to an Invader in the land chosen by the player ("If there
-- are no Invaders, you cannot add Strife").
function P.add_strife(g, c, n, land)
  land = land or c.land
  for _ = 1, n or 1 do
    local list = D.invaders(g, land)
    if #list == 0 then return end
    local piece = D.choose(g, c.p, "Add Strife in " .. D.name(g, land) .. " to?", "strife",
                           D.piece_options(g, list)).piece
    g:entity_set(piece, "strife", (g:entity_get(piece, "strife") or 0) + 1)
    g:tally("token.strife")
    D.check_health(g)
  end
end

function P.remove_blight(g, c, land)
  return I.remove_blight(g, land or c.land)
end

-- Pushes 1 Blight from the land to an adjacent land of the player's
-- choice: "Moving Blight does not destroy Presence or trigger Blight
-- cascade", and it never touches the Blight Card.
function P.push_blight(g, c, land)
  land = land or c.land
  if D.count(g, land, "blight") == 0 then return false end
  local dests = D.adjacent(g, land)
  if #dests == 0 then return false end
  local to = P.choose_land(g, c.p, "Push Blight from " .. D.name(g, land) .. " to?", "push_blight", dests)
  D.change(g, land, "blight", -1)
  I.add_blight(g, to, {move = true})
  return true
end

function P.add_dahan(g, c, n, land) D.add_dahan(g, land or c.land, n) end

-- Invaders in the land skip an action this turn ("ravage", "build",
-- "explore").
function P.skip(g, c, action, land) g:entity_set(land or c.land, "mod.skip_" .. action, true) end

function P.gain_energy(g, c, n, who) D.sadd(g, who or c.p, "energy", n) end

-- The Dahan in the land deal Damage: 2 each (times mult).
function P.dahan_attack(g, c, mult, land)
  land = land or c.land
  local n = D.n(g, land, "dahan") * D.DAHAN.damage * (mult or 1)
  if n > 0 then I.damage_invaders(g, c.p, land, n, "dahan") end
end

return P
