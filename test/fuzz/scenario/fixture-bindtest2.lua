-- bindtest2: a tiny scenario whose steps call the track, initiative, turn
-- and region methods from sandboxed rules, to prove rules reach them (played
-- by test/lua/bindtest2.lua). A hero and the Mudcrabs share a Tidal Blades
-- 2 initiative track; each round the hero may surge (up two levels, at a
-- cost of 5 health); after two rounds the hero wins when first to act and
-- still out of the Critical level. Numbers are made up for the test.

scenario {
  id = "skirmish",
  name = "Skirmish",
  description = "one hero, one enemy group, two rounds",
  players = 1,
}

scenario {
  id = "broken",
  name = "Broken",
  description = "a step that misuses a method: its error names the argument",
  players = 1,
}

-- Content data, frozen after loading, given to the kernel as it is.
local HEALTH = {min = 0, max = 21, start = 21,
                thresholds = {{name = "critical", value = 1},
                              {name = "wounded", value = 8},
                              {name = "healthy", value = 15}}}

local function hero(g) return g:entity_next(0, "hero") end

-- The kernel holds everything: the hero refers to its track, initiative
-- and turn driver.
local function parts(g)
  local h = hero(g)
  return h, g:entity_get(h, "health"), g:entity_get(h, "initiative"), g:entity_get(h, "turns")
end

step("setup", function(g)
  local _, id = g:scenario()
  if id == "broken" then
    g:track_new{min = 0, max = "ten"}
  end
  local h = g:entity_new("hero")
  local crabs = g:entity_new("enemy")
  local init = g:initiative_new(5)
  g:initiative_place(init, crabs, 1)
  g:initiative_place(init, h, 3)
  g:entity_set_ref(h, "health", g:track_new(HEALTH))
  g:entity_set_ref(h, "initiative", init)
  g:entity_set_ref(h, "turns", g:turn_new{source = init, rounds = 2})
  -- The field: the hero's land is the one with no blight within reach.
  local map = g:region_map_new()
  local a = g:region_add(map, {name = "a", terrain = "sands"})
  local b = g:region_add(map, {name = "b", terrain = "jungle"})
  g:region_connect(a, b)
  g:entity_tag(a, "blight")
  local clear = g:region_within(b, 1, function(game, r) return not game:entity_has_tag(r, "blight") end)
  g:entity_set_ref(h, "land", clear[1])
  g:push("round")
end)

-- A round: the hero's choice, then every token acts in initiative order.
step("round", function(g)
  local h, health, init, turns = parts(g)
  if not g:turn_next_round(turns) then
    g:push("final")
    return
  end
  local pick = g:choose{player = 0, prompt = "Surge?", options = {"hold", "surge"}}
  if pick == 2 then
    g:initiative_move(init, h, 2)
    g:track_add(health, -5)
    if g:track_crossed(health, "healthy", "down") then g:entity_tag(h, "wounded") end
  end
  while g:turn_next(turns) do
    local who = g:turn_next(turns)
    g:turn_begin(turns, who)
    g:turn_end(turns, who)
  end
  g:push("round")
end)

step("final", function(g)
  local h, health, init = parts(g)
  local level, name = g:track_level(health)
  local first = g:initiative_at(init, 1) == h
  g:metric("health", g:track_value(health))
  g:finish{winners = (first and level >= 2) and {0} or {}, reason = name,
           scores = {[0] = g:track_value(health)}}
end)
