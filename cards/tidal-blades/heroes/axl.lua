-- Axl's hero sheet. Printed in the rulebook: Axl starts with the Vitality
-- Booster Quantum upgrade and a higher Synergy than most (a 3rd Quantum
-- ability). Designed: his starting Initiative, Spirit, Focus and Resilience.
hero {
  id = "axl", name = "Axl",
  initiative = 2,            -- starting Initiative level (1 the top)
  spirit = 3, focus = 2,     -- maximum Spirit and Focus
  resilience = 8,            -- health spaces per level
  synergy = 3,
  quantum = {"reroll", "energy_boost", "vitality_booster"},
  cards = {
    "axl/unbreakable",
    "axl/fight-or-flight",
    "axl/shoulder-charge",
    "axl/iron-stance",
    "axl/crushing-blow",
    "axl/rally-cry",
    "axl/brace",
    "axl/hammer-swing",
    "axl/second-wind",
    "axl/lunge",
    "axl/steady-aim",
    "axl/shell-surge",
    "axl/quick-step",
  },
}
