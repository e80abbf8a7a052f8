-- The Tough skill, level 1 (designed: the hero sheets'
-- skills are not printed).
define("skill", {
  id = "tough", name = "Tough", level = 1,
  text = "+1 Resilience",
  resilience = 1,
})
