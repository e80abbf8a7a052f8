-- Lua binding of the state core, driven as a host script would.
local tabula = require "tabula"

test("entities, properties and tags from Lua", function()
  local g = tabula.new_game(7)
  local e = g:entity_new("card")
  g:entity_set(e, "cost", 3)
  g:entity_set(e, "name", "Surge Strike")
  g:entity_set(e, "ready", true)
  eq(g:entity_get(e, "cost"), 3, "cost")
  eq(g:entity_get(e, "name"), "Surge Strike", "name")
  eq(g:entity_get(e, "ready"), true, "ready")
  eq(g:entity_get(e, "missing"), nil, "missing")
  g:entity_tag(e, "flying")
  ok(g:entity_has_tag(e, "flying"), "tag")
  g:entity_set_array(e, "heights", {1, 2, 3})
  local values, kind = g:entity_get_array(e, "heights")
  eq(#values, 3, "array length")
  eq(values[3], 3, "array element")
  eq(kind, "int", "array type")
  fails(function() g:entity_set(e, "cost", {}) end, "bad argument #3")
  fails(function() g:entity_set(999, "cost", 1) end, "no entity 999")
end)

test("zones count positions from 1 at the top", function()
  local g = tabula.new_game(7)
  local deck = g:zone_new("deck", nil, "nobody")
  local ids = {}
  for i = 1, 4 do
    ids[i] = g:entity_new("card")
    g:zone_insert(deck, ids[i])
  end
  g:zone_insert(deck, ids[4], 1)
  eq(g:zone_at(deck, 1), ids[4], "top")
  local z, pos = g:zone_of(ids[1])
  eq(z, deck, "zone of")
  eq(pos, 2, "position")
  local name, owner, vis = g:zone_info(deck)
  eq(name, "deck")
  eq(owner, nil)
  eq(vis, "nobody")
  g:zone_shuffle(deck, "deck")
  eq(g:zone_size(deck), 4, "size after shuffle")
end)

test("snapshots, hashes and random streams", function()
  local a, b = tabula.new_game(11), tabula.new_game(11)
  eq(a:rng_below(1000, "dice"), b:rng_below(1000, "dice"), "same seed, same draw")
  local snap = a:snapshot()
  local h = a:hash()
  local first = a:rng_range(1, 6)
  a:restore(snap)
  eq(a:hash(), h, "hash after restore")
  eq(a:rng_range(1, 6), first, "same draw after restore")
end)

test("zone_list fills a given table for reuse", function()
  local g = tabula.new_game(7)
  local z = g:zone_new("hand", nil, "all")
  local ids = {}
  for i = 1, 3 do
    ids[i] = g:entity_new("card")
    g:zone_insert(z, ids[i])
  end
  local out = {"stale", "stale", "stale", "stale", "stale"}
  local got = g:zone_list(z, out)
  ok(got == out, "the very table given")
  eq(#out, 3, "the entries past the list are cleared")
  eq(out[4], nil)
  eq(out[5], nil)
  for i = 1, 3 do eq(out[i], g:zone_list(z)[i], "the same ids as a new list") end
  g:zone_remove(ids[2])
  g:zone_list(z, out)
  eq(#out, 2, "shrinks")
  eq(out[2], ids[3])
  eq(#g:zone_list(g:zone_new("empty", nil, "all"), out), 0, "an empty zone empties it")
  fails(function() g:zone_list(z, 5) end, "bad argument #2")
  eq(#g:zone_list(z, nil), 2, "nil: a new table")
end)

test("atom names survive their strings being collected", function()
  -- The binding remembers atoms by the address of a name's text; after a
  -- collection that memory may hold another name, which must not get the
  -- remembered atom.
  local g = tabula.new_game(7)
  local e = g:entity_new("card")
  for round = 1, 20 do
    for i = 1, 50 do
      local key = "key" .. round .. "_" .. i -- a new string each time
      g:entity_set(e, key, i)
    end
    collectgarbage()
    for i = 1, 50 do
      eq(g:entity_get(e, "key" .. round .. "_" .. i), i, "key" .. round .. "_" .. i)
      eq(g:entity_get(e, "nokey" .. round .. "_" .. i), nil, "never set")
    end
  end
end)
