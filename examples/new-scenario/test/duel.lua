-- Rule tests of the duel example, run from outside the source tree:
--     TABULA_PATH=examples/new-scenario scripts/tabula test examples/new-scenario/test
local here = ROOT .. "/examples/new-scenario"

local function duel(seed, options)
  return new_game("duel/classic", 2, {seed = seed, roots = {here}, options = options})
end

test("the higher card takes the round", function()
  local g = duel(1)
  -- options are sorted by card id: five, four, one, three, two
  play(g, {{player = 0, pick = 1}, {player = 1, pick = 5}})
  local p0 = g:entity_next(0, "duelist.0")
  eq(g:entity_get(p0, "score"), 1, "player 0 took round 1")
end)

test("equal rounds are a draw with no winner", function()
  local g = duel(1, {rounds = 1})
  eq(play(g, {{player = 0, pick = 2}, {player = 1, pick = 2}}), "done")
  local r = g:result()
  eq(r.reason, "draw")
  eq(#r.winners, 0, "winners")
end)

test("the rounds option shortens the game", function()
  local g = duel(1, {rounds = 2})
  eq(play(g, {{player = 0, pick = 1}, {player = 1, pick = 1},
              {player = 0, pick = 1}, {player = 1, pick = 1}}), "done")
end)
