-- expect: attempt to set 'floor' of a library
-- Issue 20, hole 2: math.floor replaced while loading.
math.floor = function(x) return x end
return math.floor(1.5)
