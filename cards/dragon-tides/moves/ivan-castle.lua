-- Ivan Castle's six Signature Moves, designed to fit him (designed).
local function move(t) t.character = "ivan-castle"; t.id = "ivan-castle/" .. t.id; define("move", t) end

move { id = "bear-crush", name = "Bear Crush", reveal = "attack",
       text = "Reveal when you attack. +2 dice when you Grapple.",
       effect = {dice_grapple = 2} }
move { id = "iron-grip", name = "Iron Grip", face = "up",
       text = "Placed face up. Grapple +1, and Grapple tokens do not lower your Stats.",
       effect = {grapple = 1, ignore_grapple = true} }
move { id = "suplex", name = "Suplex", reveal = "attack",
       text = "Reveal when you attack. +1 die when you Throw; your Throws may move the " ..
              "loser 1 more space.",
       effect = {dice_throw = 1, throw_extra = 1} }
move { id = "unbreakable", name = "Unbreakable", reveal = "defend",
       text = "Reveal when you are attacked. +1 die defending, and lose 1 less Health from " ..
              "every attack until your next turn.",
       effect = {defend_dice = 1, soak = 1} }
move { id = "relentless", name = "Relentless", reveal = "camera",
       text = "Reveal at the start of your Camera. Move +2.",
       effect = {move = 2} }
move { id = "crushing-hold", name = "Crushing Hold", reveal = "action",
       text = "Reveal at the start of your Action. Advantage +1 when your attacks and " ..
              "counterattacks succeed.",
       effect = {advantage = 1} }
