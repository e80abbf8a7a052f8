-- Dread of the Deep (Weakness, Basic). Designed: the rulebook names only
-- the expansion's Weaknesses ("Dystopia" and "Dishonor"); this is one of
-- the base game's two fears, with no Action and no Boost Value.
define("weakness", {
  id = "dread-of-the-deep",
  name = "Dread of the Deep",
  type = "WEAKNESS",
  rarity = "basic",
  xp = -10,
  text = "No Action, no Boost Value.",
})
