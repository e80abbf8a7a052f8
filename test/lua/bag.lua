-- Lua binding of the bag module (tabula/bag.h), driven as a host would.
local tabula = require "tabula"

-- Tidal Blades 2 setup: "Place the enemy reward tokens into the enemy
-- reward bag. The bag should contain 4 Fruit, 4 Spirit, 4 Focus, 3 Double
-- Spirit, and 3 Double Focus."
local REWARDS = {fruit = 4, spirit = 4, focus = 4, double_spirit = 3, double_focus = 3}
local KINDS = {"double_focus", "double_spirit", "focus", "fruit", "spirit"}

local function reward_bag(refill, seed)
  local g = tabula.new_game(seed or 1)
  local r = {g = g}
  r.zone = g:zone_new("rewards", nil, "unordered")
  r.discard = g:zone_new("rewards.used", nil, "all")
  r.table = g:zone_new("table", nil, "all")
  r.bag = g:bag_new(r.zone, r.discard, refill)
  for _, kind in ipairs(KINDS) do
    for _ = 1, REWARDS[kind] do g:bag_put(r.bag, g:entity_new(kind)) end
  end
  return r
end

test("the reward bag holds 18 tokens, counted by kind", function()
  local r = reward_bag("discard")
  local g = r.g
  eq(g:bag_size(r.bag), 18, "tokens")
  for kind, n in pairs(REWARDS) do eq(g:bag_count(r.bag, kind), n, kind) end
  eq(g:bag_count(r.bag, "never.named"), 0, "an unknown kind")
  eq(g:bag_size(9999), 0, "not a bag")
  local zone, discard, refill = g:bag_info(r.bag)
  eq(zone, r.zone, "zone")
  eq(discard, r.discard, "discard")
  eq(refill, "discard", "policy")
  -- A bag has no order: its zone is kept sorted by id.
  local ids = g:zone_list(r.zone)
  for i = 2, #ids do ok(ids[i - 1] < ids[i], "sorted by id") end
  local lone = g:bag_new(g:zone_new("lone"))
  local _, none, policy = g:bag_info(lone)
  eq(none, nil, "no discard")
  eq(policy, "none", "the default policy")
end)

test("draws are random from the bag's stream and follow the seed", function()
  local function draws(seed)
    local r = reward_bag("none", seed)
    r.g:bag_set_stream(r.bag, "rewards")
    local out = {}
    for i = 1, 6 do out[i] = r.g:entity_kind(r.g:bag_draw(r.bag, r.table)) end
    return table.concat(out, " "), r
  end
  local a, r = draws(9)
  eq(draws(9), a, "same seed, same draws")
  local g = r.g
  eq(g:bag_size(r.bag), 12, "six drawn")
  eq(g:zone_size(r.table), 6, "onto the table")
  local since = g:event_end()
  local t = g:bag_draw(r.bag, r.table, 1)
  eq(g:zone_at(r.table, 1), t, "at the given position")
  local ev = events(g, since, "bag.draw")
  eq(#ev, 1, "bag.draw")
  eq(ev[1].subject, t, "names the token")
  local loose = g:bag_draw(r.bag)
  eq(g:zone_of(loose), nil, "no destination: in no zone")
  g:bag_set_stream(r.bag, nil)
end)

test("an empty reward bag takes back its discarded rewards", function()
  -- Tidal Blades 2: "(If the reward bag is empty, shuffle all discarded
  -- rewards back into the bag.)"
  local r = reward_bag("discard")
  local g = r.g
  for _ = 1, 18 do g:bag_discard(r.bag, g:bag_draw(r.bag, r.table)) end
  eq(g:bag_size(r.bag), 0, "empty")
  eq(g:zone_size(r.discard), 18, "all used")
  local since = g:event_end()
  g:bag_draw(r.bag, r.table)
  eq(#events(g, since, "bag.refill"), 1, "refilled")
  eq(g:bag_size(r.bag), 17, "all back but the one drawn")
  eq(g:zone_size(r.discard), 0, "discard emptied")
end)

test("refilling on instruction, whatever the policy", function()
  -- Long Dark Sea: "or when instructed by the Nemesis—players recover all
  -- tokens and refill the bag".
  local r = reward_bag("none")
  local g = r.g
  for _ = 1, 3 do g:bag_discard(r.bag, g:bag_draw(r.bag)) end
  eq(g:bag_size(r.bag), 15)
  g:bag_refill(r.bag)
  eq(g:bag_size(r.bag), 18, "all back")
  for _ = 1, 18 do g:bag_draw(r.bag, r.table) end
  fails(function() g:bag_draw(r.bag) end, "is empty and never refills")
end)

test("argument errors name the argument; bad ids get the module's message", function()
  local r = reward_bag("discard")
  local g = r.g
  local token = g:zone_at(r.zone, 1)
  fails(function() g:bag_new("rewards") end, "bad argument #1 to 'bag_new' (number expected")
  fails(function() g:bag_new(r.table, nil, "reshuffle") end,
        "bad argument #3 to 'bag_new' (invalid option 'reshuffle' (one of: none, discard))")
  fails(function() g:bag_new(r.table, nil, "discard") end, "refills from a discard but has none")
  fails(function() g:bag_new(r.zone) end, "already belongs to bag")
  fails(function() g:bag_new(9999) end, "tab_bag_new: no bag zone 9999")
  fails(function() g:bag_info(9999) end, "tab_bag_info: no entity 9999")
  fails(function() g:bag_info(token) end, "not a bag")
  fails(function() g:bag_set_stream(r.bag, {}) end, "bad argument #2 to 'bag_set_stream'")
  fails(function() g:bag_count(r.bag) end, "bad argument #2 to 'bag_count'")
  fails(function() g:bag_put(r.bag, "fruit") end, "bad argument #2 to 'bag_put'")
  fails(function() g:bag_put(r.bag, 9999) end, "tab_bag_put: no entity 9999")
  fails(function() g:bag_put(r.bag, r.bag) end, "is a bag, not a token")
  fails(function() g:bag_discard(9999, token) end, "tab_bag_discard: no entity 9999")
  fails(function() g:bag_draw(9999) end, "tab_bag_draw: no entity 9999")
  fails(function() g:bag_draw(r.bag, "table") end, "bad argument #2 to 'bag_draw'")
  fails(function() g:bag_draw(r.bag, r.table, 0) end,
        "bad argument #3 to 'bag_draw' (position out of range)")
  fails(function() g:bag_draw(r.bag, r.zone) end, "into itself")
  fails(function() g:bag_draw(r.bag, 9999) end, "tab_bag_draw: no zone 9999")
  eq(g:bag_size(r.bag), 18, "nothing moved")
  local lone = g:bag_new(g:zone_new("lone"))
  fails(function() g:bag_refill(lone) end, "has no discard zone")
  fails(function() g:bag_discard(lone, token) end, "has no discard zone")
  fails(function() g:bag_draw(lone) end, "is empty and never refills")
end)
