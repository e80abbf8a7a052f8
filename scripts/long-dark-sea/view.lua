-- view.lua: the text picture of the Raid board for one player's view: the
-- three rows of Sectors with their cards and tokens, the tracks, each
-- player's Character, resources and equipment, and the viewer's hand. It
-- reads only what that player may see (hidden cards show their back).
local D = require "core"

local function sector_entities(view)
  local out = {}
  local e = view:entity_next(0, "ld.sector")
  while e do
    out[view:entity_get(e, "s")] = e
    e = view:entity_next(e, "ld.sector")
  end
  return out
end

local function def_of(view, c)
  return content(view:entity_get(c, "ck"), view:entity_get(c, "def"))
end

local function token_text(view, e)
  local parts = {}
  local kinds = {"counter", "fortune", "exposed", "prey", "illusion"}
  for _, kind in ipairs(kinds) do
    -- The arrays are not readable from a view; the sector mirrors counts.
    local n = view:entity_get(e, "tok." .. kind) or 0
    if n > 0 then parts[#parts + 1] = kind .. " x" .. n end
  end
  return table.concat(parts, ", ")
end

local function cell(view, e)
  if not e then return "" end
  local number = view:entity_get(e, "number")
  local head = number > 0 and string.format("[%d] cost %d", number, view:entity_get(e, "cost_now") or view:entity_get(e, "cost")) or "[-]"
  local c = view:entity_get(e, "card")
  local body = ""
  if c then
    if view:entity_get(e, "revealed") and view:can_see(c) then
      local def = def_of(view, c)
      body = def.name
      if def.health then
        body = body .. string.format(" %d/%d", def.health - (view:entity_get(c, "damage") or 0), def.health)
      end
      if def.attack then body = body .. " atk " .. (view:entity_get(c, "attack") or def.attack) end
      if view:entity_get(c, "time") then body = body .. " t" .. view:entity_get(c, "time") end
      if view:entity_get(c, "bleed") then body = body .. " bleed" .. view:entity_get(c, "bleed") end
      if view:entity_get(c, "marked") then body = body .. " mark" .. view:entity_get(c, "marked") end
    else
      body = "(hidden " .. (view:entity_get(e, "back") or "?") .. ")"
    end
  end
  local tokens = token_text(view, e)
  if tokens ~= "" then body = body .. " {" .. tokens .. "}" end
  return head .. " " .. body
end

-- The Supply Lines: each space's card (or "-" empty, "#" covered by a
-- Restock) and its Cost token.
local function supply_lines(view, game, out)
  local names = {"edko"}
  local pe = view:entity_next(0, "ld.player")
  while pe do
    names[#names + 1] = "unna." .. view:entity_get(pe, "seat")
    pe = view:entity_next(pe, "ld.player")
  end
  names[#names + 1] = "rapsoda.1"
  names[#names + 1] = "rapsoda.2"
  for _, name in ipairs(names) do
    local cards = view:entity_get_array(game, "line." .. name) or {}
    local costs = view:entity_get_array(game, "line." .. name .. ".cost") or {}
    local blocked = view:entity_get(game, "line." .. name .. ".blocked") or 0
    local cells = {}
    for i, c in ipairs(cards) do
      local text = c == 0 and "-" or i <= blocked and "#" or (view:can_see(c) and def_of(view, c).name or "?")
      cells[i] = string.format("%s [%d]", text, costs[i] or 0)
    end
    out[#out + 1] = string.format("%-10s %s", name, table.concat(cells, " | "))
  end
end

-- The Allies in the Shared Area and where the enemy ship is (docked beside
-- the board, on it, or gone), with how many hidden cards lie beneath it.
local function shared_area(view, game, out)
  local allies = {}
  local shared = view:zone_find("ld.shared")
  for _, c in ipairs(shared and view:zone_list(shared) or {}) do
    local def = c and def_of(view, c)
    if def and def.ally then
      allies[#allies + 1] = string.format("%s %d/%d Damage", def.name, view:entity_get(c, "damage") or 0, def.health)
    end
  end
  if #allies > 0 then out[#out + 1] = "Allies: " .. table.concat(allies, ", ") end
  local ship = view:entity_get(game, "enemy_ship")
  local dock, hold = view:zone_find("ld.ship.dock"), view:zone_find("ld.ship.enemy")
  if ship and dock and hold then
    local where = view:zone_size(dock) > 0 and "beside the board"
                  or view:entity_get(ship, "sector") and "on the board" or "gone"
    out[#out + 1] = string.format("Enemy ship %s, %d hidden cards beneath it", where, view:zone_size(hold))
  end
end

function D.render(view)
  local game = D.game(view)
  if not game then return "" end
  local out = {}
  if view:entity_get(game, "stage") == "supply" then
    out[#out + 1] = string.format("Act %d, Supply Stage (%s)", view:entity_get(game, "act") or 1,
                                  view:entity_get(game, "phase") or "")
    supply_lines(view, game, out)
  end
  if view:entity_get(game, "stage") ~= "supply" then
    local sectors = sector_entities(view)
    local rows = {"Long  ", "Medium", "Short "}
    for r = 1, 3 do
      local line = {rows[r]}
      for col = 1, 4 do
        local e = sectors[(r - 1) * 4 + col]
        local text = cell(view, e)
        line[#line + 1] = string.format("| %-30s", text:sub(1, 30))
      end
      out[#out + 1] = table.concat(line)
    end
    local function track(key)
      local t = view:entity_get(game, key)
      return string.format("%d/%d", view:entity_get(t, "track.value") or 0,
                           view:entity_get(game, key .. "_max") or D.TRACK_MAX[key])
    end
    local tracks = string.format("Mission %s  Threat %s", track("mission"), track("threat"))
    if view:entity_get(game, "stage") == "nemesis" then
      -- No tracks in the Nemesis Stage.
      tracks = string.format("Nemesis parts flipped %d", view:entity_get(game, "nemesis_flips") or 0)
    end
    out[#out + 1] = string.format("%s  Chapter %d  Turn %d  (%s)", tracks,
                                  view:entity_get(game, "chapter") or 0, view:entity_get(game, "turn") or 0,
                                  view:entity_get(game, "phase") or "")
  end
  shared_area(view, game, out)
  local pe = view:entity_next(0, "ld.player")
  while pe do
    local p = view:entity_get(pe, "seat")
    local ch = content("identity", view:entity_get(pe, "character"))
    local sup = content("identity", view:entity_get(pe, "support"))
    local deck, discard = view:zone_find("deck." .. p), view:zone_find("discard." .. p)
    local parts = {string.format("P%d %s%s: %d/%d Damage%s, Character %s, %s %s, tokens %d, XP%d C%d B%d T%d, deck %d, discard %d",
      p, ch.name, view:entity_get(game, "active") == p and " (active)" or "",
      view:entity_get(pe, "damage") or 0, ch.health, view:entity_get(pe, "defeated") and " DEFEATED" or "",
      view:entity_get(pe, "char_ready") and "ready" or "exhausted",
      sup.name, view:entity_get(pe, "support_ready") and ("ready" .. (view:entity_get(pe, "support_face") and
        (" (" .. view:entity_get(pe, "support_face") .. ")") or "")) or "exhausted",
      view:entity_get(pe, "tokens") or 0, view:entity_get(pe, "xp") or 0, view:entity_get(pe, "credit") or 0,
      view:entity_get(pe, "belitium") or 0, view:entity_get(pe, "titanure") or 0,
      deck and view:zone_size(deck) or 0, discard and view:zone_size(discard) or 0)}
    for _, zname in ipairs{"gear", "inv"} do
      local z = view:zone_find(zname .. "." .. p)
      if z then
        for _, c in ipairs(view:zone_list(z)) do
          if c then parts[#parts + 1] = def_of(view, c).name end
        end
      end
    end
    out[#out + 1] = table.concat(parts, "; ")
    pe = view:entity_next(pe, "ld.player")
  end
  local me = view:player()
  local hand = me and view:zone_find("hand." .. me)
  if hand then
    local names = {}
    for _, c in ipairs(view:zone_list(hand)) do
      if c then
        local def = def_of(view, c)
        local what = def.action and string.format("%s %d %s", D.ACTION_NAME[def.action], def.base,
                                                  def.range and D.RANGE_NAME[D.RANGE[def.range]] or "")
                     or def.support and "Support" or "Weakness"
        names[#names + 1] = string.format("%s (%s, +%s)", def.name, what, def.boost or "-")
      end
    end
    out[#out + 1] = "Hand: " .. table.concat(names, ", ")
  end
  return table.concat(out, "\n")
end

return D
