-- The Iron Hide skill, level 2 (designed: the hero sheets'
-- skills are not printed).
define("skill", {
  id = "iron-hide", name = "Iron Hide", level = 2,
  text = "+2 Resilience",
  resilience = 2,
})
