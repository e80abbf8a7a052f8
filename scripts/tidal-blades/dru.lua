-- dru.lua: Tidal Blades 2 "Dru": Sagashi's companion. Dru waits on his
-- card until Sagashi deploys him next to himself; Sagashi may split each
-- Move action between Dru and himself, and may Interact from anywhere to
-- give Dru a Move 2. Dru moves as if he had Flight, flanks with any hero,
-- is Armored 1, and enemies attack him at Disadvantage; damage and lost
-- health that reach him send him back to his card and fall on Sagashi, and
-- a Status sends him back. He goes back to his card when Sagashi is
-- knocked out. He never picks up or gains resources, and is not a hero.
--
-- State: a tb.dru entity (dru = true, owner = Sagashi's hero, on = on the
-- map, q, r), a figure of the heroes' side when on the map; Sagashi's hero
-- has companion = Dru.
--
-- Choices the rulebook leaves open (designed):
--  * "Sagashi may spend 1 action to place Dru": a Move action of Sagashi's
--    (a card's, a space's or a Spirit's) may be spent to deploy Dru instead
--    of moving.
--  * Dru's part of a split move goes first, then Sagashi's.
local T = require "core"
local C = require "combat"

local D = {}

D.ARMOR = 1 -- "Dru is Armored 1."
D.INTERACT_MOVE = 2

-- Sagashi's Dru, or nil.
function D.of(g, h)
  return g:entity_get(h, "companion")
end

function D.deployed(g, d) return d and g:entity_get(d, "on") end

-- Player Setup B: "Place Dru's figure on his reference card (only if
-- Sagashi is playing)."
on("tb.setup", function(g)
  for _, h in ipairs(T.heroes(g)) do
    if T.hero_def(g, h).companion == "dru" then
      local d = g:entity_new("tb.dru")
      g:entity_set(d, "owner", h)
      g:entity_set(d, "label", "Dru")
      g:entity_set(d, "dru", true)
      g:entity_set(d, "on", false)
      g:hex_set_open(d, true) -- "Enemies may move through Dru's hex."
      -- A health track that never moves: the rules read a target's health
      -- before and after an attack; Dru's damage goes to Sagashi.
      g:entity_set(d, "health", g:track_new{min = 0, max = 1, start = 1})
      g:entity_set(h, "companion", d)
    end
  end
end)

-- Dru back on his card.
function D.recall(g, d, why)
  if not D.deployed(g, d) then return end
  T.unplace(g, d)
  g:entity_set(d, "on", false)
  T.log(g, "Dru returns to his card (%s)", why)
end

local function free(g, h)
  local map = T.map(g)
  return g:hex_on_map(map, h) and g:hex_terrain_at(map, h) == "normal" and not g:hex_figure_at(map, h)
end

-- "Deploy: On his turn, Sagashi may spend 1 action to place Dru in an
-- adjacent unoccupied hex. Sagashi may deploy Dru from his card or from the
-- map."
function D.deploy(g, h, d)
  local options, hexes = {}, {}
  for _, n in ipairs(g:hex_ring(T.pos(g, h), 1, T.map(g))) do
    if free(g, n) then
      options[#options + 1] = {label = "Deploy Dru to " .. T.hex_name(g, n), value = {q = n.q, r = n.r}}
      hexes[#hexes + 1] = n
    end
  end
  if #hexes == 0 then return false end
  local to = C.ask(g, h, "tb.dru_deploy", "where does Dru go?", options) -- (the hex)
  if D.deployed(g, d) then T.unplace(g, d) end
  local _, side = g:hex_figure_cells(T.map(g), h) -- Sagashi's side (his own in Capture the Crab)
  T.place(g, d, to, side)
  g:entity_set(d, "on", true)
  T.log(g, "Sagashi deploys Dru to %s", T.hex_name(g, to))
  g:tally("dru.deploy")
  return true
end

-- Dru moves up to n hexes: "Dru ignores terrain as if he had Flight, and
-- may move through enemies and over gap hexes." He picks nothing up.
function D.move(g, h, d, n)
  if n <= 0 or not D.deployed(g, d) then return end
  local map = T.map(g)
  local mover = {budget = n, flight = true}
  local options, hexes = {}, {}
  for _, step in ipairs(g:hex_reachable(map, d, mover)) do
    if step.cost > 0 then
      options[#options + 1] = {label = "Dru to " .. T.hex_name(g, step.hex), value = {q = step.hex.q, r = step.hex.r}}
      hexes[#hexes + 1] = step.hex
    end
  end
  if #hexes == 0 then return end
  options[#options + 1] = {label = "Dru stays", value = {stay = true}} -- (the others' values: their hexes)
  local to = C.ask(g, h, "tb.dru_move", "Dru moves up to " .. n .. ": where?", options)
  if to.stay then return end
  T.move_to(g, d, to, {flight = true})
  T.log(g, "Dru moves to %s", T.hex_name(g, to))
end

-- A Move action of Sagashi's: deploy Dru instead, or split it ("Sagashi may
-- split each Move action between Dru and himself").
on("tb.moving", function(g, h, split)
  local d = D.of(g, h)
  if not d then return end
  if not D.deployed(g, d) then
    local pick = C.ask(g, h, "tb.dru_split", "Move " .. split.n .. ": move, or deploy Dru instead?",
                       {{label = "Move Sagashi", value = {deploy = false}},
                        {label = "Deploy Dru (spends this Move action)", value = {deploy = true}}})
    if pick.deploy and D.deploy(g, h, d) then split.cancel = true end
    return
  end
  local options = {} -- (values: {dru = the hexes Dru moves})
  for k = 0, split.n do
    options[k + 1] = {label = string.format("Dru moves %d, Sagashi %d", k, split.n - k), value = {dru = k}}
  end
  local k = C.ask(g, h, "tb.dru_split", "split Move " .. split.n .. " between Dru and Sagashi", options).dru
  D.move(g, h, d, k)
  split.n = split.n - k
  if split.n <= 0 then split.cancel = true end
end)

-- "Sagashi may Interact from anywhere to give Dru a Move 2 action."
on("tb.free_actions", function(g, h, list)
  local d = D.of(g, h)
  if not D.deployed(g, d) or g:entity_get(h, "turn.interacted") then return end
  list[#list + 1] = {"Interact: Dru moves " .. D.INTERACT_MOVE, function()
    g:entity_set(h, "turn.interacted", true)
    D.move(g, h, d, D.INTERACT_MOVE)
  end, {act = "dru_move"}}
end)

-- Dru is an opposing figure for enemies ("Enemies have Disadvantage
-- against Dru. Note that this means they will not target Dru if there is a
-- better target in range.")
on("tb.opponents", function(g, e, list)
  for _, d in ipairs(T.all(g, "tb.dru")) do
    if D.deployed(g, d) then list[#list + 1] = d end
  end
end)

-- "If an attack would target both Sagashi and Dru, it may only target
-- Sagashi": with both in reach, Dru is no candidate.
on("tb.enemy_targets", function(g, e, spec, cands)
  for i = #cands, 1, -1 do
    local d = cands[i].h
    if g:entity_kind(d) == "tb.dru" then
      for _, c in ipairs(cands) do
        if c.h == g:entity_get(d, "owner") then
          table.remove(cands, i)
          break
        end
      end
    end
  end
end)

-- "When Dru would take damage after applying Armor, instead return Dru's
-- figure to his card. Sagashi takes the excess damage, but may defend with
-- his Shell Shield." "If Dru would lose health from an effect, return his
-- figure to his card and Sagashi loses that health."
on("tb.damaging", function(g, who, hit)
  if g:entity_kind(who) ~= "tb.dru" then return end
  local sagashi = g:entity_get(who, "owner")
  if hit.lose then
    D.recall(g, who, "he would lose health")
    hit.to = sagashi
  else
    local excess = hit.pierce and hit.n or hit.n - D.ARMOR
    if excess <= 0 then
      hit.n = 0
      hit.to = sagashi
      return
    end
    D.recall(g, who, "he took damage")
    hit.to, hit.n = sagashi, excess
  end
end)

-- "If Dru would gain a Status, instead return him to his card."
on("tb.status_gaining", function(g, who, kind, gain)
  if g:entity_kind(who) ~= "tb.dru" then return end
  D.recall(g, who, "a Status")
  gain.done = true
end)

-- "If Sagashi is knocked out, return Dru to his card."
on("tb.knocked_out", function(g, h)
  local d = D.of(g, h)
  if d then D.recall(g, d, "Sagashi is knocked out") end
end)

on("tb.render_map", function(view, put)
  for _, d in ipairs(T.all(view, "tb.dru")) do
    if view:entity_get(d, "on") then put(view:entity_get(d, "q"), view:entity_get(d, "r"), "Dr") end
  end
end)

-- ---- The bot ----------------------------------------------------------------------------
-- Deploy Dru when an enemy is within 3 hexes; give him a move when Sagashi
-- is already in reach (designed weights).
local P = require "policy"

policy {id = "tb.dru_split", score = function(view, decision, i)
  local h = P.hero(view, decision)
  local near = P.near(view, h)
  local v = decision.values[i] -- {deploy = bool} or {dru = k}
  if v.deploy then return near <= 3 and 1 or -1 end
  if v.deploy == false then return 0 end -- move Sagashi
  local k = v.dru
  if near <= 1 then return k end
  return -k
end}

-- Dru heads for the hex that flanks an enemy with Sagashi, else next to
-- the nearest enemy.
policy {id = "tb.dru_move", score = function(view, decision, i)
  local to = decision.values[i]
  if to.stay then return 0 end
  local near = P.nearest(view, to)
  return near == 1 and 2 or -near * 0.1
end}

policy {id = "tb.dru_deploy", score = function(view, decision, i)
  return -P.nearest(view, decision.values[i])
end}

return D
