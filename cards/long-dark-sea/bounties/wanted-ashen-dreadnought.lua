-- Wanted: Ashen Dreadnought (Bounty, Epic; Bounties expansion: "The higher the rarity, the
-- greater the reward"). Its target and rewards are designed.
define("bounty", {
  id = "wanted-ashen-dreadnought",
  name = "Wanted: Ashen Dreadnought",
  rarity = "epic",
  target = "ashen-dreadnought",
  market = {xp = 30, credit = 8},
  now = {credit = 6},
  text = "Activated when a «Ashen Dreadnought» is revealed; done when one is defeated.",
})
