-- The dice, deck and view bindings reached from sandboxed rules: the
-- bindtest/attack fixture scenario (test/fixtures) played to its end.
local fixtures = ROOT .. "/test/fixtures"
local POWER = {gale = 2, surge = 3, ripple = 1}
-- P(at least 2 hits) on 1, 2 and 3 hero dice (half the faces hit), in
-- millionths as the rules record them: 0, 1/4, 4/8.
local ODDS = {0, 250000, 500000}

local function attack(seed)
  return new_game("bindtest/attack", 1, {seed = seed, roots = {fixtures}})
end

local function game_entity(g) return g:entity_next(0, "tabula.game") end

test("rules draw, reshuffle, roll and score through the bindings", function()
  local g = attack(3)
  eq(g:run(), "decision", "the first pick")
  eq(#events(g, 0, "deck.refill"), 1, "the first draw reshuffled the discard pile")
  eq(g:dice_faces(g:dice_find("hero")), 6, "the rules defined the hero die")
  local picked = {}
  for turn = 1, 2 do
    local d = g:decision()
    eq(d.prompt, "Attack with")
    eq(#d.options, 2, "two cards drawn")
    picked[turn] = d.options[turn] -- the first card, then the second
    g:answer(turn)
    local state = g:run()
    eq(state, turn == 1 and "decision" or "done", "after turn " .. turn)
  end
  -- Every die rolled is on the event log; hits are the hero die's faces
  -- 1 to 3 (the event carries C's face number, from 0).
  local rolls, hits = events(g, 0, "dice.roll"), 0
  for _, e in ipairs(rolls) do
    if e[2] <= 2 then hits = hits + 1 end
  end
  eq(#rolls, POWER[picked[1]] + POWER[picked[2]], "one die per point of power")
  local r = g:result()
  eq(r.reason, "attacked")
  eq(r.scores[0], hits, "the score is the hits rolled")
  eq(#r.winners, hits >= 2 and 1 or 0, "two hits win")
  for turn = 1, 2 do
    eq(g:entity_get(game_entity(g), "metric.odds." .. turn), ODDS[POWER[picked[turn]]],
       "odds computed by the rules on turn " .. turn)
  end
end)

test("same seed and answers give the same game", function()
  local a, b = attack(8), attack(8)
  eq(play(a, {2, 1}), "done")
  eq(play(b, {2, 1}), "done")
  eq(a:hash(), b:hash())
  eq(a:result().scores[0], b:result().scores[0])
end)
