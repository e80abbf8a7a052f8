-- std/options.lua: a scenario option's text as the rules use it, the same
-- way in every game (scripts/std/, issue 22; loaded with
-- require "std/options", hashed and frozen like the game's own scripts).
-- A declared option (scenario{ options = ... }) is checked before the game
-- starts; this only reads it.
--
--   local options = require "std/options"
--   options.items("a,b,,c")          {"a", "b", "c"}: the comma-separated
--                                     items of a text ({} for nil or "")
--   options.list(g, "crew", "a,b")   the items of option crew, or of the
--                                     default text when it is not given
local M = {}

function M.items(text)
  local out = {}
  for item in (text or ""):gmatch("[^,]+") do out[#out + 1] = item end
  return out
end

function M.list(g, name, default)
  return M.items(g:option(name) or default)
end

return M
