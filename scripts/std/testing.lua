-- testing.lua: the helpers rule tests use (run by `tabula test`). Tests are
-- host code: they drive a game through the same API a host app uses, build
-- positions with the kernel calls, and assert on state and events.
local tabula = require "tabula"
local root = ...

local M = {}

-- new_game(scenario, players [, {seed=, options={k=v}, roots={...}}])
function M.new_game(scenario, players, opts)
  opts = opts or {}
  local g = tabula.new_game(opts.seed or 1)
  g:add_root(root)
  for _, r in ipairs(opts.roots or {}) do g:add_root(r) end
  local keys = {}
  for k in pairs(opts.options or {}) do keys[#keys + 1] = k end
  table.sort(keys)
  for _, k in ipairs(keys) do g:set_option(k, tostring(opts.options[k])) end
  g:start(scenario, players)
  return g
end

-- play(g, answers): gives each answer in turn (an option number, a list of
-- them, or {player=p, pick=...}), then runs on; returns "decision" or "done".
function M.play(g, answers)
  for i, a in ipairs(answers) do
    local state = g:run()
    if state ~= "decision" then
      error(string.format("answer %d: the game is %s, not waiting for a decision", i, state), 2)
    end
    if type(a) == "table" and a.player then
      g:answer_as(a.player, a.pick)
    else
      g:answer(a)
    end
  end
  return g:run()
end

-- option_index(d, label): the option of decision d labelled label, exactly
-- or as the only one starting with it; an error naming the options if none.
function M.option_index(d, label)
  for i, o in ipairs(d.options) do
    if o == label then return i end
  end
  local found
  for i, o in ipairs(d.options) do
    if o:sub(1, #label) == label then
      if found then error("two options start with '" .. label .. "': " .. table.concat(d.options, " | "), 3) end
      found = i
    end
  end
  if not found then
    error(string.format("no option '%s' in '%s': %s", label, d.prompt, table.concat(d.options, " | ")), 3)
  end
  return found
end

local function pending(g)
  local state = g:run()
  if state ~= "decision" then error("no decision pending: the game is " .. state, 3) end
  return g:decision()
end

-- answer(g, label [, player]): answers the pending decision with the
-- option labelled label (see option_index), or a list of labels for a
-- multiple choice, as player when given; then runs on.
function M.answer(g, label, player)
  local d = pending(g)
  local pick
  if type(label) == "table" then
    pick = {}
    for i, l in ipairs(label) do pick[i] = M.option_index(d, l) end
  else
    pick = M.option_index(d, label)
  end
  if player then g:answer_as(player, pick) else g:answer(pick) end
  return g:run()
end

-- has_option(g, label): whether the pending decision has an option labelled
-- label or starting with it.
function M.has_option(g, label)
  for _, o in ipairs(pending(g).options) do
    if o == label or o:sub(1, #label) == label then return true end
  end
  return false
end

local function show(v)
  if type(v) == "string" then return string.format("%q", v) end
  return tostring(v)
end

-- eq(actual, expected [, what]): fails at the caller's line when they differ.
function M.eq(actual, expected, what)
  if actual ~= expected then
    error(string.format("%s: expected %s, got %s", what or "value", show(expected), show(actual)), 2)
  end
end

-- ok(value [, what]): fails unless value is truthy.
function M.ok(value, what)
  if not value then error((what or "condition") .. " is false", 2) end
  return value
end

-- fails(fn, pattern): fn must raise an error whose message contains pattern.
function M.fails(fn, pattern)
  local good, err = pcall(fn)
  if good then error("expected an error containing '" .. pattern .. "'", 2) end
  if not tostring(err):find(pattern, 1, true) then
    error("error '" .. tostring(err) .. "' lacks '" .. pattern .. "'", 2)
  end
  return err
end

-- events(g, since [, kind]): the events from seq since on, of one kind or all.
function M.events(g, since, kind)
  local list = {}
  for seq = math.max(since, g:event_begin()), g:event_end() - 1 do
    local e = g:event_get(seq)
    if e and (not kind or e.kind == kind) then list[#list + 1] = e end
  end
  return list
end

return M
