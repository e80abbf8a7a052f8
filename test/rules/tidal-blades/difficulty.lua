-- Difficulty: the modifier cards (Mysterious Power / Citadel Aid), the
-- Persistent Difficulty level and its limits, a power's effect on enemy
-- attacks, and the Difficulty Table at the end of the scenario.
local H = dofile(ROOT .. "/test/rules/tidal-blades/helpers.lua")

local function powers(g, id)
  local grp = H.group(g, id)
  if not g:entity_has_tag(grp, "powered") then return {} end
  return g:entity_get_array(grp, "powers")
end

local function used(g) return g:zone_size(g:zone_find("difficulty.used")) end

local function metric(g, name)
  return g:entity_get(g:entity_next(0, "tabula.game"), "metric." .. name)
end

test("positive difficulty: one Mysterious Power to each enemy in the order listed", function()
  -- "apply one Mysterious Power to each non-boss enemy in the order they are
  -- listed in the scenario book ... until all Mysterious Powers are applied.
  -- If each enemy has a Mysterious Power, begin again with the first enemy."
  -- The arena lists Coralbugs, Mudcrabs, Seahounds.
  local g = H.game("arena", {"axl", "eko"}, {options = {difficulty = "+4"}})
  eq(used(g), 4, "four cards drawn")
  eq(#powers(g, "coralbug"), 2, "first, and again on the fourth card")
  eq(#powers(g, "mudcrab"), 1)
  eq(#powers(g, "seahounds"), 1)
end)

test("a Mysterious Power with nowhere to go costs every hero 1 health", function()
  -- "Each enemy has a limit of 2 Mysterious Power cards. For each card that
  -- cannot be applied, each hero loses one health." The lair's only enemy
  -- is a boss, which takes none: all four cards cost 1 health each.
  local g = H.game("lair", {"axl", "eko"}, {options = {difficulty = "4"}})
  eq(H.health(g, H.hero(g, "axl")), 24 - 4)
  eq(H.health(g, H.hero(g, "eko")), 21 - 4)
  -- With one enemy type: two cards on it, the other two cost health.
  g = H.game("channel", {"axl", "eko"}, {options = {difficulty = "4"}})
  eq(#powers(g, "test-gull"), 2)
  eq(H.health(g, H.hero(g, "axl")), 24 - 2)
end)

test("negative difficulty: a Citadel Aid from each card", function()
  -- "If it's negative, apply the Citadel Aid effect from each."
  local function resources(g)
    local n = 0
    for _, id in ipairs{"axl", "eko"} do
      local h = H.hero(g, id)
      for _, k in ipairs{"fruit", "spirit", "focus", "sh.q", "sh.s", "bolster"} do n = n + g:entity_get(h, k) end
    end
    return n
  end
  local base = H.game("arena", {"axl", "eko"})
  local g = H.game("arena", {"axl", "eko"}, {options = {difficulty = "-2"}})
  eq(used(g), 2)
  ok(resources(g) > resources(base), "the heroes start with more")
  eq(#powers(g, "coralbug"), 0, "no Mysterious Power")
end)

test("the one-card modifier: a Mysterious Power under the first enemy, or a Citadel Aid", function()
  -- "place it under the enemy guide card of the first enemy listed in
  -- Scenario Components so that the Mysterious Power half is showing."
  local g = H.game("arena", {"axl", "eko"}, {options = {modifier = "power"}})
  eq(#powers(g, "coralbug"), 1)
  eq(#powers(g, "mudcrab"), 0)
  g = H.game("arena", {"axl", "eko"}, {options = {modifier = "aid"}})
  eq(used(g), 1)
  local okay, err = pcall(H.game, "arena", {"axl"}, {options = {difficulty = "5"}})
  ok(not okay and tostring(err):find("from %-4 to 4"), "The maximum difficulty level is 4: " .. tostring(err))
end)

test("Frenzy (+1 attack) on the Coralbugs: their attack hits harder", function()
  local g = H.game("arena", {"axl"})
  H.keep(g, {coralbug = {1}})
  local a = H.hero(g, "axl")
  local grp = H.group(g, "coralbug")
  g:entity_set_array(grp, "powers", {2}, "int") -- card 2, Frenzy
  g:entity_tag(grp, "powered")
  H.put(g, a, "D4")
  H.put(g, H.enemies(g, "coralbug")[1], "E4")
  H.hand(g, a, {"axl/brace"})
  H.top(g, "coralbug", 1) -- Attack 3
  H.select(g, {"Brace"})
  H.dice(g, {H.BLANK}, "danger")
  H.pass(g)
  eq(H.health(g, a), 24 - 4, "3 + 1")
end)

test("the Difficulty Table at the end: a failure gives Citadel Aid, few Wounds a Mysterious Power", function()
  -- "If you fail a scenario you automatically receive Citadel Aid." 2
  -- heroes: "1 or fewer Wounds" gives a Mysterious Power.
  local g = H.game("arena", {"axl"})
  H.keep(g, {coralbug = {1}})
  local a = H.hero(g, "axl")
  H.put(g, a, "D4")
  H.put(g, H.enemies(g, "coralbug")[1], "E4")
  H.set_health(g, a, 1)
  H.hand(g, a, {"axl/brace"})
  H.top(g, "coralbug", 1)
  H.select(g, {"Brace"})
  H.dice(g, {H.BLANK}, "danger")
  H.pass(g)
  eq(g:run(), "done")
  eq(metric(g, "difficulty_next"), -1)

  g = H.game("arena", {"axl"})
  H.keep(g, {coralbug = {1}})
  a = H.hero(g, "axl")
  H.put(g, a, "D4")
  local bug = H.enemies(g, "coralbug")[1]
  H.put(g, bug, "E4")
  H.set_health(g, bug, 1)
  H.hand(g, a, {"axl/hammer-swing"})
  H.top(g, "coralbug", 6)
  H.select(g, {"Hammer Swing"})
  H.answer(g, "Place Hammer Swing on the top left space")
  H.answer(g, "Row")
  H.answer(g, "Activate Hammer Swing")
  H.dice(g, {H.HIT, H.HIT, H.HIT})
  H.answer(g, "Use Attack 3")
  while g:run() == "decision" do g:answer(#H.decision(g).options) end
  eq(g:result().reason, "every enemy defeated")
  eq(metric(g, "difficulty_next"), 1, "no Wounds: a Mysterious Power next time")
end)
