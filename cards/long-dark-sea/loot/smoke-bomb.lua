-- Smoke Bomb (Loot, Item). Designed: the rulebook describes Items and
-- «Retire» ("If retired voluntarily, it may be resolved at any time, even
-- in response before other effects are applied"), not this card.
define("loot", {
  id = "smoke-bomb",
  name = "Smoke Bomb",
  kind = "item",
  credit = 2,
  retire_text = "a Raid Attack against the active player deals no Damage.",
  text = "Retire (in response to a Raid Attack that is not direct): it deals no Damage.",
  on_attack = function(g, p, c, value) return 0 end,
})
