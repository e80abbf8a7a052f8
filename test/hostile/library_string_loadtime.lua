-- expect: attempt to set 'upper' of a library
-- Issue 20, hole 2: a card that replaced string.upper while loading changed
-- it for every rules file and for every method call on a string. The
-- libraries are read-only from the first line of the first file.
string.upper = function() return "pwned" end
return ("a"):upper()
