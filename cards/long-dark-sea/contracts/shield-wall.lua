-- Shield Wall (Contract, Basic; Contracts expansion: "Higher rarity means greater
-- difficulty and a higher reward"). Its Challenge and rewards are designed.
define("contract", {
  id = "shield-wall",
  name = "Shield Wall",
  rarity = "basic",
  counter = "success.block",
  goal = 3,
  market = {xp = 10, titanure = 3},
  now = {titanure = 2},
  text = "Challenge: Block 3 Attacks successfully.",
})
