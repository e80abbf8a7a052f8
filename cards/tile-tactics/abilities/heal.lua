-- "Some abilities may restore Health during gameplay": a song that heals the
-- singer's team around it. Designed numbers: the amount and the range.
local AMOUNT, RANGE = 2, 2 -- designed

local function patients(g, u, lib)
  local S = lib.state
  local x, y = S.where(g, u)
  local list = {}
  for _, v in ipairs(S.units(g, g:entity_get(u, "team"))) do
    local vx, vy = S.where(g, v)
    if g:grid_distance("manhattan", x, y, vx, vy) <= RANGE and
       g:entity_get(v, "hp") < g:entity_get(v, "max_hp") then
      list[#list + 1] = v
    end
  end
  return list
end

define("ability", {
  id = "heal",
  name = "Song of Mending",
  text = "Action: every ally within 2 tiles (the singer too) heals 2, up to its maximum.",
  options = function(g, u, lib)
    local list = patients(g, u, lib)
    if #list == 0 then return {} end
    local total = 0
    for _, v in ipairs(list) do
      total = total + math.min(AMOUNT, g:entity_get(v, "max_hp") - g:entity_get(v, "hp"))
    end
    return {{label = "sing the Song of Mending: heals " .. total}}
  end,
  use = function(g, u, _, lib)
    for _, v in ipairs(patients(g, u, lib)) do lib.combat.heal(g, v, AMOUNT) end
  end,
})
