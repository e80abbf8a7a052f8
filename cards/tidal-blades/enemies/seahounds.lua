-- Seahounds: guide card and 6 action cards. Printed in the rulebook: "Tide:
-- Flatfooted" on their attacks ("Each Tide symbol they roll will give the
-- targeted hero a Flatfooted Status") and a card moving their Initiative
-- down 1 (the Initiative example). Designed: health, starting Initiative,
-- the other numbers, and Spawn on one card (onto Spawn token "a" where a
-- scenario has one; a second with 3+ heroes).
enemy {
  id = "seahounds", name = "Seahound", plural = "Seahounds", letter = "s",
  health = 8, mutant_health = 12,
  initiative = 3,
  cards = {
    {initiative = -1, move = 3, attack = 2, tide = {status = "flatfooted"}},
    {initiative = 1, move = 4, attack = 2, abilities = {spawn = {{token = "a"}, {token = "a", players = 3}}}},
    {initiative = 0, move = 3, attack = 3, tide = {status = "flatfooted"}},
    {initiative = 1, move = 2, attack = 3},
    {initiative = 0, move = 3, attack = 2, tide = {status = "flatfooted"}},
    {initiative = -1, move = 2, attack = 4},
  },
}
