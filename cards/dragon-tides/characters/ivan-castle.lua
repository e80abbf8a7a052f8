-- Ivan Castle: a wrestler. Stats and SUPER designed.
define("character", {
  id = "ivan-castle", name = "Ivan Castle",
  health = 8, move = 3, strike = 3, grapple = 5, throw = 3,
  super = {
    name = "Bear Hug",
    text = "Activate at the start of your Action or when you are attacked. This turn a " ..
           "successful Grapple of yours takes Health equal to its Advantage instead of 1 " ..
           "(the Grapple tokens are gained as usual), and you roll +1 die.",
    timing = {action = true, defend = true},
    effect = {grapple_damage = true, all_dice = 1},
  },
})
