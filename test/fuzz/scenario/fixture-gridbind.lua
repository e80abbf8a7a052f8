-- gridbind: tiny scenarios whose steps call the grid methods, callbacks
-- included, from sandboxed rules (played by test/lua/gridbind.lua).

scenario {id = "walk", name = "Walk", description = "a move with callbacks", players = 1}
scenario {id = "spin", name = "Spin", description = "a step callback that never ends",
          players = 1}
scenario {id = "swallow", name = "Swallow", description = "a pcall around a spinning callback",
          players = 1}
scenario {id = "ask", name = "Ask", description = "a callback that asks for a decision",
          players = 1}

-- A 4 x 1 corridor: the hero at the west end, an ally, a water cell, a foe.
local function corridor(g)
  local grid = g:grid_new(5, 1)
  g:grid_define_terrain(grid, "water", {cost = 2})
  g:grid_set_terrain(grid, 2, 0, "water")
  local hero, ally, foe = g:entity_new("hero"), g:entity_new("ally"), g:entity_new("foe")
  g:grid_place(grid, hero, 0, 0, 1)
  g:grid_place(grid, ally, 1, 0, 1)
  g:grid_place(grid, foe, 4, 0, 1)
  return grid, hero
end

local function relation(game)
  return function(_, occupant)
    return game:entity_kind(occupant) == "ally" and "pass" or "block"
  end
end

step("setup", function(g)
  local _, id = g:scenario()
  local grid, hero = corridor(g)
  local opts = {mover = hero, relation = relation(g)}
  if id == "spin" then
    opts.step = function() while true do end end
  elseif id == "swallow" then
    opts.step = function() while true do end end
    pcall(g.grid_reachable, g, grid, 0, 0, opts)
    g:finish{winners = {}, reason = "swallowed"}
    return
  elseif id == "ask" then
    opts.step = function() return g:choose{player = 0, prompt = "Cost?", options = {"1", "2"}} end
  else
    opts.step = function(info) return info.cost end
  end
  local cells = g:grid_reachable(grid, 0, 0, opts)
  g:entity_set(hero, "reach", #cells)
  local path, cost = g:grid_path(grid, 0, 0, 3, 0, opts)
  g:entity_set(hero, "steps", #path - 1)
  g:finish{winners = {0}, scores = {[0] = cost}}
end)
