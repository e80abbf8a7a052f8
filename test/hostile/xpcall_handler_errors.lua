-- expect: instruction limit exceeded
-- A handler that errors itself: 'error in error handling', in a loop.
while true do
  xpcall(error, error)
end
