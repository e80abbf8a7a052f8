-- Tiger IP: a Wing Chun master of the close game. Stats and SUPER designed.
define("character", {
  id = "tiger-ip", name = "Tiger IP",
  health = 10, move = 4, strike = 4, grapple = 4, throw = 4,
  super = {
    name = "Hundred Hands",
    text = "Activate at the start of your Action or when you are attacked. This turn you " ..
           "roll +2 dice on every roll and may counterattack whatever your Reach.",
    timing = {action = true, defend = true},
    effect = {all_dice = 2, counter_any = true},
  },
})
