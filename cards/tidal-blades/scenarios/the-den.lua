-- The Den: a designed second scenario (the rulebook's scenario book is not
-- part of it). Seahounds pour out of their den (Spawn token a) while
-- Coralbugs guard the way across a tidal channel. Objectives: a hero reaches
-- the den's mouth (Narrative token n), which seals the den (no more
-- spawns), and every enemy is defeated, by the end of round 12. A Mutant
-- Seahound at the den and a third Coralbug with 4 heroes. XP: 6 by round
-- 6, 5 by round 9, 4 by round 12, 1 on a failure (designed).
local T = require "core"

scenario {
  id = "the-den",
  name = "The Den",
  description = "1-4 players: seal the Seahounds' den (reach its mouth) and defeat every enemy in 12 rounds " ..
                "(option heroes=axl,eko,dust,caiman)",
  players = {1, 4},
  options = require("options").declare(),
  rounds = 12,
  map = {
    ". . . . ~ . . . . .",
    ". 1 . . ~ . . A # .",
    ". . . . ~ ~ . . # .",
    ". 2 . # . ~ . n . a",
    ". . . # . ~ . S # .",
    ". 3 . . . . ~ . S .",
    ". 4 . . f . ~ B C T",
    ". . . . . . ~ . . .",
  },

  spots = {
    A = {enemy = "coralbug"},
    B = {enemy = "coralbug", players = 3},
    C = {enemy = "coralbug", players = 4},
    S = {enemy = "seahounds"},
    T = {enemy = "seahounds", mutant = 4},
  },
  objects = {f = "fruit", a = {spawn = "a"}, n = {narrative = "den"}},
  enemies = {"seahounds", "coralbug"},
  narrative = {
    -- The den's mouth: the hero caves it in; the Spawn token is gone.
    den = function(g, hero)
      for _, t in ipairs(g:zone_list(g:zone_find("map.marks"))) do
        if g:entity_get(t, "kind") == "spawn" then g:entity_set(t, "kind", "sealed") end
      end
      T.game.set(g, "den_sealed", true)
      g:tally("den_sealed")
    end,
  },
  objective = function(g)
    if not T.game.get(g, "den_sealed") then return false end
    local e = g:entity_next(0, "tb.enemy")
    while e do
      if g:entity_get(e, "on") then return false end
      e = g:entity_next(e, "tb.enemy")
    end
    return true, "the den is sealed and every enemy defeated"
  end,
  xp = function(success, round)
    if not success then return 1 end
    if round <= 6 then return 6 elseif round <= 9 then return 5 end
    return 4
  end,
}
