-- The Kingdom of Brandenburg-Prussia (option adversary=brandenburg-prussia),
-- the adversary whose Difficulty the expansion's chart prints (1, 2, 4, 6,
-- 7, 9, 10 for levels 0-6) and whose level 2+ makes Events "treat the early
-- Stage III card as if it were Stage II". Its panel is not printed in this
-- rulebook: its effects follow the core game's published adversary (Land
-- Rush, Fast Start, Surge of Colonists, Efficient, Aggressive Timetable,
-- Ruthless and Terrifying Efficiency). Designed: the Fear Card counts by
-- level.
local D = require "core"
local E = require "events"

adversary {
  id = "brandenburg-prussia",
  name = "The Kingdom of Brandenburg-Prussia",
  difficulty = {[0] = 1, 2, 4, 6, 7, 9, 10},
  levels = {
    [0] = {fear = {3, 3, 3}},
    {fear = {3, 3, 3}, name = "Fast Start"},
    {fear = {3, 3, 3}, name = "Surge of Colonists"},
    {fear = {3, 4, 3}, name = "Efficient"},
    {fear = {4, 4, 3}, name = "Aggressive Timetable"},
    {fear = {4, 4, 4}, name = "Ruthless Efficiency"},
    {fear = {4, 4, 4}, name = "Terrifying Efficiency"},
  },
  -- Cards removed from each Stage: 1 each, and more from level 3 on
  -- (Efficient, Aggressive Timetable, Ruthless Efficiency; Terrifying
  -- Efficiency removes every Stage I card).
  invader_remove = function(level)
    local r = {1, 1, 1}
    if level >= 3 then r[1] = 2 end
    if level >= 4 then r[2] = 2 end
    if level >= 5 then r[1] = 3 end
    if level >= 6 then r[1] = 4 end
    return r
  end,
  setup = function(g, level)
    if level >= 1 then
      -- Fast Start: "during Setup, on each board add 1 Town to land #3".
      E.each_board(g, function(_, _, _, lands) D.add_invader(g, lands[3], "town") end)
    end
    if level >= 2 then
      -- Surge of Colonists: "put one of the Stage III cards between Stage I
      -- and Stage II": the early Stage III card.
      local deck = g:zone_find("invader.deck")
      local first2, first3
      for i, c in ipairs(g:zone_list(deck)) do
        local s = g:entity_get(c, "stage")
        if s == 2 and not first2 then first2 = i end
        if s == 3 and not first3 then first3 = c end
      end
      g:entity_set(first3, "early3", true)
      g:zone_insert(deck, first3, first2 or 1)
    end
  end,
}

-- Escalation, Land Rush: "on each board with a Town or City, add 1 Town to
-- a land without a Town".
on("si.escalation", function(g)
  if D.get(g, "adversary") ~= "brandenburg-prussia" then return end
  E.each_board(g, function(_, b, _, lands)
    local built = false
    for _, l in ipairs(lands) do if D.buildings(g, l) > 0 then built = true end end
    if not built then return end
    local l = E.pick_land(g, b, E.filter(g, lands, function(_, x) return D.n(g, x, "town") == 0 end),
                          "Land Rush: add a Town where?", "add_invader")
    if l then D.add_invader(g, l, "town") end
  end)
end)
