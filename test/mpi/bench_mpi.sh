#!/bin/sh
# tabula-mpi against --jobs, a figure, not a test: for one scenario with
# heuristic bots, on --jobs 1 and 2 and mpirun -np 1 and 2, the games' wall
# time (tabula's "games in S s" line, so not mpirun's start) and games per
# second, and the CPU time of the whole command per game with the fixed cost
# taken out (a run of 1 game), which a loaded machine leaves nearly alone.
# Best of RUNS each; the load average before and after.
# Usage: bench_mpi.sh TABULA_EXE TABULA_MPI_EXE SCENARIO GAMES [RUNS]
set -eu
tabula=$1 tmpi=$2 scenario=$3 games=$4 runs=${5:-3}
[ "$(id -u)" = 0 ] && export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_btl=self,vader OMPI_MCA_btl_vader_single_copy_mechanism=none
out=$(mktemp)
trap 'rm -f "$out" "$out.t"' EXIT
# one N LAUNCH [OPTION...]: "wall cpu" of one run of N games by LAUNCH (a
# command line: the program, mpirun's words first) with OPTIONs after the
# playtest's (cpu: user + sys, its children's too)
one() {
    n=$1 launch=$2; shift 2
    # shellcheck disable=SC2086
    /usr/bin/time -f '%U %S' -o "$out.t" $launch playtest "$scenario" --games "$n" \
        --seat 0=heuristic --seat 1=heuristic "$@" 2>"$out" >/dev/null
    wall=$(sed -n 's/^[0-9]* games in \([0-9.]*\) s .*/\1/p' "$out")
    cpu=$(awk '{print $1 + $2}' "$out.t")
    echo "$wall $cpu"
}
# best LABEL LAUNCH [OPTION...]: the best wall and the best CPU of runs, less the
# CPU of a 1-game run
best() {
    label=$1; shift
    w=999999 c=999999 c1=999999
    for i in $(seq 1 "$runs"); do
        r=$(one "$games" "$@"); r1=$(one 1 "$@")
        w=$(printf '%s\n%s\n' "$w" "${r% *}" | sort -g | head -1)
        c=$(printf '%s\n%s\n' "$c" "${r#* }" | sort -g | head -1)
        c1=$(printf '%s\n%s\n' "$c1" "${r1#* }" | sort -g | head -1)
    done
    printf '%-8s %8.2f s %9.1f games/s   CPU %6.2f s (1 game: %5.2f s)  %7.1f us CPU a game\n' \
        "$label" "$w" "$(echo "$games / $w" | bc -l)" "$c" "$c1" \
        "$(echo "($c - $c1) * 1000000 / ($games - 1)" | bc -l)"
}
echo "$scenario, $games games, heuristic bots, best of $runs; load $(cut -d' ' -f1-3 /proc/loadavg)"
best "jobs 1" "$tabula" --jobs 1
best "np 1" "mpirun -np 1 $tmpi"
best "jobs 2" "$tabula" --jobs 2
best "np 2" "mpirun -np 2 $tmpi"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
