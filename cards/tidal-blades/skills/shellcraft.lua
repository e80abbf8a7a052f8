-- The Shellcraft skill, level 1 (designed: the hero sheets'
-- skills are not printed).
define("skill", {
  id = "shellcraft", name = "Shellcraft", level = 1,
  text = "start each scenario with 2 shells on the Shield",
  shield = 2,
})
