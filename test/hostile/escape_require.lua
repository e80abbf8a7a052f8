-- expect: attempt to call a nil value (global 'require')
require("/etc/passwd")
