-- The Forager skill, level 1 (designed: the hero sheets'
-- skills are not printed).
define("skill", {
  id = "forager", name = "Forager", level = 1,
  text = "gain 1 more Dried Fruit at each end of scenario",
  fruit = 1,
})
