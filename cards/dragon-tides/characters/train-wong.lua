-- Train Wong: a stuntman who fights with whatever is at hand. Stats and
-- SUPER designed.
define("character", {
  id = "train-wong", name = "Train Wong",
  health = 10, move = 4, strike = 4, grapple = 3, throw = 4,
  super = {
    name = "Stuntman",
    text = "Activate at the start of your Camera. This turn: Move +2, Reach 2, and +1 die " ..
           "on every roll.",
    timing = {camera = true},
    effect = {move = 2, reach = 2, all_dice = 1},
  },
})
