-- The text display (rules' render) as a host asks for it: the Dojo's map
-- with its column letters, row numbers, Crowds and the legend.
test("the Dojo renders its map and legend for a player", function()
  local g = new_game("dragon-tides/dojo", 2)
  eq(g:run(), "decision")
  local text = g:render(0)
  ok(text:find("A B C D E F G H I J K L", 1, true), "column letters")
  ok(text:find("\n 9 ", 1, true), "row numbers")
  ok(text:find("C crowd", 1, true), "the legend names Crowds")
  ok(text:find("\n 1 [^\n]*C C", 1, false), "a Crowd drawn on row 1")
end)
