-- movie.lua: Dragon Tides movies ("Playing Movies", "Playing Rounds in
-- Movies", "Moving From One Scene to Another in Movies"): casting, team
-- phases, Minions, scenes with their End of Scene Triggers and Outcomes,
-- the warehouse conveyor belt and chute, Exit Points. The movie itself
-- (scenes, maps, rewards) is content: cards/dragon-tides/movie.
--
-- Choices made here (designed):
--  * Player 0 is the Villain; players 1 and up are Dragons, one named
--    character each. The option characters=a,b,...,main,subboss casts them
--    (Dragons in player order, then the Main Villain and the Subboss).
--  * The lowest-numbered Dragon player settles the Dragons' order within a
--    phase ("Players on that team may decide among themselves").
--  * Each scene starts with full Health, no Grapple tokens, no move set;
--    SUPER progress carries over. Characters incapacitated in a scene are
--    back for the next one. Items never carry over.
--  * The Main Villain and the Subboss keep three Signature Moves, as the
--    Dragons do; Minions have none.
local D = require "core"
local C = require "combat"
local T = require "turn"
local options = require "std/options"
local M = {D = D, C = C, VILLAINS = 0, DRAGONS = 1}

scenario {
  id = "neon-shakedown",
  name = "Movie: Neon Shakedown",
  description = "a movie in three scenes (designed): player 0 is the Villain, the others Dragons",
  players = {2, 5},
  movie = "neon-shakedown",
  options = {cycle = D.OPTION.cycle, characters = {type = "list", help = "the Dragons' ids, then the Main Villain's and the Subboss's"}},
}

-- Single scenes of the movie, for practice and for tests.
for _, id in ipairs{"night-market", "factory-floor", "penthouse"} do
  scenario {
    id = id,
    name = "Scene: " .. id,
    description = "one scene of Neon Shakedown on its own (player 0 is the Villain)",
    players = {2, 5},
    movie = "neon-shakedown",
    scene = id,
    options = {cycle = D.OPTION.cycle, characters = {type = "list", help = "the Dragons' ids, then the Main Villain's and the Subboss's"}},
  }
end

function M.scene(g) return content("scene", D.get(g, "scene")) end

function M.team_members(g, team)
  local list = {}
  for _, f in ipairs(D.fighters(g, true)) do
    if D.team(g, f) == team and not g:entity_get(f, "absent") then list[#list + 1] = f end
  end
  return list
end

function M.round_over(g)
  local s = M.scene(g)
  return s.rounds and (D.get(g, "rounds_done") or 0) >= s.rounds
end

-- A scene's trigger has been met (M.check): the scene's steps still waiting
-- (its round, phases and turns) skip themselves until the next scene clears
-- the flag (dt.scene). The end of the movie needs no flag: g:finish ends
-- the game there.
local function halted(g) return D.get(g, "halt") end

-- ---- Casting ----------------------------------------------------------------------

-- "Each Dragon player chooses one named character to play. After each
-- Dragon player has chosen, the Villain player chooses a named character to
-- cast as the Main Villain and a named character to cast as the Subboss."
step("dt.movie_cast", function(g)
  local n = g:players()
  local def = g:scenario()
  D.new_match(g, "movie")
  D.set(g, "movie", def.movie)
  local fixed = options.list(g, "characters")
  local taken = {}
  local function cast(p, role, k)
    local id = fixed[k]
    if id then
      if not content("character", id) or taken[id] then error("option characters: cannot cast '" .. id .. "'", 0) end
    else
      local ids, labels = {}, {}
      for _, c in ipairs(content("character")) do
        if not taken[c.id] then
          ids[#ids + 1] = c.id
          labels[#labels + 1] = string.format("%s (Health %d, Move %d, Strike %d, Grapple %d, Throw %d)",
            c.name, c.health, c.move, c.strike, c.grapple, c.throw)
        end
      end
      id = ids[g:choose{player = p, prompt = "Cast " .. role, kind = "draft", options = labels}]
    end
    taken[id] = true
    return id
  end
  local dragons = {}
  for p = 1, n - 1 do dragons[p] = cast(p, "your Dragon", p) end
  local main = cast(0, "the Main Villain", n)
  local sub = cast(0, "the Subboss", n + 1)
  for p = 1, n - 1 do
    local f = D.new_fighter(g, dragons[p], p, M.DRAGONS)
    D.log(g, "Player %d plays %s", p, D.label(g, f))
  end
  local fm = D.new_fighter(g, main, 0, M.VILLAINS, {label = content("character", main).name .. " (Main Villain)"})
  local fs = D.new_fighter(g, sub, 0, M.VILLAINS, {label = content("character", sub).name .. " (Subboss)"})
  g:entity_set(fm, "role", "main")
  g:entity_set(fs, "role", "subboss")
  D.set(g, "main", fm)
  D.set(g, "subboss", fs)
  M.show_allies(g)
  -- "Keep three Signature Move cards at the beginning of the movie and set
  -- the rest aside."
  for _, f in ipairs(D.fighters(g)) do M.keep_three(g, f) end
  local first = 1
  if def.scene then
    for i, s in ipairs(content("movie", def.movie).scenes) do if s == def.scene then first = i end end
  end
  g:push("dt.scene", first)
end)

-- "Your face-down Signature Moves should be kept secret from your
-- opponents, but you may freely show them to your allies": the move set on
-- each mat is shared with the players of its teammates (the Dragons; the
-- Villain player plays the whole other team already). A face-up move is
-- seen by all anyway.
function M.show_allies(g)
  for _, f in ipairs(D.fighters(g, true)) do
    local seen, allies = {[D.player(g, f)] = true}, {}
    for _, e in ipairs(D.fighters(g, true)) do
      local p = D.player(g, e)
      if D.team(g, e) == D.team(g, f) and not seen[p] then
        seen[p] = true
        allies[#allies + 1] = p
      end
    end
    g:zone_share(D.sig_zone(g, f), allies)
  end
end

function M.keep_three(g, f)
  local hand = D.hand(g, f)
  local moves = g:zone_list(hand)
  local labels = {}
  for i, m in ipairs(moves) do labels[i] = D.move_def(g, m).name end
  local picks = D.ask(g, f, {prompt = D.label(g, f) .. ": keep three Signature Moves", kind = "keep",
                             options = labels, min = 3, max = 3})
  local keep = {}
  for _, i in ipairs(picks) do keep[moves[i]] = true end
  for _, m in ipairs(moves) do
    if not keep[m] then g:zone_insert(g:zone_find("aside." .. f), m) end
  end
end

-- ---- Scenes -----------------------------------------------------------------------

-- Builds a scene's board: the board letters scenes use, and where each
-- team starts.
local function build(g, board)
  local starts = {["1"] = {}, ["2"] = {}, ["3"] = {}}
  local grid = D.build_board(g, board, function(g2, ch, x, y)
    if starts[ch] then
      table.insert(starts[ch], {x = x, y = y})
      return true
    end
    local kind = ({Q = "cameo", K = "crate", P = "panel", V = "bound"})[ch]
    if kind then
      local o = D.new_object(g2, kind, x, y)
      if kind == "bound" then g2:entity_set(o, "label", M.scene(g2).bound or "the bound person") end
      return true
    end
    if ch == "=" then
      g2:grid_set_terrain(D.grid(g2), x, y, "belt")
      return true
    end
    if ch == "U" then
      g2:grid_set_terrain(D.grid(g2), x, y, "chute")
      return true
    end
    return false
  end)
  return grid, starts
end

-- A free space for a piece: the first start space left, else the nearest
-- empty space to the last one.
local function place_at(g, f, list, used)
  for _, c in ipairs(list) do
    local key = c.x .. "," .. c.y
    if not used[key] and D.empty(g, c.x, c.y) then
      used[key] = true
      D.place(g, f, c.x, c.y)
      return
    end
  end
  local w, h = g:grid_size(D.grid(g))
  local from = list[#list] or {x = 0, y = 0}
  local best, bd
  for y = 0, h - 1 do
    for x = 0, w - 1 do
      if D.empty(g, x, y) then
        local d = D.dist(from.x, from.y, x, y)
        if not bd or d < bd then best, bd = {x = x, y = y}, d end
      end
    end
  end
  D.place(g, f, best.x, best.y)
end

-- A character going into a new scene: full Health, nothing held, no move set.
local function reset(g, f)
  C.discard_item(g, f)
  local cur = D.sig(g, f)
  if cur then
    g:entity_untag(cur, "faceup")
    g:zone_insert(D.hand(g, f), cur)
  end
  g:zone_set_visibility(D.sig_zone(g, f), D.player(g, f), "owner")
  g:track_set(g:entity_get(f, "health"), g:entity_get(f, "hmax"))
  for _, key in ipairs{"grapple", "step_die", "sneak"} do g:entity_set(f, key, 0) end
  g:entity_set(f, "carrying", nil)
  g:entity_set(f, "super_on", false)
  g:entity_set(f, "out", false)
  g:entity_set(f, "out_why", nil)
  g:entity_set(f, "absent", nil)
  g:entity_set(f, "hit_by", nil)
end

step("dt.scene", function(g, k)
  local movie = content("movie", D.get(g, "movie"))
  local s = content("scene", movie.scenes[k])
  D.set(g, "scene", s.id)
  D.set(g, "scene_no", k)
  D.set(g, "halt", false)
  D.set(g, "rounds_done", 0)
  D.set(g, "informant_free", nil)
  -- The previous scene's pieces leave with its board, and a person someone
  -- carries leaves with them: a carrier lets go here, before the cast is
  -- taken out, since off the board there is no space to set a person down.
  if k > 1 or D.get(g, "built") then
    for _, e in ipairs(D.list(g, "fighter")) do
      C.let_go(g, e)
      if g:entity_get(e, "x") then D.take_off(g, e) end
    end
    for _, kind in ipairs{"item", "object", "door"} do g:entity_set_array(D.match(g), "list." .. kind, {}, "int") end
  end
  local _, starts = build(g, content("board", s.board))
  D.set(g, "built", true)
  D.log(g, "== %s == %s", s.name, s.text)
  -- Belt.
  D.set(g, "belt_speed", s.belt_speed)
  -- The cast.
  local used = {}
  for _, f in ipairs(D.fighters(g, true)) do
    if g:entity_get(f, "minion") then
      if not D.out(g, f) then C.remove(g, f, "scene over") end
      g:entity_set(f, "absent", true)
    else
      g:entity_set(f, "absent", nil) -- named characters sitting a scene out come back
    end
  end
  for _, f in ipairs(M.team_members(g, M.DRAGONS)) do
    reset(g, f)
    place_at(g, f, starts["1"], used)
  end
  local wanted = {}
  for _, role in ipairs(s.villains) do wanted[role] = true end
  for _, f in ipairs(M.team_members(g, M.VILLAINS)) do
    reset(g, f)
    if wanted[g:entity_get(f, "role")] then
      place_at(g, f, starts["2"], used)
    else
      g:entity_set(f, "out", true)
      g:entity_set(f, "absent", true)
    end
  end
  -- "All Minions in a scene share a single SUPER track"
  local track = g:track_new{min = 0, max = D.SUPER_STEPS, start = math.min(D.SUPER_STEPS, D.get(g, "reward.minion_super") or 0)}
  D.set(g, "reward.minion_super", nil)
  D.set(g, "minion_super", s.minion_super)
  local count = {}
  for _, id in ipairs(s.minions) do
    local def = content("minion", id)
    count[id] = (count[id] or 0) + 1
    local f = D.new_fighter(g, id, 0, M.VILLAINS, {def = def, minion = true, super = track,
                                                   label = def.name .. " " .. count[id]})
    place_at(g, f, starts["3"], used)
    if def.item then
      local i = D.new_item(g, def.item)
      g:entity_set(i, "holder", f)
      g:entity_set(f, "item", i)
    end
  end
  -- Rewards carried from the last scene.
  if D.get(g, "reward.key") then
    D.set(g, "reward.key", nil)
    local first = M.team_members(g, M.DRAGONS)[1]
    local i = D.new_item(g, "key")
    g:entity_set(i, "holder", first)
    g:entity_set(first, "item", i)
    D.log(g, "%s has the Key", D.label(g, first))
  end
  g:push("dt.movie_round", k, 1)
end)

-- ---- Rounds and team phases -----------------------------------------------------------

-- "Each scene will state under scene-specific rules which team acts first.
-- That team takes a phase ... Once both teams have taken their phase, the
-- round is complete."
step("dt.movie_round", function(g, k, r)
  if halted(g) then return end
  D.set(g, "round", r)
  g:metric("rounds", (D.get(g, "total_rounds") or 0) + 1)
  D.set(g, "total_rounds", (D.get(g, "total_rounds") or 0) + 1)
  local s = M.scene(g)
  local first = s.first == "dragons" and M.DRAGONS or M.VILLAINS
  g:push("dt.phase", k, r, first)
  g:push("dt.phase", k, r, 1 - first)
  g:push("dt.round_end", k, r)
end)

-- "Within a phase, each member of that team takes a turn. Players on that
-- team may decide among themselves the order in which teammates take their
-- turns."
step("dt.phase", function(g, k, r, team)
  if halted(g) then return end
  local token = k * 1000 + r
  local left = {}
  for _, f in ipairs(M.team_members(g, team)) do
    if not D.out(g, f) and g:entity_get(f, "acted") ~= token * 2 + team then left[#left + 1] = f end
  end
  if #left == 0 then
    M.end_phase(g, team)
    return
  end
  local f = left[1]
  if #left > 1 then
    local labels = {}
    for i, e in ipairs(left) do labels[i] = D.label(g, e) end
    local decider = left[1]
    local lowest = D.player(g, decider)
    for _, e in ipairs(left) do
      if D.player(g, e) < lowest then decider, lowest = e, D.player(g, e) end
    end
    f = left[D.ask(g, decider, {prompt = (team == M.DRAGONS and "Dragons" or "Villains") .. ": who takes the next turn?",
                                kind = "order", options = labels})]
  end
  g:entity_set(f, "acted", token * 2 + team)
  T.push_turn(g, f)
  g:push("dt.phase", k, r, team)
end)

-- The end of a team's phase: Grapple tokens go back; after the Villain
-- phase the conveyor belt moves ("Unless the scene specifies otherwise, it
-- moves at the end of each Villain phase").
function M.end_phase(g, team)
  T.clear_grapples(g, team)
  if team == M.VILLAINS and D.get(g, "belt_speed") then M.move_belt(g) end
  M.check(g)
end

step("dt.round_end", function(g, k, r)
  if halted(g) then return end
  D.set(g, "rounds_done", r)
  if not M.check(g) then g:push("dt.movie_round", k, r + 1) end
end)

-- ---- The conveyor belt -------------------------------------------------------------

-- "move anything on it forward a number of spaces equal to its speed.
-- Movement is always toward the chute at its end."
function M.move_belt(g)
  local board = content("board", D.get(g, "board"))
  local belt = board.belt
  local speed = D.get(g, "belt_speed")
  D.log(g, "The conveyor belt moves %d spaces", speed)
  for i = #belt, 1, -1 do
    local x, y = D.parse_cell(belt[i])
    for _, e in ipairs(D.occupants(g, x, y)) do
      local to = i + speed
      if to > #belt then
        if g:entity_kind(e) == "dt.fighter" then C.into_chute(g, e)
        else D.take_off(g, e) end
      else
        local tx, ty = D.parse_cell(belt[to])
        D.move_to(g, e, tx, ty)
      end
    end
  end
end

-- Interactions the rulebook gives objects in movies: the control panel
-- ("Success changes the conveyor belt's speed by one, making it faster or
-- slower. Tokens numbered 1-6"), and the scene's own.
on("dt.interact", function(g, f, thing)
  if thing.kind == "panel" then
    local speed = D.get(g, "belt_speed") or 1
    -- Each option's value: the change of speed.
    local options = {}
    if speed < 6 then options[#options + 1] = {label = "Faster (" .. (speed + 1) .. ")", value = 1} end
    if speed > 1 then options[#options + 1] = {label = "Slower (" .. (speed - 1) .. ")", value = -1} end
    local change = D.ask(g, f, {prompt = "The conveyor belt runs at " .. speed .. ": change it", kind = "belt",
                                options = options})
    D.set(g, "belt_speed", speed + change)
    D.log(g, "%s sets the conveyor belt to speed %d", D.label(g, f), speed + change)
    return
  end
  local s = D.get(g, "scene") and M.scene(g)
  if s and s.interact then s.interact(g, f, thing, M) end
end)

-- ---- The end of a turn ------------------------------------------------------------------

-- "At the end of a character's turn, if that character is on an Exit Point
-- affiliated with their team, they may (optionally) exit the scene."
on("dt.turn_end", function(g, f)
  local s = M.scene(g)
  if not D.out(g, f) and s.exits then
    local x, y = D.pos(g, f)
    local team = D.team(g, f) == M.DRAGONS and "dragons" or "villains"
    if x and s.exits[team] and g:grid_terrain_at(D.grid(g), x, y) == "exit" then
      local exit = D.ask(g, f, {prompt = D.label(g, f) .. ": exit the scene?", kind = "exit",
                                options = {{label = "Exit the scene", value = true},
                                           {label = "Stay", value = false}}})
      if exit then
        C.remove(g, f, "exited")
        D.log(g, "%s exits the scene", D.label(g, f))
        g:tally("exited")
      end
    end
  end
  M.check(g)
end)

-- ---- End of Scene Triggers and Outcomes -----------------------------------------------

-- "The scene ends immediately if any trigger is met."
function M.check(g)
  if halted(g) then return true end
  local s = M.scene(g)
  local outcome = s.triggers(g, M)
  if not outcome then return false end
  D.set(g, "halt", true)
  g:push("dt.scene_end", D.get(g, "scene_no"), outcome)
  return true
end

step("dt.scene_end", function(g, k, outcome)
  local s = M.scene(g)
  local o = s.outcomes[outcome]
  D.log(g, "%s ends: %s", s.name, o.text)
  g:tally("scene." .. s.id .. "." .. outcome)
  g:metric("scene" .. k .. ".dragons", o.winner == "dragons" and 1 or 0)
  local def = g:scenario()
  if o.final or def.scene then
    local winners = {}
    if o.winner == "dragons" then
      for _, f in ipairs(M.team_members(g, M.DRAGONS)) do winners[#winners + 1] = D.player(g, f) end
      table.sort(winners)
    else
      winners = {0}
    end
    D.set(g, "over", true) -- in the state, as the Dojo's (rules.lua)
    g:metric("dragons_win", o.winner == "dragons" and 1 or 0)
    g:finish{winners = winners, reason = s.id .. ": " .. outcome}
  end
  -- "Each team gets the listed rewards for that Outcome."
  local reward = o.reward or {}
  for _ = 1, reward.dragon_moves or 0 do
    for _, f in ipairs(M.team_members(g, M.DRAGONS)) do M.earn_move(g, f) end
  end
  if reward.minion_super then D.set(g, "reward.minion_super", reward.minion_super) end
  if reward.key then D.set(g, "reward.key", true) end
  if reward.villain_buff then
    local main = D.get(g, "main")
    g:entity_set(main, "buff", (g:entity_get(main, "buff") or 0) + reward.villain_buff)
  end
  local movie = content("movie", D.get(g, "movie"))
  for i, id in ipairs(movie.scenes) do
    if id == o.next then g:push("dt.scene", i) end
  end
end)

-- "You will have a chance to earn more [Signature Moves] throughout the movie."
function M.earn_move(g, f)
  local aside = g:zone_find("aside." .. f)
  local moves = g:zone_list(aside)
  if #moves == 0 then return end
  local options = {}
  for i, m in ipairs(moves) do options[i] = {label = D.move_def(g, m).name, value = m} end
  local m = D.ask(g, f, {prompt = D.label(g, f) .. ": earn a Signature Move", kind = "earn", options = options})
  g:zone_insert(D.hand(g, f), m)
  D.log(g, "%s earns %s", D.label(g, f), D.move_def(g, m).name)
end

return M
