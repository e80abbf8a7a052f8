-- Goliath: a giant who shrugs blows off. Inhuman Resilience is printed in
-- the rulebook; the stats are designed to fit (designed).
define("character", {
  id = "goliath", name = "Goliath",
  health = 10, move = 2, strike = 4, grapple = 4, throw = 3,
  super = {
    name = "Inhuman Resilience",
    text = "Cancel an attack or counterattack against you. (Ignore all effects from that " ..
           "attack or counterattack.)",
    -- "activate Goliath's SUPER just as he is about to be hit"
    timing = {hit = true},
    effect = {cancel = true},
  },
})
