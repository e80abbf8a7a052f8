-- "Necromancer could instead be a Beastmaster with pets": the Necromancer
-- raises Skeletons, pets that fight on its team from the next round.
-- Designed numbers: how many pets at once.
local MAX_PETS = 2 -- designed

-- How many of the Necromancer's pets are in play, from a board read
-- (lib/board.read).
local function pets(g, u, board)
  local n = 0
  for _, v in ipairs(board.units) do
    if board.team[v] == board.team[u] and g:entity_get(v, "pet_of") == u then n = n + 1 end
  end
  return n
end

-- The tiles next to (x, y) clockwise from north, as grid_neighbours gives
-- them.
local AROUND = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}

define("ability", {
  id = "raise-dead",
  name = "Raise Dead",
  text = "Action: a Skeleton pet rises on a free tile next to the Necromancer (two at most); it acts from the next round.",
  pet = "skeleton",
  -- A pet rises where a unit could stand (lib/board.standable), one tile
  -- up or down at most, read from the step's board.
  options = function(g, u, lib, board)
    local S = lib.state
    if pets(g, u, board) >= MAX_PETS then return {} end
    local w, h, heights, terrains = board.w, board.h, board.heights, board.terrains
    local here = board.cell[u]
    local x, y = (here - 1) % w, (here - 1) // w
    local list = {}
    for _, d in ipairs(AROUND) do
      local cx, cy = x + d[1], y + d[2]
      local c = cy * w + cx + 1
      if cx >= 0 and cx < w and cy >= 0 and cy < h and terrains[c] ~= "tree" and terrains[c] ~= "lava"
         and not board.unit_at[c] and not board.spire_at[c] and math.abs(heights[c] - heights[here]) <= 1 then
        list[#list + 1] = {label = "raise a Skeleton at " .. S.name(cx, cy), x = cx, y = cy}
      end
    end
    return list
  end,
  use = function(g, u, opt, lib)
    local pet = lib.spawn(g, "skeleton", g:entity_get(u, "team"), opt.x, opt.y)
    g:entity_set_ref(pet, "pet_of", u)
    g:turn_skip(lib.state.turns(g), pet)
    trigger(g, "unit_moved", pet) -- it may rise onto a hidden item
  end,
})
