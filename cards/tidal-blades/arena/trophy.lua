-- The Trophy on a Nexus grid space (Capture the Crab): "The Trophy space may
-- not be played to or activated." A card of kind wound so the grid rules
-- keep it there; designed.
card {id = "arena/trophy", name = "Trophy", kind = "wound", actions = {}}
