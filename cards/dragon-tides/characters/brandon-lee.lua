-- Brandon Lee: a cop with a sidearm. Officer Sidearm is printed in the
-- rulebook; the stats are designed to fit (designed).
define("character", {
  id = "brandon-lee", name = "Brandon Lee",
  health = 10, move = 4, strike = 5, grapple = 3, throw = 4,
  super = {
    name = "Officer Sidearm",
    text = "You have Reach 4 this turn.",
    -- "activate Brandon's SUPER right before making an attack or before
    -- being attacked"
    timing = {action = true, defend = true},
    effect = {reach = 4},
  },
})
