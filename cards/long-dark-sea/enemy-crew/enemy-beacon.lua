-- «Enemy Beacon» (Enemy Crew, Order): "forces players to interact with the
-- enemy ship, either placing it on the game board if it is available or
-- deploying new hidden Enemies according to its Load Value." Designed: it
-- deploys the ship's top hidden Crew card into its own Sector, then is
-- recovered; the enemy ship itself never comes to the board in Act I.
local D = require "core"

define("crew", {
  id = "enemy-beacon",
  name = "Enemy Beacon",
  type = "order",
  back = "vortex",
  xp = 10,
  text = "Activate: «Deploy» - the enemy ship's top hidden card takes this card's Sector, revealed; " ..
         "recover this card.",
  activate = function(g, c)
    local s = D.where(g, c)
    D.recover(g, c)
    if s then D.deploy(g, s) end
  end,
})
