-- Years of Little Rain, as the expansion's rulebook prints it (its Choice
-- Event example). Icons lost in the text; read here as: a discarded Minor
-- Power lacking Water adds 1 Blight to a Sands; Dahan, Towns and Cities
-- have -1 Health (Explorers have 1 already); Act to Ease the Drought adds 1
-- Dahan to a land of the spirit's with Dahan; aided by Water; Beasts
-- Attack: a Beasts that destroys a Town or City is removed (inferred icons).
local D = require "core"
local I = require "invaders"
local E = require "events"

local function has(def, element)
  for _, e in ipairs(def.elements or {}) do if e == element then return true end end
  return false
end

event {
  id = "years-of-little-rain",
  name = "Years of Little Rain",
  by = "choice",
  cost = 4,
  aided = "water",
  primary = {
    {name = "Let the Plants Die and the Land Wither",
     text = "On each board: discard the top Minor Power; if it lacks Water, add 1 Blight to a Sands. " ..
            "Dahan, Towns and Cities have -1 Health (minimum 1) until the end of the turn.",
     effect = function(g)
       E.each_board(g, function(_, b)
         local def = E.discard_top_power(g, "minor")
         if def and not has(def, "water") then
           local sands = E.filter(g, E.board_lands(g, b), function(_, l) return D.terrain(g, l) == "sands" end)
           local l = E.pick_land(g, b, sands, "Years of Little Rain: add Blight to which Sands?", "cascade")
           if l then I.add_blight(g, l) end
         end
       end)
       for _, t in ipairs{"dahan", "town", "city"} do D.add(g, "mod.health." .. t, -1) end
       D.check_health(g)
     end},
    {name = "Act to Ease the Drought", text = "Each Spirit may add 1 Dahan to one of their lands with Dahan.",
     effect = function(g)
       for p = 0, g:players() - 1 do
         local lands = {}
         for _, l in ipairs(D.presence_lands(g, p)) do
           if D.n(g, l, "dahan") > 0 then lands[#lands + 1] = l end
         end
         local l = E.pick_land(g, p + 1, lands, "Act to Ease the Drought: add a Dahan where?", "event_dahan")
         if l then D.add_dahan(g, l, 1) end
       end
     end},
  },
  token = {name = "Beasts Attack!", text = "Each Beasts deals 2 Damage. Remove any Beasts that destroys a Town or City.",
           effect = function(g)
             for _, l in ipairs(D.lands(g)) do
               for _ = 1, D.count(g, l, "beasts") do
                 if not D.has_invaders(g, l) then break end
                 local before = D.n(g, l, "town", "city")
                 I.damage_invaders(g, D.decider(g, l), l, 2, "event")
                 if D.n(g, l, "town", "city") < before then D.change(g, l, "beasts", -1) end
               end
             end
           end},
  dahan = {name = "Canny Defense", text = "During Ravage, in every land, Defend 1 per Dahan in the land.",
           effect = function(g) D.set(g, "mod.defend_per_dahan", 1) end},
}
