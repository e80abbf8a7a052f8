-- Bosses: setup (health by player count, the Initiative track, a giant's
-- three hexes), always active (move, attack, else the special action),
-- Maneuvers, Unpredictable, giant targeting, flanking and rotation, a
-- reward on every hex at defeat, and the boss scenario's objective.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

local ID = "reef-colossus"

local function boss(g) return H.enemies(g, ID)[1] end

local function cells(g)
  local list = {}
  for i, c in ipairs(g:hex_figure_cells(H.map(g), boss(g))) do list[i] = H.name(g, c) end
  table.sort(list)
  return table.concat(list, ",")
end

-- Axl and Eko on the lair; hands given; the boss's next cards: first is
-- revealed this round, second shows its Maneuver.
local function lair(opts)
  opts = opts or {}
  local g = H.game("lair", opts.heroes or {"axl", "eko"})
  local a, e = H.hero(g, "axl"), H.hero(g, "eko")
  H.put(g, a, opts.axl or "B2")
  H.put(g, e, opts.eko or "B4")
  H.hand(g, a, {"axl/hammer-swing", "axl/brace"})
  H.hand(g, e, {"eko/drift"})
  H.top(g, ID, opts.second or 2)
  H.top(g, ID, opts.first or 4)
  if opts.health then H.set_health(g, boss(g), opts.health) end
  H.set_track(g, {{a}, {}, {e, H.group(g, ID)}})
  if opts.setup then opts.setup(g, a, e) end
  return g, a, e
end

test("setup: health by player count, three hexes, Initiative to the right of the heroes", function()
  -- "BOSS HEALTH: Many bosses have health based on the number of players."
  -- "Place enemy Initiative tokens onto the Initiative level indicated on
  -- their guide card, to the right of any hero token(s)."
  local g = H.game("lair", {"axl", "eko"})
  eq(H.health(g, boss(g)), 16, "16 health with two heroes (designed)")
  eq(cells(g), "H4,I4,I5", "a giant on a 3-hex base")
  local g4 = H.game("lair", {"axl", "eko", "dust", "caiman"})
  eq(H.health(g4, boss(g4)), 40, "40 with four")
  eq(table.concat(H.track(g)[3], ","), "Eko,Reef Colossus", "Eko (level 3) then the boss")
end)

test("heroes attack any hex of a giant; Armor counts", function()
  local g, a = lair{axl = "J5", health = 15}
  H.select(g, {"Hammer Swing", "Drift"})
  H.answer(g, "Place Hammer Swing on the top left space")
  H.answer(g, "Row")
  H.answer(g, "Activate Hammer Swing")
  H.dice(g, {H.HIT, H.HIT, H.HIT})
  H.answer(g, "Use Attack 3")
  while H.kind(g) == "tb.chain" or H.kind(g) == "tb.stunt" or H.kind(g) == "tb.reroll" do
    g:answer(#H.decision(g).options)
    g:run()
  end
  eq(H.health(g, boss(g)), 13, "next to I5 (not the anchor): 3 hits - Armored 1")
end)

test("always active: it moves, and with no attack possible does its special action", function()
  -- "Boss enemies will always move and then attempt to attack. If they are
  -- unable to attack, they will perform the special action listed on the
  -- bottom of their card after they have performed all other actions."
  -- Card 1: Move 2, Attack 4, special: regain 3. Card 4's Maneuver (this
  -- round, +1 movement) shows.
  local g = lair{first = 1, second = 4, health = 10}
  H.select(g, {"Brace", "Drift"})
  H.pass(g)
  H.pass(g)
  eq(H.kind(g), "tb.card", "the next round")
  ok(cells(g) ~= "H4,I4,I5", "it moved")
  eq(H.health(g, boss(g)), 13, "too far to attack: regains 3")
end)

test("a Maneuver when revealed resolves after the Initiative is adjusted", function()
  -- "When a new action card is flipped, the Maneuver effect showing on the
  -- top of the boss deck becomes active ... Maneuvers that happen when
  -- revealed are resolved immediately after the boss' Initiative is
  -- adjusted." Card 1's back: when revealed, regain 2 health.
  local g = lair{first = 4, second = 1, health = 10}
  H.select(g, {"Brace", "Drift"})
  eq(H.health(g, boss(g)), 12)
end)

test("a Maneuver during the round: +1 attack for this round", function()
  -- Card 2's back: this round, +1 attack. Card 6 (Move 2, Attack 3 pierce)
  -- is revealed; Axl stands next to the boss.
  local g, a = lair{first = 6, second = 2, axl = "J5"}
  local before = H.health(g, a)
  H.select(g, {"Brace", "Drift"})
  H.pass(g)
  H.pass(g)
  H.dice(g, {H.BLANK}, "danger")
  while H.kind(g) ~= "tb.card" do g:answer(#H.decision(g).options) g:run() end
  ok(H.health(g, a) < before, "attacked")
end)

test("a Maneuver at the end of the round", function()
  -- Card 6's back: at the end of the round, regain 2 health. Card 4 (range
  -- 3) finds nobody; its special action hits only adjacent heroes.
  local g = lair{first = 4, second = 6, health = 10}
  H.select(g, {"Brace", "Drift"})
  H.pass(g)
  H.pass(g)
  eq(H.kind(g), "tb.card")
  eq(H.health(g, boss(g)), 12)
end)

test("Unpredictable: the deck is reshuffled when one card remains", function()
  -- "Bosses will shuffle their action deck when they have only 1 card
  -- remaining."
  local g = lair{first = 4, second = 2, setup = function(g)
    local grp = H.group(g, ID)
    local draw, discard = g:zone_find("edraw." .. grp), g:zone_find("ediscard." .. grp)
    local cards = g:zone_list(draw)
    for i = 3, #cards do g:zone_insert(discard, cards[i]) end
  end}
  local grp = H.group(g, ID)
  H.select(g, {"Brace", "Drift"})
  eq(g:zone_size(g:zone_find("edraw." .. grp)), 5, "all but the card in play back in the deck")
  local current = g:entity_get(grp, "card")
  eq(g:entity_get(current, "index"), 4, "card 4 is still the one in play")
end)

test("a giant rotates about one of its hexes to reach a hero", function()
  -- "ROTATING: Giant bosses (that occupy 3 hexes) may use 1 rotate action to
  -- rotate around one of the hexes they occupy". Card 2: Move 1, Attack 5
  -- (melee); Axl three hexes west of H4.
  local g, a = lair{first = 2, second = 6, axl = "E4", eko = "B8"}
  local before = H.health(g, a)
  H.select(g, {"Brace", "Drift"})
  H.pass(g)
  H.pass(g)
  H.dice(g, {H.BLANK}, "danger")
  while H.kind(g) ~= "tb.card" do g:answer(#H.decision(g).options) g:run() end
  ok(H.log(g):find("Reef Colossus rotates"), H.log(g))
  ok(H.health(g, a) < before, "and attacks Axl")
end)

test("flanking a giant: opposite sides of one hexagonal section", function()
  -- "Heroes are able to flank a giant boss (3 hex base) if they are on
  -- opposite sides of one hexagonal section of the boss." Three heroes (no
  -- 2-hero rule). Around the section H4, H5 and I3 are opposite; G4 and J4
  -- face each other across the whole base (H4 and I4), not one section.
  local function tides_damage(axl_at, dust_at)
    local g = H.game("lair", {"axl", "eko", "dust"})
    local a, d, e = H.hero(g, "axl"), H.hero(g, "dust"), H.hero(g, "eko")
    H.put(g, a, axl_at)
    H.put(g, d, dust_at)
    H.put(g, e, "B8")
    H.hand(g, a, {"axl/hammer-swing"})
    H.set_health(g, boss(g), 15)
    H.set_track(g, {{a}, {}, {}, {}, {d, e, H.group(g, ID)}})
    H.select(g, {"Hammer Swing", ""})
    H.answer(g, "Place Hammer Swing on the top left space")
    H.answer(g, "Row")
    H.answer(g, "Activate Hammer Swing")
    H.dice(g, {H.TIDE, H.TIDE, H.HIT})
    H.answer(g, "Use Attack 3")
    while H.kind(g) == "tb.chain" or H.kind(g) == "tb.stunt" or H.kind(g) == "tb.reroll" do
      g:answer(#H.decision(g).options)
      g:run()
    end
    return 15 - H.health(g, boss(g))
  end
  eq(tides_damage("H5", "I3"), 2, "flanking: 1 hit + 2 Tides with Advantage - Armored 1")
  eq(tides_damage("G4", "J4"), 0, "across the whole base: 1 hit - Armored 1")
end)

test("defeated: a reward on each of its hexes; the scenario succeeds", function()
  -- "When defeated, bosses drop 1 enemy reward in each hex they occupied."
  local g, a = lair{axl = "J5", health = 1}
  H.select(g, {"Hammer Swing", "Drift"})
  H.answer(g, "Place Hammer Swing on the top left space")
  H.answer(g, "Row")
  H.answer(g, "Activate Hammer Swing")
  H.dice(g, {H.HIT, H.HIT, H.HIT})
  H.answer(g, "Use Attack 3")
  while g:run() == "decision" do g:answer(#H.decision(g).options) end
  local tokens = g:zone_list(g:zone_find("map.tokens"))
  local at = {}
  for _, t in ipairs(tokens) do at[#at + 1] = H.where(g, t) end
  table.sort(at)
  eq(table.concat(at, ","), "H4,I4,I5")
  eq(g:result().reason, "the boss is defeated")
end)

test("a one-hex boss: a Maneuver when revealed, then it moves next to its target and attacks", function()
  local g = H.game("den-of-shells", {"axl", "eko"})
  local w = H.enemies(g, "shell-warden")[1]
  local a, e = H.hero(g, "axl"), H.hero(g, "eko")
  eq(H.health(g, w), 12, "12 health with two heroes (designed)")
  ok(not g:entity_get(w, "giant"))
  H.put(g, a, "E4")
  H.put(g, e, "B8")
  H.hand(g, a, {"axl/brace"})
  H.hand(g, e, {"eko/drift"})
  H.top(g, "shell-warden", 2)
  H.top(g, "shell-warden", 1) -- Move 3, Attack 3; card 2's Maneuver: regains 1 when revealed
  H.set_track(g, {{a}, {}, {e, H.group(g, "shell-warden")}})
  local before = H.health(g, a)
  H.select(g, {"Brace", "Drift"})
  eq(H.health(g, w), 13, "the Maneuver when revealed")
  H.dice(g, {H.BLANK}, "danger")
  H.pass(g)
  H.pass(g)
  while H.kind(g) ~= "tb.card" do g:answer(#H.decision(g).options) g:run() end
  eq(H.where(g, w), "F4", "next to Axl")
  ok(H.health(g, a) < before, "and attacks him")
end)
