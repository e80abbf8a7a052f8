-- rules.lua: Long Dark Sea for 1-4 players: Act I (Act I Setup, The Raid
-- Stage), Act II standalone (Act II Setup, The Supply Stage), Act III
-- standalone (Act III Setup, The Nemesis Stage) and the campaign over the
-- three (End of Act). Content lives in cards/long-dark-sea: the
-- Identity cards and starting decks of the four crews, the Act I cards of
-- the scenario (Raid, Mission, Threat and Chapter decks, Secrets), Loot,
-- Destiny and Weaknesses.
--
-- Options (--variant KEY=VALUE):
--   crew=morrilyn,tomoe          Characters by seat (emperatore, morrilyn,
--                                little-wall, tomoe; each with its Support)
--   difficulty=easy|normal|hard  every track and the starting resources
--   mission=..., threat=...      one track's difficulty (its reset point)
--   first=P                      the starting player
--   deckP=id:n,...               player P's own 150-XP Basic deck (Character
--                                and Support Basic cards, 3 copies at most)
--   raidgear=id,...              the allied Raid Gear (30 XP; see ships.lua)
--   enemycrew=id,...             the Enemy Crew (30 XP; 45 in Acts II-III)
--   allies=id,...                Allies in the Shared Area (allies.lua; designed)
--   layout=A|B                   Act III: the Nemesis board's side
--   resources=quickref           Act III: the Quick Reference's XP table
-- Expansions (setup options, all off by default):
--   weaknesses=on                the Rare Weaknesses join the Weakness deck
--   darkside=N                   N copies (1-3) of each Dark Side card
--   contracts=on                 each player picks 1 Contract and 1 Bounty
-- For rule tests, a fixed start (applied after the shuffles):
--   stackP=id,id,...             these cards of player P's deck on top, in order
--   raid=id,id,...               these Raid cards on top of the Raid deck
--   loot=id,id,...               these Loot cards on top of the Loot deck
--   missions=..., threats=...    these cards on top of the Mission / Threat deck
--   gearP=id,..., invP=id,...    Loot cards player P starts with equipped / carried
--   board=N:id[+],...            Raid cards (or the enemy ship) placed in Sector N (+: revealed)
--   prologue=skip                Chapter 1 is revealed without its effect
--
-- Choices the rulebook leaves open, made here (designed):
--  * The Prologue has no effect; Chapter 1's «Reveal» starts the Raid Line.
--  * Starting resources are per player (step C of the setup is done by each
--    player).
local D = require "core"
local options = require "std/options"
require "board"
require "explore"
require "action"
require "combat"
require "turn"
require "keywords"
require "view"
require "ships"
require "allies"
require "campaign_save"
require "supply"
require "campaign"
require "nemesis"
require "contracts"
require "policy"
require "policy_supply"

D.CREWS = {
  emperatore = {"d-emperatore", "omanodon"},
  morrilyn = {"sie-morrilyn", "haramiyida"},
  ["little-wall"] = {"little-wall", "hook-and-moon"},
  tomoe = {"tomoe-masako", "genbu-bugen"},
}

D.START_RESOURCES = {
  easy = {credit = 8, belitium = 5, titanure = 5},
  normal = {credit = 5, belitium = 3, titanure = 3},
  hard = {credit = 0, belitium = 0, titanure = 0},
}

-- Default Resources of a standalone Act (Act II Setup, step C), XP included.
D.ACT_RESOURCES = {
  [2] = {
    easy = {xp = 300, credit = 20, belitium = 12, titanure = 12},
    normal = {xp = 200, credit = 12, belitium = 8, titanure = 8},
    hard = {xp = 100, credit = 8, belitium = 4, titanure = 4},
  },
  -- Act III: the Act III setup page prints Normal and Hard XP as 260 and
  -- 180, the Quick Reference as 300 and 200. The setup page is taken (it is
  -- the step being played); resources=quickref plays the Quick Reference.
  [3] = {
    easy = {xp = 400, credit = 28, belitium = 16, titanure = 16},
    normal = {xp = 260, credit = 16, belitium = 10, titanure = 10},
    hard = {xp = 180, credit = 12, belitium = 6, titanure = 6},
  },
}
D.ACT3_QUICKREF_XP = {easy = 400, normal = 300, hard = 200}

D.LOOT_IN_PLAY = 12

-- The options every scenario takes (the header above says what each does),
-- declared so that a misspelt --variant is refused before the game starts.
local LEVELS = {"easy", "normal", "hard"}
local ON_OFF = {"on", "off"}
local function scenario_options(extra)
  local o = {
    crew = {type = "list", values = {"emperatore", "morrilyn", "little-wall", "tomoe"},
            default = "morrilyn,tomoe,little-wall,emperatore", help = "Characters by seat"},
    difficulty = {type = "enum", values = LEVELS, default = "normal"},
    mission = {type = "enum", values = LEVELS, help = "the Mission track's difficulty"},
    threat = {type = "enum", values = LEVELS, help = "the Threat track's difficulty"},
    first = {type = "int", min = 0, max = 3, default = 0, help = "the starting player"},
    deck = {type = "list", per_player = true, help = "a player's own Basic deck, id:n,..."},
    raidgear = {type = "list", help = "the allied Raid Gear"},
    enemycrew = {type = "list", help = "the Enemy Crew"},
    allies = {type = "list", help = "Allies in the Shared Area"},
    weaknesses = {type = "enum", values = ON_OFF, default = "off"},
    darkside = {type = "int", min = 1, max = 3, help = "copies of each Dark Side card"},
    contracts = {type = "enum", values = ON_OFF, default = "off"},
    scaling = {type = "enum", values = ON_OFF, default = "on", help = "Threat scaling by players"},
    -- for rule tests: a fixed start
    stack = {type = "list", per_player = true, help = "cards on top of a player's deck"},
    raid = {type = "list"}, loot = {type = "list"}, missions = {type = "list"},
    threats = {type = "list"},
    gear = {type = "list", per_player = true}, inv = {type = "list", per_player = true},
    board = {type = "list", help = "Raid cards placed: N:id[+],..."},
    prologue = {type = "enum", values = {"skip"}},
  }
  for name, spec in pairs(extra or {}) do o[name] = spec end
  return o
end
local ACT3 = {layout = {type = "enum", values = {"A", "B"}, default = "A", help = "the Nemesis board's side"},
              resources = {type = "enum", values = {"quickref"}, help = "the Quick Reference's XP"}}

scenario {
  id = "act1",
  name = "Act I: the Raid Stage",
  description = "Sand-Gri'la, Act I Raid Stage, solo or 2-player co-op",
  players = {1, 4},
  options = scenario_options(),
}

scenario {
  id = "act2",
  name = "Act II, standalone: the Supply Stage, then the Raid Stage",
  description = "Sand-Gri'la, Act II with the default Resources of its difficulty",
  players = {1, 4},
  options = scenario_options(),
}

scenario {
  id = "act3",
  name = "Act III, standalone: the Supply Stage, then the Nemesis Stage",
  description = "Sand-Gri'la, Act III against the Sand-Gri'la",
  players = {1, 4},
  options = scenario_options(ACT3),
}

scenario {
  id = "campaign",
  name = "Campaign: Acts I, II and III, each Act with what the last one left",
  description = "Sand-Gri'la in Campaign mode over the three Acts",
  players = {1, 4},
  options = scenario_options(ACT3),
}

-- ---- Setup -------------------------------------------------------------------

local function shared_zones(g)
  -- The Raid deck and the face-down cards on the Raid Line are one pool
  -- (rules{ pools } below): a face-down card could be any Raid card of its back.
  for _, z in ipairs{{"ld.hidden", "nobody", "raid"}, {"ld.raid", "nobody", "raid"}, {"ld.missions", "nobody"},
                     {"ld.threats", "nobody"}, {"ld.chapters", "nobody"}, {"ld.secrets", "nobody"},
                     {"ld.loot", "nobody"}, {"ld.box", "nobody"}, {"ld.destiny", "nobody"},
                     {"ld.destiny.discard", "all"}, {"ld.weakness", "nobody"}, {"ld.necropolis", "all"},
                     {"ld.shared", "all"}, {"ld.played", "all"}, {"ld.limbo", "all"}} do
    g:zone_new(z[1], nil, z[2], z[3])
  end
end

-- A deck over the zone named zname (no discard pile unless discard names one).
local function make_deck(g, key, zname, discard, refill)
  if D.get(g, key) then return D.get(g, key) end
  local d = g:deck_new(D.zone(g, zname), discard and D.zone(g, discard) or nil, refill or "none")
  D.set(g, key, d)
  return d
end

-- Moves the named cards of a deck's draw pile to its top, in order.
local function stack(g, deck, ids)
  local placed = {}
  for i = #ids, 1, -1 do
    local c
    for _, each in ipairs(g:zone_list((g:deck_info(deck)))) do
      if not c and not placed[each] and g:entity_get(each, "def") == ids[i] then c = each end
    end
    if not c then error("stack: no card '" .. ids[i] .. "' in the deck") end
    placed[c] = true
    g:deck_put(deck, c, 1)
  end
end

-- "Take all cards marked with the Act I symbol from the Scenario of your
-- choice. Shuffle them and place the Raid deck, Mission deck, and Threat
-- deck face down ... Arrange and place the Chapter deck". "The Raid deck may
-- contain a maximum of 3 copies of the same card."
local function scenario_decks(g, act)
  local raid = make_deck(g, "raid_deck", "ld.raid")
  for _, def in ipairs(content("raid")) do
    if def.act == act or (def.modular and act > 1) then
      local copies = def.unique and 1 or (def.copies or 1)
      -- The Dark Side expansion: more copies of each Dark Side card.
      if def.dark and g:option("darkside") then copies = tonumber(g:option("darkside")) end
      if copies > 3 then error("raid card " .. def.id .. ": at most 3 copies") end
      for _ = 1, copies do
        local c = D.new_card(g, "raid", def.id)
        if def.immovable then g:entity_tag(c, "immovable") end
        g:deck_put(raid, c)
      end
    end
  end
  g:deck_shuffle(raid)
  local missions = make_deck(g, "mission_deck", "ld.missions")
  for _, def in ipairs(content("mission")) do
    if def.act == act then g:deck_put(missions, D.new_card(g, "mission", def.id)) end
  end
  g:deck_shuffle(missions)
  local threats = make_deck(g, "threat_deck", "ld.threats")
  for _, def in ipairs(content("threat")) do
    if def.act == act then g:deck_put(threats, D.new_card(g, "threat", def.id)) end
  end
  g:deck_shuffle(threats)
  local chapters = make_deck(g, "chapter_deck", "ld.chapters")
  g:deck_set_numbered(chapters, "number")
  local list = {}
  for _, def in ipairs(content("chapter")) do
    if def.act == act then list[#list + 1] = def end
  end
  table.sort(list, function(a, b) return a.number < b.number end)
  for _, def in ipairs(list) do g:deck_put(chapters, D.new_card(g, "chapter", def.id)) end
  -- "set aside the Secrets deck": made once, kept across Acts.
  if D.get(g, "secret_deck") then return end
  local secrets = make_deck(g, "secret_deck", "ld.secrets")
  g:deck_set_numbered(secrets, "number")
  list = {}
  for _, def in ipairs(content("secret")) do list[#list + 1] = def end
  table.sort(list, function(a, b) return a.number < b.number end)
  for _, def in ipairs(list) do
    local c = D.new_card(g, "secret", def.id)
    if def.immovable then g:entity_tag(c, "immovable") end
    g:deck_put(secrets, c)
  end
end

-- The starting deck of player p as {card id, copies} pairs: the option
-- deckP, or the preconstructed decks of the Character and the Support.
local function starting_list(g, p, pair)
  local own = g:option("deck" .. p)
  local list = {}
  if own then
    for _, item in ipairs(options.items(own)) do
      local id, n = item:match("^([%w%-]+):(%d+)$")
      if not id then error("deck" .. p .. ": bad entry '" .. item .. "' (id:copies)") end
      list[#list + 1] = {id, tonumber(n)}
    end
    return list
  end
  for _, id in ipairs(pair) do
    for _, entry in ipairs(content("identity", id).deck) do list[#list + 1] = entry end
  end
  return list
end

-- A player's crew, resources, deck and zones.
local function player_setup(g, p, crew, level)
  local pair = D.CREWS[crew]
  if not pair then error("no crew '" .. tostring(crew) .. "' (emperatore, morrilyn, little-wall, tomoe)") end
  local pe = g:entity_new("ld.player")
  D.set(g, "pl." .. p, pe)
  g:entity_set(pe, "seat", p)
  g:entity_set(pe, "character", pair[1])
  g:entity_set(pe, "support", pair[2])
  -- "place their cards next to their tokens with their Ready side up"
  g:entity_set(pe, "char_ready", true)
  g:entity_set(pe, "support_ready", true)
  local sup = content("identity", pair[2])
  if sup.faces then g:entity_set(pe, "support_face", sup.faces[1]) end
  g:entity_set(pe, "damage", 0)
  g:entity_set(pe, "defeated", false)
  g:entity_set(pe, "tokens", D.CHAR_TOKENS)
  g:entity_set(pe, "xp", 0)
  for _, r in ipairs(D.RESOURCES) do g:entity_set(pe, r, D.START_RESOURCES[level][r]) end
  -- One pool: to the others, a card of p's not in sight is in p's hand or
  -- deck, either one ("draw cards from the top of your deck").
  g:zone_new("hand." .. p, p, "owner", "cards." .. p)
  g:zone_new("deck." .. p, p, "nobody", "cards." .. p)
  g:zone_new("discard." .. p, p, "all")
  g:zone_new("gear." .. p, p, "all")
  g:zone_new("inv." .. p, p, "all")
  local deck = g:deck_new(D.zone(g, "deck", p), D.zone(g, "discard", p), "reshuffle")
  g:entity_set(pe, "deck", deck)
  -- "Build your starting Basic deck with a total value of 150 XP, combining
  -- the Basic cards of your Character and your Support. Each Basic card has
  -- a value of 10 XP." The preconstructed decks of pages 32-33, or the
  -- player's own (option deckP=id:n,...) from the Basic cards of the pair.
  local xp = 0
  for _, entry in ipairs(starting_list(g, p, pair)) do
    local def = content("card", entry[1])
    if not def then error("starting deck of " .. crew .. ": no card " .. entry[1]) end
    if def.deck ~= pair[1] and def.deck ~= pair[2] or def.rarity ~= "basic" then
      error("starting deck of " .. crew .. ": " .. entry[1] .. " is not a Basic card of " .. pair[1] .. " or " .. pair[2])
    end
    if entry[2] > 3 then error("starting deck of " .. crew .. ": more than 3 copies of " .. entry[1]) end
    for _ = 1, entry[2] do
      g:deck_put(deck, D.new_card(g, "card", entry[1], p))
      xp = xp + (def.xp or 10)
    end
  end
  if xp ~= 150 then error(string.format("the starting deck of %s is worth %d XP, not 150", crew, xp)) end
  g:deck_shuffle(deck)
  local top = options.list(g, "stack" .. p)
  if #top > 0 then stack(g, deck, top) end
end

-- Common to every start: the game entity, the board, the dice, the tracks,
-- the crews with their Basic decks, the Loot cards in the box, the allied
-- Raid Gear.
local function common_setup(g, act, level)
  local game = D.new_game(g)
  if not D.START_RESOURCES[level] then error("no difficulty '" .. level .. "' (easy, normal or hard)") end
  g:entity_set(game, "act", act)
  g:entity_set(game, "difficulty", level)
  shared_zones(g)
  D.new_board(g)
  D.new_dice(g)
  -- "Choose the difficulty for each track. This will be its reset point."
  D.new_tracks(g, g:option("mission") or level, g:option("threat") or level)
  -- Crew: by seat.
  local crews = options.list(g, "crew", "morrilyn,tomoe,little-wall,emperatore")
  for p = 0, g:players() - 1 do
    local crew = crews[p + 1]
    if not crew then error("crew: no Character for player " .. p) end
    for q = 0, p - 1 do
      if crews[q + 1] == crew then error("crew: " .. crew .. " is chosen twice") end
    end
    player_setup(g, p, crew, level)
  end
  local box = D.zone(g, "ld.box")
  for _, def in ipairs(content("loot")) do
    for _ = 1, def.copies or 1 do g:zone_insert(box, D.new_card(g, "loot", def.id)) end
  end
  D.choose_raid_gear(g)
  D.setup_allies(g)
end

-- "Pirate Treasures. Shuffle the Loot deck, draw 12 cards at random, and
-- place them in the indicated space. Return the remaining cards to the box."
local function pirate_treasures(g)
  local loot = D.get(g, "loot_deck") or make_deck(g, "loot_deck", "ld.loot")
  for _, c in ipairs(g:zone_list(D.zone(g, "ld.box"))) do g:deck_put(loot, c) end
  g:deck_shuffle(loot)
  local loot_top = options.list(g, "loot")
  if #loot_top > 0 then stack(g, loot, loot_top) end
  for p = 0, g:players() - 1 do
    if D.get(g, "placed") then break end
    for _, zname in ipairs{"gear", "inv"} do
      for _, id in ipairs(options.list(g, zname .. p)) do
        local c = g:deck_find(loot, "def", id)
        if not c then error(zname .. p .. ": no Loot card '" .. id .. "'") end
        g:entity_set(c, "owner", p)
        g:zone_insert(D.zone(g, zname, p), c)
      end
    end
  end
  local extra = g:zone_size(D.zone(g, "ld.loot")) - D.LOOT_IN_PLAY
  if extra > 0 then g:deck_move(D.zone(g, "ld.loot"), "bottom", extra, D.zone(g, "ld.box")) end
end

-- The Raid Stage setup of an Act (Act I Setup steps 1-8; Act II: "Repeat
-- steps 1-8 to set up the Act II Raid Stage").
step("raid_setup", function(g, act)
  D.set(g, "stage", "raid")
  D.set(g, "act", act)
  scenario_decks(g, act)
  if act == 3 then
    -- "Each Nemesis has a unique Setup and may not use decks such as
    -- Mission, Threat, or Loot."
    D.set(g, "stage", "nemesis")
    D.nemesis_setup(g)
  else
    pirate_treasures(g)
  end
  -- "Customize to Your Liking": allied Raid Gear and Enemy Crew go into the
  -- Raid deck (or the Shared Area), shuffled with the Act's cards.
  local raid = D.get(g, "raid_deck")
  D.setup_raid_gear(g, raid)
  D.setup_enemy_crew(g, raid)
  g:deck_shuffle(raid)
  -- "Forge Your Destiny. Shuffle the Destiny deck".
  local destiny = D.get(g, "destiny_deck")
  if not destiny then
    destiny = make_deck(g, "destiny_deck", "ld.destiny", "ld.destiny.discard", "reshuffle")
    for _, def in ipairs(content("destiny")) do g:deck_put(destiny, D.new_card(g, "destiny", def.id)) end
  end
  for _, c in ipairs(g:zone_list(D.zone(g, "ld.destiny.discard"))) do g:deck_put(destiny, c) end
  g:deck_shuffle(destiny)
  -- "Nobody's Perfect. Form the Weakness deck and shuffle it. It must include
  -- 6 starting cards plus 4 additional cards per player beyond the first".
  local weak = D.get(g, "weakness_deck") or make_deck(g, "weakness_deck", "ld.weakness")
  -- The Weaknesses expansion adds its Rare Weaknesses (weaknesses=on).
  local kinds = {}
  for _, def in ipairs(content("weakness")) do
    if not def.expansion or g:option("weaknesses") == "on" then kinds[#kinds + 1] = def end
  end
  local size = 6 + 4 * (g:players() - 1)
  for i = 1, size do
    g:deck_put(weak, D.new_card(g, "weakness", kinds[(i - 1) % #kinds + 1].id))
  end
  g:deck_shuffle(weak)
  -- Test placements (at the first Raid Stage of the game only).
  local placed = D.get(g, "placed")
  D.set(g, "placed", true)
  for _, pair in ipairs(placed and {} or {{"missions", "mission_deck"}, {"threats", "threat_deck"}}) do
    local top = options.list(g, pair[1])
    if #top > 0 then stack(g, D.get(g, pair[2]), top) end
  end
  local raid_top = options.items(not placed and g:option("raid") or nil)
  if #raid_top > 0 then stack(g, D.get(g, "raid_deck"), raid_top) end
  for _, item in ipairs(options.items(not placed and g:option("board") or nil)) do
    local n, id, plus = item:match("^(%d+):([%w%-]+)(%+?)$")
    if not n then error("board: bad placement '" .. item .. "' (N:id or N:id+)") end
    local c = g:deck_find(D.get(g, "raid_deck"), "def", id)
    local ship = D.docked_ship(g)
    if not c and ship and g:entity_get(ship, "def") == id then c = ship end
    if not c then error("board: no Raid card '" .. id .. "' left in the Raid deck") end
    g:zone_insert(D.zone(g, "ld.hidden"), c)
    g:sector_place(D.grid(g), D.by_number(g, tonumber(n)), c)
    D.sync_board(g)
    if plus == "+" then
      g:zone_remove(c)
      g:entity_set(c, "revealed", true)
      if D.def(g, c).time then g:entity_set(c, "time", D.def(g, c).time) end
      D.sync_board(g)
    end
  end
  -- "Ready. Shuffle your deck and draw a number of cards equal to the sum of
  -- the Hand Values on your Character and Support cards."
  for p = 0, g:players() - 1 do
    if act > 1 then
      g:deck_shuffle(D.deck(g, p))
      local top = options.items(not placed and g:option("stack" .. p) or nil)
      if #top > 0 then stack(g, D.deck(g, p), top) end
    end
    D.draw(g, p, D.hand_size(g, p))
  end
  -- "Set. Choose the starting player, who takes the Turn Token, reads both
  -- sides of the Prologue, reveals Chapter 1, and starts the first turn."
  local first = tonumber(g:option("first") or "0")
  if first < 0 or first >= g:players() then error("first: no player " .. first) end
  D.set(g, "active", first)
  D.set(g, "turn", 0)
  if g:option("prologue") == "skip" then
    local c = g:deck_draw(D.get(g, "chapter_deck"), "top", D.zone(g, "ld.shared"))
    D.set(g, "chapter_card", c)
    D.set(g, "chapter", D.def(g, c).number)
  else
    D.next_chapter(g)
  end
  g:push("turn")
end)

step("setup", function(g)
  local _, id = g:scenario()
  local level = g:option("difficulty") or "normal"
  if id == "act2" or id == "act3" then
    -- "To start Act II as a standalone game, repeat steps A and B from the
    -- Act I setup ... If playing a standalone game, gain the default
    -- Resources indicated." Act III: "perform the preceding Supply Stage".
    local act = id == "act2" and 2 or 3
    common_setup(g, act, level)
    local table_ = g:option("resources")
    if table_ and table_ ~= "quickref" then error("resources: only 'quickref' (the Quick Reference's Act III XP)") end
    for p = 0, g:players() - 1 do
      for _, r in ipairs{"xp", "credit", "belitium", "titanure"} do D.pset(g, p, r, D.ACT_RESOURCES[act][level][r]) end
      if act == 3 and table_ == "quickref" then D.pset(g, p, "xp", D.ACT3_QUICKREF_XP[level]) end
    end
    D.supply_setup(g)
    if D.contracts_on(g) then g:push("first_contracts") end
    g:push("supply")
    return
  end
  common_setup(g, 1, level)
  if id == "campaign" then D.set(g, "campaign", true) end
  if D.contracts_on(g) then g:push("first_contracts") end
  g:push("raid_setup", 1)
end)

rules {
  start = "setup",
  render = function(view) return D.render(view) end,
  -- A face-down card on a Sector is named by id where it lies: a search's
  -- determinization deals the cards' faces again among those of the same
  -- back, every card keeping its place (tab_pool_set_faces).
  pools = { raid = { faces = {"ck", "def", "number"}, back = "back" } },
  -- The fields content may give each kind: a misspelt one is an error.
  fields = {
    ally = {"ally", "hand", "health", "maintenance", "name", "text"},
    bounty = {"market", "name", "now", "rarity", "target", "text"},
    card = {"action", "base", "boost", "boost_play", "deck", "face", "name", "play", "range",
            "rarity", "resolve", "success", "support", "text", "traits", "type", "xp"},
    chapter = {"act", "final", "name", "number", "on_defeat", "on_flip", "reveal", "text"},
    contract = {"counter", "goal", "market", "name", "now", "rarity", "text"},
    crew = {"activate", "attack", "back", "block", "copies", "health", "immovable", "load", "name",
            "range", "ship", "text", "type", "xp"},
    destiny = {"name", "number"},
    identity = {"actions", "after_success", "boosts", "deck", "exhaust", "faces", "hand", "health",
                "loot", "mode", "name", "on_reveal", "role", "skill", "skill_text", "text", "title",
                "token", "use_boost"},
    loot = {"copies", "credit", "health", "kind", "link", "name", "on_attack", "retire",
            "retire_text", "scrap", "text", "usable"},
    mission = {"act", "alternative", "name", "resolve", "sequence", "spaces", "text"},
    nemesis = {"activate", "attack", "block", "flip", "health", "links", "name", "nemesis", "part",
               "range", "side", "text", "type", "xp"},
    raid = {"act", "activate", "attack", "back", "block", "bypass", "can_interact", "copies",
            "dark", "destiny", "dice", "flight", "fury", "health", "immovable", "interact",
            "modular", "name", "range", "recover", "reveal", "reveal_x", "reveal_x_effect", "text",
            "threat", "time", "type", "unique", "xp"},
    raidgear = {"activate", "back", "gacha", "load", "maintenance", "name", "shared", "text",
                "time", "type", "upgrade", "upgraded", "xp"},
    secret = {"attack", "back", "block", "destiny", "health", "immovable", "name", "number",
              "range", "text", "type", "unique", "xp"},
    threat = {"act", "name", "resolve", "text"},
    weakness = {"expansion", "name", "on_draw", "rarity", "text", "type", "xp"},
  },
}

return D
