#!/usr/bin/env python3
"""bench_games.py - whole games through `tabula playtest`: microseconds per
decision (the CPU time of the playtest process over the decisions its games
made) of each seed scenario with random and with heuristic bots, decisions
per second on 1 job, 2 jobs and every core, the scaling ratios, and the peak
memory of a worker. With BENCH_AGAINST, the same games on another build of
tabula too, alternating with this one, and the ratio of the two.

Usage: bench_games.py TABULA_EXE SOURCE_ROOT

The scenarios are the seed games of issue 18 and the benchmark's Connect
Four (test/bench/games): their player counts are below. Every figure plays
the same games (playtest's seeds depend on the game's index alone), as many
as fill a sample of about SECONDS of CPU at BENCH_SCALE 1, sized from a
first short run that is also the warm-up: a random-bot Dragon Tides game
makes thousands of decisions, a Connect Four game twenty, so a fixed count
of games would take either hours or nothing.

A busy machine lowers the 2-job figure by itself, so each run also plays two
1-job processes at once: when they do no better than one 2-job process, the
shortfall is the machine's load, not contention inside the process.
Decisions per CPU-second (1 job against 2 jobs) tell the same from the other
side. Runs of each kind alternate, and so do the two builds' runs.

The environment is bench.h's (BENCH_RUNS, BENCH_SCALE, BENCH_FORMAT), and:
  BENCH_GAMES        "all": every scenario `tabula list` finds (slow: the
                     seed scenarios are the default); or a comma-separated
                     list of SCENARIO:PLAYERS
  BENCH_AGAINST      the tabula program of another build (scripts/bench
                     --against REV builds one); BENCH_AGAINST_NAME names it
                     in the figures (default "old")"""
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = max(1, int(os.environ.get("BENCH_RUNS", "5")))
SCALE = float(os.environ.get("BENCH_SCALE", "1") or 1)
JSON = os.environ.get("BENCH_FORMAT") == "json"
SECONDS = 0.5  # of CPU in one 1-job sample, at scale 1
FIRST_GAMES = 3  # the sizing run
MIN_GAMES = 4  # a sample, so that the 2-job run's workers share 8 games
SUMMARY = re.compile(r"(\d+) games in ([\d.]+) s on (\d+) jobs \(([\d.]+) games/s\), "
                     r"peak memory (\d+) KiB")

# Issue 18's seed games, with the player counts its table was measured at.
SEED = [
    ("dragon-tides/dojo", 2),
    ("long-dark-sea/act1", 1),
    ("spirit-island/standard", 1),
    ("tidal-blades/first-fight", 2),
    ("tile-tactics/skirmish", 2),
    ("connect-four/classic", 2),
]


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
        text = "%-56s %12s %-9s" % (name, fmt(med), unit)
        if len(values) > 1:
            text += "  [%s .. %s, %d runs]" % (fmt(values[0]), fmt(values[-1]), len(values))
        print(text)
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
        fd, self.json = tempfile.mkstemp(prefix="tabula-bench-", suffix=".json")
        os.close(fd)
        self.args = [tabula, "playtest", scenario, "--games", str(games), "--jobs", str(jobs),
                     "--players", str(players), "--json", self.json] + seats
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
        try:
            with open(self.json) as f:
                games = [json.loads(row) for row in f if row.strip()]
        except (OSError, ValueError):
            games = []
        os.unlink(self.json)
        if self.proc.returncode != 0 or not match or not games:
            raise RuntimeError("%s: %s" % (" ".join(self.args[1:4]), err.strip()[-300:]))
        self.games = int(match.group(1))
        self.seconds = float(match.group(2))
        self.rate = float(match.group(4))
        self.peak_kib = int(match.group(5))
        self.decisions = sum(g.get("decisions", 0) for g in games)
        self.errors = [g.get("error") for g in games if g.get("outcome") == "error"]
        self.played = [(g.get("decisions"), g.get("hash")) for g in games]
        if self.decisions == 0:
            raise RuntimeError("%s: no decisions made" % " ".join(self.args[1:4]))
        # Decisions, not games, per second: the 2-job run plays twice the
        # games, not the same ones, and games of one scenario can differ in
        # length fivefold.
        self.dps = self.decisions / max(self.seconds, 1e-3)
        return self

    def us_per_decision(self):
        return self.cpu * 1e6 / self.decisions


def scenarios(tabula, env):
    """Every scenario tabula list finds, at its least player count."""
    out = subprocess.run([tabula, "list"], env=env, capture_output=True, text=True).stdout
    found = []
    for row in out.splitlines():
        parts = row.split()
        m = re.match(r"(\d+)", parts[1]) if len(parts) > 1 else None
        if m:
            found.append((parts[0], int(m.group(1))))
    return found


def chosen(tabula, env):
    which = os.environ.get("BENCH_GAMES", "").strip()
    if which == "all":
        return scenarios(tabula, env)
    if which:
        out = []
        for item in which.split(","):
            name, _, players = item.strip().partition(":")
            out.append((name, int(players or 1)))
        return out
    return SEED


def bench(tabula, env, scenario, players, bots, cores, against):
    what = "%s, %s bots" % (scenario, bots)

    # The other build reads its own scripts (its compiled-in source root),
    # not a TABULA_ROOT meant for this one.
    old_env = dict(env)
    old_env.pop("TABULA_ROOT", None)
    # meson runs benchmarks with LD_LIBRARY_PATH on this build's lib/, which
    # would load this build's libtabula into the other build's program (a
    # library path beats its RUNPATH): it must run its own.
    old_env.pop("LD_LIBRARY_PATH", None)

    def play(games, jobs, exe=tabula):
        return Run(exe, env if exe == tabula else old_env, scenario, players, bots, games, jobs)

    # Size the samples from a first run, which is also the warm-up: as many
    # games as fill SECONDS of CPU, at least FIRST_GAMES.
    first = play(FIRST_GAMES, 1).wait()
    per_game = first.cpu / first.games
    games = int(min(max(SECONDS * SCALE / max(per_game, 1e-6), MIN_GAMES), 1000000))
    line("info", "%s: %d games a sample, %.0f decisions a game in the first %d" % (
        what, games, first.decisions / first.games, first.games))
    if against:
        try:
            play(FIRST_GAMES, 1, against[0]).wait()  # its warm-up
        except RuntimeError as e:
            line("note", "%s: not measured on %s (%s)" % (what, against[1], e))
            against = None
    one, two, pair, many, us, us_old = [], [], [], [], [], []
    cpu_one, cpu_two, used_two = [], [], []
    errors, mismatch = set(), None
    for _ in range(RUNS):
        a = play(games, 1).wait()
        us.append(a.us_per_decision())
        errors.update(e for e in a.errors if e)
        if against:
            try:
                o = play(games, 1, against[0]).wait()
            except RuntimeError as e:
                line("note", "%s: not measured on %s (%s)" % (what, against[1], e))
                against = None
        if against:
            us_old.append(o.us_per_decision())
            if o.played != a.played and mismatch is None:
                mismatch = "%d decisions against %d here" % (o.decisions, a.decisions)
        b = play(2 * games, 2).wait()
        c1, c2 = play(games, 1), play(games, 1)
        c1.wait(), c2.wait()
        one.append(a.dps)
        two.append(b.dps)
        pair.append(c1.dps + c2.dps)
        cpu_one.append(a.decisions / a.cpu)
        cpu_two.append(b.decisions / b.cpu)
        used_two.append(b.cpu / b.wall)
        if cores > 2:
            many.append(play(cores * games, cores).wait().dps)
    if errors:
        line("note", "%s: %d kinds of game error, e.g. %s" % (what, len(errors),
                                                              sorted(errors)[0][:200]))
    figure(what + ": us per decision", "us/decision", us)
    if against:
        name = against[1]
        figure(what + ": us per decision, " + name, "us/decision", us_old)
        figure(what + ": %s / this build, us per decision" % name, "x",
               [o / n for o, n in zip(us_old, us)])
        if mismatch:
            line("note", "%s: %s played other games (%s): determinism changed, the ratio is "
                 "still per decision" % (what, name, mismatch))
        else:
            line("info", "%s: %s played the same games (decisions and state hashes)" % (
                what, name))
    figure(what + ": 1 job", "decisions/s", one)
    figure(what + ": 2 jobs", "decisions/s", two)
    figure(what + ": 2 jobs / 1 job", "x", [t / o for t, o in zip(two, one)])
    figure(what + ": two 1-job processes at once / 1 job", "x",
           [p / o for p, o in zip(pair, one)])
    figure(what + ": CPUs the 2-job process got", "CPUs", used_two)
    figure(what + ": decisions per CPU-second, 2 jobs / 1 job", "x",
           [t / o for t, o in zip(cpu_two, cpu_one)])
    if many:
        figure(what + ": %d jobs (every core)" % cores, "decisions/s", many)
        figure(what + ": %d jobs / 1 job" % cores, "x", [m / o for m, o in zip(many, one)])

    # Memory: the same games on 1 and on 2 jobs, so the records kept per
    # game weigh the same; the difference is one more worker.
    # Once each for a first look (BENCH_SCALE below 1), twice otherwise.
    k = 1 if SCALE < 1 else 2
    m1 = [play(games, 1).wait().peak_kib for _ in range(k)]
    m2 = [play(games, 2).wait().peak_kib for _ in range(k)]
    figure(what + ": peak memory, 1 job (%d games)" % games, "KiB", m1)
    figure(what + ": peak memory of one more worker", "KiB",
           [b - a for a, b in zip(sorted(m1), sorted(m2))])


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: bench_games.py TABULA_EXE SOURCE_ROOT")
    tabula, root = sys.argv[1], sys.argv[2]
    env = dict(os.environ)
    extra = [os.path.join(root, "examples", "new-scenario"),
             os.path.join(root, "test", "bench", "games")]
    env["TABULA_PATH"] = ":".join(extra + ([env["TABULA_PATH"]] if env.get("TABULA_PATH")
                                           else []))
    against = None
    if env.get("BENCH_AGAINST"):
        against = (env["BENCH_AGAINST"], env.get("BENCH_AGAINST_NAME") or "old")
    cores = os.cpu_count() or 1
    found = chosen(tabula, env)
    if not found:
        line("note", "tabula list found no scenario: no whole-game figures")
    with open("/proc/loadavg") as f:
        line("info", "games: %d cores, load average %s at the start" % (cores, f.read().split()[0]))
    for scenario, players in found:
        for bots in ("random", "heuristic"):
            try:
                bench(tabula, env, scenario, players, bots, cores, against)
            except RuntimeError as e:
                line("note", "%s, %s bots: not measured (%s)" % (scenario, bots, e))
    with open("/proc/loadavg") as f:
        line("info", "games: load average %s at the end" % f.read().split()[0])


if __name__ == "__main__":
    main()
