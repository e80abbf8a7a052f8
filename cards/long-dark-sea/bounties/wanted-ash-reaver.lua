-- Wanted: Ash Reaver (Bounty, Rare; Bounties expansion: "The higher the rarity, the
-- greater the reward"). Its target and rewards are designed.
define("bounty", {
  id = "wanted-ash-reaver",
  name = "Wanted: Ash Reaver",
  rarity = "rare",
  target = "ash-reaver",
  market = {xp = 20, credit = 5},
  now = {credit = 4},
  text = "Activated when a «Ash Reaver» is revealed; done when one is defeated.",
})
