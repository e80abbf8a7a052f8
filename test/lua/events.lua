-- Kernel events reach on() subscribers at the end of the step that made them.
local fixtures = ROOT .. "/test/fixtures"

test("subscribers see each zone.move, and the events they make", function()
  local g = new_game("events/count", 1, {roots = {fixtures}})
  eq(play(g, {2}), "done")
  local tally = g:entity_next(0, "tally")
  eq(g:entity_get(tally, "discarded"), 2, "two cards reached the discard")
  eq(g:entity_get(tally, "seen"), 2, "the subscriber's own events were dispatched too")
end)

test("choose after finish is an error naming the cause", function()
  local g = new_game("events/late", 1, {roots = {fixtures}})
  fails(function() g:run() end, "the game is over")
  eq(g:result(), nil, "the failed step was rolled back")
end)
