-- combat.lua: Action! — attacks with the Showdown, dice, counterattacks and
-- the Strike / Grapple / Throw effects (rulebook "Action Option A: Attack",
-- "Multi-Target Attacks", "Character SUPERs"); interacting with people and
-- objects ("Action Option B"); items picked up, used and dropped ("Items");
-- revealing Signature Moves and activating SUPERs at their timing; and
-- incapacitation.
local D = require "core"
local C = {}

-- ---- Signature Moves and SUPERs at their timing ------------------------------

-- Turns f's face-down Signature Move m face up: its effect holds from now
-- until it leaves the mat.
function C.reveal(g, f, m)
  local def = D.move_def(g, m)
  g:entity_tag(m, "faceup")
  g:zone_set_visibility(D.sig_zone(g, f), D.player(g, f), "all")
  D.log(g, "%s reveals %s: %s", D.label(g, f), def.name, def.text)
  g:event_emit("dt.reveal", f, def.id)
  g:tally("move." .. def.id)
  if def.heal then D.heal(g, f, def.heal) end
  if def.super_gain then D.super_step(g, f, def.super_gain) end
  -- A move revealed as a blow lands softens that blow alone ("from it").
  if def.hit_soak then g:entity_set(f, "soak_once", def.hit_soak) end
end

-- Whether f may activate its SUPER now, at timing.
function C.can_activate(g, f, timing)
  if D.out(g, f) or g:entity_get(f, "super_on") or not D.super_full(g, f) then return false end
  local s = D.super_def(g, f)
  return s.timing[timing] == true
end

function C.activate(g, f)
  local s = D.super_def(g, f)
  g:entity_set(f, "super_on", true)
  D.log(g, "%s activates the SUPER %s: %s", D.label(g, f), s.name, s.text)
  g:event_emit("dt.super", f, s.name)
  g:tally("super." .. (g:entity_get(f, "minion") and "minions" or g:entity_get(f, "name")))
end

-- The free things f may do at timing: reveal its face-down move when its
-- timing has come, activate its SUPER. Returns option specs.
function C.free_options(g, f, timing)
  local list = {}
  local m, up = D.sig(g, f)
  if m and not up and D.move_def(g, m).reveal == timing then
    list[#list + 1] = {label = "Reveal " .. D.move_def(g, m).name, what = "reveal", move = m}
  end
  if C.can_activate(g, f, timing) then
    list[#list + 1] = {label = "Activate SUPER " .. D.super_def(g, f).name, what = "super"}
  end
  return list
end

function C.do_free(g, f, o)
  if o.what == "reveal" then C.reveal(g, f, o.move)
  elseif o.what == "put_down" then C.put_down(g, f)
  elseif o.what == "super" then C.activate(g, f)
  elseif o.what == "use" then C.use_item(g, f)
  elseif o.what == "drop" then C.drop_item(g, f) end
end

-- Offers f its free things at timing until it goes on; returns whether it
-- activated its SUPER.
function C.offer(g, f, timing, why)
  local activated = false
  while true do
    local list = C.free_options(g, f, timing)
    if #list == 0 then return activated end
    list[#list + 1] = {label = "Go on", what = "go"}
    local o = D.ask(g, f, {prompt = D.label(g, f) .. ": " .. why, kind = "reveal", options = D.spec_options(list)})
    if o.what == "go" then return activated end
    if o.what == "super" then activated = true end
    C.do_free(g, f, o)
  end
end

-- ---- Items --------------------------------------------------------------------

function C.discard_item(g, f)
  local i = D.item(g, f)
  if not i then return end
  g:entity_set(f, "item", nil)
  g:entity_free(i)
end

-- Dropped items leave the scene ("returned to the game box").
function C.drop_item(g, f)
  local i = D.item(g, f)
  D.log(g, "%s drops the %s", D.label(g, f), D.item_def(g, i).name)
  C.discard_item(g, f)
end

function C.use_item(g, f)
  local i = D.item(g, f)
  local d = D.item_def(g, i)
  D.log(g, "%s uses the %s: %s", D.label(g, f), d.name, d.text)
  g:tally("used." .. d.id)
  if d.use.heal then D.heal(g, f, d.use.heal) end
  if d.use.super_gain then D.super_step(g, f, d.use.super_gain) end
  C.discard_item(g, f)
end

-- Whether f can let go of what it holds (deployed Handcuffs stay on).
function C.can_drop(g, f)
  local i = D.item(g, f)
  return i ~= nil and not g:entity_get(i, "deployed")
end

-- The free item options of f: use a Chicken or Soda, drop an item, put
-- down the person it carries.
function C.item_options(g, f)
  local list = {}
  local o = g:entity_get(f, "carrying")
  if o then list[#list + 1] = {label = "Put " .. g:entity_get(o, "label") .. " down here", what = "put_down"} end
  local i = D.item(g, f)
  if i and C.can_drop(g, f) then
    local d = D.item_def(g, i)
    if d.use then list[#list + 1] = {label = "Use the " .. d.name, what = "use"} end
    list[#list + 1] = {label = "Drop the " .. d.name, what = "drop"}
  end
  return list
end

function C.pick_up(g, f, i)
  if D.item(g, f) then C.drop_item(g, f) end
  D.take_off(g, i)
  g:entity_set(i, "holder", f)
  g:entity_set(f, "item", i)
  g:entity_set(f, "picked", true)
  local d = D.item_def(g, i)
  D.log(g, "%s picks up the %s", D.label(g, f), d.name)
  g:tally("picked." .. d.id)
end

-- "Your character may freely pick up one item each turn while moving: pass
-- through or end your movement in its space." cells: the spaces entered.
function C.offer_pickup(g, f, cells)
  if g:entity_get(f, "picked") then return end
  local held = D.item(g, f)
  if held and not C.can_drop(g, f) then return end
  -- Each option's value: the item picked up, or false for none.
  local options = {}
  for _, c in ipairs(cells) do
    for _, e in ipairs(D.occupants(g, c.x, c.y)) do
      if D.is_item(g, e) then
        options[#options + 1] = {label = string.format("Pick up the %s at %s", D.item_def(g, e).name,
                                                       D.cell_name(c.x, c.y)), value = e}
      end
    end
  end
  local n = #options
  if n == 0 then return end
  options[n + 1] = {label = "Leave " .. (n == 1 and "it" or "them"), value = false}
  local why = held and (" (you drop the " .. D.item_def(g, held).name .. ")") or ""
  local i = D.ask(g, f, {prompt = D.label(g, f) .. ": pick up an item?" .. why, kind = "pickup", options = options})
  if i then C.pick_up(g, f, i) end
end

-- ---- People carried ------------------------------------------------------------
-- "Bound/unconscious person: Pick person up" (no roll). Designed: a person
-- is picked up from your own space or the next one (hands, not Reach),
-- one at a time; the carrier's Move is 1 lower (core.lua); the person goes
-- where the carrier goes and is put down, freely, on the carrier's space.

function C.carry(g, f, o)
  D.take_off(g, o)
  g:entity_set(o, "carried_by", f)
  g:entity_set(f, "carrying", o)
  D.log(g, "%s picks up %s", D.label(g, f), g:entity_get(o, "label"))
  g:tally("carried")
end

-- f lets go of the person it carries; returns that person (or nil).
function C.let_go(g, f)
  local o = g:entity_get(f, "carrying")
  if o then
    g:entity_set(f, "carrying", nil)
    g:entity_set(o, "carried_by", nil)
  end
  return o
end

function C.put_down(g, f)
  local x, y = D.pos(g, f)
  local o = C.let_go(g, f)
  D.place(g, o, x, y)
  D.log(g, "%s puts %s down at %s", D.label(g, f), g:entity_get(o, "label"), D.cell_name(x, y))
end

-- ---- Dice for a roll ------------------------------------------------------------

-- The dice f rolls with maneuver (a stat) in role "attack", "defend" or
-- "interact", with bonus dice: the stat with its modifiers, the dice items,
-- moves and SUPERs add, and the Take a Step die ("the next time you roll the
-- dice this turn"). "characters are always allowed to roll one die".
function C.dice(g, f, stat, role, bonus)
  local effects = D.effects(g, f) -- read once for the stat and the sums
  local n = D.stat(g, f, stat, effects) + D.num_of(effects, "all_dice") + (bonus or 0)
  if role ~= "interact" then
    n = n + D.num_of(effects, "dice_" .. stat) + D.num_of(effects, role .. "_dice")
  end
  local step = g:entity_get(f, "step_die") or 0
  if step > 0 then
    n = n + step
    g:entity_set(f, "step_die", 0)
  end
  return math.max(1, n)
end

-- ---- The Showdown ------------------------------------------------------------------

-- Asks the attacker and every target for a Maneuver, in secret and at once:
-- one decision answered by every player involved. A player with several
-- fighters in it (the Villain's Minions) picks one Maneuver for each: an
-- option's value is the list of them, in the order of mine[p].
-- Returns a table fighter -> maneuver.
function C.showdown(g, a, targets)
  local involved = {a}
  for _, t in ipairs(targets) do involved[#involved + 1] = t end
  local players, mine = {}, {}
  for _, f in ipairs(involved) do
    local p = D.player(g, f)
    if not mine[p] then
      mine[p] = {}
      players[#players + 1] = p
    end
    table.insert(mine[p], f)
  end
  local options = {}
  for _, p in ipairs(players) do
    local list = {{}}
    for _ = 1, #mine[p] do
      local grown = {}
      for _, prefix in ipairs(list) do
        for _, m in ipairs(D.MANEUVERS) do
          local c = {table.unpack(prefix)}
          c[#c + 1] = m
          grown[#grown + 1] = c
        end
      end
      list = grown
    end
    options[p] = {}
    for i, c in ipairs(list) do
      local names = {}
      for k, m in ipairs(c) do names[k] = D.MANEUVER_NAMES[m] end
      options[p][i] = {label = table.concat(names, " / "), value = c}
    end
  end
  local names = {}
  for i, t in ipairs(targets) do names[i] = D.label(g, t) end
  local prompt = string.format("Showdown: %s attacks %s", D.label(g, a), table.concat(names, ", "))
  D.set(g, "actor", a)
  local picks = g:choose{players = players, prompt = prompt, kind = "showdown", options_for = options}
  -- (One player answers with one value, several with a table by player.)
  if #players == 1 then picks = {[players[1]] = picks} end
  local chosen = {}
  for _, p in ipairs(players) do
    local c = picks[p]
    for k, f in ipairs(mine[p]) do chosen[f] = c[k] end
  end
  return chosen
end

-- Who wins a Showdown between the attacker's maneuver ma and a target's mt:
-- "a", "t" or nil when neither (the same Maneuver).
function C.showdown_winner(g, a, ma, t, mt)
  if ma == mt then
    local am, tm = D.flag(g, a, "mirror_wins"), D.flag(g, t, "mirror_wins")
    if am and not tm then return "a" end
    if tm and not am then return "t" end
    return nil
  end
  return D.cycle(g)[ma] == mt and "a" or "t"
end

-- ---- Attacks -------------------------------------------------------------------------

-- Whether defender t counterattacks attacker a: "If the attacker is within
-- the defender's Reach, proceed with the counterattack."
function C.can_counter(g, t, a)
  local effects = D.effects(g, t) -- read once for both questions
  if D.flag_of(effects, "counter_any") then return true end
  local x, y = D.pos(g, a)
  return D.in_reach(g, t, x, y, D.reach(g, t, effects))
end

-- The enemies f may attack: in Reach (reach, when the caller has it) and
-- in Line of Sight.
function C.targets(g, f, reach)
  local list = {}
  -- f's Reach, space, team and the grid read once for every fighter.
  local grid, team = D.grid(g), D.team(g, f)
  reach = reach or D.reach(g, f)
  local fx, fy = D.pos(g, f)
  for _, e in ipairs(D.fighters(g)) do
    if e ~= f and D.team(g, e) ~= team and not g:entity_get(e, "cameo") then
      local x, y = D.pos(g, e)
      if x and D.in_reach_from(g, fx, fy, x, y, reach, grid) then list[#list + 1] = e end
    end
  end
  return list
end

-- Knife, Manhole Cover: "When you attack or counterattack with Reach,
-- discard" the item. With Reach: against someone not next to you. The
-- discard follows the attack or counterattack made, whatever its outcome.
-- Returns the set of fighters who attacked or counterattacked with Reach.
function C.used_reach(g, a, targets, countered)
  local reached = {}
  local ax, ay = D.pos(g, a)
  for _, t in ipairs(targets) do
    local tx, ty = D.pos(g, t)
    if D.dist(ax, ay, tx, ty) >= 2 then
      reached[a] = true
      if countered[t] then reached[t] = true end
    end
  end
  return reached
end

-- Resolves an attack by a on targets (one, or several for a multi-target
-- attack), from the Showdown to incapacitation.
function C.attack(g, a, targets)
  local z = g:zone_find("dt.targets")
  for _, e in ipairs(g:zone_list(z)) do g:zone_remove(e) end
  for _, t in ipairs(targets) do g:zone_insert(z, t) end
  D.set(g, "attacker", a)
  local names = {}
  for i, t in ipairs(targets) do names[i] = D.label(g, t) end
  D.log(g, "%s attacks %s", D.label(g, a), table.concat(names, ", "))
  g:tally("attacks")
  if #targets > 1 then g:tally("multi_target_attacks") end
  -- Face-down moves and SUPERs that wait for this moment: the attacker's
  -- first, then each defender's.
  C.offer(g, a, "attack", "you attack")
  for _, t in ipairs(targets) do C.offer(g, t, "defend", "you are attacked by " .. D.label(g, a)) end

  -- The Showdown.
  local chosen = C.showdown(g, a, targets)
  local ma = chosen[a]
  for f, m in pairs(chosen) do
    if not g:entity_get(f, "minion") then g:tally("maneuver." .. g:entity_get(f, "name") .. "." .. m) end
  end
  local a_won, any_t_won, t_won = false, false, {}
  local parts = {}
  for _, t in ipairs(targets) do
    local w = C.showdown_winner(g, a, ma, t, chosen[t])
    if w == "a" then a_won = true end
    if w == "t" then
      t_won[t] = true
      any_t_won = true
    end
    parts[#parts + 1] = string.format("%s %s vs %s %s%s", D.label(g, a), D.MANEUVER_NAMES[ma], D.label(g, t),
      D.MANEUVER_NAMES[chosen[t]], w == "a" and " (attacker wins)" or w == "t" and " (defender wins)" or "")
    g:event_emit("dt.showdown", a, t, ma, chosen[t], w == "a" and a or w == "t" and t or 0)
  end
  D.log(g, "Showdown: %s", table.concat(parts, "; "))
  -- "Each time you win a Showdown ... You advance your SUPER one space ...
  -- You also add two bonus dice to your roll in this Showdown."
  local bonus_a = 0
  if a_won then
    local effects = D.effects(g, a) -- read once: the SUPER track is no effect
    D.super_step(g, a, 1 + D.num_of(effects, "win_super"))
    bonus_a = 2 + D.num_of(effects, "win_dice")
    g:tally("showdowns_won_by_attacker")
  end
  for _, t in ipairs(targets) do
    if t_won[t] then
      D.super_step(g, t, 1 + D.num(g, t, "win_super"))
      g:tally("showdowns_won_by_defender")
    end
  end

  -- The roll: one for the attacker against all targets, one per target.
  local na = C.dice(g, a, ma, "attack", bonus_a)
  local fa, sa, faces = D.roll(g, na)
  g:event_emit("dt.roll", a, fa, sa, na)
  local rolls = {}
  local text = {string.format("%s rolls %d: %s", D.label(g, a), na, D.faces_text(faces))}
  for _, t in ipairs(targets) do
    local bonus = 0
    if any_t_won then bonus = 2 + (t_won[t] and D.num(g, t, "win_dice") or 0) end
    local nt = C.dice(g, t, chosen[t], "defend", bonus)
    local ft, st, tf = D.roll(g, nt)
    g:event_emit("dt.roll", t, ft, st, nt)
    rolls[t] = {fists = ft, shields = st}
    text[#text + 1] = string.format("%s rolls %d: %s", D.label(g, t), nt, D.faces_text(tf))
  end
  D.log(g, "%s", table.concat(text, "; "))

  -- Attacks and counterattacks. "If the attack was unsuccessful ... If the
  -- attacker is within the defender's Reach, proceed with the
  -- counterattack": it is made then, and succeeds only with more fists.
  local results, countered = {}, {}
  for _, t in ipairs(targets) do
    local r = rolls[t]
    if fa > r.shields then
      results[#results + 1] = {winner = a, loser = t, adv = fa - r.shields, maneuver = ma, counter = false}
    elseif C.can_counter(g, t, a) then
      countered[t] = true
      if r.fists > sa then
        results[#results + 1] = {winner = t, loser = a, adv = r.fists - sa, maneuver = chosen[t], counter = true}
      else
        D.log(g, "%s's attack on %s fails, and the counterattack fails too", D.label(g, a), D.label(g, t))
      end
    else
      D.log(g, "%s's attack on %s fails, and no counterattack lands", D.label(g, a), D.label(g, t))
    end
  end
  local reached = C.used_reach(g, a, targets, countered)
  C.apply_results(g, results)
  for _, f in ipairs({a, table.unpack(targets)}) do
    local i = reached[f] and D.item(g, f)
    if i and D.item_def(g, i).discard_on_reach then
      D.log(g, "%s's %s is spent", D.label(g, f), D.item_def(g, i).name)
      C.discard_item(g, f)
    end
  end
  C.check_incapacitated(g)
end

-- Applies attack and counterattack results. "All effects of the
-- counterattacks are applied simultaneously": every loss is worked out
-- first, then applied in order.
function C.apply_results(g, results)
  for _, r in ipairs(results) do
    -- The loser may turn a Signature Move or a SUPER against the blow.
    local before = g:entity_get(r.loser, "super_on")
    C.offer(g, r.loser, "hit", string.format("%s's %s%s is about to hit you", D.label(g, r.winner),
      r.counter and "counterattack " or "", D.MANEUVER_NAMES[r.maneuver]))
    if not before and g:entity_get(r.loser, "super_on") and D.super_def(g, r.loser).effect.cancel then
      r.cancelled = true
      D.log(g, "%s ignores the %s", D.label(g, r.loser), r.counter and "counterattack" or "attack")
    end
  end
  for _, r in ipairs(results) do
    if not r.cancelled then C.hit(g, r) end
  end
  for _, r in ipairs(results) do g:entity_set(r.loser, "soak_once", nil) end
end

-- One successful attack or counterattack: the penalties of its Maneuver.
function C.hit(g, r)
  local w, l = r.winner, r.loser
  -- The winner's effects, read once: nothing below changes them before the
  -- last question (Handcuffs change the items, and end the hit there).
  local we = D.effects(g, w)
  -- Advantage bonuses: on every success, or only on attacks or only on
  -- counterattacks, as each card says.
  local bonus = D.num_of(we, "advantage") + D.num_of(we, r.counter and "counter_advantage" or "attack_advantage")
  local adv = r.adv + bonus
  local soak = D.num(g, l, "soak") + (g:entity_get(l, "soak_once") or 0)
  g:entity_set(l, "soak_once", nil)
  g:entity_set(l, "hit_by", w)
  g:event_emit("dt.hit", l, w, r.maneuver, adv, r.counter and 1 or 0)
  g:tally("hits." .. r.maneuver)
  local kind = r.counter and "counterattack" or "attack"
  if r.maneuver == "strike" then
    -- "the loser loses an amount of Health equal to the winner's Advantage"
    local loss = math.max(0, adv - soak)
    D.lose_health(g, l, loss)
    D.log(g, "%s's %s Strike lands: Advantage %d, %s loses %d Health", D.label(g, w), kind, adv, D.label(g, l), loss)
  elseif r.maneuver == "grapple" then
    local cuffs = D.item(g, w)
    if cuffs and D.item_def(g, cuffs).cuffs and not g:entity_get(cuffs, "deployed") then
      local cuff = D.ask(g, w, {prompt = D.label(g, w) .. ": handcuff " .. D.label(g, l) .. " instead of hurting them?",
                                kind = "handcuffs", options = {{label = "Handcuff them", value = true},
                                                               {label = "Grapple as usual", value = false}}})
      if cuff then
        C.discard_item(g, l)
        g:entity_set(w, "item", nil)
        g:entity_set(cuffs, "holder", l)
        g:entity_set(cuffs, "deployed", true)
        g:entity_set(l, "item", cuffs)
        D.log(g, "%s handcuffs %s", D.label(g, w), D.label(g, l))
        g:tally("handcuffed")
        return
      end
    end
    -- "the loser loses 1 Health ... also gains a number of Grapple tokens
    -- equal to the winner's Advantage"
    local loss = D.flag_of(we, "grapple_damage") and adv or 1
    loss = math.max(0, loss - soak)
    D.lose_health(g, l, loss)
    g:entity_set(l, "grapple", (g:entity_get(l, "grapple") or 0) + adv)
    D.log(g, "%s's %s Grapple holds: %s loses %d Health and gains %d Grapple tokens", D.label(g, w), kind,
      D.label(g, l), loss, adv)
  else
    -- "the loser loses 1 Health. The winner may also throw the loser a
    -- number of spaces up to the winner's Advantage"
    local loss = D.flag_of(we, "throw_damage_adv") and adv or 1
    loss = math.max(0, loss + D.num_of(we, "throw_damage") - soak)
    D.lose_health(g, l, loss)
    D.log(g, "%s's %s Throw connects: %s loses %d Health", D.label(g, w), kind, D.label(g, l), loss)
    if D.health(g, l) > 0 then C.throw(g, w, l, adv + D.num_of(we, "throw_extra")) end
  end
end

-- Throws loser up to n spaces (the winner's choice among the spaces the
-- loser could be moved to along free spaces, designed), then lets the
-- winner interact with one object next to where it lands.
function C.throw(g, w, l, n)
  local x, y = D.pos(g, l)
  local grid = D.grid(g)
  local opts = {mover = l, budget = n, diagonal = true, relation = D.relation(g, l, "throw")}
  local cells = {}
  for _, c in ipairs(g:grid_reachable(grid, x, y, opts)) do
    if not (c.x == x and c.y == y) then cells[#cells + 1] = c end
  end
  -- The chute is open air the grid never walks into; a thrown character
  -- may still land in it from its own space or from any space it could
  -- reach with a step to spare (Factory scenes).
  local list, seen = {}, {}
  local function add(c)
    local key = c.y * 1000 + c.x
    if not seen[key] then
      seen[key] = true
      list[#list + 1] = c
    end
  end
  for _, c in ipairs(cells) do add(c) end
  -- (Only where the board has a chute: the search asks the terrain of
  -- every neighbour of every space, most of a Throw's kernel calls. The
  -- chute's spaces found are marked, the grid's never being in it.)
  if D.has_chute(g) then
    local launch = {{x = x, y = y, cost = 0}}
    for _, c in ipairs(cells) do launch[#launch + 1] = c end
    for _, c in ipairs(launch) do
      if c.cost < n then
        for _, nb in ipairs(D.neighbours(g, c.x, c.y)) do
          if g:grid_terrain_at(grid, nb.x, nb.y) == "chute" then add({x = nb.x, y = nb.y, chute = true}) end
        end
      end
    end
  end
  -- Each option's value: the space thrown to, or false for none.
  local options = {{label = "Leave them where they are", value = false}}
  for i, c in ipairs(list) do
    local label = "Throw them to " .. D.cell_name(c.x, c.y) .. (c.chute and " (the chute)" or "")
    options[i + 1] = {label = label, value = c}
  end
  if #list > 0 then
    local c = D.ask(g, w, {prompt = D.label(g, w) .. ": throw " .. D.label(g, l) .. " up to " .. n .. " spaces",
                           kind = "throw", options = options})
    if c then
      if c.chute then
        C.into_chute(g, l)
        return
      end
      D.move_to(g, l, c.x, c.y)
      D.log(g, "%s throws %s to %s", D.label(g, w), D.label(g, l), D.cell_name(c.x, c.y))
    end
  end
  -- "In addition, the attacker may also interact with one object the loser
  -- lands next to." After a counter-Throw the rulebook is open: the
  -- attacker is then the one thrown. Reading taken: the counter-thrower
  -- interacts, since a counterattack is "An attack launched by the
  -- defender" (so she is its attacker) and the interaction comes "in
  -- addition" to the winner's throw, a reward, never the loser's.
  local lx, ly = D.pos(g, l)
  local things = C.interactions(g, w, {near = {x = lx, y = ly}})
  if #things > 0 then
    -- Each option's value: the thing, or false for none.
    local options = {{label = "No", value = false}}
    for i, t in ipairs(things) do options[i + 1] = {label = t.label, value = t} end
    local t = D.ask(g, w, {prompt = D.label(g, w) .. ": interact with an object next to " .. D.label(g, l) .. "?",
                           kind = "interact", options = options})
    if t then C.interact(g, w, t) end
  end
end

-- "Any time a character falls into this chute, that character is removed
-- from the scene. Unless the script states otherwise, treat this character
-- as incapacitated for that scene."
function C.into_chute(g, f)
  D.log(g, "%s falls into the chute", D.label(g, f))
  g:tally("chute")
  local scene = D.get(g, "scene")
  local def = scene and content("scene", scene)
  if def and def.chute then def.chute(g, f) end
  -- A person carried falls with the carrier.
  local o = C.let_go(g, f)
  if o then
    D.log(g, "%s falls too", g:entity_get(o, "label"))
    g:tally("bound_lost")
  end
  if not D.out(g, f) then C.remove(g, f, "incapacitated") end
end

-- Takes f out of the scene ("removed from the map, along with any items
-- that character is carrying").
function C.remove(g, f, why)
  C.discard_item(g, f)
  -- The person it carried leaves with an exiting carrier (rescued) and is
  -- left lying on the space of one taken out.
  local o = g:entity_get(f, "carrying")
  if o and why == "exited" then
    C.let_go(g, f)
    g:entity_set(o, "rescued", true)
    D.log(g, "%s carries %s to safety", D.label(g, f), g:entity_get(o, "label"))
    g:tally("rescued")
  elseif o then
    C.put_down(g, f)
  end
  local x = D.pos(g, f)
  if x then D.take_off(g, f) end
  g:entity_set(f, "out", true)
  g:entity_set(f, "out_why", why)
  g:entity_set(f, "super_on", false)
  g:event_emit("dt.out", f, why)
  if why == "incapacitated" then D.log(g, "%s is incapacitated", D.label(g, f)) end
end

-- "After your attack has completely resolved, check each character to see
-- if it is incapacitated."
function C.check_incapacitated(g)
  for _, f in ipairs(D.fighters(g)) do
    if D.health(g, f) <= 0 then C.remove(g, f, "incapacitated") end
  end
end

-- ---- Interacting -------------------------------------------------------------------
-- "Just as with an attack, your character must have Reach to the things and
-- have Line of Sight to the thing." opts.near = {x, y}: instead, things next
-- to that space (after a Throw).

-- at: what every thing shares, read once (C.interactions).
local function can_touch(g, at, x, y, opts)
  if opts.near then return D.dist(opts.near.x, opts.near.y, x, y) <= 1 end
  return D.in_reach_from(g, at.x, at.y, x, y, at.reach, at.grid)
end

-- The things f can interact with, each {label=, kind=, ...}; opts.reach
-- is f's Reach when the caller has it.
function C.interactions(g, f, opts)
  opts = opts or {}
  local list = {}
  local board = content("board", D.get(g, "board"))
  local mine = D.item(g, f) -- for the key here and the items below
  local key = mine and D.item_def(g, mine).key
  -- f's Reach, space and the grid: the same for every thing.
  local fx, fy = D.pos(g, f)
  local at = {x = fx, y = fy, reach = not opts.near and (opts.reach or D.reach(g, f)), grid = D.grid(g)}
  -- Where f reaches from, and how far (for a first look at each door).
  local cx, cy = fx, fy
  if opts.near then cx, cy = opts.near.x, opts.near.y end
  local far = opts.near and 1 or at.reach
  for _, d in ipairs(D.doors(g)) do
    -- A door's second space is next to its first: with the first more
    -- than one space out of reach, neither can be touched (most doors;
    -- the rest of their reading was a tenth of an Action).
    local x0, y0 = g:entity_get(d, "x"), g:entity_get(d, "y")
    local x1, y1
    if cx and D.dist(cx, cy, x0, y0) <= far + 1 then x0, y0, x1, y1 = D.door_cells(g, d) end
    if x1 and (can_touch(g, at, x0, y0, opts) or can_touch(g, at, x1, y1, opts)) then
      local where = D.cell_name(x0, y0) .. "/" .. D.cell_name(x1, y1)
      local state = g:entity_get(d, "state")
      if state == "closed" then
        list[#list + 1] = {label = "Open the door " .. where, kind = "open", door = d}
      elseif state == "locked" and key then
        list[#list + 1] = {label = "Unlock the door " .. where, kind = "open", door = d}
      elseif state == "locked" then
        local diff = board.doors[g:entity_get(d, "strength")]
        list[#list + 1] = {label = string.format("Knock open the door %s (%s %dD)", where,
                                                 D.MANEUVER_NAMES[diff.stat], diff.dice),
                           kind = "knock", door = d, stat = diff.stat, dice = diff.dice}
      elseif state == "open" and key then
        list[#list + 1] = {label = "Close and lock the door " .. where, kind = "lock", door = d}
      end
    end
  end
  -- The objects on the board, each read as far as needed: its space,
  -- then its type if f can touch it. (Objects are never freed: only
  -- items are, C.discard_item.)
  for _, o in ipairs(D.list(g, "object")) do
    local x = g:entity_get(o, "x")
    local y = x and g:entity_get(o, "y")
    if x and can_touch(g, at, x, y, opts) then
      local spec = C.OBJECTS[g:entity_get(o, "type")]
      if spec then
        local thing = spec(g, f, o, x, y)
        if thing then list[#list + 1] = thing end
      end
    end
  end
  if not opts.near then
    -- Items between allies, and Handcuffs.
    if mine and g:entity_get(mine, "deployed") then
      local esc = D.item_def(g, mine).deployed.escape
      list[#list + 1] = {label = string.format("Slip the Handcuffs (%s %dD)", D.MANEUVER_NAMES[esc.stat], esc.dice),
                         kind = "slip", stat = esc.stat, dice = esc.dice}
    end
    local team = D.team(g, f)
    for _, e in ipairs(D.fighters(g)) do
      -- Allies only (in the Dojo there are none): their spaces read then.
      local ex, ey
      if e ~= f and D.team(g, e) == team then ex, ey = D.pos(g, e) end
      if ex and not g:entity_get(e, "cameo")
         and D.dist(fx, fy, ex, ey) <= 1 and D.los(g, fx, fy, ex, ey, at.grid) then
        local theirs = D.item(g, e)
        if mine and not theirs and C.can_drop(g, f) then
          list[#list + 1] = {label = "Give the " .. D.item_def(g, mine).name .. " to " .. D.label(g, e), kind = "give", to = e}
        end
        if theirs and g:entity_get(theirs, "deployed") then
          list[#list + 1] = {label = "Free " .. D.label(g, e) .. " from the Handcuffs", kind = "uncuff", to = e}
        elseif theirs and (not mine or C.can_drop(g, f)) then
          list[#list + 1] = {label = "Take the " .. D.item_def(g, theirs).name .. " from " .. D.label(g, e), kind = "take", from = e}
        end
      end
    end
  end
  return list
end

-- Objects a scene can hold: what interacting with each does. Barrels and
-- Crowds move one space into an empty space (no roll); control panels and
-- crates take a roll and do what movie.lua and the scene say.
local function pushable(name)
  return function(g, f, o, x, y)
    for _, nb in ipairs(D.neighbours(g, x, y)) do
      if D.empty(g, nb.x, nb.y) then
        return {label = "Move the " .. name .. " at " .. D.cell_name(x, y), kind = "push", object = o}
      end
    end
  end
end

C.OBJECTS = {
  barrel = pushable("barrel"),
  crowd = pushable("Crowd"),
  panel = function(g, f, o, x, y)
    return {label = "Work the control panel at " .. D.cell_name(x, y) .. " (Grapple 2D)", kind = "panel",
            object = o, stat = "grapple", dice = 2}
  end,
  bound = function(g, f, o, x, y)
    local fx, fy = D.pos(g, f)
    if g:entity_get(f, "carrying") or D.dist(fx, fy, x, y) > 1 then return nil end
    local here = (fx == x and fy == y) and " (your space)" or ""
    return {label = "Pick up " .. g:entity_get(o, "label") .. " at " .. D.cell_name(x, y) .. here, kind = "carry", object = o}
  end,
  crate = function(g, f, o, x, y)
    return {label = "Break open the crate at " .. D.cell_name(x, y) .. " (Grapple 4D)", kind = "crate",
            object = o, stat = "grapple", dice = 4}
  end,
}

-- A roll against an object: "Roll more fists than the number of shields the
-- object rolled to be successful."
function C.roll_against(g, f, stat, dice)
  local n = C.dice(g, f, stat, "interact", 0)
  local fists, _, faces = D.roll(g, n)
  local _, shields, ofaces = D.roll(g, dice)
  local ok = fists > shields
  D.log(g, "%s rolls %s (%s) against %dD (%s): %s", D.label(g, f), D.MANEUVER_NAMES[stat], D.faces_text(faces), dice,
    D.faces_text(ofaces), ok and "success" or "failure")
  g:event_emit("dt.interact_roll", f, fists, shields, ok and 1 or 0)
  return ok
end

function C.interact(g, f, t)
  g:tally("interact." .. t.kind)
  if t.kind == "open" then
    C.open_door(g, f, t.door)
  elseif t.kind == "carry" then
    C.carry(g, f, t.object)
  elseif t.kind == "lock" then
    D.set_door(g, t.door, "locked")
    D.log(g, "%s closes and locks a door", D.label(g, f))
  elseif t.kind == "knock" then
    if C.roll_against(g, f, t.stat, t.dice) then C.open_door(g, f, t.door) end
  elseif t.kind == "push" then
    local x, y = D.pos(g, t.object)
    local options = {}
    for _, nb in ipairs(D.neighbours(g, x, y)) do
      if D.empty(g, nb.x, nb.y) then
        options[#options + 1] = {label = "To " .. D.cell_name(nb.x, nb.y), value = nb}
      end
    end
    local c = D.ask(g, f, {prompt = "Move it where?", kind = "push", options = options})
    D.move_to(g, t.object, c.x, c.y)
    D.log(g, "%s moves the %s to %s", D.label(g, f), g:entity_get(t.object, "type"), D.cell_name(c.x, c.y))
  elseif t.kind == "slip" then
    if C.roll_against(g, f, t.stat, t.dice) then
      C.discard_item(g, f)
      D.log(g, "%s slips the Handcuffs", D.label(g, f))
    end
  elseif t.kind == "uncuff" then
    C.discard_item(g, t.to)
    D.log(g, "%s frees %s from the Handcuffs", D.label(g, f), D.label(g, t.to))
  elseif t.kind == "give" then
    local i = D.item(g, f)
    g:entity_set(f, "item", nil)
    g:entity_set(i, "holder", t.to)
    g:entity_set(t.to, "item", i)
    D.log(g, "%s gives the %s to %s", D.label(g, f), D.item_def(g, i).name, D.label(g, t.to))
  elseif t.kind == "take" then
    local i = D.item(g, t.from)
    if D.item(g, f) then C.drop_item(g, f) end
    g:entity_set(t.from, "item", nil)
    g:entity_set(i, "holder", f)
    g:entity_set(f, "item", i)
    D.log(g, "%s takes the %s from %s", D.label(g, f), D.item_def(g, i).name, D.label(g, t.from))
  else
    -- Scene objects (the conveyor's control panel, crates, ...): movie.lua.
    if t.stat and not C.roll_against(g, f, t.stat, t.dice) then return end
    trigger(g, "dt.interact", f, t)
  end
end

function C.open_door(g, f, d)
  D.set_door(g, d, "open")
  D.log(g, "%s opens a door", D.label(g, f))
end

return C
