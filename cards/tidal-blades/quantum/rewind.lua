-- Rewind (Synergy 4+ Quantum upgrade): "You or any hero of your choice swaps
-- their Initiative card with a card from their hand. You may activate this
-- ability before or after the Initiative card is revealed and Initiative is
-- adjusted." Designed: its cost of 2 shells, and that it is offered at each
-- hero's Initiative Reveal just before the card is revealed, so the new card's
-- Initiative modifier applies.
define("quantum", {id = "rewind", name = "Rewind", level = 4, cost = 2})
