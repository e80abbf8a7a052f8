-- The Ashen Maw (the enemy ship). Designed: the rulebook describes the
-- enemy ship (placed to one side of the board, carrying hidden Crew cards by
-- its Load Value, brought onto the board by the «Enemy Beacon») but prints
-- no numbers for it; on the board it is an Immovable Enemy whose «Activate»
-- deploys the Crew card beneath it.
local D = require "core"

define("crew", {
  id = "ashen-maw",
  name = "The Ashen Maw",
  type = "enemy",
  ship = true,
  back = "skull",
  immovable = true,
  xp = 20,
  load = 2,
  health = 6,
  block = 1,
  attack = 1,
  range = "medium",
  text = "Enemy ship, Immovable. Load 2. Health 6, Block 1, Attack 1 at Medium Range. " ..
         "Activate: «Deploy» - the top hidden card beneath it is revealed in the closest empty Sector before it.",
  activate = function(g, c)
    local s = D.sector_before(g, D.where(g, c))
    if s then D.deploy(g, s) end
  end,
})
