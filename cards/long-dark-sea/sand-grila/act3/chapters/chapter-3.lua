-- Chapter 3, "Sand and Silence" (Act III), the final Chapter of the
-- scenario. Its text is designed.
define("chapter", {
  id = "sand-and-silence",
  name = "Chapter 3: Sand and Silence",
  act = 3,
  number = 3,
  final = true,
  text = "The Sand-Gri'la sinks beneath the dunes. End of Act III.",
})
