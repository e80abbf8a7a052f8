-- expect: instruction limit exceeded
::again::
goto again
