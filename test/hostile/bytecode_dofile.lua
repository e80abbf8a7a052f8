-- expect: attempt to call a nil value (global 'dofile')
dofile("/etc/passwd")
