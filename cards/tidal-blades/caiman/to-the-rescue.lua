-- Caiman's To the Rescue (C2). Printed in the rulebook: the name. Designed:
-- the rest (numbers, Initiative modifier).
card {
  id = "caiman/to-the-rescue",
  hero = "caiman", number = "C2", name = "To the Rescue",
  kind = "action",
  initiative = 1,
  actions = {
    {move = 3},
    {heal = 2},
  },
}
