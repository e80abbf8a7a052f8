-- Kufi Seeds (Item Reference): "Move 1 shell to your Quantum Reservoir."
-- Designed: its recharge cost (1 Fruit); the short text shown to players.
item {
  id = "kufi_seeds", name = "Kufi Seeds",
  text = "Move 1 shell to your Quantum Reservoir",
  action = {reservoir = 1},
  recharge = 1,
}
