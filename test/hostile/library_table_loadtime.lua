-- expect: attempt to set 'concat' of a library
-- Issue 20, hole 2: table.concat replaced while loading, through a local.
local t = table
t.concat = function() return "" end
return table.concat({"a", "b"})
