-- The co-op scaling (designed: the rulebook scales only the Weakness deck
-- by players): per player beyond the first, the Mission Track is 2 longer
-- and Raid Attacks 3 stronger (2 in the Nemesis Stage); with any other
-- player, Enemies' Block Values are 1 higher (not in the Nemesis Stage).
-- scaling=off plays the printed numbers.
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")

local MORRILYN = "sabotage,keep-an-eye-out,boarding,lucky-day,tailwind,echo-of-gunpowder"

test("scaling: a 3-player game's Mission Track is 12 long; solo it stays 8", function()
  local g = H.game{crew = {"morrilyn", "tomoe", "little-wall"}, options = {scaling = "on"}}
  eq(H.get(g, "mission_max"), 12)
  eq(H.get(H.game(), "mission_max"), 8)
  eq(H.get(H.game{crew = {"morrilyn", "tomoe", "little-wall"}}, "mission_max"), 8, "scaling=off")
end)

test("scaling: with 2 players a Raid Attack is 3 stronger", function()
  local g = H.game{crew = {"morrilyn", "tomoe"}, options = {scaling = "on", board = "4:ash-corsair+",
                                                           stack0 = MORRILYN}}
  H.answer(g, "End the First Main Phase")
  eq(H.prompt(g), "«Ash Corsair» attacks you for 6", "Attack 3 + 3")
  local off = H.game{crew = {"morrilyn", "tomoe"}, options = {board = "4:ash-corsair+", stack0 = MORRILYN}}
  H.answer(off, "End the First Main Phase")
  eq(H.prompt(off), "«Ash Corsair» attacks you for 3", "the printed Attack")
end)

test("scaling: with 2 players an Enemy's Block Value is 1 higher", function()
  local g = H.game{crew = {"morrilyn", "tomoe"}, options = {scaling = "on", board = "5:reef-marauder+",
                                                           stack0 = MORRILYN}}
  local marauder = H.card_at(g, 5)
  H.answer(g, "Attack Sector 5 «Reef Marauder» with Character Action (1, Medium)")
  H.answer(g, "Boost with Sabotage (+1)")
  H.answer(g, "Resolve (value 2)")
  eq(g:entity_get(marauder, "damage"), 1, "2 less the added Block 1")
end)

test("scaling in the Nemesis Stage: a part's Raid Attack is 2 stronger with 2 players", function()
  local printed = {["Crown of the Sand-Gri'la"] = 2, ["Left Fin"] = 2, ["Right Fin"] = 1,
                   ["Heart of the Sand-Gri'la"] = 1, Tail = 3, Maw = 2}
  local g = H.scenario("act3", {crew = {"morrilyn", "tomoe"}})
  for _ = 1, 80 do
    local part, n = H.prompt(g):match("^«(.-) %(A%)» attacks you for (%d+)$")
    if part then
      eq(tonumber(n), printed[part] + 2, part)
      return
    end
    local d = H.decision(g)
    if d.kind == "supply" then H.answer(g, "Pass")
    elseif d.kind == "rum" then H.answer(g, "End the Rum Phase")
    else g:answer(d.min == 0 and {} or #d.options) end
  end
  error("no Nemesis part attacked")
end)
