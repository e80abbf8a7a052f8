-- fear.lua: Fear (core game rules): the Fear Pool, earning Fear Cards,
-- Terror Levels and their victory conditions, resolving earned Fear Cards.

-- Globals and library functions as locals, read once at load: content
-- reads a global through the frozen environment, a metamethod call each
-- time, and these are read on every decision.
local content, min = content, math.min
local D = require "core"

local F = {}

-- The Terror Level: how many Fear Cards are left in the deck says which
-- divider has been passed. n1/n2/n3 are the cards of each level.
function F.terror(g)
  local left = g:zone_size(g:zone_find("fear.deck"))
  local n2, n3 = D.get(g, "fear.n2"), D.get(g, "fear.n3")
  if left > n2 + n3 then return 1 end
  if left > n3 then return 2 end
  return 3
end

-- Terror Level victory: I: no Invaders on the island; II: no Towns or
-- Cities; III: no Cities. Checked whenever the island or the Terror Level
-- changes; the game ends at once (g:finish ends the step: it is never
-- asked again once won). Not during setup, whose island has no Invaders
-- until it places them.
-- (Asked after every piece destroyed or removed: the game entity is
-- found once.)
function F.check_victory(g)
  local game = D.game(g)
  if not g:entity_get(game, "started") then return end
  if g:entity_get(game, "drill") and g:option("victory") ~= "on" then return end
  local tl = g:entity_get(game, "terror") or 1
  local won
  if tl == 1 then won = not D.island_any(g, "invader")
  elseif tl == 2 then won = not D.island_any(g, "town", "city")
  else won = not D.island_any(g, "city") end
  if won then D.finish(g, true, "terror level " .. tl) end
end
D.check_victory = F.check_victory

-- Earns the top Fear Card: it goes face down to the earned pile; the Fear
-- Pool fills again. Earning the last card is victory (Terror Level IV).
function F.earn(g)
  local deck = g:zone_find("fear.deck")
  local card = g:zone_at(deck, 1)
  if not card then return end
  g:zone_insert(g:zone_find("fear.earned"), card)
  g:tally("fear.earned")
  D.set(g, "fear.pool", D.FEAR_PER_PLAYER * g:players())
  D.log(g, "A Fear Card is earned")
  if g:zone_size(deck) == 0 then
    D.set(g, "terror", 4)
    D.finish(g, true, "terror level 4")
  end
  local tl = F.terror(g)
  if tl ~= D.get(g, "terror") then
    D.set(g, "terror", tl)
    D.log(g, "Terror Level %d", tl)
    F.check_victory(g)
  end
end

-- Generates n Fear (land: where, for effects that care).
function F.fear(g, n, land)
  for _ = 1, n do
    D.add(g, "fear.generated", 1)
    g:tally("fear")
    if D.add(g, "fear.pool", -1) <= 0 then F.earn(g) end
  end
end
D.fear = F.fear

-- Resolves each earned Fear Card, in the order earned, by the Terror
-- Level at the time.
function F.resolve_earned(g)
  local earned = g:zone_find("fear.earned")
  while g:zone_size(earned) > 0 do
    local card = g:zone_at(earned, 1)
    local def = content("fear", g:entity_get(card, "name"))
    local tl = min(D.get(g, "terror"), 3)
    g:zone_insert(g:zone_find("fear.discard"), card)
    D.line(g, "Fear: " .. def.name .. " (level " .. tl .. ")")
    g:tally("fearcard." .. def.id)
    def.levels[tl].effect(g)
    F.check_victory(g)
  end
end

return F
