-- difficulty.lua: Tidal Blades 2 "Difficulty Modifiers" and "Persistent
-- Difficulty (Optional)": the eight difficulty modifier cards (Mysterious
-- Power on one half, Citadel Aid on the other; cards/tidal-blades/difficulty,
-- designed contents), applied at the start of the scenario, and the
-- Difficulty Table read at its end.
--
-- Scenario options:
--   difficulty=N   Persistent Difficulty level, -4..+4: "Draw a number of
--                  cards equal to your difficulty level ... If it's
--                  negative, apply the Citadel Aid effect from each. If it's
--                  positive, apply one Mysterious Power to each non-boss
--                  enemy in the order they are listed ... Each enemy has a
--                  limit of 2 Mysterious Power cards. For each card that
--                  cannot be applied, each hero loses one health."
--   modifier=power|aid  the standard one-card modifier earned in the
--                  previous scenario: a Mysterious Power "under the enemy
--                  guide card of the first enemy listed", or a Citadel Aid.
-- At the end the metric difficulty_next says what the Difficulty Table
-- gives the next scenario (+1 a Mysterious Power, -1 Citadel Aid, 0 none),
-- which is also the Persistent Difficulty adjustment.
--
-- State: each enemy group's array "powers" (difficulty card numbers);
-- zone difficulty (the shuffled deck) and difficulty.used.
--
-- Choices the rulebook leaves open (designed): the cards' contents; Citadel
-- Aid resolves at setup; a health power also raises figures added later;
-- the Difficulty Table counts a knocked out hero as one extra Wound (the
-- chapter: "Each knocked out hero at the end of the scenario counts as one
-- extra Wound"; the Quick Reference's "equivalent to 3 Wounds" reads as the
-- Wounds a hero takes on the way to a knock-out plus that one).
--
-- A campaign (campaign.lua) applies the modifier it carries with D.apply.
local T = require "core"
local C = require "combat"

local D = {}

D.LIMIT = 2 -- "Each enemy has a limit of 2 Mysterious Power cards."
D.MAX_LEVEL = 4 -- "The maximum difficulty level is 4 in either direction."

-- "Mysterious Power / Citadel Aid" thresholds by hero count: the most Wounds
-- for a Mysterious Power, the fewest for Citadel Aid.
D.TABLE = {[1] = {1, 4}, [2] = {1, 4}, [3] = {2, 5}, [4] = {3, 7}}
D.KO_WOUNDS = 1

function D.level(g)
  local opt = g:option("difficulty")
  if not opt or opt == "" then return 0 end
  local n = math.tointeger(tonumber(opt))
  if not n or math.abs(n) > D.MAX_LEVEL then error("difficulty=: a whole number from -4 to 4", 0) end
  return n
end

-- The difficulty card numbers on group grp (tagged "powered" once it has one).
local function powers(g, grp)
  if not g:entity_has_tag(grp, "powered") then return {} end
  return g:entity_get_array(grp, "powers")
end

local function def_of(g, c) return content("difficulty", g:entity_get(c, "name")) end

-- The difficulty deck, shuffled on its own stream.
local function deck(g)
  -- Found again in a campaign's later scenarios (its cards went with the board).
  local draw = g:zone_find("difficulty") or g:zone_new("difficulty", nil, "nobody")
  if not g:zone_find("difficulty.used") then g:zone_new("difficulty.used", nil, "all") end
  for _, def in ipairs(content("difficulty")) do
    local c = g:entity_new("tb.difficulty")
    g:entity_set(c, "name", def.id)
    g:zone_insert(draw, c)
  end
  g:zone_shuffle(draw, "difficulty")
  return draw
end

local function draw_card(g, zone)
  local c = g:zone_at(zone, 1)
  if c then g:zone_insert(g:zone_find("difficulty.used"), c) end
  return c
end

-- Citadel Aid: each hero gains what the card says.
function D.aid(g, c)
  local fx = def_of(g, c).aid.effect
  for _, h in ipairs(T.heroes(g)) do
    if fx.fruit then g:entity_set(h, "fruit", g:entity_get(h, "fruit") + fx.fruit) end
    for _, trait in ipairs{"spirit", "focus"} do
      if fx[trait] then
        g:entity_set(h, trait, math.min(g:entity_get(h, trait .. "_max"), g:entity_get(h, trait) + fx[trait]))
      end
    end
    if fx.reservoir then C.charge(g, h, "reservoir", fx.reservoir) end
    if fx.shield then C.charge(g, h, "shield", fx.shield) end
    if fx.bolster then g:entity_set(h, "bolster", g:entity_get(h, "bolster") + fx.bolster) end
  end
  T.log(g, "Citadel Aid: %s (%s)", def_of(g, c).aid.name, fx.text)
  g:tally("citadel_aid")
end

-- A Mysterious Power on enemy group grp.
function D.power(g, grp, c)
  local list = powers(g, grp)
  list[#list + 1] = def_of(g, c).number
  g:entity_set_array(grp, "powers", list, "int")
  g:entity_tag(grp, "powered")
  local fx = def_of(g, c).power.effect
  if fx.health then
    for _, e in ipairs(T.figures(g, grp)) do g:track_add(g:entity_get(e, "health"), fx.health) end
  end
  T.log(g, "Mysterious Power on the %s: %s (%s)", T.token_label(g, grp), def_of(g, c).power.name, fx.text)
  g:tally("mysterious_power")
end

-- The power effects on group grp, in the order gained.
function D.effects(g, grp)
  local list = {}
  for _, n in ipairs(powers(g, grp)) do
    for _, def in ipairs(content("difficulty")) do
      if def.number == n then list[#list + 1] = def.power.effect end
    end
  end
  return list
end

-- Applies Persistent Difficulty level and the one-card modifier ("power",
-- "aid" or nil) to the scenario just set up.
function D.apply(g, level, modifier)
  if level == 0 and not modifier then return end
  T.game.set(g, "difficulty", level)
  local zone = deck(g)
  local groups = {}
  for _, grp in ipairs(T.groups(g)) do
    if not T.enemy_def(g, grp).boss then groups[#groups + 1] = grp end
  end
  if modifier == "aid" then
    D.aid(g, draw_card(g, zone))
  elseif modifier == "power" then
    if groups[1] then D.power(g, groups[1], draw_card(g, zone)) end
  elseif modifier and modifier ~= "" then
    error("modifier=: power or aid", 0)
  end
  if level < 0 then
    for _ = 1, -level do
      local c = draw_card(g, zone)
      if c then D.aid(g, c) end
    end
  elseif level > 0 then
    -- One to each non-boss enemy in the listed order, round and round,
    -- while any has room.
    local i = 0
    for _ = 1, level do
      local c = draw_card(g, zone)
      if not c then break end
      local placed = false
      for _ = 1, #groups do
        i = i % #groups + 1
        local grp = groups[i]
        if #powers(g, grp) < D.LIMIT then
          D.power(g, grp, c)
          placed = true
          break
        end
      end
      if not placed then
        T.log(g, "A Mysterious Power finds no enemy: every hero loses 1 health")
        for _, h in ipairs(T.heroes(g)) do C.lose_health(g, h, 1) end
      end
    end
  end
end

function D.setup(g) D.apply(g, D.level(g), g:option("modifier")) end

on("tb.setup", function(g) D.setup(g) end)

-- A figure added later (a spawn) gets its group's health powers.
on("tb.figure_added", function(g, e)
  local grp = g:entity_get(e, "group")
  for _, fx in ipairs(D.effects(g, grp)) do
    if fx.health then g:track_add(g:entity_get(e, "health"), fx.health) end
  end
end)

-- The powers on an enemy's attack.
on("tb.enemy_spec", function(g, e, spec)
  local grp = g:entity_get(e, "group")
  if not grp then return end
  for _, fx in ipairs(D.effects(g, grp)) do
    if fx.attack then spec.attack = (spec.attack or 0) + fx.attack end
    if fx.range and spec.range then spec.range = spec.range + fx.range end
    if fx.targets then spec.targets = (spec.targets or 1) + fx.targets end
    if fx.pierce then spec.pierce = true end
    if fx.tide_damage or fx.tide_status then
      local tide = {}
      for k, v in pairs(spec.tide or {}) do tide[k] = v end
      if fx.tide_damage then tide.damage = (tide.damage or 0) + fx.tide_damage end
      if fx.tide_status and not tide.status then tide.status = fx.tide_status end
      spec.tide = tide
    end
  end
end)

-- The Difficulty Table at the end of the scenario for n heroes: +1 a
-- Mysterious Power next time, -1 Citadel Aid, 0 neither ("If you fail a
-- scenario you automatically receive Citadel Aid").
function D.next(n, success, wounds, kos)
  local total = wounds + D.KO_WOUNDS * kos
  local row = D.TABLE[n] or D.TABLE[4]
  if not success or total >= row[2] then return -1 end
  if total <= row[1] then return 1 end
  return 0
end

on("tb.finishing", function(g, success, wounds, kos)
  g:metric("difficulty_next", D.next(T.game.get(g, "heroes_n"), success, wounds, kos))
end)

return D
