-- The thematic map (option map=thematic): the boards' other sides as one
-- island of four quarters, one per player, and the expansion's "Using
-- thematic maps with Branch and Claw adds 1 to the Difficulty".
local H = dofile(ROOT .. "/test/rules/spirit-island/helpers.lua")

local function touches(g, a, b)
  for _, r in ipairs(g:region_neighbors(H.land(g, a))) do
    if r == H.land(g, b) then return true end
  end
  return false
end

test("thematic map: quarters by player count, joined as a 2 x 2 island", function()
  local g = H.drill{players = 2, options = {map = "thematic"}}
  ok(g:region_find(H.get(g, "map"), "NE1") and g:region_find(H.get(g, "map"), "NW8"), "NE and NW for two")
  eq(g:region_find(H.get(g, "map"), "A1"), nil, "no standard board")
  ok(touches(g, "NE6", "NW6") and touches(g, "NE7", "NW7"), "the north quarters touch along 6 and 7")
  ok(not touches(g, "NE8", "NW8"), "and nowhere else")
  local g4 = H.drill{players = 4, options = {map = "thematic"}}
  ok(touches(g4, "W7", "E7") and touches(g4, "E5", "NE5") and touches(g4, "NW5", "W6"), "the four quarters join around")
  ok(not touches(g4, "NE8", "W8"), "diagonal quarters do not touch")
end)

test("thematic map: its own setup pieces, Beasts and Disease", function()
  local g = H.drill{options = {map = "thematic", setup = "on"}}
  eq(H.n(g, "NE2", "city"), 1, "the City on land 2")
  eq(H.count(g, "NE2", "disease"), 1, "the Disease with it")
  eq(H.n(g, "NE4", "town") + H.n(g, "NE8", "town"), 2, "two Towns")
  ok(H.n(g, "NE1", "explorer") >= 1, "an Explorer on land 1")
  eq(H.count(g, "NE5", "beasts"), 1, "Beasts in the lowest land without setup icons")
  eq(H.count(g, "NE6", "blight"), 1)
end)

test("thematic map: +1 Difficulty over the adversary's", function()
  local standard = H.drill{options = {adversary = "france", level = "2"}}
  eq(H.get(standard, "difficulty"), 5, "France level 2: Difficulty 5")
  local thematic = H.drill{options = {adversary = "france", level = "2", map = "thematic"}}
  eq(H.get(thematic, "difficulty"), 6, "on the thematic map: 6")
  eq(H.get(H.drill{options = {map = "thematic"}}, "difficulty"), 1, "no adversary: 0 + 1")
  fails(function() H.drill{options = {map = "hexes"}} end, "option map")
end)
