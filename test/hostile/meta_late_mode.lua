-- expect: still strong
-- __mode added after setmetatable does not make the table weak: entries
-- vanishing with the collector would make play depend on its timing.
local mt = {}
local cache = setmetatable({}, mt)
mt.__mode = "v"
cache[1] = {}
for _ = 1, 200000 do local garbage = {1, 2, 3} end
error(cache[1] and "still strong" or "weak")
