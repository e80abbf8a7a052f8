-- Wellerman Deckhand (Ally). Designed: the rulebook names Allies but prints
-- none; a sturdy hand who takes Damage for the crew and adds a card to
-- every player's hand size.
define("ally", {
  id = "wellerman-deckhand",
  name = "Wellerman Deckhand",
  ally = true,
  health = 4,
  hand = 1,
  text = "Ally. Health 4. Hand 1.",
})
