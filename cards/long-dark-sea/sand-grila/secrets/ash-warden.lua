-- Secret 1, "Ash Warden" (Unique Enemy, «Immovable»). Designed: the
-- rulebook describes the Secrets deck, not its cards; the Warden shows the
-- Destiny icon.
local D = require "core"

define("secret", {
  id = "ash-warden",
  name = "Ash Warden",
  number = 1,
  unique = true,
  immovable = true,
  type = "enemy",
  back = "secret",
  health = 10,
  block = 1,
  attack = 3,
  range = "medium",
  xp = 30,
  text = "«Immovable». Destiny: 1-2 heal 2 Damage, Attack 2; 3-4 Attack 3; 5-6 Attack 4.",
  destiny = function(n)
    return function(g, c)
      if n <= 2 then
        g:entity_set(c, "damage", math.max(0, (g:entity_get(c, "damage") or 0) - 2))
        g:entity_set(c, "attack", 2)
      else
        g:entity_set(c, "attack", n <= 4 and 3 or 4)
      end
    end
  end,
})
