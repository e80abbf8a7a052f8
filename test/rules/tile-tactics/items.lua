-- Rulebook "Hidden Items" and the item decks ("Hero's Inventory" and the
-- others, whose cards are designed).
local T = dofile(ROOT .. "/test/fixtures/tile-tactics/helpers.lua")

local function hidden_game(units, deck)
  return T.game("test-flat", units, {scenario = "hidden-items", options = {items = deck}})
end

-- Both players write down a coordinate at once.
local function hide(g, at0, at1)
  local d = g:decision()
  eq(d.kind, "hide")
  eq(#d.players, 2, "both players hide at once")
  local function index(at)
    for i, o in ipairs(d.options) do if o == at then return i end end
    error("no tile " .. at)
  end
  g:answer_as(0, index(at0))
  g:answer_as(1, index(at1))
  g:run()
end

-- Puts the item card named on top of the item deck (a test's stacked deck).
local function stack(g, card)
  local pile = g:zone_find("items")
  for _, e in ipairs(g:zone_list(pile)) do
    if g:entity_get(e, "card") == card then
      g:zone_insert(pile, e, 1)
      return e
    end
  end
  error("no card " .. card)
end

-- "The player creating the Hidden Item writes the target coordinate on a
-- piece of paper and folds it."
test("a hidden item is its owner's secret", function()
  local g = hidden_game("samurai/0/A1,archer/1/G7", "generals-reserves")
  hide(g, "C3", "E5")
  for p = 0, 1 do
    local zone = g:zone_find("hidden." .. p)
    local _, owner, visibility = g:zone_info(zone)
    eq(owner, p, "the writer owns it")
    eq(visibility, "owner", "only the writer sees it")
    local e = g:zone_list(zone)[1]
    eq(g:entity_get(e, "x"), p == 0 and 2 or 4)
  end
  eq(g:zone_size(g:zone_find("items")), 4, "the General's Reserves, face down")
  local _, _, vis = g:zone_info(g:zone_find("items"))
  eq(vis, "nobody")
end)

-- "When any unit is occupying the same tile, the Hidden Item effect is
-- activated, and the coordinate is revealed to the enemy player."
test("a unit stopping on the tile reveals the item and gets it", function()
  local g = hidden_game("samurai/0/A1,archer/1/G7", "generals-reserves")
  hide(g, "G4", "C2")
  local card = stack(g, "war-banner")
  T.pick(g, "activate Samurai A1")
  T.pick(g, "move to C2")
  local h = g:zone_list(g:zone_find("revealed"))[1]
  ok(h, "revealed")
  eq(g:entity_get(h, "owner"), 1, "player 1's item")
  eq(g:zone_of(card), g:zone_find("used"))
  local s = T.unit(g, "Samurai", 0)
  eq(g:entity_get(card, "holder"), s)
  eq(g:entity_get(s, "bonus.attack"), 1, "War Banner: +1 Attack")
  eq(g:zone_size(g:zone_find("hidden.0")), 1, "player 0's item still hidden")
end)

test("passing over the tile does not set it off", function()
  local g = hidden_game("samurai/0/A1,archer/1/G7", "generals-reserves")
  hide(g, "G4", "B1")
  T.pick(g, "activate Samurai A1")
  T.pick(g, "move to C1")
  eq(g:zone_size(g:zone_find("revealed")), 0)
end)

-- "Health cannot exceed the unit's maximum value unless specified by
-- abilities": the Elixir of Vigor says so.
test("Mystic's Merchandise: the Elixir of Vigor goes beyond the maximum", function()
  local g = hidden_game("samurai/0/A1,archer/1/G7", "mystics-merchandise")
  hide(g, "G4", "B1")
  stack(g, "elixir-of-vigor")
  T.pick(g, "activate Samurai A1")
  T.pick(g, "move to B1")
  eq(T.hp(g, T.unit(g, "Samurai", 0)), 8, "6 + 2")
end)

-- "If an Hero's Inventory item is not applicable to that unit, then it can
-- go to the nearest applicable teammate as a Action on pickup."
test("Hero's Inventory: handed to the nearest teammate who can use it, as the action", function()
  local g = hidden_game("samurai/0/A1,archer/0/E1,archer/0/B3,archer/1/G7", "heros-inventory")
  hide(g, "G4", "B1")
  stack(g, "longbow")
  T.pick(g, "activate Samurai A1")
  T.pick(g, "move to B1")
  eq(g:decision().kind, "hand-on")
  ok(T.has(g, "leave Longbow"), "or leave it")
  T.pick(g, "give Longbow to Archer 2 B3 (uses the action)")
  eq(g:entity_get(T.unit(g, "Archer 2", 0), "bonus.reach"), 1, "the nearer archer: 2 steps, not 3")
  eq(g:entity_get(T.unit(g, "Archer", 0), "bonus.reach"), nil)
  ok(not T.has(g, "attack"), "the Samurai's action went on it")
end)

test("Hero's Inventory: kept when it fits the finder", function()
  local g = hidden_game("samurai/0/A1,archer/1/G7", "heros-inventory")
  hide(g, "G4", "B1")
  stack(g, "greatsword")
  T.pick(g, "activate Samurai A1")
  T.pick(g, "move to B1")
  eq(g:entity_get(T.unit(g, "Samurai", 0), "bonus.attack"), 1)
  eq(g:decision().kind, "order", "no decision to hand it on")
end)

test("Gaia's Gifts: a Sapling grows a tree on the first free ground tile clockwise from north", function()
  local g = hidden_game("samurai/0/A1,archer/1/G7", "gaias-gifts")
  hide(g, "G4", "C2")
  stack(g, "sapling")
  T.pick(g, "activate Samurai A1")
  T.pick(g, "move to C2")
  eq(g:grid_terrain_at(T.grid(g), T.xy("C1")), "tree", "north of C2")
  ok(g:entity_next(0, "tree"), "a tree piece, to be felled like any other")
end)

test("Monkey's Paw: the Paw of Wrath hurts every enemy 1 and the finder 2", function()
  local g = hidden_game("samurai/0/A1,archer/1/G7,archer/1/G1", "monkeys-paw")
  hide(g, "G4", "C2")
  stack(g, "paw-of-wrath")
  T.pick(g, "activate Samurai A1")
  T.pick(g, "move to C2")
  eq(T.hp(g, T.unit(g, "Samurai", 0)), 4)
  eq(T.hp(g, T.unit(g, "Archer", 1)), 3)
  eq(T.hp(g, T.unit(g, "Archer 2", 1)), 3)
end)

test("Deity's Deals: Smite strikes the enemy nearest the finder for 3", function()
  local g = hidden_game("samurai/0/A1,archer/1/G7,archer/1/E2", "deitys-deals")
  hide(g, "G4", "C2")
  stack(g, "smite")
  T.pick(g, "activate Samurai A1")
  T.pick(g, "move to C2")
  eq(T.hp(g, T.unit(g, "Archer 2", 1)), 1, "E2 is 2 steps from C2")
  eq(T.hp(g, T.unit(g, "Archer", 1)), 4)
end)
