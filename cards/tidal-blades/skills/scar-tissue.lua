-- The Scar Tissue skill, level 2 (designed: the hero sheets'
-- skills are not printed).
define("skill", {
  id = "scar-tissue", name = "Scar Tissue", level = 2,
  text = "heal one Battle Scar when learned",
  -- "You can heal Battle Scars and remove them from your hero deck by
  -- unlocking skills in your Path Advancements."
  gained = function(g, m)
    local scars = g:entity_get_array(m, "scars") or {}
    if #scars > 0 then
      table.remove(scars, 1)
      g:entity_set_array(m, "scars", scars, "string")
    end
  end,
})
