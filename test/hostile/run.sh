#!/usr/bin/env bash
# run.sh TABULA FOLDER - runs every hostile script in FOLDER with
# `TABULA eval`, one at a time under a timeout, and checks that each ends the
# way its first line says ("-- expect: <text>"): exit status 1 (an error, not
# a crash, a hang or a sanitizer report), the expected text in the output, and
# the script's own file and line ("test/hostile/<name>.lua:<n>:") in it.
set -u

if [ $# -ne 2 ]; then
    echo "usage: run.sh TABULA FOLDER" >&2
    exit 2
fi
tabula=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
folder=$(cd "$2" && pwd)
timeout_s=${HOSTILE_TIMEOUT:-20}

# Scripts run from two levels above the folder, named "test/hostile/x.lua",
# so the chunk names (and the positions in messages) stay short.
root=$(dirname "$(dirname "$folder")")
prefix=$(basename "$(dirname "$folder")")/$(basename "$folder")
cd "$root" || exit 2

passed=0
failed=0
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for file in "$prefix"/*.lua; do
    name=$(basename "$file" .lua)
    expect=$(sed -n '1s/^-- expect: //p' "$file")
    if [ -z "$expect" ]; then
        echo "FAIL $name: the first line is not '-- expect: <text>'"
        failed=$((failed + 1))
        continue
    fi
    start=$(date +%s%N)
    timeout "$timeout_s" "$tabula" eval "$file" >"$out" 2>&1
    status=$?
    ms=$(( ($(date +%s%N) - start) / 1000000 ))
    problem=""
    if [ $status -eq 124 ]; then
        problem="timed out after ${timeout_s} s"
    elif [ $status -ne 1 ]; then
        problem="exit status $status (1 expected)"
    elif ! grep -qF -- "$expect" "$out"; then
        problem="no '$expect' in the output"
    elif ! grep -qE -- "$prefix/$name\\.lua:[0-9]+:" "$out"; then
        problem="the output does not name $file and a line"
    fi
    if [ -z "$problem" ]; then
        printf 'ok   %-32s %6d ms  %s\n' "$name" "$ms" "$(head -c 150 "$out" | head -n 1)"
        passed=$((passed + 1))
    else
        echo "FAIL $name: $problem ($ms ms)"
        sed 's/^/     | /' "$out" | head -n 20
        failed=$((failed + 1))
    fi
done
echo "hostile: $passed passed, $failed failed"
[ $failed -eq 0 ]
