-- board.lua: the Raid board (Board Anatomy, Sector Tokens, Advance Effect,
-- Imminent Zone, Threat Threshold): twelve Sectors in three rows, the
-- "2"-shaped Raid Line of nine of them (g:sector_*), Sector tokens, and
-- cards revealed, recovered, defeated and retired.
--
-- Choices the rulebook leaves open, made here (designed):
--  * "Each Sector displays a printed central value indicating its name and
--    cost": a Sector on the Raid Line costs its number (Sector 4 costs 4, as
--    the "Temple of Ashes" does in the gameplay example); the three Medium
--    Sectors off the line cost 5. «Exposed» never takes a cost below 0.
--  * An Advance with an empty Raid deck places no card (nothing is pushed).
--  * When a card leaves the line and hidden cards reach the Imminent Zone in
--    the same Advance, the Threat Threshold is resolved first (the leaving
--    card is the closest to the players), then the reveals, closest first.
local D = require "core"

D.OFFLINE_COST = 5
D.SPACES = 3          -- token spaces per Sector
D.COUNTERS = 4        -- Counters per space
D.CHAR_TOKENS = 3     -- Character tokens per Character

-- ---- Sectors ------------------------------------------------------------------

function D.grid(g) return D.get(g, "grid") end

-- The game's keys of the sector entities ("sector.4"), spelled once.
local SECTOR_KEY = {}
for s = 1, 12 do SECTOR_KEY[s] = "sector." .. s end

-- The ld.sector entity of sector s. game: the game entity, when the caller
-- reads many sectors (each lookup would find it again).
function D.sector(g, s, game)
  if not s then error("no sector", 4) end
  return g:entity_get(game or D.game(g), SECTOR_KEY[s] or ("sector." .. s))
end

-- The printed board (Board Anatomy): for each sector 1..12 (the kernel's
-- "two"-shaped grid of 3 by 4, farthest row first), its number on the Raid
-- Line (nil off the line) and its Range. The rules read these on every
-- menu, reveal and activation; D.new_board checks them against the grid.
D.SECTOR_NUMBER = {9, 8, 7, 6, nil, nil, 5, nil, 4, 3, 2, 1}
D.SECTOR_RANGE = {3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1}

-- Each sector's label ("Sector 4", "Sector off the line 5"), spelled once.
local SECTOR_LABEL = {}
for s = 1, 12 do
  local n = D.SECTOR_NUMBER[s]
  SECTOR_LABEL[s] = n and "Sector " .. n or "Sector off the line " .. s
end

-- The sectors from the closest on the Raid Line (Sector 1) to the farthest
-- (Sector 9), then those off the line: the order of D.line_cards.
local LINE_ORDER = {}
for n = 1, 9 do
  for s = 1, 12 do if D.SECTOR_NUMBER[s] == n then LINE_ORDER[#LINE_ORDER + 1] = s end end
end
D.SECTOR_BY_NUMBER = {table.unpack(LINE_ORDER)}
for s = 1, 12 do if not D.SECTOR_NUMBER[s] then LINE_ORDER[#LINE_ORDER + 1] = s end end

function D.new_board(g)
  local grid = g:sector_grid_new(3, 4, "two")
  D.set(g, "grid", grid)
  if g:sector_path_len(grid) ~= 9 then error("the Raid Line is not the printed board's") end
  for s = 1, 12 do
    local e = g:entity_new("ld.sector")
    local number = g:sector_number(grid, s)
    if number ~= D.SECTOR_NUMBER[s] or g:sector_range(grid, s) ~= D.SECTOR_RANGE[s] then
      error("sector " .. s .. " is not the printed board's")
    end
    g:entity_set(e, "s", s)
    g:entity_set(e, "number", number or 0)
    g:entity_set(e, "range", g:sector_range(grid, s))
    g:entity_set(e, "cost", number or D.OFFLINE_COST)
    g:entity_set_array(e, "sp.kind", {"none", "none", "none"}, "string")
    g:entity_set_array(e, "sp.n", {0, 0, 0})
    g:entity_set_array(e, "sp.owner", {-1, -1, -1})
    D.set(g, "sector." .. s, e)
    D.mirror_tokens(g, s)
  end
end

function D.number(g, s) return D.SECTOR_NUMBER[s] end
function D.by_number(g, n) return D.SECTOR_BY_NUMBER[n] end
function D.range_of(g, s) return D.SECTOR_RANGE[s] end
function D.card_at(g, s) return g:sector_card(D.grid(g), s) end
function D.where(g, c) return g:sector_find(D.grid(g), c) end

function D.sector_label(g, s) return SECTOR_LABEL[s] end

-- Keeps the public mirror of the board (the ld.sector entities a player's
-- view reads) in step with the grid: which card lies where, and its back.
-- (Run after every change of the board: the grid and game entity are read
-- once for the twelve sectors. Only this writes a sector's card, back and
-- revealed, all three together: a sector that was empty and is has none to
-- unset.)
function D.sync_board(g)
  local game = D.game(g)
  local grid = g:entity_get(game, "grid")
  for s = 1, 12 do
    local e, c = g:entity_get(game, SECTOR_KEY[s]), g:sector_card(grid, s)
    if c then
      g:entity_set(e, "card", c)
      g:entity_set(e, "back", D.def(g, c).back or "any")
      g:entity_set(e, "revealed", g:entity_get(c, "revealed") == true)
      g:entity_set(c, "sector", s)
    elseif g:entity_get(e, "card") then
      g:entity_set(e, "card", nil)
      g:entity_set(e, "back", nil)
      g:entity_set(e, "revealed", nil)
    end
  end
end

-- The cards on the Raid Line from the closest (Sector 1) to the farthest
-- (Sector 9), then any card on a Sector off the line.
function D.line_cards(g, revealed_only)
  local out, grid = {}, D.grid(g)
  for _, s in ipairs(LINE_ORDER) do
    local c = g:sector_card(grid, s)
    if c and (not revealed_only or g:entity_get(c, "revealed")) then out[#out + 1] = c end
  end
  return out
end

-- ---- Sector tokens ------------------------------------------------------------------
-- "Each circular space can hold up to 4 Counters or a single Character
-- token. Counters have absolute priority: if a Counter must be placed and all
-- three spaces are already occupied, the active player chooses which
-- Character token is discarded. Character tokens may not discard Sector
-- Counters."

function D.spaces(g, s)
  local e = D.sector(g, s)
  return g:entity_get_array(e, "sp.kind"), g:entity_get_array(e, "sp.n"), g:entity_get_array(e, "sp.owner")
end

local TOKEN_KINDS = {"counter", "fortune", "exposed", "prey", "illusion"}

local TOKEN_KEY = {}
for _, kind in ipairs(TOKEN_KINDS) do TOKEN_KEY[kind] = "tok." .. kind end

-- «Exposed»: "Reduce the printed Sector's value by 1 per token." Sector
-- Counters mean what the Act says; in Act I each raises the cost by 1
-- (designed). printed: the sector's printed cost; kinds, ns: its spaces.
local function cost_of(printed, kinds, ns)
  local exposed, counters = 0, 0
  for i = 1, D.SPACES do
    if kinds[i] == "exposed" then exposed = exposed + ns[i] elseif kinds[i] == "counter" then counters = counters + ns[i] end
  end
  return math.max(0, printed - exposed + counters)
end

-- The token counts and the cost now, as plain properties a view can read.
function D.mirror_tokens(g, s)
  local e = D.sector(g, s)
  local kinds, ns = g:entity_get_array(e, "sp.kind"), g:entity_get_array(e, "sp.n")
  for _, kind in ipairs(TOKEN_KINDS) do
    local n = 0
    for i = 1, D.SPACES do if kinds[i] == kind then n = n + ns[i] end end
    g:entity_set(e, TOKEN_KEY[kind], n > 0 and n or nil)
  end
  g:entity_set(e, "cost_now", cost_of(g:entity_get(e, "cost"), kinds, ns))
end

local function set_space(g, s, i, kind, n, owner)
  local e = D.sector(g, s)
  g:entity_array_put(e, "sp.kind", i, kind)
  g:entity_array_put(e, "sp.n", i, n)
  g:entity_array_put(e, "sp.owner", i, owner)
  D.mirror_tokens(g, s)
end

-- Whether any space of kinds (a sector's "sp.kind") holds kind.
local function holds(kinds, kind)
  for i = 1, D.SPACES do
    if kinds[i] == kind then return true end
  end
  return false
end

-- How many tokens of kind lie in sector s (Counters count one by one),
-- of owner's only when owner is given. game: the game entity, when the
-- caller has it. The mirror's count (D.mirror_tokens) answers without an
-- owner, and says which sectors hold none (most do; sectors_with asks all
-- twelve): the spaces are read only for an owner's tokens there.
function D.count_tokens(g, s, kind, owner, game)
  local e = D.sector(g, s, game)
  local key = TOKEN_KEY[kind]
  if key then
    local n = g:entity_get(e, key)
    if not n then return 0 end
    if owner == nil then return n end
  end
  local kinds = g:entity_get_array(e, "sp.kind")
  if not holds(kinds, kind) then return 0 end
  local ns = g:entity_get_array(e, "sp.n")
  local owners = owner ~= nil and g:entity_get_array(e, "sp.owner")
  local n = 0
  for i = 1, D.SPACES do
    if kinds[i] == kind and (owner == nil or owners[i] == owner) then n = n + ns[i] end
  end
  return n
end

-- Every sector holding a token of kind (owner's only when given).
function D.sectors_with(g, kind, owner)
  local out, game = {}, D.game(g)
  for s = 1, 12 do
    if D.count_tokens(g, s, kind, owner, game) > 0 then out[#out + 1] = s end
  end
  return out
end

-- Places one of player p's Character tokens (of kind) in sector s: needs a
-- token left in p's supply and an empty space. Returns whether it did.
function D.place_char_token(g, p, s, kind)
  if (D.pget(g, p, "tokens") or 0) <= 0 then return false end
  local kinds = D.spaces(g, s)
  for i = 1, D.SPACES do
    if kinds[i] == "none" then
      set_space(g, s, i, kind, 1, p)
      D.pset(g, p, "tokens", D.pget(g, p, "tokens") - 1)
      g:tally("token." .. kind)
      D.after_token(g, s, kind, p)
      return true
    end
  end
  return false
end

-- An Identity's "you may place 1 <token> in ..." (every Identity has one):
-- when player p could place a Character token of kind in sector s, asks
-- whether to ("Place a Prey token?" for named "a Prey token") and places
-- it if so.
function D.offer_char_token(g, p, s, kind, named)
  if not D.can_place_char_token(g, p, s) then return end
  local pick = D.choose(g, {player = p, kind = "token", prompt = "Place " .. named .. "?",
                            options = {{label = "Place " .. named .. " in " .. D.sector_label(g, s), value = "place"},
                                       {label = "Keep it", value = "keep"}}})
  if pick == "place" then D.place_char_token(g, p, s, kind) end
end

-- Whether player p could place a Character token in sector s.
function D.can_place_char_token(g, p, s)
  if (D.pget(g, p, "tokens") or 0) <= 0 then return false end
  local kinds = D.spaces(g, s)
  for i = 1, D.SPACES do if kinds[i] == "none" then return true end end
  return false
end

-- Takes a Character token of kind (owner's when given) from sector s back
-- to its owner's supply. Locked tokens (a Hunting Ground) stay. Returns
-- whether one was taken.
function D.remove_char_token(g, s, kind, owner)
  local kinds, _, owners = D.spaces(g, s)
  if D.hunting_ground(g, s) and kind == "prey" then return false end
  for i = D.SPACES, 1, -1 do
    if kinds[i] == kind and (owner == nil or owners[i] == owner) then
      set_space(g, s, i, "none", 0, -1)
      if owners[i] >= 0 then D.pset(g, owners[i], "tokens", D.pget(g, owners[i], "tokens") + 1) end
      return true
    end
  end
  return false
end

-- Places n Sector Counters in sector s, filling spaces of Counters first,
-- then empty spaces, then spaces the active player frees by discarding a
-- Character token. Returns how many were placed.
function D.place_counters(g, s, n)
  local placed = 0
  while placed < n do
    local kinds, ns = D.spaces(g, s)
    local slot
    for i = 1, D.SPACES do
      if kinds[i] == "counter" and ns[i] < D.COUNTERS then slot = slot or i end
    end
    if not slot then
      for i = 1, D.SPACES do if kinds[i] == "none" then slot = slot or i end end
    end
    if not slot then
      local opts, idx = {}, {}
      for i = 1, D.SPACES do
        if kinds[i] ~= "counter" then
          opts[#opts + 1] = string.format("Discard the %s token in space %d", kinds[i], i)
          idx[#idx + 1] = i
        end
      end
      if #opts == 0 then break end
      local pick = D.choose(g, {player = D.active(g), kind = "counter_space", options = opts,
                                prompt = "A Sector Counter needs a space in " .. D.sector_label(g, s)})
      local _, _, owners = D.spaces(g, s)
      slot = idx[pick]
      if owners[slot] >= 0 then D.pset(g, owners[slot], "tokens", D.pget(g, owners[slot], "tokens") + 1) end
      set_space(g, s, slot, "none", 0, -1)
      kinds, ns = D.spaces(g, s)
    end
    set_space(g, s, slot, "counter", ns[slot] + 1, -1)
    placed = placed + 1
  end
  return placed
end

-- Engulf and friends: every token of sector s is discarded.
function D.clear_sector(g, s)
  local _, _, owners = D.spaces(g, s)
  for i = 1, D.SPACES do
    if owners[i] >= 0 then D.pset(g, owners[i], "tokens", D.pget(g, owners[i], "tokens") + 1) end
    set_space(g, s, i, "none", 0, -1)
  end
end

-- The cost of sector s now (cost_of), as its mirror keeps it (every change
-- of a space goes through set_space, which mirrors it). game: the game
-- entity, when the caller has it.
function D.cost(g, s, game) return g:entity_get(D.sector(g, s, game), "cost_now") end

-- Tomoe Masako: "If she places all 3 tokens in the same Sector, they lock
-- and become a «Hunting Ground»".
function D.hunting_ground(g, s) return D.count_tokens(g, s, "prey") >= 3 end

-- A hook for Character tokens that react to being placed.
function D.after_token(g, s, kind, p)
  if kind == "prey" and D.hunting_ground(g, s) then g:tally("hunting_ground") end
end

-- ---- Revealing, recovering, defeating -------------------------------------------------------

local function clear_card(g, c)
  for _, key in ipairs{"revealed", "damage", "time", "bleed", "marked", "destiny", "sector", "fury"} do
    g:entity_set(c, key, nil)
  end
end

-- Reveals the hidden card c (by player p, or by the game when p is nil):
-- it turns face up, takes its Time counters and resolves «Reveal» ("Resolved
-- when the card is revealed by any game effect"). Every reveal comes here:
-- an Explore, the Imminent Zone, a hidden card leaving the Raid Line, a
-- Nemesis spawn. (Cards set out face up, as the scenario's board option and
-- the Nemesis parts are, and a card laid face up in the Necropolis, are
-- not revealed.)
function D.reveal(g, c, p)
  if g:entity_get(c, "revealed") then return end
  local def = D.def(g, c)
  if g:zone_of(c) then g:zone_remove(c) end
  g:entity_set(c, "revealed", true)
  if def.time then g:entity_set(c, "time", def.time) end
  g:tally("revealed." .. (def.type or "card"))
  -- «Reveal X»: "If a number is shown, it indicates how many times that same
  -- card must be revealed to apply that effect" (the count stays with the
  -- card through recoveries).
  local times = (g:entity_get(c, "reveals") or 0) + 1
  g:entity_set(c, "reveals", times)
  D.sync_board(g)
  if def.type == "enemy" then D.bounty_revealed(g, c) end
  if def.reveal then def.reveal(g, c, p) end
  if def.reveal_x and times == def.reveal_x and not D.over(g) then
    g:tally("reveal_x." .. def.id)
    def.reveal_x_effect(g, c, p)
  end
  local s = D.where(g, c)
  if p and s then D.on_reveal_by(g, p, c, s) end
end

-- Character tokens that react to a reveal by the active player (Little
-- Wall's «Exposed»).
function D.on_reveal_by(g, p, c, s)
  local ch = D.character(g, p)
  if ch.on_reveal and not D.over(g) then ch.on_reveal(g, p, c, s) end
end

-- "When a card is recovered, place it face down on the bottom of its
-- original deck" (in number order for a numbered deck).
function D.recover(g, c)
  local def = D.def(g, c)
  if def.nemesis then return D.nemesis_flip(g, c, false) end
  if D.where(g, c) then g:sector_remove(D.grid(g), c) end
  clear_card(g, c)
  D.sync_board(g)
  if g:deck_home(c) then
    g:deck_recover(c)
  elseif def.ship then
    -- The enemy ship sails back to one side of the board.
    g:zone_insert(D.zone(g, "ld.ship.dock"), c)
  else
    -- A Crew card deployed from the enemy ship goes back under it.
    g:zone_insert(D.zone(g, "ld.ship.enemy"), c)
  end
  g:tally("recovered." .. (def.type or "card"))
  if def.recover then def.recover(g, c) end
end

-- "When an Enemy or Ally is defeated, place it face up in the Necropolis"
-- ("removing all tokens from it").
function D.defeat(g, c, by)
  local def = D.def(g, c)
  if def.nemesis then return D.nemesis_flip(g, c, true) end
  if D.where(g, c) then g:sector_remove(D.grid(g), c) end
  clear_card(g, c)
  g:entity_set(c, "revealed", true)
  g:zone_insert(D.zone(g, "ld.necropolis"), c)
  D.sync_board(g)
  g:tally("defeated." .. def.id)
  if def.ship then D.sink_hold(g) end
  if def.type == "enemy" then
    D.contract_progress(g, by or D.active(g), "defeat")
    D.bounty_defeated(g, c)
  end
  if def.defeated then def.defeated(g, c, by) end
  local ch = D.chapter(g)
  if ch and ch.on_defeat and not D.over(g) then ch.on_defeat(g, c, by) end
end

function D.retire(g, c)
  if D.where(g, c) then g:sector_remove(D.grid(g), c) end
  clear_card(g, c)
  g:deck_retire(c)
  D.sync_board(g)
end

-- Places card c (from wherever it is) on the line at sector s, pushing the
-- cards beyond it on as an Advance would; resolves what leaves.
function D.put_on_line(g, c, s, revealed)
  if g:zone_of(c) then g:zone_remove(c) end
  if not revealed then g:zone_insert(D.zone(g, "ld.hidden"), c) end
  local grid = D.grid(g)
  local step
  for i = 1, g:sector_path_len(grid) do
    if g:sector_path_at(grid, i) == s then step = i end
  end
  local exited
  if step then
    exited = g:sector_insert(grid, step, c)
  else
    g:sector_place(grid, s, c)
  end
  D.sync_board(g)
  if revealed then D.reveal(g, c) end
  if exited then D.threat_threshold(g, exited) end
  D.reveal_imminent(g)
end

-- ---- Advance ------------------------------------------------------------------------
-- "place the top card of the Raid deck in the Sector closest to the deck,
-- without revealing it. If that Sector is already occupied, push the card
-- toward the next closest Sector, creating a chain reaction that ends when a
-- card reaches an empty Sector or leaves the Raid Line."
function D.advance(g)
  local deck = D.get(g, "raid_deck")
  if g:deck_size(deck) == 0 then
    g:tally("advance.empty_raid_deck")
    return
  end
  local c = g:deck_draw(deck, "top", D.zone(g, "ld.hidden"))
  local mark = g:event_end()
  local exited = g:sector_advance(D.grid(g), c)
  -- The Advance's own events (its bypasses among them) end here: the
  -- board's mirror adds some fifty more, which need no reading.
  local stop = g:event_end()
  D.sync_board(g)
  -- «Bypass»: "Resolved when another card passes over the card with this skill."
  for seq = mark, stop - 1 do
    local e = g:event_get(seq)
    if e and e.kind == "sector.bypass" then
      local over = e[2]
      local def = D.def(g, over)
      if def.bypass and g:entity_get(over, "revealed") then def.bypass(g, over, e.subject) end
    end
  end
  if exited then D.threat_threshold(g, exited) end
  D.reveal_imminent(g)
end

-- "If, as a result of the Advance effect, a hidden card reaches the Imminent
-- Zone, it must be revealed immediately ... reveal them one by one, starting
-- with the card closest to the players."
function D.reveal_imminent(g)
  local grid = D.grid(g)
  for n = 1, 9 do
    local s = LINE_ORDER[n]
    if D.SECTOR_RANGE[s] == 1 then
      local c = g:sector_card(grid, s)
      if c and not g:entity_get(c, "revealed") and not D.over(g) then
        g:tally("revealed.imminent")
        D.reveal(g, c)
      end
    end
  end
end

-- Threat Threshold: "If, due to the Advance effect, a revealed Enemy leaves
-- the Raid Line through the Sector closest to the players, advance the Threat
-- Track by 1 and, if applicable, resolve its «Threat» timeword. Then recover
-- the card. Any other revealed card (that is not an Enemy) ... DOES NOT
-- ADVANCE the Threat Track. If a hidden card leaves the Raid Line this way,
-- always advance the Threat Track and reveal the card to resolve its
-- «Threat» timeword, if applicable, before recovering it."
function D.threat_threshold(g, c)
  local def = D.def(g, c)
  local hidden = not g:entity_get(c, "revealed")
  g:tally("left_line." .. (hidden and "hidden" or def.type))
  if hidden or def.type == "enemy" then D.advance_track(g, "threat", 1) end
  -- «Reveal» is "Resolved when the card is revealed by any game effect",
  -- this one too: the card is revealed as any other, through D.reveal.
  if hidden and not D.over(g) then D.reveal(g, c) end
  if def.threat and not D.over(g) then def.threat(g, c) end
  D.recover(g, c)
end

return D
