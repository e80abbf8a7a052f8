#!/usr/bin/env python3
"""bench_mpi.py - tabula-mpi against tabula playtest --jobs on this machine:
games per second of one scenario with heuristic bots under mpirun -np 1 and
-np 2, and what the MPI driver costs a game, two ways: the CPU time the
ranks spent besides their games while the games went on, as a share of the
games' own (tabula-mpi measures and prints it; --jobs has no such cost but
an atomic counter), and the wall time of the same games on N ranks against
N jobs (N = 1, 2). The wall times are the ones each program prints for its
games (first game handed out to last record gathered: mpirun's start and
MPI_Init, paid once a job, are out), and on a shared virtual machine they
move by 15% from run to run, more than the driver costs: the CPU share is
the figure to read. Runs of the four kinds alternate; each figure is the
median of BENCH_RUNS. Every run's --jsonl must be the same bytes, or no
figure is printed.

Usage: bench_mpi.py TABULA_EXE TABULA_MPI_EXE|none SOURCE_ROOT"""
import os
import re
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_games import RUNS, SCALE, figure, line  # noqa: E402

SCENARIO, PLAYERS = "tile-tactics/skirmish", 2
SECONDS = 3.0  # of one 1-job sample, at scale 1
SUMMARY = re.compile(r"(\d+) games in ([\d.]+) s on (\d+) (jobs|ranks)")
BESIDES = re.compile(r"the ranks took (-?[\d.]+)% of their games' CPU time besides them")


def play(program, extra, env, games, jsonl):
    """One playtest of games: its time for them, its --jsonl, and (tabula-mpi)
    the driver's CPU share or None."""
    seats = sum((["--seat", "%d=heuristic" % s] for s in range(PLAYERS)), [])
    proc = subprocess.run(program + ["playtest", SCENARIO, "--games", str(games), "--players",
                                     str(PLAYERS), "--jsonl", jsonl] + seats + extra,
                          env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    match = SUMMARY.search(proc.stderr)
    if proc.returncode != 0 or not match:
        raise RuntimeError("%s: %s" % (" ".join(program), proc.stderr.strip()[-300:]))
    besides = BESIDES.search(proc.stderr)
    with open(jsonl, "rb") as f:
        return float(match.group(2)), f.read(), float(besides.group(1)) if besides else None


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: bench_mpi.py TABULA_EXE TABULA_MPI_EXE|none SOURCE_ROOT")
    tabula, tmpi = sys.argv[1], sys.argv[2]
    if tmpi == "none":
        line("note", "tabula-mpi is not built (Open MPI was not found; scripts/test installs "
                     "it): no MPI figures")
        return
    env = dict(os.environ)
    env.update(OMPI_MCA_btl="self,vader", OMPI_MCA_btl_vader_single_copy_mechanism="none")
    if os.geteuid() == 0:  # mpirun refuses root unless told
        env.update(OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    mpirun = ["mpirun", "--oversubscribe", "-np"]
    kinds = {  # what runs the games, and what playtest is told
        "--jobs 1": ([tabula], ["--jobs", "1"]),
        "-np 1": (mpirun + ["1", tmpi], []),
        "--jobs 2": ([tabula], ["--jobs", "2"]),
        "-np 2": (mpirun + ["2", tmpi], []),
    }
    with open("/proc/loadavg") as f:
        line("info", "mpi: load average %s at the start" % f.read().split()[0])
    times = {kind: [] for kind in kinds}
    shares = {kind: [] for kind in kinds}
    seen = set()
    with tempfile.TemporaryDirectory(prefix="tabula-bench-mpi-") as tmp:
        jsonl = os.path.join(tmp, "games.jsonl")
        try:
            first = play([tabula], ["--jobs", "1"], env, 4, jsonl)[0]  # the warm-up
            games = max(8, int(SECONDS * SCALE * 4 / max(first, 1e-3)))
            for _ in range(RUNS):
                for kind, (program, extra) in kinds.items():
                    seconds, data, share = play(program, extra, env, games, jsonl)
                    times[kind].append(seconds)
                    seen.add(data)
                    if share is not None:
                        shares[kind].append(share)
        except RuntimeError as e:
            line("note", "%s: not measured (%s)" % (SCENARIO, e))
            return
    if len(seen) != 1:
        line("note", "%s: the runs' --jsonl differ (%d versions): no figures" % (
            SCENARIO, len(seen)))
        return
    line("info", "mpi: %s, heuristic bots, %d games a sample" % (SCENARIO, games))
    rate = {k: [games / max(t, 1e-6) for t in v] for k, v in times.items()}
    for n in ("1", "2"):
        figure("mpi %s: games per second, -np %s" % (SCENARIO, n), "games/s", rate["-np " + n],
               "games")
    # Ratios run by run: run i of one kind against run i of the other, played
    # one after the other, under about the same load.
    figure("mpi %s: -np 2 / -np 1, games per second" % SCENARIO, "x",
           [b / a for a, b in zip(rate["-np 1"], rate["-np 2"])], "games")
    for n in ("1", "2"):
        if shares["-np " + n]:
            figure("mpi %s: MPI driver, CPU besides the games, -np %s" % (SCENARIO, n), "%",
                   shares["-np " + n], "games")
        figure("mpi %s: wall time -np %s / --jobs %s, less 1" % (SCENARIO, n, n), "%",
               [(m / j - 1) * 100 for j, m in zip(times["--jobs " + n], times["-np " + n])],
               "games")
    with open("/proc/loadavg") as f:
        line("info", "mpi: load average %s at the end" % f.read().split()[0])


if __name__ == "__main__":
    main()
