-- campaign.lua: a Tidal Blades 2 campaign as one game. The scenario
-- "campaign" holds the heroes' progress (progression.lua) and plays its
-- linked scenarios in order: set the scenario's board up, play its rounds
-- (rules.lua), clear the board away, the End of Scenario (endscenario.lua),
-- a visit to Naviri where the campaign calls for one (naviri.lua), next.
-- Being one game, a campaign saves, loads and replays like any other.
--
-- Options: scenarios=a,b,... (the scenarios to link instead of the
-- campaign's), naviri=2,3 (after which scenarios Naviri is visited),
-- join=hero@N (a hero joins before scenario N, "Adding Heroes to the
-- Group"), heroes=... as in every scenario.
--
-- Designed (the rulebook leaves it to the scenario book): at most one
-- Second Attempt per scenario, so a campaign always ends. The Difficulty
-- Cards are difficulty.lua's (designed there).
local T = require "core"
local S = require "setup"
local P = require "progression"
local D = require "difficulty"
local I = require "items"
local options = require "std/options"

local C = {}

function C.list(r)
  return r:entity_get_array(P.campaign(r), "list") or {}
end

-- The items of option key (std/options), or nil when it is not given or
-- empty: the campaign's own list then. Spaces part items as commas do
-- (scenarios=first-fight, the-den), as they always have here.
local function option_list(g, key)
  local opt = g:option(key)
  if not opt or opt == "" then return nil end
  return options.items((opt:gsub("%s+", ",")))
end

-- ---- The campaign begins ------------------------------------------------------------

step("campaign.start", function(g)
  local sc = (g:scenario())
  local c = g:entity_new("tb.campaign")
  local list = option_list(g, "scenarios") or sc.chapters
  for _, id in ipairs(list) do
    if not content("scenario", id) or id == sc.id then error("campaign: no scenario '" .. id .. "'", 0) end
  end
  g:entity_set_array(c, "list", list, "string")
  local naviri = {}
  for _, v in ipairs(option_list(g, "naviri") or sc.naviri) do naviri[#naviri + 1] = tonumber(v) end
  g:entity_set_array(c, "naviri", naviri, "int")
  g:entity_set(c, "index", 1)
  g:entity_set(c, "fame", 0)
  g:entity_set_array(c, "fame_taken", {}, "int")
  for i, id in ipairs(S.hero_ids(g)) do P.new_member(g, id, (i - 1) % g:players(), i) end
  -- The Bronze, Silver and Gold decks and the Naviri Encounters: campaign
  -- components, shuffled once.
  for _, deck in ipairs(P.DECKS) do
    local z = g:zone_new("lab." .. deck, nil, "nobody")
    for _, card in ipairs(content("card")) do
      if card.tier == deck then
        local e = g:entity_new("tb.upgrade")
        g:entity_set(e, "name", card.id)
        g:zone_insert(z, e)
      end
    end
    g:zone_shuffle(z, "campaign")
  end
  g:dice_new("tbc.die", T.HERO_DIE) -- rolled in Naviri
  g:zone_new("naviri.encounters", nil, "nobody")
  g:zone_new("naviri.used", nil, "all")
  g:zone_new("naviri.current", nil, "all")
  for _, enc in ipairs(content("encounter")) do
    local e = g:entity_new("tb.encounter")
    g:entity_set(e, "name", enc.id)
    g:zone_insert(g:zone_find("naviri.encounters"), e)
  end
  g:push("campaign.scenario")
end)

-- ---- A scenario of the campaign ---------------------------------------------------------

-- "Adding Heroes to the Group": a hero named by join=hero@N joins before
-- scenario N, caught up by the table (catchup.lua).
local function joiners(g, index)
  local list = {}
  for _, spec in ipairs(option_list(g, "join") or {}) do
    local id, at = spec:match("^([%w-]+)@(%d+)$")
    if not id then error("join=: '" .. spec .. "' is not hero@N", 0) end
    if tonumber(at) == index then list[#list + 1] = id end
  end
  return list
end

step("campaign.scenario", function(g)
  local index = P.cget(g, "index")
  if not P.cget(g, "joined." .. index) then
    P.cset(g, "joined." .. index, true)
    for _, id in ipairs(joiners(g, index)) do
      local n = #P.members(g)
      if n >= 4 then error("join=: at most 4 heroes", 0) end
      for _, m in ipairs(P.members(g)) do
        if g:entity_get(m, "name") == id then error("join=: " .. id .. " is already in the group", 0) end
      end
      g:push("campaign.catch_up", P.new_member(g, id, n % g:players(), n + 1), index)
    end
  end
  g:push("campaign.setup")
end)

step("campaign.setup", function(g)
  local index = P.cget(g, "index")
  local sc = content("scenario", C.list(g)[index])
  local mark = g:entity_new("tb.mark")
  P.cset(g, "mark", mark)
  local members = P.members(g)
  local ids = {}
  for i, m in ipairs(members) do ids[i] = g:entity_get(m, "name") end
  S.setup(g, sc, ids)
  local heroes = T.heroes(g)
  for i, m in ipairs(members) do
    P.equip(g, heroes[i], m)
    C.carry_items(g, heroes[i], m)
  end
  -- "Starting with Scenario 2, each player will draw a face-down goal card."
  if index >= 2 then
    for _, m in ipairs(members) do
      if not g:entity_get(m, "goal") then P.draw_goal(g, m) end
    end
  end
  C.difficulty(g)
  for _, h in ipairs(heroes) do S.draw_up(g, h) end
  P.log(g, "Campaign scenario %d: %s", index, sc.name)
  g:push("round", 1)
  g:push("campaign.scenario_end")
end)

-- "DIFFICULTY CARD: If you have a Difficulty Modifier from the previous
-- scenario, draw a card and apply it now." (difficulty.lua's cards.)
function C.difficulty(g)
  local mod = P.cget(g, "modifier")
  D.apply(g, 0, mod)
  g:tally("modifier." .. (mod or "none"))
  P.cset(g, "modifier", nil)
end

-- "Place all of your purchased items next to your hero board": the
-- hero's items go into the scenario with it (the ids it took, on the hero).
function C.carry_items(g, h, m)
  local taken = {}
  for _, id in ipairs(P.arr(g, m, "items")) do
    local it = I.token(g, id)
    if it and I.gain(g, h, it) then taken[#taken + 1] = id end
  end
  g:entity_set_array(h, "campaign.items", taken, "string")
end

-- What the scenario did to them: one discarded (under a Wound, on a
-- knock-out) went back to the Desert Market bag; one placed on the grid is
-- used, to recharge or return at the End of Scenario.
function C.collect_items(g, h, m)
  for _, id in ipairs(g:entity_get_array(h, "campaign.items") or {}) do
    local it = I.carries(g, h, id)
    if not it then
      P.remove(g, m, "items", id)
    elseif g:entity_get(it, "used") and not P.has(g, m, "used_items", id) then
      P.push(g, m, "used_items", id)
    end
  end
end

-- The board goes: every entity made since the scenario's mark except the
-- campaign's own and the runtime's. Zones stay (the next scenario reuses
-- the shared ones; a hero's are named after its scenario entity).
local KEEP = {["tb.campaign"] = true, ["tb.member"] = true, ["tb.upgrade"] = true, ["tb.encounter"] = true}
function C.teardown(g)
  local doomed = {}
  local e = g:entity_next(P.cget(g, "mark") - 1)
  while e do
    local kind = g:entity_kind(e)
    if not KEEP[kind] and kind:sub(1, 7) ~= "tabula." then doomed[#doomed + 1] = e end
    e = g:entity_next(e)
  end
  for _, d in ipairs(doomed) do g:entity_free(d) end
  P.cset(g, "mark", nil)
end

-- ---- Group choices ----------------------------------------------------------------------

-- The Guide: "the hero with the fewest Path Advancements becomes the Guide.
-- In case of a tie, the Guide is the youngest player" (here: the lowest
-- seat, then hero order).
function C.guide(r)
  local best
  for _, m in ipairs(P.members(r)) do
    if not best or P.path_total(r, m) < P.path_total(r, best) then best = m end
  end
  return best
end

-- The players in seat order starting with the Guide's ("Starting with the
-- Guide and continuing clockwise").
function C.players_from_guide(r)
  local first = r:entity_get(C.guide(r), "player")
  local list = {}
  for k = 0, r:players() - 1 do list[#list + 1] = (first + k) % r:players() end
  return list
end

-- A group vote: every player picks; the majority wins and the Guide's pick
-- breaks ties ("decided by majority, with the Guide breaking ties").
-- Returns the winning option's index, or its value when the options have
-- values (strings or numbers: votes are counted by them).
function C.vote(g, kind, prompt, options)
  local players = {}
  for p = 0, g:players() - 1 do players[#players + 1] = p end
  local per = {}
  for _, p in ipairs(players) do per[p] = options end
  local picks = g:choose{players = players, kind = kind, prompt = prompt, options_for = per}
  if #players == 1 then return picks end
  local votes = {}
  for _, p in ipairs(players) do votes[picks[p]] = (votes[picks[p]] or 0) + 1 end
  local guide_pick = picks[g:entity_get(C.guide(g), "player")]
  local best = guide_pick
  for i, o in ipairs(options) do
    local pick = type(o) == "table" and o.value or i
    if (votes[pick] or 0) > (votes[best] or 0) then best = pick end
  end
  return best
end

-- A choice for hero m (asked of its player, the prompt names the hero).
function C.ask(g, m, kind, prompt, options)
  return g:choose{player = g:entity_get(m, "player"), kind = kind,
                  prompt = P.label(g, m) .. ": " .. prompt, subject = m, options = options}
end

-- ---- The end of the campaign ------------------------------------------------------------

function C.finish(g)
  local members = P.members(g)
  local scores, winners = {}, {}
  for p = 0, g:players() - 1 do scores[p] = 0 end
  for _, m in ipairs(members) do
    local p = g:entity_get(m, "player")
    scores[p] = scores[p] + P.get(g, m, "xp")
  end
  local won = P.cget(g, "successes") or 0
  local all = #C.list(g)
  if won * 2 > all then
    for p = 0, g:players() - 1 do winners[#winners + 1] = p end
  end
  g:metric("rounds", P.cget(g, "rounds_played") or 0)
  g:metric("fame", P.cget(g, "fame"))
  g:metric("scenarios_won", won)
  g:finish{winners = winners, scores = scores,
           reason = string.format("campaign over: %d of %d scenarios won, Fame %d", won, all, P.cget(g, "fame"))}
end

return C
