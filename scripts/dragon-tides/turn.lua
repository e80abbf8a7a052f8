-- turn.lua: a character's turn, as the rulebook's "On Your Turn" breaks it
-- up: Lights! (set a Signature Move), Camera! (Take a Step or Sprint),
-- Action! (Attack, Interact or Pass), then the end of the turn. Each part
-- is a step of its own, so each is a checkpoint.
local D = require "core"
local C = require "combat"
local T = {}

-- The start of a turn: Sneakers ("Roll 1 die at the start of your turn.
-- Gain Move +1 for each fist rolled.").
function T.start(g, f)
  g:entity_set(f, "picked", false)
  g:entity_set(f, "step_die", 0)
  g:entity_set(f, "sneak", 0)
  local i = D.item(g, f)
  if i and D.item_def(g, i).sneakers then
    local fists = D.roll(g, 1)
    g:entity_set(f, "sneak", fists)
    D.log(g, "%s's Sneakers: Move +%d this turn", D.label(g, f), fists)
  end
  D.log(g, "-- %s's turn --", D.label(g, f))
end

-- ---- Lights! ------------------------------------------------------------------

-- "If this is your first turn during a scene ... Choose one and place it.
-- If there is already a face-up Signature Move card on your mat, you must
-- choose a different Signature Move from your hand. If there is already a
-- face-down Signature Move card on your mat, you may change it or keep it."
function T.lights(g, f)
  local cur, up = D.sig(g, f)
  -- Each option's value: the move it sets and whether face up, or false
  -- for keeping the face-down one.
  local options = {}
  if cur and not up then options[1] = {label = "Keep " .. D.move_def(g, cur).name .. " face down", value = false} end
  for _, m in ipairs(g:zone_list(D.hand(g, f))) do
    local def = D.move_def(g, m)
    local name = def.name
    if def.face ~= "up" then
      options[#options + 1] = {label = name .. " face down", value = {move = m, up = false}}
    end
    options[#options + 1] = {label = name .. " face up", value = {move = m, up = true}}
  end
  if #options == 0 then return end
  local set = D.ask(g, f, {prompt = D.label(g, f) .. ": Lights! Set a Signature Move", kind = "lights",
                           options = options})
  if set then T.set_move(g, f, set.move, set.up) end
end

function T.set_move(g, f, m, up)
  local z = D.sig_zone(g, f)
  local cur = D.sig(g, f)
  if cur then
    g:entity_untag(cur, "faceup")
    g:zone_insert(D.hand(g, f), cur)
  end
  g:zone_set_visibility(z, D.player(g, f), "owner")
  g:zone_insert(z, m)
  if up then
    C.reveal(g, f, m)
  else
    D.log(g, "%s sets a Signature Move face down", D.label(g, f))
  end
end

-- ---- Camera! --------------------------------------------------------------------

-- The spaces a Step reaches, from the spaces a Sprint of Move 1 or more
-- reaches (sprints, in the grid's order): those one step away, at cost 1.
-- The two differ only in what a mover may pass, never in where it may stop
-- (items and bound people alone allow that, to both), and a space one
-- step away is reached without passing anything: one search where there
-- were two (each as costly as the rest of a random bot's Camera).
function T.steps_among(sprints)
  local steps = {}
  for i = 1, #sprints do
    local c = sprints[i]
    if c.cost == 1 then steps[#steps + 1] = c end
  end
  return steps
end

-- "(A) Take a step or (B) Sprint", with the free things a character may do
-- at any time (use or drop its item) or at this timing (reveal a move,
-- activate a SUPER) offered alongside.
function T.camera(g, f)
  while true do
    -- The options: the free things and standing (specs), then a Step to
    -- each cell of steps and a Sprint to each of sprints, whose options
    -- core.lua made while loading (a table per option and a label made for
    -- each were a fifth of a random bot's game).
    local specs = {}
    for _, o in ipairs(C.item_options(g, f)) do specs[#specs + 1] = o end
    for _, o in ipairs(C.free_options(g, f, "camera")) do specs[#specs + 1] = o end
    specs[#specs + 1] = {label = "Stand your ground (+1 die)", what = "stand"}
    local options = D.spec_options(specs)
    local budget = D.stat(g, f, "move")
    local sprint = D.relation(g, f, "sprint") -- also for the path taken
    local sprints = D.sprint_targets(g, f, budget, sprint)
    local steps
    if budget >= 1 then steps = T.steps_among(sprints) else steps = D.step_targets(g, f) end
    D.add_step_options(options, steps)
    D.add_sprint_options(options, sprints)
    local x, y = D.pos(g, f)
    local s = D.ask(g, f, {prompt = string.format("%s at %s: Camera! Take a Step or Sprint (Move %d)",
                                                 D.label(g, f), D.cell_name(x, y), budget),
                           kind = "camera", options = options})
    if s.what == "step" then
      g:entity_set(f, "step_die", 1)
      D.move_to(g, f, s.x, s.y)
      g:tally("camera.step")
      C.offer_pickup(g, f, {{x = s.x, y = s.y}})
      return
    elseif s.what == "sprint" then
      -- Nothing has moved since the targets were found: the same relation.
      local path = D.path(g, f, s.x, s.y, budget, "sprint", sprint)
      D.move_to(g, f, s.x, s.y)
      g:tally("camera.sprint")
      D.log(g, "%s sprints to %s", D.label(g, f), D.cell_name(s.x, s.y))
      local cells = {}
      for k = 2, #path do cells[#cells + 1] = path[k] end
      C.offer_pickup(g, f, cells)
      return
    elseif s.what == "stand" then
      g:entity_set(f, "step_die", 1)
      g:tally("camera.stand")
      return
    end
    C.do_free(g, f, s)
  end
end

-- ---- Action! --------------------------------------------------------------------

-- "(A) Attack, or (B) Interact with a Person or Object, or even (C) Pass."
function T.action(g, f)
  while true do
    local specs = {}
    for _, o in ipairs(C.item_options(g, f)) do specs[#specs + 1] = o end
    for _, o in ipairs(C.free_options(g, f, "action")) do specs[#specs + 1] = o end
    local reach = D.reach(g, f) -- for the targets, the things and the prompt
    local targets = C.targets(g, f, reach)
    if #targets > 0 then
      if D.flag(g, f, "multi") and #targets > 1 then
        local names = {}
        for i, t in ipairs(targets) do names[i] = D.label(g, t) end
        specs[#specs + 1] = {label = "Attack everyone in Reach: " .. table.concat(names, ", "), what = "attack",
                             targets = targets}
      else
        for _, t in ipairs(targets) do
          specs[#specs + 1] = {label = "Attack " .. D.label(g, t), what = "attack", targets = {t}}
        end
      end
    end
    for _, t in ipairs(C.interactions(g, f, {reach = reach})) do
      specs[#specs + 1] = {label = t.label, what = "interact", thing = t}
    end
    specs[#specs + 1] = {label = "Pass", what = "pass"}
    local s = D.ask(g, f, {prompt = string.format("%s: Action! (Reach %d)", D.label(g, f), reach),
                           kind = "action", options = D.spec_options(specs)})
    if s.what == "attack" then
      C.attack(g, f, s.targets)
      return
    elseif s.what == "interact" then
      C.interact(g, f, s.thing)
      C.check_incapacitated(g)
      return
    elseif s.what == "pass" then
      g:tally("pass")
      D.log(g, "%s passes", D.label(g, f))
      return
    end
    C.do_free(g, f, s)
  end
end

-- ---- The end of a turn ------------------------------------------------------------

-- "At the end of the current turn, flip your marker back to its inactive
-- side and return it to 0%." The Take a Step die is spent or lost.
function T.finish(g, f)
  g:entity_set(f, "step_die", 0)
  g:entity_set(f, "sneak", 0)
  g:entity_set(f, "picked", false)
  for _, e in ipairs(D.fighters(g, true)) do
    if g:entity_get(e, "super_on") then
      g:entity_set(e, "super_on", false)
      g:track_set(g:entity_get(e, "super"), 0)
    end
  end
end

-- "Grapple tokens remain until the end of your team's phase."
function T.clear_grapples(g, team)
  for _, e in ipairs(D.fighters(g, true)) do
    if D.team(g, e) == team and (g:entity_get(e, "grapple") or 0) > 0 then
      g:entity_set(e, "grapple", 0)
    end
  end
end

-- The turn's steps for fighter f, pushed in order.
function T.push_turn(g, f)
  g:push("dt.turn_start", f)
  g:push("dt.lights", f)
  g:push("dt.camera", f)
  g:push("dt.action", f)
  g:push("dt.turn_end", f)
end

-- Each part a step: a fighter taken out meanwhile, or a movie's scene
-- ended (movie.lua's halt), skips the rest.
local function part(fn)
  return function(g, f)
    if D.out(g, f) or D.get(g, "halt") then return end
    fn(g, f)
  end
end

step("dt.turn_start", part(T.start))
step("dt.lights", part(T.lights))
step("dt.camera", part(T.camera))
step("dt.action", part(T.action))

return T
