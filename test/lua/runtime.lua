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

test("rule-test helpers answer by label, exactly or by a unique prefix", function()
  local g = duel(1)
  ok(has_option(g, "thr"), "three by its prefix")
  eq(has_option(g, "six"), false)
  fails(function() answer(g, "f", 0) end, "two options start with 'f'")
  fails(function() answer(g, "six", 0) end, "no option 'six'")
  answer(g, "one", 1)
  eq(g:decision().players[1], 0, "player 1 answered")
  eq(option_index(g:decision(), "fo"), 2, "four by its prefix")
end)

-- Issue 18: a snapshot taken while a rule waits brought back the kernel
-- state but not the waiting rule, so the next run asked another question.
test("a restore into or out of the middle of a step is refused, not silently wrong", function()
  local g = duel(3)
  local between = g:snapshot() -- before the first step: no rule waits
  eq(g:run(), "decision")
  local hash = g:hash()
  fails(function() g:restore(between) end, "while a rule waits on a decision")
  local during = g:snapshot()
  eq(g:hash(), hash, "the refused restore changed nothing")
  g:answer_as(0, 1)
  g:answer_as(1, 1)
  eq(g:run(), "decision")
  fails(function() g:restore(during) end, "the snapshot was taken while a rule waits")
  local fresh = duel(3)
  fresh:restore(between)
  eq(fresh:run(), "decision", "a snapshot between steps restores as always")
  eq(fresh:hash(), hash)
end)

test("answers without state hashes play the same game, save and load, but make no replay", function()
  local answers = {{player = 0, pick = 2}, {player = 1, pick = 4}, {player = 1, pick = 1}}
  local hashed, plain = duel(6), duel(6)
  plain:set_answer_hashes(false)
  play(hashed, answers)
  play(plain, answers)
  eq(plain:hash(), hashed:hash(), "the same state either way")
  local path = os.tmpname()
  fails(function() plain:write_replay(path) end, "without its state hash")
  plain:save(path)
  local b = require("tabula").new_game(0)
  b:add_root(ROOT)
  b:add_root(example)
  b:load(path)
  os.remove(path)
  eq(b:hash(), hashed:hash(), "a save of unhashed answers loads")
  fails(function() plain:set_answer_hashes(1) end, "boolean expected")
end)

-- A position copy (issue 19's foundation): the copy waits on the same
-- decision as the original and both go on alike, from any point.
local function play_random(g, n, salt)
  for k = 1, n do
    if g:run() ~= "decision" then return end
    local d = g:decision()
    g:answer_as(d.players[1], 1 + (k * 7 + salt) % #d.options)
  end
end

test("a copied position waits on the same decision and plays on the same", function()
  for _, at in ipairs{0, 1, 2, 3, 5} do
    local a = duel(11)
    play_random(a, at, 1)
    -- at 1 and 3: one player of the simultaneous decision has answered.
    local b = duel(99)
    play_random(b, 4, 2) -- b is somewhere else entirely
    b:copy_from(a)
    eq(b:hash(), a:hash(), "same state after the copy at " .. at)
    eq(b:answer_count(), a:answer_count(), "same answers at " .. at)
    local da, db = a:decision(), b:decision()
    eq(db and db.prompt, da and da.prompt, "same decision at " .. at)
    eq(db and #db.players, da and #da.players, "same players to answer at " .. at)
    play_random(a, 20, 5)
    play_random(b, 20, 5)
    eq(b:hash(), a:hash(), "the same game from there at " .. at)
    eq(b:result().reason, a:result().reason)
  end
end)

test("a copy goes back the same way, and the original is untouched", function()
  local a, b = duel(12), duel(12)
  play_random(a, 3, 0)
  local before = a:hash()
  b:copy_from(a)
  play_random(b, 2, 3) -- a search would play on the copy...
  eq(a:hash(), before, "copying from a game changes nothing in it")
  a:copy_from(b) -- ...and bring its position back
  eq(a:hash(), b:hash())
end)

test("a copy needs the same scenario, a started game, and another game", function()
  local a = duel(1)
  fails(function() a:copy_from(a) end, "onto itself")
  local other = require("tabula").new_game(0)
  fails(function() other:copy_from(a) end, "has not started")
  fails(function() a:copy_from(other) end, "copied from has not started")
  local three = new_game("duel/classic", 2, {seed = 1, roots = {example},
                                             options = {rounds = "5"}})
  eq(three:run(), "decision")
  a:copy_from(three) -- options are state: the copy plays with rounds = 5
  eq(a:hash(), three:hash())
end)

test("a copy between games that named different things means the same names", function()
  local a, b = duel(13), duel(13)
  -- Made by the host before the first step, so they are part of the state
  -- a checkpoint holds: b's atoms now differ from a's, and a's from b's.
  local only_b = b:entity_new("made.by.b")
  local only_a = a:entity_new("made.by.a")
  play_random(a, 2, 1)
  b:copy_from(a)
  eq(b:hash(), a:hash(), "the same state")
  eq(b:entity_kind(only_a), "made.by.a", "a's name, not b's, in the copy")
  ok(only_b == only_a, "the same id, now of a's kind")
  play_random(a, 20, 4)
  play_random(b, 20, 4)
  eq(b:hash(), a:hash(), "and the same game on")
end)

test("a decision limit stops a game that goes on, at its next decision", function()
  local g = duel(1)
  g:set_limit("decisions", 2)
  eq(g:run(), "decision")
  g:answer_as(0, 1)
  g:answer_as(1, 1)
  -- The run applies the answers and stops at the next decision.
  fails(function() g:run() end, "the game reached its limit of 2 decisions")
  local waiting = g:hash()
  eq(#g:decision().options, 4, "the next round's question, not answered")
  fails(function() g:run() end, "limit of 2 decisions") -- and stays stopped there
  eq(g:hash(), waiting, "the game waits where it was")
  g:set_limit("decisions", 100)
  eq(g:run(), "decision", "a higher limit lets it go on")
  fails(function() g:set_limit("decision", 5) end, "invalid option 'decision'")
end)
