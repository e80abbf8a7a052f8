-- explore.lua: what Explore Actions bring (Explore Action, Exploration Dice,
-- Resources, Loot Cards, Tracks): rolling a Location's dice, rerolls by
-- Fortune, resources, Loot, the Mission and Threat tracks with their
-- difficulty reset points, Missions, Threats and the Chapter deck.
--
-- Choices the rulebook leaves open, made here (designed):
--  * The dice (six faces each): the Raid die shows Success x3, Miss x2 and a
--    blank; a Credit, Belitium or Titanure die shows its resource x2, two of
--    it, Success, Miss; the Loot die Loot x2, Success, Miss and two blanks.
--  * The Mission Track runs from 0 to 8, the Threat Track from 0 to 6. The
--    reset point by difficulty is 2 / 1 / 0 on the Mission Track (Easy /
--    Normal / Hard) and 0 / 1 / 2 on the Threat Track; a track starts at
--    its reset point.
--  * A Mission card is retired once resolved; a Threat card is recovered
--    (back to the bottom of the Threat deck), so the Threat deck never runs
--    out. With the Mission deck empty, a full Mission Track reveals the next
--    Chapter.
--  * Loot with no room: the player chooses to replace a card of the same kind
--    (the old one is retired), give it to another player who has room, or
--    retire it.
local D = require "core"

D.TRACK_MAX = {mission = 8, threat = 6}
-- Co-op scaling (designed; the rulebook scales only the Weakness deck): per
-- player beyond the first, the Mission Track is this much longer and every
-- Raid Attack this much stronger; with any other player, every Enemy's
-- Block Value is this much higher (scaling=off turns it off). The Nemesis
-- Stage, whose Nemesis attacks twice a turn at any Range, scales Attacks by
-- 2 per extra player and no Block Value (two-player playtests: 5% won with
-- the Raid Stage's numbers, 91% without any scaling, 55% with these).
D.SCALE_MISSION, D.SCALE_ATTACK, D.SCALE_BLOCK = 2, 3, 1

function D.extra_players(g)
  if g:option("scaling") == "off" then return 0 end
  return g:players() - 1
end

D.SCALE_NEMESIS_ATTACK = 2

-- What every Raid Attack gains, and every Enemy's Block Value.
function D.attack_scale(g)
  return (D.nemesis_stage(g) and D.SCALE_NEMESIS_ATTACK or D.SCALE_ATTACK) * D.extra_players(g)
end

function D.block_scale(g)
  if D.nemesis_stage(g) or D.extra_players(g) == 0 then return 0 end
  return D.SCALE_BLOCK
end

-- The limit of a track ("mission" or "threat") in this game.
function D.track_max(g, which)
  return D.TRACK_MAX[which] + (which == "mission" and D.SCALE_MISSION * D.extra_players(g) or 0)
end
D.TRACK_RESET = {
  mission = {easy = 2, normal = 1, hard = 0},
  threat = {easy = 0, normal = 1, hard = 2},
}

-- The dice, rolled in this order when a Location shows several kinds.
D.DICE_ORDER = {"raid", "credit", "belitium", "titanure", "loot"}
D.DICE_NAME = {raid = "Raid", credit = "Credit", belitium = "Belitium", titanure = "Titanure", loot = "Loot"}

function D.new_dice(g)
  g:dice_new("ld.raid", {{symbols = {success = 1}}, {symbols = {success = 1}}, {symbols = {success = 1}},
                         {symbols = {miss = 1}}, {symbols = {miss = 1}}, {symbols = {}}})
  for _, r in ipairs{"credit", "belitium", "titanure"} do
    g:dice_new("ld." .. r, {{symbols = {[r] = 1}}, {symbols = {[r] = 1}}, {symbols = {[r] = 2}},
                            {symbols = {success = 1}}, {symbols = {miss = 1}}, {symbols = {}}})
  end
  g:dice_new("ld.loot", {{symbols = {loot = 1}}, {symbols = {loot = 1}}, {symbols = {success = 1}},
                         {symbols = {miss = 1}}, {symbols = {}}, {symbols = {}}})
end

-- A face as text ("Success", "2 Credit", "blank").
function D.face_text(g, die, face)
  local f = g:dice_face(die, face)
  local parts = {}
  for _, sym in ipairs{"success", "miss", "credit", "belitium", "titanure", "loot"} do
    local n = f.symbols[sym]
    if n then
      local name = sym:sub(1, 1):upper() .. sym:sub(2)
      parts[#parts + 1] = (n > 1 and (n .. " ") or "") .. name
    end
  end
  if #parts == 0 then return "blank" end
  return table.concat(parts, "+")
end

-- ---- Tracks ----------------------------------------------------------------------

function D.new_tracks(g, mission_level, threat_level)
  for _, pair in ipairs{{"mission", mission_level}, {"threat", threat_level}} do
    local which, level = pair[1], pair[2]
    local reset = D.TRACK_RESET[which][level]
    if not reset then error("no difficulty '" .. tostring(level) .. "' (easy, normal or hard)") end
    D.set(g, which, g:track_new{min = 0, max = D.track_max(g, which), start = reset})
    D.set(g, which .. "_max", D.track_max(g, which))
  end
end

-- "When either track reaches its limit, immediately draw and resolve its
-- corresponding card. Once resolved, the track is reset and returned to the
-- space indicated by the selected Difficulty." "Any excess Successes or
-- Misses rolled after reaching a track's limit are lost."
function D.advance_track(g, which, n)
  if n <= 0 or D.over(g) then return end
  if D.nemesis_stage(g) then return end
  local t = D.get(g, which)
  local lost = g:track_add(t, n)
  g:tally(which .. ".advanced", n - lost)
  if lost > 0 then g:tally(which .. ".lost", lost) end
  if g:track_value(t) >= D.track_max(g, which) then
    if which == "mission" then D.resolve_mission(g) else D.resolve_threat(g) end
    g:track_reset(t)
  end
end

function D.resolve_mission(g)
  D.set(g, "mission_cards", (D.get(g, "mission_cards") or 0) + 1)
  local deck = D.get(g, "mission_deck")
  local ch = D.chapter(g)
  if ch and ch.on_mission then
    -- A Chapter may change what a full Mission Track does.
    if ch.on_mission(g) then return end
  end
  -- "each time players reach the limit of the Mission Track, they may
  -- choose either to reveal a new Mission from the deck or to cover one of
  -- the Mission spaces on the Alternative Mission, applying its effect."
  local alts = {}
  for _, a in ipairs(g:zone_list(D.zone(g, "ld.shared"))) do
    local adef = D.def(g, a)
    if adef.alternative and (g:entity_get(a, "covered") or 0) < #adef.spaces then alts[#alts + 1] = a end
  end
  if #alts > 0 then
    local opts = {}
    if g:deck_available(deck) > 0 then opts[1] = {label = "Reveal a new Mission"} end
    for _, a in ipairs(alts) do
      local adef = D.def(g, a)
      local space = adef.spaces[(g:entity_get(a, "covered") or 0) + 1]
      opts[#opts + 1] = {label = string.format("Cover a space of «%s»: %s", adef.name, space.text), alt = a}
    end
    local o = D.choose(g, {player = D.active(g), kind = "alternative", options = D.valued(opts),
                           prompt = "The Mission Track is full"})
    if o.alt then return D.cover_space(g, o.alt) end
  end
  if g:deck_available(deck) == 0 then
    g:tally("mission.empty_deck")
    D.next_chapter(g)
    return
  end
  local c = g:deck_draw(deck, "top", D.zone(g, "ld.shared"))
  local def = D.def(g, c)
  g:tally("mission." .. def.id)
  -- "When an Alternative Mission is revealed for the first time, it is
  -- placed in the Shared Area."
  if def.alternative then return end
  if def.resolve then def.resolve(g, c) end
  if not D.over(g) then g:deck_retire(c) end
end

-- Covers the next Mission space of Alternative Mission a with a Mission
-- counter; "If players complete all Mission spaces, they resolve its
-- Sequence effect."
function D.cover_space(g, a)
  local def = D.def(g, a)
  local n = (g:entity_get(a, "covered") or 0) + 1
  g:entity_set(a, "covered", n)
  g:tally("alternative.space")
  def.spaces[n].effect(g)
  if n == #def.spaces and not D.over(g) then
    g:tally("alternative.sequence")
    def.sequence(g)
    if not D.over(g) then g:deck_retire(a) end
  end
end

function D.resolve_threat(g)
  D.set(g, "threat_cards", (D.get(g, "threat_cards") or 0) + 1)
  local deck = D.get(g, "threat_deck")
  if g:deck_available(deck) == 0 then return end
  local c = g:deck_draw(deck, "top", D.zone(g, "ld.shared"))
  local def = D.def(g, c)
  g:tally("threat." .. def.id)
  if def.resolve then def.resolve(g, c) end
  g:deck_recover(c)
end

-- ---- Chapters -----------------------------------------------------------------------

function D.chapter(g)
  local c = D.get(g, "chapter_card")
  return c and D.def(g, c)
end

-- Reveals the next Chapter (the Chapter deck is "arranged in numerical
-- order"); the final Chapter of the Act wins it.
function D.next_chapter(g)
  if D.over(g) then return end
  local deck = D.get(g, "chapter_deck")
  if g:deck_available(deck) == 0 then return end
  local old = D.get(g, "chapter_card")
  if old then g:deck_retire(old) end
  local c = g:deck_draw(deck, "top", D.zone(g, "ld.shared"))
  local def = D.def(g, c)
  D.set(g, "chapter_card", c)
  D.set(g, "chapter", def.number)
  g:tally("chapter." .. def.number)
  if def.reveal then def.reveal(g, c) end
  if def.final then D.act_won(g) end
end

-- ---- Loot ---------------------------------------------------------------------------

local function has_room(g, p, def)
  if def.kind == "gear" then return g:zone_size(D.zone(g, "gear", p)) < 4 end
  return g:zone_size(D.zone(g, "inv", p)) < D.loot_slots(g, p)
end

local function stow(g, p, c)
  local def = D.def(g, c)
  g:entity_set(c, "owner", p)
  g:zone_insert(D.zone(g, def.kind == "gear" and "gear" or "inv", p), c)
end

-- Player p gains a Loot card: "When you gain a Loot card and are already
-- fully equipped or your Inventory is full, you may replace cards, give
-- excess cards to another player, use them, or retire them from the game."
function D.gain_loot_card(g, p, c)
  local def = D.def(g, c)
  g:tally("loot." .. def.id)
  if has_room(g, p, def) then return stow(g, p, c) end
  local opts = {}
  local zone = D.zone(g, def.kind == "gear" and "gear" or "inv", p)
  local seen = {}
  for _, old in ipairs(g:zone_list(zone)) do
    local label = "Replace " .. D.card_name(g, old) .. " (retired)"
    if not seen[label] then
      seen[label] = true
      opts[#opts + 1] = {label = label, old = old}
    end
  end
  for q = 0, g:players() - 1 do
    if q ~= p and has_room(g, q, def) then
      opts[#opts + 1] = {label = "Give it to " .. D.name(g, q), to = q}
    end
  end
  opts[#opts + 1] = {label = "Retire " .. def.name}
  local o = D.choose(g, {player = p, kind = "loot_room", options = D.valued(opts),
                         prompt = "No room for " .. def.name})
  if o.old then
    g:deck_retire(o.old)
    stow(g, p, c)
  elseif o.to then
    stow(g, o.to, c)
  else
    g:deck_retire(c)
  end
end

-- Draws n Loot cards for player p.
function D.draw_loot(g, p, n)
  local deck = D.get(g, "loot_deck")
  for _ = 1, n do
    if not deck or g:deck_available(deck) == 0 then g:tally("loot.empty_deck") return end
    local c = g:deck_draw(deck, "top", D.zone(g, "ld.limbo"))
    D.gain_loot_card(g, p, c)
  end
end

-- ---- Exploration Dice ---------------------------------------------------------------

-- The dice a Location shows, as a list of die kinds in rolling order; mult
-- rolls each of them that many times.
function D.location_dice(def, mult)
  local list = {}
  for _, kind in ipairs(D.DICE_ORDER) do
    for _ = 1, ((def.dice or {})[kind] or 0) * (mult or 1) do list[#list + 1] = kind end
  end
  return list
end

-- Rolls the exploration of Location c in sector s for player p, with
-- fortune rerolls from the Action; applies the results in their order
-- ("First ... Resource results ... Next ... Loot ... Then ... Success ...
-- Finally ... Miss"). Returns the number of Successes.
function D.roll_exploration(g, p, c, s, act)
  local def = D.def(g, c)
  local kinds = D.location_dice(def, act and g:entity_get(act, "dice_mult") or 1)
  local extra = act and g:entity_get(act, "dice_extra") or 0
  for _ = 1, extra do kinds[#kinds + 1] = "raid" end
  if #kinds == 0 then return 0 end
  local dice = {}
  for i, k in ipairs(kinds) do dice[i] = g:dice_find("ld." .. k) end
  local pool = g:dice_pool_new(dice)
  g:dice_pool_roll(pool, "explore")
  g:tally("dice.rolled", #dice)
  -- Fortune: the Action's own plus one per Fortune token in the Sector;
  -- "Reroll X dice from the same roll simultaneously."
  local fortune = (act and g:entity_get(act, "fortune") or 0) + D.count_tokens(g, s, "fortune")
  if fortune > 0 then D.fortune_reroll(g, D.active(g), pool, fortune) end
  local function count(sym) return g:dice_pool_count(pool, sym) end
  local res = {credit = count("credit"), belitium = count("belitium"), titanure = count("titanure")}
  local loot, success, miss = count("loot"), count("success"), count("miss")
  g:dice_pool_free(pool)
  for _, r in ipairs(D.RESOURCES) do D.gain(g, p, r, res[r]) end
  D.draw_loot(g, p, loot)
  D.advance_track(g, "mission", success)
  D.advance_track(g, "threat", miss)
  g:tally("roll.success", success)
  g:tally("roll.miss", miss)
  return success
end

-- Lets player p reroll up to n dice of the pool at once: an option per
-- die, valued by its place in the pool and the symbols it shows.
function D.fortune_reroll(g, p, pool, n)
  local opts = {}
  for i = 1, g:dice_pool_size(pool) do
    local die, face = g:dice_pool_die(pool, i)
    opts[i] = {label = string.format("Die %d (%s): %s", i, D.die_kind(g, die), D.face_text(g, die, face)),
               value = {die = i, symbols = g:dice_face(die, face).symbols}}
  end
  local picks = D.choose_picks(g, {player = p, kind = "reroll", min = 0, max = math.min(n, #opts),
                                   options = opts, prompt = "Fortune: reroll up to " .. D.plural(n, "die")})
  if #picks > 0 then
    local dice = {}
    for k, o in ipairs(picks) do dice[k] = o.die end
    g:dice_pool_reroll(pool, dice, "explore")
    g:tally("fortune.rerolled", #picks)
  end
end

function D.die_kind(g, die)
  for _, k in ipairs(D.DICE_ORDER) do
    if g:dice_find("ld." .. k) == die then return D.DICE_NAME[k] end
  end
  return "?"
end

return D
