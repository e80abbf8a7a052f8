-- units.lua: bringing units into play, and the helpers ability and item
-- hooks are handed (cards call lib.state, lib.board, lib.combat, lib.spawn).
local S = require "lib/state"
local B = require "lib/board"
local C = require "lib/combat"

local M = {}

-- A new unit of type on team, not yet on the board. Names count up per
-- team and type ("Samurai", "Samurai 2") so every option label is unique.
function M.new(g, type, team)
  local def = content("unit", type)
  if not def then error("no unit type '" .. tostring(type) .. "'") end
  local same = 0
  local u = g:entity_next(0, "unit")
  while u do
    if g:entity_get(u, "team") == team and g:entity_get(u, "type") == type then same = same + 1 end
    u = g:entity_next(u, "unit")
  end
  u = g:entity_new("unit")
  g:entity_set(u, "type", type)
  g:entity_set(u, "team", team)
  g:entity_set(u, "hp", def.health)
  g:entity_set(u, "max_hp", def.health)
  g:entity_set(u, "name", def.name .. (same > 0 and (" " .. (same + 1)) or ""))
  return u
end

-- Puts u on the board at (x, y) and on its side of the turn order.
function M.deploy(g, u, x, y)
  g:grid_place(S.grid(g), u, x, y, B.UNIT_SIGHT)
  S.sync(g, u)
  g:zone_insert(g:zone_find("army." .. g:entity_get(u, "team")), u)
  g:turn_add(S.turns(g), S.side_of(g, g:entity_get(u, "team")), u)
end

function M.spawn(g, type, team, x, y)
  local u = M.new(g, type, team)
  M.deploy(g, u, x, y)
  return u
end

M.lib = {state = S, board = B, combat = C, spawn = M.spawn}

-- The ability options of unit u: {label=, value=} each, whose value is the
-- card's option without its label, with order = "ability" and ability = the
-- ability's id (what use_ability is handed). board is the step's board read
-- (lib/board.read), handed on to the abilities.
function M.ability_options(g, u, board)
  local list = {}
  for _, id in ipairs(S.def(g, u).abilities or {}) do
    local a = content("ability", id)
    if a.options then
      for _, opt in ipairs(a.options(g, u, M.lib, board)) do
        local label = opt.label
        opt.label, opt.order, opt.ability = nil, "ability", id
        list[#list + 1] = {label = label, value = opt}
      end
    end
  end
  return list
end

function M.use_ability(g, u, opt)
  g:tally("ability." .. opt.ability)
  content("ability", opt.ability).use(g, u, opt, M.lib)
end

return M
