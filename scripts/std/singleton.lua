-- std/singleton.lua: a game's one entity of a kind (its game record, the
-- match), found and read the same way in every game, from the rules (g)
-- and from a view (bots, render) alike. Part of the shared content library
-- (scripts/std/, issue 22): loaded with require "std/singleton", hashed
-- into the content hash and frozen like the game's own scripts.
--
--   local game = require("std/singleton").of("si.game")
--   game.entity(g)          the entity, or nil before setup made it
--   game.get(g, key)        a property of it
--   game.set(g, key, v)     (rules only: a view cannot change the game)
--   game.create(g)          makes it, at setup
local M = {}

function M.of(kind)
  assert(type(kind) == "string" and kind ~= "", "std/singleton: an entity kind is needed")
  local S = {kind = kind}
  -- The kind is the closures' only upvalue, never assigned: content stays
  -- stateless (the freeze check watches upvalues that change).
  function S.entity(g) return g:entity_next(0, kind) end
  function S.get(g, key) return g:entity_get(g:entity_next(0, kind), key) end
  function S.set(g, key, value) g:entity_set(g:entity_next(0, kind), key, value) end
  function S.create(g) return g:entity_new(kind) end
  return S
end

return M
