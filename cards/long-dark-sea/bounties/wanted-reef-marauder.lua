-- Wanted: Reef Marauder (Bounty, Basic; Bounties expansion: "The higher the rarity, the
-- greater the reward"). Its target and rewards are designed.
define("bounty", {
  id = "wanted-reef-marauder",
  name = "Wanted: Reef Marauder",
  rarity = "basic",
  target = "reef-marauder",
  market = {xp = 10, credit = 3},
  now = {credit = 2},
  text = "Activated when a «Reef Marauder» is revealed; done when one is defeated.",
})
