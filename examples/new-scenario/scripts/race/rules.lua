-- Hare race: a small game written the way an author new to tabula would,
-- from the README and docs/lua-reference.md only (issue 22's check that the
-- second game is easy to write). The game is invented for the test, so are
-- its cards and its die (one comment for all of them: cards/race/). The
-- duel beside it is older; this one shows today's style.
--
-- Every hare runs its own lane of a square grid, from column 0 to the
-- finish column. On a turn a player either rolls the carrot die (moves its
-- value; a carrot face moves nothing and scores a point) or plays a
-- movement card from hand, then draws back up to two cards. Reaching the
-- finish scores by place (3, 2, 1, then 0); the race ends when one hare is
-- left running or after `rounds` rounds. Most points wins; ties share it.

local game = require("std/singleton").of("race.game")

local FINISH = 9                -- the last column of a lane
local HAND = 2                  -- cards held after drawing
local PLACE_POINTS = {3, 2, 1}  -- points for the 1st, 2nd and 3rd home

scenario {
  id = "meadow",
  name = "Hare race",
  description = "2-4 hares race down their lanes with cards and a carrot die",
  players = {2, 4},
  options = {
    rounds = {type = "int", min = 1, max = 30, default = 12, help = "rounds before the race stops"},
  },
}

local function runner(g, p) return g:entity_next(0, "race.hare." .. p) end
local function hand(g, p) return g:zone_find("hand." .. p) end
local function points(g, p) return g:entity_get(runner(g, p), "points") end

step("setup", function(g)
  local record = game.create(g)
  local grid = g:grid_new(FINISH + 1, g:players())
  g:entity_set(record, "grid", grid)
  g:entity_set(record, "home", 0) -- hares past the finish so far
  -- The carrot die: three faces move, one scores a carrot.
  g:entity_set(record, "die", g:dice_new("carrot", {1, 2, 3, 1, 2, {value = 0, symbols = {carrot = 1}}}))
  -- One shared deck; discards are shuffled back when it runs out. Its
  -- cards and the hands are one pool to a search bot (README).
  local draw = g:zone_new("deck", nil, "nobody", "cards")
  local discard = g:zone_new("discard", nil, "all")
  for _, card in ipairs(content("card")) do
    for _ = 1, card.copies do
      local e = g:entity_new("card")
      g:entity_set(e, "card", card.id)
      g:zone_insert(draw, e)
    end
  end
  local deck = g:deck_new(draw, discard, "reshuffle")
  g:deck_shuffle(deck)
  g:entity_set(record, "deck", deck)
  for p = 0, g:players() - 1 do
    local hare = g:entity_new("race.hare." .. p)
    g:entity_set(hare, "points", g:track_new{min = 0, max = 40})
    g:grid_place(grid, hare, 0, p)
    local h = g:zone_new("hand." .. p, p, "owner", "cards")
    for _ = 1, HAND do g:deck_draw(deck, "top", h) end
  end
  g:push("turn", 0, 1)
end)

-- Moves p's hare n columns; at the finish it scores its place.
local function run(g, p, n)
  local grid = game.get(g, "grid")
  local hare = runner(g, p)
  local x = g:grid_locate(grid, hare)
  local to = math.min(x + n, FINISH)
  if to == x then return end
  g:grid_move(grid, hare, to, p)
  if to == FINISH then
    local home = game.get(g, "home") + 1
    game.set(g, "home", home)
    g:track_add(points(g, p), PLACE_POINTS[home] or 0)
    g:tally("place." .. home)
  end
end

local function running(g, p)
  return (g:grid_locate(game.get(g, "grid"), runner(g, p))) < FINISH
end

-- The next player still running after p, and whether the round ended.
local function next_player(g, p)
  local n = g:players()
  for k = 1, n do
    local q = (p + k) % n
    if running(g, q) then return q, q <= p end
  end
end

step("turn", function(g, p, round)
  -- Two cards alike in hand are one choice (labels must differ).
  local options, offered = {{label = "Roll the carrot die", value = "roll"}}, {}
  for _, e in ipairs(g:zone_list(hand(g, p))) do
    local id = g:entity_get(e, "card")
    if not offered[id] then
      offered[id] = true
      local card = content("card", id)
      options[#options + 1] = {label = string.format("Play %s (move %d)", card.name, card.move), value = e}
    end
  end
  local pick = g:choose{player = p, kind = "move", prompt = "Your move", options = options}
  if pick == "roll" then
    local pool = g:dice_pool_new({game.get(g, "die")})
    g:dice_pool_roll(pool)
    if g:dice_pool_count(pool, "carrot") > 0 then
      g:track_add(points(g, p), 1)
      g:tally("carrot")
    else
      run(g, p, g:dice_pool_count(pool))
    end
    g:dice_pool_free(pool)
  else
    run(g, p, content("card", g:entity_get(pick, "card")).move)
    g:deck_discard(game.get(g, "deck"), pick)
    g:tally("card." .. g:entity_get(pick, "card"))
  end
  local deck = game.get(g, "deck")
  while g:zone_size(hand(g, p)) < HAND and g:deck_available(deck) > 0 do
    g:deck_draw(deck, "top", hand(g, p))
  end
  local q, new_round = next_player(g, p)
  local left = 0
  for r = 0, g:players() - 1 do if running(g, r) then left = left + 1 end end
  if left <= 1 or (new_round and round == tonumber(g:option("rounds"))) then -- the default: 12
    g:push("final", round)
  else
    g:push("turn", q, new_round and round + 1 or round)
  end
end)

step("final", function(g, round)
  local best, winners, scores = -1, {}, {}
  for p = 0, g:players() - 1 do
    local s = g:track_value(points(g, p))
    scores[p] = s
    if s > best then best, winners = s, {p} elseif s == best then winners[#winners + 1] = p end
  end
  g:metric("rounds", round)
  g:finish{winners = winners, scores = scores, reason = "most points"}
end)

-- A bot that always rolls: it finds the roll by its value, not its label.
bot { id = "roller", choose = function(view, decision)
  for i, value in ipairs(decision.values) do
    if value == "roll" then return i end
  end
end }

rules {
  name = "Hare race",
  start = "setup",
  fields = {card = {"name", "move", "copies"}}, -- a misspelt field is an error
}
