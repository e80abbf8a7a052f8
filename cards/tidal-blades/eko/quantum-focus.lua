-- Eko's Quantum Focus (E1): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "eko/quantum-focus",
  hero = "eko", number = "E1", name = "Quantum Focus",
  kind = "power",
  initiative = 0,
  actions = {
    {reservoir = 1},
    {attack = 2, range = 2},
  },
  text = "Persistent Power: your ranged attacks roll 1 extra die.",
  power = {
    dice = function(g, h, spec) return spec.range and 1 or 0 end,
  },
}
