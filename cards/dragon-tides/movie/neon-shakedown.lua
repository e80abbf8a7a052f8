-- The movie "Neon Shakedown", in three scenes. The rulebook's two movies
-- (Glitterbang, Shakedown in Little China) are in booklets it does not
-- print; this one is designed in their spirit (designed: every scene, map,
-- trigger, outcome and reward below). The Dragons follow a tip to a night
-- market, fight through the gang's factory, and corner the boss in his
-- office. Scene hooks are called by scripts/dragon-tides/movie.lua.

define("movie", {
  id = "neon-shakedown", name = "Neon Shakedown",
  scenes = {"night-market", "factory-floor", "penthouse"},
})

-- Minion SUPERs: one per scene (designed).
define("minion-super", {id = "gang-up", name = "Gang Up",
                        text = "Activate at the start of a Minion's Action: +2 dice on every roll this turn.",
                        timing = {action = true}, effect = {all_dice = 2}})
define("minion-super", {id = "conveyor-crew", name = "Conveyor Crew",
                        text = "Activate at the start of a Minion's Camera: Move +3 this turn.",
                        timing = {camera = true}, effect = {move = 3}})
define("minion-super", {id = "covering-fire", name = "Covering Fire",
                        text = "Activate at the start of a Minion's Action: Reach 6 this turn.",
                        timing = {action = true}, effect = {reach = 6}})

local function dragons_down(g, M)
  for _, f in ipairs(M.team_members(g, M.DRAGONS)) do
    if not M.D.out(g, f) then return false end
  end
  return true
end

define("scene", {
  id = "night-market", name = "Scene 1: The Night Market", board = "market",
  text = "An informant who knows where the gang keeps its stash is trapped in a crate at the " ..
         "far end of the market. Free him before the gang carts him off.",
  first = "dragons", rounds = 6, goal = {dragons = "crate"},
  minions = {"thug", "thug", "thug", "thug", "thug"}, minion_super = "gang-up",
  -- The street vendor's cart is piled high: the vendor (a Cameo) blocks
  -- Line of Sight here.
  sight_blockers = {"cameo"},
  villains = {"subboss"},
  -- "Crate the informant is trapped in: Grapple, difficulty 4D"
  interact = function(g, f, thing, M)
    if thing.kind == "crate" then
      M.D.take_off(g, thing.object)
      M.D.set(g, "informant_free", true)
      M.D.log(g, "%s breaks the crate open: the informant is free", M.D.label(g, f))
    end
  end,
  triggers = function(g, M)
    if M.D.get(g, "informant_free") then return "freed" end
    if dragons_down(g, M) then return "beaten" end
    if M.round_over(g) then return "carted-off" end
  end,
  outcomes = {
    freed = {winner = "dragons", text = "The informant talks: the stash is at the factory. Each " ..
             "Dragon takes back one set-aside Signature Move.", reward = {dragon_moves = 1},
             next = "factory-floor"},
    beaten = {winner = "villains", text = "The Dragons are left in the gutter. The Minions start " ..
              "the next scene with their SUPER at 2 steps.", reward = {minion_super = 2},
              next = "factory-floor"},
    ["carted-off"] = {winner = "villains", text = "The gang carts the informant away; the Dragons " ..
                      "follow the van to the factory. The Minions start the next scene with their " ..
                      "SUPER at 2 steps.", reward = {minion_super = 2}, next = "factory-floor"},
  },
})

define("scene", {
  id = "factory-floor", name = "Scene 2: The Factory Floor", board = "factory",
  text = "The gang's factory. Cross the conveyor and get every Dragon still standing out " ..
         "through the loading dock, or take down the Subboss who runs the floor. Mind the chute. " ..
         "The night watchman lies bound by the far wall: carry him out and he will talk.",
  first = "villains", rounds = 8, belt_speed = 2, goal = {dragons = {"bound", "exit"}},
  bound = "the night watchman",
  minions = {"guard", "guard", "guard", "guard", "guard"}, minion_super = "conveyor-crew",
  villains = {"subboss"},
  exits = {dragons = true},
  triggers = function(g, M)
    -- Every Dragon still standing is out through the dock (one at least).
    local exited, inside = 0, 0
    for _, f in ipairs(M.team_members(g, M.DRAGONS)) do
      if g:entity_get(f, "out_why") == "exited" then exited = exited + 1
      elseif not M.D.out(g, f) then inside = inside + 1 end
    end
    if exited > 0 and inside == 0 then
      for _, o in ipairs(M.D.list(g, "object")) do
        if g:entity_get(o, "rescued") then return "rescued" end
      end
      return "escaped"
    end
    local sub = M.D.get(g, "subboss")
    if sub and M.D.out(g, sub) and g:entity_get(sub, "out_why") ~= "exited" then return "subboss-down" end
    if dragons_down(g, M) then return "beaten" end
    if M.round_over(g) then return "trapped" end
  end,
  outcomes = {
    escaped = {winner = "dragons", text = "Out through the dock with the gang's ledger. The " ..
               "first Dragon takes the Key to the boss's office.", reward = {dragon_moves = 1, key = true},
               next = "penthouse"},
    rescued = {winner = "dragons", text = "Out through the dock with the ledger and the night " ..
               "watchman, who knows every back stair of the boss's tower. Each Dragon takes back " ..
               "two set-aside Signature Moves, and the first takes the Key.",
               reward = {dragon_moves = 2, key = true}, next = "penthouse"},
    ["subboss-down"] = {winner = "dragons", text = "The Subboss goes down and gives up the Key " ..
                        "to the boss's office.", reward = {dragon_moves = 1, key = true}, next = "penthouse"},
    beaten = {winner = "villains", text = "The Dragons are beaten; the boss gloats. The Main " ..
              "Villain starts the last scene with a Grapple +1 buff token.", reward = {villain_buff = 1},
              next = "penthouse"},
    trapped = {winner = "villains", text = "The factory locks down. The Main Villain starts the " ..
               "last scene with a Grapple +1 buff token.", reward = {villain_buff = 1}, next = "penthouse"},
  },
})

define("scene", {
  id = "penthouse", name = "Scene 3: The Penthouse Office", board = "office",
  text = "The boss waits behind a reinforced door with his Special Ops (the Subboss is still " ..
         "licking his wounds). Bring him down before his helicopter lands.",
  first = "dragons", rounds = 10, goal = {dragons = "boss"},
  minions = {"special-op", "special-op", "special-op"}, minion_super = "covering-fire",
  -- Cubicle partitions reach the ceiling: the obstacles block Line of
  -- Sight here (the Special Ops' Pistols need a clear line).
  sight_blockers = {"obstacle"},
  villains = {"main"},
  triggers = function(g, M)
    local boss = M.D.get(g, "main")
    if M.D.out(g, boss) then return "boss-down" end
    if dragons_down(g, M) then return "beaten" end
    if M.round_over(g) then return "escaped" end
  end,
  outcomes = {
    ["boss-down"] = {winner = "dragons", text = "The boss is down. The Dragons win the movie!", final = true},
    beaten = {winner = "villains", text = "The Dragons fall. The Villain wins the movie.", final = true},
    escaped = {winner = "villains", text = "The helicopter lifts off with the boss. The Villain " ..
               "wins the movie.", final = true},
  },
})
