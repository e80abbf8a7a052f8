-- Viktoria Jovovich's six Signature Moves, designed to fit her (designed).
local function move(t) t.character = "viktoria-jovovich"; t.id = "viktoria-jovovich/" .. t.id; define("move", t) end

move { id = "scissor-takedown", name = "Scissor Takedown", reveal = "attack",
       text = "Reveal when you attack. +2 dice when you Throw; your successful Throws take " ..
              "1 more Health.",
       effect = {dice_throw = 2, throw_damage = 1} }
move { id = "wall-run", name = "Wall Run", reveal = "camera",
       text = "Reveal at the start of your Camera. Move +3.",
       effect = {move = 3} }
move { id = "evasive-flip", name = "Evasive Flip", reveal = "defend",
       text = "Reveal when you are attacked. +2 dice defending.",
       effect = {defend_dice = 2} }
move { id = "leg-lock", name = "Leg Lock", reveal = "attack",
       text = "Reveal when you attack. +1 die when you Grapple; Advantage +1 when your attack " ..
              "succeeds.",
       effect = {dice_grapple = 1, attack_advantage = 1} }
move { id = "hurl", name = "Hurl", face = "up",
       text = "Placed face up. Your Throws may move the loser up to 2 more spaces and take 1 " ..
              "more Health.",
       effect = {throw_extra = 2, throw_damage = 1} }
move { id = "killer-instinct", name = "Killer Instinct", reveal = "action",
       text = "Reveal at the start of your Action. When you win a Showdown, gain one more " ..
              "SUPER step and roll one more bonus die.",
       effect = {win_super = 1, win_dice = 1} }
