-- Dark Current (Threat, Act I). Designed: the rulebook gives the Threat deck's
-- role, not its cards.
local D = require "core"

define("threat", {
  id = "dark-current",
  name = "Dark Current",
  act = 1,
  text = "Perform the Advance effect.",
  resolve = function(g, c)
    D.advance(g)
  end,
})
