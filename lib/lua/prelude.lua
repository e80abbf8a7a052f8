-- prelude.lua: the content API every game's scripts see, written in Lua on
-- top of the runtime's primitives. It runs once per game, before any
-- content, in the sandbox environment; like all content it is frozen after
-- loading, so its tables fill up while scripts load and never change after.
local env, prim = ...

local definitions = {} -- kind -> id -> definition
local by_id = {}       -- kind -> definitions sorted by id
local definition_keys = {} -- definition -> its field names, sorted
local steps = {}       -- step name -> function(g, ...)
local subscribers = {} -- trigger name -> {fn, priority, seq}
local rules_info = {}  -- what rules{} said: start step, name, ...
-- What on() has counted: a table, not locals, so that no content function
-- assigns an upvalue and nothing needs checking after each step (freeze.c).
local on_state = {
  seq = 0,        -- subscriptions so far
  kernel = false, -- some on() names a kernel event ("zone.move")
}

local function check(cond, level, fmt, ...)
  if not cond then error(string.format(fmt, ...), level + 1) end
end

-- define(kind, t): registers a definition (a card, an enemy, a scenario...):
-- a table of data plus hook functions, found again by content(kind, id).
function env.define(kind, t)
  check(type(kind) == "string", 2, "define: kind must be a string")
  check(type(t) == "table", 2, "define: %s definition must be a table", kind)
  check(type(t.id) == "string" and t.id ~= "", 2, "define: %s needs a string id", kind)
  local of_kind = definitions[kind]
  if not of_kind then
    of_kind = {}
    definitions[kind] = of_kind
  end
  check(of_kind[t.id] == nil, 2, "define: %s '%s' is defined twice", kind, t.id)
  of_kind[t.id] = t
  -- Into its place among the kind's definitions sorted by id (ids are
  -- unique, so the order is that of table.sort on the ids).
  local sorted = by_id[kind]
  if not sorted then
    sorted = {}
    by_id[kind] = sorted
  end
  local at = #sorted + 1
  while at > 1 and sorted[at - 1].id > t.id do
    sorted[at] = sorted[at - 1]
    at = at - 1
  end
  sorted[at] = t
  -- Its field names, for rules{ fields = ... } (checked once all is
  -- loaded, when the definition is frozen and no longer lists them).
  local keys = {}
  for key in pairs(t) do keys[#keys + 1] = tostring(key) end
  table.sort(keys)
  definition_keys[t] = keys
  return t
end

for _, kind in ipairs{"card", "enemy", "event", "item", "hero", "bot", "policy", "spirit",
                      "power", "board", "villain", "unit", "tile", "ship", "query"} do
  env[kind] = function(t) return env.define(kind, t) end
end

-- scenario{...}: a scenario's fields are the runtime's (below) and those the
-- game names in rules{ scenario_fields = {...} } for its own data (a map,
-- spots, rounds). The keys are noted as the scenario is defined and checked
-- once everything is loaded (rules{} may come after the scenarios), when
-- the scenario is started or listed: a misspelt field is an error there.
local SCENARIO_FIELDS = {"id", "name", "description", "players", "start", "options"}
local scenario_keys = {} -- scenario id -> its keys, sorted

-- options = {name = {type = ..., ...}}: what the scenario accepts, checked
-- before the game starts (internal.check_options). The types:
--   int    min, max             "3"
--   enum   values = {...}       one of the values
--   list   values = {...}?      comma-separated, each one of values if given
--   string                      any text
-- with default (shown by tabula list, and checked; g:option answers it for
-- an option not given), help (a few words) and per_player
-- (the option is given as name0, name1, ... for each seat: deck0=...).
local OPTION_FIELDS = {type = true, min = true, max = true, values = true, default = true, help = true,
                       per_player = true}
local OPTION_TYPES = {int = true, enum = true, list = true, string = true}

local function sorted_keys(t)
  local keys = {}
  for key in pairs(t) do keys[#keys + 1] = key end
  table.sort(keys)
  return keys
end

local function has(list, value)
  for _, v in ipairs(list) do if v == value then return true end end
  return false
end

-- The problem with value text for option spec o, or nil.
local function option_problem(o, text)
  if o.type == "int" then
    local n = math.tointeger(tonumber(text))
    if not n or not text:match("^%-?%d+$") then return "an integer is needed" end
    if (o.min and n < o.min) or (o.max and n > o.max) then
      return string.format("%s is not in %s..%s", text, tostring(o.min or ""), tostring(o.max or ""))
    end
  elseif o.type == "enum" then
    if not has(o.values, text) then return "one of " .. table.concat(o.values, ", ") .. " is needed" end
  elseif o.type == "list" and o.values then
    for item in (text .. ","):gmatch("([^,]*),") do
      if not has(o.values, item) then
        return string.format("'%s' is not one of %s", item, table.concat(o.values, ", "))
      end
    end
  end
  return nil
end

local function check_option_spec(id, name, o)
  check(type(name) == "string" and name:match("^[%w_%-%.]+$"), 3,
        "scenario '%s': option names are words, not %s", id, tostring(name))
  check(type(o) == "table", 3, "scenario '%s': option '%s' needs a table {type = ...}", id, name)
  for key in pairs(o) do
    check(OPTION_FIELDS[key], 3, "scenario '%s': option '%s': unknown field '%s' (the fields are "
          .. "type, min, max, values, default, help, per_player)", id, name, tostring(key))
  end
  check(OPTION_TYPES[o.type], 3, "scenario '%s': option '%s': type must be int, enum, list or "
        .. "string, not %s", id, name, tostring(o.type))
  if o.type == "enum" then
    check(type(o.values) == "table" and #o.values > 0, 3, "scenario '%s': option '%s': an enum "
          .. "needs values = {...}", id, name)
  end
  if o.default ~= nil then
    local problem = option_problem(o, tostring(o.default))
    check(not problem, 3, "scenario '%s': option '%s': the default %s: %s", id, name,
          tostring(o.default), problem)
  end
end

function env.scenario(t)
  if type(t) == "table" and type(t.options) == "table" then
    for name, o in pairs(t.options) do check_option_spec(t.id, name, o) end
  end
  local def = env.define("scenario", t)
  local keys = {}
  for key in pairs(t) do
    check(type(key) == "string", 2, "scenario '%s': a %s key %s where only named fields go",
          t.id, type(key), tostring(key))
    keys[#keys + 1] = key
  end
  table.sort(keys)
  scenario_keys[t.id] = keys
  return def
end

local function check_scenario_fields(id)
  local known = {}
  for _, f in ipairs(SCENARIO_FIELDS) do known[f] = true end
  local own = rules_info.scenario_fields or {}
  for _, f in ipairs(own) do known[f] = true end
  for _, key in ipairs(scenario_keys[id] or {}) do
    if not known[key] then
      local names = table.concat(SCENARIO_FIELDS, ", ")
      if #own > 0 then names = names .. "; the game's own: " .. table.concat(own, ", ") end
      error(string.format("scenario '%s': unknown field '%s' (the fields are %s; a game names "
                          .. "its own in rules{ scenario_fields = {...} })", id, key, names), 0)
    end
  end
end

-- rules{ fields = { card = {"name", "cost", ...}, ... } } names the fields
-- the definitions of a kind may have (id always): a misspelt field of a
-- card is then an error naming it, when the scenario is started or listed
-- (rules{} may load after the definitions). Kinds not named are free.
local function check_definition_fields()
  local declared = rules_info.fields
  if declared == nil then return end
  check(type(declared) == "table", 0, "rules: fields = {kind = {field, ...}, ...} is needed")
  for _, kind in ipairs(sorted_keys(declared)) do
    local names = declared[kind]
    check(type(names) == "table", 0, "rules: fields.%s must be a list of field names", tostring(kind))
    local known = {id = true}
    for _, f in ipairs(names) do known[f] = true end
    for _, def in ipairs(by_id[kind] or {}) do
      for _, key in ipairs(definition_keys[def]) do
        if not known[key] then
          error(string.format("%s '%s': unknown field '%s' (the fields are id, %s: rules{ fields "
                              .. "= {%s = {...}} })", kind, def.id, key,
                              table.concat(names, ", "), kind), 0)
        end
      end
    end
  end
end

-- content(kind, id) -> the definition; content(kind) -> all of them, sorted by
-- id, in a new table the caller may change. Rules ask for whole kinds on hot
-- paths (every option of a decision), so the sorted list is built while
-- content loads (define keeps it in order) and each call only copies it.
function env.content(kind, id)
  if id ~= nil then
    local of_kind = definitions[kind]
    return of_kind and of_kind[id]
  end
  local list = by_id[kind]
  if not list then return {} end
  return table.move(list, 1, #list, 1, {})
end

-- step(name, fn): a step of the rules; the runtime runs each step as a fresh
-- coroutine from kernel state, so every step boundary is a checkpoint.
function env.step(name, fn)
  check(type(name) == "string", 2, "step: name must be a string")
  check(type(fn) == "function", 2, "step '%s': a function is needed", name)
  check(steps[name] == nil, 2, "step '%s' is defined twice", name)
  steps[name] = fn
end

-- rules{start = "setup", steps = {...}, ...}: the game's rules. Its fields:
local RULES_FIELDS = {"name", "start", "steps", "render", "scenario_fields", "fields", "pools"}
local RULES_KNOWN = {}
for _, f in ipairs(RULES_FIELDS) do RULES_KNOWN[f] = true end

-- rules{ pools = { name = { faces = {"key", ...}, back = "key" } } }: pools
-- whose hidden entities trade faces, not places, when a search bot
-- determinizes the game (tab_pool_set_faces): checked here, declared to the
-- kernel when the game starts.
local POOL_FIELDS = {faces = true, back = true}

local function check_pools(pools)
  check(type(pools) == "table", 3, "rules: pools must be a table of pool names")
  for name, decl in pairs(pools) do
    check(type(name) == "string", 3, "rules: pools: a pool's name must be a string")
    check(type(decl) == "table", 3, "rules: pool '%s' must be a table {faces = {...}, back = ...}", name)
    for key in pairs(decl) do
      check(POOL_FIELDS[key], 3, "rules: pool '%s': unknown field '%s' (the fields are faces, back)",
            name, tostring(key))
    end
    local faces = decl.faces
    check(type(faces) == "table" and #faces >= 1 and #faces <= 8, 3,
          "rules: pool '%s': faces must list 1 to 8 property names", name)
    for i, face in ipairs(faces) do
      check(type(face) == "string", 3, "rules: pool '%s': face %d is not a string", name, i)
    end
    check(decl.back == nil or type(decl.back) == "string", 3,
          "rules: pool '%s': back must be a property name", name)
  end
end

function env.rules(t)
  check(type(t) == "table", 2, "rules: a table is needed")
  for key, value in pairs(t) do
    check(RULES_KNOWN[key], 2, "rules: unknown field '%s' (the fields are %s)", tostring(key),
          table.concat(RULES_FIELDS, ", "))
    if key == "pools" then check_pools(value) end
    if key == "steps" then
      for name, fn in pairs(value) do env.step(name, fn) end
    else
      check(rules_info[key] == nil, 2, "rules: '%s' is given twice", tostring(key))
      rules_info[key] = value
    end
  end
end

-- on(name, fn [, priority]): fn(g, ...) runs when trigger(g, name, ...) is
-- called: lower priority first, then in load order. A name with a dot is a
-- kernel event kind ("zone.move", "dice.roll", "track.cross"): fn(g, event)
-- then runs for each such event at the end of the step that made it, in
-- event order (events the subscribers make are dispatched too).
function env.on(name, fn, priority)
  check(type(name) == "string", 2, "on: name must be a string")
  check(type(fn) == "function", 2, "on '%s': a function is needed", name)
  priority = priority or 0
  check(math.type(priority) == "integer", 2, "on '%s': priority must be an integer", name)
  local list = subscribers[name]
  if not list then
    list = {}
    subscribers[name] = list
  end
  on_state.seq = on_state.seq + 1
  if name:find(".", 1, true) then on_state.kernel = true end
  local entry = {fn = fn, priority = priority, seq = on_state.seq}
  local at = #list + 1
  while at > 1 and list[at - 1].priority > priority do
    list[at] = list[at - 1]
    at = at - 1
  end
  list[at] = entry
end

-- event_fields(kind, names): the names of a game event's arguments, so
-- that g:event_get and subscribers give them by name (e.card besides e[1]);
-- a name starting with '@' is an atom, given as its text (an argument
-- emitted as a string). At most four, like the arguments.
local event_names = {} -- kind -> names
prim.event_fields_table(event_names)

function env.event_fields(kind, names)
  check(type(kind) == "string", 2, "event_fields: kind must be a string")
  check(type(names) == "table" and #names <= 4, 2, "event_fields '%s': a list of up to 4 names", kind)
  check(event_names[kind] == nil, 2, "event_fields '%s' is given twice", kind)
  for i, name in ipairs(names) do
    check(type(name) == "string" and name:match("^@?[%a_][%w_]*$"), 2,
          "event_fields '%s': name %d is not a word", kind, i)
    local bare = name:gsub("^@", "")
    check(bare ~= "seq" and bare ~= "kind" and bare ~= "subject", 2,
          "event_fields '%s': '%s' is taken (seq, kind, subject)", kind, bare)
  end
  event_names[kind] = table.move(names, 1, #names, 1, {})
end

-- viewer{ glyphs = {[kind] = "K"}, names = {[kind] = "Knight"} }: how the
-- replay viewer (tabula replay --html, docs/viewer.md) shows the pieces of
-- each entity kind (or of each "type" property value): a glyph of a few
-- characters and a name. Several declarations add up; a kind given twice
-- is an error. Hosts read them, as viewer.glyph.<kind> and
-- viewer.name.<kind>, with tab_game_viewer_hint: content, not state.
local viewer_info = {glyphs = {}, names = {}}
local VIEWER_PREFIX = {glyphs = "viewer.glyph.", names = "viewer.name."}

function env.viewer(t)
  check(type(t) == "table", 2, "viewer: a table {glyphs = {...}, names = {...}} is needed")
  for _, field in ipairs(sorted_keys(t)) do
    local map = t[field]
    check(viewer_info[field], 2, "viewer: unknown field '%s' (the fields are glyphs, names)",
          tostring(field))
    check(type(map) == "table", 2, "viewer: %s must be a table {[kind] = text}", field)
    for _, kind in ipairs(sorted_keys(map)) do
      local text = map[kind]
      check(type(kind) == "string" and kind:match("^[%w_%-%.]+$") and #kind <= 200, 2,
            "viewer: %s: kinds are words (with dots), not %s", field, tostring(kind))
      check(type(text) == "string" and text ~= "" and #text <= 64, 2,
            "viewer: %s of '%s': a text of 1 to 64 bytes is needed", field, kind)
      check(viewer_info[field][kind] == nil, 2, "viewer: the %s of '%s' is given twice", field, kind)
      viewer_info[field][kind] = text
    end
  end
end

-- trigger(g, name, ...): runs the subscribers of a timeword or event, in
-- their defined order; returns how many ran.
function env.trigger(g, name, ...)
  local list = subscribers[name]
  if not list then return 0 end
  for _, entry in ipairs(list) do entry.fn(g, ...) end
  return #list
end

-- Coroutines for content: decisions asked inside a content coroutine travel
-- up to the host and their answers back down, and g:finish inside one ends
-- the whole step (it travels up and is never resumed); nesting is bounded.
local co = prim.coroutine
local pack, unpack = table.pack, table.unpack

local function forward(c, r)
  while r[1] and prim.to_host() do
    local answers = pack(co.yield())
    r = pack(prim.resume(c, unpack(answers, 1, answers.n)))
  end
  return unpack(r, 1, r.n)
end

local function resume(c, ...)
  return forward(c, pack(prim.resume(c, ...)))
end

env.coroutine = {
  create = co.create,
  status = co.status,
  running = co.running,
  isyieldable = co.isyieldable,
  yield = co.yield,
  close = co.close,
  resume = resume,
  wrap = function(f)
    local c = co.create(f)
    return function(...)
      local r = pack(resume(c, ...))
      if r[1] then return unpack(r, 2, r.n) end
      error(r[2], 0)
    end
  end,
}

-- What the runtime needs from the prelude.
local internal = {}

-- Kernel events of a step go to their subscribers when the step's own code
-- is done; a bound keeps subscribers that feed each other from looping.
local MAX_DISPATCHED = 100000

local function dispatch(g, from)
  local count = 0
  -- The runtime finds the next event somebody subscribed to: most events of
  -- a step have none, and looking at each from here cost a call per event.
  local seq = prim.next_subscribed(g, from, subscribers)
  while seq do
    count = count + 1
    if count > MAX_DISPATCHED then
      error("event subscribers made more than " .. MAX_DISPATCHED .. " events in one step", 0)
    end
    local e = g:event_get(seq)
    env.trigger(g, e.kind, e)
    seq = prim.next_subscribed(g, seq + 1, subscribers)
  end
end

function internal.run_step(g, name, ...)
  local fn = steps[name]
  if not fn then error("the rules have no step named '" .. tostring(name) .. "'", 0) end
  if not on_state.kernel then return fn(g, ...) end
  local from = g:event_end()
  -- g:finish ends the step at once, and dispatches the events made until
  -- then itself (from here), as they happened all the same.
  prim.step_events_from(from)
  fn(g, ...)
  dispatch(g, from)
end

internal.dispatch = dispatch

function internal.rules() return rules_info end
-- The pools rules{} declared, as a fresh list the runtime reads
-- ({name =, faces = {...}, back =}; the declaration itself is frozen).
function internal.pools()
  local out = {}
  for name, decl in pairs(rules_info.pools or {}) do
    local faces = {}
    for i, face in ipairs(decl.faces) do faces[i] = face end
    out[#out + 1] = {name = name, faces = faces, back = decl.back}
  end
  return out
end
function internal.render(view)
  if not rules_info.render then return nil end
  return rules_info.render(view)
end
function internal.bot(id) return definitions.bot and definitions.bot[id] end
-- query(id, view, ...) -> what the game's query id (query{ id =, value =
-- function(view, ...) }) computes from view: a derived value the rules
-- know (a fighter's Move after its Grapple tokens), asked by bots, renders
-- and hosts instead of reading it off a prompt's text.
function internal.query(id, view, ...)
  local def = definitions.query and definitions.query[id]
  if not def then
    local names = {}
    for name in pairs(definitions.query or {}) do names[#names + 1] = name end
    table.sort(names)
    error(string.format("no query '%s' (the game's queries: %s)", tostring(id),
                        #names > 0 and table.concat(names, ", ") or "none"), 0)
  end
  check(type(def.value) == "function", 0, "query '%s' has no value function (value = "
        .. "function(view, ...) ... end)", id)
  return def.value(view, ...)
end
function internal.policy(id) return definitions.policy and definitions.policy[id] end
-- check_options(id, keys, values, players) -> nil, or what is wrong with the
-- options given (keys[i] = values[i]) for scenario id played by players (a
-- per_player option names a seat of the game). A scenario that declares no
-- options takes any, as before declarations existed.
function internal.check_options(id, keys, values, players)
  local def = definitions.scenario and definitions.scenario[id]
  local declared = def and def.options
  if not declared then return nil end
  for i, key in ipairs(keys) do
    local o = declared[key]
    local base, seat = key:match("^(.-)(%d+)$")
    if not o and base and declared[base] and declared[base].per_player then
      o = declared[base] -- deck0, deck1, ...: one per seat
      if tonumber(seat) >= players then
        return string.format("option %s: there is no seat %s (seats are 0 to %d)", key, seat,
                             players - 1)
      end
    end
    if not o then
      local names = sorted_keys(declared)
      for k, n in ipairs(names) do
        if declared[n].per_player then names[k] = n .. "P" end
      end
      return string.format("scenario '%s' has no option '%s' (its options: %s)", id, key,
                           #names > 0 and table.concat(names, ", ") or "none")
    end
    local problem = option_problem(o, values[i])
    if problem then return string.format("option %s=%s: %s", key, values[i], problem) end
  end
  return nil
end

-- option_default(id, name) -> the declared default of scenario id's option
-- name as text (g:option's answer when the option was not given), or nil.
-- name0, name1, ... of a per_player option take its default too.
function internal.option_default(id, name)
  local def = definitions.scenario and definitions.scenario[id]
  local declared = def and def.options
  if not declared then return nil end
  local o = declared[name]
  local base = not o and name:match("^(.-)%d+$")
  if base and declared[base] and declared[base].per_player then o = declared[base] end
  if o and o.default ~= nil then return tostring(o.default) end
  return nil
end

-- options_summary(id) -> "level=0..6 (default 2), map=thematic, ..." or nil
-- when the scenario declares none: what tabula list prints.
function internal.options_summary(id)
  local def = definitions.scenario and definitions.scenario[id]
  if not (def and def.options) then return nil end
  local parts = {}
  for _, name in ipairs(sorted_keys(def.options)) do
    local o = def.options[name]
    local shape
    if o.type == "int" then
      shape = (o.min or o.max) and string.format("%s..%s", tostring(o.min or ""), tostring(o.max or ""))
              or "N"
    elseif o.type == "enum" then
      shape = table.concat(o.values, "|")
    elseif o.type == "list" then
      shape = o.values and (table.concat(o.values, "|") .. ",...") or "a,b,..."
    else
      shape = "TEXT"
    end
    local part = name .. (o.per_player and "P" or "") .. "=" .. shape
    if o.default ~= nil then part = part .. " (default " .. tostring(o.default) .. ")" end
    if o.help then part = part .. " " .. o.help end
    parts[#parts + 1] = part
  end
  return table.concat(parts, "; ")
end

-- viewer_props() -> {key, text, key, text, ...}: the viewer{} declarations
-- in name order (tab_game_viewer_hint reads them).
function internal.viewer_props()
  local out = {}
  for _, field in ipairs{"glyphs", "names"} do
    for _, kind in ipairs(sorted_keys(viewer_info[field])) do
      out[#out + 1] = VIEWER_PREFIX[field] .. kind
      out[#out + 1] = viewer_info[field][kind]
    end
  end
  return out
end

-- g:scenario() reads the definition often: without the check, which
-- internal.scenario makes when a game starts.
function internal.scenario_def(id) return definitions.scenario and definitions.scenario[id] end
function internal.scenario(id)
  local def = definitions.scenario and definitions.scenario[id]
  if def then
    check_scenario_fields(id)
    check_definition_fields()
  end
  return def
end
function internal.scenarios()
  local all = env.content("scenario")
  for _, def in ipairs(all) do check_scenario_fields(def.id) end
  check_definition_fields()
  return all
end

return internal
