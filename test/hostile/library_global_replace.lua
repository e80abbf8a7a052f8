-- expect: attempt to replace the library name 'string'
-- Issue 20, hole 2: the global string replaced while loading would be what
-- every later file sees.
string = {upper = function() return "pwned" end}
return string.upper("a")
