-- The Deep Focus skill, level 1 (only from Eko's Path 1) (designed: the hero sheets'
-- skills are not printed).
define("skill", {
  id = "deep-focus", name = "Deep Focus", level = 1,
  text = "start each scenario with 2 more Focus",
  path = "eko.1",
  focus = 2,
})
