-- expect: instruction limit exceeded
-- Issue 20, hole 3: a coroutine that ran fewer instructions than the hook's
-- count was never charged, so this loop (about 95M instructions, nearly all
-- of them in coroutines) finished under the 50M budget. Every instruction
-- of a run counts, in any coroutine.
for _ = 1, 100000 do
  local co = coroutine.create(function() for _ = 1, 900 do end end)
  coroutine.resume(co)
end
return "the budget was slipped"
