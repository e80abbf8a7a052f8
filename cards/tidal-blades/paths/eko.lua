-- Eko's two Paths and the cards of the catch-up table (designed: the
-- hero sheets are not printed). Each Path is 15 spaces; the rewards sit on
-- spaces 3, 5, 8, 11 and 14; past the end each advancement is 1 XP.
define("path", {
  id = "eko",
  paths = {
    {name = "Arcanist", length = 15, rewards = {[3] = {skill = 1}, [5] = {card = "eko/arc-weave"}, [8] = {skill = 1},
                                             [11] = {card = "eko/flux-barrier"}, [14] = {skill = 2}}},
    {name = "Sharpshooter", length = 15, rewards = {[3] = {skill = 1}, [5] = {card = "eko/singularity"}, [8] = {card = "eko/longshot"},
                                             [11] = {card = "eko/piercing-ray"}, [14] = {skill = 2}}},
  },
  catch_up = {
    x14 = "eko/quantum-spark",
    x15_17 = {"eko/arc-weave", "eko/singularity", "eko/longshot"},
    tx = {"eko/flux-barrier", "eko/piercing-ray"},
  },
})
