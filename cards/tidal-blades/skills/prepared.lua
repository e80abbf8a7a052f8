-- The Prepared skill, level 1 (designed: the hero sheets'
-- skills are not printed).
define("skill", {
  id = "prepared", name = "Prepared", level = 1,
  text = "start each scenario with 1 more Spirit",
  spirit = 1,
})
