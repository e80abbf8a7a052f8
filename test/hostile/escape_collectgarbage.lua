-- expect: attempt to call a nil value (global 'collectgarbage')
collectgarbage("collect")
