-- Brandon Lee's six Signature Moves, designed to fit him (designed).
local function move(t) t.character = "brandon-lee"; t.id = "brandon-lee/" .. t.id; define("move", t) end

move { id = "gun-kata", name = "Gun Kata", reveal = "action",
       text = "Reveal at the start of your Action. You have Reach 3.",
       effect = {reach = 3} }
move { id = "double-tap", name = "Double Tap", reveal = "attack",
       text = "Reveal when you attack. +1 die attacking, and Advantage +1 when your attack " ..
              "succeeds.",
       effect = {attack_dice = 1, attack_advantage = 1} }
move { id = "the-crow-returns", name = "The Crow Returns", reveal = "hit",
       text = "Reveal when an attack or counterattack against you succeeds. Lose 2 less " ..
              "Health from it.",
       hit_soak = 2, effect = {} }
move { id = "stunt-roll", name = "Stunt Roll", reveal = "camera",
       text = "Reveal at the start of your Camera. Move +2, and you may Sprint through " ..
              "enemies, Cameos and Crowds (never ending there).",
       effect = {move = 2, pass_enemies = true} }
move { id = "cop-instincts", name = "Cop Instincts", reveal = "defend",
       text = "Reveal when you are attacked. +2 dice defending.",
       effect = {defend_dice = 2} }
move { id = "rapid-fire", name = "Rapid Fire", reveal = "action",
       text = "Reveal at the start of your Action. Your attack targets every enemy in your " ..
              "Reach (a multi-target attack).",
       effect = {multi = true} }
