-- viewer.lua - how the replay viewer (tabula replay --html, docs/viewer.md)
-- shows Dragon Tides' pieces: a glyph of a character or two and a name for
-- each kind of entity, object type ("type") and item ("name"). Fighters
-- keep the viewer's default, the first letters of their names, in their
-- player's colour.
viewer {
  glyphs = {
    ["dt.door"] = "D",
    crowd = "\u{2237}",     -- a Crowd: a huddle of dots
    barrel = "\u{25CE}",    -- a Barrel, seen from above
    cameo = "\u{2605}",     -- a Cameo
    crate = "\u{25A3}",     -- the informant's crate
    panel = "\u{25A4}",     -- a conveyor control panel
    bound = "\u{263A}",     -- a bound person
    ["billy-club"] = "Bc", ["brass-knuckles"] = "Bk", chair = "Ch", chicken = "Ck",
    handcuffs = "Hc", key = "Ky", knife = "Kn", ["manhole-cover"] = "Mh",
    nunchucku = "Nu", pistol = "Pi", rifle = "Ri", sneakers = "Sn", soda = "So", whip = "Wh",
  },
  names = {
    ["dt.fighter"] = "fighter", ["dt.item"] = "item", ["dt.object"] = "object",
    ["dt.door"] = "door", ["dt.move"] = "Signature Move", ["dt.match"] = "the match",
  },
}
