-- Sabotage (sie-morrilyn's Basic deck). The Base, Range, Boost Value and effect are
-- designed: the rulebook prints only the card's name and count.

card {
  id = "sabotage",
  name = "Sabotage",
  deck = "sie-morrilyn",
  action = "attack",
  base = 1,
  range = "long",
  boost = 1,
  type = "ACTION", traits = {"tactic"}, rarity = "basic", xp = 10,
  text = "Play: this Attack ignores the target's Block Value.",
  play = function(g, act, c, p) g:entity_set(act, "pierce", true) end,
}
