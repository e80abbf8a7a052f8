#!/usr/bin/env python3
"""suite.py - runs every benchmark of a build (as `meson introspect
--benchmarks` lists them), collects their figures, and prints one table:
kernel, runtime, whole games, peers, scaling, then the goals as ratios and
what could not be measured. Writes every figure, with the machine and the
settings, to a JSON file. scripts/bench runs it on build-bench/.

Usage: suite.py BUILD_DIR [--json FILE] [--markdown FILE] [--runs N]
                [--scale X] [--clock cpu|wall] [NAME...]"""
import argparse
import datetime
import fnmatch
import json
import os
import platform
import re
import subprocess
import sys
import time

SECTIONS = [
    ("kernel", "Kernel"),
    ("runtime", "Runtime"),
    ("games", "Whole games"),
    ("peers", "Peers, side by side in one process"),
    ("scaling", "Scaling"),
]

# The goals (issue 11), as (what, [(figure name pattern, comparison, target)]).
# A goal is met when every figure it names is; figures not measured are
# listed as such.
GOALS = [
    ("Grid search at least as fast as libtcod", [
        ("grid * map: A* path, tabula / libtcod", ">=", 1.0),
        ("grid * map: whole-map search, tabula / libtcod", ">=", 1.0),
    ]),
    ("Kernel primitives at least 10x the plain-Lua baseline", [
        ("hex distance: kernel / plain Lua", ">=", 10.0),
        ("hex reachable set, *: kernel / plain Lua", ">=", 10.0),
        ("dice pool of 5 custom dice, roll + count: kernel / plain Lua", ">=", 10.0),
    ]),
    ("Snapshot + restore within 3x of a memcpy of the same bytes", [
        ("snapshot + restore time / memcpy time", "<=", 3.0),
    ]),
    ("Hashing near XXH3's own speed (at least half of it)", [
        ("hash speed / XXH3-64 speed, same bytes", ">=", 0.5),
    ]),
    # Issue 18: a decision in microseconds.
    ("Connect Four written the natural way within 3x of plain Lua 5.4", [
        ("connect four: tabula / plain Lua 5.4, time per move", "<=", 3.0),
    ]),
    ("Every seed game at least 3x fewer us per decision than issue 18's start "
     "(scripts/bench --against b2bb2ec)", [
        ("%s, * bots: * / this build, us per decision*" % game, ">=", 3.0)
        for game in ("dragon-tides/dojo", "long-dark-sea/act1", "spirit-island/standard",
                     "tidal-blades/first-fight", "tile-tactics/skirmish")
    ]),
    ("Whole games on 2 jobs at least 1.9x of 1 job (on an idle machine)", [
        ("*, * bots: 2 jobs / 1 job", ">=", 1.9),
    ]),
    # Issue 25: playtests over MPI.
    ("tabula-mpi: the driver under 1% of the games' CPU, 2 ranks 1.9x of 1 (idle machine)", [
        ("mpi *: MPI driver, CPU besides the games, -np *", "<=", 1.0),
        ("mpi *: -np 2 / -np 1, games per second", ">=", 1.9),
    ]),
]

# The old build's figures of bench_games.py (BENCH_AGAINST) end so.
AGAINST = re.compile(r"^(.*, \S+ bots): us per decision, (\S+)$")


def fmt(v):
    a = abs(v)
    return ("%.0f" if a >= 100 else "%.1f" if a >= 10 else "%.2f" if a >= 1 else "%.3g") % v


def say(text):
    print("tabula: " + text, file=sys.stderr, flush=True)


def read(path, default=""):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return default


def machine(build):
    cpuinfo = read("/proc/cpuinfo")
    model = re.search(r"model name\s*:\s*(.*)", cpuinfo)
    mem = re.search(r"MemTotal:\s*(\d+)", read("/proc/meminfo"))
    compiler = re.search(r"C compiler for the host machine: \S+ \((\S+ \S+)",
                         read(os.path.join(build, "meson-logs", "meson-log.txt")))
    opts = subprocess.run(["meson", "introspect", "--buildoptions", build],
                          capture_output=True, text=True).stdout
    buildtype = "?"
    try:
        buildtype = next(o["value"] for o in json.loads(opts) if o["name"] == "buildtype")
    except (ValueError, StopIteration):
        pass
    commit = subprocess.run(["git", "-C", os.path.dirname(os.path.abspath(__file__)),
                             "describe", "--always", "--dirty"],
                            capture_output=True, text=True).stdout.strip()
    return {
        "cpu": model.group(1).strip() if model else platform.processor() or "?",
        "cores": os.cpu_count(),
        "virtual": " hypervisor" in cpuinfo,
        "memory_gib": round(int(mem.group(1)) / 1048576, 1) if mem else None,
        "kernel": platform.release(),
        "compiler": compiler.group(1) if compiler else "?",
        "buildtype": buildtype,
        "commit": commit or "?",
        "date": datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
    }


def load():
    return float(read("/proc/loadavg", "0").split()[0])


def run_one(bench, env, build, results):
    """Runs one benchmark; appends its figures, notes and info to results."""
    name = bench["name"]
    benv = dict(env)
    benv.update(bench.get("env") or {})
    t0 = time.monotonic()
    try:
        proc = subprocess.run(bench["cmd"], env=benv, cwd=bench.get("workdir") or build,
                              capture_output=True, text=True, timeout=bench.get("timeout"))
        out, status = proc.stdout, proc.returncode
        err = proc.stderr.strip()
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
        status, err = None, "timed out after %s s" % bench.get("timeout")
    for line in out.splitlines():
        try:
            item = json.loads(line)
        except ValueError:
            if line.strip():
                results["info"].append("%s: %s" % (name, line.strip()))
            continue
        if "name" in item:
            item["bench"] = name
            results["figures"].append(item)
        elif "note" in item:
            results["notes"].append("%s: %s" % (name, item["note"]))
        elif "info" in item:
            results["info"].append("%s: %s" % (name, item["info"]))
    if status != 0:
        results["notes"].append("%s: %s%s" % (
            name, "exited with status %s" % status if status is not None else "",
            (": " + err.splitlines()[-1]) if err else ""))
    say("%-10s %5.1f s" % (name, time.monotonic() - t0))


def against(results, previous):
    """Keeps the figures of the last scripts/bench --against REV run: a run
    with them stores them as results["against"]; a run without them takes
    them from the previous JSON file and adds, for every game it measured,
    the ratio of the saved old figure to its own. That ratio is not side by
    side (another run, maybe another load): --against is the honest one."""
    own = {}
    for f in results["figures"]:
        m = AGAINST.match(f["name"])
        if m:
            own.setdefault(m.group(2), {})[m.group(1)] = f["median"]
    if own:
        rev = sorted(own)[0]
        results["against"] = {"rev": rev, "date": results["machine"]["date"],
                              "commit": results["machine"]["commit"], "figures": own[rev]}
        return
    try:
        with open(previous) as f:
            saved = json.load(f).get("against")
    except (OSError, ValueError):
        saved = None
    if not saved or not saved.get("figures"):
        return
    results["against"] = saved
    new = {f["name"]: f for f in results["figures"]}
    for what, old in sorted(saved["figures"].items()):
        f = new.get(what + ": us per decision")
        if not f or not f["median"]:
            continue
        results["figures"].append({
            "group": "games", "bench": "suite", "unit": "x", "runs": 1,
            "name": "%s: %s / this build, us per decision (saved %s, not side by side)" % (
                what, saved["rev"], saved["date"]),
            "median": old / f["median"], "min": old / f["median"], "max": old / f["median"]})


SPREAD = 1.3  # max / min of a figure's runs beyond which it is marked noisy


def noisy(f):
    return f["runs"] > 1 and f["min"] > 0 and f["max"] / f["min"] > SPREAD


def check(op, value, target):
    return value >= target if op == ">=" else value <= target


def goals(figures):
    by_name = {f["name"]: f for f in figures}
    out = []
    for what, wants in GOALS:
        rows = []
        for pattern, op, target in wants:
            hits = [f for f in figures if fnmatch.fnmatchcase(f["name"], pattern)]
            for f in hits:
                row = {"figure": f["name"], "op": op, "target": target, "median": f["median"],
                       "min": f["min"], "max": f["max"], "met": check(op, f["median"], target)}
                # Whole games: tell the machine's load from contention.
                if f["name"].endswith(": 2 jobs / 1 job"):
                    stem = f["name"][: -len("2 jobs / 1 job")]
                    pair = by_name.get(stem + "two 1-job processes at once / 1 job")
                    cpus = by_name.get(stem + "CPUs the 2-job process got")
                    eff = by_name.get(stem + "decisions per CPU-second, 2 jobs / 1 job")
                    if pair and cpus and eff:
                        row["context"] = ("two 1-job processes at once %sx, CPUs got %s, "
                                          "decisions per CPU-second 2 jobs / 1 job %sx"
                                          % (fmt(pair["median"]), fmt(cpus["median"]),
                                             fmt(eff["median"])))
                        if not row["met"] and eff["median"] >= 0.9 and \
                                pair["median"] < 1.8 and cpus["median"] < 1.8:
                            row["why"] = "machine load: the process got %s CPUs" % fmt(
                                cpus["median"])
                rows.append(row)
            if not hits:
                rows.append({"figure": pattern, "op": op, "target": target, "median": None,
                             "met": None})
        out.append({"goal": what, "rows": rows,
                    "met": all(r["met"] for r in rows) if all(
                        r["met"] is not None for r in rows) else None})
    return out


def per_decision(results):
    """Issue 18's headline, one row a game: us per decision with random and
    with heuristic bots, and against the old build when there is one."""
    by_name = {f["name"]: f for f in results["figures"]}
    games = []
    for f in results["figures"]:
        m = re.match(r"^(.*), (random|heuristic) bots: us per decision$", f["name"])
        if m and m.group(1) not in games:
            games.append(m.group(1))
    if not games:
        return []
    saved = results.get("against") or {}
    rev = saved.get("rev")

    def cell(name):
        f = by_name.get(name)
        return fmt(f["median"]) if f else "-"

    head = "  %-28s %10s %10s" % ("us per decision", "random", "heuristic")
    if rev:
        head += " %12s %12s %9s %9s" % (rev + " rand", rev + " heur", "x rand", "x heur")
    out = ["US PER DECISION (whole games: playtest CPU time / decisions made)", head]
    for game in games:
        row = "  %-28s %10s %10s" % (game, cell(game + ", random bots: us per decision"),
                                     cell(game + ", heuristic bots: us per decision"))
        if rev:
            olds, ratios = [], []
            for bots in ("random", "heuristic"):
                what = "%s, %s bots" % (game, bots)
                old = (saved.get("figures") or {}).get(what)
                olds.append(fmt(old) if old else "-")
                r = [f for n, f in by_name.items()
                     if n.startswith("%s: %s / this build, us per decision" % (what, rev))]
                ratios.append(fmt(r[0]["median"]) if r else "-")
            row += " %12s %12s %9s %9s" % tuple(olds + ratios)
        out.append(row)
    if rev:
        side = any(AGAINST.match(n) for n in by_name)
        out.append("  %s: %s" % (rev, "built from %s and run side by side in this run" % rev
                                 if side else "saved by the --against run of %s (commit %s), "
                                 "not side by side" % (saved.get("date"), saved.get("commit"))))
    return out + [""]


def table(results, width=100):
    """The one table, as a list of lines."""
    m, s = results["machine"], results["settings"]
    lines = [
        "tabula benchmarks, %s, commit %s, %s build, %s" % (
            m["date"], m["commit"], m["buildtype"], m["compiler"]),
        "machine: %s, %d cores%s, %s GiB; load average %.1f at the start, %.1f at the end" % (
            m["cpu"], m["cores"], " (virtual)" if m["virtual"] else "", m["memory_gib"],
            s["load_start"], s["load_end"]),
        "each figure: the median of %d runs after a warm-up, [min .. max]; timed on %s" % (
            s["runs"], "the thread's CPU time (a shared machine)" if s["clock"] == "cpu"
            else "the wall clock"),
        "",
    ]
    name_w = max([56] + [len(f["name"]) for f in results["figures"]
                         if f["group"] != "scaling"])
    name_w = min(name_w, 64)

    def row(f):
        rng = "" if f["runs"] < 2 else "[%s .. %s]" % (fmt(f["min"]), fmt(f["max"]))
        return "%s %-*s %11s %-11s %s" % ("*" if noisy(f) else " ", name_w, f["name"],
                                         fmt(f["median"]), f["unit"], rng)

    for group, title in SECTIONS:
        figs = [f for f in results["figures"] if f["group"] == group]
        if not figs:
            continue
        lines.append(title.upper())
        if group != "scaling":
            lines += [row(f) for f in figs]
        else:
            series = []
            for f in figs:
                if f.get("series") and f["series"] not in series:
                    series.append(f["series"])
            lines.append("  %-40s %10s %-11s %9s %-4s %12s" % ("", "size", "", "median", "",
                                                              "per unit"))
            for name in series:
                first = True
                for f in figs:
                    if f.get("series") != name:
                        continue
                    scale = {"us": 1000.0, "ms": 1e6, "ns": 1.0}.get(f["unit"], 1.0)
                    per = f["median"] * scale / f["size"] if f["size"] else 0
                    word = f["size_unit"].split()[0]
                    word = {"cells": "cell", "hexes": "hex"}.get(word, word)
                    lines.append("  %-40s %10s %-11s %9s %-4s %9s ns/%s" % (
                        name if first else "", fmt(f["size"]), f["size_unit"],
                        fmt(f["median"]), f["unit"], fmt(per),
                        word))
                    first = False
        lines.append("")
    lines += per_decision(results)
    lines.append("GOALS (ratios; a goal never fails the build)")
    for g in results["goals"]:
        verdict = {True: "met", False: "MISSED", None: "not measured"}[g["met"]]
        lines.append("  %s: %s" % (g["goal"], verdict))
        for r in g["rows"]:
            if r["median"] is None:
                lines.append("    %-*s %11s" % (name_w - 2, r["figure"], "not measured"))
                continue
            lines.append("    %-*s %11s %-2s %-5s %s%s" % (
                name_w - 2, r["figure"], fmt(r["median"]), r["op"], fmt(r["target"]),
                "met" if r["met"] else "missed", (" (%s)" % r["why"]) if r.get("why") else ""))
            if r.get("context"):
                lines.append("    %*s%s" % (name_w - 2 - len(r["context"]) if len(
                    r["context"]) < name_w - 2 else 0, "", r["context"]))
    lines.append("")
    notes = list(results["notes"])
    marked = [f for f in results["figures"] if noisy(f)]
    if marked:
        notes.append("%d of %d figures (marked *) have runs more than %d%% apart: the machine "
                     "was busy while they ran" % (len(marked), len(results["figures"]),
                                                  round((SPREAD - 1) * 100)))
    if notes:
        lines.append("NOT MEASURED, OR NOT CLEANLY")
        lines += ["  - " + n for n in notes]
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("build")
    ap.add_argument("names", nargs="*", help="only these benchmarks")
    ap.add_argument("--json", default="bench.json")
    ap.add_argument("--markdown", help="also write the table as a README section")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--clock", choices=["cpu", "wall"], default="cpu")
    args = ap.parse_intermixed_args()

    listed = json.loads(subprocess.run(["meson", "introspect", "--benchmarks", args.build],
                                       capture_output=True, text=True, check=True).stdout)
    benches = [b for b in listed if any(s.endswith(":bench") or s == "bench"
                                        for s in b.get("suite", []))]
    if args.names:
        unknown = set(args.names) - {b["name"] for b in benches}
        if unknown:
            sys.exit("suite.py: no benchmark named %s (there are: %s)" % (
                ", ".join(sorted(unknown)), ", ".join(b["name"] for b in benches)))
        benches = [b for b in benches if b["name"] in args.names]
    env = dict(os.environ, BENCH_FORMAT="json", BENCH_RUNS=str(args.runs),
               BENCH_SCALE=str(args.scale), BENCH_CLOCK=args.clock)
    results = {"machine": machine(args.build),
               "settings": {"runs": args.runs, "scale": args.scale, "clock": args.clock,
                            "load_start": load()},
               "figures": [], "notes": [], "info": []}
    for bench in benches:
        run_one(bench, env, args.build, results)
    results["settings"]["load_end"] = load()
    against(results, args.json)
    results["goals"] = goals(results["figures"])
    lines = table(results)
    print("\n".join(lines))
    with open(args.json, "w") as f:
        json.dump(results, f, indent=1)
        f.write("\n")
    say("figures written to %s" % args.json)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write("```\n" + "\n".join(lines).rstrip() + "\n```\n")
        say("table written to %s" % args.markdown)
    return 0


if __name__ == "__main__":
    sys.exit(main())
