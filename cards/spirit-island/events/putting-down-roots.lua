-- Putting Down Roots / The Center Crumbles, as the expansion's rulebook
-- prints it (its example of a card chosen by the Island's health). The
-- text lost its piece icons; read here as: Replace 1 Explorer with 1 Town;
-- destroy 3 Presence (total) or add 1 Blight; Unbroken: no Ravage in lands
-- with Beasts; Drive Off the Interlopers: Push 1 Explorer from a land with
-- Dahan (inferred icons).
local D = require "core"
local I = require "invaders"
local E = require "events"
local P = require "powers"

event {
  id = "putting-down-roots",
  name = "Putting Down Roots",
  by = "health",
  primary = {
    {name = "Putting Down Roots", text = "On an Inland land on each board: Replace 1 Explorer with 1 Town.",
     effect = function(g)
       E.on_each_board(g, "Putting Down Roots: replace an Explorer where?",
                       function(_, l) return not D.coastal(g, l) and D.n(g, l, "explorer") > 0 end,
                       function(_, l) D.replace(g, D.pieces_of(g, l, "explorer")[1], "town") end)
     end},
    {name = "The Center Crumbles",
     text = "On each board with Invaders: either destroy 3 Presence (total), or add 1 Blight to an Inland land.",
     effect = function(g)
       E.each_board(g, function(_, b, p, lands)
         local any = false
         for _, l in ipairs(lands) do if D.has_invaders(g, l) then any = true end end
         if not any then return end
         local inlands = E.filter(g, lands, function(_, l) return not D.coastal(g, l) end)
         local total = 0
         for q = 0, g:players() - 1 do total = total + D.presence_total(g, q) end
         local labels = {"Add 1 Blight to an Inland land"}
         if total >= 3 then labels[2] = "Destroy 3 Presence (total)" end
         local i = D.choose(g, p, "The Center Crumbles (board " .. b .. ")", "event_choice", labels)
         if i == 1 then
           local l = E.pick_land(g, b, inlands, "The Center Crumbles: add Blight where?", "cascade")
           if l then I.add_blight(g, l) end
         else
           for _ = 1, 3 do
             local own = D.presence_lands(g, p)
             local who = p
             if #own == 0 then
               for q = 0, g:players() - 1 do
                 if #D.presence_lands(g, q) > 0 then who, own = q, D.presence_lands(g, q) break end
               end
             end
             local options = {}
             for k, l in ipairs(own) do options[k] = {label = D.label(g, l), value = l} end
             local land = D.choose(g, who, "The Center Crumbles: destroy a presence where?", "destroy_presence", options)
             D.destroy_presence(g, land, who, 1)
           end
         end
       end)
     end},
  },
  token = {name = "Unbroken", text = "Invaders do not Ravage in lands with Beasts.",
           effect = function(g) D.set(g, "mod.no_ravage_beasts", true) end},
  dahan = {name = "Drive Off the Interlopers", text = "Each player may Push 1 Explorer from a land with Dahan.",
           effect = function(g)
             for p = 0, g:players() - 1 do
               local lands = {}
               for _, l in ipairs(D.lands(g)) do
                 if D.n(g, l, "dahan") > 0 and D.n(g, l, "explorer") > 0 then lands[#lands + 1] = l end
               end
               if #lands > 0 then
                 local options = {{label = "Push nothing", value = false}}
                 for k, o in ipairs(P.land_options(g, lands)) do options[k + 1] = o end
                 local land = D.choose(g, p, "Drive Off the Interlopers: push an Explorer from?", "event_push", options)
                 if land then P.push(g, E.ctx(p, land), 1, {"explorer"}) end
               end
             end
           end},
}
