-- The Shield Wall skill, level 1 (only from Axl's Path 1) (designed: the hero sheets'
-- skills are not printed).
define("skill", {
  id = "shield-wall", name = "Shield Wall", level = 1,
  text = "start each scenario with 3 shells on the Shield",
  path = "axl.1",
  shield = 3,
})
