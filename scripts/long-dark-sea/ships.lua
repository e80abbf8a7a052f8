-- ships.lua: the Raid Ships (Raid Gear, Enemy Crew): the allied Raid Gear
-- bought with the Additional Setup's XP (Drones and Orders shuffled into the
-- Raid deck, Gachadrones in the Shared Area with hidden cards by their Load
-- Value), and the Enemy Crew (cards shuffled into the Raid deck, and hidden
-- cards on the enemy ship by its Load Value, brought in by «Deploy»).
--
-- Choices the rulebook leaves open, made here (designed):
--  * Act I's Additional Setup: 30 XP of allied Raid Gear and 30 XP of Enemy
--    Crew (Act II: 45 XP of Enemy Crew); the enemy ship's Load Value is 2. The default picks are options
--    (raidgear=..., enemycrew=...), checked against those budgets.
--  * A Gachadrone's hidden cards are Loot cards left in the box after
--    "Pirate Treasures". Activating it: pay 1, 2 or 3 Titanure and roll as
--    many Raid dice; with a Success the active player gains the top hidden
--    card. It then shows Time 2, less 1 each Maintenance; at 0 it is ready.
--  * Allied Raid Gear in the Raid deck shows its own back ("ally").
--  * The enemy ship is a card (The Ashen Maw) waiting to one side of the
--    board (ld.ship.dock); its hidden Crew cards lie beneath it (the zone
--    ld.ship.enemy is the stack under the ship card). The first «Enemy
--    Beacon» brings the ship onto the board in its own Sector ("placing it
--    on the game board if it is available"); later ones, with the ship on
--    the board or sunk, deploy. Defeated, the ship goes to the Necropolis
--    and the cards beneath it sink with it (retired), as «Engulf» retires
--    "all cards beneath it".
local D = require "core"
local options = require "std/options"

D.GEAR_XP, D.ENEMY_LOAD = 30, 2
D.CREW_XP = {30, 45, 45}   -- by Act
D.DEFAULT_GEAR = "harpoon-drone,repair-drone,allied-flare"
D.DEFAULT_CREW = {"maw-boarder,maw-boarder,enemy-beacon", "maw-boarder,maw-boarder,maw-gunner,enemy-beacon",
                  "maw-boarder,maw-boarder,maw-gunner,enemy-beacon"}

-- "Players must spend the XP indicated in the Additional Setup to choose the
-- allied Raid Gear": the chosen cards wait in ld.allygear until a Raid
-- Stage setup places them (and come back there at the End of Act).
function D.choose_raid_gear(g)
  local xp = 0
  local zone = g:zone_new("ld.allygear", nil, "all")
  for _, id in ipairs(options.list(g, "raidgear", D.DEFAULT_GEAR)) do
    local def = content("raidgear", id)
    if not def then error("raidgear: no Raid Gear '" .. id .. "'") end
    xp = xp + def.xp
    g:zone_insert(zone, D.new_card(g, "raidgear", id))
  end
  if xp > D.GEAR_XP then error(string.format("raidgear: %d XP of Raid Gear, more than %d", xp, D.GEAR_XP)) end
end

-- "Depending on their type, shuffle the selected cards into the Raid deck or
-- place them in the Shared Area."
function D.setup_raid_gear(g, raid)
  if not D.zone(g, "ld.gacha") then g:zone_new("ld.gacha", nil, "nobody") end
  for _, c in ipairs(g:zone_list(D.zone(g, "ld.allygear"))) do
    local def = D.def(g, c)
    if def.shared then
      g:zone_insert(D.zone(g, "ld.shared"), c)
      -- "along with a number of hidden cards per player equal to their Load
      -- Value".
      local box = D.zone(g, "ld.box")
      for _ = 1, def.load * g:players() do
        if g:zone_size(box) > 0 then g:zone_insert(D.zone(g, "ld.gacha"), g:zone_at(box, 1)) end
      end
      g:zone_shuffle(D.zone(g, "ld.gacha"))
    else
      g:deck_put(raid, c)
    end
  end
end

-- "spend the XP indicated in the Additional Setup to choose the Enemy Crew.
-- Shuffle its cards into the Raid deck and, with the remaining cards, place
-- a number of hidden cards equal to its Load Value face down on the enemy
-- ship."
function D.setup_enemy_crew(g, raid)
  local ship = D.zone(g, "ld.ship.enemy") or g:zone_new("ld.ship.enemy", nil, "nobody")
  local pool = {}
  for _, def in ipairs(content("crew")) do
    if not def.ship then
      for _ = 1, def.copies or 1 do pool[#pool + 1] = def.id end
    end
  end
  local taken, xp = {}, 0
  for _, id in ipairs(options.list(g, "enemycrew", D.DEFAULT_CREW[D.get(g, "act")])) do
    local def = content("crew", id)
    if not def then error("enemycrew: no Crew card '" .. id .. "'") end
    local found
    for i, each in ipairs(pool) do
      if not found and not taken[i] and each == id then found = i end
    end
    if not found then error("enemycrew: no copy of '" .. id .. "' left") end
    taken[found] = true
    xp = xp + def.xp
    g:deck_put(raid, D.new_card(g, "crew", id))
  end
  local budget = D.CREW_XP[D.get(g, "act")]
  if xp > budget then error(string.format("enemycrew: %d XP of Enemy Crew, more than %d", xp, budget)) end
  for i, id in ipairs(pool) do
    if not taken[i] and content("crew", id).type == "enemy" then g:zone_insert(ship, D.new_card(g, "crew", id)) end
  end
  g:zone_shuffle(ship)
  while g:zone_size(ship) > D.ENEMY_LOAD do g:zone_remove(g:zone_at(ship, g:zone_size(ship))) end
  -- The ship card itself waits to one side of the board.
  local dock = D.zone(g, "ld.ship.dock") or g:zone_new("ld.ship.dock", nil, "all")
  local card = D.new_card(g, "crew", "ashen-maw")
  g:entity_tag(card, "immovable")
  g:zone_insert(dock, card)
  D.set(g, "enemy_ship", card)
end

-- The enemy ship's card while it waits to one side of the board (nil once
-- it came onto the board).
function D.docked_ship(g)
  local c = D.get(g, "enemy_ship")
  if c and g:zone_of(c) == D.zone(g, "ld.ship.dock") then return c end
end

-- The «Enemy Beacon»: "either placing it [the enemy ship] on the game board
-- if it is available or deploying new hidden Enemies according to its Load
-- Value."
function D.enemy_beacon(g, s)
  local ship = D.docked_ship(g)
  if ship then
    g:tally("ship.arrived")
    D.put_on_line(g, ship, s, true)
  else
    D.deploy(g, s)
  end
end

-- The closest empty Sector of the Raid Line before Sector s (toward the
-- players; the path runs from the deck's end), nil when there is none.
function D.sector_before(g, s)
  local grid = D.grid(g)
  local len, step = g:sector_path_len(grid), nil
  for i = 1, len do
    if g:sector_path_at(grid, i) == s then step = i end
  end
  for i = (step or len) + 1, len do
    local t = g:sector_path_at(grid, i)
    if not g:sector_card(grid, t) then return t end
  end
end

-- The ship is defeated or engulfed: the cards beneath it sink with it.
function D.sink_hold(g)
  local hold = D.zone(g, "ld.ship.enemy")
  for _, c in ipairs(g:zone_list(hold)) do g:deck_retire(c) end
  g:tally("ship.sunk")
end

-- «Deploy»: "Reveal the top hidden card placed under the target card (Load
-- Value)." The Enemy Beacon deploys from the enemy ship into sector s.
function D.deploy(g, s)
  local ship = D.zone(g, "ld.ship.enemy")
  if g:zone_size(ship) == 0 then
    g:tally("deploy.empty_ship")
    return
  end
  local c = g:zone_at(ship, 1)
  g:zone_remove(c)
  g:tally("deploy")
  D.put_on_line(g, c, s, true)
end

-- ---- Gachadrones ---------------------------------------------------------------

-- The Main Phase options of the Gachadrones in the Shared Area.
function D.gacha_options(g, p)
  local opts = {}
  for _, c in ipairs(g:zone_list(D.zone(g, "ld.shared"))) do
    local def = D.def(g, c)
    if def.gacha and not g:entity_get(c, "exhausted") and g:zone_size(D.zone(g, "ld.gacha")) > 0 then
      for n = 1, 3 do
        if D.resource(g, p, "titanure") >= n then
          opts[#opts + 1] = {label = string.format("Activate the %s: pay %d Titanure, roll %s",
                                                   def.name, n, D.plural(n, "Raid die")),
                             gacha = c, dice = n}
        end
      end
    end
  end
  return opts
end

-- "To activate a Gachadrone, during your turn spend the Resources indicated
-- in any of the three options on its front side and flip it. Then resolve
-- the effect on its reverse side: the greater the investment, the higher the
-- chance of success!"
function D.activate_gacha(g, p, c, n)
  local def = D.def(g, c)
  D.pay(g, p, "titanure", n)
  g:entity_set(c, "exhausted", true)
  g:entity_set(c, "time", def.time)
  g:tally("gacha.activated")
  local dice = {}
  for i = 1, n do dice[i] = g:dice_find("ld.raid") end
  local pool = g:dice_pool_new(dice)
  g:dice_pool_roll(pool, "explore")
  local success = g:dice_pool_count(pool, "success")
  g:dice_pool_free(pool)
  if success > 0 then
    local hidden = D.zone(g, "ld.gacha")
    local card = g:zone_at(hidden, 1)
    g:tally("gacha.won")
    D.gain_loot_card(g, p, card)
  end
end

return D
