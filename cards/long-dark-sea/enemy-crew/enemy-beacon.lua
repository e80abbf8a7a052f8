-- «Enemy Beacon» (Enemy Crew, Order): "forces players to interact with the
-- enemy ship, either placing it on the game board if it is available or
-- deploying new hidden Enemies according to its Load Value." Designed: the
-- first one brings the enemy ship into its own Sector; later ones deploy the
-- ship's top hidden Crew card there; then it is recovered (ships.lua).
local D = require "core"

define("crew", {
  id = "enemy-beacon",
  name = "Enemy Beacon",
  type = "order",
  back = "vortex",
  xp = 10,
  text = "Activate: the enemy ship takes this card's Sector if it waits beside the board; otherwise «Deploy» - " ..
         "the ship's top hidden card takes it, revealed; recover this card.",
  activate = function(g, c)
    local s = D.where(g, c)
    D.recover(g, c)
    if s then D.enemy_beacon(g, s) end
  end,
})
