-- Mystic's Merchandise: "Health cannot exceed the unit's maximum value
-- unless specified by abilities" - this one says so. Designed: the card.
item {
  id = "elixir-of-vigor", deck = "mystics-merchandise", name = "Elixir of Vigor",
  text = "The finder gains 2 Health, even beyond its maximum",
  effect = function(g, u, lib) lib.combat.heal(g, u, 2, true) end,
}
