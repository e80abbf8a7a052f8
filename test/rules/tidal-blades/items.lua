-- Items: carrying them (three at most, one of each), placing one on the card
-- just played, the bonus given to the card or space under it, the Axl
-- example, and discarding them under a Wound or when knocked out.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

-- The item named id that h carries.
local function item(g, h, id)
  local it = g:entity_next(0, "tb.item")
  while it do
    if g:entity_get(it, "name") == id and g:entity_get(it, "owner") == h then return it end
    it = g:entity_next(it, "tb.item")
  end
  error("no item " .. id, 2)
end

-- Puts h's item id on grid space slot (as if placed on an earlier turn).
local function put_item(g, h, slot, id)
  local it = item(g, h, id)
  g:entity_set(it, "slot", slot)
  g:entity_set(h, "item." .. slot, it)
  return it
end

local function in_market(g, it)
  for _, o in ipairs(g:zone_list(g:zone_find("market"))) do if o == it then return true end end
  return false
end

-- Axl alone, carrying items, one Coralbug at bug (far by default), going
-- first; hand as given.
local function axl(items, hand, opts)
  opts = opts or {}
  local g = H.game("arena", {"axl"}, {options = {items = items}})
  H.keep(g, {coralbug = {1}})
  local a = H.hero(g, "axl")
  H.put(g, H.enemies(g, "coralbug")[1], opts.bug or "I8")
  H.put(g, a, "B2")
  H.hand(g, a, hand)
  H.top(g, "coralbug", 6) -- Initiative -1: Axl goes first
  if opts.setup then opts.setup(g, a) end
  return g, a
end

local function options_of(g)
  return table.concat(H.decision(g).options, " | ")
end

test("the Axl example: Hookberry Juice on the centre, Guravi Nectar on Fight or Flight", function()
  -- "Axl has two items in play: Hookberry Juice (Move 1) on his center space,
  -- and Guravi Nectar (Range 3) on his Fight or Flight card. When he
  -- activates his center space, he will get to perform a Move 1 action in
  -- addition to the rewards of the space (gain Spirit and Focus). ... When
  -- he activates his Fight or Flight card, he will choose which action to
  -- perform. If he chooses the Attack action, the Guravi Nectar will change
  -- it to a Range 3 attack. ... Since the Guravi Nectar has a Cannot be
  -- chained restriction, the Attack action can only be performed as a
  -- single uncombinable attack."
  local g, a = axl("hookberry_juice+guravi_nectar", {"axl/hammer-swing"}, {bug = "F2", setup = function(g, a)
    H.grid(g, a, 5, nil) -- the Power card was cleared earlier
    H.grid(g, a, 4, "axl/fight-or-flight")
    put_item(g, a, 5, "hookberry_juice")
    put_item(g, a, 4, "guravi_nectar")
  end})
  H.select(g, {"Hammer Swing"})
  eq(H.kind(g), "tb.place", "no item left to place: no item question")
  H.answer(g, "Place Hammer Swing on the right space")
  H.answer(g, "Row")
  H.answer(g, "Activate the centre space")
  local opts = options_of(g)
  ok(opts:find("Use Spirit 1", 1, true) and opts:find("Use Focus 1", 1, true), opts)
  H.answer(g, "Use Move 1")
  H.answer(g, "Move to C2")
  if H.has(g, "End the move") then H.answer(g, "End the move") end -- step-wise moves
  eq(H.where(g, a), "C2", "the Hookberry Juice's Move 1")
  ok(H.has(g, "Use Spirit 1"), "the space's own actions remain")
  H.answer(g, "Done with")
  -- Hammer Swing's chained attack finds no partner: Fight or Flight lost
  -- Chain, and it is too far for a melee attack anyway; so look at Fight or
  -- Flight's options first.
  H.answer(g, "Activate Fight or Flight")
  opts = options_of(g)
  ok(opts:find("Use Attack 3 (range 3) (or Move 3)", 1, true), opts)
  ok(not opts:find("chain"), "no Chain left: " .. opts)
  H.dice(g, {H.HIT, H.HIT, H.FOCUS1})
  local bug = H.enemies(g, "coralbug")[1]
  H.set_health(g, bug, 9)
  H.answer(g, "Use Attack 3 (range 3)")
  H.answer(g, "No more boosts")
  eq(H.health(g, bug), 7, "a range 3 attack from C2 on F2 (3 hexes away), 2 hits")
end)

test("an item that takes Chain away keeps its card out of a chain", function()
  local function chain_offered(with_item)
    local g, a = axl(with_item and "guravi_nectar" or "biorb", {"axl/hammer-swing"}, {bug = "C2", setup = function(g, a)
      H.grid(g, a, 4, "axl/fight-or-flight")
      if with_item then put_item(g, a, 4, "guravi_nectar") end
    end})
    H.select(g, {"Hammer Swing"})
    if H.kind(g) == "tb.place" then H.answer(g, "Place Hammer Swing on the right space") end
    if H.kind(g) == "tb.item" then H.answer(g, "No item") end
    H.answer(g, "Row")
    H.answer(g, "Activate Hammer Swing")
    H.answer(g, "Use Attack 3 (chain)")
    return H.kind(g) == "tb.chain" and H.has(g, "Chain with Fight or Flight")
  end
  ok(chain_offered(false), "without the item, Fight or Flight chains")
  ok(not chain_offered(true), "with Guravi Nectar it cannot be chained")
end)

test("a card played into an item's space goes beneath it and gains its bonus", function()
  -- "When he plays a new card to that space, it will go beneath the
  -- Hookberry Juice, and gain the Move 1 action." With a Move action of its
  -- own, the Juice adds 1 to it ("Move 1 or add 1 to a Move action").
  local g, a = axl("hookberry_juice", {"axl/brace"}, {setup = function(g, a)
    H.grid(g, a, 5, nil)
    put_item(g, a, 5, "hookberry_juice")
  end})
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the centre space")
  eq(H.kind(g), "tb.line", "the space has an item already: no item question")
  H.answer(g, "Row")
  H.answer(g, "Activate Brace")
  ok(H.has(g, "Use Move 1"), "Brace gains Move 1")
  ok(H.has(g, "Use Shield 2"), "and keeps its own actions")

  g, a = axl("hookberry_juice", {"axl/quick-step"}, {setup = function(g, a)
    H.grid(g, a, 5, nil)
    put_item(g, a, 5, "hookberry_juice")
  end})
  H.select(g, {"Quick Step"})
  H.answer(g, "Place Quick Step on the centre space")
  H.answer(g, "Row")
  H.answer(g, "Activate Quick Step")
  ok(H.has(g, "Use Move 4"), "Quick Step's Move 3 becomes Move 4: " .. options_of(g))
  ok(not H.has(g, "Use Move 1"), "not as well as a separate Move 1")
end)

test("placing an item: one of the available ones on the card just played, one per space", function()
  -- "When placing an action card onto a grid space, you may choose to place
  -- one of your available items onto that card if the grid space does not
  -- already have an item." "Once an item is added to a grid space, it will
  -- remain on that space until the end of the scenario."
  local g, a = axl("biorb+kufi_seeds", {"axl/brace"})
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top left space")
  eq(H.kind(g), "tb.item")
  local d = H.decision(g)
  eq(#d.options, 3, "two items or none")
  ok(d.options[1]:find("^Place Biorb"), d.options[1])
  H.answer(g, "Place Kufi Seeds")
  local kufi = item(g, a, "kufi_seeds")
  eq(g:entity_get(kufi, "slot"), 1)
  eq(g:entity_get(a, "item.1"), kufi)
  H.answer(g, "Row")
  H.answer(g, "Activate Brace")
  local before = g:entity_get(a, "sh.q")
  H.answer(g, "Use Reservoir 2")
  eq(g:entity_get(a, "sh.q"), before + 2, "the Kufi Seeds' Reservoir 1 adds to Brace's Reservoir 1")
end)

test("at most three items, and only one of each", function()
  -- "Each hero may carry a maximum of 3 items." "A hero may only have one of
  -- each item, and cannot gain a second copy of an item they already have."
  local okay, err = pcall(H.game, "arena", {"axl"}, {options = {items = "biorb+kufi_seeds+meron_fruit+cozin_powder"}})
  ok(not okay and tostring(err):find("at most 3 items"), tostring(err))
  okay, err = pcall(H.game, "arena", {"axl"}, {options = {items = "biorb+biorb"}})
  ok(not okay and tostring(err):find("one of each"), tostring(err))
  okay, err = pcall(H.game, "arena", {"axl", "eko"}, {options = {items = "biorb/biorb"}})
  ok(not okay and tostring(err):find("another hero has it"), "one token of each item: " .. tostring(err))
  local g = H.game("arena", {"axl", "eko"}, {options = {items = "biorb+kufi_seeds+meron_fruit/looper"}})
  ok(item(g, H.hero(g, "axl"), "meron_fruit"), "three items")
  ok(item(g, H.hero(g, "eko"), "looper"), "a list may name a stored item")
end)

test("Looper and Teleporter stay out of the Desert Market bag; items=market deals two each", function()
  -- "Place all the item tokens in the Desert Market bag, except for the
  -- Looper and Teleporter."
  local g = H.game("arena", {"axl", "eko"}, {options = {items = "market"}})
  local names = {}
  for _, it in ipairs(g:zone_list(g:zone_find("market"))) do names[g:entity_get(it, "name")] = true end
  ok(not names.looper and not names.teleporter, "stored away")
  for _, id in ipairs{"axl", "eko"} do
    local h, n = H.hero(g, id), 0
    local it = g:entity_next(0, "tb.item")
    while it do
      if g:entity_get(it, "owner") == h then
        n = n + 1
        ok(g:entity_get(it, "name") ~= "looper" and g:entity_get(it, "name") ~= "teleporter")
      end
      it = g:entity_next(it, "tb.item")
    end
    eq(n, 2, id .. " draws two items")
  end
end)

test("a Wound on an item's space discards the item; so does being knocked out", function()
  -- "If a Wound or Battle Scar is placed onto a space with an item, that
  -- item is discarded (returned to the Desert Market bag)."
  local g, a = axl("meron_fruit+biorb", {"axl/brace"}, {bug = "C2", setup = function(g, a)
    put_item(g, a, 8, "meron_fruit")
    put_item(g, a, 9, "biorb")
    H.set_health(g, a, 17)
    H.top(g, "coralbug", 1)
  end})
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top left space")
  H.answer(g, "Row")
  H.dice(g, {H.BLANK}, "danger")
  H.answer(g, "End the turn")
  eq(H.kind(g), "tb.wound")
  H.answer(g, "Wound on the bottom space")
  local it = g:entity_next(0, "tb.item")
  while it and g:entity_get(it, "name") ~= "meron_fruit" do it = g:entity_next(it, "tb.item") end
  ok(in_market(g, it), "Meron Fruit back in the Desert Market bag")
  eq(g:entity_get(a, "item.8"), nil)
  eq(g:entity_get(it, "owner"), nil)
  -- "When you are knocked out ... Discard any items or Status tokens from
  -- your Nexus grid."
  local biorb = item(g, a, "biorb")
  eq(g:entity_get(a, "item.9"), biorb, "the Biorb is still on its space")
  H.set_health(g, a, 1)
  H.top(g, "coralbug", 5) -- Attack 3
  H.dice(g, {H.BLANK}, "danger")
  H.select(g, {""}) -- the Coralbug (Initiative +1) strikes first
  ok(g:entity_get(a, "ko"), "knocked out")
  ok(in_market(g, biorb), "the Biorb is discarded")
end)

test("attack items: Sharpening Oil, Bottled Fumes, Cozin Powder, Biorb, Looper", function()
  -- A melee Attack 2 (Unbreakable's) with the item on its card, on a
  -- Coralbug (3 health... given 9) next to Axl.
  local function attack(id, dice, extra)
    local g, a = axl(id, {"axl/unbreakable"}, {bug = "C2", setup = function(g, a)
      H.put(g, a, "B2")
      if extra then extra(g, a) end
    end})
    local bug = H.enemies(g, "coralbug")[1]
    H.set_health(g, bug, 9)
    H.select(g, {"Unbreakable"})
    H.answer(g, "Place Unbreakable on the top left space")
    H.answer(g, "Place")
    H.answer(g, "Row")
    H.answer(g, "Activate Unbreakable")
    H.dice(g, dice)
    return g, a, bug
  end
  -- "SHARPENING OIL: Each attack on this card gains 1 bonus die."
  local g, a, bug = attack("sharpening_oil", {H.HIT, H.HIT, H.HIT})
  H.answer(g, "Use Attack 2")
  eq(H.health(g, bug), 6, "three dice for an Attack 2: 3 hits")
  -- "BOTTLED FUMES: Each attack on this card gains Advantage."
  g, a, bug = attack("bottled_fumes", {H.TIDE, H.TIDE})
  H.answer(g, "Use Attack 2 (chain, Advantage)")
  eq(H.health(g, bug), 7, "two Tides with Advantage: 2 damage")
  -- "COZIN POWDER: Each attack on this card gains +1 target and loses Chain."
  g, a, bug = attack("cozin_powder", {H.HIT, H.HIT})
  ok(H.has(g, "Use Attack 2 (2 targets)"), options_of(g))
  -- "BIORB: You may make a free reroll for each attack on this card."
  g, a, bug = attack("biorb", {H.TIDE, H.FOCUS1, H.HIT, H.HIT})
  H.answer(g, "Use Attack 2")
  eq(H.kind(g), "tb.biorb")
  H.answer(g, "Mark die 1")
  H.answer(g, "Mark die 2") -- the only option left, rerolling them, is taken at once
  -- Any Focus Boost question: decline.
  while H.kind(g) == "tb.boost" or H.kind(g) == "tb.reroll" do
    H.answer(g, H.kind(g) == "tb.boost" and "No more boosts" or "Keep the roll")
  end
  eq(H.health(g, bug), 7, "both dice rerolled to hits")
  -- "LOOPER: Add the Mutant Danger die to each attack on this card." (The
  -- yellow die's "two hits" face.)
  g, a, bug = attack("looper", {H.HIT, H.FOCUS1})
  g:dice_force({5}, "danger")
  H.answer(g, "Use Attack 2")
  while H.kind(g) == "tb.boost" or H.kind(g) == "tb.reroll" do
    H.answer(g, H.kind(g) == "tb.boost" and "No more boosts" or "Keep the roll")
  end
  eq(H.health(g, bug), 6, "1 hit + 2 hits on the Mutant Danger die")
end)

test("action items add an action to the card or space: Meron Fruit, Michronic Booster, Tusk Liquor, Teleporter", function()
  local g, a = axl("meron_fruit+michronic_booster+tusk_liquor", {"axl/brace"}, {setup = function(g, a)
    put_item(g, a, 2, "meron_fruit")
    put_item(g, a, 3, "michronic_booster")
    H.set_health(g, a, 20)
  end})
  H.select(g, {"Brace"})
  H.answer(g, "Place Brace on the top left space")
  H.answer(g, "Place Tusk Liquor")
  H.answer(g, "Row")
  H.answer(g, "Activate Brace")
  ok(H.has(g, "Use Focus 1 (or Spirit 1)"), "Tusk Liquor: Focus / Spirit on Brace: " .. options_of(g))
  H.answer(g, "Done with")
  H.answer(g, "Activate the top space")
  local s = g:entity_get(a, "sh.s")
  H.answer(g, "Use Shield 2")
  H.answer(g, "Use Heal 1") -- Meron Fruit's (Axl alone: he heals himself)
  eq(H.health(g, a), 21)
  H.answer(g, "Activate the top right space")
  ok(H.has(g, "Use Shield 1"), "Michronic Booster: Shield 1 on the attack space: " .. options_of(g))
  H.answer(g, "Use Shield 1")
  eq(g:entity_get(a, "sh.s"), s + 3)
end)

test("Teleporter: place your hero next to another hero", function()
  local g = H.game("arena", {"axl", "eko"}, {options = {items = "teleporter/"}})
  H.keep(g, {coralbug = {1}})
  local a, e = H.hero(g, "axl"), H.hero(g, "eko")
  H.put(g, H.enemies(g, "coralbug")[1], "I8")
  H.put(g, a, "B2")
  H.put(g, e, "G7")
  H.hand(g, a, {"axl/brace"})
  H.hand(g, e, {"eko/drift"})
  H.set_track(g, {{a, e, H.group(g, "coralbug")}})
  H.top(g, "coralbug", 6)
  H.select(g, {"Brace", "Drift"})
  H.answer(g, "Place Brace on the top left space")
  H.answer(g, "Place Teleporter")
  H.answer(g, "Row")
  H.answer(g, "Activate Brace")
  H.answer(g, "Use Teleporter")
  local d = H.decision(g)
  eq(#d.options, 7, "six hexes around Eko, or stay")
  H.answer(g, "Teleport to G6")
  eq(H.where(g, a), "G6")
end)
