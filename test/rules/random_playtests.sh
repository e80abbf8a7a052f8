#!/bin/sh
# Random bots in every seat of every scenario of every game: a few seeded
# games each, which must all end by the rules, with no script error and no
# game stopped by the decision cap. Random bots reach the corners a rule
# test does not think of (issue 21); the full figures (300 games and more a
# scenario) are a playtest run by hand, this is the cheap check CI runs.
# Usage: random_playtests.sh TABULA_EXE SOURCE_ROOT [GAMES]
set -u
tabula=$1
root=$2
games=${3:-10}
failures=0
pass=0
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for scenario in $("$tabula" --root "$root" list | awk '{ print $1 }'); do
    if ! "$tabula" --root "$root" playtest "$scenario" --games "$games" --seed 11 --jobs 1 >"$out" 2>&1; then
        failures=$((failures + 1)); echo "FAIL  $scenario: the playtest did not run"
        sed 's/^/      /' "$out" | head -10
        continue
    fi
    # "games N  finished F  errors E  capped C"
    line=$(grep -m1 '^games ' "$out")
    errors=$(echo "$line" | awk '{ print $6 }')
    capped=$(echo "$line" | awk '{ print $8 }')
    if [ "$errors" = 0 ] && [ "$capped" = 0 ]; then
        pass=$((pass + 1)); echo "ok    $scenario: $line"
    else
        failures=$((failures + 1)); echo "FAIL  $scenario: $line"
        sed -n '/^errors:/,$p' "$out" | head -12 | sed 's/^/      /'
    fi
done
echo "random playtests: $pass passed, $failures failed"
[ "$pass" -gt 0 ] && [ "$failures" -eq 0 ]
