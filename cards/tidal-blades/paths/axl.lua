-- Axl's two Paths and the cards of the catch-up table (designed: the
-- hero sheets are not printed). Each Path is 15 spaces; the rewards sit on
-- spaces 3, 5, 8, 11 and 14; past the end each advancement is 1 XP.
define("path", {
  id = "axl",
  paths = {
    {name = "Guardian", length = 15, rewards = {[3] = {skill = 1}, [5] = {card = "axl/bulwark-bash"}, [8] = {skill = 1},
                                             [11] = {card = "axl/last-stand"}, [14] = {skill = 2}}},
    {name = "Brawler", length = 15, rewards = {[3] = {skill = 1}, [5] = {card = "axl/iron-tide"}, [8] = {card = "axl/earthshaker"},
                                             [11] = {card = "axl/sundering-blow"}, [14] = {skill = 2}}},
  },
  catch_up = {
    x14 = "axl/tidewall",
    x15_17 = {"axl/bulwark-bash", "axl/iron-tide", "axl/earthshaker"},
    tx = {"axl/last-stand", "axl/sundering-blow"},
  },
})
