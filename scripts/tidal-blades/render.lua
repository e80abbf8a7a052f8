-- render.lua: a text picture of a Tidal Blades 2 scenario as one player
-- sees it: the hex map, the Initiative track, the heroes (traits, shells,
-- Nexus grid, and the player's own hands), the enemy groups and the log.
local T = require "core"
local S = require "setup"

local R = {}

local COLS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

-- odd_r offset of an axial hex, without the kernel (views have no hex calls).
local function offset(q, r) return q + (r - (r & 1)) // 2, r end

local TOKEN = {fruit = "f", spirit = "s", focus = "o", double_spirit = "S", double_focus = "O"}

function R.render(view)
  local game = T.game.entity(view)
  if not game then return "" end
  local sc = content("scenario", view:entity_get(game, "scenario"))
  local cells, cols, rows = S.parse_map(sc.map)
  local at = {}
  local function put(q, r, s)
    local c, rr = offset(q, r)
    at[rr * cols + c] = s
  end
  for _, t in ipairs(view:zone_list(view:zone_find("map.tokens"))) do
    local q = view:entity_get(t, "q")
    if q then put(q, view:entity_get(t, "r"), TOKEN[view:entity_get(t, "type")] or "?") end
  end
  local marks = view:zone_find("map.marks")
  for _, t in ipairs(marks and view:zone_list(marks) or {}) do
    local kind = view:entity_get(t, "kind")
    local ch = kind == "spawn" and "@" or (kind == "narrative" and not view:entity_get(t, "done")) and "N"
    if ch then put(view:entity_get(t, "q"), view:entity_get(t, "r"), ch) end
  end
  for _, o in ipairs(T.all(view, "tb.object")) do
    if view:entity_get(o, "on") then
      local kind = view:entity_get(o, "kind")
      local hp = view:entity_get(o, "health")
      put(view:entity_get(o, "q"), view:entity_get(o, "r"),
          kind == "bomb" and "B!" or ("*" .. (hp and view:entity_get(hp, "track.value") or "")))
    end
  end
  for _, e in ipairs(T.all(view, "tb.enemy")) do
    if view:entity_get(e, "on") then
      local name = view:entity_get(e, "name")
      local letter = (content("enemy", name).letter or name:sub(1, 1))
      if view:entity_get(e, "mutant") then letter = letter:upper() end
      put(view:entity_get(e, "q"), view:entity_get(e, "r"), letter .. view:entity_get(e, "num"))
    end
  end
  for _, h in ipairs(T.all(view, "tb.hero")) do
    local s = view:entity_get(h, "label"):sub(1, 2)
    if view:entity_get(h, "ko") then s = s:lower() end
    put(view:entity_get(h, "q"), view:entity_get(h, "r"), s)
  end
  trigger(view, "tb.render_map", put) -- giants, Dru, Crabs (part 2 files)
  local out = {}
  local round = view:entity_get(game, "round") or 0
  out[#out + 1] = string.format("%s · round %d of %d", sc.name, round, view:entity_get(game, "rounds"))
  local head = {"    "}
  for c = 0, cols - 1 do head[#head + 1] = COLS:sub(c + 1, c + 1) .. "   " end
  out[#out + 1] = table.concat(head)
  local terrain = {}
  for _, cell in ipairs(cells) do terrain[cell.row * cols + cell.col] = cell.ch end
  for r = 0, rows - 1 do
    local line = {string.format("%2d ", r + 1), (r & 1) == 1 and "  " or ""}
    for c = 0, cols - 1 do
      local k = r * cols + c
      local ch = terrain[k] or "x"
      local base = ({["#"] = "#", ["~"] = "~", x = " "})[ch] or "."
      local s = at[k] or base
      line[#line + 1] = s .. string.rep(" ", 4 - #s)
    end
    out[#out + 1] = table.concat(line)
  end
  out[#out + 1] = "  # impassable  ~ gap  f Fruit  s/S Spirit  o/O Focus  @ Spawn  N Narrative  B! Bomb  *n Crystal (health n)  (capitals: Mutants, doubles)"
  -- The Initiative track.
  local heroes, groups = T.all(view, "tb.hero"), T.all(view, "tb.group")
  local active = view:entity_get(game, "active")
  local line = {"Initiative: 1:"}
  local level = 1
  -- The view has no initiative calls; the order array is read as the rules
  -- keep it mirrored on the game entity.
  local order = {}
  for i = 1, (view:entity_get(game, "order.n") or 0) do order[i] = view:entity_get(game, "order." .. i) end
  for _, t in ipairs(order) do
    if t == 0 then
      level = level + 1
      line[#line + 1] = "| " .. level .. ":"
    else
      local name = view:entity_get(t, "label") or "?"
      if t == active then name = "*" .. name end
      line[#line + 1] = name
    end
  end
  out[#out + 1] = table.concat(line, " ")
  -- Heroes.
  local me = view:player()
  for _, h in ipairs(heroes) do
    local hp = view:entity_get(view:entity_get(h, "health"), "track.value")
    local res = view:entity_get(h, "res")
    local q = view:entity_get(h, "q")
    local where = "-"
    if q then
      local c, r = offset(q, view:entity_get(h, "r"))
      where = COLS:sub(c + 1, c + 1) .. (r + 1)
    end
    out[#out + 1] = string.format(
      "%s (player %d) at %s%s: health %d/%d (%s) · Spirit %d/%d · Focus %d/%d · Fruit %d · shells U%d S%d Q%d%s%s",
      view:entity_get(h, "label"), view:entity_get(h, "player"), where, view:entity_get(h, "ko") and " KNOCKED OUT" or "",
      hp, 3 * res, ({"Critical", "Wounded", "Healthy"})[T.level_of(hp, res)] or "out",
      view:entity_get(h, "spirit"), view:entity_get(h, "spirit_max"), view:entity_get(h, "focus"),
      view:entity_get(h, "focus_max"), view:entity_get(h, "fruit"), view:entity_get(h, "sh.u"),
      view:entity_get(h, "sh.s"), view:entity_get(h, "sh.q"),
      view:entity_get(h, "bolster") > 0 and (" · Bolster " .. view:entity_get(h, "bolster")) or "",
      view:entity_get(h, "wounds") > 0 and (" · Wounds " .. view:entity_get(h, "wounds")) or "")
    for row = 0, 2 do
      local names = {}
      for col = 1, 3 do
        local c = view:entity_get(h, "slot." .. (row * 3 + col))
        local s
        if c then
          s = T.card_def(view, c).name
          local st = view:entity_get(c, "status")
          if st then s = s .. " [" .. st .. "]" end
        else
          local acts = {}
          for i, a in ipairs(T.SPACES[row * 3 + col]) do acts[i] = T.action_text(a) end
          s = "(" .. table.concat(acts, ", ") .. ")"
        end
        names[col] = s .. string.rep(" ", math.max(0, 24 - #s))
      end
      out[#out + 1] = "    " .. table.concat(names, " ")
    end
    local shown = view:zone_list(view:zone_find("shown." .. h))
    if #shown > 0 then out[#out + 1] = "    Initiative card: " .. T.card_def(view, shown[1]).name end
    if view:entity_get(h, "player") == me then
      local names = {}
      for i, c in ipairs(view:zone_list(view:zone_find("hand." .. h))) do
        local def = T.card_def(view, c)
        names[i] = def.name .. " [" .. T.init_text(def.initiative) .. "] " .. T.card_text(def)
      end
      out[#out + 1] = "    hand: " .. table.concat(names, "\n          ")
    end
  end
  -- Enemy groups.
  for _, grp in ipairs(groups) do
    local def = content("enemy", view:entity_get(grp, "name"))
    local c = view:entity_get(grp, "card")
    local card = c and def.cards[view:entity_get(c, "index")]
    local figs = {}
    for _, e in ipairs(T.all(view, "tb.enemy")) do
      if view:entity_get(e, "group") == grp and view:entity_get(e, "on") then
        figs[#figs + 1] = string.format("%d%s %dhp", view:entity_get(e, "num"), view:entity_get(e, "mutant") and "M" or "",
                                        view:entity_get(view:entity_get(e, "health"), "track.value"))
      end
    end
    out[#out + 1] = string.format("%s: %s%s", def.plural or def.name, table.concat(figs, ", "),
                                  card and (" · card: " .. T.enemy_card_text(card)) or "")
  end
  trigger(view, "tb.render_text", out) -- items, the Ally, VP (part 2 files)
  local n = view:entity_get(game, "logn") or 0
  for k = math.max(1, n - T.LOG + 1), n do
    out[#out + 1] = "  > " .. (view:entity_get(game, "log." .. (k % T.LOG)) or "")
  end
  return table.concat(out, "\n")
end

return R
