-- Solo Patrol: a designed solo scenario (Solo Mode: a Leader and an Ally on
-- the Ally board, one player). Coralbugs and Seahounds hold a reef; the
-- Leader and the Ally must defeat them all by the end of round 12. XP: 5 by
-- round 8, 4 by round 12, 1 on a failure (designed).
scenario {
  id = "solo-patrol",
  name = "Solo Patrol",
  description = "1 player, solo mode: a Leader and an Ally (option heroes=leader,ally; solo=0 plays two-handed)",
  players = {1, 1},
  options = require("options").declare(),
  solo = true,
  rounds = 12,
  map = {
    ". . . . . . . . .",
    ". 1 . . # . . A .",
    ". . . . # . . . .",
    ". 2 . . . . S . .",
    ". . . ~ . . . A .",
    ". . . ~ . f . S .",
  },
  spots = {A = {enemy = "coralbug"}, S = {enemy = "seahounds"}},
  objects = {f = "fruit"},
  xp = function(success, round)
    if not success then return 1 end
    return round <= 8 and 5 or 4
  end,
}
