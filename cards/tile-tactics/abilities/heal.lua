-- "Some abilities may restore Health during gameplay": a song that heals the
-- singer's team around it. Designed numbers: the amount and the range.
local AMOUNT, RANGE = 2, 2 -- designed

-- The singer's team within range that lacks health, in id order, from a
-- board read (lib/board.read).
local function patients(g, u, board)
  local w, cell, team = board.w, board.cell, board.team[u]
  local x, y = (cell[u] - 1) % w, (cell[u] - 1) // w
  local list = {}
  for _, v in ipairs(board.units) do
    if team == board.team[v] and cell[v] then
      local dx, dy = (cell[v] - 1) % w - x, (cell[v] - 1) // w - y
      if math.abs(dx) + math.abs(dy) <= RANGE and g:entity_get(v, "hp") < g:entity_get(v, "max_hp") then
        list[#list + 1] = v
      end
    end
  end
  return list
end

define("ability", {
  id = "heal",
  name = "Song of Mending",
  text = "Action: every ally within 2 tiles (the singer too) heals 2, up to its maximum.",
  options = function(g, u, lib, board)
    local list = patients(g, u, board)
    if #list == 0 then return {} end
    local total = 0
    for _, v in ipairs(list) do
      total = total + math.min(AMOUNT, g:entity_get(v, "max_hp") - g:entity_get(v, "hp"))
    end
    return {{label = "sing the Song of Mending: heals " .. total, heals = total}}
  end,
  use = function(g, u, _, lib)
    for _, v in ipairs(patients(g, u, lib.board.read(g))) do lib.combat.heal(g, v, AMOUNT) end
  end,
})
