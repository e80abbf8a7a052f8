-- The heuristic bot: scores each option with the game's policy for the
-- decision's kind and takes the best (the lowest option number among
-- equals); where the game gives no policy, it picks at random. A game
-- gives a policy as
--     policy { id = "<decision kind>", score = function(view, decision, i) ... end }
-- seeing only the deciding player's view. A policy may also give
--     prepare = function(view, decision) ... return ctx end
-- for what every option's score shares (read once per decision, not once
-- per option): the bot calls it once before scoring and passes its result
-- as score's fourth argument, score(view, decision, i, ctx). Policies
-- without prepare are called as before; a policy with one should still
-- score without ctx (prepare itself when it is nil), for other callers.
bot {
  id = "heuristic",
  choose = function(view, decision)
    local policy = content("policy", decision.kind)
    local count = math.max(decision.min, 1)
    if not policy then
      if count == 1 then return decision.random(#decision.options) end
      local picks = {}
      for i = 1, count do picks[i] = i end
      return picks
    end
    local prep = policy.prepare and policy.prepare(view, decision)
    if decision.max == 1 and decision.min == 1 then
      -- One pick: the best score, the first among equals (what sorting
      -- would put first), without a table per option.
      local best, bi
      for i = 1, #decision.options do
        local score = policy.score(view, decision, i, prep)
        if not bi or score > best then best, bi = score, i end
      end
      return bi
    end
    local scored = {}
    local prep = policy.prepare and policy.prepare(view, decision)
    for i = 1, #decision.options do
      scored[i] = {i = i, score = policy.score(view, decision, i, prep)}
    end
    table.sort(scored, function(a, b)
      if a.score ~= b.score then return a.score > b.score end
      return a.i < b.i
    end)
    -- Several picks: every option worth taking (score above 0), at least
    -- min and at most max of them, best first.
    local picks = {}
    for k = 1, math.min(decision.max, #scored) do
      if k > decision.min and scored[k].score <= 0 then break end
      picks[k] = scored[k].i
    end
    return picks
  end,
}
