-- Destiny 1. The Destiny deck holds 6 mini cards; numbering them 1 to 6 is
-- designed ("Its number determines which skill is activated").
define("destiny", {id = "destiny-1", name = "Destiny 1", number = 1})
