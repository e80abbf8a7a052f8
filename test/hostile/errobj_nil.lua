-- expect: error object is a nil value
error()
