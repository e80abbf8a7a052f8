-- expect: to-be-closed variables (<close>) are not allowed
do
  local x <close> = nil
end
