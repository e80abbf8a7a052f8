-- Lua binding of tabula/sector.h (g:sector_*), driven as a host script
-- would, on Long Dark Sea's board: 3 rows of 4 sectors and the Raid Line.
-- Sectors count from 1, row by row from the top left; steps of the line
-- count from 1; sector numbers are the rulebook's ("Sector 9").
local tabula = require "tabula"

local function sea(seed)
  local g = tabula.new_game(seed or 11)
  local grid = g:sector_grid_new(3, 4, "two")
  local card = {}
  for i = 1, 15 do card[i] = g:entity_new("raid") end
  return g, grid, card
end

local function at_step(g, grid, i)
  return g:sector_card(grid, g:sector_path_at(grid, i))
end

test("geometry: size, ranges, adjacent and vertical", function()
  local g, grid = sea()
  local rows, cols = g:sector_grid_size(grid)
  eq(rows, 3); eq(cols, 4)
  eq(g:sector_at(grid, 2, 3), 7, "row 2, column 3")
  eq(g:sector_at(grid, 1, 1), 1)
  eq(g:sector_at(grid, 3, 4), 12)
  eq(g:sector_at(grid, 4, 1), nil, "no row 4")
  eq(g:sector_at(grid, 1, 0), nil, "no column 0")
  -- "the top row is at Long Range, the middle row at Medium Range, and the
  -- bottom row - also called the Imminent Zone - at Short Range."
  for s = 1, 12 do eq(g:sector_range(grid, s), 3 - (s - 1) // 4, "range of " .. s) end
  eq(g:sector_range(grid, 13), nil)
  eq(g:sector_range(grid, 0), nil)
  -- "Sectors next to each other within the same Range row are considered
  -- adjacent." "Sectors above or below another in the same column are
  -- considered vertical, even if they are at different Ranges."
  ok(g:sector_adjacent(grid, 1, 2), "1 and 2")
  ok(not g:sector_adjacent(grid, 4, 5), "the end of one row and the start of the next")
  ok(not g:sector_adjacent(grid, 2, 6), "vertical is not adjacent")
  ok(g:sector_vertical(grid, 2, 6), "2 above 6")
  ok(g:sector_vertical(grid, 10, 2), "two rows apart")
  ok(not g:sector_vertical(grid, 2, 2), "not itself")
  ok(not g:sector_vertical(grid, 2, 0), "no sector 0")
end)

test("the 2-shaped Raid Line from Sector 9 down to Sector 1", function()
  local g, grid = sea()
  local two = {1, 2, 3, 4, 7, 9, 10, 11, 12}
  eq(g:sector_path_len(grid), 9)
  for i, s in ipairs(two) do
    eq(g:sector_path_at(grid, i), s, "step " .. i)
    eq(g:sector_number(grid, s), 10 - i, "number of sector " .. s)
    eq(g:sector_by_number(grid, 10 - i), s)
  end
  eq(g:sector_path_at(grid, 10), nil)
  eq(g:sector_path_at(grid, 0), nil)
  eq(g:sector_number(grid, 5), nil, "off the line")
  eq(g:sector_by_number(grid, 10), nil)
  eq(g:sector_range(grid, g:sector_by_number(grid, 9)), 3, "Sector 9 at Long Range")
  eq(g:sector_range(grid, g:sector_by_number(grid, 1)), 1, "Sector 1 at Short Range")
  local snake = g:sector_grid_new(2, 3, "snake")
  local want = {1, 2, 3, 6, 5, 4}
  for i = 1, 6 do eq(g:sector_path_at(snake, i), want[i], "snake step " .. i) end
  eq(g:sector_path_len(g:sector_grid_new(2, 2)), 0, "no line by default")
end)

-- Long Dark Sea, Advance: "place the top card of the Raid deck in the Sector
-- closest to the deck ... If that Sector is already occupied, push the card
-- toward the next closest Sector, creating a chain reaction that ends when a
-- card reaches an empty Sector or leaves the Raid Line." "If it manages to
-- leave the board through the closest Sector, the card is recovered and a
-- penalty is applied."
test("a Raid Line push", function()
  local g, grid, card = sea()
  eq(g:sector_advance(grid, card[1]), nil, "nothing leaves")
  eq(g:sector_card(grid, g:sector_by_number(grid, 9)), card[1], "in Sector 9")
  local mark = g:event_end()
  g:sector_advance(grid, card[2])
  eq(at_step(g, grid, 1), card[2])
  eq(at_step(g, grid, 2), card[1], "pushed on")
  local moves = events(g, mark, "sector.move")
  eq(#moves, 2, "two moves")
  eq(moves[1].subject, card[2], "first the new card in")
  eq(moves[1][2], -1, "from off the grid")
  eq(moves[2].subject, card[1], "then the one it pushed")
  -- A gap stops the chain.
  g:sector_place(grid, g:sector_path_at(grid, 4), card[3])
  g:sector_advance(grid, card[4])
  eq(at_step(g, grid, 3), card[1])
  eq(at_step(g, grid, 4), card[3], "stays beyond the gap")
  eq(at_step(g, grid, 5), nil)
  -- Fill the line, then one more pushes the closest card off.
  for i = 5, 9 do eq(g:sector_advance(grid, card[i]), nil) end
  local closest = g:sector_card(grid, g:sector_by_number(grid, 1))
  mark = g:event_end()
  eq(g:sector_advance(grid, card[10]), closest, "the card that left through Sector 1")
  eq(g:sector_find(grid, closest), nil, "off the grid")
  ok(g:entity_exists(closest), "still a card")
  local exit = events(g, mark, "sector.exit")
  eq(#exit, 1)
  eq(exit[1].subject, closest)
  eq(exit[1][2], 11, "the event names the C sector index (Sector 1 is 12 - 1)")
end)

-- "Cards with the «Immovable» keyword do not move. Instead, the card
-- attempting to push them bypasses them and is placed in the next available
-- Sector."
test("immovable cards are passed over", function()
  local g, grid, card = sea()
  for i = 1, 3 do g:sector_place(grid, g:sector_path_at(grid, i), card[i]) end
  g:entity_tag(card[2], "immovable")
  local mark = g:event_end()
  g:sector_advance(grid, card[4])
  eq(at_step(g, grid, 1), card[4])
  eq(at_step(g, grid, 2), card[2], "did not move")
  eq(at_step(g, grid, 3), card[1], "passed over it")
  eq(at_step(g, grid, 4), card[3], "pushed on in turn")
  eq(#events(g, mark, "sector.bypass"), 1)
end)

test("insert, place, remove and a line of one's own", function()
  local g, grid, card = sea()
  for i = 1, 4 do g:sector_advance(grid, card[i]) end -- steps 1-4: cards 4, 3, 2, 1
  eq(g:sector_insert(grid, 3, card[5]), nil)
  eq(at_step(g, grid, 2), card[3])
  eq(at_step(g, grid, 3), card[5], "entered at step 3")
  eq(at_step(g, grid, 4), card[2])
  eq(at_step(g, grid, 5), card[1])
  g:sector_place(grid, 5, card[7])
  eq(g:sector_card(grid, 5), card[7])
  eq(g:sector_find(grid, card[7]), 5)
  g:sector_place(grid, 6, card[7]) -- moves within the grid
  eq(g:sector_card(grid, 5), nil)
  g:sector_remove(grid, card[7])
  eq(g:sector_find(grid, card[7]), nil)
  g:sector_set_path(grid, {5, 6, 7, 8})
  eq(g:sector_number(grid, 5), 4)
  eq(g:sector_advance(grid, card[8]), nil)
  eq(g:sector_card(grid, 5), card[8])
  g:sector_set_path(grid, {})
  fails(function() g:sector_advance(grid, card[9]) end, "has no line")
end)

test("argument errors name the argument", function()
  local g, grid, card = sea()
  fails(function() g:sector_grid_new(0, 4) end, "bad argument #1 to 'sector_grid_new' (must be 1 or more)")
  fails(function() g:sector_grid_new(65, 4) end, "65 x 4 sectors")
  fails(function() g:sector_grid_new(3, 4, "zigzag") end,
        "bad argument #3 to 'sector_grid_new' (invalid option 'zigzag' (one of: none, two, snake))")
  fails(function() g:sector_place(grid, 13, card[1]) end,
        "bad argument #2 to 'sector_place' (no sector 13 on a grid of 12)")
  fails(function() g:sector_place(grid, 0, card[1]) end, "no sector 0 on a grid of 12")
  fails(function() g:sector_place(card[1], 1, card[1]) end, "is not a sector grid")
  fails(function() g:sector_place(grid, 1, 999) end, "no card 999")
  g:sector_place(grid, 1, card[1])
  fails(function() g:sector_place(grid, 1, card[2]) end, "holds card")
  fails(function() g:sector_advance(grid, card[1]) end, "is on grid")
  fails(function() g:sector_insert(grid, 10, card[2]) end,
        "bad argument #2 to 'sector_insert' (step 10 is past the line's 9)")
  fails(function() g:sector_insert(grid, 0, card[2]) end, "step 0 out of range (counting from 1)")
  fails(function() g:sector_set_path(grid, {1, 2, 1}) end,
        "bad argument #2 to 'sector_set_path' (step 3: sector 1 is on the line twice)")
  fails(function() g:sector_set_path(grid, {1, 13}) end, "step 2: no sector 13 on a grid of 12")
  fails(function() g:sector_set_path(grid, {1, "x"}) end, "step 2: no sector x")
  fails(function() g:sector_grid_size(card[1]) end, "is not a sector grid")
  eq(g:sector_path_len(grid), 9, "the line is unchanged")
  eq(g:sector_card(grid, 1), card[1])
end)
