-- Caiman's hero sheet: the rulebook prints none of it (designed: starting
-- Initiative, Spirit, Focus, Resilience and Synergy 2, the two starting
-- Quantum abilities).
hero {
  id = "caiman", name = "Caiman",
  initiative = 3,
  spirit = 2, focus = 2,
  resilience = 8,
  synergy = 2,
  quantum = {"reroll", "energy_boost"},
  cards = {
    "caiman/cull-the-herd",
    "caiman/to-the-rescue",
    "caiman/pounce",
    "caiman/savage-bite",
    "caiman/stalk",
    "caiman/hunter-s-mark",
    "caiman/thick-hide",
    "caiman/rend",
    "caiman/pack-tactics",
    "caiman/patience",
    "caiman/leap",
    "caiman/lick-wounds",
    "caiman/ambush",
  },
}
