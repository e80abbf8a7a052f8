#!/usr/bin/env python3
"""check_viewer.py - the replay viewer (tabula replay --html) in a real browser.

For one short seeded game with random bots of every scenario of the five
games (and of Connect Four, the benchmarks' game, from outside the tree), made by `tabula playtest --replays DIR --html`, headless Chromium
opens the page in its self-check mode (#selftest: every frame drawn in every
view, what was drawn written into the page) and this script checks:
  - the page loads with no console message and no error;
  - it has one frame per decision (answer lines of the replay) plus the end;
  - stepping changes the board;
  - no entity the kernel hides from a player (tab_view_can_see, listed per
    frame by viewer_hidden) is drawn in that player's view, nor is in that
    player's frames of the JSON inside the page (as an entity, in a zone or
    on a board, or by name), while the everything view holds them all.
It also checks that bad input gets a clear error. Screenshots are never
taken; the pages live in a temporary folder, removed at the end.

Usage: check_viewer.py TABULA VIEWER_HIDDEN SOURCE_ROOT
It fails (never skips) when chromium is missing: scripts/test installs it.
"""
import concurrent.futures
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

GAMES = ("dragon-tides", "long-dark-sea", "spirit-island", "tidal-blades", "tile-tactics")
MAX_DECISIONS = "50"
SEED = "5"

tabula, hidden_exe, root = sys.argv[1:4]
failures = []


def fail(scenario, what):
    failures.append(f"{scenario}: {what}")


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, timeout=300, **kw)


def chromium():
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("check_viewer: chromium is not installed (scripts/test installs Debian's "
             "chromium package; or apt-get install chromium)")


def page_data(text):
    start = text.index('<script type="application/json" id="data">') + len(
        '<script type="application/json" id="data">')
    return json.loads(text[start:text.index("</script>", start)])


def states(data, v):
    """View v's parts at each frame, as the page rebuilds them."""
    st = {}
    for frame in data["frames"]:
        d = frame["st"][v]
        if isinstance(d, int):
            d = frame["st"][d]
        for k, val in d.items():
            if val is None:
                st.pop(k, None)
            else:
                st[k] = val
        yield st


def board_ids(part):
    """The entity ids a board part shows."""
    t = part.get("t")
    if t == "occ":
        return part["occ"][1::2]
    if t == "fig":
        return [f[0] for f in part["fig"]]
    if t == "regions":
        return [i for r in part["reg"] for i in r.get("pcs", [])]
    if t == "sectors":
        return [c for c in part["card"] if c > 0]
    if t == "init":
        return part["tok"][0::2]
    if t == "turn":
        return [part["active"]]
    if t == "z":
        return part.get("e", [])
    return []


def check_page(selftests, scenario, folder):
    replay = os.path.join(folder, "game-0.replay")
    page = os.path.join(folder, "game-0.html")
    answers = sum(1 for line in open(replay) if line.startswith("answer "))
    text = open(page, encoding="utf-8").read()
    if re.search(r'(src|href)\s*=\s*"(https?:)?//', text):
        fail(scenario, "the page refers to another file or the network")
    data = page_data(text)
    players = data["meta"]["players"]

    # The kernel's word on what each player may not see, frame by frame.
    roots = [root] + ([os.path.join(root, "test", "bench", "games")]
                      if scenario.startswith("connect-four/") else [])
    got = run([hidden_exe, replay] + roots)
    if got.returncode != 0:
        fail(scenario, "viewer_hidden failed: " + got.stderr.strip())
        return 0
    kernel = json.loads(got.stdout)

    result = selftests.get(page)
    if result is None:
        fail(scenario, "the self-check wrote nothing (the page did not run?)")
        return 0
    result = json.loads(result)
    if result["errors"]:
        fail(scenario, "errors in the page: " + "; ".join(result["errors"])[:500])
    if result["frames"] != answers + 1 or len(kernel["frames"]) != answers + 1:
        fail(scenario, f"{result['frames']} frames for {answers} decisions (kernel: "
                       f"{len(kernel['frames'])})")
        return 0
    if result["boardChanges"] < 1:
        fail(scenario, "stepping through the frames never changed the board")

    # Hidden entities: never drawn for the player, never in the player's
    # frames, always in the everything view.
    hidden_seen = 0
    all_states = [dict(s) for s in states(data, players)]
    for p in range(players):
        for f, st in enumerate(states(data, p)):
            hidden = {e: n for e, n in kernel["frames"][f][p]}
            if not hidden:
                continue
            hidden_seen += len(hidden)
            drawn = set(result["shown"][p][f]) & set(hidden)
            if drawn:
                fail(scenario, f"frame {f}: player {p}'s view draws hidden entities {sorted(drawn)[:5]}")
            listed = set()
            for k, part in st.items():
                if k[0] in "ep":
                    listed.add(int(re.match(r"[ep](\d+)", k).group(1)))
                elif isinstance(part, dict):
                    listed.update(board_ids(part))
            leaked = listed & set(hidden)
            if leaked:
                fail(scenario, f"frame {f}: player {p}'s frame holds hidden entities {sorted(leaked)[:5]}")
            # By name: a hidden entity's name, unless something the player
            # sees has that name too (a second copy of a card).
            names_seen = set()
            for k, part in st.items():
                if k[0] == "e" and part.get("n"):
                    names_seen.add(part["n"])
                if k[0] == "p" and k.split("/")[-1] in ("label", "name", "def") and isinstance(part, str):
                    names_seen.add(part)
            # Properties are left out: a visible entity's properties are the
            # player's to know (tab_view_hash covers them), whatever they say.
            frame = data["frames"][f]
            events = [e[p] if isinstance(e, list) else e for e in frame["ev"]]
            text_p = json.dumps({k: v for k, v in st.items() if k[0] != "p"},
                                ensure_ascii=False) + json.dumps(
                frame.get("dec", [None] * (players + 1))[p], ensure_ascii=False)
            text_p += "\n".join(events)
            for e, name in hidden.items():
                if name and name not in names_seen and (json.dumps(name, ensure_ascii=False) in text_p
                                                         or re.search(r"(^|[ (])%s#" % re.escape(name), text_p, re.M)):
                    fail(scenario, f"frame {f}: player {p}'s frame names hidden entity {e} ({name})")
                    break
            missing = [e for e in hidden if "e%d" % e not in all_states[f]]
            if missing:
                fail(scenario, f"frame {f}: the everything view lacks entities {missing[:5]}")
            if len(failures) > 20:
                return hidden_seen
    return hidden_seen


INDEX = """<!DOCTYPE html><html><body><script>
const pages = %s, results = {};
let i = 0;
function next() {
  if (i === pages.length) {
    const pre = document.createElement("pre");
    pre.id = "results";
    pre.textContent = JSON.stringify(results);
    document.body.appendChild(pre);
    return;
  }
  const frame = document.createElement("iframe");
  frame.src = pages[i] + "#selftest";
  frame.onload = () => {
    const pre = frame.contentDocument && frame.contentDocument.getElementById("selftest");
    results[pages[i]] = pre ? pre.textContent : null;
    frame.remove();
    i++;
    next();
  };
  document.body.appendChild(frame);
}
next();
</script></body></html>
"""


def selftest(browser, tmp, pages, n):
    """Runs the pages' self-checks in one browser, one page after the other
    in an iframe of an index page (a browser start costs seconds): the
    self-check output of each page, and the console messages."""
    index = os.path.join(tmp, "index-%d.html" % n)
    with open(index, "w") as f:
        f.write(INDEX % json.dumps([os.path.relpath(p, tmp) for p in pages]))
    out = run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
               "--allow-file-access-from-files", "--enable-logging=stderr", "--v=0",
               "--virtual-time-budget=600000", "--dump-dom", "file://" + index])
    m = re.search(r'<pre id="results">(.*?)</pre>', out.stdout, re.S)
    results = json.loads(html.unescape(m.group(1))) if m else {}
    console = [line for line in out.stderr.splitlines() if ":CONSOLE" in line]
    return {os.path.join(tmp, k): v for k, v in results.items()}, console, out.stderr


def bad_input(tmp):
    """Clear errors for a missing replay, an unwritable page, other rules."""
    out = run([tabula, "replay", os.path.join(tmp, "missing.replay"), "--html", os.path.join(tmp, "x.html")])
    if out.returncode != 1 or "missing.replay" not in out.stderr:
        fail("bad input", "a missing replay: " + out.stderr.strip())
    folder = os.path.join(tmp, "tile-tactics_skirmish")
    replay = os.path.join(folder, "game-0.replay")
    out = run([tabula, "replay", replay, "--html", os.path.join(tmp, "no-such-dir", "x.html")])
    if out.returncode != 1 or "cannot write" not in out.stderr or "no-such-dir" not in out.stderr:
        fail("bad input", "an unwritable page: " + out.stderr.strip())
    other = os.path.join(tmp, "other.replay")
    with open(replay) as src, open(other, "w") as dst:
        for line in src:
            dst.write("content 0123456789abcdef\n" if line.startswith("content ") else line)
    out = run([tabula, "replay", other, "--html", os.path.join(tmp, "x.html")])
    if out.returncode != 1 or "other rules" not in out.stderr:
        fail("bad input", "a replay of other rules: " + out.stderr.strip())
    out = run([tabula, "replay", replay, "--html"])
    if out.returncode != 2:
        fail("bad input", "--html without a file: " + out.stderr.strip())
    out = run([tabula, "playtest", "tile-tactics/skirmish", "--games", "1", "--html"])
    if out.returncode != 2 or "--replays" not in out.stderr:
        fail("bad input", "playtest --html without --replays: " + out.stderr.strip())
    # viewer{} declarations that are wrong: refused at load, naming file and line.
    game = os.path.join(tmp, "root", "scripts", "vbad")
    os.makedirs(game)
    for decl, says in (('viewer { glyphs = { disc = "" } }', "a text of 1 to 64 bytes"),
                       ('viewer { colours = {} }', "unknown field 'colours'"),
                       ('viewer { glyphs = { disc = "D" } }\nviewer { glyphs = { disc = "E" } }',
                        "given twice")):
        with open(os.path.join(game, "rules.lua"), "w") as f:
            f.write('scenario { id = "one", name = "one", players = 1 }\n' + decl + "\n"
                    'rules { start = "setup", steps = { setup = function(g) g:finish{} end } }\n')
        out = run([tabula, "playtest", "vbad/one", "--games", "1"],
                  env=dict(os.environ, TABULA_PATH=os.path.join(tmp, "root")))
        if out.returncode == 0 or says not in out.stderr or "rules.lua:" not in out.stderr:
            fail("bad input", f"{decl}: " + out.stderr.strip())


def check_hooks(made):
    """Dragon Tides and tile tactics declare glyphs; their pages carry them."""
    for scenario, folder in made:
        if folder and scenario.split("/")[0] in ("dragon-tides", "tile-tactics"):
            meta = page_data(open(os.path.join(folder, "game-0.html"), encoding="utf-8").read())["meta"]
            if not meta["hook"]["glyphs"] or not meta["hook"]["names"]:
                fail(scenario, "the page lacks the game's viewer{} glyphs and names")


def main():
    t0 = time.time()
    browser = chromium()
    listed = run([tabula, "list"])
    scenarios = [line.split()[0] for line in listed.stdout.splitlines()
                 if line.split() and line.split()[0].split("/")[0] in GAMES]
    if len(scenarios) < len(GAMES):
        sys.exit("check_viewer: tabula list shows too few scenarios:\n" + listed.stdout + listed.stderr)
    tmp = tempfile.mkdtemp(prefix="tabula-viewer-")
    try:
        # Besides the five games, Connect Four from outside the tree (the
        # benchmarks' game, test/bench/games): a game the viewer never saw.
        outside = os.path.join(root, "test", "bench", "games")
        scenarios.append("connect-four/classic")

        def make(scenario):
            folder = os.path.join(tmp, scenario.replace("/", "_"))
            os.mkdir(folder)
            env = dict(os.environ, TABULA_PATH=outside) if scenario.startswith("connect-four") else None
            out = run([tabula, "playtest", scenario, "--games", "1", "--seed", SEED, "--jobs", "1",
                       "--max-decisions", MAX_DECISIONS, "--replays", folder, "--html"], env=env)
            if out.returncode != 0 or not os.path.exists(os.path.join(folder, "game-0.html")):
                fail(scenario, "playtest --html failed: " + out.stderr.strip()[-400:])
                return scenario, None
            return scenario, folder

        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            made = list(pool.map(make, scenarios))
            pages = [os.path.join(f, "game-0.html") for _, f in made if f]
            runs = list(pool.map(lambda n: selftest(browser, tmp, pages[n::2], n), range(2)))
        selftests = {}
        for results, console, stderr in runs:
            selftests.update(results)
            if console:
                fail("browser", "console messages: " + "; ".join(console[:5]))
            if not results:
                fail("browser", "no self-check results: " + stderr[-500:])
        checked = [(s, check_page(selftests, s, f) if f else 0) for s, f in made]
        bad_input(tmp)
        check_hooks(made)
        hidden_total = sum(n for _, n in checked)
        with_hidden = [s for s, n in checked if n]
        if len(with_hidden) < 3:
            fail("all", "fewer than 3 scenarios hide anything from a player: the face-down "
                        "check checked nothing (" + ", ".join(with_hidden) + ")")
        sizes = {s: os.path.getsize(os.path.join(f, "game-0.html")) for s, f in made if f}
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    for f in failures:
        print("FAIL", f)
    print(f"{len(scenarios)} scenarios, {len(with_hidden)} with hidden entities "
          f"({hidden_total} hidden entity-frames checked), pages {min(sizes.values()) // 1024}-"
          f"{max(sizes.values()) // 1024} KiB, {time.time() - t0:.0f} s: "
          f"{len(failures)} failures")
    return 1 if failures else 0


sys.exit(main())
