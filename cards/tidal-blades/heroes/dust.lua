-- Dust's hero sheet: the rulebook prints none of it (designed: a "+"
-- starting Initiative, Spirit, Focus, Resilience and Synergy 2, the two
-- starting Quantum abilities).
hero {
  id = "dust", name = "Dust",
  initiative = 2, plus = true, -- "+": starts in the leftmost space of the level
  spirit = 3, focus = 2,
  resilience = 7,
  synergy = 2,
  quantum = {"reroll", "energy_boost"},
  cards = {
    "dust/relentless-tide",
    "dust/surge-strike",
    "dust/trinite-slash",
    "dust/dual-assault",
    "dust/hook-flurry",
    "dust/nimble-dance",
    "dust/battle-focus",
    "dust/dash",
    "dust/guarded-step",
    "dust/spinning-edge",
    "dust/second-breath",
    "dust/charged-blade",
    "dust/momentum",
  },
}
