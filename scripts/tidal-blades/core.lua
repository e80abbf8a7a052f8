-- core.lua: Tidal Blades 2 state as the kernel holds it, and the reads and
-- small writes every rule needs. The rules keep no state here: every
-- function takes the game g (or a player's view, for the reads marked so)
-- and goes through it.
--
-- Entities (kind: properties):
--   tb.game   map (hex map), init (initiative track), round, rounds, bag
--             (reward bag), wounds (Wound deck), heroes, phase, active
--             (the token whose turn it is), log.<i>, logn, kills, result
--   tb.hero   name (hero id), label, player, q, r (its hex, mirrored for
--             bots), spirit, focus, spirit_max, focus_max, fruit, health
--             (track), res (Resilience), u, s, r_ (shells: Uncharged,
--             Shield, Quantum Reservoir), slot.1..slot.9 (the Nexus grid:
--             card ids), deck, start_level, ko, revive, bolster, wounds,
--             turn.* (the turn in progress), order (1.. in hero order)
--   tb.card   name (card id), owner (hero); kind "wound" for Wound cards
--   tb.group  name (enemy id), deck, card (the card revealed this round),
--             level (starting Initiative level), alive (figures on the map)
--   tb.ecard  name (enemy id), index (1..6 in the enemy's deck)
--   tb.enemy  group, name, num (1..6: its health tracker), mutant, health
--             (track), q, r, on (on the map), hurt (round it was damaged)
--   tb.reward type (fruit|spirit|focus|double_spirit|double_focus), q, r
--             while on the map
--   tb.object kind (bomb|crystal), label, q, r, on, health (track, for a
--             Crystal), round (the round a Bomb was placed): special
--             objects standing on a hex as figures of side 2 (OBJECTS), so
--             no hero or enemy enters or ends on them
-- Zones: hand.<h> (owner), draw.<h> (nobody), discard.<h>, grid.<h>,
-- init.<h> (owner until revealed, then all), edraw.<g> (nobody),
-- ediscard.<g>, rewards (the bag), rewards.used, map.tokens, wounds.
local M = {}

-- ---- Dice (designed) -------------------------------------------------------
-- The rulebook names the symbols but prints no faces. Hero attack die: three
-- faces with a hit (one of them also a Tide), one with two Focus, one with
-- one Focus, one with a Tide. Half the dice hit; a Focus Boost makes a die
-- with Focus count, so Focus is worth about one damage per two dice.
M.HERO_DIE = {
  {symbols = {hit = 1}}, {symbols = {hit = 1}}, {symbols = {hit = 1, tide = 1}},
  {symbols = {focus = 2}}, {symbols = {focus = 1}}, {symbols = {tide = 1}},
}
M.HIT, M.HIT_TIDE, M.FOCUS2, M.FOCUS1, M.TIDE = 1, 3, 4, 5, 6
-- Danger dice: one die per attack, "add the number of hits, or subtract the
-- number of misses". Purple (standard): a miss, two blanks, two hits, a Tide
-- (mean +1/6). Yellow (Mutants): a blank, two hits, a hit and a Tide, two
-- hits, a Tide (mean +1).
M.PURPLE = {
  {symbols = {miss = 1}}, {value = 0}, {value = 0},
  {symbols = {hit = 1}}, {symbols = {hit = 1}}, {symbols = {tide = 1}},
}
M.YELLOW = {
  {value = 0}, {symbols = {hit = 1}}, {symbols = {hit = 1}},
  {symbols = {hit = 1, tide = 1}}, {symbols = {hit = 2}}, {symbols = {tide = 1}},
}
M.D_MISS, M.D_BLANK, M.D_HIT, M.D_TIDE = 1, 2, 4, 6
M.Y_BLANK, M.Y_HIT, M.Y_HIT_TIDE, M.Y_TWO, M.Y_TIDE = 1, 2, 4, 5, 6

-- ---- Constants from the rulebook ---------------------------------------------
M.LEVELS = 5          -- "The Initiative track is divided into five levels"
M.HAND = 4            -- "4 is the standard hand size"
M.SHELLS = 6          -- "Place 6 shells in the Uncharged Area"
M.ROUNDS = 12         -- "players have 12 rounds"
M.ENEMY_MAX_HEALTH = 20 -- "Standard (non-boss) enemies have a maximum of 20 health"
M.REWARDS = {         -- "4 Fruit, 4 Spirit, 4 Focus, 3 Double Spirit, and 3 Double Focus"
  {"fruit", 4}, {"spirit", 4}, {"focus", 4}, {"double_spirit", 3}, {"double_focus", 3},
}
M.REWARD_NAMES = {fruit = "Fruit", spirit = "Spirit", focus = "Focus",
                  double_spirit = "Double Spirit", double_focus = "Double Focus"}
M.WOUND_CARDS = 12    -- "12 Wound Cards"
M.FRUIT_HEAL = 2      -- "EAT a Fruit to Heal 2"
M.SCAN = 2            -- "SCAN 2: Draw 2 cards, then discard 2 cards"

-- ---- The Nexus grid (designed) ------------------------------------------------
-- Spaces 1..9 row by row from the top left. "Each space has an action that
-- may be activated if no card is present"; the rulebook prints only that the
-- centre grants Spirit and Focus (the Hookberry Juice example). The others
-- are designed so each line offers some movement, some defence and some
-- offence.
M.SPACES = {
  [1] = {{move = 1}},
  [2] = {{shield = 2}},
  [3] = {{attack = 1, range = 3}},
  [4] = {{bolster = 1}},
  [5] = {{spirit = 1}, {focus = 1}},
  [6] = {{reservoir = 2}},
  [7] = {{heal = 1}},
  [8] = {{attack = 1}},
  [9] = {{move = 2}},
}
M.SPACE_NAMES = {"top left", "top", "top right", "left", "centre", "right",
                 "bottom left", "bottom", "bottom right"}

-- The property keys of the grid spaces ("slot.4", "turn.done.4"), spelled
-- once here rather than joined in every loop that reads them.
M.SLOT_KEY, M.DONE_KEY = {}, {}
for i = 1, 9 do M.SLOT_KEY[i], M.DONE_KEY[i] = "slot." .. i, "turn.done." .. i end

-- The three spaces of row i / column i (shared tables: read them, never
-- change them).
local LINES = {row = {}, col = {}}
for i = 1, 3 do
  LINES.row[i] = {3 * i - 2, 3 * i - 1, 3 * i}
  LINES.col[i] = {i, i + 3, i + 6}
end
function M.line_slots(kind, i)
  return (kind == "row" and LINES.row or LINES.col)[i]
end
function M.row_of(slot) return (slot - 1) // 3 + 1 end
function M.col_of(slot) return (slot - 1) % 3 + 1 end

-- ---- The game entity -------------------------------------------------------------

-- Found as every game finds its record (std/singleton, issue 22), by the
-- rules and from a view (bots, renders, evaluate) alike: T.game.entity(g),
-- T.game.get(g, key), T.game.set(g, key, v); setup makes it with
-- T.game.create(g).
M.game = require("std/singleton").of("tb.game")
local game, get, set = M.game.entity, M.game.get, M.game.set
function M.map(g) return get(g, "map") end
function M.init(g) return get(g, "init") end

-- Lists kept as arrays on the game (the rules' reads); bots walk kinds.
local LIST_KEY = {heroes = "list.heroes", groups = "list.groups", objects = "list.objects"}
function M.list(g, key) return (g:entity_get_array(game(g), LIST_KEY[key] or ("list." .. key))) end
function M.add(g, key, e)
  local ids = g:entity_get_array(game(g), "list." .. key)
  ids[#ids + 1] = e
  g:entity_set_array(game(g), "list." .. key, ids, "int")
end

-- Every entity of kind, in id order (works on a view too).
function M.all(r, kind)
  local list = {}
  local e = r:entity_next(0, kind)
  while e do
    list[#list + 1] = e
    e = r:entity_next(e, kind)
  end
  return list
end

-- The log: the last LOG lines, for people playing in the terminal.
M.LOG = 10
local LOG_KEY = {}
for i = 0, M.LOG - 1 do LOG_KEY[i] = "log." .. i end
function M.log(g, fmt, ...)
  M.log_text(g, string.format(fmt, ...))
end

-- M.log of a line already written out: the frequent lines (moves,
-- damage, attacks) are joined with .. by their callers, which costs a
-- tenth of the sandbox's string.format.
function M.log_text(g, text)
  local m = game(g)
  local n = (g:entity_get(m, "logn") or 0) + 1
  g:entity_set(m, "logn", n)
  g:entity_set(m, LOG_KEY[n % M.LOG], text)
end

-- ---- Hexes -------------------------------------------------------------------------

local COLS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

-- A hex as people read it: column letter, row number ("C4"), odd_r offsets
-- (worked out here as g:hex_to_offset(h, "odd_r") does: every option of a
-- move is labelled with one, and the kernel call was the dearer part).
local COL_LETTER = {} -- 0 "A", 1 "B", ...
for i = 1, #COLS do COL_LETTER[i - 1] = COLS:sub(i, i) end
function M.hex_name(g, h)
  local row = h.r
  local col = h.q + (row - (row & 1)) // 2
  return (COL_LETTER[col] or COLS:sub(col + 1, col + 1)) .. (row + 1)
end

-- The hex named "C4".
function M.hex_of(g, name)
  local c, r = name:match("^(%u)(%d+)$")
  return g:hex_from_offset(COLS:find(c, 1, true) - 1, tonumber(r) - 1, "odd_r")
end

function M.pos(r, e)
  local q = r:entity_get(e, "q")
  if q == nil then return nil end
  return {q = q, r = r:entity_get(e, "r")}
end

-- Pure hex distance (works for views: no kernel call). The bots and the
-- enemy AI ask it in their innermost loops, hence abs as a local.
local abs = math.abs
function M.dist(a, b)
  local dq, dr = a.q - b.q, a.r - b.r
  return (abs(dq) + abs(dr) + abs(dq + dr)) // 2
end

function M.same(a, b) return a.q == b.q and a.r == b.r end

-- Puts figure e on hex h (side 0 heroes, 1 enemies), mirroring q, r.
function M.place(g, e, h, side)
  g:hex_place(M.map(g), e, h, side)
  g:entity_set(e, "q", h.q)
  g:entity_set(e, "r", h.r)
end

function M.unplace(g, e)
  g:hex_remove(M.map(g), e)
  g:entity_set(e, "q", nil)
  g:entity_set(e, "r", nil)
end

-- Moves figure e to h as mover allows; returns true, cost or false, why.
function M.move_to(g, e, h, mover)
  local moved, cost = g:hex_move(M.map(g), e, h, mover)
  if moved then
    g:entity_set(e, "q", h.q)
    g:entity_set(e, "r", h.r)
  end
  return moved, cost
end

-- Places e on h, or, when h holds a figure, on "the first open adjacent hex
-- clockwise from north".
function M.place_near(g, e, h, side)
  local map = M.map(g)
  if not g:hex_figure_at(map, h) and g:hex_terrain_at(map, h) == "normal" then
    M.place(g, e, h, side)
    return h
  end
  for radius = 1, 8 do
    for _, n in ipairs(g:hex_ring(h, radius, map)) do
      if g:hex_on_map(map, n) and g:hex_terrain_at(map, n) == "normal" and not g:hex_figure_at(map, n) then
        M.place(g, e, n, side)
        return n
      end
    end
  end
  error("no free hex near " .. M.hex_name(g, h), 0)
end

-- The reward tokens on hex h.
function M.tokens_at(g, h)
  local list = {}
  for _, t in ipairs(g:zone_list(g:zone_find("map.tokens"))) do
    if g:entity_get(t, "q") == h.q and g:entity_get(t, "r") == h.r then list[#list + 1] = t end
  end
  return list
end

-- ---- Heroes ------------------------------------------------------------------------

function M.heroes(g) return M.list(g, "heroes") end

function M.hero_def(r, h) return content("hero", r:entity_get(h, "name")) end
function M.label(r, e) return r:entity_get(e, "label") end

function M.health(r, e) return r:entity_get(r:entity_get(e, "health"), "track.value") end

-- Heroes standing (not knocked out).
-- (This and the enemy lists below loop by index: they are read many times
-- a decision, and ipairs costs a C call for every element.)
function M.standing(g)
  local list, heroes = {}, M.heroes(g)
  for i = 1, #heroes do
    local h = heroes[i]
    if not g:entity_get(h, "ko") then list[#list + 1] = h end
  end
  return list
end

function M.zone(g, prefix, e) return g:zone_find(prefix .. "." .. e) end

function M.card_def(r, c)
  local name = r:entity_get(c, "name")
  if name == "wound" then return M.WOUND end
  return content("card", name)
end
M.WOUND = {id = "wound", name = "Wound", kind = "wound", actions = {}}

function M.slot(r, h, i) return r:entity_get(h, M.SLOT_KEY[i]) end

-- Hero health levels: 3 healthy, 2 wounded, 1 critical, 0 knocked out.
function M.level_of(value, res)
  if value <= 0 then return 0 end
  return (value - 1) // res + 1
end

-- ---- Enemies -----------------------------------------------------------------------

function M.groups(g) return M.list(g, "groups") end
function M.enemy_def(r, e) return content("enemy", r:entity_get(e, "name")) end

-- The figures of group grp on the map, in health-tracker order (1-6).
function M.figures(g, grp)
  local list, num = {}, {}
  local figures = g:entity_get_array(grp, "figures")
  for i = 1, #figures do
    local e = figures[i]
    if g:entity_get(e, "on") then
      list[#list + 1] = e
      num[e] = g:entity_get(e, "num") -- read once, not in every comparison
    end
  end
  M.sort_by(list, num)
  return list
end

-- Sorts list by key[item], ascending, as table.sort(list, function(a, b)
-- return key[a] < key[b] end) does. With distinct keys (figure numbers
-- always are) the order is the one order, found by insertion: a group has
-- a few figures, and the sandbox's table.sort cost thousands of
-- instructions a call. Equal keys leave it to table.sort, as before.
function M.sort_by(list, key)
  local n = #list
  for i = 2, n do
    for j = 1, i - 1 do
      if key[list[i]] == key[list[j]] then
        table.sort(list, function(a, b) return key[a] < key[b] end)
        return
      end
    end
  end
  for i = 2, n do
    local x, k = list[i], key[list[i]]
    local j = i - 1
    while j >= 1 and key[list[j]] > k do
      list[j + 1] = list[j]
      j = j - 1
    end
    list[j + 1] = x
  end
end

function M.enemies_on_map(g)
  local list, groups = {}, M.groups(g)
  for i = 1, #groups do
    local figures = M.figures(g, groups[i])
    for k = 1, #figures do list[#list + 1] = figures[k] end
  end
  return list
end

-- Whether any enemy stands on the map (#M.enemies_on_map(g) > 0, without
-- the list and its order: asked after every enemy turn and defeat).
function M.any_enemy(g)
  local groups = M.groups(g)
  for i = 1, #groups do
    local figures = g:entity_get_array(groups[i], "figures")
    for k = 1, #figures do
      if g:entity_get(figures[k], "on") then return true end
    end
  end
  return false
end

-- Whether enemy e is alone: no other enemy stands next to it (designed
-- reading of Cull the Herd's "enemies that are alone").
function M.alone(g, e)
  local at = M.pos(g, e)
  for _, o in ipairs(M.enemies_on_map(g)) do
    if o ~= e and M.dist(at, M.pos(g, o)) == 1 then return false end
  end
  return true
end

-- The card an enemy group acts on this round (its revealed card). def: the
-- group's enemy definition, when the caller has it (a figure's is its
-- group's: they carry the same name).
function M.group_card(g, grp, def)
  local c = g:entity_get(grp, "card")
  if not c then return nil end
  return (def or M.enemy_def(g, grp)).cards[g:entity_get(c, "index")]
end

-- The abilities enemy e has now: its guide card's innate ones and those of
-- its group's current card (either nil); nothing for a figure that is no
-- enemy (a hero, a rival in Capture the Crab, or a special object).
function M.abilities(g, e)
  local def = M.enemy_def(g, e)
  if not def then return end
  local card = M.group_card(g, g:entity_get(e, "group") or e, def)
  return def.innate or false, card and card.abilities or false
end

-- Whether abilities read by M.abilities have the one named name: innate
-- abilities first, then the card's.
function M.ability(innate, card, name)
  if innate and innate[name] then return innate[name] end
  if card and card[name] then return card[name] end
  return nil
end

-- Whether enemy e (or its group's current card) has ability name: innate
-- abilities from the guide card, activated ones from the card. A caller
-- asking about several reads M.abilities once.
function M.has(g, e, name)
  local def = M.enemy_def(g, e)
  if not def then return nil end -- a hero (a rival in Capture the Crab) or a special object
  if def.innate and def.innate[name] then return def.innate[name] end
  local card = M.group_card(g, g:entity_get(e, "group") or e, def)
  if card and card.abilities and card.abilities[name] then return card.abilities[name] end
  return nil
end

-- ---- Special objects ------------------------------------------------------------
-- Bombs and Crystals stand on the map as figures of a third side, allied to
-- nobody: they block movement like an enemy does, never flank and are never
-- an enemy's target.
M.OBJECTS = 2
M.BOMBS = 10 -- "10 Bombs" in the box: no more are placed

-- The special objects on the map (kind "bomb" or "crystal", or all).
function M.objects(g, kind)
  local list, objects = {}, M.list(g, "objects") or {}
  for i = 1, #objects do
    local o = objects[i]
    if g:entity_get(o, "on") and (not kind or g:entity_get(o, "kind") == kind) then list[#list + 1] = o end
  end
  return list
end

-- ---- Initiative ------------------------------------------------------------------

-- Position of token in turn order (1 fastest), or a large number when off.
function M.init_rank(g, token)
  for i, t in ipairs(g:initiative_order(M.init(g))) do
    if t == token then return i end
  end
  return 1000
end

-- M.init_rank of every token on the track, for a caller ranking several
-- (index it with a token; a token off the track gives nil, not 1000).
function M.init_ranks(g)
  local ranks = {}
  for i, t in ipairs(g:initiative_order(M.init(g))) do
    if ranks[t] == nil then ranks[t] = i end
  end
  return ranks
end

-- The keys of the mirrored order ("order.1", ...), spelled once: the
-- mirror is rewritten after every step.
local ORDER_KEY = {}
for i = 1, 64 do ORDER_KEY[i] = "order." .. i end

-- Mirrors the track's order on the game entity (order.1.., 0 between
-- levels, order.n), for bots and renderers: a view has no initiative calls.
-- Every key is written each time, changed or not (the same events as
-- ever), as it is found: this runs after every step.
-- m: the game entity, when the caller has it.
function M.sync_order(g, m)
  m = m or game(g)
  local track = g:entity_get(m, "init")
  local old = g:entity_get(m, "order.n") or 0
  local n, last = 0, 1
  local order = g:initiative_order(track)
  for i = 1, #order do
    local t = order[i]
    local level = g:initiative_where_is(track, t)
    while last < level do
      n = n + 1
      g:entity_set(m, ORDER_KEY[n] or ("order." .. n), 0)
      last = last + 1
    end
    n = n + 1
    g:entity_set(m, ORDER_KEY[n] or ("order." .. n), t)
  end
  while last < M.LEVELS do
    n = n + 1
    g:entity_set(m, ORDER_KEY[n] or ("order." .. n), 0)
    last = last + 1
  end
  for i = n + 1, old do g:entity_set(m, ORDER_KEY[i] or ("order." .. i), nil) end
  g:entity_set(m, "order.n", n)
end

-- A token's name for people.
function M.token_label(g, t)
  local kind = g:entity_kind(t)
  if kind == "tb.hero" then return g:entity_get(t, "label") end
  if kind == "tb.group" then return M.enemy_def(g, t).plural or M.enemy_def(g, t).name end
  return g:entity_get(t, "label") or ("token " .. t)
end

-- ---- The end of the scenario -----------------------------------------------------
-- "When a scenario ends, play ceases immediately": conclude marks the
-- outcome, and every step starts by checking it (rules.lua finishes the
-- game at the next step boundary; no decision is asked in between).
-- So the T.ended checks inside steps are what stops play until then: a
-- conclusion does not call g:finish (in a campaign the game goes on to the
-- End of Scenario), so g:finish ending the step does not make them dead.

function M.conclude(g, success, reason)
  if get(g, "result") then return end
  set(g, "result", success and "success" or "fail")
  set(g, "reason", reason)
  M.log(g, "The scenario %s: %s", success and "succeeds" or "fails", reason)
end

function M.ended(g) return get(g, "result") ~= nil end

-- The scenario being played (in a campaign, not the game's own scenario).
function M.scenario(g) return content("scenario", get(g, "scenario")) end

-- The scenario's objectives: its own check, or "defeat every enemy".
function M.check_objectives(g)
  if M.ended(g) then return end
  local sc = M.scenario(g)
  if sc.objective then
    local done, why = sc.objective(g)
    if done then M.conclude(g, true, why or "objectives met") end
  elseif not M.any_enemy(g) then
    M.conclude(g, true, "every enemy defeated")
  end
end

-- ---- Words -----------------------------------------------------------------------

local ACTION_KEYS = {"move", "shield", "reservoir", "heal", "bolster", "spirit", "focus", "scan"}
local ACTION_WORDS = {
  move = "Move", shield = "Shield", reservoir = "Reservoir", heal = "Heal",
  bolster = "Bolster", spirit = "Spirit", focus = "Focus", scan = "Scan",
}
local STUNT_COSTS = {"spirit", "focus", "shells"}

-- (Every card of a turn's options is labelled with its actions' texts, so
-- the loops below go by index over tables made once.)

-- One action as people read it: "Attack 3 (range 2, 2 targets, chain)".
function M.action_text(a)
  if a.either then
    local parts = {}
    for i, b in ipairs(a.either) do parts[i] = M.action_text(b) end
    return table.concat(parts, " / ")
  end
  local s
  if a.attack then
    s = "Attack " .. a.attack
    local mods = {}
    if a.range then mods[#mods + 1] = "range " .. a.range end
    if a.targets and a.targets > 1 then mods[#mods + 1] = a.targets .. " targets" end
    if a.chain then mods[#mods + 1] = "chain" end
    if a.pierce then mods[#mods + 1] = "pierce" end
    if a.advantage then mods[#mods + 1] = "Advantage" end
    if a.tide and a.tide.damage then mods[#mods + 1] = "Tide: +" .. a.tide.damage .. " damage" end
    if a.tide and a.tide.lose then mods[#mods + 1] = "Tide: lose " .. a.tide.lose .. " health" end
    if #mods > 0 then s = s .. " (" .. table.concat(mods, ", ") .. ")" end
  else
    for i = #ACTION_KEYS, 1, -1 do -- (the last key the action has names it)
      local key = ACTION_KEYS[i]
      if a[key] then
        s = ACTION_WORDS[key] .. " " .. a[key]
        break
      end
    end
    s = s or a.text or "?"
  end
  if a.stunt then
    local cost = {}
    for i = 1, #STUNT_COSTS do
      local k = STUNT_COSTS[i]
      if a.stunt[k] then cost[#cost + 1] = a.stunt[k] .. " " .. k end
    end
    s = "Stunt (pay " .. table.concat(cost, ", ") .. "): " .. (a.modify and M.modify_text(a.modify) or s)
  end
  return s
end

-- What an action is, as its text names it: "attack", the key whose word
-- starts the text ("move", "heal", ...), or nil (an action of text only).
-- Option values carry it, so bots need not read the text.
function M.action_kind(a)
  if a.attack then return "attack" end
  for i = #ACTION_KEYS, 1, -1 do
    if a[ACTION_KEYS[i]] then return ACTION_KEYS[i] end
  end
  return nil
end

function M.modify_text(m)
  local parts = {}
  if m.range then parts[#parts + 1] = "+" .. m.range .. " range" end
  if m.targets then parts[#parts + 1] = "+" .. m.targets .. " target" end
  if m.attack then parts[#parts + 1] = "+" .. m.attack .. " attack" end
  if m.advantage then parts[#parts + 1] = "Advantage" end
  return table.concat(parts, ", ")
end

-- Each printed space's actions as people read them (the same every game).
M.SPACE_TEXT = {}
for slot, actions in ipairs(M.SPACES) do
  local acts = {}
  for i, a in ipairs(actions) do acts[i] = M.action_text(a) end
  M.SPACE_TEXT[slot] = table.concat(acts, ", ")
end

function M.card_text(def)
  local parts, actions = {}, def.actions
  for i = 1, #actions do parts[i] = M.action_text(actions[i]) end
  local s = table.concat(parts, "; ")
  if def.text then s = s .. ". " .. def.text end
  return s
end

-- An enemy action card as people read it.
function M.enemy_card_text(card)
  local parts = {"Initiative " .. M.init_text(card.initiative)}
  if card.move then parts[#parts + 1] = "Move " .. card.move end
  if card.attack then parts[#parts + 1] = M.action_text(card) end
  if card.tide and card.tide.status then parts[#parts + 1] = "Tide: " .. card.tide.status end
  local names = {}
  for name, v in pairs(card.abilities or {}) do
    names[#names + 1] = name .. ((type(v) == "number") and (" " .. v) or "")
  end
  if #names > 1 then table.sort(names) end -- (pairs has no order; the sandbox's sort is dear even for one)
  if #names > 0 then parts[#parts + 1] = table.concat(names, ", ") end
  if card.text then parts[#parts + 1] = card.text end
  return table.concat(parts, ", ")
end

function M.init_text(mod)
  if not mod or mod == 0 then return "0" end
  return (mod > 0 and "+" or "") .. mod
end

return M
