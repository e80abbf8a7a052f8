-- Luke Elba: a heavy-handed brawler. Stats and SUPER designed.
define("character", {
  id = "luke-elba", name = "Luke Elba",
  health = 8, move = 3, strike = 4, grapple = 4, throw = 3,
  super = {
    name = "Knockout Blow",
    text = "Activate at the start of your Action or when you are attacked. This turn your " ..
           "successful attacks and counterattacks get Advantage +2.",
    timing = {action = true, defend = true},
    effect = {advantage = 2},
  },
})
