-- Ghost of the Line (Contract, Epic; Contracts expansion: "Higher rarity means greater
-- difficulty and a higher reward"). Its Challenge and rewards are designed.
define("contract", {
  id = "ghost-of-the-line",
  name = "Ghost of the Line",
  rarity = "epic",
  counter = "success.reveal",
  goal = 4,
  market = {xp = 30, credit = 6},
  now = {credit = 4},
  text = "Challenge: Reveal 4 hidden cards by exploring.",
})
