-- look.lua: the board as a player's observation shows it, for the bot's
-- policy and the terminal picture. A view reads entities only, so the map
-- comes from its data file and what changed in play (felled trees, fallen
-- bridges, pushed spires, pieces' places) from the entities.
local S = require "lib/state"
local B = require "lib/board"

local M = {}

-- Everything a policy or a picture needs, read once per call.
function M.read(view)
  local game = S.game.entity(view)
  if not game then return nil end
  local map = content("board", view:entity_get(game, "map"))
  local w, h = B.size(map)
  local look = {view = view, game = game, map = map, w = w, h = h, units = {}, cell = {},
                mode = view:entity_get(game, "mode"), active = view:entity_get(game, "active")}
  for y = 0, h - 1 do
    local trow, hrow = map.terrain[y + 1], map.height[y + 1]
    for x = 0, w - 1 do
      look.cell[y * w + x] = {terrain = B.TERRAIN[trow:sub(x + 1, x + 1)], height = tonumber(hrow:sub(x + 1, x + 1))}
    end
  end
  -- Felled trees are ground again.
  local alive_trees = {}
  local e = view:entity_next(0, "tree")
  while e do
    alive_trees[view:entity_get(e, "y") * w + view:entity_get(e, "x")] = true
    e = view:entity_next(e, "tree")
  end
  for i, c in pairs(look.cell) do
    if c.terrain == "tree" and not alive_trees[i] then c.terrain = "ground" end
  end
  -- Fallen bridges leave what lay beneath.
  local standing = {}
  e = view:entity_next(0, "bridge")
  while e do
    standing[view:entity_get(e, "index")] = true
    e = view:entity_next(e, "bridge")
  end
  for i, b in ipairs(map.bridges or {}) do
    if not standing[i] then
      for _, at in ipairs(b.cells) do
        local x, y = S.parse(at)
        look.cell[y * w + x] = {terrain = B.TERRAIN[b.under or "."], height = b.under_height or 0}
      end
    end
  end
  e = view:entity_next(0, "spire")
  while e do
    look.cell[view:entity_get(e, "y") * w + view:entity_get(e, "x")].spire = true
    e = view:entity_next(e, "spire")
  end
  e = view:entity_next(0, "unit")
  while e do
    if not view:entity_has_tag(e, "dead") then
      local u = {id = e, x = view:entity_get(e, "x"), y = view:entity_get(e, "y"),
                 team = view:entity_get(e, "team"), hp = view:entity_get(e, "hp"),
                 type = view:entity_get(e, "type"), name = view:entity_get(e, "name"),
                 carrying = view:entity_get(e, "carrying")}
      u.def = content("unit", u.type)
      if u.x then
        look.units[#look.units + 1] = u
        look.cell[u.y * w + u.x].unit = u
      end
    end
    e = view:entity_next(e, "unit")
  end
  e = view:entity_next(0, "treasure")
  if e then
    look.treasure = {id = e, x = view:entity_get(e, "x"), y = view:entity_get(e, "y"),
                     kind = view:entity_get(e, "kind"), carrier = view:entity_get(e, "carrier")}
  end
  return look
end

function M.at(look, x, y) return look.cell[y * look.w + x] end

return M
