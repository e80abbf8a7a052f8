-- catchup.lua: Tidal Blades 2 "Adding Heroes to the Group": a hero joining
-- before scenario N is upgraded by the catch-up table. "The action cards
-- column is cumulative; gain all cards listed up to the current scenario.
-- When gaining Bronze, Silver, and Gold cards, or items, draw 3 and keep 1.
-- All new heroes added may check the first square of the Reserve Power
-- Cards skill." The other columns are the row's own amounts.
--
-- The hero-specific cards (X14, X15-X17, TX1/TX2) are each hero's Path file
-- (cards/tidal-blades/paths). Left out: "T8 or M8" and the Interlude 6
-- reward card, which belong to scenarios this campaign does not have.
local P = require "progression"
local C = require "campaign"

local K = {}

-- | Scenario | Action Cards | Trait Level Up | Path Advancements | Items |
-- XP | Fruit | Battle Scars | Trim |
K.TABLE = {
  {from = 2, to = 2, cards = {{x14 = true}}, traits = 0, paths = {0, 0}, items = 0, xp = 4, fruit = 0, scars = 0, trims = 0},
  {from = 3, to = 3, cards = {{x15_17 = 2}}, traits = 0, paths = {3, 0}, items = 0, xp = 2, fruit = 0, scars = 0, trims = 0},
  {from = 4, to = 6, cards = {{tx = true}, {deck = "bronze"}}, traits = 1, paths = {6, 1}, items = 2, xp = 2, fruit = 1, scars = 1, trims = 0},
  {from = 7, to = 8, cards = {{deck = "bronze"}}, traits = 2, paths = {15, 6}, items = 2, xp = 2, fruit = 2, scars = 1, trims = 1},
  {from = 9, to = 10, cards = {{deck = "silver"}}, traits = 3, paths = {18, 7}, items = 2, xp = 3, fruit = 2, scars = 1, trims = 2},
  {from = 11, to = 12, cards = {{deck = "silver"}}, traits = 4, paths = {21, 11}, items = 2, xp = 3, fruit = 2, scars = 2, trims = 3},
  {from = 13, to = 15, cards = {{deck = "gold"}}, traits = 5, paths = {24, 13}, items = 2, xp = 4, fruit = 2, scars = 2, trims = 4},
  {from = 16, to = 18, cards = {{deck = "gold"}}, traits = 6, paths = {30, 16}, items = 2, xp = 4, fruit = 2, scars = 2, trims = 5},
}

function K.row(index)
  for _, row in ipairs(K.TABLE) do
    if index >= row.from and index <= row.to then return row end
  end
  return nil
end

step("campaign.catch_up", function(g, m, index)
  g:entity_set(m, "reserve", 1)
  local row = K.row(index)
  if not row then return end
  local hero = content("path", g:entity_get(m, "name"))
  -- Cards: every row up to this one.
  for _, r in ipairs(K.TABLE) do
    if r.from <= index then
      for _, c in ipairs(r.cards) do
        if c.x14 then P.gain_card(g, m, hero.catch_up.x14) end
        if c.x15_17 then g:push("catchup.pick", m, "x15_17", c.x15_17) end
        if c.tx then g:push("catchup.pick", m, "tx", 1) end
        if c.deck then g:push("catchup.tier", m, c.deck) end
      end
    end
  end
  for _ = 1, row.traits do g:push("catchup.trait", m) end
  if row.paths[1] > 0 then g:push("catchup.paths", m, row.paths[1], row.paths[2]) end
  for _ = 1, row.items do g:push("catchup.item", m) end
  g:entity_set(m, "xp", row.xp)
  g:entity_set(m, "fruit", row.fruit)
  for _ = 1, row.scars do P.gain_scar(g, m) end
  for _ = 1, row.trims do g:push("campaign.trim", m, "joining the group") end
  g:tally("heroes_added")
end)

-- Choose n of the hero's cards listed under key.
step("catchup.pick", function(g, m, key, n)
  local list = {}
  for _, id in ipairs(content("path", g:entity_get(m, "name")).catch_up[key]) do
    if not P.has(g, m, "cards", id) then list[#list + 1] = id end
  end
  if #list == 0 then return end
  local options = {}
  for i, id in ipairs(list) do options[i] = content("card", id).name end
  local pick = C.ask(g, m, "tbc.catchup", "joining: gain a card", options)
  P.gain_card(g, m, list[pick])
  if n > 1 then g:push("catchup.pick", m, key, n - 1) end
end)

-- "draw 3 and keep 1": the others go to the bottom of their deck.
step("catchup.tier", function(g, m, deck)
  local z = g:zone_find("lab." .. deck)
  local drawn, options = {}, {}
  for i = 1, math.min(3, g:zone_size(z)) do
    drawn[i] = g:zone_at(z, 1)
    g:zone_insert(z, drawn[i]) -- to the bottom
    options[i] = content("card", g:entity_get(drawn[i], "name")).name
  end
  if #drawn == 0 then return end
  local pick = C.ask(g, m, "tbc.catchup", "joining: keep one " .. P.DECK_NAMES[deck] .. " card", options)
  P.gain_card(g, m, g:entity_get(drawn[pick], "name"))
  g:entity_free(drawn[pick])
end)

step("catchup.item", function(g, m)
  local free = {}
  for _, item in ipairs(content("item")) do
    if not P.has(g, m, "items", item.id) then free[#free + 1] = item.id end
  end
  if #free == 0 then return end
  free = P.shuffled(g, free)
  local options = {}
  for i = 1, math.min(3, #free) do options[i] = content("item", free[i]).name or free[i] end
  local pick = C.ask(g, m, "tbc.catchup", "joining: keep one item", options)
  P.push(g, m, "items", free[pick])
end)

-- A free trait level (the Fame gates do not apply to catching up).
step("catchup.trait", function(g, m)
  local traits, options = {}, {}
  for _, t in ipairs(P.TRAITS) do
    if P.get(g, m, "lvl." .. t) < P.TRAIT_MAX then
      traits[#traits + 1] = t
      options[#options + 1] = "Level " .. P.TRAIT_NAMES[t]
    end
  end
  if #traits == 0 then return end
  local t = traits[C.ask(g, m, "tbc.catchup", "joining: a trait level", options)]
  P.add(g, m, "lvl." .. t, 1)
  if t == "synergy" then g:push("naviri.tile", m) end
end)

-- "Advance a in one Path, b in other": the hero chooses which.
step("catchup.paths", function(g, m, a, b)
  local paths = P.paths(g, m)
  local options = {string.format("%s %d, %s %d", paths[1].name, a, paths[2].name, b),
                   string.format("%s %d, %s %d", paths[2].name, a, paths[1].name, b)}
  local pick = C.ask(g, m, "tbc.path", "joining: Path advancements", options)
  P.advance(g, m, pick, a)
  P.advance(g, m, 3 - pick, b)
end)

return K
