-- Destiny 3. The Destiny deck holds 6 mini cards; numbering them 1 to 6 is
-- designed ("Its number determines which skill is activated").
define("destiny", {id = "destiny-3", name = "Destiny 3", number = 3})
