-- Chapter 3, "The Open Gate" (Act II), the final Chapter of the Act ("Players
-- win by revealing the final Chapter of each Act"). Its text is designed.
define("chapter", {
  id = "the-open-gate",
  name = "Chapter 3: The Open Gate",
  act = 2,
  number = 3,
  final = true,
  text = "The gate to the Sand-Gri'la opens. End of Act II.",
})
