-- expect: to-be-closed variables (<close>) are not allowed
local y
local x <

  close
  > = nil
