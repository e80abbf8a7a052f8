-- Goliath's six Signature Moves, designed to fit him (designed).
local function move(t) t.character = "goliath"; t.id = "goliath/" .. t.id; define("move", t) end

move { id = "ground-pound", name = "Ground Pound", reveal = "action",
       text = "Reveal at the start of your Action. Your attack targets every enemy in your " ..
              "Reach (a multi-target attack).",
       effect = {multi = true} }
move { id = "hulking-frame", name = "Hulking Frame", face = "up",
       text = "Placed face up. Lose 1 less Health from every attack against you.",
       effect = {soak = 1} }
move { id = "body-slam", name = "Body Slam", reveal = "attack",
       text = "Reveal when you attack. +2 dice when you Throw.",
       effect = {dice_throw = 2} }
move { id = "headbutt", name = "Headbutt", reveal = "attack",
       text = "Reveal when you attack. +1 die when you Strike; Advantage +1 when your attack " ..
              "succeeds.",
       effect = {dice_strike = 1, attack_advantage = 1} }
move { id = "lumbering-charge", name = "Lumbering Charge", reveal = "camera",
       text = "Reveal at the start of your Camera. Move +2.",
       effect = {move = 2} }
move { id = "titans-grip", name = "Titan's Grip", reveal = "attack",
       text = "Reveal when you attack. +2 dice when you Grapple.",
       effect = {dice_grapple = 2} }
