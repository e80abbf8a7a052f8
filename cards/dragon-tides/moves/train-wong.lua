-- Train Wong's six Signature Moves, designed to fit him (designed).
local function move(t) t.character = "train-wong"; t.id = "train-wong/" .. t.id; define("move", t) end

move { id = "ladder-defense", name = "Ladder Defense", reveal = "defend",
       text = "Reveal when you are attacked. +2 dice defending.",
       effect = {defend_dice = 2} }
move { id = "drunken-boxing", name = "Drunken Boxing", face = "up",
       text = "Placed face up. +1 die on every roll.",
       effect = {all_dice = 1} }
move { id = "prop-fu", name = "Prop Fu", reveal = "action",
       text = "Reveal at the start of your Action. Reach +1 and +1 die attacking.",
       effect = {reach_plus = 1, attack_dice = 1} }
move { id = "stunt-fall", name = "Stunt Fall", reveal = "hit",
       text = "Reveal when an attack or counterattack against you succeeds. Lose 2 less " ..
              "Health from it.",
       hit_soak = 2, effect = {} }
move { id = "scaffold-climb", name = "Scaffold Climb", reveal = "camera",
       text = "Reveal at the start of your Camera. Move +2, and you may Sprint through " ..
              "enemies, Cameos and Crowds (never ending there).",
       effect = {move = 2, pass_enemies = true} }
move { id = "slapstick-counter", name = "Slapstick Counter", reveal = "defend",
       text = "Reveal when you are attacked. You may counterattack whatever your Reach; when " ..
              "you win the Showdown, roll one more bonus die.",
       effect = {counter_any = true, win_dice = 1} }
