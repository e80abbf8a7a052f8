-- The campaign: four linked scenarios with Naviri visits between them
-- (scripts/tidal-blades/campaign.lua plays it). Designed: the chapters'
-- Fame and rewards, and that Naviri opens after the first scenario (the
-- rulebook's campaign visits it from scenario 3 on; this one is short).
scenario {
  id = "campaign",
  name = "Tidal Blades Campaign",
  description = "1-4 players: First Fight, The Den, The Tide Pools and The Wreck with Naviri " ..
                "between them (options heroes=, join=hero@N, scenarios=, naviri=)",
  players = {1, 4},
  options = require("options").declare({scenarios = {type = "list", help = "the scenarios to link"},
                                         naviri = {type = "list", help = "after which scenarios Naviri is visited"},
                                         join = {type = "list", help = "hero@N: a hero joins before scenario N"}}),
  start = "campaign.start",
  chapters = {"first-fight", "the-den", "tide-pools", "the-wreck"},
  naviri = {1, 2, 3},
  chapter_rules = {
    {id = "first-fight", fame = function(_, round) return round <= 8 and 2 or 1 end,
     reward = {card = function(hero) return content("path", hero).catch_up.x14 end}},
    {id = "the-den", fame = function(_, round) return round <= 9 and 2 or 1 end, reward = {trim = true}},
    {id = "tide-pools", fame = function(_, round) return round <= 9 and 3 or 2 end,
     reward = {card = function(hero) return content("path", hero).catch_up.tx[1] end, xp = 3}},
    {id = "the-wreck", fame = function(_, round) return round <= 10 and 3 or 2 end},
  },
}
