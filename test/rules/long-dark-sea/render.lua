-- The text render (g:render(player)) in each Stage: the Supply Lines and
-- XP during the Supply Stage, the Nemesis Stage's flips instead of tracks,
-- the Allies and the enemy ship.
local H = dofile(ROOT .. "/test/rules/long-dark-sea/helpers.lua")

test("Supply Stage render: the Stage, its Phase, every Supply Line and the XP", function()
  local g = H.scenario("act2")
  local text = g:render(0)
  ok(text:find("Act 2, Supply Stage (edko)", 1, true), text)
  for _, name in ipairs{"edko", "unna.0", "rapsoda.1", "rapsoda.2"} do
    ok(text:find("\n" .. name .. " ", 1, true), "the line " .. name .. " is shown")
  end
  local edko = text:match("\nedko +([^\n]*)")
  eq(select(2, edko:gsub(" | ", "")), 3, "four spaces on Edko's line")
  ok(edko:find("%[%d%]$"), "each with its Cost token")
  ok(text:find("XP200 C12 B8 T8", 1, true), "Normal's default Resources")
  ok(not text:find("Mission ", 1, true), "no board or tracks between Raids")
end)

test("Nemesis Stage render: the parts flipped instead of the tracks", function()
  local g = H.scenario("act3", {crew = {"tomoe"}, skip = true})
  for _ = 1, 60 do
    local d = H.decision(g)
    if d.kind ~= "supply" and d.kind ~= "rum" and d.kind ~= "upgrade" then break end
    if d.kind == "supply" then H.answer(g, "Pass")
    elseif d.kind == "rum" then H.answer(g, "End the Rum Phase")
    else g:answer(#d.options) end
  end
  local text = g:render(0)
  ok(text:find("Nemesis parts flipped 0", 1, true), text)
  ok(not text:find("Mission ", 1, true), "no Mission or Threat Track")
  ok(text:find("Long  |", 1, true), "the board's three rows")
end)

test("Raid Stage render: the Allies' Damage and the enemy ship", function()
  local g = H.game{options = {allies = "powder-monkey,wellerman-deckhand"}}
  local monkey = g:zone_at(H.zone(g, "ld.shared"), 1)
  g:entity_set(monkey, "damage", 2)
  local text = g:render(0)
  ok(text:find("Allies: Powder Monkey 2/3 Damage, Wellerman Deckhand 0/4 Damage", 1, true), text)
  ok(text:find("Enemy ship beside the board, 2 hidden cards beneath it", 1, true), text)
  ok(text:find("Mission %d+/%d+  Threat %d+/%d+"), "the Raid Stage shows its tracks")
end)
