-- Monkey's Paw: every wish has its price. Designed: the card.
item {
  id = "paw-of-life", deck = "monkeys-paw", name = "Paw of Life",
  text = "The finder heals to its maximum; every enemy heals 2",
  effect = function(g, u, lib)
    local S = lib.state
    lib.combat.heal(g, u, g:entity_get(u, "max_hp"))
    for _, v in ipairs(S.units(g, S.other(g:entity_get(u, "team")))) do lib.combat.heal(g, v, 2) end
  end,
}
