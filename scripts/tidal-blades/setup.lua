-- setup.lua: Tidal Blades 2 "Setup": the scenario (map, enemies by player
-- count, health tracks, enemy decks, the reward bag, the Initiative track,
-- the Wound deck) and each hero (Nexus grid, shells, traits, health,
-- Quantum abilities, Power card, deck and hand).
--
-- Choices the rulebook leaves open (designed):
--  * One player per hero. A single player plays two heroes "two-handed,
--    with two full characters and following all standard rules" (Solo
--    Mode): Axl and Eko unless the option heroes=id,id,... names others.
--  * Heroes take the starting hexes in hero order, beginning with the lowest
--    location number (the Quick Reference), rather than choosing them.
local T = require "core"
local St = require "status"
local options = require "std/options"

local S = {}

-- ---- The map --------------------------------------------------------------------
-- A scenario's map is rows of text in odd_r offset layout (odd rows pushed
-- half a hex right), one character per hex, spaces ignored:
--   .  a normal hex         #  impassable          ~  gap       x  no hex
--   1-4 a hero starting hex (normal)
--   A-Z an enemy starting spot: scenario.spots[letter] says which enemy and
--       from which player count ({enemy=, players=3 for "3+", mutant=true
--       for always a Mutant, mutant=4 for a Mutant with 4 players})
--   a-z a special object on a normal hex: scenario.objects[letter] is a
--       resource ("fruit", "spirit", ...), {spawn = "a"} (a Spawn token),
--       {narrative = "name"} (a Narrative token, scenario.narrative[name]
--       runs when a hero enters its hex) or {crystal = health} (a Crystal)
function S.parse_map(rows)
  local cells, width = {}, 0
  for row, text in ipairs(rows) do
    local col = 0
    for ch in text:gmatch("%S") do
      cells[#cells + 1] = {col = col, row = row - 1, ch = ch}
      col = col + 1
    end
    if col > width then width = col end
  end
  return cells, width, #rows
end

local TERRAIN = {["#"] = "impassable", ["~"] = "gap", ["x"] = "void"}

function S.build_map(g, scenario)
  local cells, cols, rows = S.parse_map(scenario.map)
  local map = g:hex_map_new{layout = "odd_r", cols = cols, rows = rows}
  local terrain = {}
  for i = 1, cols * rows do terrain[i] = "void" end
  local starts, spots, objects = {}, {}, {}
  for _, c in ipairs(cells) do
    local t = TERRAIN[c.ch] or "normal"
    terrain[c.row * cols + c.col + 1] = t
    local h = g:hex_from_offset(c.col, c.row, "odd_r")
    if c.ch:match("%d") then
      starts[tonumber(c.ch)] = h
    elseif c.ch:match("%u") then
      spots[#spots + 1] = {letter = c.ch, hex = h}
    elseif c.ch:match("[a-w]") or c.ch:match("[yz]") then
      objects[#objects + 1] = {letter = c.ch, hex = h}
    end
  end
  g:hex_set_terrain_all(map, terrain)
  return map, starts, spots, objects
end

-- ---- Enemies ------------------------------------------------------------------------

-- Whether a spot's enemy appears with n heroes, and whether it is a Mutant:
-- "Circles containing a '3+' or '4' indicate that those enemies only appear
-- at those player counts"; "a circle with Mutant symbol and '4' is a normal
-- enemy that appears with 3+ players and becomes a Mutant with 4 players."
function S.spot_rule(spot, n)
  local min = spot.players or 1
  if spot.mutant == 4 and not spot.players then min = 3 end
  if n < min then return false end
  local mutant = spot.mutant == true or (spot.mutant == 4 and n >= 4)
  return true, mutant
end

-- An enemy group: its guide, its 6-card deck shuffled face down, its
-- figures on their spots ("Randomly place the enemy figures on starting
-- spots": the figure numbers 1..k are dealt to the spots at random).
function S.add_group(g, id, spots)
  local def = content("enemy", id)
  if not def then error("unknown enemy '" .. tostring(id) .. "'", 0) end
  local grp = g:entity_new("tb.group")
  g:entity_set(grp, "name", id)
  g:entity_set(grp, "label", def.plural or def.name)
  g:entity_set(grp, "level", def.initiative)
  local draw = g:zone_new("edraw." .. grp, nil, "nobody")
  local discard = g:zone_new("ediscard." .. grp, nil, "all")
  local deck = g:deck_new(draw, discard, "reshuffle")
  g:deck_set_stream(deck, "enemy")
  g:entity_set(grp, "deck", deck)
  for i = 1, #def.cards do
    local c = g:entity_new("tb.ecard")
    g:entity_set(c, "name", id)
    g:entity_set(c, "index", i)
    g:deck_put(deck, c)
  end
  g:deck_shuffle(deck)
  -- Figure numbers, dealt at random to the spots.
  local nums = {}
  for i = 1, #spots do nums[i] = i end
  for i = #nums, 2, -1 do
    local j = g:rng_range(1, i, "setup")
    nums[i], nums[j] = nums[j], nums[i]
  end
  g:entity_set_array(grp, "figures", {}, "int")
  g:entity_set(grp, "alive", 0)
  for i, spot in ipairs(spots) do S.add_figure(g, grp, nums[i], spot.mutant, spot.hex) end
  T.add(g, "groups", grp)
  return grp
end

-- A figure of group grp numbered num on hex h (or the first open hex
-- clockwise from north next to it).
function S.add_figure(g, grp, num, mutant, h)
  local def = T.enemy_def(g, grp)
  local e = g:entity_new("tb.enemy")
  g:entity_set(e, "group", grp)
  g:entity_set(e, "name", def.id)
  g:entity_set(e, "num", num)
  g:entity_set(e, "mutant", mutant or false)
  g:entity_set(e, "label", def.name .. " " .. num .. (mutant and " (Mutant)" or ""))
  -- "Place enemy health trackers for each figure at the level indicated on
  -- their enemy guide card ... Mutant enemies start with greater health."
  local start = mutant and def.mutant_health or def.health
  local hp = g:track_new{min = 0, max = T.ENEMY_MAX_HEALTH, start = start}
  g:entity_set(e, "health", hp)
  g:entity_set(e, "on", true)
  local at = T.place_near(g, e, h, 1)
  g:entity_set(e, "home.q", at.q) -- what a Territorial enemy returns to
  g:entity_set(e, "home.r", at.r)
  local figures = g:entity_get_array(grp, "figures")
  figures[#figures + 1] = e
  g:entity_set_array(grp, "figures", figures, "int")
  g:entity_set(grp, "alive", g:entity_get(grp, "alive") + 1)
  trigger(g, "tb.figure_added", e)
  return e
end

-- ---- Special objects ----------------------------------------------------------------

-- A Bomb or a Crystal (with health) on hex h (see core.lua's OBJECTS).
function S.add_object(g, kind, h, health)
  local o = g:entity_new("tb.object")
  g:entity_set(o, "kind", kind)
  g:entity_set(o, "label", kind == "bomb" and "Bomb" or "Crystal")
  if health then
    g:entity_set(o, "health", g:track_new{min = 0, max = T.ENEMY_MAX_HEALTH, start = health})
  end
  g:entity_set(o, "on", true)
  T.place(g, o, h, T.OBJECTS)
  T.add(g, "objects", o)
  return o
end

function S.remove_object(g, o)
  T.unplace(g, o)
  g:entity_set(o, "on", false)
end

-- ---- Heroes -------------------------------------------------------------------------

-- The heroes of this game, in order: the option heroes=..., or the first
-- of Axl, Eko, Dust, Caiman (two for a single player).
function S.hero_ids(g)
  local players = g:players()
  local opt = g:option("heroes")
  local ids
  if opt and opt ~= "" then
    ids = options.items((opt:gsub("%s+", ","))) -- (spaces part heroes too: "axl, eko")
  else
    ids = {}
    local all = {"axl", "eko", "dust", "caiman"}
    for i = 1, math.max(players, players == 1 and 2 or 0) do ids[i] = all[i] end
  end
  if #ids < players then error("heroes=: each of the " .. players .. " players needs a hero", 0) end
  if #ids > 4 then error("heroes=: at most 4 heroes", 0) end
  for _, id in ipairs(ids) do
    if not content("hero", id) then error("unknown hero '" .. id .. "'", 0) end
  end
  return ids
end

-- A hero and its components, for player p (Player Setup A-I).
function S.add_hero(g, id, p, order)
  local def = content("hero", id)
  local h = g:entity_new("tb.hero")
  g:entity_set(h, "name", id)
  g:entity_set(h, "label", def.name)
  g:entity_set(h, "player", p)
  g:entity_set(h, "order", order)
  -- C. Shell Shield: "Place 6 shells in the Uncharged Area".
  g:entity_set(h, "sh.u", T.SHELLS)
  g:entity_set(h, "sh.s", 0)
  g:entity_set(h, "sh.q", 0)
  -- D. Traits: "Place your Spirit and Focus tokens on their starting level
  -- (half of their max rounded down)."
  g:entity_set(h, "spirit_max", def.spirit)
  g:entity_set(h, "focus_max", def.focus)
  g:entity_set(h, "spirit", def.spirit // 2)
  g:entity_set(h, "focus", def.focus // 2)
  -- Health: three levels (Healthy, Wounded, Critical) of Resilience spaces;
  -- the tracker starts "on the rightmost open space of the topmost health
  -- track". One value per space, 0 knocked out.
  local r = def.resilience
  g:entity_set(h, "res", r)
  local hp = g:track_new{min = 0, max = 3 * r, start = 3 * r,
                         thresholds = {{name = "critical", value = 1},
                                       {name = "wounded", value = r + 1},
                                       {name = "healthy", value = 2 * r + 1}}}
  g:entity_set(h, "health", hp)
  g:entity_set(h, "fruit", 0)
  g:entity_set(h, "bolster", 0)
  g:entity_set(h, "wounds", 0)
  g:entity_set(h, "start_level", def.initiative)
  -- F. Quantum upgrades: the starting abilities and the hero's extras.
  g:entity_set_array(h, "quantum", def.quantum, "string")
  -- Zones: hand (seen by its player), deck, discard, the grid and the
  -- Initiative card space.
  -- Hand, deck and the face-down Initiative card are one pool: to the
  -- others, a card of the hero's not in sight is in any of them ("may not
  -- show the cards in their hand or the card they choose to play").
  g:zone_new("hand." .. h, p, "owner", "cards." .. h)
  local draw = g:zone_new("draw." .. h, nil, "nobody", "cards." .. h)
  local discard = g:zone_new("discard." .. h, nil, "all")
  g:zone_new("grid." .. h, nil, "all")
  g:zone_new("init." .. h, p, "owner", "cards." .. h)
  g:zone_new("shown." .. h, nil, "all")
  g:zone_new("supply." .. h, nil, "all")
  local deck = g:deck_new(draw, discard, "reshuffle")
  g:deck_set_stream(deck, "hero." .. order)
  g:entity_set(h, "deck", deck)
  -- H. Power card: "place it in the center space of your Nexus grid".
  -- I. Hero deck: shuffle the action cards and draw to hand size.
  for _, cid in ipairs(def.cards) do
    local cdef = content("card", cid)
    if not cdef then error("hero " .. id .. ": unknown card '" .. cid .. "'", 0) end
    local c = g:entity_new("tb.card")
    g:entity_set(c, "name", cid)
    g:entity_set(c, "owner", h)
    if cdef.kind == "power" and not T.slot(g, h, 5) then
      g:zone_insert(g:zone_find("grid." .. h), c)
      g:entity_set(h, "slot.5", c)
    else
      g:deck_put(deck, c)
    end
  end
  g:deck_shuffle(deck)
  T.add(g, "heroes", h)
  return h
end

-- Draws until h holds hand size (fewer when deck and discard run out).
-- "When you draw a Battle Scar from your hero deck, reveal it, and
-- immediately place it onto an empty space on your Nexus grid, then draw a
-- card."
function S.draw_up(g, h)
  local hand = g:zone_find("hand." .. h)
  local deck = g:entity_get(h, "deck")
  while g:zone_size(hand) < T.HAND and g:deck_available(deck) > 0 do
    local c = g:deck_draw(deck, "top", hand)
    if c and T.card_def(g, c).kind == "scar" then S.place_scar(g, h, c) end
  end
end

-- A Battle Scar card for hero h, shuffled into its deck by the caller (a
-- scenario option here; the campaign when the Wound track says so).
function S.add_scar(g, h, id)
  local def = content("card", id)
  if not def or def.kind ~= "scar" then error("unknown Battle Scar '" .. tostring(id) .. "'", 0) end
  local c = g:entity_new("tb.card")
  g:entity_set(c, "name", id)
  g:entity_set(c, "owner", h)
  g:deck_put(g:entity_get(h, "deck"), c)
  return c
end

-- The option scars=N: each hero's deck gets N Battle Scars dealt at random
-- from the Battle Scar deck (content kind "card", kind "scar", in id
-- order), none twice to one hero.
function S.deal_scars(g, heroes)
  local n = tonumber(g:option("scars") or "0") or 0
  if n <= 0 then return end
  local all = {}
  for _, def in ipairs(content("card")) do
    if def.kind == "scar" then all[#all + 1] = def.id end
  end
  for _, h in ipairs(heroes) do
    local left = {table.unpack(all)}
    for _ = 1, math.min(n, #left) do
      local id = table.remove(left, g:rng_range(1, #left, "setup"))
      S.add_scar(g, h, id)
    end
    g:deck_shuffle(g:entity_get(h, "deck"))
  end
end

-- Places Battle Scar c on an empty space of h's grid, the player choosing
-- which ("Full Grid": with none empty, an action card is discarded first;
-- designed: with nothing but Wounds and Scars, the Scar goes to the
-- discard).
function S.place_scar(g, h, c)
  local def = T.card_def(g, c)
  local deck = g:entity_get(h, "deck")
  local open, options = {}, {}
  for i = 1, 9 do
    if not T.slot(g, h, i) then
      open[#open + 1] = i
      options[#options + 1] = {label = "Battle Scar " .. def.name .. " on the " .. T.SPACE_NAMES[i] .. " space",
                               value = i}
    end
  end
  if #open == 0 then
    for i = 1, 9 do
      local kind = T.card_def(g, T.slot(g, h, i)).kind
      if kind ~= "wound" and kind ~= "scar" then
        open[#open + 1] = i
        options[#options + 1] = {label = "Battle Scar " .. def.name .. " on the " .. T.SPACE_NAMES[i] ..
                                         " space, discarding " .. T.card_def(g, T.slot(g, h, i)).name,
                                 value = i}
      end
    end
  end
  if #open == 0 then
    g:deck_discard(deck, c)
    return
  end
  -- (The options' values are their spaces.)
  local slot = #open == 1 and open[1] or g:choose{player = g:entity_get(h, "player"), kind = "tb.scar",
    prompt = T.label(g, h) .. ": you drew the Battle Scar " .. def.name .. ": place it on your grid",
    subject = h, options = options}
  local old = T.slot(g, h, slot)
  if old then
    St.remove(g, old)
    g:deck_discard(deck, old)
  end
  g:zone_insert(g:zone_find("grid." .. h), c)
  g:entity_set(h, "slot." .. slot, c)
  trigger(g, "tb.covered", h, slot) -- an item there is discarded (items.lua)
  T.log(g, "%s draws the Battle Scar %s and places it (%s space)", T.label(g, h), def.name, T.SPACE_NAMES[slot])
  g:tally("scar")
  S.placed(g, h, c, slot)
end

-- "WHEN PLACED: ... This ability only happens when the card is first placed
-- into your grid." Runs the card's placed hook, then every on("tb.placed")
-- subscriber (see the top of hero.lua).
function S.placed(g, h, c, slot)
  local def = T.card_def(g, c)
  if def.placed then def.placed(g, h, c, slot) end
  trigger(g, "tb.placed", h, c, slot)
end

-- ---- The scenario ---------------------------------------------------------------------

-- A zone of the scenario's board: zones outlive the entities in them, so a
-- campaign playing its next scenario reuses the (emptied) one.
function S.zone(g, name, owner, visibility)
  return g:zone_find(name) or g:zone_new(name, owner, visibility)
end

-- sc and ids default to the game's scenario and heroes (the campaign passes
-- the scenario it plays and its roster).
function S.setup(g, sc, ids)
  sc = sc or (g:scenario())
  local m = T.game.create(g)
  for _, key in ipairs{"heroes", "groups", "objects"} do g:entity_set_array(m, "list." .. key, {}, "int") end
  g:entity_set(m, "scenario", sc.id)
  g:entity_set(m, "rounds", sc.rounds or T.ROUNDS)
  g:entity_set(m, "round", 0)
  g:entity_set(m, "kills", 0)
  St.setup(g) -- G. Status tokens near the guide cards
  g:dice_new("tb.hero", T.HERO_DIE)
  g:dice_new("tb.purple", T.PURPLE)
  g:dice_new("tb.yellow", T.YELLOW)
  -- C. Map books.
  local map, starts, spots, objects = S.build_map(g, sc)
  g:entity_set(m, "map", map)
  S.zone(g, "map.tokens", nil, "all")
  ids = ids or S.hero_ids(g)
  local n = #ids
  g:entity_set(m, "heroes_n", n)
  -- D-F. Enemy figures by player count, guide cards and health tracks,
  -- shuffled enemy decks. Groups in the order the scenario lists them.
  local by_enemy, order = {}, {}
  for _, spot in ipairs(spots) do
    local rule = sc.spots[spot.letter]
    if not rule then error("scenario map: spot " .. spot.letter .. " is not described", 0) end
    local appears, mutant = S.spot_rule(rule, n)
    if appears then
      if not by_enemy[rule.enemy] then
        by_enemy[rule.enemy] = {}
        order[#order + 1] = rule.enemy
      end
      local list = by_enemy[rule.enemy]
      list[#list + 1] = {hex = spot.hex, mutant = mutant}
    end
  end
  local listed = {}
  for _, id in ipairs(sc.enemies or order) do
    if by_enemy[id] then listed[#listed + 1] = S.add_group(g, id, by_enemy[id]) end
  end
  -- H. Special objects: resources, Spawn and Narrative tokens.
  S.zone(g, "map.marks", nil, "all")
  for _, o in ipairs(objects) do
    local what = sc.objects and sc.objects[o.letter]
    if not what then error("scenario map: object " .. o.letter .. " is not described", 0) end
    if type(what) == "table" and what.crystal then
      S.add_object(g, "crystal", o.hex, what.crystal)
    elseif type(what) == "table" then
      local t = g:entity_new("tb.mark")
      g:entity_set(t, "kind", what.spawn and "spawn" or "narrative")
      g:entity_set(t, "name", what.spawn or what.narrative)
      g:entity_set(t, "q", o.hex.q)
      g:entity_set(t, "r", o.hex.r)
      g:zone_insert(g:zone_find("map.marks"), t)
    else
      local t = g:entity_new("tb.reward")
      g:entity_set(t, "type", what)
      g:entity_set(t, "q", o.hex.q)
      g:entity_set(t, "r", o.hex.r)
      g:zone_insert(g:zone_find("map.tokens"), t)
    end
  end
  -- J. Wound deck; L. the reward bag.
  local wounds = S.zone(g, "wounds", nil, "nobody")
  for _ = 1, T.WOUND_CARDS do
    local w = g:entity_new("tb.card")
    g:entity_set(w, "name", "wound")
    g:zone_insert(wounds, w)
  end
  local bag = g:bag_new(S.zone(g, "rewards", nil, "unordered"), S.zone(g, "rewards.used", nil, "all"),
                        "discard")
  g:bag_set_stream(bag, "rewards")
  for _, kind in ipairs(T.REWARDS) do
    for _ = 1, kind[2] do
      local t = g:entity_new("tb.reward")
      g:entity_set(t, "type", kind[1])
      g:bag_put(bag, t)
    end
  end
  g:entity_set(m, "bag", bag)
  -- Player setup: heroes, one per player (a single player plays two).
  local heroes = {}
  for i, id in ipairs(ids) do
    local p = (i - 1) % g:players()
    local h = S.add_hero(g, id, p, i)
    heroes[i] = h
    local start = starts[i]
    if not start then error("scenario map: no starting hex " .. i, 0) end
    T.place(g, h, start, 0)
  end
  -- I. Initiative track: heroes at their sheet's level ("+" heroes in the
  -- leftmost space), then each enemy to the right of the heroes on its
  -- level, enemies sharing a level in random order.
  local track = g:initiative_new(T.LEVELS)
  g:entity_set(m, "init", track)
  for _, h in ipairs(heroes) do
    local def = T.hero_def(g, h)
    g:initiative_place(track, h, def.initiative, def.plus and "left" or "right")
  end
  for level = 1, T.LEVELS do
    local here = {}
    for _, grp in ipairs(listed) do
      if g:entity_get(grp, "level") == level then here[#here + 1] = grp end
    end
    if #here > 0 then g:initiative_place_random(track, here, level, "setup") end
  end
  S.deal_scars(g, heroes)
  for _, h in ipairs(heroes) do S.draw_up(g, h) end
  trigger(g, "tb.setup")
  T.log(g, "%s: %d heroes against %d enemies", sc.name, n, #T.enemies_on_map(g))
end

return S
