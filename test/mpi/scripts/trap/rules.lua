-- A game whose third option is a script error: random bots spring it in
-- some games and not others, so a distributed playtest shows that an error
-- is a game's recorded outcome (the same games, whichever rank plays them).

scenario {
  id = "classic",
  name = "Trap",
  description = "two picks each; picking the trap is a script error",
  players = 2,
}

step("setup", function(g)
  local e = g:entity_new("trap")
  g:entity_set(e, "picks", 0)
  g:push("turn", 0)
end)

step("turn", function(g, p)
  local e = g:entity_next(0, "trap")
  local pick = g:choose{player = p, kind = "pick", prompt = "Pick",
                        options = {"left", "right", "the trap"}}
  if pick == 3 then error("the trap was sprung", 0) end
  local picks = g:entity_get(e, "picks") + 1
  g:entity_set(e, "picks", picks)
  if picks == 4 then
    g:finish{winners = {pick - 1}, reason = "four picks"}
  else
    g:push("turn", 1 - p)
  end
end)
