-- "LOS is required unless attacker has this icon": the unit's attacks need
-- no line of sight (they still keep to its Reach and the vertical limits).
define("ability", {
  id = "no-los",
  name = "Unseen Strike",
  text = "Attacks need no line of sight.",
  passive = true,
})
