-- Eko's hero sheet. Printed in the rulebook (the Trait Setup Example): 2 max
-- Spirit, 3 max Focus, 7 Resilience, 3 Synergy, and the Quantum Blade
-- upgrade at the start. Designed: her starting Initiative.
hero {
  id = "eko", name = "Eko",
  initiative = 3,
  spirit = 2, focus = 3,
  resilience = 7,
  synergy = 3,
  quantum = {"reroll", "energy_boost", "quantum_blade"},
  cards = {
    "eko/quantum-focus",
    "eko/blink-strike",
    "eko/arc-shot",
    "eko/phase-step",
    "eko/tidal-lance",
    "eko/focused-mind",
    "eko/shell-weave",
    "eko/needle-rain",
    "eko/mend",
    "eko/quick-draw",
    "eko/slipstream",
    "eko/overload",
    "eko/drift",
  },
}
