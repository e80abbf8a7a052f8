-- Dust's two Paths and the cards of the catch-up table (designed: the
-- hero sheets are not printed). Each Path is 15 spaces; the rewards sit on
-- spaces 3, 5, 8, 11 and 14; past the end each advancement is 1 XP.
define("path", {
  id = "dust",
  paths = {
    {name = "Duelist", length = 15, rewards = {[3] = {skill = 1}, [5] = {card = "dust/riposte"}, [8] = {skill = 1},
                                             [11] = {card = "dust/blade-tempest"}, [14] = {skill = 2}}},
    {name = "Windrunner", length = 15, rewards = {[3] = {skill = 1}, [5] = {card = "dust/storm-dancer"}, [8] = {card = "dust/gale-rush"},
                                             [11] = {card = "dust/mirage-step"}, [14] = {skill = 2}}},
  },
  catch_up = {
    x14 = "dust/sand-cut",
    x15_17 = {"dust/riposte", "dust/storm-dancer", "dust/gale-rush"},
    tx = {"dust/blade-tempest", "dust/mirage-step"},
  },
})
