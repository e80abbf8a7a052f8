#!/bin/sh
# playtest and sweep --shard K/N, merged by tabula merge, give the records,
# summary and report of one run, byte for byte; bad shards are refused with
# exit code 2, naming the fault and the file (issue 25).
# Usage: check_shards.sh TABULA_EXE SOURCE_ROOT
set -u
tabula=$1
root=$2
export TABULA_PATH="$root/examples/new-scenario:$root/test/fixtures:$root/test/mpi"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$root/test/cli/checks.sh"
same() { # same NAME A B: byte-identical files
    check "$1" cmp "$2" "$3"
}

# A playtest with --compare: whole, then in 3 shards merged out of order.
pt="duel/classic --games 31 --seed 5 --seat 0=heuristic --compare rounds=1"
check "whole playtest" sh -c "'$tabula' playtest $pt --jsonl '$work/whole.jsonl' --report '$work/whole.html' > '$work/whole.txt'"
for k in 1 2 3; do
    check "playtest shard $k/3" "$tabula" playtest $pt --shard $k/3 --jsonl "$work/p$k.jsonl"
done
check "the shards merge" sh -c "'$tabula' merge '$work/p3.jsonl' '$work/p1.jsonl' '$work/p2.jsonl' \
    --jsonl '$work/merged.jsonl' --report '$work/merged.html' > '$work/merged.txt'"
same "merged records are the whole run's" "$work/whole.jsonl" "$work/merged.jsonl"
same "merged summary and comparison are the whole run's" "$work/whole.txt" "$work/merged.txt"
same "merged report is the whole run's" "$work/whole.html" "$work/merged.html"
check "a shard's file starts with its line, then its games" sh -c \
    "head -1 '$work/p2.jsonl' | grep -q '^{\"shard\":2,\"of\":3,\"first\":10,\"count\":10,\"run\":{\"command\":\"playtest\"' &&
     test \$(wc -l < '$work/p2.jsonl') -eq 21"

# A search bot's playtest in 2 shards.
st="tic-tac-toe/classic --games 5 --seat 0=mcts:iterations=20"
check "whole search playtest" sh -c "'$tabula' playtest $st --jsonl '$work/sw.jsonl' > '$work/sw.txt'"
check "search shards" sh -c "'$tabula' playtest $st --shard 1/2 --jsonl '$work/s1.jsonl' >/dev/null &&
    '$tabula' playtest $st --shard 2/2 --jsonl '$work/s2.jsonl' >/dev/null &&
    '$tabula' merge '$work/s1.jsonl' '$work/s2.jsonl' --jsonl '$work/sm.jsonl' > '$work/sm.txt'"
same "search shards merge into the whole run's records" "$work/sw.jsonl" "$work/sm.jsonl"
same "search shards merge into the whole run's summary" "$work/sw.txt" "$work/sm.txt"

# A sweep in 2 shards.
sw="duel/classic --games 9 --seed 3 --over rounds=1..3 --over hand=3,4"
check "whole sweep" sh -c "'$tabula' sweep $sw --jsonl '$work/sweep.jsonl' --report '$work/sweep.html' > '$work/sweep.txt'"
check "sweep shards merge" sh -c "'$tabula' sweep $sw --shard 2/2 --jsonl '$work/w2.jsonl' >/dev/null &&
    '$tabula' sweep $sw --shard 1/2 --jsonl '$work/w1.jsonl' >/dev/null &&
    '$tabula' merge '$work/w2.jsonl' '$work/w1.jsonl' --jsonl '$work/wm.jsonl' --report '$work/wm.html' > '$work/wm.txt'"
same "merged sweep records are the whole sweep's" "$work/sweep.jsonl" "$work/wm.jsonl"
same "merged sweep table is the whole sweep's" "$work/sweep.txt" "$work/wm.txt"
same "merged sweep page is the whole sweep's" "$work/sweep.html" "$work/wm.html"

# Texts that are not clean UTF-8 (an error's stray bytes, a reason cut
# inside a character) merge into the same summary and records.
by="bytes/classic --games 24 --seed 2"
check "whole run of untidy texts" sh -c "'$tabula' playtest $by --jsonl '$work/bw.jsonl' > '$work/bw.txt'"
check "its shards merge" sh -c "'$tabula' playtest $by --shard 1/2 --jsonl '$work/b1.jsonl' >/dev/null &&
    '$tabula' playtest $by --shard 2/2 --jsonl '$work/b2.jsonl' >/dev/null &&
    '$tabula' merge '$work/b1.jsonl' '$work/b2.jsonl' --jsonl '$work/bm.jsonl' > '$work/bm.txt'"
same "untidy texts: the same records" "$work/bw.jsonl" "$work/bm.jsonl"
same "untidy texts: the same summary" "$work/bw.txt" "$work/bm.txt"
check "untidy texts: errors and the cut reason are in it" sh -c \
    "grep -q 'stray' '$work/bm.txt' && grep -Eq 'errors [1-9]' '$work/bm.txt'"

# What is refused.
refused "--shard K past N" "--shard 4/3: K must be 1 to N" playtest $pt --shard 4/3 --jsonl "$work/x"
refused "--shard 0/3" "--shard 0/3: K must be 1 to N" playtest $pt --shard 0/3 --jsonl "$work/x"
refused "--shard not K/N" "'three' is not K/N" sweep $sw --shard three --jsonl "$work/x"
refused "--shard with more shards than games" "40 shards of 31 games; at most 31" playtest $pt --shard 1/40 --jsonl "$work/x"
refused "--shard without --jsonl" "needs --jsonl FILE" playtest $pt --shard 1/3
"$tabula" playtest duel/classic --games 31 --seed 6 --seat 0=heuristic --compare rounds=1 \
    --shard 2/3 --jsonl "$work/other2.jsonl" >/dev/null 2>&1
refused "merge refuses a shard of another run, naming what differs" \
    "other2.jsonl is a shard of another run than .*p1.jsonl: its seed is \"6\", not \"5\"" \
    merge "$work/p1.jsonl" "$work/other2.jsonl" "$work/p3.jsonl"
refused "merge refuses a shard of a sweep among a playtest's" "its command is \"sweep\", not \"playtest\"" \
    merge "$work/p1.jsonl" "$work/w2.jsonl"
"$tabula" playtest $pt --shard 1/2 --jsonl "$work/q1.jsonl" >/dev/null 2>&1
refused "merge refuses shards split another way" "is shard 1 of 2, but .*p1.jsonl is of 3 shards" \
    merge "$work/p1.jsonl" "$work/q1.jsonl"
refused "merge names a missing shard" "shard 2/3 is missing" merge "$work/p1.jsonl" "$work/p3.jsonl"
refused "merge names a shard given twice and both files" "shard 1/3 given twice: .*p1.jsonl and .*p1.jsonl" \
    merge "$work/p1.jsonl" "$work/p2.jsonl" "$work/p1.jsonl" "$work/p3.jsonl"
head -15 "$work/p2.jsonl" > "$work/cut2.jsonl"
refused "merge refuses a shard that is not whole" "cut2.jsonl: 14 games, but shard 2/3 plays 20" \
    merge "$work/p1.jsonl" "$work/cut2.jsonl" "$work/p3.jsonl"
refused "merge refuses a whole run's --jsonl (no shard line)" "whole.jsonl:1: not a shard's first line" \
    merge "$work/whole.jsonl"
{ head -3 "$work/p3.jsonl"; echo '{"index":12,"seed":"x"}'; } > "$work/bad3.jsonl"
refused "merge names a bad record's file and line" "bad3.jsonl:4: not a game's record" \
    merge "$work/p1.jsonl" "$work/p2.jsonl" "$work/bad3.jsonl"
refused "merge of a file that is not there" "cannot read $work/none.jsonl" merge "$work/none.jsonl"
refused "merge of nothing" "the shards' --jsonl files are needed" merge

summary shards
