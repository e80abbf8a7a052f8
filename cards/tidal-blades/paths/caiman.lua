-- Caiman's two Paths and the cards of the catch-up table (designed: the
-- hero sheets are not printed). Each Path is 15 spaces; the rewards sit on
-- spaces 3, 5, 8, 11 and 14; past the end each advancement is 1 XP.
define("path", {
  id = "caiman",
  paths = {
    {name = "Hunter", length = 15, rewards = {[3] = {skill = 1}, [5] = {card = "caiman/trail-sense"}, [8] = {skill = 1},
                                             [11] = {card = "caiman/death-roll"}, [14] = {skill = 2}}},
    {name = "Survivor", length = 15, rewards = {[3] = {skill = 1}, [5] = {card = "caiman/apex"}, [8] = {card = "caiman/scales-of-stone"},
                                             [11] = {card = "caiman/second-skin"}, [14] = {skill = 2}}},
  },
  catch_up = {
    x14 = "caiman/snapping-jaws",
    x15_17 = {"caiman/trail-sense", "caiman/apex", "caiman/scales-of-stone"},
    tx = {"caiman/death-roll", "caiman/second-skin"},
  },
})
