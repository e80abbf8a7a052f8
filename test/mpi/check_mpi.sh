#!/bin/sh
# tabula-mpi under mpirun on this machine (--oversubscribe): the records,
# summary and report of --jobs 1, --jobs 2, -np 2 and -np 3 are the same
# bytes, for a playtest with --compare, one with a search bot, a sweep, a
# shard, and games ending in script errors; bad arguments are refused once;
# a rank killed mid-run ends the job, and what was gathered is on disk,
# marked incomplete (issue 25).
# Usage: check_mpi.sh TABULA_EXE TABULA_MPI_EXE SOURCE_ROOT
set -u
tabula=$1
tmpi=$2
root=$3
export TABULA_PATH="$root/examples/new-scenario:$root/test/fixtures:$root/test/mpi"
# CI containers run as root, which mpirun refuses unless told.
if [ "$(id -u)" = 0 ]; then
    export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
fi
# One machine: shared memory between the ranks, no network probing.
export OMPI_MCA_btl=self,vader OMPI_MCA_btl_vader_single_copy_mechanism=none
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$root/test/cli/checks.sh"
mpi() { # mpi NP ARGS...: tabula-mpi on NP ranks
    np=$1; shift
    mpirun --oversubscribe -np "$np" "$tmpi" "$@"
}
command -v mpirun >/dev/null || { echo "FAIL  mpirun is not installed (Debian: openmpi-bin)"; exit 1; }

# runs NAME CMD ARGS...: CMD (playtest or sweep) with ARGS on --jobs 1,
# --jobs 2, -np 2 and -np 3; OUTPUTS (set by the caller) lists which files
# each writes (summary always), and each must be the same bytes in all four.
runs() {
    name=$1; shift
    check "$name on --jobs 1" sh -c "'$tabula' $* --jobs 1 $(outs j1) > '$work/j1.txt'"
    check "$name on --jobs 2" sh -c "'$tabula' $* --jobs 2 $(outs j2) > '$work/j2.txt'"
    check "$name on mpirun -np 2" sh -c "mpirun --oversubscribe -np 2 '$tmpi' $* $(outs n2) > '$work/n2.txt'"
    check "$name on mpirun -np 3" sh -c "mpirun --oversubscribe -np 3 '$tmpi' $* $(outs n3) > '$work/n3.txt'"
    check "$name: a whole job leaves no journal" sh -c "! ls '$work'/*.incomplete 2>/dev/null"
    for ext in txt $OUTPUTS; do
        for run in j2 n2 n3; do
            check "$name: $ext of $run is that of --jobs 1" cmp "$work/j1.$ext" "$work/$run.$ext"
        done
    done
}
outs() { # the output flags of run $1
    for ext in $OUTPUTS; do
        case $ext in
            jsonl) printf -- "--jsonl '%s' " "$work/$1.jsonl" ;;
            html) printf -- "--report '%s' " "$work/$1.html" ;;
            page) printf -- "--report '%s' " "$work/$1.page" ;;
            explain) printf -- "--explain 3 --explain-file '%s' " "$work/$1.explain" ;;
        esac
    done
}

OUTPUTS="jsonl html"
runs "a playtest with --compare" playtest duel/classic --games 60 --seed 7 --seat 0=heuristic --compare rounds=1
check "the compared games are in the records" sh -c "test \$(grep -c '\"variant\":\"rounds=1\"' '$work/n3.jsonl') -eq 60"
OUTPUTS="jsonl explain"
runs "a search bot's playtest" playtest tic-tac-toe/classic --games 6 --seat 0=mcts:iterations=20 --seat 1=heuristic
check "--explain under MPI writes game 1's decisions" grep -q 'the search ran 20 iterations' "$work/n3.explain"
OUTPUTS="jsonl page"
runs "a sweep" sweep duel/classic --games 12 --seed 3 --over rounds=1..3
OUTPUTS="jsonl"
runs "games ending in script errors" playtest trap/classic --games 40
check "the errors are recorded, not lost" sh -c \
    "grep -q 'trap.lua\\|rules.lua:22: the trap was sprung' '$work/n3.jsonl' && grep -Eq 'errors [1-9]' '$work/n3.txt'"

# A shard played on 3 ranks merges with shards played on one machine.
pt="duel/classic --games 30 --seed 9 --seat 1=heuristic"
check "whole run" sh -c "'$tabula' playtest $pt --jsonl '$work/whole.jsonl' > '$work/whole.txt'"
check "shard 1/2 on one machine, 2/2 on 3 ranks, merged" sh -c \
    "'$tabula' playtest $pt --shard 1/2 --jsonl '$work/sh1.jsonl' >/dev/null &&
     mpirun --oversubscribe -np 3 '$tmpi' playtest $pt --shard 2/2 --jsonl '$work/sh2.jsonl' >/dev/null &&
     '$tabula' merge '$work/sh1.jsonl' '$work/sh2.jsonl' --jsonl '$work/merged.jsonl' > '$work/merged.txt'"
check "the merge is the whole run's records" cmp "$work/whole.jsonl" "$work/merged.jsonl"
check "the merge is the whole run's summary" cmp "$work/whole.txt" "$work/merged.txt"

# Bad arguments: refused with exit code 2, the message printed once.
check "a bad option under MPI is refused once, with exit code 2" sh -c \
    "mpi() { mpirun --oversubscribe -np 3 '$tmpi' \"\$@\"; }
     mpi playtest duel/classic --games 0 > '$work/bad' 2>&1; code=\$?
     test \$code -eq 2 && test \$(grep -c 'at least 1' '$work/bad') -eq 1"
check "--jobs is refused under MPI" sh -c \
    "mpirun --oversubscribe -np 2 '$tmpi' playtest duel/classic --games 3 --jobs 2 > '$work/bad' 2>&1;
     test \$? -eq 2 && grep -q 'each rank plays one game at a time' '$work/bad'"
check "tabula-mpi names the commands it runs" sh -c \
    "mpirun --oversubscribe -np 2 '$tmpi' replay x > '$work/bad' 2>&1;
     test \$? -eq 2 && grep -q 'tabula-mpi runs playtest and sweep' '$work/bad'"
check "a fault on one rank alone is printed by that rank" sh -c \
    "mkdir '$work/replays' && mpirun --oversubscribe -np 2 sh -c '
        if [ \$OMPI_COMM_WORLD_RANK = 1 ]; then chmod 0 \"$work/replays\" 2>/dev/null; d=\"$work/nowhere\"; else d=\"$work/replays\"; fi
        exec \"$tmpi\" playtest duel/classic --games 3 --replays \$d' > '$work/bad' 2>&1;
     test \$? -eq 2 && grep -q 'rank 1: tabula: --replays: cannot write into' '$work/bad'"

# A rank killed mid-run: the job ends (no hang), and the games gathered
# are in the journal beside --jsonl, marked incomplete, each record as the
# whole run has it. mpirun kills rank 0 milliseconds after telling it, so
# the journal is all there is: written as the games came in.
slow="tile-tactics/skirmish --games 400 --seat 0=heuristic --seat 1=heuristic"
check "the slow run whole" sh -c "'$tabula' playtest $slow --jobs 2 --jsonl '$work/slow.jsonl' > /dev/null"
mpirun --oversubscribe -np 3 "$tmpi" playtest $slow --jsonl "$work/part.jsonl" --report "$work/part.html" > "$work/part.txt" 2> "$work/part.err" &
job=$!
victim=""
tries=0
while [ -z "$victim" ] && [ $tries -lt 100 ]; do
    sleep 0.1; tries=$((tries + 1))
    for pid in $(pgrep -P $job); do
        grep -qz '^OMPI_COMM_WORLD_RANK=2$' /proc/$pid/environ 2>/dev/null && victim=$pid
    done
done
sleep 1
[ -n "$victim" ] && kill -KILL "$victim"
# The job must end within seconds, not hang.
ended=no
for i in $(seq 1 300); do
    kill -0 $job 2>/dev/null || { ended=yes; break; }
    sleep 0.1
done
[ $ended = no ] && kill -KILL $job 2>/dev/null
wait $job
code=$?
check "a rank was found and killed" test -n "$victim"
check "the job ends with an error when a rank dies (exit $code)" test $ended = yes -a $code -ne 0
journal="$work/part.jsonl.incomplete"
check "the journal is there, its first line saying it is incomplete" \
    sh -c "head -1 '$journal' | grep -q '^{\"incomplete\":'"
check "it holds games gathered, fewer than all" \
    sh -c "n=\$(grep -c '^{\"index\"' '$journal'); test \$n -ge 1 -a \$n -lt 400"
check "each record is as the whole run has it, and there once" sh -c \
    "test -z \"\$(tail -n +2 '$journal' | grep -vxFf '$work/slow.jsonl')\" &&
     test -z \"\$(tail -n +2 '$journal' | sort | uniq -d)\""
check "rank 0 says how many games and where" \
    grep -q "the [0-9]* games gathered are in $journal" "$work/part.err"
check "the outputs of a whole run are not written" sh -c "! test -e '$work/part.jsonl' && ! test -e '$work/part.html'"
check "tabula merge refuses the journal, naming it" sh -c \
    "'$tabula' merge '$journal' > '$work/merge.txt' 2>&1; test \$? -ne 0 && grep -q 'part.jsonl.incomplete:1: its run was stopped' '$work/merge.txt'"

summary mpi
