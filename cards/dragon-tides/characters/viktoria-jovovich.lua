-- Viktoria Jovovich: an acrobat who throws. Stats and SUPER designed.
define("character", {
  id = "viktoria-jovovich", name = "Viktoria Jovovich",
  health = 10, move = 5, strike = 4, grapple = 3, throw = 5,
  super = {
    name = "Parkour",
    text = "Activate at the start of your Camera. Move +3 this turn, you may Sprint " ..
           "through enemies, Cameos and Crowds (never ending there), and your successful " ..
           "Throws take Health equal to their Advantage.",
    timing = {camera = true},
    effect = {move = 3, pass_enemies = true, throw_damage_adv = true},
  },
})
