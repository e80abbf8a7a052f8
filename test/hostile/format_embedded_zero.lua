-- expect: '%p' is not available
-- An embedded zero must not hide the conversions after it.
return string.format("a\0%p", {})
