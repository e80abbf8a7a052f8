-- campaign.lua: the end of an Act and what carries over to the next (End of
-- Act; Act II Setup "Place the Board" and "Tally"): in Campaign mode the
-- final Chapter of Act I leads to the Supply Stage of Act II instead of
-- ending the game.
--
-- Choices the rulebook leaves open, made here (designed):
--  * The final Chapter of Act III wins the campaign.
--  * Mission, Threat and Chapter cards in the Shared Area belong to their
--    Act and are retired with its decks; other Shared Area cards stay.
--  * Damage carries over (the Rum Phase heals it).
local D = require "core"

D.LAST_ACT = 3

-- The final Chapter of the current Act was revealed.
function D.act_won(g)
  local act = D.get(g, "act")
  g:metric("act" .. act .. ".turns", D.get(g, "turn") or 0)
  if not D.get(g, "campaign") or act >= D.LAST_ACT then
    D.finish(g, true, "final chapter")   -- ends the step
  end
  -- The rest of this step sees the Act as over and stops (D.over);
  -- end_of_act, pushed before anything else, runs next.
  D.set(g, "act_over", true)
  g:tally("act" .. act .. ".won")
  g:push("end_of_act")
end

local function retire_zone(g, z, keep)
  for _, c in ipairs(g:zone_list(z)) do
    if not (keep and keep(c)) then g:deck_retire(c) end
  end
end

local function is_raid_gear(g, c) return g:entity_get(c, "ck") == "raidgear" end

-- "In Campaign mode, players keep all cards under their control in their
-- Personal Area and the Shared Area, as well as any Raid Gear that has not
-- been retired from the deck. Set aside all cards in the Necropolis and the
-- Destiny deck. All cards previously retired by game effects and all
-- remaining decks - including the Loot deck - are retired from the game."
-- Clears the board, the Act's decks and its Shared Area cards; Raid Gear
-- comes home; the players' played cards, hands and discards go back into
-- their decks. (The End of Act, and a retried Act after a defeat.)
function D.clear_act(g)
  local ally = D.zone(g, "ld.allygear")
  -- The Raid Line: allied Raid Gear comes home; the rest is retired.
  for _, c in ipairs(D.line_cards(g)) do
    g:sector_remove(D.grid(g), c)
    for _, key in ipairs{"revealed", "damage", "time", "bleed", "marked", "sector", "fury"} do
      g:entity_set(c, key, nil)
    end
    if is_raid_gear(g, c) then g:zone_insert(ally, c) else g:deck_retire(c) end
  end
  for s = 1, 12 do D.clear_sector(g, s) end
  D.sync_board(g)
  for _, zname in ipairs{"ld.raid", "ld.hidden", "ld.limbo"} do
    for _, c in ipairs(g:zone_list(D.zone(g, zname))) do
      if is_raid_gear(g, c) then g:zone_insert(ally, c) else g:deck_retire(c) end
    end
  end
  for _, zname in ipairs{"ld.missions", "ld.threats", "ld.chapters", "ld.loot", "ld.weakness",
                         "ld.ship.enemy", "ld.ship.dock", "ld.gacha"} do
    retire_zone(g, D.zone(g, zname))
  end
  retire_zone(g, D.zone(g, "ld.shared"), function(c)
    local ck = g:entity_get(c, "ck")
    return ck ~= "mission" and ck ~= "threat" and ck ~= "chapter"
  end)
  -- A Gachadrone is placed again (with new hidden cards) by the next setup.
  for _, c in ipairs(g:zone_list(D.zone(g, "ld.shared"))) do
    if is_raid_gear(g, c) then
      g:entity_set(c, "time", nil)
      g:entity_set(c, "exhausted", nil)
      g:zone_insert(ally, c)
    end
  end
  D.set(g, "chapter_card", nil)
  D.clear_nemesis(g)
  -- The players gather their cards into one deck each; Character tokens
  -- came back with the Sectors; both Identity cards are ready.
  for _, c in ipairs(g:zone_list(D.zone(g, "ld.played"))) do D.discard(g, c) end
  for p = 0, g:players() - 1 do
    for _, zname in ipairs{"hand", "discard"} do
      for _, c in ipairs(g:zone_list(D.zone(g, zname, p))) do g:deck_put(D.deck(g, p), c) end
    end
    D.pset(g, p, "char_ready", true)
    D.pset(g, p, "support_ready", true)
    local sup = D.support(g, p)
    if sup.faces then D.pset(g, p, "support_face", sup.faces[1]) end
  end
  for _, which in ipairs{"mission", "threat"} do g:track_reset(D.get(g, which)) end
end

-- The Nemesis Stage's board is gone: its tokens leave the Nemesis bag and
-- the Character tokens set aside come back for the Pirate Turn.
function D.clear_nemesis(g)
  local bag = D.get(g, "nemesis_bag")
  if not (bag and D.zone(g, "ld.bag.aside")) then return end
  for _, zname in ipairs{"ld.bag", "ld.bag.used", "ld.bag.out"} do
    for _, t in ipairs(g:zone_list(D.zone(g, zname))) do
      if g:entity_get(t, "token") then g:zone_remove(t) end
    end
  end
  for _, t in ipairs(g:zone_list(D.zone(g, "ld.bag.aside"))) do g:bag_put(bag, t) end
  D.set(g, "nemesis_flips", nil)
end

step("end_of_act", function(g)
  D.clear_act(g)
  D.contracts_end_of_act(g)
  -- The Necropolis is set aside for the Market ("Tally. Place all cards
  -- previously set aside from the Necropolis in the Market space").
  D.supply_zones(g)
  for _, c in ipairs(g:zone_list(D.zone(g, "ld.necropolis"))) do g:zone_insert(D.zone(g, "sup.market"), c) end
  D.set(g, "act", D.get(g, "act") + 1)
  D.save_act(g)
  D.supply_setup(g)
  g:push("supply")
end)

return D
