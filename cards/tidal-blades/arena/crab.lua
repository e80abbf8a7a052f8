-- The Crab held on a Nexus grid space (Capture the Crab): "The Crab space
-- may not be played to or activated." A card of kind wound so the grid
-- rules keep it there (never played to, activated or cleared); designed.
card {id = "arena/crab", name = "Crab (held)", kind = "wound", actions = {}}
