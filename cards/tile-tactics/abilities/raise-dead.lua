-- "Necromancer could instead be a Beastmaster with pets": the Necromancer
-- raises Skeletons, pets that fight on its team from the next round.
-- Designed numbers: how many pets at once.
local MAX_PETS = 2 -- designed

local function pets(g, u, lib)
  local n = 0
  for _, v in ipairs(lib.state.units(g, g:entity_get(u, "team"))) do
    if g:entity_get(v, "pet_of") == u then n = n + 1 end
  end
  return n
end

define("ability", {
  id = "raise-dead",
  name = "Raise Dead",
  text = "Action: a Skeleton pet rises on a free tile next to the Necromancer (two at most); it acts from the next round.",
  pet = "skeleton",
  options = function(g, u, lib)
    local S, B = lib.state, lib.board
    if pets(g, u, lib) >= MAX_PETS then return {} end
    local x, y = S.where(g, u)
    local list = {}
    for _, c in ipairs(g:grid_neighbours(S.grid(g), x, y)) do
      if B.standable(g, c.x, c.y) and math.abs(B.height(g, c.x, c.y) - B.height(g, x, y)) <= 1 then
        list[#list + 1] = {label = "raise a Skeleton at " .. S.name(c.x, c.y), x = c.x, y = c.y}
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
