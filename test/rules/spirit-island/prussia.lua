-- The Kingdom of Brandenburg-Prussia: the adversary of the expansion's
-- Difficulty chart, and its rule for Events: "If playing against
-- Brandenburg-Prussia Level 2+, treat the early Stage III card as if it
-- were Stage II."
local H = dofile(ROOT .. "/test/rules/spirit-island/helpers.lua")

local function prussia(level, options)
  options = options or {}
  options.adversary = "brandenburg-prussia"
  options.level = tostring(level)
  return H.drill{options = options}
end

local function stages(g)
  local out = {}
  for i, c in ipairs(g:zone_list(g:zone_find("invader.deck"))) do out[i] = g:entity_get(c, "stage") end
  return table.concat(out)
end

test("Surge of Colonists (level 2): a Stage III card between Stages I and II", function()
  eq(stages(prussia(1)), "111222233333", "level 1: the usual deck")
  eq(stages(prussia(2)), "111322223333", "level 2: the early Stage III card")
  eq(stages(prussia(3)), "1132222" .. "3333", "level 3, Efficient: one more Stage I card removed")
  eq(stages(prussia(4)), "113222" .. "3333", "level 4, Aggressive Timetable: one more Stage II card")
  eq(stages(prussia(5)), "13222" .. "3333", "level 5, Ruthless Efficiency: another Stage I card")
  eq(stages(prussia(6)), "32223333", "level 6: no Stage I, one more Stage II removed")
  eq(H.get(prussia(2), "difficulty"), 4, "Difficulty as the chart prints it")
end)

test("Events treat the early Stage III card as Stage II", function()
  local g = prussia(2)
  local deck = g:zone_find("invader.deck")
  for _ = 1, 3 do g:entity_free(g:zone_at(deck, 1)) end -- the early Stage III card on top
  eq(g:entity_get(g:zone_at(deck, 1), "stage"), 3)
  H.put(g, "A8", "explorer", 3)
  H.put(g, "A8", "town")
  H.put(g, "A2", "explorer")
  H.run(g, "event seeking-the-interior")
  -- Local Diaspora (Stages II and III), not Seeking the Interior (Stage I):
  -- A8 has the most Invaders and pushes an Explorer to each neighbour.
  eq(H.n(g, "A6", "explorer"), 1)
  eq(H.n(g, "A7", "explorer"), 1)
  eq(H.n(g, "A2", "explorer"), 1, "the Coastal Explorer stays")
end)

test("Fast Start (level 1): a Town on land #3 of each board", function()
  eq(H.n(prussia(0, {setup = "on"}), "A3", "town"), 0)
  eq(H.n(prussia(1, {setup = "on"}), "A3", "town"), 1)
end)

test("Land Rush: Stage II Escalation adds a Town to a land without one on each board with buildings", function()
  local g = prussia(0, {events = "off"})
  local deck = g:zone_find("invader.deck")
  for _ = 1, 3 do g:entity_free(g:zone_at(deck, 1)) end
  while not g:entity_get(g:zone_at(deck, 1), "esc") do g:entity_free(g:zone_at(deck, 1)) end
  H.put(g, "A1", "town")
  H.answer(g, "invader phase")
  H.answer(g, "A8")
  eq(H.n(g, "A8", "town"), 1, "the Town the Land Rush added")
  eq(H.n(g, "A1", "town"), 1)
end)
