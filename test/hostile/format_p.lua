-- expect: '%p' is not available
return string.format("%p", {})
