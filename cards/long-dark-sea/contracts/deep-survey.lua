-- Deep Survey (Contract, Basic; Contracts expansion: "Higher rarity means greater
-- difficulty and a higher reward"). Its Challenge and rewards are designed.
define("contract", {
  id = "deep-survey",
  name = "Deep Survey",
  rarity = "basic",
  counter = "success.explore",
  goal = 3,
  market = {xp = 10, belitium = 3},
  now = {belitium = 2},
  text = "Challenge: Explore Locations successfully 3 times.",
})
