#!/bin/sh
# Games per second of one scenario with heuristic bots on --jobs 1 and 2 and
# on mpirun -np 1 and 2, the best of R runs each, with the load average: a
# figure, not a test. The time is the games' own (tabula's "games in S s"
# line), not mpirun's start.
# Usage: bench_mpi.sh TABULA_EXE TABULA_MPI_EXE SCENARIO GAMES [RUNS]
set -eu
tabula=$1 tmpi=$2 scenario=$3 games=$4 runs=${5:-3}
export TABULA_PATH="${TABULA_PATH:-}"
[ "$(id -u)" = 0 ] && export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_btl=self,vader OMPI_MCA_btl_vader_single_copy_mechanism=none
args="playtest $scenario --games $games --seat 0=heuristic --seat 1=heuristic"
best() { # best LABEL COMMAND...: the shortest time of runs
    label=$1; shift
    t=""
    for i in $(seq 1 "$runs"); do
        s=$("$@" 2>&1 >/dev/null | sed -n 's/^[0-9]* games in \([0-9.]*\) s .*/\1/p')
        t=$(printf '%s\n%s\n' "$t" "$s" | grep . | sort -g | head -1)
    done
    printf '%-10s %8.3f s  %8.1f games/s  %8.1f us/game·worker\n' "$label" "$t" \
        "$(echo "$games / $t" | bc -l)" "$(echo "$t * 1000000 * ${label##*[a-z ]} / $games" | bc -l)"
}
echo "$scenario, $games games, heuristic bots, best of $runs; load: $(cut -d' ' -f1-3 /proc/loadavg)"
best "jobs 1" "$tabula" $args --jobs 1
best "np 1" mpirun -np 1 "$tmpi" $args
best "jobs 2" "$tabula" $args --jobs 2
best "np 2" mpirun -np 2 "$tmpi" $args
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
