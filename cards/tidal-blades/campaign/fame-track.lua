-- The Fame track (designed: its spaces are not printed). Rewards are taken
-- once each ("You may only gain each of these rewards one time"); Fame
-- unlocks the Silver (5) and Gold (10) decks and trait levels.
define("fame", {
  id = "track",
  max = 20,
  rewards = {[3] = "fruit", [5] = "xp", [8] = "path", [11] = "fruit", [14] = "xp", [17] = "path"},
  decks = {bronze = 0, silver = 5, gold = 10},
})
