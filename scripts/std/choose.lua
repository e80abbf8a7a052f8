-- std/choose.lua: a player picks one of a list of things (entities, ids,
-- any values), the same way in every game: one option a thing, labelled
-- by a function of it, whose value is the thing itself, so the rules get
-- the thing back and a bot reads it as decision.values[i] (scripts/std/,
-- issue 22; loaded with require "std/choose").
--
--   local choose = require "std/choose"
--   choose.options(list, label)        {{label = label(x), value = x}, ...}
--   choose.one(g, spec, list, label)   g:choose{...spec, options = ...}:
--                                      the thing picked
--
-- spec is g:choose's table without options ({player =, prompt =, kind =});
-- only = "take" in it answers a list of one without asking (many games
-- never ask what has one answer; others do: it is a rule, so it is said).
-- Labels must differ, as g:choose's must: two things alike should be one
-- option (e.g. one card of each name in a hand).
local M = {}

function M.options(list, label)
  assert(type(label) == "function", "std/choose: label must be a function of a thing")
  local out = {}
  for i, x in ipairs(list) do out[i] = {label = label(x), value = x} end
  return out
end

function M.one(g, spec, list, label)
  assert(#list > 0, "std/choose: nothing to choose from")
  assert(spec.only == nil or spec.only == "take",
         "std/choose: only = \"take\" or nothing, not " .. tostring(spec.only))
  if #list == 1 and spec.only == "take" then return list[1] end
  local t = {}
  for k, v in pairs(spec) do
    if k ~= "only" then t[k] = v end
  end
  t.options = M.options(list, label)
  return g:choose(t)
end

return M
