-- Bruce Lee's six Signature Moves. The rulebook prints none: names, texts,
-- timings and numbers are designed to fit him (designed). A move's effect
-- holds while it lies face up; a face-down move turns face up when its
-- owner reveals it at its timing (see scripts/dragon-tides/rules.lua).
local function move(t) t.character = "bruce-lee"; t.id = "bruce-lee/" .. t.id; define("move", t) end

move { id = "one-inch-punch", name = "One-Inch Punch", reveal = "attack",
       text = "Reveal when you attack. +2 dice when you Strike.",
       effect = {dice_strike = 2} }
move { id = "intercepting-fist", name = "Intercepting Fist", reveal = "defend",
       text = "Reveal when you are attacked. +1 die defending; you may counterattack " ..
              "whatever your Reach.",
       effect = {defend_dice = 1, counter_any = true} }
move { id = "dragon-kick", name = "Dragon Kick", reveal = "action",
       text = "Reveal at the start of your Action. Reach +1, and +1 die when you Strike.",
       effect = {reach_plus = 1, dice_strike = 1} }
move { id = "flow-like-water", name = "Flow Like Water", reveal = "camera",
       text = "Reveal at the start of your Camera. Move +2.",
       effect = {move = 2} }
move { id = "lightning-reflexes", name = "Lightning Reflexes", reveal = "defend",
       text = "Reveal when you are attacked. When you win the Showdown, roll 2 more bonus " ..
              "dice (4 in all).",
       effect = {win_dice = 2} }
move { id = "jeet-kune-do", name = "Jeet Kune Do", face = "up",
       text = "Placed face up. When your Maneuver is the same as your opponent's, you win " ..
              "the Showdown.",
       effect = {mirror_wins = true} }
