-- Sagashi's hero sheet. Printed in the rulebook: Sagashi comes with Dru, his
-- companion ("If a player chooses Sagashi, also take the Dru card and
-- figure"). Designed: his starting Initiative, Spirit, Focus, Resilience
-- and Synergy, and his thirteen starting cards.
hero {
  id = "sagashi", name = "Sagashi",
  initiative = 3,
  spirit = 3, focus = 2,
  resilience = 7,
  synergy = 2,
  companion = "dru",
  quantum = {"reroll", "energy_boost"},
  cards = {
    "sagashi/drus-bond", "sagashi/whistle", "sagashi/twin-strike", "sagashi/fetch", "sagashi/pack-hunt",
    "sagashi/guard-stance", "sagashi/quick-paws", "sagashi/feral-howl", "sagashi/thrown-hook",
    "sagashi/patch-up", "sagashi/circle", "sagashi/lunge-bite", "sagashi/call-back",
  },
}
