-- Chapter 3, "Beyond the Ashes" (Act I), the final Chapter: "Players win by
-- revealing the final Chapter of each Act". Its text is designed.
define("chapter", {
  id = "beyond-the-ashes",
  name = "Chapter 3: Beyond the Ashes",
  act = 1,
  number = 3,
  final = true,
  text = "The way through the Ashen Sea lies open. End of Act I.",
})
