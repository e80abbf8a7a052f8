-- Monkey's Paw: every wish has its price. Designed: the card.
item {
  id = "paw-of-power", deck = "monkeys-paw", name = "Paw of Power",
  text = "+2 Attack for the finder, which takes 2 damage",
  effect = function(g, u, lib)
    lib.state.add_bonus(g, u, "attack", 2)
    lib.combat.damage(g, u, 2, "item")
  end,
}
