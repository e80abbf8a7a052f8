-- expect: attempt to write to a frozen table
return function(g) rawset(string, "rep", print) end
