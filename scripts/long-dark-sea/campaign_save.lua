-- campaign_save.lua: "In Campaign mode, the game may be saved between Acts,
-- allowing players to continue from that point in the event of defeat."
-- The save is a record in the game state (an ld.save entity) of what
-- carries over into the next Act, taken when the previous Act ends; a
-- defeat in a later Act offers to play that Act again from it. The Act is
-- rebuilt by the rules from the recorded values (new card entities), not by
-- restoring the kernel state, so the whole campaign stays one game.
--
-- Choices the rulebook leaves open, made here (designed):
--  * Act I has no save before it: a defeat there ends the campaign.
--  * The retried Act starts again with its Supply Stage; Contracts and
--    Bounties in progress are not recorded (Inventory cards come back as
--    new cards) and the Secrets deck keeps its state.
--  * A retry may be declined: the defeat then ends the campaign.
local D = require "core"

local PER_PLAYER = {"xp", "credit", "belitium", "titanure", "damage", "tokens"}

-- Lists are stored as string arrays of "kind:id" with their length beside
-- them (an empty list stores no array).
local function put_list(g, e, key, cards)
  local items = {}
  for i, c in ipairs(cards) do items[i] = g:entity_get(c, "ck") .. ":" .. g:entity_get(c, "def") end
  g:entity_set(e, key .. ".n", #items)
  if #items > 0 then g:entity_set_array(e, key, items, "string") end
end

local function get_list(g, e, key)
  if (g:entity_get(e, key .. ".n") or 0) == 0 then return {} end
  return g:entity_get_array(e, key)
end

local function cards_of(g, znames, p)
  local out = {}
  for _, zname in ipairs(znames) do
    local z = D.zone(g, zname, p)
    if z then
      for _, c in ipairs(g:zone_list(z)) do out[#out + 1] = c end
    end
  end
  return out
end

local PLAYER_ZONES = {"deck", "hand", "discard", "gear", "inv"}

-- Records the carried-over state at the start of the Act about to begin
-- (after the End of Act, before its Supply Stage).
function D.save_act(g)
  local e = D.get(g, "save")
  if not e then
    e = g:entity_new("ld.save")
    D.set(g, "save", e)
  end
  g:entity_set(e, "act", D.get(g, "act"))
  for p = 0, g:players() - 1 do
    for _, key in ipairs(PER_PLAYER) do g:entity_set(e, "p" .. p .. "." .. key, D.pget(g, p, key) or 0) end
    for _, zname in ipairs(PLAYER_ZONES) do put_list(g, e, "p" .. p .. "." .. zname, cards_of(g, {zname}, p)) end
  end
  put_list(g, e, "shared", cards_of(g, {"ld.shared"}))
  put_list(g, e, "allygear", cards_of(g, {"ld.allygear"}))
  put_list(g, e, "market", cards_of(g, {"sup.market"}))
  g:tally("campaign.saved")
end

-- A new card from a recorded "kind:id", owned by p, into zone z.
local function rebuild(g, item, p, z)
  local kind, id = item:match("^([^:]+):(.+)$")
  local c = D.new_card(g, kind, id, p)
  local def = D.def(g, c)
  if def.immovable then g:entity_tag(c, "immovable") end
  if z then g:zone_insert(z, c) end
  return c
end

-- Every Character is defeated in a later Act of a campaign: the players
-- choose to play the Act again from its save, or to end the campaign.
function D.campaign_defeat(g)
  if not (D.get(g, "campaign") and D.get(g, "save")) then return false end
  D.set(g, "act_over", true)
  g:push("act_lost")
  return true
end

step("act_lost", function(g)
  local e = D.get(g, "save")
  local act = g:entity_get(e, "act")
  -- g:choose, not D.choose: the lost Act is over, this choice is not.
  local o = g:choose({player = 0, kind = "retry", options = {
    string.format("Play Act %d again from the save", act), "Accept the defeat"},
    prompt = string.format("Every Character is defeated in Act %d", D.get(g, "act"))})
  if o == 2 then
    D.set(g, "act_over", nil)
    D.finish(g, false, "all characters defeated")   -- ends the step
  end
  g:tally("campaign.retry")
  D.set(g, "retries", (D.get(g, "retries") or 0) + 1)
  D.restore_act(g)
end)

-- Clears the lost Act (as the End of Act does), then rebuilds the players'
-- cards, Resources and Damage, the Shared Area, the Raid Gear and the
-- Market from the save, and begins the Act again with its Supply Stage.
function D.restore_act(g)
  local e = D.get(g, "save")
  D.clear_act(g)
  local zones = {D.zone(g, "ld.shared"), D.zone(g, "ld.allygear"), D.zone(g, "sup.market"),
                 D.zone(g, "ld.necropolis")}
  for p = 0, g:players() - 1 do
    for _, zname in ipairs(PLAYER_ZONES) do zones[#zones + 1] = D.zone(g, zname, p) end
  end
  for _, z in ipairs(zones) do
    for _, c in ipairs(g:zone_list(z)) do g:deck_retire(c) end
  end
  for p = 0, g:players() - 1 do
    for _, key in ipairs(PER_PLAYER) do D.pset(g, p, key, g:entity_get(e, "p" .. p .. "." .. key)) end
    for _, item in ipairs(get_list(g, e, "p" .. p .. ".deck")) do g:deck_put(D.deck(g, p), rebuild(g, item, p)) end
    for _, zname in ipairs{"gear", "inv"} do
      for _, item in ipairs(get_list(g, e, "p" .. p .. "." .. zname)) do rebuild(g, item, p, D.zone(g, zname, p)) end
    end
    -- After the Gear is back: linked Gear raises the Health Value. (Found
    -- by the Hard campaign playtest: judged before it, a Character came back
    -- defeated and the Raid Stage skipped every turn for ever.)
    D.pset(g, p, "defeated", D.damage(g, p) >= D.health(g, p))
  end
  for _, item in ipairs(get_list(g, e, "shared")) do rebuild(g, item, nil, D.zone(g, "ld.shared")) end
  for _, item in ipairs(get_list(g, e, "allygear")) do rebuild(g, item, nil, D.zone(g, "ld.allygear")) end
  for _, item in ipairs(get_list(g, e, "market")) do rebuild(g, item, nil, D.zone(g, "sup.market")) end
  D.set(g, "act", g:entity_get(e, "act"))
  D.set(g, "stage", "supply")
  D.supply_setup(g)
  g:push("supply")
end

return D
