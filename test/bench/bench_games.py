#!/usr/bin/env python3
"""bench_games.py - whole games: bot games per second of every scenario that
`tabula list` finds, with random and with heuristic bots, on 1 job, 2 jobs
and every core, the scaling ratios, and the peak memory of a worker.

Usage: bench_games.py TABULA_EXE SOURCE_ROOT

A busy machine lowers the 2-job figure by itself, so each run also plays two
1-job processes at once: when they do no better than one 2-job process, the
shortfall is the machine's load, not contention inside the process. Games
per CPU-second (1 job against 2 jobs) tell the same from the other side.
Runs of each kind alternate. The environment is bench.h's: BENCH_RUNS,
BENCH_SCALE, BENCH_FORMAT."""
import json
import os
import re
import statistics
import subprocess
import sys
import time

RUNS = max(1, int(os.environ.get("BENCH_RUNS", "5")))
SCALE = float(os.environ.get("BENCH_SCALE", "1") or 1)
JSON = os.environ.get("BENCH_FORMAT") == "json"
SECONDS = 1.0  # of one 1-job run, at scale 1
SUMMARY = re.compile(r"(\d+) games in ([\d.]+) s on (\d+) jobs \(([\d.]+) games/s\), "
                     r"peak memory (\d+) KiB")


def fmt(v):
    a = abs(v)
    return ("%.0f" if a >= 100 else "%.1f" if a >= 10 else "%.2f" if a >= 1 else "%.3g") % v


def figure(name, unit, values, group="games"):
    values = sorted(values)
    med = statistics.median(values)
    if JSON:
        print(json.dumps({"group": group, "name": name, "unit": unit, "median": med,
                          "min": values[0], "max": values[-1], "runs": len(values)}))
    else:
        line = "%-56s %12s %-9s" % (name, fmt(med), unit)
        if len(values) > 1:
            line += "  [%s .. %s, %d runs]" % (fmt(values[0]), fmt(values[-1]), len(values))
        print(line)
    sys.stdout.flush()


def line(key, text):
    print(json.dumps({key: text}) if JSON else ("note: " if key == "note" else "") + text)
    sys.stdout.flush()


class Run:
    """One tabula playtest process: started at once, finished by wait()."""

    def __init__(self, tabula, env, scenario, players, bots, games, jobs):
        seats = []
        if bots != "random":
            for seat in range(players):
                seats += ["--seat", "%d=%s" % (seat, bots)]
        self.args = [tabula, "playtest", scenario, "--games", str(games), "--jobs", str(jobs),
                     "--players", str(players)] + seats
        # Through a shell that forks: on Linux a process's peak memory
        # survives exec, so a child exec'd straight from this (larger)
        # Python process would report Python's.
        self.proc = subprocess.Popen(["/bin/sh", "-c", '"$0" "$@"; exit $?'] + self.args,
                                     env=env, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE, text=True)
        self.start = time.monotonic()

    def wait(self):
        err = self.proc.stderr.read()
        _, status, usage = os.wait4(self.proc.pid, 0)
        self.proc.returncode = os.waitstatus_to_exitcode(status)
        self.wall = time.monotonic() - self.start
        self.cpu = usage.ru_utime + usage.ru_stime
        match = SUMMARY.search(err)
        if self.proc.returncode != 0 or not match:
            raise RuntimeError("%s: %s" % (" ".join(self.args[1:4]), err.strip()[-300:]))
        self.games = int(match.group(1))
        self.rate = float(match.group(4))
        self.peak_kib = int(match.group(5))
        return self


def scenarios(tabula, env):
    out = subprocess.run([tabula, "list"], env=env, capture_output=True, text=True).stdout
    found = []
    for row in out.splitlines():
        parts = row.split()
        m = re.match(r"(\d+)", parts[1]) if len(parts) > 1 else None
        if m:
            found.append((parts[0], int(m.group(1))))
    return found


def bench(tabula, env, scenario, players, bots, cores):
    what = "%s, %s bots" % (scenario, bots)

    def play(games, jobs):
        return Run(tabula, env, scenario, players, bots, games, jobs)

    # Size the runs from a first one, which is also the warm-up.
    first = play(300, 1).wait()
    games = int(min(max(first.rate * SECONDS * SCALE, 200), 1000000))
    one, two, pair, many = [], [], [], []
    cpu_one, cpu_two, used_two = [], [], []
    for _ in range(RUNS):
        a = play(games, 1).wait()
        b = play(2 * games, 2).wait()
        c1, c2 = play(games, 1), play(games, 1)
        c1.wait(), c2.wait()
        one.append(a.rate)
        two.append(b.rate)
        pair.append(c1.rate + c2.rate)
        cpu_one.append(a.games / a.cpu)
        cpu_two.append(b.games / b.cpu)
        used_two.append(b.cpu / b.wall)
        if cores > 2:
            many.append(play(cores * games, cores).wait().rate)
    figure(what + ": 1 job", "games/s", one)
    figure(what + ": 1 job, per CPU-second (load aside)", "games/CPU-s", cpu_one)
    figure(what + ": 2 jobs", "games/s", two)
    figure(what + ": 2 jobs / 1 job", "x", [t / o for t, o in zip(two, one)])
    figure(what + ": two 1-job processes at once / 1 job", "x",
           [p / o for p, o in zip(pair, one)])
    figure(what + ": CPUs the 2-job process got", "CPUs", used_two)
    figure(what + ": games per CPU-second, 2 jobs / 1 job", "x",
           [t / o for t, o in zip(cpu_two, cpu_one)])
    if many:
        figure(what + ": %d jobs (every core)" % cores, "games/s", many)
        figure(what + ": %d jobs / 1 job" % cores, "x", [m / o for m, o in zip(many, one)])

    # Memory: the same games on 1 and on 2 jobs, so the records kept per
    # game weigh the same; the difference is one more worker.
    n = min(games, 1000)
    m1 = [play(n, 1).wait().peak_kib for _ in range(3)]
    m2 = [play(n, 2).wait().peak_kib for _ in range(3)]
    figure(what + ": peak memory, 1 job (%d games)" % n, "KiB", m1)
    figure(what + ": peak memory of one more worker", "KiB",
           [b - a for a, b in zip(sorted(m1), sorted(m2))])


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: bench_games.py TABULA_EXE SOURCE_ROOT")
    tabula, root = sys.argv[1], sys.argv[2]
    env = dict(os.environ)
    example = os.path.join(root, "examples", "new-scenario")
    env["TABULA_PATH"] = example + (":" + env["TABULA_PATH"] if env.get("TABULA_PATH") else "")
    cores = os.cpu_count() or 1
    found = scenarios(tabula, env)
    if not found:
        line("note", "tabula list found no scenario: no whole-game figures")
    with open("/proc/loadavg") as f:
        line("info", "games: %d cores, load average %s at the start" % (cores, f.read().split()[0]))
    for scenario, players in found:
        for bots in ("random", "heuristic"):
            try:
                bench(tabula, env, scenario, players, bots, cores)
            except RuntimeError as e:
                line("note", "%s, %s bots: not measured (%s)" % (scenario, bots, e))
    with open("/proc/loadavg") as f:
        line("info", "games: load average %s at the end" % f.read().split()[0])


if __name__ == "__main__":
    main()
