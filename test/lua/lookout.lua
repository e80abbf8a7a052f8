-- Bots read the open table through their views: board, track, hex and
-- turn queries; never a method that changes the game. And a host script
-- asks a bot and the rules' render (the lookout fixture).
local fixtures = ROOT .. "/test/fixtures"

local function start()
  local g = new_game("lookout/walk", 1, {roots = {fixtures}})
  eq(g:run(), "decision")
  return g
end

test("a bot's view answers board, hex and track queries", function()
  local g = start()
  local picks = g:bot("lookout", 0)
  eq(#picks, 1)
  eq(picks[1], 4, "no path past the wall, so the track's value")
  g:answer_as(0, picks)
  eq(g:run(), "done")
  eq(g:result().scores[0], 4)
end)

test("a view does not show the runtime's bookkeeping (tallies, step arguments)", function()
  local g = start()
  eq(g:bot("snoop", 0)[1], 1, "no tabula.game entity in the view")
end)

test("a view has no method that changes the game", function()
  local g = start()
  fails(function() g:bot("meddler", 0) end, "grid_move")
  eq(g:decision() ~= nil, true, "the decision is still pending")
end)

test("a host asks for the rules' render; nil when the rules give none", function()
  eq(start():render(0), "player 0 sees the hero at 0,0")
  local plain = new_game("gridbind/ask", 1, {roots = {fixtures}})
  eq(plain:render(0), nil)
end)

test("queries: a bot asks the rules' derived value through its view, a host through g:query", function()
  local g = new_game("lookout/walk", 1, {roots = {fixtures}})
  eq(g:run(), "decision")
  local picks = g:bot("asker", 0)
  eq(picks[1], 8, "the track's 4, doubled")
  eq(g:query(0, "double_track", g:entity_next(0, "hero")), 8)
  fails(function() g:query(0, "triple") end, "no query 'triple' (the game's queries: double_track)")
  fails(function() g:query(5, "double_track", 1) end, "tab_game_query: no player 5")
end)
