-- The Supply Stage (Act II Setup, The Supply Stage): default Resources,
-- the six Phases, the Supply Lines and their Cost tokens, Restock Requests,
-- the Pirate Turn and Market prices.
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")

-- Passes every Pirate Turn and phase decision until a decision of kind.
local function until_kind(g, kind)
  for _ = 1, 50 do
    local d = H.decision(g)
    if d.kind == kind then return d end
    if d.kind == "supply" then H.answer(g, "Pass")
    elseif d.kind == "upgrade" then g:answer(#d.options)
    elseif d.kind == "rum" then H.answer(g, "End the Rum Phase")
    else g:answer(#d.options) end
  end
  error("no decision of kind " .. kind)
end

-- "C. Default Resources. Starting values for a standalone game, by
-- difficulty" (Normal: 200 XP, 12 Credits, 8 Belitium, 8 Titanure).
test("Act II standalone: default Resources by difficulty, then the Supply Stage", function()
  local g = H.scenario("act2")
  eq(H.pget(g, 0, "xp"), 200)
  eq(H.pget(g, 0, "credit"), 12)
  eq(H.pget(g, 0, "belitium"), 8)
  eq(H.pget(g, 0, "titanure"), 8)
  eq(H.prompt(g), "Sie Morrilyn: Edko Phase", "the Market Phase asks nothing; Edko's Pirate Turn")
  local hard = H.scenario("act2", {options = {difficulty = "hard"}})
  eq(H.pget(hard, 0, "xp"), 100)
  eq(H.pget(hard, 0, "credit"), 8)
  eq(H.pget(hard, 0, "titanure"), 4)
end)

-- "Reveal the top four cards and place them face up in that Supply Line";
-- "Each card's cost is determined by the XP value ... and the Cost token
-- beneath it"; "the newly revealed card is placed in the closest Sector,
-- triggering a chain Advance effect ... (causing older cards to become
-- cheaper over time)".
test("Edko: a Codex card costs its XP plus its Cost token; the line moves on", function()
  local g = H.scenario("act2")
  local cards, cost = H.line(g, "edko")
  eq(#cards, 4, "four revealed")
  eq(table.concat(cost, " "), "3 2 1 0", "Cost tokens at Normal")
  local third = cards[3]
  -- The option names the card; find the third space's by its price.
  local pick
  for i, o in ipairs(H.options(g)) do
    if o:find("for 20 XP %+ 1 Credit$") then pick = i end
  end
  ok(pick, "the card over the 1-Credit token is on sale")
  g:answer(pick)
  g:run()
  eq(H.pget(g, 0, "xp"), 180, "20 XP")
  eq(H.pget(g, 0, "credit"), 11, "1 Credit")
  eq(g:zone_of(third), H.zone(g, "deck", 0), "into the buyer's deck")
  local after = H.line(g, "edko")
  eq(after[2], cards[1], "the older cards moved one space on")
  eq(after[3], cards[2])
  eq(after[4], cards[4], "the card beyond the bought one stays")
  ok(after[1] ~= 0 and after[1] ~= third, "a new card in the closest space")
end)

-- "the active player may spend Credits to make a Restock Request. This
-- recovers all revealed cards from that Supply Line and reveals new cards
-- from the deck. Before revealing them, place the top card face down in the
-- Sector closest to the deck, discarding its Cost token. Each Request adds
-- one additional face-down card".
test("a Restock Request recovers the line and covers one more space", function()
  local g = H.scenario("act2")
  local before = H.line(g, "edko")
  H.answer(g, "Restock Request on Edko's line for 2 Credits")
  eq(H.pget(g, 0, "credit"), 10)
  local after = H.line(g, "edko")
  eq(g:zone_of(after[1]), H.zone(g, "sup.blocked"), "the closest space holds a face-down card")
  for i = 2, 4 do
    ok(after[i] ~= 0, "space " .. i .. " refilled")
    eq(g:zone_of(after[i]), H.zone(g, "sup.line"))
  end
  for _, c in ipairs(before) do ok(g:zone_of(c) ~= H.zone(g, "sup.line") or c == after[2] or c == after[3]
    or c == after[4], "an old card was recovered") end
  eq(H.prompt(g), "Sie Morrilyn: Edko Phase", "still the same turn")
  ok(H.has(g, "Restock Request on Edko's line for 3 Credits"), "the next Request costs more")
  local n = 0
  for _, o in ipairs(H.options(g)) do if o:find("^Acquire") then n = n + 1 end end
  ok(n <= 3, "at most three cards on sale now")
end)

-- Market prices: "Sell 1 Belitium / 1 Titanure: 2 Credits. Buy: 3 Credits."
test("Market: sell a Resource for 2 Credits, buy one for 3", function()
  local g = H.scenario("act2")
  H.answer(g, "Sell 1 Belitium for 2 Credits")
  eq(H.pget(g, 0, "belitium"), 7)
  eq(H.pget(g, 0, "credit"), 14)
  H.answer(g, "Buy 1 Titanure for 3 Credits")
  eq(H.pget(g, 0, "titanure"), 9)
  eq(H.pget(g, 0, "credit"), 11)
  eq(H.prompt(g), "Sie Morrilyn: Edko Phase", "trading does not end the turn")
end)

-- Pirate Turn: "When a player's token is revealed, that player chooses to
-- take their turn or pass; if they pass, remove their token ... Each of
-- these three Phases ends when all tokens have been removed."
test("Pirate Turn: a turn buys one card; passing removes the token; the Phase ends when all passed", function()
  local g = H.scenario("act2", {crew = {"morrilyn", "tomoe"}})
  local d = H.decision(g)
  local first = d.players and d.players[1] or d.player
  local pick
  for i, o in ipairs(d.options) do
    if o:find("^Acquire") and not pick then pick = i end
  end
  g:answer(pick)
  g:run()
  -- The other player's token comes next in this round.
  local d2 = H.decision(g)
  local second = d2.players and d2.players[1] or d2.player
  ok(second ~= first, "each token once per round")
  H.answer(g, "Pass")
  -- A new round: only the first player's token is left.
  local d3 = H.decision(g)
  eq(d3.players and d3.players[1] or d3.player, first, "the removed token does not come back")
  H.answer(g, "Pass")
  eq(select(2, H.prompt(g)), "upgrade", "all tokens removed: the Allied Gear Phase")
end)

-- "Players may upgrade the shared Allied Gear by each paying the XP
-- difference between its Basic and upgraded versions."
test("Allied Gear: an upgrade costs each player the XP difference", function()
  local g = H.scenario("act2", {crew = {"morrilyn", "tomoe"}})
  until_kind(g, "upgrade")
  H.answer(g, "Upgrade Harpoon Drone to Harpoon Drone+ (10 XP from each player)")
  eq(H.pget(g, 0, "xp"), 190)
  eq(H.pget(g, 1, "xp"), 190)
  local found = false
  for _, c in ipairs(g:zone_list(H.zone(g, "ld.allygear"))) do
    if g:entity_get(c, "def") == "harpoon-drone-plus" then found = true end
  end
  ok(found, "the Drone is upgraded")
end)

-- Unna: "players take turns acquiring advanced Support cards by spending
-- Titanure and XP"; one deck per Support in play.
test("Unna: each player buys from their own Support's deck, for Titanure and XP", function()
  local g = H.scenario("act2", {crew = {"morrilyn"}})
  local d
  while H.prompt(g) ~= "Sie Morrilyn: Unna Phase" do
    d = H.decision(g)
    if d.kind == "supply" then H.answer(g, "Pass") else g:answer(#d.options) end
  end
  local cards = H.line(g, "unna.0")
  eq(#cards, 1, "one card shown per Support deck")
  local c = cards[1]
  local pick, n = nil, 0
  for i, o in ipairs(H.options(g)) do
    if o:find("^Acquire") then pick, n = i, n + 1 end
  end
  eq(n, 1, "only the card of her own Support's deck is on sale")
  local label = H.options(g)[pick]
  local xp, ti = label:match("for (%d+) XP %+ (%d+) Titanure$")
  ok(xp and ti, "priced in XP and Titanure: " .. label)
  g:answer(pick)
  g:run()
  eq(H.pget(g, 0, "xp"), 200 - tonumber(xp))
  eq(H.pget(g, 0, "titanure"), 8 - tonumber(ti))
  eq(g:zone_of(c), H.zone(g, "deck", 0))
end)

-- Rum: "You may also remove all Damage from cards in the Personal Area or
-- Shared Area at no cost. However, when playing on Hard difficulty, you must
-- pay a cost ... Heal 10 costs 10 XP. Fully healing ... costs 20 XP."
-- "The cost to purge a Weakness ... is its XP value."
test("Rum: free healing at Normal; on Hard healing costs XP; purging a Weakness costs its XP", function()
  local g = H.scenario("act2")
  g:entity_set(H.player(g, 0), "damage", 4)
  until_kind(g, "rum")
  eq(H.pget(g, 0, "damage"), 0, "Normal: healed at no cost")
  g = H.scenario("act2", {options = {difficulty = "hard"}})
  g:entity_set(H.player(g, 0), "damage", 4)
  local weak = g:entity_new("ld.card")
  g:entity_set(weak, "def", "despair")
  g:entity_set(weak, "ck", "weakness")
  g:entity_set(weak, "owner", 0)
  g:zone_insert(H.zone(g, "deck", 0), weak)
  until_kind(g, "rum")
  eq(H.pget(g, 0, "damage"), 4, "Hard: the Damage stays until paid for")
  H.answer(g, "Heal 10 (10 XP)")
  eq(H.pget(g, 0, "damage"), 0)
  eq(H.pget(g, 0, "xp"), 90)
  H.answer(g, "Purge «Despair» (10 XP)")
  eq(H.pget(g, 0, "xp"), 80)
  eq(g:zone_of(weak), g:deck_retired_zone())
end)

-- Rapsoda: "acquiring new Loot cards by spending Credits and Belitium ...
-- the newly revealed card replaces the empty space left by the acquired
-- card."
test("Rapsoda: Loot for Credits and Belitium; the empty space is refilled", function()
  local g = H.scenario("act2")
  for _ = 1, 50 do
    if H.prompt(g) == "Sie Morrilyn: Rapsoda Phase" then break end
    local d = H.decision(g)
    if d.kind == "supply" then H.answer(g, "Pass")
    elseif d.kind == "rum" then H.answer(g, "End the Rum Phase")
    else g:answer(#d.options) end
  end
  local cards, cost = H.line(g, "rapsoda.1")
  eq(#cards, 4)
  eq(table.concat(cost, " "), "2 1 1 0")
  local c = cards[4]
  local pick
  for i, o in ipairs(H.options(g)) do
    if o:find("%(line 1%)$") and o:find("«") and not o:find("Belitium") then pick = i end
  end
  ok(pick, "the card over the 0 token costs only Credits")
  local credits = tonumber(H.options(g)[pick]:match("for (%d+) Credit"))
  g:answer(pick)
  g:run()
  eq(H.pget(g, 0, "credit"), 12 - credits)
  eq(H.pget(g, 0, "belitium"), 8, "no Belitium over the 0 token")
  ok(g:zone_of(c) == H.zone(g, "gear", 0) or g:zone_of(c) == H.zone(g, "inv", 0), "equipped or carried")
  local after = H.line(g, "rapsoda.1")
  ok(after[4] ~= 0 and after[4] ~= c, "a new card in the same space")
  eq(after[1], cards[1], "the others stay")
end)

-- "Raid Stage. Repeat steps 1-8 to set up the Act II Raid Stage ... take
-- all Act II cards"; the Raid deck "combines cards from the current Act
-- with modular cards".
test("after the Supply Stage, the Act II Raid Stage: Act II cards and modular ones", function()
  local g = H.scenario("act2")
  until_kind(g, "main")
  eq(H.get(g, "act"), 2)
  eq(H.get(g, "stage"), "raid")
  local ch = H.get(g, "chapter_card")
  eq(g:entity_get(ch, "def"), "the-drowned-court", "Act II's Chapter 1")
  local seen = {}
  for _, zname in ipairs{"ld.raid", "ld.hidden"} do
    for _, c in ipairs(g:zone_list(H.zone(g, zname))) do seen[g:entity_get(c, "def")] = true end
  end
  for s = 1, 12 do
    local c = g:sector_card(H.get(g, "grid"), s)
    if c then seen[g:entity_get(c, "def")] = true end
  end
  ok(seen["ash-reaver"], "an Act II card")
  ok(seen["reef-marauder"], "a modular card")
  ok(not seen["temple-of-ashes"] and not seen["ash-corsair"], "no Act I-only card")
  eq(H.count(g, "hand", 0), 6, "a hand drawn from the improved deck")
end)

-- "Space Scrap" shows the Restock symbol: "you may retire this card from
-- your Personal Area or from the Supply Line to make a free Restock
-- Request, without applying the usual limitation."
test("Space Scrap: retired for a free Restock Request that covers no space", function()
  local g = H.scenario("act2")
  local scrap
  for _, zname in ipairs{"sup.loot.2.1", "sup.loot.2.2", "sup.line"} do
    for _, c in ipairs(g:zone_list(H.zone(g, zname))) do
      if g:entity_get(c, "def") == "space-scrap" then scrap = c end
    end
  end
  ok(scrap, "a Space Scrap among Rapsoda's Loot")
  g:zone_insert(H.zone(g, "inv", 0), scrap)
  -- (The pending decision was made before: pass to the next turn's.)
  H.answer(g, "Sell 1 Belitium for 2 Credits")
  local before = H.line(g, "edko")
  H.answer(g, "Retire Space Scrap (carried): free Restock Request on Edko's line")
  eq(g:zone_of(scrap), g:deck_retired_zone())
  eq(H.pget(g, 0, "credit"), 14, "free")
  local after = H.line(g, "edko")
  for i = 1, 4 do
    ok(after[i] ~= 0 and g:zone_of(after[i]) == H.zone(g, "sup.line"), "space " .. i .. " open and refilled")
    ok(after[i] ~= before[i], "space " .. i .. " shows a new card")
  end
  ok(H.has(g, "Restock Request on Edko's line for 2 Credits"), "the price did not rise")
end)

-- "a player may ... trade freely with other players. Damage and Experience
-- cannot be transferred."
test("Market: Resources may be given to another player; XP may not", function()
  local g = H.scenario("act2", {crew = {"morrilyn", "tomoe"}})
  local d = H.decision(g)
  local me = d.players and d.players[1] or d.player
  local other = 1 - me
  local to = other == 0 and "Sie Morrilyn" or "Tomoe Masako"
  H.answer(g, "Give 1 Titanure to " .. to)
  eq(H.pget(g, me, "titanure"), 7)
  eq(H.pget(g, other, "titanure"), 9)
  for _, o in ipairs(H.options(g)) do ok(not o:find("XP to") and not o:find("Damage to"), o) end
end)

-- A Loot card owned by player p, put into their zone zname (gear or inv).
local function give_loot(g, p, zname, id)
  local c = g:entity_new("ld.card")
  g:entity_set(c, "def", id)
  g:entity_set(c, "ck", "loot")
  g:entity_set(c, "owner", p)
  g:zone_insert(H.zone(g, zname, p), c)
  return c
end

-- "a player may sell Loot or exchange Resources with the supply at the
-- listed Market price" (designed price: half its Credit value, down).
test("Market: Loot sells for half its Credit value and leaves the game", function()
  local g = H.scenario("act2")
  local glass = give_loot(g, 0, "inv", "spyglass")
  local coat = give_loot(g, 0, "gear", "reinforced-coat")
  H.answer(g, "Sell 1 Belitium for 2 Credits") -- the next decision sees the Loot
  local credits = H.pget(g, 0, "credit")
  H.answer(g, "Sell «Spyglass» for 2 Credits")
  eq(H.pget(g, 0, "credit"), credits + 2, "Spyglass: 4 Credits, sold for 2")
  eq(g:zone_of(glass), g:deck_retired_zone())
  H.answer(g, "Sell «Reinforced Coat» for 2 Credits")
  eq(g:zone_of(coat), g:deck_retired_zone(), "equipped Gear sells too")
  eq(H.prompt(g), "Sie Morrilyn: Edko Phase", "selling does not end the turn")
end)

-- Rum: "remove all Damage from cards in the Personal Area ... at no cost.
-- However, when playing on Hard difficulty ... Fully repairing a piece of
-- Gear costs half its Credit value."
test("Rum: Gear repaired for free at Normal, for half its Credit value on Hard", function()
  local g = H.scenario("act2")
  local coat = give_loot(g, 0, "gear", "reinforced-coat")
  g:entity_set(coat, "damage", 2)
  until_kind(g, "rum")
  eq(g:entity_get(coat, "damage"), nil, "Normal: repaired at no cost")
  g = H.scenario("act2", {options = {difficulty = "hard"}})
  coat = give_loot(g, 0, "gear", "reinforced-coat")
  g:entity_set(coat, "damage", 2)
  until_kind(g, "rum")
  eq(g:entity_get(coat, "damage"), 2, "Hard: the Damage stays until paid for")
  local credits = H.pget(g, 0, "credit")
  H.answer(g, "Repair «Reinforced Coat» (2 Credits)")
  eq(g:entity_get(coat, "damage"), nil)
  eq(H.pget(g, 0, "credit"), credits - 2)
  ok(not H.has(g, "Repair «Reinforced Coat»"), "repaired once")
end)

-- Regression (playtest act2, 3 games in 1000): two Rations in the
-- Inventory gave two options with the same label, which the runtime refuses.
test("two copies of a Loot card: one Sell option", function()
  local g = H.scenario("act2")
  give_loot(g, 0, "inv", "ration")
  give_loot(g, 0, "inv", "ration")
  H.answer(g, "Sell 1 Belitium for 2 Credits")
  local n = 0
  for _, o in ipairs(H.options(g)) do
    if o:find("^Sell «Ration»") then n = n + 1 end
  end
  eq(n, 1)
  H.answer(g, "Sell «Ration»")
  eq(H.count(g, "inv", 0, "ration"), 1, "one sold, one kept")
end)
