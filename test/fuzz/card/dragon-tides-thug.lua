-- Minions of the movie Neon Shakedown. The rulebook says Minions have 2
-- Health; their other stats are designed (designed). A Minion plays like a
-- character with no Signature Moves; all Minions of a scene share one
-- SUPER track and use the scene's Minion SUPER.
define("minion", {id = "thug", name = "Thug", health = 2, move = 3, strike = 2, grapple = 2, throw = 2})
define("minion", {id = "guard", name = "Guard", health = 2, move = 3, strike = 3, grapple = 2, throw = 2,
                  item = "billy-club"})
define("minion", {id = "special-op", name = "Special Op", health = 2, move = 3, strike = 2, grapple = 3,
                  throw = 2, item = "pistol"})
