-- The runtime from a host script: the duel example played to the end,
-- determinism, saves and replays.
local example = ROOT .. "/examples/new-scenario"

local function duel(seed)
  return new_game("duel/classic", 2, {seed = seed, roots = {example}})
end

test("a simultaneous decision names both players and their own options", function()
  local g = duel(1)
  eq(g:run(), "decision")
  local d = g:decision()
  eq(#d.players, 2, "players to answer")
  eq(d.prompt, "Play a card")
  eq(#d.options, 5, "cards in hand")
  g:answer_as(1, 1)
  eq(g:run(), "decision", "still waiting for player 0")
  eq(#g:decision().players, 1)
  eq(g:decision().players[1], 0)
  g:answer_as(0, 1)
  eq(g:decision(), nil, "answered by both: nothing to ask until the game runs on")
end)

test("the duel plays to a result", function()
  local g = duel(1)
  -- Hands start five, four, one, three, two (sorted by card id) and shrink:
  -- five beats one; four loses to five; three beats two.
  local state = play(g, {{player = 0, pick = 1}, {player = 1, pick = 3},
                         {player = 0, pick = 1}, {player = 1, pick = 1},
                         {player = 0, pick = 2}, {player = 1, pick = 3}})
  eq(state, "done")
  local r = g:result()
  eq(r.reason, "most rounds")
  eq(r.winners[1], 0, "winner")
  eq(r.scores[0], 2, "player 0's rounds")
  eq(r.scores[1], 1, "player 1's rounds")
end)

test("same seed and answers give the same hashes", function()
  local a, b = duel(5), duel(5)
  local answers = {{player = 0, pick = 2}, {player = 1, pick = 2}, {player = 0, pick = 1}}
  play(a, answers)
  play(b, answers)
  eq(a:hash(), b:hash())
end)

test("a save in the middle of a decision loads and goes on the same", function()
  local path = os.tmpname()
  local a = duel(9)
  play(a, {{player = 0, pick = 2}, {player = 1, pick = 4}, {player = 1, pick = 1}})
  a:save(path)
  local b = require("tabula").new_game(0)
  b:add_root(ROOT)
  b:add_root(example)
  b:load(path)
  os.remove(path)
  eq(b:hash(), a:hash(), "hash after load")
  local rest = {{player = 0, pick = 3}, {player = 0, pick = 1}, {player = 1, pick = 2}}
  eq(play(a, rest), play(b, rest))
  eq(b:hash(), a:hash(), "hash at the end")
end)

test("a replay file re-runs and verifies", function()
  local path = os.tmpname()
  local a = duel(4)
  play(a, {{player = 0, pick = 5}, {player = 1, pick = 2}})
  a:write_replay(path)
  local b = require("tabula").new_game(0)
  b:add_root(ROOT)
  b:add_root(example)
  b:replay(path, true)
  os.remove(path)
  eq(b:hash(), a:hash())
  eq(b:answer_count(), 2)
end)

test("a bad answer is refused and the game goes on", function()
  local g = duel(2)
  g:run()
  fails(function() g:answer_as(0, 9) end, "option 9 of 5 does not exist")
  fails(function() g:answer_as(3, 1) end, "player 3 has no answer to give")
  g:answer_as(0, 1)
  eq(g:run(), "decision")
end)

test("unknown scenarios and player counts are named", function()
  fails(function() new_game("duel/nope", 2, {roots = {example}}) end, "no scenario 'nope'")
  fails(function() new_game("duel/classic", 3, {roots = {example}}) end, "for 2 to 2 players, not 3")
  fails(function() new_game("nogame/x", 2) end, "no game 'nogame'")
end)

test("a restarted game plays exactly as a new one with that seed", function()
  local answers = {{player = 0, pick = 3}, {player = 1, pick = 2}, {player = 0, pick = 1},
                   {player = 1, pick = 4}}
  local fresh = duel(9)
  play(fresh, answers)
  local reused = duel(3)
  play(reused, {{player = 0, pick = 1}, {player = 1, pick = 1}})
  reused:restart(9)
  eq(reused:answer_count(), 0, "answers forgotten")
  play(reused, answers)
  eq(reused:hash(), fresh:hash(), "same state after the same answers")
  eq(reused:seed(), 9)
end)
