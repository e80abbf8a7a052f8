#!/bin/sh
# tabula-mpi under mpirun on this machine (--oversubscribe): the records,
# summary and report of --jobs 1, --jobs 2, -np 2 and -np 3 are the same
# bytes, for a playtest with --compare, one with a search bot, a sweep, a
# shard, and games ending in script errors; bad arguments are refused once;
# a rank killed mid-run ends the job with what was gathered, marked
# incomplete (issue 25).
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

# A rank killed mid-run: the job ends (no hang), and rank 0 writes the
# games it gathered, marked incomplete, each as a whole run has it.
slow="tile-tactics/skirmish --games 120 --seat 0=heuristic --seat 1=heuristic"
check "the slow run whole" sh -c "'$tabula' playtest $slow --jobs 2 --jsonl '$work/slow.jsonl' > /dev/null"
# mpirun gives the ranks a second between SIGTERM and SIGKILL by default:
# too short for rank 0's files on a loaded machine, so ten here (as README).
OMPI_MCA_odls_base_sigkill_timeout=10 \
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
# The job must end within seconds (the ten above and a little), not hang.
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
# What rank 0 manages to write before mpirun's SIGKILL (the message, the
# records gathered marked incomplete, the report) is timing: seen in about
# half the runs on this 2-core machine, so it is not asserted here, only
# that whatever it wrote is the whole run's (issue 25's note says so).
if [ -s "$work/part.jsonl" ]; then
    check "the records written, if any, are each as the whole run has them" sh -c \
        "test -z \"\$(grep -v '^{\"incomplete\"' '$work/part.jsonl' | grep -vxFf '$work/slow.jsonl')\""
fi

summary mpi
