-- Wanted: Ash Corsair (Bounty, Rare; Bounties expansion: "The higher the rarity, the
-- greater the reward"). Its target and rewards are designed.
define("bounty", {
  id = "wanted-ash-corsair",
  name = "Wanted: Ash Corsair",
  rarity = "rare",
  target = "ash-corsair",
  market = {xp = 20, credit = 5},
  now = {credit = 4},
  text = "Activated when a «Ash Corsair» is revealed; done when one is defeated.",
})
