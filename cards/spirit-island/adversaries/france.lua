-- The Kingdom of France (Plantation Colony), as the expansion prints it:
-- the Sprawling Plantations loss condition, the Stage II Escalation, and
-- the cumulative game effects of levels 1-6 with their Fear Card counts.
-- The text lost its piece icons; read here as (inferred icons):
--   Demand for New Cash Crops: a land of the shown terrain with a Town or
--     City gets 1 Blight, otherwise 1 Town;
--   Frontier Explorers: a successful Explore into a land with no Town or
--     City adds another Explorer;
--   Slave Labor: after a Build in a land with 2 or more Explorers, all but
--     1 Explorer there are replaced with Towns;
--   Early Plantations, Triangle Trade: Towns.
-- Difficulty (not in the rulebook's text, which charts another adversary):
-- the published chart's 2, 3, 5, 7, 8, 9, 10 for levels 0-6.
local D = require "core"
local I = require "invaders"
local E = require "events"

adversary {
  id = "france",
  name = "The Kingdom of France (Plantation Colony)",
  difficulty = {[0] = 2, 3, 5, 7, 8, 9, 10},
  levels = {
    [0] = {fear = {3, 3, 3}},
    {fear = {3, 3, 3}, name = "Frontier Explorers"},
    {fear = {3, 4, 3}, name = "Slave Labor"},
    {fear = {4, 4, 3}, name = "Early Plantations"},
    {fear = {4, 4, 4}, name = "Triangle Trade"},
    {fear = {4, 5, 4}, name = "Slow-healing Ecosystem"},
    {fear = {4, 5, 5}, name = "Persistent Explorers"},
  },
  -- Setup, after the island, the decks and the spirits are in place.
  setup = function(g, level)
    -- Sprawling Plantations: "return all but 7 Towns per player to the box.
    -- Invaders win if you ever cannot place a Town."
    D.set(g, "town_limit", 7 * g:players())
    if level >= 2 then
      -- Slave Labor: "put the Slave Rebellion Event under the top 3 cards
      -- of the Event Deck".
      local c = g:entity_new("si.card")
      g:entity_set(c, "name", "slave-rebellion")
      if g:option("rebellion") == "thematic" then
        -- Thematic Rebellion: "shuffle the Slave Rebellion Card into the top
        -- two cards, then move the bottom two cards of the Event Deck to the
        -- top."
        local draw = g:zone_find("event.deck")
        local top = g:zone_new("france.rebellion", nil, "nobody")
        for _ = 1, 2 do g:zone_insert(top, g:zone_at(draw, 1)) end
        g:zone_insert(top, c)
        g:zone_shuffle(top)
        for i = 3, 1, -1 do g:zone_insert(draw, g:zone_at(top, i), 1) end
        for _ = 1, 2 do g:zone_insert(draw, g:zone_at(draw, g:zone_size(draw)), 1) end
      else
        E.put_under(g, c, 3)
      end
    end
    if level >= 3 then
      -- Early Plantations: "on each board, add 1 Town to the highest-numbered
      -- land without Town. Add 1 Town to land #1."
      E.each_board(g, function(_, _, _, lands)
        for k = #lands, 1, -1 do
          if D.n(g, lands[k], "town") == 0 then
            D.add_invader(g, lands[k], "town")
            break
          end
        end
        D.add_invader(g, lands[1], "town")
      end)
    end
    if level >= 6 then D.set(g, "persistent_explorers", true) end
  end,
}

local function level(g)
  if D.get(g, "adversary") ~= "france" then return -1 end
  return D.get(g, "level")
end

-- Stage II Escalation, Demand for New Cash Crops: "After Exploring, on each
-- board, pick a land of the shown terrain. If it has Town/City, add 1
-- Blight. Otherwise, add 1 Town."
on("si.escalation", function(g, card)
  if level(g) < 0 then return end
  local terrain = g:entity_get(card, "t1")
  E.on_each_board(g, "Demand for New Cash Crops: which " .. terrain .. "?",
                  function(_, l) return D.terrain(g, l) == terrain end,
                  function(_, l)
                    if D.buildings(g, l) > 0 then I.add_blight(g, l) else D.add_invader(g, l, "town") end
                  end, "cash_crops")
end)

-- Level 1, Frontier Explorers: "After Setup, when Invaders successfully
-- Explore into a land without Town/City, add another Explorer."
on("si.explored", function(g, land, had_buildings)
  if level(g) < 1 or not D.get(g, "setup_done") or had_buildings then return end
  D.add_invader(g, land, "explorer")
end)

-- Level 2, Slave Labor: "After Invaders Build in a land with 2 Explorers or
-- more, replace all but 1 Explorer there with an equal number of Towns."
on("si.built", function(g, land)
  if level(g) < 2 then return end
  local explorers = D.pieces_of(g, land, "explorer")
  for k = 2, #explorers do D.replace(g, explorers[k], "town") end
end)

-- Level 4, Triangle Trade: "Whenever Invaders Build a Coastal City, add 1
-- Town to the adjacent land with the fewest Towns."
on("si.built", function(g, land, t)
  if level(g) < 4 or t ~= "city" or not D.coastal(g, land) then return end
  local fewest, list = nil, {}
  for _, l in ipairs(D.adjacent(g, land)) do
    local n = D.n(g, l, "town")
    if not fewest or n < fewest then fewest, list = n, {l}
    elseif n == fewest then list[#list + 1] = l end
  end
  local to = E.pick_land(g, D.board(g, land), list, "Triangle Trade: add a Town where?", "add_invader")
  if to then D.add_invader(g, to, "town") end
end)

-- Level 5, Slow-healing Ecosystem: "When you remove Blight from the board,
-- put it here instead of onto the Blight Card. As soon as you have 3 Blight
-- per player here, move it all back to the Blight Card."
on("si.blight_returned", function(g)
  if level(g) < 5 then return end
  D.set(g, "blight_diverted", true)
  local here = D.add(g, "france.healing", 1)
  if here >= 3 * g:players() then
    D.add(g, "blight", here)
    D.set(g, "france.healing", 0)
  end
end)

-- Level 6, Persistent Explorers: "After the normal Explore Phase, on each
-- board add 1 Explorer to a land without any." (Its Fear Card rule is in
-- events.lua, E.fear_remove.)
on("si.after_explore", function(g)
  if level(g) < 6 then return end
  E.on_each_board(g, "Persistent Explorers: add an Explorer where?",
                  function(_, l) return D.n(g, l, "explorer") == 0 end,
                  function(_, l) D.add_invader(g, l, "explorer") end, "add_invader")
end)

-- The Slave Rebellion Event (used only with Slave Labor).
local function strife_towns(g, n, types)
  E.each_board(g, function(_, b, p, lands)
    for _ = 1, n do
      local l = E.pick_land(g, b, E.filter(g, lands, function(_, x) return D.n(g, x, table.unpack(types)) > 0 end),
                            "Slave Rebellion: add Strife where?", "fear_strife")
      if not l then return end
      local piece = D.pieces_of(g, l, table.unpack(types))[1]
      g:entity_set(piece, "strife", (g:entity_get(piece, "strife") or 0) + 1)
    end
  end)
end

event {
  id = "slave-rebellion",
  name = "Slave Rebellion",
  adversary = "france",
  resolve = function(g, card)
    local stage = I.stage(g)
    if stage <= 2 then
      -- Small Uprising: "On Each Board: Add Strife to a Town."
      D.log(g, "  Small Uprising")
      strife_towns(g, 1, {"town"})
    else
      -- Rebellion!: "On Each Board: Destroy 1 Town. Add Strife to any 2
      -- Towns/Cities. Then, every Invader takes 1 Damage per Strife it has."
      D.log(g, "  Rebellion!")
      E.on_each_board(g, "Rebellion!: destroy a Town where?", function(_, l) return D.n(g, l, "town") > 0 end,
                      function(_, l) D.destroy(g, D.pieces_of(g, l, "town")[1], "event") end, "fear_destroy")
      strife_towns(g, 2, {"town", "city"})
      for _, l in ipairs(D.lands(g)) do
        for _, e in ipairs(D.invaders(g, l)) do
          local s = g:entity_exists(e) and g:entity_get(e, "strife") or 0
          if s > 0 then D.damage_piece(g, e, s, "event") end
        end
      end
    end
    -- Aid the Uprising: "Invaders with Strife take 1 Damage per Dahan
    -- present. Add 1 Dahan per Town this destroys."
    D.log(g, "  Aid the Uprising")
    for _, l in ipairs(D.lands(g)) do
      local dahan = D.n(g, l, "dahan")
      if dahan > 0 then
        for _, e in ipairs(D.invaders(g, l)) do
          if g:entity_exists(e) and (g:entity_get(e, "strife") or 0) > 0 then
            local town = D.type(g, e) == "town"
            if D.damage_piece(g, e, dahan, "event") and town then D.add_dahan(g, l, 1) end
          end
        end
      end
    end
    -- "After finishing this Event Card, draw another one", then Stages I-II
    -- return it to the Event Deck as per Setup; Stage III discards it.
    E.draw_and_resolve(g)
    if stage <= 2 then E.put_under(g, card, 3) end
  end,
}

