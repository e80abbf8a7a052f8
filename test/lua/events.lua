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

test("kernel events have named fields; atoms come as text", function()
  local tabula = require "tabula"
  local g = tabula.new_game(1)
  local from = g:event_end()
  local e = g:entity_new("card")
  g:entity_set(e, "cost", 2)
  local z = g:zone_new("hand", 0)
  g:zone_insert(z, e)
  local got = {}
  for seq = from, g:event_end() - 1 do got[g:event_kind(seq)] = g:event_get(seq) end
  eq(got["entity.new"].entity_kind, "card", "entity.new's kind as text")
  eq(got["entity.set"].key, "cost", "entity.set's key as text")
  eq(got["entity.set"].value, 2)
  eq(got["entity.set"].key, g:atom_name(got["entity.set"][1]), "the same as atom_name of e[1]")
  eq(got["zone.move"].to, z)
  eq(got["zone.move"].from, 0, "from no zone")
  eq(got["zone.move"].subject, e)
  eq(g:atom_name(0), nil, "no atom 0")
  eq(g:atom_name(1 << 30), nil, "nor one never made")
end)

test("a game's events declared with event_fields reach subscribers by name", function()
  local g = new_game("events/named", 1, {roots = {fixtures}})
  eq(g:run(), "done")
  local tally = g:entity_next(0, "tally")
  ok(g:entity_get(tally, "named_seen"):match("^named%.hit 7 3 claw$"), g:entity_get(tally, "named_seen"))
  ok(g:entity_get(tally, "named_moved"):match("^from %d+ to %d+ at %d+$"), g:entity_get(tally, "named_moved"))
end)
