-- The Nemesis Stage (Act III Setup, The Nemesis Stage): the Sand-Gri'la's
-- six parts by layout, the Nemesis bag, two Nemesis Phases around one Main
-- Phase, Destiny choosing the part, flipping instead of defeat or recovery,
-- and the final Chapter.
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")

local TOMOE = "oni-terror,odenta-fury,odenta-fury,counterattack,follow-the-trail,stalk-the-prey"

-- An Act III game past its Supply Stage (every Pirate Turn passed).
local function act3(opts)
  opts = opts or {}
  local g = H.scenario("act3", {crew = opts.crew or {"tomoe"}, skip = true, options = opts.options})
  for _ = 1, 60 do
    local d = H.decision(g)
    if d.kind ~= "supply" and d.kind ~= "rum" and d.kind ~= "upgrade" then break end
    if d.kind == "supply" then H.answer(g, "Pass")
    elseif d.kind == "rum" then H.answer(g, "End the Rum Phase")
    else g:answer(#d.options) end
  end
  return g
end

local function part_at(g, s) return g:sector_card(H.get(g, "grid"), s) end

-- "Choose the Nemesis board side indicated on its Setup card (A or B)";
-- "In the horizontal layout (A), top cards are at Long Range, middle cards
-- at Medium Range, and bottom cards at Short Range. In the vertical layout
-- (B), top cards are at Long Range and bottom cards at Medium Range."
test("Act III: the six parts by layout A or B, on their A side, Immovable", function()
  local g = act3{options = {stack0 = TOMOE}}
  eq(H.get(g, "stage"), "nemesis")
  local grid = H.get(g, "grid")
  local ranges = {}
  for i, s in ipairs{2, 3, 6, 7, 10, 11} do
    local c = part_at(g, s)
    ok(c, "a part in sector " .. s)
    eq(g:entity_get(c, "ck"), "nemesis")
    ok(g:entity_get(c, "def"):find("%-a$"), "A side")
    ok(g:entity_has_tag(c, "immovable"), "Immovable")
    ranges[i] = g:sector_range(grid, s)
  end
  eq(table.concat(ranges, " "), "3 3 2 2 1 1", "Long, Medium, Short")
  local b = act3{options = {layout = "B"}}
  local rb = {}
  for i, s in ipairs{1, 2, 3, 5, 6, 7} do
    ok(part_at(b, s), "layout B: a part in sector " .. s)
    rb[i] = b:sector_range(H.get(b, "grid"), s)
  end
  eq(table.concat(rb, " "), "3 3 3 2 2 2", "Long, then Medium")
end)

-- "Prepare the Nemesis bag following the instructions on the Setup card";
-- "IMPORTANT: Each Nemesis has a unique Setup and may not use decks such as
-- Mission, Threat, or Loot."
test("Act III: the Nemesis bag holds the Setup card's tokens; no Mission, Threat or Loot deck", function()
  local g = act3{options = {stack0 = TOMOE}}
  local bag = H.get(g, "nemesis_bag")
  local tokens = g:bag_size(bag) + H.count(g, "ld.bag.used")
  eq(tokens, 9, "3 Fury, 2 Spawn, 2 Mend, 2 Calm (less any revealed)")
  eq(H.count(g, "ld.bag.aside"), 1, "the Character token of the Pirate Turn is set aside")
  eq(H.count(g, "ld.missions") + H.count(g, "ld.threats") + H.count(g, "ld.loot"), 0)
  eq(g:entity_get(H.get(g, "chapter_card"), "def"), "the-sand-grila-rises")
end)

-- The Act III default Resources: "the Act III setup page gives Normal and
-- Hard XP as 260 and 180, while this Quick Reference gives 300 and 200".
test("Act III default Resources: the setup page's table, the Quick Reference's as a variant", function()
  local g = H.scenario("act3")
  eq(H.pget(g, 0, "xp"), 260)
  eq(H.pget(g, 0, "credit"), 16)
  eq(H.pget(H.scenario("act3", {options = {difficulty = "hard"}}), 0, "xp"), 180)
  eq(H.pget(H.scenario("act3", {options = {resources = "quickref"}}), 0, "xp"), 300)
  eq(H.pget(H.scenario("act3", {options = {resources = "quickref", difficulty = "hard"}}), 0, "xp"), 200)
end)

-- "During the Nemesis Phase, one of the six parts that form the Nemesis is
-- activated. First, reveal a Destiny card; its number determines which part
-- is activated": its tokens, «Activate», Raid Attack, Time counter.
-- "Players have a single Main Phase, played between the two Nemesis Phases."
test("Nemesis Phases around one Main Phase: Destiny 6 activates the Maw (a Weakness, then its Raid Attack)", function()
  local g = act3{options = {stack0 = TOMOE}}
  H.until_main(g, "Main Phase")
  eq(H.prompt(g), "Tomoe Masako: Main Phase", "the single Main Phase")
  eq(H.count(g, "ld.destiny.discard"), 1, "the First Nemesis Phase revealed one Destiny card")
  local destiny = H.get(g, "destiny_deck")
  local six = g:deck_find(destiny, "def", "destiny-6")
  ok(six, "Destiny 6 is still in the deck (seed 1)")
  g:deck_put(destiny, six, 1)
  local damage = H.pget(g, 0, "damage")
  local weak = H.count(g, "discard", 0, "despair") + H.count(g, "discard", 0, "dread-of-the-deep")
  H.answer(g, "End the Main Phase")
  eq(H.count(g, "discard", 0, "despair") + H.count(g, "discard", 0, "dread-of-the-deep"), weak + 1,
     "the Maw's «Activate»: a Weakness")
  local prompt = H.prompt(g)
  eq(prompt, "«Maw (A)» attacks you for 2", "then its Raid Attack")
  H.answer(g, "No Block")
  eq(H.pget(g, 0, "damage"), damage + 2, "Raid Attack 2, at any Range")
  -- Then (the scenario's rule) the revealed Raid cards of the visible
  -- Imminent Zone: the Sand Wraith a Spawn brought in Sector 1.
  eq(H.prompt(g), "«Sand Wraith» attacks you for 2")
  H.answer(g, "No Block")
  eq(select(2, H.prompt(g)), "discard", "then the Discard and Draw Phase")
end)

-- "when a Nemesis card is defeated or would be recovered by any effect, it
-- is flipped instead."
test("a part defeated on its A side flips to B in place; on B it goes to the Necropolis", function()
  local g = act3{options = {stack0 = TOMOE}}
  H.until_main(g, "Main Phase")
  local tail = part_at(g, 10)
  eq(g:entity_get(tail, "def"), "tail-a")
  g:entity_set(tail, "damage", 4)
  H.answer(g, "Attack Sector 3 «Tail (A)» with Odenta Fury (3, Short)")
  H.answer(g, "Resolve (value 3)")
  H.answer(g, "Keep it")
  eq(g:entity_get(tail, "def"), "tail-b", "flipped")
  eq(part_at(g, 10), tail, "still in its Sector")
  eq(g:entity_get(tail, "damage"), nil, "its Damage removed")
  eq(H.get(g, "nemesis_flips"), 1)
  g:entity_set(tail, "damage", 5)
  H.answer(g, "Attack Sector 3 «Tail (B)» with Odenta Fury (3, Short)")
  H.answer(g, "Resolve (value 3)")
  eq(part_at(g, 10), nil, "side B defeated: off the board")
  eq(g:zone_of(tail), H.zone(g, "ld.necropolis"))
end)

-- The Act's end (designed Chapters): three flips reveal Chapter 2; the
-- Heart defeated on its B side reveals the final Chapter, which wins.
test("three flips reveal Chapter 2; the Heart's B side defeated wins the game", function()
  local g = act3{options = {stack0 = TOMOE}}
  H.until_main(g, "Main Phase")
  g:entity_set(H.game_entity(g), "nemesis_flips", 2)
  -- (Set before the decisions that list the Heart are made.)
  local heart = part_at(g, 7)
  g:entity_set(heart, "def", "heart-b")
  g:entity_set(heart, "damage", 6)
  local tail = part_at(g, 10)
  g:entity_set(tail, "damage", 4)
  H.answer(g, "Attack Sector 3 «Tail (A)» with Odenta Fury (3, Short)")
  H.answer(g, "Resolve (value 3)")
  H.answer(g, "Keep it")
  eq(H.get(g, "chapter"), 2, "the third flip reveals Chapter 2")
  H.answer(g, "Attack Sector 5 «Heart of the Sand-Gri'la (B)» with Oni Terror (2, Medium)")
  eq(H.answer(g, "Resolve (value 2)"), "done")
  eq(g:result().reason, "final chapter")
  eq(#g:result().winners, 1)
  eq(H.get(g, "chapter"), 3)
end)

-- "Whenever a token must be revealed and the bag is empty ... players
-- recover all tokens and refill the bag"; "they first apply their effects,
-- and then place them in the indicated space" (Fury: on the part, +2 to its
-- next Raid Attack - designed Setup card).
test("the Crown reveals a token from a refilled bag: a Fury token waits on it for its next Attack", function()
  local g = act3{options = {stack0 = TOMOE}}
  H.until_main(g, "Main Phase")
  local bag = H.get(g, "nemesis_bag")
  local used, aside = H.zone(g, "ld.bag.used"), H.zone(g, "ld.bag.aside")
  for _, zone in ipairs{g:zone_find("ld.bag"), used} do
    for _, t in ipairs(g:zone_list(zone)) do
      g:zone_insert(g:entity_get(t, "token") == "fury" and used or aside, t)
    end
  end
  eq(g:bag_size(bag), 0, "the bag is empty")
  local destiny = H.get(g, "destiny_deck")
  local one = g:deck_find(destiny, "def", "destiny-1")
  ok(one, "Destiny 1 is still in the deck (seed 1)")
  g:deck_put(destiny, one, 1)
  local crown = part_at(g, 2)
  H.answer(g, "End the Main Phase")
  eq(H.prompt(g), "«Crown of the Sand-Gri'la (A)» attacks you for 2", "no Fury yet on this Attack")
  eq(g:bag_size(bag), 2, "refilled with the 3 Fury tokens, one drawn")
  eq(g:entity_get(crown, "nem.fury"), 1, "the Fury token lies on the Crown")
  -- The Crown's next activation: the Fury token adds 2.
  H.answer(g, "No Block")
  g:deck_put(destiny, one, 1)
  for _ = 1, 30 do
    local prompt = H.prompt(g)
    if prompt:find("Crown") then break end
    local d = H.decision(g)
    g:answer(d.min == 0 and {} or #d.options)
  end
  eq(H.prompt(g), "«Crown of the Sand-Gri'la (A)» attacks you for 4", "2 + 2 for the Fury token")
end)
