-- Monkey's Paw: every wish has its price. Designed: the card.
item {
  id = "paw-of-wrath", deck = "monkeys-paw", name = "Paw of Wrath",
  text = "Every enemy takes 1 damage; the finder takes 2",
  effect = function(g, u, lib)
    local S = lib.state
    for _, v in ipairs(S.units(g, S.other(g:entity_get(u, "team")))) do lib.combat.damage(g, v, 1, "item") end
    lib.combat.damage(g, u, 2, "item")
  end,
}
