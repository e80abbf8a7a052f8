-- Teleporter (Item Reference): "Place your hero adjacent to another hero."
-- Designed: that it has no recharge cost (it cannot be recharged); the short
-- text shown to players.
item {
  id = "teleporter", name = "Teleporter",
  text = "Place your hero adjacent to another hero",
  action = {teleport = true, text = "Teleporter: next to another hero"},
  stored = true, -- kept out of the Desert Market bag until a scenario says so
}
