-- Vitality Booster (Synergy 2+; Axl starts with it): "Choose a hero to gain 2
-- health." Designed: its cost of 2 shells.
define("quantum", {id = "vitality_booster", name = "Vitality Booster", cost = 2, heal = 2})
