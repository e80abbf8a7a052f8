-- expect: instruction limit exceeded
-- Issue 20, hole 6: protected calls in a loop at every thousandth level of
-- a deep recursion, inside a step. Once the limit trips, every pcall on the
-- way out raises it again: each raise must cost the same little (one
-- message made once, the hook re-armed only where it is not), so that the
-- step is out within milliseconds, not seconds.
return function(g)
  local function f(n)
    if n == 0 then while true do end end
    if n % 1000 == 0 then
      while true do pcall(f, n - 1) end
    end
    return (f(n - 1))
  end
  f(180000)
end
