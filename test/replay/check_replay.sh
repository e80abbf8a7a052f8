#!/bin/sh
# check_replay.sh TABULA SOURCE_ROOT - replay --verify refuses every replay
# that is not the one its rules would make (issue 20, hole 8): a content
# line that is not hex, a changed end hash, a line after the end, a replay
# cut at a line boundary or in a line, a seed that overflows; each names
# its line. And the other way round: a replay verifies however the rules'
# folder is spelled, and a replay of the version before (duel-v1.replay,
# made by tabula-replay 1 with TABULA_PATH=examples/new-scenario from the
# source root) still verifies where it was made.
set -u
tabula=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") # absolute: the checks run from root
root=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root" || exit 2
pass=0
failures=0
ok() { pass=$((pass + 1)); echo "ok    $1"; }
bad() { failures=$((failures + 1)); echo "FAIL  $1"; sed 's/^/      /' "$work/out" | head -5; }
verifies() { # verifies NAME FILE [ENV...]: replay --verify succeeds
    name=$1 file=$2; shift 2
    if env "$@" "$tabula" replay "$file" --verify >"$work/out" 2>&1; then ok "$name"; else bad "$name"; fi
}
refused() { # refused NAME FILE TEXT: replay --verify exits 1 naming FILE:LINE and TEXT
    name=$1 file=$2 text=$3
    TABULA_PATH=examples/new-scenario "$tabula" replay "$file" --verify >"$work/out" 2>&1
    code=$?
    if [ $code -eq 1 ] && grep -qF -- "$text" "$work/out"; then ok "$name"; else bad "$name (exit $code)"; fi
}

# A fresh replay, made with the rules' folder spelled relative to here.
TABULA_PATH=examples/new-scenario "$tabula" playtest duel/classic --games 2 --seed 5 \
    --jobs 1 --replays "$work" >"$work/out" 2>&1 || bad "playtest for a replay"
good="$work/game-1.replay"
verifies "a replay verifies where it was made" "$good" TABULA_PATH=examples/new-scenario
verifies "a replay verifies with the folder given by its absolute path" "$good" \
    TABULA_PATH="$root/examples/new-scenario"
verifies "a replay verifies with the folder spelled with a trailing slash" "$good" \
    TABULA_PATH=examples/new-scenario/
cp -r examples/new-scenario "$work/checkout"
verifies "a replay verifies with the same rules in another place" "$good" \
    TABULA_PATH="$work/checkout"
verifies "a version 1 replay still verifies where it was made" test/replay/duel-v1.replay \
    TABULA_PATH=examples/new-scenario

sed 's/^content .*/content not-hex/' "$good" > "$work/content.replay"
refused "a content line that is not hex" "$work/content.replay" "content.replay:5: bad content line"
sed 's/^end .*/end 0123456789abcdef/' "$good" > "$work/end.replay"
refused "an end hash that differs" "$work/end.replay" "the final state differs"
{ cat "$good"; echo "answer 0 1 0123456789abcdef"; } > "$work/after.replay"
refused "a line after the end" "$work/after.replay" "a line after the end line"
sed '$d' "$good" > "$work/cut.replay"
refused "a replay cut at a line boundary" "$work/cut.replay" "no end line: the replay is cut short"
head -c -9 "$good" > "$work/cutline.replay"
refused "a replay cut inside a line" "$work/cutline.replay" "cut short"
sed 's/^seed .*/seed 99999999999999999999999/' "$good" > "$work/seed.replay"
refused "a seed that overflows" "$work/seed.replay" "seed.replay:4: bad seed line"
sed 's/^content .*/content 0123456789abcdef/' "$good" > "$work/other.replay"
refused "a replay of other rules" "$work/other.replay" "made with other rules"

echo "replay: $pass passed, $failures failed"
[ $failures -eq 0 ]
