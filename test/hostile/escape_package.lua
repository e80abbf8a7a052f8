-- expect: attempt to index a nil value (global 'package')
package.loadlib("libc.so.6", "system")
