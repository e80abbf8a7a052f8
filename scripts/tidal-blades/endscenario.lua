-- endscenario.lua: Tidal Blades 2 "End of Scenario" in a campaign:
-- "RECORDING YOUR PROGRESS" (XP and Fame, Fruit kept as Dried Fruit,
-- Wounds marked, used items recharged or returned, Path Advancements from
-- goals), the Difficulty Modifier for the next scenario, and "Failing a
-- Scenario" (Second Attempt or Pressing On).
local T = require "core"
local P = require "progression"
local C = require "campaign"
local D = require "difficulty"

local E = {}

-- The Difficulty Modifier the next scenario gets: "power", "aid" or nil
-- (the table is difficulty.lua's).
function E.modifier(heroes, wounds, kos, failed)
  local next = D.next(heroes, not failed, wounds, kos)
  return next > 0 and "power" or next < 0 and "aid" or nil
end

-- The chapter of the campaign scenario for scenario id (its Fame and
-- reward), or a plain one for scenarios a campaign option linked.
function E.chapter(r, index)
  local camp = (r:scenario())
  local id = C.list(r)[index]
  for _, ch in ipairs(camp.chapter_rules or {}) do
    if ch.id == id then return ch end
  end
  return {id = id, fame = function(success) return success and 1 or 0 end}
end

-- "When a scenario ends, play ceases immediately": what the scenario left
-- is read here, before its board goes.
step("campaign.scenario_end", function(g)
  local index = P.cget(g, "index")
  local sc = content("scenario", C.list(g)[index])
  local success = T.game.get(g, "result") == "success"
  local round = T.game.get(g, "round")
  local heroes = T.heroes(g)
  local wounds, kos = 0, 0
  for _, h in ipairs(heroes) do
    local m = g:entity_get(h, "member")
    local ko = g:entity_get(h, "ko") and true or false
    g:entity_set(m, "last.wounds", g:entity_get(h, "wounds"))
    g:entity_set(m, "last.ko", ko)
    g:entity_set(m, "last.fruit", g:entity_get(h, "fruit"))
    C.collect_items(g, h, m)
    local done = P.measure_goals(g, m, h, success, round)
    g:entity_set(m, "last.goal1", done[1] or false)
    g:entity_set(m, "last.goal2", done[2] or false)
    wounds = wounds + g:entity_get(h, "wounds")
    if ko then kos = kos + 1 end
  end
  C.teardown(g)
  P.cset(g, "last.success", success)
  P.cset(g, "last.round", round)
  -- The campaign's length for playtest reports: every round played, second
  -- attempts included.
  P.cset(g, "rounds_played", (P.cget(g, "rounds_played") or 0) + round)
  P.cset(g, "last.wounds", wounds)
  P.cset(g, "last.kos", kos)
  P.log(g, "%s: %s in round %d", sc.name, success and "success" or "failure", round)
  g:tally(string.format("s%d.%s", index, success and "success" or "failure"))
  if not P.cget(g, "retried") then g:metric(string.format("s%d.first_try", index), success and 1 or 0) end
  if success then
    g:push("campaign.record", "success")
  else
    g:push("campaign.failed")
  end
end)

-- "When you fail a scenario, as a group choose one of the following
-- options" (one Second Attempt per scenario: designed, so campaigns end).
step("campaign.failed", function(g)
  local options = {{label = "Pressing On: go on to the next scenario with the lowest rewards", value = "press_on"}}
  if not P.cget(g, "retried") then
    table.insert(options, 1, {label = "Second Attempt: play the scenario again with Citadel Aid", value = "second"})
  end
  local pick = #options == 1 and "press_on" or C.vote(g, "tbc.failed", "The scenario is lost: what now?", options)
  if pick == "second" then
    -- "Discard all Wounds from your Nexus grid and do not mark your Wound
    -- track, your Fruit, or your Paths. Restore each hero to full health.
    -- Then restart the scenario with one Citadel Aid card. Each player draws
    -- a new goal card and discards their previous one."
    for _, m in ipairs(P.members(g)) do
      P.return_goal(g, m)
      P.draw_goal(g, m)
    end
    P.cset(g, "retried", true)
    P.cset(g, "modifier", "aid")
    g:tally("second_attempts")
    P.log(g, "Second Attempt: the Citadel Engineers jump the heroes back in time")
    g:push("campaign.scenario")
  else
    g:tally("pressing_on")
    g:push("campaign.record", "pressing_on")
  end
end)

-- RECORDING YOUR PROGRESS, for a success or Pressing On ("follow the
-- scenario book instructions as if you'd completed the scenario in 12
-- rounds, taking the lowest possible XP and Fruit rewards and gaining no
-- Fame. Each player keeps a maximum of one Fruit, marks Wounds as normal,
-- and advances one step in each Path. Start the next scenario with one
-- Citadel Aid card.")
step("campaign.record", function(g, how)
  local index = P.cget(g, "index")
  local sc = content("scenario", C.list(g)[index])
  local chapter = E.chapter(g, index)
  local success = how == "success"
  local round = success and P.cget(g, "last.round") or T.ROUNDS
  local xp = sc.xp and sc.xp(true, round) or 0
  local members = P.members(g)
  local pre = {}
  for _, m in ipairs(members) do pre[m] = P.get(g, m, "xp") end
  for _, m in ipairs(members) do
    P.gain_xp(g, m, xp + P.skill_bonus(g, m, "xp"))
    local fruit = g:entity_get(m, "last.fruit") or 0
    if not success then fruit = math.min(1, fruit) end
    P.gain_fruit(g, m, fruit + P.skill_bonus(g, m, "fruit"))
    P.mark_wounds(g, m, g:entity_get(m, "last.wounds") or 0)
  end
  if success then P.gain_fame(g, chapter.fame(true, round)) end
  -- Goals and Paths, then used items, then the scenario's own reward.
  for _, m in ipairs(members) do
    if success then
      if g:entity_get(m, "goal") then g:push("campaign.goals", m) end
    else
      P.advance(g, m, 1, 1)
      P.advance(g, m, 2, 1)
    end
    P.return_goal(g, m)
    if #P.arr(g, m, "used_items") > 0 then g:push("campaign.recharge", m) end
  end
  if chapter.reward then g:push("campaign.reward", index) end
  local heroes = #members
  local mod = E.modifier(heroes, P.cget(g, "last.wounds"), P.cget(g, "last.kos"), not success)
  P.cset(g, "modifier", mod)
  if mod then P.log(g, "Next scenario: %s", mod == "aid" and "Citadel Aid" or "a Mysterious Power") end
  if success then P.cset(g, "successes", (P.cget(g, "successes") or 0) + 1) end
  -- Per-scenario figures for playtest reports (s<N>.<metric>).
  local gained = 0
  for _, m in ipairs(members) do gained = gained + P.get(g, m, "xp") - pre[m] end
  local per_hero = (gained + heroes // 2) // heroes
  P.cset(g, "xp_earned", (P.cget(g, "xp_earned") or 0) + per_hero)
  local pfx = "s" .. index .. "."
  g:metric(pfx .. "success", success and 1 or 0)
  g:metric(pfx .. "xp", per_hero)
  g:metric(pfx .. "xp_total", P.cget(g, "xp_earned"))
  g:metric(pfx .. "wounds", P.cget(g, "last.wounds"))
  g:metric(pfx .. "rounds", P.cget(g, "last.round"))
  g:push("campaign.next")
end)

-- "GOALS: Choose one completed goal and advance its Path 3 spaces (1 space
-- if knocked out at scenario end). If you completed a second goal, advance
-- its Path 1 space."
step("campaign.goals", function(g, m)
  local d1, d2 = g:entity_get(m, "last.goal1"), g:entity_get(m, "last.goal2")
  local ko = g:entity_get(m, "last.ko")
  g:tally("goals_completed", (d1 and 1 or 0) + (d2 and 1 or 0))
  if not d1 and not d2 then return end
  if ko then
    if d1 then P.advance(g, m, 1, 1) end
    if d2 then P.advance(g, m, 2, 1) end
    return
  end
  if d1 and d2 then
    local paths = P.paths(g, m)
    local pick = C.ask(g, m, "tbc.path", "both goals complete: which Path advances 3?",
                       {paths[1].name .. " 3, " .. paths[2].name .. " 1",
                        paths[2].name .. " 3, " .. paths[1].name .. " 1"})
    P.advance(g, m, pick, 3)
    P.advance(g, m, 3 - pick, 1)
  else
    P.advance(g, m, d1 and 1 or 2, 3)
  end
end)

-- "Return any used Items to the Desert Market bag, unless the Recharge cost
-- is paid" (in Dried Fruit).
step("campaign.recharge", function(g, m)
  local id = P.arr(g, m, "used_items")[1]
  if not id then return end
  P.remove(g, m, "used_items", id)
  local def = content("item", id)
  local cost = def and def.recharge or 1
  local name = def and def.name or id
  local options = {{label = "Return " .. name .. " to the Desert Market bag", value = "return"}}
  if P.get(g, m, "fruit") >= cost then
    table.insert(options, 1, {label = string.format("Recharge %s for %d Fruit", name, cost), value = "recharge"})
  end
  local pick = C.ask(g, m, "tbc.recharge", "a used item", options)
  if pick == "recharge" then
    P.gain_fruit(g, m, -cost)
  else
    P.remove(g, m, "items", id)
    g:tally("items_returned")
  end
  g:push("campaign.recharge", m)
end)

-- A Path reward or Fame reward in a Path of the hero's choice.
step("campaign.advance_choice", function(g, m, n)
  local paths = P.paths(g, m)
  local pick = C.ask(g, m, "tbc.path", "advance a Path of your choice",
                     {paths[1].name .. " +" .. n, paths[2].name .. " +" .. n})
  P.advance(g, m, pick, n)
end)

-- "When a new skill is gained, the player chooses one skill of the
-- appropriate level to mark on their hero sheet."
step("campaign.skill", function(g, m, level, k)
  local list = P.skill_options(g, m, level, k)
  if #list == 0 then return end
  local options = {}
  for i, s in ipairs(list) do options[i] = s.name .. ": " .. s.text end
  local pick = C.ask(g, m, "tbc.skill", "choose a level " .. level .. " skill", options)
  P.gain_skill(g, m, list[pick].id)
end)

-- A scenario's own reward (the chapter's): a card free or for XP, a trim.
step("campaign.reward", function(g, index)
  local reward = E.chapter(g, index).reward
  for _, m in ipairs(P.members(g)) do
    if reward.card then
      local id = reward.card(g:entity_get(m, "name"))
      local cost = reward.xp or 0
      if id and not P.has(g, m, "cards", id) then
        local options = {{label = "Skip", value = "skip"}}
        if P.get(g, m, "xp") >= cost then
          table.insert(options, 1, {label = string.format("Add %s (%d XP)", content("card", id).name, cost),
                                    value = "add"})
        end
        if C.ask(g, m, "tbc.reward", "a scenario reward", options) == "add" then
          P.add(g, m, "xp", -cost)
          P.gain_card(g, m, id)
        end
      end
    end
    if reward.trim then g:push("campaign.trim", m, "a scenario reward") end
  end
end)

-- "TRIM - ... permanently remove action cards from their hero deck."
step("campaign.trim", function(g, m, why)
  local list = P.trimmable(g, m)
  -- Values: {trim = the card's place in the deck, card = its id}, {keep = true}.
  local options = {{label = "Keep every card", value = {keep = true}}}
  for _, t in ipairs(list) do
    options[#options + 1] = {label = "Trim " .. content("card", t.id).name, value = {trim = t.i, card = t.id}}
  end
  local pick = C.ask(g, m, "tbc.trim", why .. ": trim a card?", options)
  if pick.trim then P.trim(g, m, pick.trim) end
end)

-- The next scenario, after Naviri when the campaign visits it.
step("campaign.next", function(g)
  local index = P.cget(g, "index")
  P.cset(g, "index", index + 1)
  P.cset(g, "retried", nil)
  local scars = 0
  for _, m in ipairs(P.members(g)) do scars = scars + #P.arr(g, m, "scars") end
  g:metric(string.format("s%d.fame", index), P.cget(g, "fame"))
  g:metric(string.format("s%d.scars", index), scars)
  local visit = false
  for _, n in ipairs(g:entity_get_array(P.campaign(g), "naviri")) do visit = visit or n == index end
  if index >= #C.list(g) then C.finish(g) end -- (its g:finish ends the step here)
  if visit then g:push("naviri.visit") end
  g:push("campaign.scenario")
end)

return E
