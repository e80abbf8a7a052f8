-- Caiman's Lick Wounds (C12): a starting card the rulebook does not print;
-- designed (name, actions, numbers and Initiative modifier).
card {
  id = "caiman/lick-wounds",
  hero = "caiman", number = "C12", name = "Lick Wounds",
  kind = "action",
  initiative = 0,
  actions = {
    {heal = 3},
  },
}
