-- Ash Reckoning (Contract, Rare; Contracts expansion: "Higher rarity means greater
-- difficulty and a higher reward"). Its Challenge and rewards are designed.
define("contract", {
  id = "ash-reckoning",
  name = "Ash Reckoning",
  rarity = "rare",
  counter = "defeat",
  goal = 3,
  market = {xp = 20, credit = 4},
  now = {credit = 3},
  text = "Challenge: Defeat 3 Enemies.",
})
