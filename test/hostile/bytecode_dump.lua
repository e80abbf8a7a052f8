-- expect: attempt to call a nil value (field 'dump')
local code = string.dump(function() end)
