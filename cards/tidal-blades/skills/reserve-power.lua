-- The Reserve Power skill, level 1 (designed: the hero sheets'
-- skills are not printed).
define("skill", {
  id = "reserve-power", name = "Reserve Power", level = 1,
  text = "Reserve Power Cards +1: shuffle one more Power card into your deck",
  reserve = 1,
})
