-- lookout: a bot that reads the open table through its view (a grid path,
-- a track, a hex distance) and one that tries to move a figure through it
-- (played by test/lua/lookout.lua).
scenario { id = "walk", players = 1 }

step("setup", function(g)
  local grid = g:grid_new(5, 1)
  g:grid_set_edge(grid, 1, 0, "e", "wall")
  local hero = g:entity_new("hero")
  g:grid_place(grid, hero, 0, 0)
  g:entity_set(hero, "grid", grid)
  local track = g:track_new{min = 0, max = 9, start = 4}
  g:entity_set(hero, "track", track)
  g:push("ask", hero)
end)

step("ask", function(g, hero)
  local pick = g:choose{player = 0, prompt = "Which?", kind = "which",
                        options = {"one", "two", "three", "four", "five"}}
  g:finish{winners = {0}, reason = "picked", scores = {[0] = pick}}
end)

-- Picks the track's value (4) when the wall stops the hero, else 1.
bot {
  id = "lookout",
  choose = function(view, decision)
    local hero = view:entity_next(0, "hero")
    local grid = view:entity_get(hero, "grid")
    local path = view:grid_path(grid, 0, 0, 4, 0)
    local far = view:hex_distance({q = 0, r = 0}, {q = 2, r = -1})
    if #path == 0 and far == 2 then
      return view:track_value(view:entity_get(hero, "track"))
    end
    return 1
  end,
}

-- Tries to change the game through its view.
bot {
  id = "meddler",
  choose = function(view, decision)
    local hero = view:entity_next(0, "hero")
    view:grid_move(view:entity_get(hero, "grid"), hero, 1, 0)
    return 1
  end,
}

rules {
  render = function(view)
    local hero = view:entity_next(0, "hero")
    local x, y = view:grid_locate(view:entity_get(hero, "grid"), hero)
    return ("player %d sees the hero at %d,%d"):format(view:player(), x, y)
  end,
}
