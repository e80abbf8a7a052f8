-- policy_supply.lua: how the heuristic bot spends in the Supply Stage
-- (weights designed by hand): it buys advanced cards first (a Codex or
-- Sanctuary card replaces a weaker Basic draw), then Gear, then Items; it
-- restocks only when nothing on the lines is affordable, never trades at a
-- loss, purges Weaknesses, heals when hurt, and upgrades the Allied Gear.

local function card_named(name)
  for _, kind in ipairs{"card", "loot"} do
    for _, def in ipairs(content(kind)) do
      if def.name == name then return def, kind end
    end
  end
end

policy {
  id = "supply",
  score = function(view, decision, i)
    local label = decision.options[i]
    local name = label:match("^Acquire «(.-)»")
    if name then
      local def, kind = card_named(name)
      if kind == "card" then return 4 + (def.base or 0) * 0.2 + (def.boost or 0) * 0.2 end
      if def and def.kind == "gear" then return 3 end
      return 2
    end
    if label:find("^Restock") or label:find("^Retire Space Scrap") then
      for _, other in ipairs(decision.options) do
        if other:find("^Acquire") then return -1 end
      end
      return label:find("^Retire") and 1.5 or 1   -- the free one first
    end
    if label == "Pass" then return 0 end
    return -2   -- trades lose value on the way
  end,
}

policy {
  id = "rum",
  score = function(view, decision, i)
    local label = decision.options[i]
    if label:find("^Purge") then return 5 end
    if label:find("^Heal") or label:find("^Repair") then return 3 end
    if label:find("^Forget") then return -1 end
    return 0
  end,
}

policy {
  id = "upgrade",
  score = function(view, decision, i) return decision.options[i]:find("^Upgrade") and 1 or 0 end,
}

-- Contracts: take the first offered; retire a done one at once only when
-- no Market is to come (the last Act, or a standalone Act).
policy {
  id = "contract_pick",
  score = function(view, decision, i) return decision.options[i]:find("^Take «") and 2 - i * 0.1 or 0 end,
}

policy {
  id = "contract",
  score = function(view, decision, i)
    local game = view:entity_next(0, "ld.game")
    local market_ahead = view:entity_get(game, "campaign") and (view:entity_get(game, "act") or 1) < 3
    if decision.options[i]:find("^Wait") then return market_ahead and 1 or 0 end
    return market_ahead and 0 or 1
  end,
}

-- A campaign defeat: play the Act again from its save, twice at most over
-- the campaign, then accept the defeat (so bot games end).
policy {
  id = "retry",
  score = function(view, decision, i)
    local retries = view:entity_get(view:entity_next(0, "ld.game"), "retries") or 0
    if i == 1 then return retries < 2 and 1 or -1 end
    return 0
  end,
}
