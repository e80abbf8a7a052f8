-- Lua binding of tabula/track.h (g:track_*), driven as a host script would.
local tabula = require "tabula"

-- The track.cross events since seq, as {value=, dir=, first=}.
local function crossings(g, since)
  local list = {}
  for _, e in ipairs(events(g, since, "track.cross")) do
    list[#list + 1] = {value = e[2], dir = e[3], first = e[4] == 1}
  end
  return list
end

test("a track from a definition table, read back", function()
  local g = tabula.new_game(1)
  local t = g:track_new{min = 0, max = 10, start = 2,
                        thresholds = {{name = "wound", value = 3}, {name = "down", value = 8}}}
  eq(g:entity_kind(t), "track", "a track is an entity")
  eq(g:track_value(t), 2)
  local info = g:track_get(t)
  eq(info.value, 2, "value")
  eq(info.min, 0, "min")
  eq(info.max, 10, "max")
  eq(info.reset, 2, "reset defaults to start")
  eq(info.overflow, "clamp", "overflow defaults to clamp")
  eq(info.carry, nil, "no carry track")
  eq(info.active, false, "not active")
  eq(info.thresholds, 2, "thresholds")
  local at, name = g:track_threshold(t, 1)
  eq(at, 3, "the lowest threshold's value")
  eq(name, "wound")
  at, name = g:track_threshold(t, 2)
  eq(at, 8)
  eq(name, "down")
  local level, lname = g:track_level(t)
  eq(level, 0, "below every threshold")
  eq(lname, nil)
  eq(g:track_add(t, 4), 0, "nothing lost")
  level, lname = g:track_level(t)
  eq(level, 1)
  eq(lname, "wound")
  eq(g:track_add(t, 9), 5, "lost at the maximum")
  eq(g:track_value(t), 10)
  g:track_set(t, 1)
  eq(g:track_value(t), 1)
  ok(g:track_crossed(t, "down", "up"), "crossed 8 going up")
  ok(g:track_crossed(t, "down", "down"), "and going down")
  g:track_set_reset(t, 5)
  g:track_reset(t)
  eq(g:track_value(t), 5, "back to the new reset point")
  g:track_forget(t)
  ok(not g:track_crossed(t, "wound", "up"), "forgotten")
end)

-- Long Dark Sea: "When either track reaches its limit, immediately draw and
-- resolve its corresponding card. Once resolved, the track is reset" and "Any
-- excess Successes or Misses rolled after reaching a track's limit are lost."
-- (8 spaces with Normal at 2 are chosen; the rulebook does not print them.)
test("a resetting track fills, drops back and loses the excess", function()
  local g = tabula.new_game(1)
  local mission = g:track_new{max = 8, start = 2, overflow = "reset"}
  eq(g:track_add(mission, 4), 0)
  local mark = g:event_end()
  eq(g:track_add(mission, 5), 3, "three to spare are lost")
  eq(g:track_value(mission), 2, "back to the difficulty")
  eq(#events(g, mark, "track.fill"), 1, "one fill")
end)

-- Spirit Island: a full fear pool earns a fear card and refills, excess
-- carrying over; the earned cards make the terror levels.
test("a wrapping track carries into another", function()
  local g = tabula.new_game(1)
  local cards = g:track_new{max = 9, thresholds = {{name = "terror2", value = 3},
                                                   {name = "terror3", value = 6}}}
  local fear = g:track_new{max = 4, overflow = "wrap", carry = cards}
  eq(g:track_get(fear).carry, cards)
  g:track_add(fear, 3)
  g:track_add(fear, 11) -- 14: fills at 4, 8 and 12, 2 over
  eq(g:track_value(fear), 2, "excess carried on")
  eq(g:track_value(cards), 3, "three fear cards earned")
  local level, name = g:track_level(cards)
  eq(level, 1)
  eq(name, "terror2")
end)

-- Tidal Blades 2 health, for a hero with 7 Resilience: "When advancing to a
-- lower level for the first time, gain a Wound." "You may advance back up a
-- level, however, you will not heal the Wound by moving back up. You will not
-- take another Wound if you cross the same level again." "If you move past
-- the last space on the health track, you are knocked out." One value per
-- space: 15..21 Healthy, 8..14 Wounded, 1..7 Critical, 0 knocked out.
test("a health track gives a Wound on the first crossing only", function()
  local g = tabula.new_game(1)
  local hp = g:track_new{min = 0, max = 21, start = 21,
                         thresholds = {{name = "critical", value = 1},
                                       {name = "wounded", value = 8},
                                       {name = "healthy", value = 15}}}
  local wounds, out = 0, false
  local function hit(delta)
    local mark = g:event_end()
    g:track_add(hp, delta)
    for _, c in ipairs(crossings(g, mark)) do
      if c.dir == -1 then
        if c.value == 1 then out = true elseif c.first then wounds = wounds + 1 end
      end
    end
  end
  local _, name = g:track_level(hp)
  eq(name, "healthy", "starts Healthy")
  hit(-7)
  eq(g:track_value(hp), 14)
  eq(wounds, 1, "first time into Wounded")
  _, name = g:track_level(hp)
  eq(name, "wounded")
  hit(3)
  eq(wounds, 1, "moving back up heals nothing")
  hit(-5)
  eq(wounds, 1, "crossing the same level again: no new Wound")
  ok(g:track_crossed(hp, "healthy", "down"), "healthy crossed down")
  ok(not g:track_crossed(hp, "wounded", "down"), "wounded not yet")
  hit(-20)
  eq(wounds, 2, "first time into Critical")
  ok(out, "knocked out")
  eq(g:track_value(hp), 0)
  -- Between scenarios Wounds heal: the track forgets.
  g:track_set(hp, 21)
  g:track_forget(hp)
  hit(-7)
  eq(wounds, 3, "a first crossing again")
end)

-- Dragon Tides: "When your SUPER is fully charged ... you can activate it!
-- ... At the end of the current turn, flip your marker back to its inactive
-- side and return it to 0%." (3 steps chosen.)
test("a charged track activates and deactivates", function()
  local g = tabula.new_game(1)
  local super = g:track_new{max = 3}
  fails(function() g:track_activate(super) end, "not charged")
  g:track_add(super, 2) -- Soda: "Increase your SUPER by 2 steps."
  g:track_add(super, 1)
  g:track_activate(super)
  ok(g:track_get(super).active, "active")
  fails(function() g:track_activate(super) end, "active already")
  g:track_deactivate(super)
  eq(g:track_value(super), 0, "back to 0%")
  ok(not g:track_get(super).active, "inactive")
  fails(function() g:track_deactivate(super) end, "is not active")
end)

test("argument errors name the argument and the field", function()
  local g = tabula.new_game(1)
  local t = g:track_new{max = 5, thresholds = {{name = "a", value = 2}}}
  fails(function() g:track_new() end, "bad argument #1 to 'track_new' (table expected")
  fails(function() g:track_new{min = 0} end, "field 'max': integer expected, got nil")
  fails(function() g:track_new{max = 5, colour = "red"} end, "unknown field 'colour'")
  fails(function() g:track_new{max = "ten"} end, "field 'max': integer expected, got string")
  fails(function() g:track_new{max = 5, overflow = "spill"} end,
        "field 'overflow': invalid option 'spill'")
  fails(function() g:track_new{max = 5, thresholds = {{name = "a", value = 9}}} end,
        "field 'thresholds': entry 1: value 9 is not in 0..5")
  fails(function() g:track_new{max = 5, thresholds = {{name = "a", value = 3},
                                                      {name = "b", value = 3}}} end,
        "entry 2: value 3 does not rise above 3")
  fails(function() g:track_new{max = 5, thresholds = {{value = 3}}} end,
        "entry 1: string name expected")
  fails(function() g:track_new{max = 5, thresholds = {3}} end, "entry 1: table")
  fails(function() g:track_new{min = 5, max = 5} end, "min 5 must be below max 5")
  fails(function() g:track_new{max = 5, overflow = "reset", start = 5} end, "start 5 is not in")
  fails(function() g:track_new{max = 5, carry = t + 100} end, "is not a track")
  fails(function() g:track_value(t + 100) end, "is not a track")
  fails(function() g:track_value("t") end, "bad argument #1 to 'track_value'")
  fails(function() g:track_add(t) end, "bad argument #2 to 'track_add' (number expected")
  fails(function() g:track_add(t, 2 ^ 40) end, "bad argument #2 to 'track_add' (not a 32-bit")
  fails(function() g:track_set(t, 6) end, "6 is outside 0..5")
  fails(function() g:track_threshold(t, 0) end, "bad argument #2 to 'track_threshold'")
  fails(function() g:track_threshold(t, 2) end, "has 1 thresholds")
  fails(function() g:track_crossed(t, "a", "sideways") end, "invalid option 'sideways'")
  fails(function() g:track_crossed(t, "never named anywhere", "up") end, "no threshold")
  fails(function() g:track_crossed(t, "max", "up") end, "no threshold 'max'")
  fails(function() g:track_set_reset(t, 9) end, "reset point 9")
  eq(g:track_value(t), 0, "the track is unchanged")
end)

test("the same calls give the same hash", function()
  local function play()
    local g = tabula.new_game(3)
    local t = g:track_new{min = -5, max = 5, thresholds = {{name = "zero", value = 0}}}
    for i = 1, 20 do g:track_add(t, (i % 7) - 3) end
    return g:hash()
  end
  eq(play(), play())
end)
