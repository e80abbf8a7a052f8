-- invaders.lua: the Invaders (core game rules): the Invader Deck by Stages,
-- Explore, Build and Ravage with the expansion's Wilds, Disease and Strife,
-- Damage to Invaders, to the Dahan and to the land, the Dahan fighting back,
-- Blight, the Blight Card and cascades.

-- Globals and library functions as locals, read once at load: content
-- reads a global through the frozen environment, a metamethod call each
-- time, and these are read on every decision.
local ipairs, content = ipairs, content
local min, max, unpack = math.min, math.max, table.unpack
local D = require "core"

local I = {}

local LAND = {kind = "land"} -- a region filter (read only)

-- ---- The Invader Deck ---------------------------------------------------------
-- Stage I: one card per terrain; Stage II: one per terrain with the
-- Escalation icon, and Coastal Lands; Stage III: each pair of terrains.
-- Setup removes one card of each Stage at random: 3 + 4 + 5 = 12 cards.
I.CARDS = {
  {stage = 1, t1 = "jungle"}, {stage = 1, t1 = "mountain"}, {stage = 1, t1 = "sands"},
  {stage = 1, t1 = "wetland"},
  {stage = 2, t1 = "jungle", esc = true}, {stage = 2, t1 = "mountain", esc = true},
  {stage = 2, t1 = "sands", esc = true}, {stage = 2, t1 = "wetland", esc = true},
  {stage = 2, t1 = "coastal"},
  {stage = 3, t1 = "jungle", t2 = "mountain"}, {stage = 3, t1 = "jungle", t2 = "sands"},
  {stage = 3, t1 = "jungle", t2 = "wetland"}, {stage = 3, t1 = "mountain", t2 = "sands"},
  {stage = 3, t1 = "mountain", t2 = "wetland"}, {stage = 3, t1 = "sands", t2 = "wetland"},
}

local ROMAN = {"I", "II", "III"}
I.ROMAN = ROMAN

function I.card_label(g, c)
  local t1, t2 = g:entity_get(c, "t1"), g:entity_get(c, "t2")
  local s = ROMAN[g:entity_get(c, "stage")] .. " " .. D.cap(t1)
  if t2 then s = s .. "+" .. D.cap(t2) end
  if g:entity_get(c, "esc") then s = s .. "*" end
  return s
end

-- Builds the Invader Deck: each Stage shuffled, one removed from each
-- (remove = {n1, n2, n3} overrides how many), Stage I on top.
function I.new_deck(g, remove)
  remove = remove or {1, 1, 1}
  local deck = g:zone_find("invader.deck")
  for stage = 1, 3 do
    local stack = g:zone_new("invader.stage" .. stage, nil, "nobody")
    for _, def in ipairs(I.CARDS) do
      if def.stage == stage then
        local c = g:entity_new("si.card")
        g:entity_set(c, "name", "invader")
        g:entity_set(c, "stage", stage)
        g:entity_set(c, "t1", def.t1)
        if def.t2 then g:entity_set(c, "t2", def.t2) end
        if def.esc then g:entity_set(c, "esc", true) end
        g:zone_insert(stack, c)
      end
    end
    g:zone_shuffle(stack)
    for _ = 1, remove[stage] do g:entity_free(g:zone_at(stack, 1)) end
    for _, c in ipairs(g:zone_list(stack)) do g:zone_insert(deck, c) end
  end
end

-- The Invader Stage: the Stage of the top card of the Invader Deck (III
-- once it is empty).
function I.stage(g)
  local top = g:zone_at(g:zone_find("invader.deck"), 1)
  if not top then return 3 end
  local s = g:entity_get(top, "stage")
  if s == 3 and g:entity_get(top, "early3") then s = 2 end
  return s
end

-- Whether an Invader card names land.
function I.matches(g, card, land)
  local t1, t2 = g:entity_get(card, "t1"), g:entity_get(card, "t2")
  if t1 == "coastal" then return D.coastal(g, land) end
  local t = D.terrain(g, land)
  return t == t1 or t == t2
end

-- (The card is read once for all the lands: each Invader action asks.)
function I.card_lands(g, card)
  local t1, t2 = g:entity_get(card, "t1"), g:entity_get(card, "t2")
  local out = {}
  for _, l in ipairs(D.lands(g)) do
    local named
    if t1 == "coastal" then
      named = D.coastal(g, l)
    else
      local t = D.terrain(g, l)
      named = t == t1 or t == t2
    end
    if named then out[#out + 1] = l end
  end
  return out
end

-- ---- Blight -------------------------------------------------------------------------

local function blight_def(g)
  local c = D.get(g, "blightcard")
  return c and content("blight", g:entity_get(c, "name"))
end
I.blight_def = blight_def

-- Takes one Blight from the Blight Card. When the Healthy Island side is
-- empty the card flips to Blighted Island and gets its Blight per player;
-- "If there is ever NO Blight here, players lose."
function I.take_blight(g)
  local n = (D.get(g, "blight") or 0) - 1
  D.set(g, "blight", n)
  if n > 0 then return end
  if D.get(g, "healthy") then
    local def = blight_def(g)
    -- Solo play: "Blight Cards which have only 2 Blight per player on the
    -- Blighted Island side can be especially nasty when playing solo. If
    -- you get one of them in a single-player game, you may choose to draw a
    -- random replacement from among the unused Blight Cards."
    if g:players() == 1 and def.blighted <= 2 then
      local redraw = D.choose(g, 0, def.name .. " has only 2 Blight per player: draw a replacement?",
                              "blight_redraw", {{label = "Keep " .. def.name, value = false},
                                                {label = "Draw a random replacement", value = true}}, true)
      if redraw then
        local others = {}
        for _, d in ipairs(content("blight")) do
          if d.id ~= def.id then others[#others + 1] = d end
        end
        def = others[g:rng_below(#others) + 1]
        g:entity_set(D.get(g, "blightcard"), "name", def.id)
        g:tally("blight.redrawn")
      end
    end
    D.set(g, "healthy", false)
    D.set(g, "blight", def.blighted * g:players())
    D.log(g, "The island is Blighted: %s", def.name)
    g:tally("blighted_island")
    D.trigger(g, "flip")
    if def.flip then def.flip(g) end
  else
    D.finish(g, false, "blight")
  end
end

-- Returns one Blight to the Blight Card (France's Slow-healing Ecosystem
-- sets it aside first).
function I.return_blight(g)
  if D.trigger(g, "blight_returned") > 0 and D.get(g, "blight_diverted") then
    D.set(g, "blight_diverted", false)
    return
  end
  D.add(g, "blight", 1)
end

-- Adds Blight to land (opts.cascade = false: no cascade; opts.move: moved
-- Blight, which neither destroys Presence nor cascades). In order: take it
-- from the Blight Card, destroy 1 Presence of each Spirit there, and when
-- the land already had Blight, cascade into an adjacent land.
function I.add_blight(g, land, opts)
  opts = opts or {}
  local had = D.count(g, land, "blight") > 0
  if not opts.move then I.take_blight(g) end
  D.change(g, land, "blight", 1)
  g:tally("blight.added")
  D.line(g, "Blight added to " .. D.name(g, land))
  if opts.move then return end
  for p = 0, g:players() - 1 do
    if D.presence(g, land, p) > 0 then D.destroy_presence(g, land, p, 1) end
  end
  D.trigger(g, "blight_added", land)
  if had and opts.cascade ~= false then
    local adj = D.adjacent(g, land)
    if #adj > 0 then
      local into = adj[1] -- a single land is taken without asking (nor labelling it)
      if #adj > 1 then
        local options, players = {}, g:players()
        for k, l in ipairs(adj) do
          options[k] = {label = D.label(g, l) .. ": " .. D.summary(g, l, players), value = l}
        end
        into = D.choose(g, D.decider(g, land), "Blight cascades from " .. D.name(g, land) ..
                        ": into which land?", "cascade", options)
      end
      g:tally("blight.cascade")
      I.add_blight(g, into, opts)
    end
  end
end

-- Removes one Blight from land back to the Blight Card; false when none.
function I.remove_blight(g, land)
  if D.count(g, land, "blight") == 0 then return false end
  D.change(g, land, "blight", -1)
  I.return_blight(g)
  return true
end

-- ---- Damage ---------------------------------------------------------------------------

-- Damage to Invaders chosen by player p (Spirit Powers and the Dahan
-- fighting back): amount Damage among the Invaders of land (types limits
-- them). The player picks a piece; it takes Damage until destroyed or the
-- Damage runs out (designed: one pick per piece, not per point). When the
-- Damage destroys them all, no choice is asked. Returns Damage dealt.
function I.damage_invaders(g, p, land, amount, cause, types)
  local dealt = 0
  types = types or {"invader"}
  while amount > 0 do
    local inv = D.pieces_of(g, land, unpack(types))
    if #inv == 0 then break end
    local total = 0
    for _, e in ipairs(inv) do total = total + D.left(g, e) end
    local piece
    if total <= amount then
      piece = inv[1]
    else
      -- (One option per group of like pieces: type, Damage, Strife.)
      D.set(g, "pending.damage", amount)
      piece = D.choose(g, p, amount .. " Damage in " .. D.name(g, land) .. ": to which Invader?", "damage",
                       D.piece_options(g, inv)).piece
    end
    local hit = min(D.left(g, piece), amount)
    amount = amount - hit
    dealt = dealt + hit
    D.damage_piece(g, piece, hit, cause)
  end
  return dealt
end

-- Damage to each Invader (of types) in land.
function I.damage_each(g, land, amount, cause, types)
  for _, e in ipairs(D.pieces_of(g, land, unpack(types or {"invader"}))) do
    D.damage_piece(g, e, amount, cause)
  end
end

-- Damage to the Dahan by Invaders or Events: "you must destroy Dahan as
-- efficiently as possible": wounded Dahan first, then whole ones; what is
-- left over wounds one more. Returns how many were destroyed.
function I.damage_dahan(g, land, amount, cause)
  local killed = 0
  while amount > 0 do
    local best, bestleft
    for _, e in ipairs(D.pieces_of(g, land, "dahan")) do
      local left = D.left(g, e)
      if not best or left < bestleft then best, bestleft = e, left end
    end
    if not best then break end
    local hit = min(bestleft, amount)
    amount = amount - hit
    if D.damage_piece(g, best, hit, cause) then killed = killed + 1 end
  end
  return killed
end

-- ---- Ravage ----------------------------------------------------------------------------

-- The Damage each Invader does: printed, then its individual modifiers,
-- then Strife ("Strife applies after all other modifiers to an individual
-- Invader's Damage"): an Invader with Strife deals exactly 0.
local DAMAGE_MOD = {explorer = "mod.damage.explorer", town = "mod.damage.town", city = "mod.damage.city"}

-- game: the game entity, when the caller has found it.
function I.invader_damage(g, piece, game)
  local t = D.type(g, piece)
  if (g:entity_get(piece, "strife") or 0) > 0 then return 0 end
  local d = D.INVADERS[t].damage + (g:entity_get(game or D.game(g), DAMAGE_MOD[t]) or 0)
  if d < 0 then d = 0 end
  return d
end

-- Defend in land, land-wide: the land's own, every land's, and Canny
-- Defense's 1 per Dahan.
function I.defend(g, land, game)
  game = game or D.game(g)
  return D.count(g, land, "defend") + (g:entity_get(game, "mod.defend_all") or 0) +
         (g:entity_get(game, "mod.defend_per_dahan") or 0) * D.n(g, land, "dahan")
end

-- Whether an Invader Action is skipped in land: "do not <action>" stops
-- every one; "skip the normal <action>" stops only the normal one, caused
-- by an Invader Card on the Invader Board, not an extra one (Events, Fear,
-- Powers, the Adversary).
-- (Asked of every land an Invader card names: the keys are made at load
-- and the game entity found once.)
local SKIP, SKIP_NORMAL = {}, {}
for _, a in ipairs{"ravage", "build", "explore"} do
  SKIP[a], SKIP_NORMAL[a] = "mod.skip_" .. a, "mod.skip_normal_" .. a
end

function I.skipped(g, land, action, normal, game)
  game = game or D.game(g)
  local key = SKIP[action] or "mod.skip_" .. action
  if g:entity_get(land, key) or g:entity_get(game, key) then return true end
  key = SKIP_NORMAL[action] or "mod.skip_normal_" .. action
  return normal == true and (g:entity_get(land, key) or g:entity_get(game, key)) and true or false
end

-- Whether land Ravages at all (skipped Ravages leave the Dahan complacent);
-- normal: the Ravage comes from an Invader Card.
function I.ravages(g, land, normal, game)
  if not D.has_invaders(g, land) then return false end
  game = game or D.game(g)
  if I.skipped(g, land, "ravage", normal, game) then return false end
  if g:entity_get(game, "mod.no_ravage_beasts") and D.count(g, land, "beasts") > 0 then return false end
  return true
end

-- A Ravage in land (core rules, with Strife): the Invaders' Damage is added
-- up (individual modifiers, Strife), then land-wide modifiers (Fearful
-- Mobs, Defend); that Damage hits the land (2 or more: Blight) and the
-- Dahan (destroyed efficiently); Strife used comes off; then the surviving
-- Dahan fight back, 2 Damage each, even when the Invaders did 0.
-- (The game entity is found once for the effects read here.)
function I.ravage(g, land, opts)
  local game = D.game(g)
  if not I.ravages(g, land, opts and opts.normal, game) then return false end
  local name = D.name(g, land)
  local invaders = D.invaders(g, land)
  local total, strifed = 0, {}
  for _, e in ipairs(invaders) do
    total = total + I.invader_damage(g, e, game)
    if (g:entity_get(e, "strife") or 0) > 0 then strifed[#strifed + 1] = e end
  end
  if g:entity_get(game, "mod.fearful_mobs") and #invaders >= 3 then total = total + 3 end
  total = max(0, total - I.defend(g, land, game))
  D.line(g, "Ravage in " .. name .. ": " .. total .. " Damage")
  g:tally("ravage")
  -- The land.
  if total >= 2 and not g:entity_get(land, "mod.no_blight") and not g:entity_get(game, "mod.no_blight_ravage") then
    I.add_blight(g, land)
  end
  -- The Dahan.
  local killed = I.damage_dahan(g, land, total, "invaders")
  if killed > 0 then D.line(g, killed .. " Dahan destroyed in " .. name) end
  -- Strife is removed when the Damage it affects is dealt.
  for _, e in ipairs(strifed) do
    if g:entity_exists(e) then g:entity_set(e, "strife", g:entity_get(e, "strife") - 1) end
  end
  -- The Dahan fight back.
  if not g:entity_get(game, "mod.dahan_no_fight") then
    local dahan = D.n(g, land, "dahan")
    if dahan > 0 and D.has_invaders(g, land) then
      local dmg = dahan * D.DAHAN.damage
      D.line(g, "The Dahan in " .. name .. " fight back: " .. dmg .. " Damage")
      I.damage_invaders(g, D.decider(g, land), land, dmg, "dahan")
    end
  end
  D.trigger(g, "ravaged", land)
  return true
end

-- ---- Build ------------------------------------------------------------------------------

-- A Build in land (opts.normal: from an Invader Card): only where Invaders are; Disease stops it and is
-- removed; a Town where Towns do not outnumber Cities, else a City.
function I.build(g, land, opts)
  opts = opts or {}
  if not D.has_invaders(g, land) then return false end
  if I.skipped(g, land, "build", opts.normal) then return false end
  if D.count(g, land, "disease") > 0 then
    D.change(g, land, "disease", -1)
    D.log(g, "Disease stops the Build in %s", D.name(g, land))
    g:tally("disease.stopped_build")
    return false
  end
  local t = opts.type
  if not t then t = D.n(g, land, "town") > D.n(g, land, "city") and "city" or "town" end
  D.add_invader(g, land, t)
  D.line(g, "Build in " .. D.name(g, land) .. ": a " .. D.INVADERS[t].name)
  g:tally("build." .. t)
  D.trigger(g, "built", land, t)
  return true
end

-- ---- Explore ------------------------------------------------------------------------------

-- Whether land would be explored: within distance (1, or more with
-- Distant Exploration) of a Town, a City or the Ocean (a land with a Town
-- or City explores itself).
function I.explorable(g, land, distance)
  distance = distance or 1
  if D.has_buildings(g, land) then return true end
  -- At distance 1 (no Distant Exploration) the regions within reach are
  -- the land and its neighbours: region_neighbors lists those for a
  -- fraction of region_within's cost (which searches paths; ~14K machine
  -- instructions a call), and only whether one qualifies is asked.
  local near = distance == 1 and g:region_neighbors(land) or g:region_within(land, distance, nil, LAND)
  for _, r in ipairs(near) do
    if g:entity_kind(r) == "ocean" then return true end
    if r ~= land and D.has_buildings(g, r) then return true end
  end
  return false
end

-- Invaders Explore into land: Wilds stop it and one is removed; otherwise
-- an Explorer (and France's Frontier Explorers may add another).
function I.explore_into(g, land, opts)
  if I.skipped(g, land, "explore", opts and opts.normal) then return false end
  if D.count(g, land, "wilds") > 0 then
    D.change(g, land, "wilds", -1)
    D.log(g, "Wilds stop the Explore in %s", D.name(g, land))
    g:tally("wilds.stopped_explore")
    return false
  end
  local had_buildings = D.has_buildings(g, land)
  D.add_invader(g, land, "explorer")
  g:tally("explore")
  D.trigger(g, "explored", land, had_buildings)
  return true
end

-- Explore for card: the lands it names that would be explored are found
-- first, then each gets its Explorer.
function I.explore_card(g, card)
  local distance = 1 + (D.get(g, "mod.explore_distance") or 0)
  local targets = {}
  for _, l in ipairs(I.card_lands(g, card)) do
    if I.explorable(g, l, distance) then targets[#targets + 1] = l end
  end
  for _, l in ipairs(targets) do I.explore_into(g, l, {normal = true}) end
  D.line(g, "Explore " .. I.card_label(g, card) .. ": " .. #targets .. " lands")
end

function I.build_card(g, card)
  local targets = {}
  for _, l in ipairs(I.card_lands(g, card)) do
    if D.has_invaders(g, l) then targets[#targets + 1] = l end
  end
  for _, l in ipairs(targets) do I.build(g, l, {normal = true}) end
end

function I.ravage_card(g, card)
  for _, l in ipairs(I.card_lands(g, card)) do I.ravage(g, l, {normal = true}) end
end

return I
