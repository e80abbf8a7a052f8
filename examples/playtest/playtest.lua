-- A scripted playtest through the library, from a stock lua5.4:
--     lua5.4 examples/playtest/playtest.lua [games]
-- (with the tabula module on package.cpath; `meson install` puts it where
-- Debian's Lua looks). Two policies play the duel example against each
-- other over seeded games, and a custom metric is measured on the way.
local tabula = require "tabula"

local here = debug.getinfo(1, "S").source:match("^@(.*)/playtest/") or "examples"
local games = tonumber(arg and arg[1]) or 200

-- Policies see the decision (prompt, options) and pick an option number.
local policies = {
  -- always play the highest card still in hand
  greedy = function(decision)
    local value = {one = 1, two = 2, three = 3, four = 4, five = 5}
    local best = 1
    for i, label in ipairs(decision.options) do
      if value[label] > value[decision.options[best]] then best = i end
    end
    return best
  end,
  -- a seeded coin: any card
  random = function(decision, rng) return rng(#decision.options) end,
}

-- A tiny generator for the random policy, apart from the game's own.
local function lcg(seed)
  local x = seed
  return function(n)
    x = (x * 6364136223846793005 + 1442695040888963407) & 0x7fffffffffffffff
    return (x >> 33) % n + 1
  end
end

local seats = {[0] = "greedy", [1] = "random"}
local wins, draws, five_first = {[0] = 0, [1] = 0}, 0, 0
for i = 1, games do
  local g = tabula.new_game(i)
  g:add_root(here .. "/new-scenario")
  g:start("duel/classic", 2)
  local rng, first_round = lcg(i), true
  while g:run() == "decision" do
    local d = g:decision()
    for _, player in ipairs(d.players) do
      local pick = policies[seats[player]](d, rng)
      -- custom metric: how often the greedy seat opens with its five
      if first_round and seats[player] == "greedy" and d.options[pick] == "five" then
        five_first = five_first + 1
      end
      g:answer_as(player, pick)
      d = g:decision() or d
    end
    first_round = false
  end
  local r = g:result()
  if #r.winners == 0 then draws = draws + 1 else wins[r.winners[1]] = wins[r.winners[1]] + 1 end
end

print(string.format("%d games: greedy %.1f%%, random %.1f%%, draws %.1f%%", games,
                    100 * wins[0] / games, 100 * wins[1] / games, 100 * draws / games))
print(string.format("greedy opened with its five in %.1f%% of games", 100 * five_first / games))
-- The greedy seat should beat random play; fail loudly if the duel broke.
assert(wins[0] > wins[1], "greedy should win more often than random")
