-- The Thick Skin skill, level 2 (only from Caiman's Path 2) (designed: the hero sheets'
-- skills are not printed).
define("skill", {
  id = "thick-skin", name = "Thick Skin", level = 2,
  text = "+3 Resilience",
  path = "caiman.2",
  resilience = 3,
})
