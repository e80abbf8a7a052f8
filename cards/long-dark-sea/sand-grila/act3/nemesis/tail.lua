-- Tail (Nemesis part 5, Act III), both sides. The rulebook
-- describes Nemesis cards (six double-sided parts joined by lines, flipped
-- instead of defeated or recovered); this part's values and skills are designed.

define("nemesis", {
  id = "tail-a",
  name = "Tail (A)",
  part = 5,
  side = "A",
  flip = "tail-b",
  links = {4},
  type = "enemy",
  nemesis = true,
  health = 5,
  block = 0,
  attack = 3,
  range = "long",
  xp = 0,
  text = "Health 5, Block 0, Raid Attack 3. No «Activate» of its own: it resolves the Heart's.",
})

define("nemesis", {
  id = "tail-b",
  name = "Tail (B)",
  part = 5,
  side = "B",
  flip = "tail-a",
  links = {4},
  type = "enemy",
  nemesis = true,
  health = 6,
  block = 0,
  attack = 4,
  range = "long",
  xp = 0,
  text = "Health 6, Block 0, Raid Attack 4. No «Activate» of its own: it resolves the Heart's.",
})
