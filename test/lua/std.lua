-- The shared content library (scripts/std/, issue 22): require "std/..."
-- from any game, content-hashed and frozen like the game's own scripts.
local fixtures = ROOT .. "/test/fixtures"

test("std/singleton finds, reads and writes a game's one entity, also from a view", function()
  local g = new_game("std-user/one", 1, {roots = {ROOT, fixtures}})
  eq(g:run(), "decision")
  eq(g:bot("reader", 0)[1], 2, "the bot read it through its view")
  g:answer(2)
  eq(g:run(), "done")
  eq(g:result().reason, "su.game 2 true")
end)

test("a missing std module names where it was looked for", function()
  fails(function() new_game("std-missing/one", 1, {roots = {ROOT, fixtures}}) end,
        "require: no module 'std/no-such-module' (looked for scripts/std/no-such-module.lua under each root)")
end)

test("a std module is frozen like content", function()
  local g = new_game("std-user/mutate", 1, {roots = {ROOT, fixtures}})
  fails(function() g:run() end, "content is read-only after")
end)

test("std/options reads a list option's items, or its default's", function()
  local g = new_game("std-user/lists", 1, {roots = {ROOT, fixtures}, options = {crew = "a,b,,c"}})
  eq(g:run(), "done")
  eq(g:result().reason, "a+b+c/p+q/00")
  g = new_game("std-user/lists", 1, {roots = {ROOT, fixtures}})
  eq(g:run(), "done")
  eq(g:result().reason, "x+y/p+q/00")
end)

test("a rule test requires the shared library as rules do", function()
  local game = require("std/singleton").of("su.game")
  local g = new_game("std-user/one", 1, {roots = {ROOT, fixtures}})
  eq(g:run(), "decision")
  eq(game.get(g, "pick"), 2, "the test read the game's singleton through std/singleton")
end)

test("std/choose asks for one of a list of things and gives the thing back", function()
  local g = new_game("std-user/pick", 1, {roots = {ROOT, fixtures}})
  eq(g:run(), "decision")
  eq(g:decision().options[2], "Take the bell")
  eq(g:bot("bell", 0)[1], 2, "the bot found the bell among the values")
  answer(g, "Take the bell")
  eq(g:run(), "done", "a list of one with only = \"take\" is not asked")
  eq(g:result().reason, "bell/anchor")
end)

test("std/choose refuses a misspelt only", function()
  local g = new_game("std-user/pick-typo", 1, {roots = {ROOT, fixtures}})
  fails(function() g:run() end, 'only = "take" or nothing, not tkae')
end)
