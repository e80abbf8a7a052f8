-- Every card of the game, used on a crowded island: each power (with its
-- thresholds met), each Fear Card at each Terror Level, each Event in each
-- of its states, each Blight Card's effects. They must run to the end,
-- asking only questions that have answers, and leave the drill waiting.
local H = dofile(ROOT .. "/test/rules/spirit-island/helpers.lua")

-- A drill of two boards with pieces, tokens and Sacred Sites everywhere,
-- and every element at 5 for both spirits.
local function crowded(seed, options)
  options = options or {}
  options.setup = "on"
  local g = H.drill{players = 2, seed = seed, options = options}
  for _, b in ipairs{"A", "B"} do
    for n = 1, 8 do
      local name = b .. n
      H.put(g, name, "explorer", 2, {strife = n % 2})
      if n % 3 == 0 then H.put(g, name, "town") end
      if n == 5 then H.put(g, name, "city", 1, {dmg = 1}) end
      H.put(g, name, "dahan", n % 3)
      for _, k in ipairs{"beasts", "wilds", "disease"} do H.setcount(g, name, k, (n + #k) % 2) end
      H.setcount(g, name, "blight", n == 4 and 1 or 0)
      H.setcount(g, name, "presence.0", 2)
      H.setcount(g, name, "presence.1", 2)
    end
  end
  for p = 0, 1 do
    local s = H.spirit(g, p)
    for _, e in ipairs{"sun", "moon", "fire", "air", "water", "earth", "plant", "animal"} do
      g:entity_set(s, "el." .. e, 5)
    end
    g:entity_set(s, "energy", 10)
  end
  return g
end

-- Answers every question with its first option (or a varying one) until
-- the drill asks for its next command; fails after too many.
local function settle(g, vary)
  local n = 0
  while g:run() == "decision" and g:decision().kind ~= "drill" do
    n = n + 1
    ok(n < 200, "settles within 200 answers")
    local d = g:decision()
    g:answer(vary and ((n % #d.options) + 1) or 1)
  end
  return g:run()
end

local function drill_commands(g, prefix)
  local out = {}
  for _, o in ipairs(g:decision().options) do
    if o:sub(1, #prefix) == prefix then out[#out + 1] = o end
  end
  return out
end

test("every power runs to the end on a crowded island", function()
  local g = crowded(1)
  local cmds = drill_commands(g, "power 0 ")
  ok(#cmds >= 31 + 21 + 16, "all powers: " .. #cmds)
  for i, cmd in ipairs(cmds) do
    local game = crowded(i)
    H.answer(game, cmd)
    eq(settle(game, i % 2 == 0), "decision", cmd)
  end
end)

test("every innate power level runs", function()
  for _, spirit in ipairs{"river-surges-in-sunlight", "lightnings-swift-strike", "sharp-fangs-behind-the-leaves",
                          "keeper-of-the-forbidden-wilds"} do
    local g = crowded(3, {spirits = spirit .. ",river-surges-in-sunlight"})
    local cmds = drill_commands(g, "innate 0 ")
    eq(#cmds, 3, spirit .. " has three levels")
    for _, cmd in ipairs(cmds) do
      local game = crowded(4, {spirits = spirit .. ",river-surges-in-sunlight"})
      H.answer(game, cmd)
      eq(settle(game), "decision", cmd)
    end
  end
end)

test("every Fear Card at every Terror Level", function()
  local g = crowded(1)
  local cmds = drill_commands(g, "fear card ")
  eq(#cmds, 15, "the expansion's 15 Fear Cards")
  for _, cmd in ipairs(cmds) do
    for tl = 1, 3 do
      local game = crowded(tl)
      H.set(game, "terror", tl)
      H.answer(game, cmd)
      eq(settle(game, tl == 2), "decision", cmd .. " at Terror Level " .. tl)
    end
  end
end)

test("every Event, Healthy and Blighted, at each Terror Level and Stage", function()
  local g = crowded(1)
  local cmds = drill_commands(g, "event ")
  ok(#cmds >= 13, "events: " .. #cmds)
  for _, cmd in ipairs(cmds) do
    for k = 1, 4 do
      local game = crowded(k, {adversary = "france", level = "2"})
      H.set(game, "healthy", k % 2 == 1)
      H.set(game, "terror", k <= 2 and 1 or 3)
      if k >= 3 then
        local deck = game:zone_find("invader.deck")
        for _ = 1, (k == 3 and 3 or 7) do game:entity_free(game:zone_at(deck, 1)) end
      end
      H.answer(game, cmd)
      eq(settle(game, k == 4), "decision", cmd .. " case " .. k)
    end
  end
end)

test("every Blight Card flips and applies its effects", function()
  for _, def in ipairs{"back-against-the-wall", "emboldened-invaders", "exhausted-dahan", "scarred-earth",
                       "thinning-hope", "withering-roots", "lingering-sickness"} do
    local g = crowded(2, {blight = def})
    H.set(g, "blight", 1)
    H.answer(g, "blight A1")
    eq(settle(g), "decision", def .. " flips")
    eq(H.get(g, "healthy"), false, def)
    H.answer(g, "invader phase")
    eq(settle(g), "decision", def .. " in the Invader Phase")
  end
end)

test("whole games with France at level 6 and two spirits end by the rules", function()
  for seed = 1, 6 do
    local g = new_game("spirit-island/france", 2, {seed = seed, options = {level = 6,
      spirits = seed % 2 == 0 and "keeper-of-the-forbidden-wilds,lightnings-swift-strike" or nil}})
    local n = 0
    while g:run() == "decision" do
      n = n + 1
      ok(n < 5000, "the game ends")
      local d = g:decision()
      g:answer_as(d.players and d.players[1] or d.player or 0, (n % #d.options) + 1)
    end
    eq(g:run(), "done")
    ok(g:result().reason, "a reason")
  end
end)

test("whole games for 3 and 4 spirits, on the thematic map and against Brandenburg-Prussia, end by the rules", function()
  local setups = {
    {"spirit-island/france", 3, {level = 4, map = "thematic"}},
    {"spirit-island/standard", 4, {adversary = "brandenburg-prussia", level = 6, map = "thematic"}},
    {"spirit-island/standard", 4, {}},
  }
  for k, s in ipairs(setups) do
    local g = new_game(s[1], s[2], {seed = k, options = s[3]})
    local n = 0
    while g:run() == "decision" do
      n = n + 1
      ok(n < 8000, "the game ends")
      local d = g:decision()
      g:answer_as(d.players and d.players[1] or d.player or 0, (n % #d.options) + 1)
    end
    eq(g:run(), "done")
    ok(g:result().reason, "a reason")
  end
end)
