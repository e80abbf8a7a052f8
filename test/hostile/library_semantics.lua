-- expect: all good
-- Not hostile: the functions the sandbox replaces keep the stock results.
assert(string.format("%d%%|%s|%5.2f|%q", 3, {}, 1.5, "a\n") == "3%|table| 1.50|\"a\\\n\"")
assert(string.format("a\0%s", "b") == "a\0b")
local ok, e = pcall(string.format, "abc%")
assert(not ok, e)
local t = setmetatable({}, {__tostring = function() return "T" end})
assert(string.format("%s %s", t, 1) == "T 1")
assert(string.rep("ab", 3, ",") == "ab,ab,ab")
assert(table.concat({1, 2, "x"}, "-") == "1-2-x")
assert(table.concat({}, "-") == "")
assert(table.concat({1, 2, 3}, ",", 2, 3) == "2,3")
local l = {1, 2, 3}
table.insert(l, 4); table.insert(l, 1, 0)
assert(table.concat(l, ",") == "0,1,2,3,4")
assert(table.remove(l, 1) == 0 and table.remove(l) == 4 and table.concat(l, ",") == "1,2,3")
assert(select("#", table.unpack({1, nil, 3}, 1, 3)) == 3)
local keys = {}
for k in pairs({b = 1, a = 2, [3] = 0, [1.5] = 0, [-2] = 0, [true] = 0, [false] = 0}) do keys[#keys + 1] = tostring(k) end
assert(table.concat(keys, " ") == "-2 1.5 3 a b false true", table.concat(keys, " "))
local k, seen = next({x = 1, y = 2, [2^53] = 1, [0.5] = 1}), {}
assert(k == 0.5, tostring(k))
local s = ("hello world from lua"):gsub("%w+", string.upper)
assert(s == "HELLO WORLD FROM LUA")
local words = {}
for w in ("a bb ccc"):gmatch("%a+") do words[#words + 1] = w end
assert(#words == 3 and ("x=1"):match("(%w)=(%d)") == "x")
local sorted = {5, 3, 9, 1}
table.sort(sorted, function(a, b) return a > b end)
assert(table.concat(sorted, ",") == "9,5,3,1")
assert(math.max(3, 9, 2) == 9 and utf8.char(72, 105) == "Hi" and utf8.len("héllo") == 5)
error("all good")
