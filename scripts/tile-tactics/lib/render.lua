-- render.lua: the terminal picture `tabula play` draws for a player: each
-- tile as its height and what is on it, then the teams.
local S = require "lib/state"
local L = require "lib/look"

local GLYPH = {ground = ".", water = "~", lava = "^", tree = "T", bridge = "="}

return function(view)
  local look = L.read(view)
  if not look then return "" end
  local out = {}
  local head = "    "
  for x = 0, look.w - 1 do head = head .. " " .. S.name(x, 0):sub(1, 1) .. " " end
  out[#out + 1] = head
  for y = 0, look.h - 1 do
    local row = string.format("%3d ", y + 1)
    for x = 0, look.w - 1 do
      local c = L.at(look, x, y)
      local mark = GLYPH[c.terrain]
      if c.spire then mark = "S" end
      if look.treasure and look.treasure.x == x and look.treasure.y == y then mark = "$" end
      if c.unit then
        mark = c.unit.def.name:sub(1, 1)
        if c.unit.team == 1 then mark = mark:lower() end
      end
      row = row .. " " .. mark .. c.height
    end
    out[#out + 1] = row
  end
  out[#out + 1] = "  (letter+digit: piece or terrain, then height; UPPER team 0, lower team 1;"
  out[#out + 1] = "   . ground  ~ water  ^ lava  T tree  = bridge  S spire  $ treasure)"
  for team = 0, 1 do
    local line = "team " .. team .. ":"
    for _, u in ipairs(look.units) do
      if u.team == team then
        line = line .. string.format("  %s %s %d/%d%s", u.name, S.name(u.x, u.y), u.hp,
                                     view:entity_get(u.id, "max_hp"), u.carrying and " (carrying)" or "")
      end
    end
    out[#out + 1] = line
  end
  local pieces = {}
  local e = view:entity_next(0, "ladder")
  while e do
    pieces[#pieces + 1] = string.format("ladder %s up to %s", S.name(view:entity_get(e, "x"), view:entity_get(e, "y")),
                                        S.name(view:entity_get(e, "top_x"), view:entity_get(e, "top_y")))
    e = view:entity_next(e, "ladder")
  end
  if #pieces > 0 then out[#out + 1] = table.concat(pieces, ", ") end
  -- Hidden items this player may know of: its own, and those revealed.
  e = view:entity_next(0, "hidden")
  while e do
    out[#out + 1] = string.format("hidden item of player %d at %s%s", view:entity_get(e, "owner"),
                                  S.name(view:entity_get(e, "x"), view:entity_get(e, "y")),
                                  view:entity_has_tag(e, "revealed") and " (revealed)" or "")
    e = view:entity_next(e, "hidden")
  end
  local round = view:entity_get(look.game, "round")
  if round then out[#out + 1] = "round " .. round end
  return table.concat(out, "\n")
end
