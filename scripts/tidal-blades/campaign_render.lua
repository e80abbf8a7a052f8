-- campaign_render.lua: a text picture of a Tidal Blades 2 campaign between
-- scenarios (after a scenario, in Naviri): the scenarios, Fame, and each
-- hero's sheet as the campaign keeps it.
local T = require "core"
local P = require "progression"

local R = {}

local function names(kind, ids)
  local out = {}
  for i, id in ipairs(ids) do
    local def = content(kind, id)
    out[i] = def and def.name or id
  end
  return table.concat(out, ", ")
end

function R.render(view)
  local c = P.campaign(view)
  local lines = {}
  local function add(fmt, ...) lines[#lines + 1] = string.format(fmt, ...) end
  local list = view:entity_get_array(c, "list") or {}
  local index = view:entity_get(c, "index") or 1
  local parts = {}
  for i, id in ipairs(list) do
    local name = content("scenario", id).name
    parts[i] = i == index and ("[" .. name .. "]") or name
  end
  add("Campaign: %s", table.concat(parts, " > "))
  local mod = view:entity_get(c, "modifier")
  add("Fame %d   next scenario: %s%s", view:entity_get(c, "fame") or 0,
      mod == "aid" and "Citadel Aid" or mod == "power" and "a Mysterious Power" or "no modifier",
      view:entity_get(c, "day") and ("   Naviri, day " .. view:entity_get(c, "day")) or "")
  for _, m in ipairs(P.members(view)) do
    local paths = P.paths(view, m)
    add("%s (player %d): %d XP, %d Dried Fruit, Wound track %d, Battle Scars: %s", P.label(view, m),
        view:entity_get(m, "player"), P.get(view, m, "xp"), P.get(view, m, "fruit"),
        P.get(view, m, "wound_marks"), names("card", P.arr(view, m, "scars")))
    add("  Paths: %s %d/%d, %s %d/%d   traits: Spirit %d, Focus %d, Resilience %d, Synergy %d",
        paths[1].name, P.get(view, m, "path.1"), paths[1].length, paths[2].name, P.get(view, m, "path.2"),
        paths[2].length, P.get(view, m, "lvl.spirit"), P.get(view, m, "lvl.focus"),
        P.get(view, m, "lvl.resilience"), P.get(view, m, "lvl.synergy"))
    add("  skills: %s   items: %s   Quantum: %s", names("skill", P.arr(view, m, "skills")),
        names("item", P.arr(view, m, "items")), names("quantum", P.arr(view, m, "quantum")))
    add("  deck (%d): %s", #P.arr(view, m, "cards"), names("card", P.arr(view, m, "cards")))
    if view:entity_get(m, "at") then add("  today at: %s", view:entity_get(m, "at")) end
  end
  for _, z in ipairs{"naviri.market", "lab.shown"} do
    local zone = view:zone_find(z)
    if zone and view:zone_size(zone) > 0 then
      local ids = {}
      for i, e in ipairs(view:zone_list(zone)) do ids[i] = view:entity_get(e, "name") end
      add("%s: %s", z == "lab.shown" and "Research Lab" or "Desert Market",
          names(z == "lab.shown" and "card" or "item", ids))
    end
  end
  do
    local n = view:entity_get(c, "logn") or 0
    for i = math.max(1, n - T.LOG + 1), n do
      local line = view:entity_get(c, "log." .. (i % T.LOG))
      if line then add("  %s", line) end
    end
  end
  return table.concat(lines, "\n") .. "\n"
end

return R
