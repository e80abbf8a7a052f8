# checks.sh - what the shell test scripts share, sourced after they set
# tabula (the program) and work (their scratch folder): check NAME CMD...
# (the command must succeed), refused NAME TEXT ARGS... (tabula ARGS must
# exit 2 saying TEXT), and summary NAME (the counts; the status to exit with).
failures=0
pass=0
check() { # check NAME COMMAND...: the command must succeed
    name=$1; shift
    if "$@" >"$work/out" 2>&1; then pass=$((pass + 1)); echo "ok    $name"
    else failures=$((failures + 1)); echo "FAIL  $name"; sed 's/^/      /' "$work/out" | head -20; fi
}
refused() { # refused NAME EXPECTED-TEXT ARGS...: exit 2 with the text
    name=$1; text=$2; shift 2
    "$tabula" "$@" >"$work/out" 2>&1
    code=$?
    if [ $code -eq 2 ] && grep -q -- "$text" "$work/out"; then pass=$((pass + 1)); echo "ok    $name"
    else failures=$((failures + 1)); echo "FAIL  $name (exit $code)"; sed 's/^/      /' "$work/out" | head -5; fi
}
summary() { # summary NAME: prints the counts; true when nothing failed
    echo "$1: $pass passed, $failures failed"
    [ $failures -eq 0 ]
}
