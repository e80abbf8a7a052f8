-- Helpers the Tidal Blades 2 campaign tests share (loaded with dofile). A
-- test ends a scenario by writing its result, as the rules would, while the
-- heroes choose their first Initiative cards; the campaign takes over.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")
local CH = {}
CH.H = H

-- A campaign game with two players (Axl and Eko unless heroes= says
-- otherwise), Naviri off unless options.naviri says where; run to its
-- first decision.
function CH.campaign(options, players)
  local opts = {heroes = "axl,eko", naviri = "0", scenarios = "first-fight,the-den,tide-pools,the-wreck"}
  for k, v in pairs(options or {}) do opts[k] = v end
  local g = new_game("tidal-blades/campaign", players or 2, {seed = 1, options = opts, roots = {H.FIXTURES}})
  g:run()
  return g
end

-- Answers option i for every player the pending decision waits for.
function CH.answer_all(g, i)
  local d = H.decision(g)
  for _, p in ipairs(d.players) do g:answer_as(p, i) end
  return g:run()
end

-- Answers the first option of every decision until one of kind is pending.
function CH.skip_to(g, kind)
  for _ = 1, 200 do
    if H.kind(g) == kind then return end
    CH.answer_all(g, 1)
  end
  error("no decision of kind " .. kind, 2)
end

-- A group vote: every player picks the option labelled label.
function CH.vote(g, label)
  return CH.answer_all(g, H.find(H.decision(g), label))
end

function CH.campaign_entity(g) return g:entity_next(0, "tb.campaign") end
function CH.cget(g, key) return g:entity_get(CH.campaign_entity(g), key) end

function CH.member(g, id)
  local m = g:entity_next(0, "tb.member")
  while m do
    if g:entity_get(m, "name") == id then return m end
    m = g:entity_next(m, "tb.member")
  end
  error("no campaign hero " .. id, 2)
end

-- Ends the scenario in play: success or not, in round, with each hero's
-- properties set first (heroes = {axl = {wounds = 2, fruit = 1}, ...}).
function CH.end_scenario(g, success, round, heroes)
  eq(H.kind(g), "tb.card", "the scenario waits for Initiative cards")
  local game = H.record.entity(g)
  for id, props in pairs(heroes or {}) do
    local h = H.hero(g, id)
    for k, v in pairs(props) do g:entity_set(h, k, v) end
  end
  g:entity_set(game, "round", round)
  g:entity_set(game, "result", success and "success" or "fail")
  g:entity_set(game, "reason", "set by the test")
  return CH.answer_all(g, 1)
end

-- Answers decisions by label prefix until one of kind is pending (the
-- answers given in order for the decisions met on the way).
function CH.until_kind(g, kind, answers)
  answers = answers or {}
  local k = 0
  while H.kind(g) ~= kind do
    k = k + 1
    local label = answers[k]
    if not label then error("reached " .. H.kind(g) .. " (" .. H.decision(g).prompt .. ") before " .. kind, 2) end
    H.answer(g, label)
  end
end

function CH.arr(g, e, key) return g:entity_get_array(e, key) or {} end
function CH.has(g, e, key, v)
  for _, x in ipairs(CH.arr(g, e, key)) do
    if x == v then return true end
  end
  return false
end

return CH
