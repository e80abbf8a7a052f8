-- Run by a stock lua5.4 (not by tabula test): require "tabula" loads the
-- C module, sets no global, and games work from plain Lua.
assert(tabula == nil, "no global before require")
local tabula = require "tabula"
assert(_G.tabula == nil, "luaopen_tabula must set no global")
assert(type(tabula.version) == "string")
local g = tabula.new_game(42)
local e = g:entity_new("card")
g:entity_set(e, "cost", 3)
assert(g:entity_get(e, "cost") == 3)
local h = g:hash()
assert(#h == 16, "hash as 16 hex digits")
local ok, err = pcall(g.entity_set, g, 99, "cost", 1)
assert(not ok and err:find("no entity 99"), "errors name what is wrong")
print("1 passed, 0 failed")
