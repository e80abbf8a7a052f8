-- viewer.lua - how the replay viewer (tabula replay --html, docs/viewer.md)
-- shows tile tactics' pieces: a glyph for each unit type ("type") and each
-- kind of thing on the board, and a name for each kind; units are drawn in
-- their team's colour.
viewer {
  glyphs = {
    archer = "Ar", assassin = "As", bard = "Bd", beast = "Bt", dragon = "Dr", monk = "Mo",
    necromancer = "Nc", pyromancer = "Py", samurai = "Sa", skeleton = "Sk", wrestler = "Wr",
    tree = "\u{2663}",      -- a tree
    spire = "\u{25B2}",     -- a spire
    bridge = "=",
    ladder = "H",
    treasure = "$",
    item = "\u{2726}",      -- an item on the board
    hidden = "?",           -- a hidden item, face down
  },
  names = {
    unit = "unit", tree = "tree", spire = "spire", bridge = "bridge", ladder = "ladder",
    treasure = "treasure", item = "item", hidden = "hidden item", ["tt.game"] = "the game",
  },
}
