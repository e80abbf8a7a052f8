-- Hook & Moon (Support of Little Wall): "They are always ready. They may
-- alternate between each other and chain Boosts indefinitely." Values are
-- designed; Ace of Fire belongs to Hook, Hawk Eye to Moon (designed).
define("identity", {
  id = "hook-and-moon",
  name = "Hook & Moon",
  role = "support",
  hand = 2,
  loot = 1,
  mode = "alternate",
  faces = {"hook", "moon"},
  text = "Always ready: only a card whose Trait matches the face showing may be played; it flips " ..
         "them to the other face.",
  deck = {{"ace-of-fire", 1}, {"hawk-eye", 1}},
})
