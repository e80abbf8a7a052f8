-- Looper (Item Reference): "Add the Mutant Danger die to each attack on this
-- card." Designed: its recharge cost (3 Fruit); the short text shown to
-- players.
item {
  id = "looper", name = "Looper",
  text = "Add the Mutant Danger die to each attack on this card",
  attack = {danger = 1},
  stored = true, -- kept out of the Desert Market bag until a scenario says so
  recharge = 3,
}
