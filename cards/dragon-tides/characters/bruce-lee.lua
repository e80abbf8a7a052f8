-- Bruce Lee: the fastest fists in the game. The rulebook names him but
-- prints no board: his stats and his SUPER are designed to fit a lightning
-- striker who stands in for a crowd (designed).
define("character", {
  id = "bruce-lee", name = "Bruce Lee",
  health = 9, move = 5, strike = 5, grapple = 3, throw = 3,
  super = {
    name = "Dragon Flurry",
    text = "Activate at the start of your Action. This turn your attack targets every enemy " ..
           "in your Reach (a multi-target attack) and you roll +2 dice.",
    timing = {action = true},
    effect = {multi = true, all_dice = 2},
  },
})
