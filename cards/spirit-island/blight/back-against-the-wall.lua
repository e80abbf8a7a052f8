-- Back Against the Wall, as the expansion prints it: "Every Spirit Phase
-- each Spirit gains +1 Energy and +1 Card Play." Designed: its Blight per
-- player on the Blighted Island side (2; the solo rule says some cards
-- have only 2).
local D = require "core"

blight {
  id = "back-against-the-wall",
  name = "Back Against the Wall",
  blighted = 2,
  text = "Every Spirit Phase each Spirit gains +1 Energy and +1 Card Play.",
  spirit_phase = function(g, p)
    D.sadd(g, p, "energy", 1)
    D.sadd(g, p, "plays", 1)
  end,
}
