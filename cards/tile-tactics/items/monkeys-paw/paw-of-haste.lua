-- Monkey's Paw: every wish has its price. Designed: the card.
item {
  id = "paw-of-haste", deck = "monkeys-paw", name = "Paw of Haste",
  text = "+2 Move for the finder, whose maximum Health drops by 2",
  effect = function(g, u, lib)
    lib.state.add_bonus(g, u, "move", 2)
    local max = math.max(1, g:entity_get(u, "max_hp") - 2)
    g:entity_set(u, "max_hp", max)
    if g:entity_get(u, "hp") > max then g:entity_set(u, "hp", max) end
  end,
}
