-- expect: attempt to index a nil value (upvalue '_ENV')
local saved = _ENV
_ENV = nil
x = 1
