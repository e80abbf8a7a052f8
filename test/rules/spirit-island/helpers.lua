-- Helpers the Spirit Island rule tests share (loaded with dofile; as a test
-- file of its own it only checks that it loads). Most tests use the drill
-- scenario: an island with no pieces, where player 0 runs one rule at a
-- time; pieces are put on the island with kernel calls, as the rules do.
local H = {}

-- A drill game (options as the scenario's: spirits=..., blight=..., ...),
-- run to its first decision.
function H.drill(opts)
  opts = opts or {}
  local g = new_game("spirit-island/drill", opts.players or 1,
                     {seed = opts.seed or 1, options = opts.options or {}})
  ok(g:run() == "decision", "the drill waits for a command")
  return g
end

-- The game record, found as the rules find it.
local GAME = require("std/singleton").of("si.game")
H.game_entity, H.get, H.set = GAME.entity, GAME.get, GAME.set

function H.land(g, name)
  local l = g:region_find(H.get(g, "map"), name)
  if not l then error("no land " .. name, 2) end
  return l
end

-- Puts n pieces of type (explorer, town, city, dahan) in land name; opts:
-- strife, dmg. Returns the last one.
function H.put(g, name, type, n, opts)
  opts = opts or {}
  local zone = g:entity_get(H.land(g, name), "zone")
  local e
  for _ = 1, n or 1 do
    e = g:entity_new("si.piece")
    g:entity_set(e, "type", type)
    g:entity_set(e, "dmg", opts.dmg or 0)
    g:entity_set(e, "strife", opts.strife or 0)
    g:zone_insert(zone, e)
  end
  return e
end

-- The pieces of type in land name (a list of ids).
function H.pieces(g, name, type)
  local out = {}
  for _, e in ipairs(g:zone_list(g:entity_get(H.land(g, name), "zone"))) do
    if not type or g:entity_get(e, "type") == type then out[#out + 1] = e end
  end
  return out
end

function H.n(g, name, type) return #H.pieces(g, name, type) end

-- Counted things on a land: blight, beasts, wilds, disease, defend,
-- presence.<p>.
function H.count(g, name, key) return g:entity_get(H.land(g, name), key) or 0 end
function H.setcount(g, name, key, n) g:entity_set(H.land(g, name), key, n) end

-- Clears every land of pieces, tokens and presence.
function H.clear(g)
  local l = g:entity_next(0, "land")
  while l do
    for _, e in ipairs(g:zone_list(g:entity_get(l, "zone"))) do g:entity_free(e) end
    for _, k in ipairs{"blight", "beasts", "wilds", "disease", "defend"} do g:entity_set(l, k, 0) end
    for p = 0, 3 do g:entity_set(l, "presence." .. p, 0) end
    l = g:entity_next(l, "land")
  end
end

function H.options(g)
  ok(g:run() == "decision", "the game waits for a decision")
  return g:decision().options
end

function H.prompt(g)
  ok(g:run() == "decision", "a decision is pending")
  return g:decision().prompt, g:decision().kind
end

-- Answers the pending decision by label (testing.lua's answer).
H.answer = answer

-- Runs a drill command ("ravage A5") and answers what it asks with the
-- labels given, in order; returns the game's state after.
function H.run(g, cmd, ...)
  local state = H.answer(g, cmd)
  for _, label in ipairs{...} do state = H.answer(g, label) end
  return state
end

-- Whether the drill is back at its command prompt.
function H.at_drill(g)
  return g:run() == "decision" and g:decision().kind == "drill"
end

function H.spirit(g, p)
  local s = g:entity_next(0, "si.spirit")
  while s do
    if g:entity_get(s, "player") == p then return s end
    s = g:entity_next(s, "si.spirit")
  end
end

function H.tally(g, name)
  return g:entity_get(g:entity_next(0, "tabula.game") or H.game_entity(g), "tally." .. name)
end

if test then test("the helpers load", function() ok(H.drill, "drill") end) end
return H
