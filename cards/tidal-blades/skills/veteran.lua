-- The Veteran skill, level 2 (designed: the hero sheets'
-- skills are not printed).
define("skill", {
  id = "veteran", name = "Veteran", level = 2,
  text = "gain 2 more XP at each end of scenario",
  xp = 2,
})
