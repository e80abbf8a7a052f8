-- hexbind: tiny scenarios whose steps call the hex methods, a step function
-- included, from sandboxed rules (played by test/lua/hexbind.lua).

scenario {id = "hunt", name = "Hunt", description = "a flyer hunts a hero", players = 1}
scenario {id = "boom", name = "Boom", description = "a step function that errors",
          players = 1}
scenario {id = "spin", name = "Spin", description = "a step function that never ends",
          players = 1}
scenario {id = "ask", name = "Ask", description = "a step function that asks for a decision",
          players = 1}

-- A 5 x 3 pointy-top map: a gap in the middle, a pillar below it; the hero
-- on the east edge, a flying enemy on the west.
local function arena(g)
  local map = g:hex_map_new{layout = "odd_r", cols = 5, rows = 3}
  g:hex_set_terrain(map, g:hex_from_offset(2, 1, "odd_r"), "gap")
  g:hex_set_terrain(map, g:hex_from_offset(2, 2, "odd_r"), "impassable")
  local hero, flyer = g:entity_new("hero"), g:entity_new("flyer")
  g:hex_place(map, hero, g:hex_from_offset(4, 1, "odd_r"), 0)
  g:hex_place(map, flyer, g:hex_from_offset(0, 1, "odd_r"), 1)
  return map, hero, flyer
end

step("setup", function(g)
  local _, id = g:scenario()
  local map, hero, flyer = arena(g)
  local mover = {flight = true}
  if id == "boom" then
    mover.step = function() error("the step broke") end
  elseif id == "spin" then
    mover.step = function() while true do end end
  elseif id == "ask" then
    mover.step = function() return g:choose{player = 0, prompt = "Cost?", options = {"1", "2"}} end
  else
    mover.step = function(info) return g:hex_terrain_at(info.map, info.to) == "gap" and 3 or 1 end
  end
  local open, cost, stop = g:hex_open_path(map, flyer, hero, mover)
  g:entity_set(flyer, "open", open)
  g:entity_set(flyer, "cost", cost)
  -- The gap is dear to cross and may not be ended on; the flyer goes round.
  local moved = g:hex_move(map, flyer, stop, mover)
  g:entity_set(flyer, "moved", moved)
  local at = g:hex_figure_cells(map, flyer)[1]
  g:entity_set(flyer, "adjacent", g:hex_distance(at, g:hex_figure_cells(map, hero)[1]) == 1)
  g:entity_set(flyer, "sees", (g:hex_los(map, at, g:hex_figure_cells(map, hero)[1])))
  local gap_ok, why = g:hex_move(map, flyer, g:hex_from_offset(2, 1, "odd_r"), mover)
  g:entity_set(flyer, "gap_refused", not gap_ok and why:find("gap") ~= nil)
  g:finish{winners = {0}, scores = {[0] = #g:hex_reachable(map, flyer, {flight = true})}}
end)
