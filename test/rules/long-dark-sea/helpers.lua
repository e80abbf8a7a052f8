-- Helpers the Long Dark Sea rule tests share (loaded with dofile; as a test
-- file of its own it only checks that it loads).
local H = {}

-- Faces of the exploration dice (scripts/long-dark-sea/explore.lua).
H.RAID = {success = 1, miss = 4, blank = 6}
H.RES = {one = 1, two = 3, success = 4, miss = 5, blank = 6}   -- Credit, Belitium, Titanure
H.LOOT = {loot = 1, success = 3, miss = 4, blank = 5}

-- A game of act1 for players crews (default {"morrilyn"}), run to its first
-- decision. opts: seed, options (merged over prologue=skip unless
-- opts.prologue is true, and scaling=off: the printed rules' tests leave
-- the designed co-op scaling out; scaling.lua tests it).
function H.game(opts)
  opts = opts or {}
  local crews = opts.crew or {"morrilyn"}
  local options = {crew = table.concat(crews, ","), scaling = "off"}
  if not opts.prologue then options.prologue = "skip" end
  for k, v in pairs(opts.options or {}) do options[k] = v end
  local g = new_game("long-dark-sea/act1", #crews, {seed = opts.seed or 1, options = options})
  g:run()
  return g
end

-- A game of another scenario (act2, campaign), run to its first decision;
-- opts as H.game (no prologue=skip unless opts.skip).
function H.scenario(id, opts)
  opts = opts or {}
  local crews = opts.crew or {"morrilyn"}
  local options = {crew = table.concat(crews, ",")}
  if opts.skip then options.prologue = "skip" end
  for k, v in pairs(opts.options or {}) do options[k] = v end
  local g = new_game("long-dark-sea/" .. id, #crews, {seed = opts.seed or 1, options = options})
  g:run()
  return g
end

-- A Supply Line's spaces (card ids, 0 empty) and Cost tokens.
function H.line(g, name)
  local e = H.game_entity(g)
  return g:entity_get_array(e, "line." .. name), g:entity_get_array(e, "line." .. name .. ".cost")
end

function H.decision(g)
  local state = g:run()
  if state ~= "decision" then error("no decision pending: the game is " .. state, 3) end
  return g:decision()
end

function H.options(g) return H.decision(g).options end

-- Answers the pending decision by label, or a list of labels for a
-- multiple choice (testing.lua's answer).
H.answer = answer
H.has = has_option

function H.prompt(g)
  local d = H.decision(g)
  return d.prompt, d.kind
end

-- Answers every decision with its last option (No Block, Keep it, ...)
-- until a Main Phase decision whose prompt contains phase.
function H.until_main(g, phase)
  for _ = 1, 200 do
    local d = H.decision(g)
    if d.kind == "main" and d.prompt:find(phase, 1, true) then return end
    g:answer(d.min == 0 and {} or #d.options)
  end
  error("no " .. phase .. " in 200 decisions", 2)
end

-- ---- Reading the state ------------------------------------------------------------

-- The game record, found as the rules find it.
local GAME = require("std/singleton").of("ld.game")
H.game_entity, H.get = GAME.entity, GAME.get
function H.player(g, p) return H.get(g, "pl." .. (p or 0)) end
function H.pget(g, p, key) return g:entity_get(H.player(g, p), key) end
function H.track(g, which) return g:track_value(H.get(g, which)) end

-- The sector index of Sector n of the Raid Line, and the card there.
function H.sector(g, n) return g:sector_by_number(H.get(g, "grid"), n) end
function H.card_at(g, n) return g:sector_card(H.get(g, "grid"), H.sector(g, n)) end
function H.def_id(g, c) return c and g:entity_get(c, "def") end
function H.sector_entity(g, n) return H.get(g, "sector." .. H.sector(g, n)) end

function H.zone(g, name, p)
  return g:zone_find(p and (name .. "." .. p) or name)
end

-- The definition ids of a zone's cards, in order, joined by spaces.
function H.ids(g, name, p)
  local out = {}
  for i, c in ipairs(g:zone_list(H.zone(g, name, p))) do out[i] = g:entity_get(c, "def") end
  return table.concat(out, " ")
end

function H.count(g, name, p, id)
  local n = 0
  for _, c in ipairs(g:zone_list(H.zone(g, name, p))) do
    if id == nil or g:entity_get(c, "def") == id then n = n + 1 end
  end
  return n
end

function H.tokens(g, n, kind) return g:entity_get(H.sector_entity(g, n), "tok." .. kind) or 0 end

-- Sets the three token spaces of the ld.sector entity e (kinds, counts,
-- owners) and its mirror as the rules keep it (board.lua's mirror_tokens:
-- the count of each kind, the cost now), which the rules read too.
function H.set_spaces(g, e, kinds, ns, owners)
  g:entity_set_array(e, "sp.kind", kinds, "string")
  g:entity_set_array(e, "sp.n", ns)
  g:entity_set_array(e, "sp.owner", owners)
  local count = {}
  for i = 1, 3 do count[kinds[i]] = (count[kinds[i]] or 0) + ns[i] end
  for _, kind in ipairs{"counter", "fortune", "exposed", "prey", "illusion"} do
    g:entity_set(e, "tok." .. kind, (count[kind] or 0) > 0 and count[kind] or nil)
  end
  local cost = g:entity_get(e, "cost") - (count.exposed or 0) + (count.counter or 0)
  g:entity_set(e, "cost_now", math.max(0, cost))
end

return H
