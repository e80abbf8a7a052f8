-- Luke Elba's six Signature Moves, designed to fit him (designed).
local function move(t) t.character = "luke-elba"; t.id = "luke-elba/" .. t.id; define("move", t) end

move { id = "haymaker", name = "Haymaker", reveal = "attack",
       text = "Reveal when you attack. +2 dice when you Strike.",
       effect = {dice_strike = 2} }
move { id = "brick-wall", name = "Brick Wall", reveal = "hit",
       text = "Reveal when an attack or counterattack against you succeeds. Lose 1 less " ..
              "Health from it.",
       hit_soak = 1, effect = {} }
move { id = "street-brawler", name = "Street Brawler", face = "up",
       text = "Placed face up. Strike +1.",
       effect = {strike = 1} }
move { id = "stare-down", name = "Stare Down", reveal = "defend",
       text = "Reveal when you are attacked. When you win the Showdown, roll 2 more bonus dice.",
       effect = {win_dice = 2} }
move { id = "shoulder-charge", name = "Shoulder Charge", reveal = "camera",
       text = "Reveal at the start of your Camera. Move +1 and +1 die attacking.",
       effect = {move = 1, attack_dice = 1} }
move { id = "second-wind", name = "Second Wind", reveal = "action",
       text = "Reveal at the start of your Action. Regain 2 Health.",
       heal = 2, effect = {} }
