-- expect: attempt to index a nil value (global 'debug')
debug.sethook()
