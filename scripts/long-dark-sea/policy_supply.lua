-- policy_supply.lua: how the heuristic bot spends in the Supply Stage
-- (weights designed by hand): it buys advanced cards first (a Codex or
-- Sanctuary card replaces a weaker Basic draw), then Gear, then Items; it
-- restocks only when nothing on the lines is affordable, never trades at a
-- loss, purges Weaknesses, heals when hurt, and upgrades the Allied Gear.
-- Each reads what an option is from its value (supply.lua's option tables,
-- contracts.lua's), not from its label.
local D = require "core"

policy {
  id = "supply",
  score = function(view, decision, i)
    -- A trade's option holds a function and shows no value.
    local o = decision.values[i]
    if not o then return -2 end   -- trades lose value on the way
    if o.buy then
      local def = o.def
      if o.kind == "card" then return 4 + (def.base or 0) * 0.2 + (def.boost or 0) * 0.2 end
      if def.kind == "gear" then return 3 end
      return 2
    end
    if o.restock then   -- paid, or free for a Space Scrap
      for k = 1, #decision.options do
        local other = decision.values[k]
        if other and other.buy then return -1 end
      end
      return o.scrap and 1.5 or 1   -- the free one first
    end
    if o.pass then return 0 end
    return -2
  end,
}

policy {
  id = "rum",
  score = function(view, decision, i)
    local o = decision.values[i]   -- supply.lua's
    if o.card then return o.weak and 5 or -1 end   -- purge a Weakness, not forget a card
    if o.heal or o.ally or o.repair then return 3 end
    return 0
  end,
}

policy {
  id = "upgrade",
  score = function(view, decision, i) return decision.values[i] == "upgrade" and 1 or 0 end,
}

-- Contracts: take the first offered; retire a done one at once only when
-- no Market is to come (the last Act, or a standalone Act).
policy {
  id = "contract_pick",
  score = function(view, decision, i) return decision.values[i].card and 2 - i * 0.1 or 0 end,
}

policy {
  id = "contract",
  score = function(view, decision, i)
    local game = D.game(view)
    local market_ahead = view:entity_get(game, "campaign") and (view:entity_get(game, "act") or 1) < 3
    if decision.values[i] == "wait" then return market_ahead and 1 or 0 end
    return market_ahead and 0 or 1
  end,
}

-- A campaign defeat: play the Act again from its save, twice at most over
-- the campaign, then accept the defeat (so bot games end).
policy {
  id = "retry",
  score = function(view, decision, i)
    local retries = D.get(view, "retries") or 0
    if i == 1 then return retries < 2 and 1 or -1 end
    return 0
  end,
}
