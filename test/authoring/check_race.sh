#!/bin/sh
# The hare race (examples/new-scenario) from outside the source tree, as
# its author plays it: random
# and search bots for 2, 3 and 4 players, every game ending by the rules
# (no script error, no game stopped by the decision cap).
# Usage: check_playtests.sh TABULA_EXE SOURCE_ROOT
set -u
tabula=$1
export TABULA_PATH="$2/examples/new-scenario"
failures=0
for seats in "--players 2" "--players 3" "--players 4" "--players 2 --seat 0=mcts:iterations=50"; do
    # shellcheck disable=SC2086 # the seats are words
    out=$("$tabula" playtest race/meadow --games 100 --seed 3 $seats 2>&1)
    line=$(printf '%s\n' "$out" | grep '^games ')
    case $line in
        *"errors 0  capped 0"*) echo "ok    $seats: $line" ;;
        *) failures=$((failures + 1)); echo "FAIL  $seats: ${line:-no summary}"
           printf '%s\n' "$out" | tail -5 | sed 's/^/      /' ;;
    esac
done
exit $((failures > 0))
