-- giant.lua: figures of several hexes (giant bosses "that occupy 3
-- hexes"): the hexes a figure stands on, and the one of them nearest a
-- given hex, which is where range, adjacency and flanking are measured
-- from or to. For a one-hex figure both are simply its hex.
local T = require "core"

local G = {}

-- The hexes figure e stands on (its anchor first); {} when off the map.
function G.cells(g, e)
  if not g:entity_get(e, "giant") then
    local p = T.pos(g, e)
    return p and {p} or {}
  end
  return (g:hex_figure_cells(T.map(g), e))
end

-- The hex of e nearest to hex from (the first in cell order among equals).
function G.near(g, e, from)
  if not g:entity_get(e, "giant") then return T.pos(g, e) end
  local best, d
  for _, c in ipairs(G.cells(g, e)) do
    local k = T.dist(c, from)
    if not d or k < d then best, d = c, k end
  end
  return best
end

-- The cells e would stand on with its anchor moved to anchor (same facing).
function G.shifted(g, e, anchor)
  local cells = G.cells(g, e)
  local a = cells[1]
  local list = {}
  for i, c in ipairs(cells) do list[i] = {q = c.q - a.q + anchor.q, r = c.r - a.r + anchor.r} end
  return list
end

-- The least distance between hex h and any of cells.
function G.dist(cells, h)
  local d = math.huge
  for _, c in ipairs(cells) do d = math.min(d, T.dist(c, h)) end
  return d
end

return G
