-- Setup, the Invader Deck, the Blight Card and losing: the expansion's
-- setup changes, the deck by Stages, Healthy and Blighted Island, and every
-- loss condition of the core game.
local H = dofile(ROOT .. "/test/rules/spirit-island/helpers.lua")

local function size(g, zone) return g:zone_size(g:zone_find(zone)) end

test("setup: one Beasts and one Disease on each board", function()
  -- "The Beasts goes in the lowest-numbered land with no printed Setup
  -- icons; the Disease goes in land #2 (with the City)."
  local g = H.drill{players = 2, options = {setup = "on",
                                            spirits = "river-surges-in-sunlight,lightnings-swift-strike"}}
  eq(H.count(g, "A1", "beasts"), 1, "board A: land 1 has no setup icons")
  eq(H.count(g, "A2", "disease"), 1)
  eq(H.n(g, "A2", "city"), 1, "land 2 has the City")
  eq(H.count(g, "B4", "beasts"), 1, "board B: lands 1-3 have icons, 4 has none")
  eq(H.count(g, "B2", "disease"), 1)
  local beasts = 0
  for _, b in ipairs{"A", "B"} do
    for n = 1, 8 do beasts = beasts + H.count(g, b .. n, "beasts") end
  end
  eq(beasts, 1 + 1, "one per board (no spirit of these two adds more)")
end)

test("the Invader Deck: 3 Stage I, 4 Stage II, 5 Stage III cards, in Stage order", function()
  local g = H.drill()
  local deck = g:zone_list(g:zone_find("invader.deck"))
  eq(#deck, 12)
  local stages = {}
  for i, c in ipairs(deck) do stages[i] = g:entity_get(c, "stage") end
  eq(table.concat(stages), "111222233333")
end)

test("the first Explore happens during setup and the card moves to Build", function()
  local g = new_game("spirit-island/standard", 1, {seed = 3})
  eq(g:run(), "decision")
  eq(size(g, "invader.deck"), 11)
  eq(size(g, "invader.build"), 1)
  eq(size(g, "invader.explore"), 0)
  local card = g:zone_at(g:zone_find("invader.build"), 1)
  eq(g:entity_get(card, "stage"), 1)
end)

test("the Blight Card: 2 Blight per player plus 1 on Healthy Island; flipping refills it", function()
  local g = H.drill{players = 2, options = {blight = "scarred-earth"}}
  eq(H.get(g, "blight"), 5, "2 per player + 1 (the erratum)")
  eq(H.get(g, "healthy"), true)
  for i = 1, 4 do H.run(g, "blight A" .. i) end
  eq(H.get(g, "blight"), 1)
  H.run(g, "blight A5")
  eq(H.get(g, "healthy"), false, "the last Blight from Healthy Island flips the card")
  eq(H.get(g, "blight"), 10, "Scarred Earth: 5 per player")
end)

test("losing: no Blight left on Blighted Island", function()
  local g = H.drill{options = {blight = "lingering-sickness"}}
  for i = 1, 3 do H.run(g, "blight A" .. i) end
  eq(H.get(g, "healthy"), false)
  eq(H.get(g, "blight"), 3)
  H.clear(g)
  H.setcount(g, "A8", "presence.0", 1)
  H.run(g, "blight A4")
  H.run(g, "blight A5")
  eq(H.run(g, "blight A6"), "done")
  eq(g:result().reason, "blight")
  eq(#g:result().winners, 0, "everyone loses")
end)

test("losing: a spirit with no presence on the island", function()
  local g = H.drill()
  H.clear(g)
  H.setcount(g, "A5", "presence.0", 1)
  eq(H.run(g, "blight A5"), "done", "Blight destroys the last presence")
  eq(g:result().reason, "spirit destroyed")
end)

test("losing: time runs out when the Invader Deck is empty at Explore", function()
  local g = H.drill()
  for _, c in ipairs(g:zone_list(g:zone_find("invader.deck"))) do g:entity_free(c) end
  H.answer(g, "invader phase")
  -- The Event before it may ask something: its first option.
  while g:run() == "decision" do g:answer(1) end
  eq(g:run(), "done")
  eq(g:result().reason, "time runs out")
end)

test("Back Against the Wall: every Spirit Phase +1 Energy and +1 Card Play once Blighted", function()
  local g = H.drill{options = {blight = "back-against-the-wall"}}
  H.set(g, "healthy", false)
  local s = H.spirit(g, 0)
  g:entity_set(s, "energy", 0)
  H.answer(g, "spirit phase 0")
  H.answer(g, "Add a presence (range 1), add a presence (range 1)")
  -- Two presence placements, each a land then a track.
  for _ = 1, 2 do
    H.answer(g, g:decision().options[1])
    H.answer(g, "Energy track")
  end
  -- Energy track uncovered to its 3rd space: 2 Energy, +1: 3. Card plays 1 + 1.
  eq(g:decision().kind, "play")
  eq(g:entity_get(s, "energy"), 3)
  eq(g:entity_get(s, "plays"), 2)
end)

test("solo: a Blight Card with only 2 Blight per player may be replaced when it flips", function()
  local g = H.drill{options = {blight = "back-against-the-wall"}}
  for i = 1, 2 do H.run(g, "blight A" .. i) end
  H.answer(g, "blight A3")
  eq(g:decision().kind, "blight_redraw")
  H.answer(g, "Draw a random replacement")
  local card = g:entity_get(H.get(g, "blightcard"), "name")
  ok(card ~= "back-against-the-wall", "another card: " .. card)
  eq(H.get(g, "healthy"), false)
  local blighted = ({["emboldened-invaders"] = 4, ["exhausted-dahan"] = 4, ["scarred-earth"] = 5,
                     ["thinning-hope"] = 4, ["withering-roots"] = 5, ["lingering-sickness"] = 3})[card]
  eq(H.get(g, "blight"), blighted, "its own Blight per player")
end)

-- Declared options (issue 22): a misspelling or a value out of range is
-- refused before the game starts, naming the scenario's options.
test("options: a misspelt option is refused, naming the standard options", function()
  fails(function() new_game("spirit-island/standard", 1, {options = {levle = 3}}) end,
        "scenario 'standard' has no option 'levle' (its options: adversary, blight, boards, events, "
        .. "level, map, rebellion, spirits)")
end)

test("options: level 7 and events=maybe are refused; France takes no adversary", function()
  fails(function() new_game("spirit-island/france", 1, {options = {level = 7}}) end,
        "option level=7: 7 is not in 0..6")
  fails(function() new_game("spirit-island/standard", 1, {options = {events = "maybe"}}) end,
        "option events=maybe: one of on, off is needed")
  fails(function() new_game("spirit-island/france", 1, {options = {adversary = "france"}}) end,
        "scenario 'france' has no option 'adversary'")
end)

test("options: the drill takes the standard ones and its own", function()
  local g = H.drill{options = {setup = "on", victory = "on", events = "off", map = "thematic"}}
  ok(g, "started")
  fails(function() H.drill{options = {victory = "yes"}} end, "option victory=yes: one of on is needed")
end)
