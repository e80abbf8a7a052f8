-- The Centered skill, level 1 (designed: the hero sheets'
-- skills are not printed).
define("skill", {
  id = "centered", name = "Centered", level = 1,
  text = "start each scenario with 1 more Focus",
  focus = 1,
})
