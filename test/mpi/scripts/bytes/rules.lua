-- Texts a record keeps that are not clean UTF-8: an error message with
-- stray bytes, and an end reason longer than a record keeps, cut inside a
-- two-byte character. The summary of shards merged must still be the whole
-- run's, byte for byte (the JSON lines can only hold clean UTF-8).

scenario {
  id = "classic",
  name = "Bytes",
  description = "two picks each; the third option errs with stray bytes",
  players = 2,
}

step("setup", function(g)
  local e = g:entity_new("bytes")
  g:entity_set(e, "picks", 0)
  g:push("turn", 0)
end)

step("turn", function(g, p)
  local e = g:entity_next(0, "bytes")
  local pick = g:choose{player = p, kind = "pick", prompt = "Pick",
                        options = {"left", "right", "stray bytes"}}
  if pick == 3 then error("stray \xff\xfe bytes", 0) end
  local picks = g:entity_get(e, "picks") + 1
  g:entity_set(e, "picks", picks)
  if picks == 4 then
    g:finish{winners = {pick - 1}, reason = string.rep("\u{e9}", 40)}
  else
    g:push("turn", 1 - p)
  end
end)
