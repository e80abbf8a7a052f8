#!/bin/sh
# Whole games: random-bot games per second of each bundled scenario on one
# job and on every core, the scaling ratio, and the peak memory of each run.
# Usage: bench_playtest.sh TABULA_EXE SOURCE_ROOT [GAMES]
set -eu
tabula=$1
root=$2
games=${3:-2000}
export TABULA_PATH="$root/examples/new-scenario"
cores=$(nproc)
scenarios=$("$tabula" list | awk '{print $1}')
for s in $scenarios; do
    one=$("$tabula" playtest "$s" --games "$games" --jobs 1 2>&1 >/dev/null | grep 'games/s')
    all=$("$tabula" playtest "$s" --games "$games" --jobs "$cores" 2>&1 >/dev/null | grep 'games/s')
    r1=$(echo "$one" | sed 's/.*(\([0-9.]*\) games\/s.*/\1/')
    rn=$(echo "$all" | sed 's/.*(\([0-9.]*\) games\/s.*/\1/')
    m1=$(echo "$one" | sed 's/.*peak memory \([0-9]*\) KiB.*/\1/')
    mn=$(echo "$all" | sed 's/.*peak memory \([0-9]*\) KiB.*/\1/')
    printf '%-32s 1 job %8s games/s  %d jobs %8s games/s  scaling %.2f  peak %s / %s KiB\n' \
        "$s" "$r1" "$cores" "$rn" "$(echo "$rn $r1" | awk '{print $1 / $2}')" "$m1" "$mn"
done
