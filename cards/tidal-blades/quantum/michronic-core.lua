-- Michronic Core (Synergy 4+ Quantum upgrade): "Move 1 shell to your Quantum
-- Reservoir. This is a free action that happens at the start of each of your
-- turns. The gained shell may come from your Shield or Uncharged Area."
-- Designed: its cost of 0 shells. Michronic Core costs nothing: it works by
-- itself at the start of each turn.
define("quantum", {id = "michronic_core", name = "Michronic Core", level = 4, cost = 0})
