#!/bin/sh
# Random bots in every seat of every scenario of every game: a few seeded
# games each, which must all end by the rules, with no script error and no
# game stopped by the decision cap. Random bots reach the corners a rule
# test does not think of (issue 21); the full figures (300 games and more a
# scenario) are a playtest run by hand, this is the cheap check CI runs.
# Each game also reports its own length, a rounds or turns metric, and the
# report's game length is that metric (not decisions under its name).
# Usage: random_playtests.sh TABULA_EXE SOURCE_ROOT [GAMES]
set -u
tabula=$1
root=$2
games=${3:-10}
failures=0
pass=0
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# length_check REPORT: "mean M rounds" when the report's game length is in
# rounds or turns and its mean is that metric's mean; else a failure.
length_check() {
    unit=$(sed -n 's/^game length in \([a-z ]*\) (finished games): .*/\1/p' "$1")
    mean=$(sed -n 's/^game length in [a-z ]* (finished games): mean \([0-9.]*\) .*/\1/p' "$1")
    case $unit in
        rounds|turns) ;;
        *) echo "the game length is in '$unit', not in rounds or turns"; return 1 ;;
    esac
    metric=$(awk -v u="$unit" '/^metrics/ { on = 1; next } on && /^$/ { on = 0 } on && $1 == u { print $3 }' "$1")
    if [ -z "$metric" ] || ! awk -v a="$mean" -v b="$metric" 'BEGIN { d = a - b; exit !(d < 0.006 && d > -0.006) }'; then
        echo "the game length (mean $mean $unit) is not the $unit metric (mean ${metric:-none})"; return 1
    fi
    echo "mean $mean $unit"
}

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
    if [ "$errors" != 0 ] || [ "$capped" != 0 ]; then
        failures=$((failures + 1)); echo "FAIL  $scenario: $line"
        sed -n '/^errors:/,$p' "$out" | head -12 | sed 's/^/      /'
    elif ! length=$(length_check "$out"); then
        failures=$((failures + 1)); echo "FAIL  $scenario: $length"
    else
        pass=$((pass + 1)); echo "ok    $scenario: $line, $length"
    fi
done
echo "random playtests: $pass passed, $failures failed"
[ "$pass" -gt 0 ] && [ "$failures" -eq 0 ]
