-- The Wind Step skill, level 2 (only from Dust's Path 2) (designed: the hero sheets'
-- skills are not printed).
define("skill", {
  id = "wind-step", name = "Wind Step", level = 2,
  text = "start each scenario with 2 more Spirit",
  path = "dust.2",
  spirit = 2,
})
