-- Field Medic (G11), a Silver card of the Citadel Research Lab
-- (designed: the Bronze, Silver and Gold cards are not printed).
card {
  id = "silver/field-medic",
  number = "G11", name = "Field Medic",
  kind = "action", tier = "silver", xp = 6,
  initiative = 1,
  actions = {
    {heal = 3},
    {bolster = 1},
  },
}
