-- Luke Elba: a heavy-handed brawler. Stats and SUPER designed.
define("character", {
  id = "luke-elba", name = "Luke Elba",
  health = 10, move = 3, strike = 4, grapple = 4, throw = 3,
  super = {
    name = "Knockout Blow",
    text = "Activate at the start of your Action or when you are attacked. This turn the " ..
           "Advantage of your successful attacks and counterattacks is doubled.",
    timing = {action = true, defend = true},
    effect = {advantage_mult = 2},
  },
})
