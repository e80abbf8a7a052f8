-- Declared scenario options (issue 22): an unknown or invalid option is
-- refused before the game starts, naming it and the known ones.
local fixtures = ROOT .. "/test/fixtures"

local function start(id, options)
  return new_game("options/" .. id, 1, {roots = {fixtures}, options = options})
end

test("declared options that fit start the game, and reach g:option", function()
  local g = start("declared", {level = 6, events = "off", spirits = "river,earth", blight = "any text"})
  eq(g:run(), "done")
  eq(g:result().reason, "level 6, events off, spirits river,earth, blight any text")
end)

test("an option not given is its declared default to g:option, or nil without one", function()
  local g = start("declared", {})
  eq(g:run(), "done")
  eq(g:result().reason, "level 2, events on, spirits nil, blight nil")
end)

test("an unknown option is refused, naming the known ones", function()
  fails(function() start("declared", {nosuch = 1}) end,
        "options/declared: scenario 'declared' has no option 'nosuch' (its options: blight, events, level, spirits)")
end)

test("an int out of range, or not an int, is refused", function()
  fails(function() start("declared", {level = 7}) end, "option level=7: 7 is not in 0..6")
  fails(function() start("declared", {level = "two"}) end, "option level=two: an integer is needed")
end)

test("an enum value not declared is refused", function()
  fails(function() start("declared", {events = "yes"}) end, "option events=yes: one of on, off is needed")
end)

test("a list item not declared is refused", function()
  fails(function() start("declared", {spirits = "river,fire"}) end,
        "option spirits=river,fire: 'fire' is not one of river, lightning, earth")
end)

test("a host's tab_game_set_option is checked at tab_game_start too", function()
  local g = require("tabula").new_game(1)
  g:add_root(ROOT)
  g:add_root(fixtures)
  g:set_option("levle", "3")
  local started, err = pcall(g.start, g, "options/declared", 1)
  ok(not started, "refused")
  ok(tostring(err):find("has no option 'levle'", 1, true), tostring(err))
  fails(function() g:run() end, "has not started")
end)

test("a scenario that declares no options takes any", function()
  local g = start("free", {anything = "goes"})
  eq(g:run(), "done")
end)

test("a declaration with an unknown field fails to load, naming it", function()
  fails(function() new_game("bad-options/typo", 1, {roots = {fixtures}}) end,
        "scenario 'typo': option 'level': unknown field 'maximum'")
end)

test("a per-player option is given per seat, for the seats the game has", function()
  local g = new_game("options/seats", 3, {roots = {fixtures}, options = {deck0 = "blue", deck2 = "blue"}})
  eq(g:run(), "done")
  eq(g:result().reason, "blue red blue", "a seat not given takes the default")
  fails(function() new_game("options/seats", 2, {roots = {fixtures}, options = {deck2 = "blue"}}) end,
        "option deck2: there is no seat 2 (seats are 0 to 1)")
  fails(function() new_game("options/seats", 1, {roots = {fixtures}, options = {deck1 = "red"}}) end,
        "option deck1: there is no seat 1 (seats are 0 to 0)")
  fails(function() new_game("options/seats", 3, {roots = {fixtures}, options = {deck2 = "green"}}) end,
        "option deck2=green: one of red, blue is needed")
end)
