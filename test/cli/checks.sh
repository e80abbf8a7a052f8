# checks.sh - what the shell test scripts share, sourced after they set
# tabula (the program) and work (their scratch folder): check NAME CMD...
# (the command must succeed), refused NAME TEXT ARGS... (tabula ARGS must
# exit 2 saying TEXT), and summary NAME (the counts; the status to exit with).
# Their own variables are named check_*, so a caller's stay its own.
failures=0
pass=0
check() { # check NAME COMMAND...: the command must succeed
    check_name=$1; shift
    if "$@" >"$work/out" 2>&1; then pass=$((pass + 1)); echo "ok    $check_name"
    else failures=$((failures + 1)); echo "FAIL  $check_name"; sed 's/^/      /' "$work/out" | head -20; fi
}
refused() { # refused NAME EXPECTED-TEXT ARGS...: exit 2 with the text
    check_name=$1; check_text=$2; shift 2
    "$tabula" "$@" >"$work/out" 2>&1
    check_code=$?
    if [ $check_code -eq 2 ] && grep -q -- "$check_text" "$work/out"; then pass=$((pass + 1)); echo "ok    $check_name"
    else failures=$((failures + 1)); echo "FAIL  $check_name (exit $check_code)"; sed 's/^/      /' "$work/out" | head -5; fi
}
summary() { # summary NAME: prints the counts; true when nothing failed
    echo "$1: $pass passed, $failures failed"
    [ $failures -eq 0 ]
}
