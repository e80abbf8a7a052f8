-- Kernel events reach on() subscribers at the end of the step that made them.
local fixtures = ROOT .. "/test/fixtures"

test("subscribers see each zone.move, and the events they make", function()
  local g = new_game("events/count", 1, {roots = {fixtures}})
  eq(play(g, {2}), "done")
  local tally = g:entity_next(0, "tally")
  eq(g:entity_get(tally, "discarded"), 2, "two cards reached the discard")
  eq(g:entity_get(tally, "seen"), 2, "the subscriber's own events were dispatched too")
end)

test("choose after finish is never reached: finish ended the step", function()
  local g = new_game("events/late", 1, {roots = {fixtures}})
  eq(g:run(), "done")
  eq(g:result().reason, "early")
end)

test("a subscriber that asks after finish is refused, naming the cause", function()
  local g = new_game("events/late-subscriber", 1, {roots = {fixtures}})
  fails(function() g:run() end, "the game is over")
  eq(g:result(), nil, "the failed step was rolled back")
end)

test("event_kind gives an event's kind without its table", function()
  local tabula = require "tabula"
  local g = tabula.new_game(1)
  local from = g:event_end()
  local e = g:entity_new("card")
  g:entity_set(e, "cost", 2)
  g:event_emit("custom.thing", e, 1, 2)
  local kinds = {}
  for seq = from, g:event_end() - 1 do
    eq(g:event_kind(seq), g:event_get(seq).kind, "event " .. seq)
    kinds[#kinds + 1] = g:event_kind(seq)
  end
  eq(table.concat(kinds, " "), "entity.new entity.set custom.thing")
  eq(g:event_kind(g:event_end()), nil, "not yet made")
  eq(g:event_kind(-1), nil, "never made")
  fails(function() g:event_kind("one") end, "bad argument #1")
end)
