-- "Space Scrap" (Loot, Item). The rulebook gives its Supply symbol: "you may
-- retire this card from your Personal Area or from the Supply Line to make a
-- free Restock Request, without applying the usual limitation"; its price
-- and its Raid Stage use (none) are designed.
define("loot", {
  id = "space-scrap",
  name = "Space Scrap",
  kind = "item",
  credit = 1,
  scrap = true,
  text = "Supply: retire it (carried or on a Supply Line) for a free Restock Request.",
})
