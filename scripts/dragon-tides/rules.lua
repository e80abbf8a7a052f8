-- rules.lua: Dragon Tides. The sparring match in the Dojo ("Learning
-- Combat") and, in movie.lua, the movies. Content lives in cards/dragon-tides:
-- characters (stats and SUPERs), moves (six Signature Moves each), items and
-- maps (boards drawn as text).
--
-- Choices the rulebook leaves open, made here (designed):
--  * Showdown: Strike beats Throw, Throw beats Grapple, Grapple beats Strike
--    (option cycle=classic); cycle=reverse turns it round. When the
--    Maneuvers differ, each side still rolls the Stat of its own Maneuver,
--    and a successful attack or counterattack has the effect of the
--    winner's own Maneuver.
--  * Action dice: see core.lua (fist, fist, shield, shield, fist+shield,
--    blank). The SUPER track has 4 steps.
--  * Spaces: a square grid where the eight spaces around a space are next
--    to it (Reach counts king's moves; Sprints may go diagonally, never
--    past the corner of a wall or closed door).
--  * Signature Moves: a move's effect holds while it lies face up. A
--    face-down move is revealed, and turns face up, when its owner chooses
--    at its timing ("Each Signature Move states when it may be revealed").
--  * Free things a character may do at any time (use or drop an item,
--    reveal a move, activate a SUPER at its timing) are offered in the
--    Camera and Action menus and, for the defender, when attacked or hit.
--  * A thrown character goes to any space the winner picks that it could
--    reach moving up to Advantage spaces (past items and obstacles, stopped
--    by characters, Crowds, walls and closed doors).
--  * In the Dojo every character is its own team, so its team phase is its
--    own turn: its Grapple tokens go back at the end of its turn.
--  * The sparring match is won by whoever incapacitated a character (and
--    is still standing); if nobody did, by the healthiest left standing.
local D = require "core"
local C = require "combat"
local T = require "turn"
local options = require "std/options"

scenario {
  id = "dojo",
  options = D.OPTION,
  name = "Sparring match in the Dojo",
  description = "2-4 characters, free for all, until any character is incapacitated",
  players = {2, 4},
}

-- ---- Setting up ------------------------------------------------------------------

-- The match entity, the dice, and the board.
function D.new_match(g, mode, board_id, extra)
  local m = D.create_match(g)
  for _, kind in ipairs{"fighter", "item", "object", "door"} do g:entity_set_array(m, "list." .. kind, {}, "int") end
  g:entity_set(m, "mode", mode)
  g:entity_set(m, "cycle", g:option("cycle") or "classic")
  D.cycle(g) -- an unknown cycle fails at once
  g:zone_new("dt.targets", nil, "all")
  g:dice_new("dt.action", D.DIE_FACES)
  if board_id then D.build_board(g, content("board", board_id), extra) end
  return m
end

-- A fighter for character id, played by player on team; its Health and
-- SUPER tracks, its Signature Moves in hand (all six, or keep of them).
function D.new_fighter(g, id, player, team, opts)
  opts = opts or {}
  local def = opts.def or content("character", id)
  local f = g:entity_new("dt.fighter")
  D.add(g, "fighter", f)
  g:entity_set(f, "name", id)
  g:entity_set(f, "label", opts.label or def.name)
  g:entity_set(f, "player", player)
  g:entity_set(f, "team", team)
  local health = opts.health or def.health
  g:entity_set(f, "hmax", health)
  g:entity_set_ref(f, "health", g:track_new{min = 0, max = health, start = health})
  if opts.super then g:entity_set_ref(f, "super", opts.super)
  else g:entity_set_ref(f, "super", g:track_new{min = 0, max = D.SUPER_STEPS}) end
  for _, s in ipairs{"move", "strike", "grapple", "throw"} do g:entity_set(f, "stat." .. s, opts[s] or def[s]) end
  g:entity_set(f, "grapple", 0)
  g:entity_set(f, "super_on", false)
  g:entity_set(f, "out", false)
  if opts.minion then g:entity_set(f, "minion", true) end
  -- One pool: opponents know the character's moves, not which is set face
  -- down, in hand or set aside ("Your face-down Signature Moves should be
  -- kept secret from your opponents").
  g:zone_new("hand." .. f, player, "owner", "moves." .. f)
  g:zone_new("sig." .. f, player, "owner", "moves." .. f)
  g:zone_new("aside." .. f, player, "owner", "moves." .. f)
  if not opts.minion then
    for _, mv in ipairs(content("move")) do
      if mv.character == id then
        local e = g:entity_new("dt.move")
        g:entity_set(e, "name", mv.id)
        g:entity_set(e, "owner", f)
        g:zone_insert(D.hand(g, f), e)
      end
    end
  end
  return f
end

step("setup", function(g)
  if g:scenario().movie then
    g:push("dt.movie_cast")
    return
  end
  local n = g:players()
  D.new_match(g, "dojo", "dojo")
  -- "Pick a starting player." (option starter=p, else at random)
  local starter = tonumber(g:option("starter") or "")
  if starter and (starter < 0 or starter >= n) then error("option starter: no player " .. starter, 0) end
  D.set(g, "starter", starter or g:rng_below(n))
  g:push("dt.draft", 0)
end)

-- "Beginning with this player, each of you picks a named character. Place
-- your mini in any empty space on the Dojo mat."
step("dt.draft", function(g, k)
  local n = g:players()
  local p = (D.get(g, "starter") + k) % n
  local taken = {}
  for _, f in ipairs(D.fighters(g, true)) do taken[g:entity_get(f, "name")] = true end
  local fixed = g:option("characters")
  local id
  if fixed then
    id = options.items(fixed)[p + 1]
    if not id or not content("character", id) or taken[id] then
      error("option characters: no free character for player " .. p .. " in '" .. fixed .. "'", 0)
    end
  else
    local ids, labels = {}, {}
    for _, def in ipairs(content("character")) do
      if not taken[def.id] then
        ids[#ids + 1] = def.id
        labels[#labels + 1] = string.format("%s (Health %d, Move %d, Strike %d, Grapple %d, Throw %d; SUPER %s)",
          def.name, def.health, def.move, def.strike, def.grapple, def.throw, def.super.name)
      end
    end
    id = ids[g:choose{player = p, prompt = "Pick a named character", kind = "draft", options = labels}]
  end
  local f = D.new_fighter(g, id, p, p)
  D.log(g, "Player %d plays %s", p, D.label(g, f))
  -- Place the mini.
  local grid = D.grid(g)
  local w, h = g:grid_size(grid)
  local spaces = {}
  for y = 0, h - 1 do
    for x = 0, w - 1 do
      if D.empty(g, x, y, grid) then
        spaces[#spaces + 1] = {label = "Start at " .. D.cell_name(x, y), value = {x = x, y = y}}
      end
    end
  end
  local c = D.ask(g, f, {prompt = D.label(g, f) .. ": place your mini in an empty space", kind = "place",
                         options = spaces})
  D.place(g, f, c.x, c.y)
  if k + 1 < n then g:push("dt.draft", k + 1) else g:push("dt.round", 1) end
end)

-- ---- Rounds -------------------------------------------------------------------------

-- "A round is completed once each character has taken a turn ... the first
-- turn will be taken by the starting player and play will proceed
-- clockwise from there."
step("dt.round", function(g, r)
  D.set(g, "round", r)
  g:metric("rounds", r)
  g:push("dt.dojo_turn", r, 0)
end)

step("dt.dojo_turn", function(g, r, k)
  local n = g:players()
  if k >= n then
    g:push("dt.round", r + 1)
    return
  end
  local p = (D.get(g, "starter") + k) % n
  for _, f in ipairs(D.fighters(g)) do
    if D.player(g, f) == p then T.push_turn(g, f) end
  end
  g:push("dt.dojo_turn", r, k + 1)
end)

step("dt.turn_end", function(g, f)
  if D.get(g, "halt") then return end -- a movie's scene has ended (movie.lua)
  T.finish(g, f)
  local mode = D.get(g, "mode")
  if mode == "dojo" then
    T.clear_grapples(g, D.team(g, f))
    D.dojo_check_end(g)
  else
    trigger(g, "dt.turn_end", f)
  end
end)

-- "This sparring match is over when any character is incapacitated."
function D.dojo_check_end(g)
  local down, standing = {}, {}
  for _, f in ipairs(D.fighters(g, true)) do
    if D.out(g, f) then down[#down + 1] = f else standing[#standing + 1] = f end
  end
  if #down == 0 then return end
  local winners, by = {}, {}
  for _, f in ipairs(down) do
    local w = g:entity_get(f, "hit_by")
    if w and not D.out(g, w) and not by[w] then
      by[w] = true
      winners[#winners + 1] = w
    end
  end
  local reason = "knockout"
  if #winners == 0 then
    reason = "last standing"
    local best = 0
    for _, f in ipairs(standing) do best = math.max(best, D.health(g, f)) end
    for _, f in ipairs(standing) do
      if D.health(g, f) == best then winners[#winners + 1] = f end
    end
  end
  table.sort(winners)
  local players, won = {}, {}
  for _, f in ipairs(winners) do
    players[#players + 1] = D.player(g, f)
    won[f] = true
  end
  local scores = {}
  for _, f in ipairs(D.fighters(g, true)) do
    scores[D.player(g, f)] = D.health(g, f)
    -- Win rates per character: the mean of win.<character> over the games
    -- it played.
    g:metric("win." .. g:entity_get(f, "name"), won[f] and 1 or 0)
  end
  local names = {}
  for i, f in ipairs(winners) do names[i] = D.label(g, f) end
  D.log(g, "The match is over: %s", #names > 0 and table.concat(names, ", ") .. " wins" or "nobody wins")
  -- The match says it is over (in the state, its hash and saves); no rule
  -- asks: g:finish ends the step and the game.
  D.set(g, "over", true)
  g:finish{winners = players, reason = reason, scores = scores}
end

-- ---- Showing the game ---------------------------------------------------------------

rules {
  start = "setup",
  scenario_fields = {"movie", "scene"}, -- a movie's scenes (movie.lua)
  render = function(view) return D.render(view) end,
  -- The fields content may give each kind: a misspelt one is an error.
  fields = {
    board = {"belt", "chute", "doors", "name", "rows"},
    character = {"grapple", "health", "move", "name", "strike", "super", "throw"},
    item = {"cuffs", "deployed", "discard_on_reach", "effect", "key", "letter", "name", "sneakers",
            "text", "use", "value"},
    minion = {"grapple", "health", "item", "move", "name", "strike", "throw"},
    ["minion-super"] = {"effect", "name", "text", "timing"},
    move = {"character", "effect", "face", "heal", "hit_soak", "name", "reveal", "super_gain", "text"},
    movie = {"name", "scenes"},
    scene = {"belt_speed", "board", "bound", "exits", "first", "goal", "interact", "minion_super",
             "minions", "name", "outcomes", "rounds", "sight_blockers", "text", "triggers", "villains"},
  },
}

-- A text picture of the board and the characters for player view:player().
function D.render(view)
  local m = D.match(view)
  if not m then return "" end
  local board = content("board", view:entity_get(m, "board"))
  local w, h = D.board_size(board)
  local at = {}
  local function put(x, y, ch) if x then at[y * w + x] = ch end end
  local e = view:entity_next(0, "dt.item")
  while e do
    local x, y = view:entity_get(e, "x"), view:entity_get(e, "y")
    if x then put(x, y, content("item", view:entity_get(e, "name")).letter) end
    e = view:entity_next(e, "dt.item")
  end
  e = view:entity_next(0, "dt.object")
  while e do
    local x, y = view:entity_get(e, "x"), view:entity_get(e, "y")
    local t = view:entity_get(e, "type")
    put(x, y, ({barrel = "B", crowd = "C", cameo = "Q", panel = "P", crate = "K", bound = "V"})[t] or "?")
    e = view:entity_next(e, "dt.object")
  end
  -- Characters are drawn 1 to 9, then "*".
  local fighters = {}
  e = view:entity_next(0, "dt.fighter")
  while e do
    if not view:entity_get(e, "absent") then
      fighters[#fighters + 1] = e
      if not view:entity_get(e, "out") then
        put(view:entity_get(e, "x"), view:entity_get(e, "y"), #fighters <= 9 and tostring(#fighters) or "*")
      end
    end
    e = view:entity_next(e, "dt.fighter")
  end
  local doors = {}
  e = view:entity_next(0, "dt.door")
  while e do
    local state = view:entity_get(e, "state")
    doors[view:entity_get(e, "side") .. (view:entity_get(e, "y") * w + view:entity_get(e, "x"))] =
      state == "open" and "d" or state == "closed" and "D" or "L"
    e = view:entity_next(e, "dt.door")
  end
  local out = {}
  local head = {"   "}
  for x = 0, w - 1 do head[#head + 1] = D.cell_name(x, 0):sub(1, 1) .. " " end
  out[#out + 1] = table.concat(head)
  for y = 0, h - 1 do
    local row = {string.format("%2d ", y + 1)}
    local under = {"   "}
    for x = 0, w - 1 do
      -- The board shows its ground (obstacles, Exit Points, the belt and
      -- the chute); pieces come from the state.
      local ground = D.cell_char(board, x, y)
      if not (ground == "o" or ground == "x" or ground == "=" or ground == "U") then ground = "." end
      local ch = at[y * w + x] or ground
      row[#row + 1] = ch
      local east = x < w - 1 and D.east_char(board, x, y) or " "
      if doors["e" .. (y * w + x)] then east = doors["e" .. (y * w + x)] end
      row[#row + 1] = (east == "|" or east == "-") and "|" or east
      local south = y < h - 1 and D.south_char(board, x, y) or " "
      if doors["s" .. (y * w + x)] then south = doors["s" .. (y * w + x)] end
      under[#under + 1] = ((south == "|" or south == "-") and "-" or south) .. " "
    end
    out[#out + 1] = table.concat(row)
    if y < h - 1 then out[#out + 1] = table.concat(under) end
  end
  out[#out + 1] = "  o obstacle  x exit  = belt  U chute  B barrel  C crowd  Q cameo  K crate  P panel  V bound person  items (b club, k knuckles, h chair, n nunchucku,"
  out[#out + 1] = "  r rifle, w whip, c chicken, p pistol, s soda, z sneakers, m manhole, f knife, u cuffs, y key)"
  for i, f in ipairs(fighters) do
    local item = view:entity_get(f, "item")
    local itemname = item and content("item", view:entity_get(item, "name")).name or "-"
    local super = view:entity_get(view:entity_get(f, "super"), "track.value")
    local health = view:entity_get(view:entity_get(f, "health"), "track.value")
    local sig = "-"
    local z = view:zone_find("sig." .. f)
    local list = z and view:zone_list(z) or {}
    if list[1] then
      local mv = content("move", view:entity_get(list[1], "name"))
      sig = mv.name .. (view:entity_has_tag(list[1], "faceup") and " (face up)" or " (face down)")
    elseif z and view:zone_size(z) > 0 then
      sig = "a face-down move"
    end
    local carried = view:entity_get(f, "carrying")
    if carried then itemname = itemname .. ", carrying " .. view:entity_get(carried, "label") end
    out[#out + 1] = string.format("%s %s (player %d)%s: Health %d/%d  SUPER %d/%d%s  Grapple tokens %d  item %s  move %s",
      i <= 9 and tostring(i) or "*", view:entity_get(f, "label"), view:entity_get(f, "player"), view:entity_get(f, "out") and " OUT" or "",
      health, view:entity_get(f, "hmax"), super, D.SUPER_STEPS, view:entity_get(f, "super_on") and " ACTIVE" or "",
      view:entity_get(f, "grapple") or 0, itemname, sig)
  end
  local me = view:player()
  for _, f in ipairs(fighters) do
    if view:entity_get(f, "player") == me then
      local z = view:zone_find("hand." .. f)
      local names = {}
      for _, mv in ipairs(z and view:zone_list(z) or {}) do
        if mv then
          local def = content("move", view:entity_get(mv, "name"))
          names[#names + 1] = "  " .. def.name .. (def.face == "up" and " [face up only]" or " [reveal: " .. def.reveal .. "]") ..
            ": " .. def.text
        end
      end
      if #names > 0 then
        out[#out + 1] = view:entity_get(f, "label") .. "'s hand:"
        for _, s in ipairs(names) do out[#out + 1] = s end
      end
    end
  end
  local n = view:entity_get(m, "logn") or 0
  for k = math.max(1, n - D.LOG + 1), n do
    out[#out + 1] = "> " .. view:entity_get(m, "log." .. (k % D.LOG))
  end
  return table.concat(out, "\n")
end
