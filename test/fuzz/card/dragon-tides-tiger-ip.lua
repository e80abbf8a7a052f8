-- Tiger IP's six Signature Moves, designed to fit him (designed).
local function move(t) t.character = "tiger-ip"; t.id = "tiger-ip/" .. t.id; define("move", t) end

move { id = "chain-punches", name = "Chain Punches", reveal = "attack",
       text = "Reveal when you attack. +1 die when you Strike; when you win the Showdown, " ..
              "roll one more bonus die.",
       effect = {dice_strike = 1, win_dice = 1} }
move { id = "wooden-dummy-drills", name = "Wooden Dummy Drills", face = "up",
       text = "Placed face up. +1 die attacking and +1 die defending.",
       effect = {attack_dice = 1, defend_dice = 1} }
move { id = "centerline", name = "Centerline", reveal = "defend",
       text = "Reveal when you are attacked. +1 die defending; when your Maneuver is the " ..
              "same as your opponent's, you win the Showdown.",
       effect = {defend_dice = 1, mirror_wins = true} }
move { id = "sticky-hands", name = "Sticky Hands", reveal = "defend",
       text = "Reveal when you are attacked. You may counterattack whatever your Reach; " ..
              "Advantage +1 when your counterattack succeeds.",
       effect = {counter_any = true, counter_advantage = 1} }
move { id = "nimble-footwork", name = "Nimble Footwork", reveal = "camera",
       text = "Reveal at the start of your Camera. Move +2.",
       effect = {move = 2} }
move { id = "grandmasters-calm", name = "Grandmaster's Calm", reveal = "action",
       text = "Reveal at the start of your Action. Advance your SUPER one step.",
       super_gain = 1, effect = {} }
