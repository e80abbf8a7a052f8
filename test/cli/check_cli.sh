#!/bin/sh
# The tabula command as a user meets it: play through a pipe (with undo and
# save/load), playtest determinism across job counts, replays of playtest
# games, the profiler's report, and a clear message with exit code 2 for
# every bad option, search bots among them.
# Usage: check_cli.sh TABULA_EXE SOURCE_ROOT
set -u
tabula=$1
root=$2
export TABULA_PATH="$root/examples/new-scenario"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$root/test/cli/checks.sh"

# play: a long list filtered by part of a label, then quit (issue 24).
check "play filters a long list by text and quits" sh -c \
    "out=\$(printf '1\nstart at c9\nquit\n' | '$tabula' play dragon-tides/dojo) &&
     printf '%s\n' \"\$out\" | grep -q '^  84) Start at C9\$' &&
     printf '%s\n' \"\$out\" | grep -q 'and 70 more: type part of a label' &&
     printf '%s\n' \"\$out\" | grep -q 'left the game\$'"

# play: two humans through a pipe, one undo, a save, then end of input.
check "play through a pipe with undo and save" sh -c \
    "play_out=\$(printf '1\n1\nundo\n2\n1\nsave $work/mid.save\n' | '$tabula' play duel/classic --seat 0=human --seat 1=human) &&
     echo \"\$play_out\" | grep -q 'player 0: Play a card' &&
     echo \"\$play_out\" | grep -q 'saved to $work/mid.save' && test -s $work/mid.save"
check "play a saved game to the end" sh -c \
    "printf '1\n1\n1\n1\n1\n1\n' | '$tabula' play --load $work/mid.save --seat 0=human --seat 1=human | grep -q 'game over'"
check "play against a bot to the end" sh -c \
    "yes 1 | head -20 | '$tabula' play duel/classic --seat 1=heuristic | grep -q 'game over'"

# The terminal draws boards the rules do not draw themselves.
check "play draws grids, hex maps and tracks" sh -c \
    "printf '' | TABULA_PATH='$root/test/fixtures' '$tabula' play board/show > '$work/board' &&
     grep -q '^ 0| 0' '$work/board' && grep -q '0  0  A  0' '$work/board' &&
     grep -q ' \. # \.' '$work/board' && grep -q 'round: 3 (0 to 12)' '$work/board'"

# playtest: the same records and summary on 1 and 2 jobs.
check "playtest on 1 job" "$tabula" playtest duel/classic --games 40 --seed 7 --jobs 1 \
    --json "$work/j1.json" --replays "$work"
cp "$work/out" "$work/summary1"
check "playtest on 2 jobs" "$tabula" playtest duel/classic --games 40 --seed 7 --jobs 2 \
    --json "$work/j2.json"
cp "$work/out" "$work/summary2"
check "--jobs 1 and 2 give byte-identical JSON" cmp "$work/j1.json" "$work/j2.json"
check "--jsonl (--json's new name) writes each seed as a string" sh -c \
    "'$tabula' playtest duel/classic --games 3 --seed 7 --jsonl '$work/j3.jsonl' >/dev/null &&
     test \$(grep -c '\"seed\":\"[0-9]*\",' '$work/j3.jsonl') -eq 3"
check "--jobs 1 and 2 give the same summary" sh -c \
    "grep -v 'games/s' '$work/summary1' > '$work/s1'; grep -v 'games/s' '$work/summary2' > '$work/s2'; cmp '$work/s1' '$work/s2'"
check "a playtest game re-runs with replay --verify" "$tabula" replay "$work/game-17.replay" --verify
check "playtest report and compare" "$tabula" playtest duel/classic --games 20 --seed 3 \
    --report "$work/report.html" --compare rounds=1 --seat 0=heuristic
check "the report is one HTML page" test -s "$work/report.html"
check "the report holds the comparison" grep -q "Compared on the same seeds" "$work/report.html"
refused "sweep refuses an option a point's scenario does not take" "no option 'rouds'" \
    sweep race/meadow --games 5 --over rounds=1..2 --over rouds=3
refused "sweep refuses a key swept twice" "--over rounds: given twice" \
    sweep race/meadow --games 5 --over rounds=1..2 --over rounds=3
refused "sweep refuses a key both swept and fixed" "also given as --variant" \
    sweep race/meadow --games 5 --over rounds=1..2 --variant rounds=3
check "sweep plays the same seeds at every point of a grid: a line and the games of each" sh -c \
    "'$tabula' sweep duel/classic --games 5 --seed 3 --over rounds=1..3 --jsonl '$work/s.jsonl' >'$work/s.txt' &&
     grep -c '^  rounds=[123] ' '$work/s.txt' | grep -qx 3 &&
     test \$(wc -l < '$work/s.jsonl') -eq 15 &&
     test \$(grep -o '\"seed\":\"[0-9]*\"' '$work/s.jsonl' | sort -u | wc -l) -eq 5"
check "sweep --report writes one page: a row and a dot per point in each outcome's chart" sh -c \
    "'$tabula' sweep duel/classic --games 5 --seed 3 --over rounds=1..3 --report '$work/s.html' >/dev/null &&
     test \$(grep -c '<tr><td>rounds=[123]</td>' '$work/s.html') -eq 3 &&
     test \$(grep -c '<figure class=\"chart sweep\">' '$work/s.html') -eq 4 &&
     python3 -c 'import xml.dom.minidom,sys; xml.dom.minidom.parse(sys.argv[1])' '$work/s.html'"
refused "sweep --report into a folder that cannot be written is refused" "cannot write" \
    sweep duel/classic --games 2 --over rounds=1..2 --report /nonexistent/dir/s.html
check "--compare's games follow the base's in the JSON lines, naming their variant" sh -c \
    "'$tabula' playtest duel/classic --games 6 --seed 3 --compare rounds=1 --jsonl '$work/c.jsonl' >/dev/null &&
     test \$(wc -l < '$work/c.jsonl') -eq 12 &&
     test \$(grep -c '\"variant\":\"rounds=1\"' '$work/c.jsonl') -eq 6"

# Search bots: the same games on 1 and 2 jobs, --explain, and why in play.
fixtures="$root/test/fixtures"
check "a search bot's playtest on 1 job" env TABULA_PATH="$fixtures" "$tabula" playtest \
    tic-tac-toe/classic --games 6 --seat 0=ismcts:iterations=40 --seat 1=mcts:iterations=20 \
    --jobs 1 --json "$work/s1.json" --explain 3 --explain-file "$work/explain1"
check "a search bot's playtest on 2 jobs" env TABULA_PATH="$fixtures" "$tabula" playtest \
    tic-tac-toe/classic --games 6 --seat 0=ismcts:iterations=40 --seat 1=mcts:iterations=20 \
    --jobs 2 --json "$work/s2.json" --explain 3 --explain-file "$work/explain2"
check "search bots give byte-identical JSON on 1 and 2 jobs" cmp "$work/s1.json" "$work/s2.json"
check "--explain writes the same first decisions on any job count" sh -c \
    "cmp '$work/explain1' '$work/explain2' && test \$(grep -c '^decision' '$work/explain1') -eq 3 &&
     grep -q 'the search ran 40 iterations' '$work/explain1'"
check "why shows what a search bot's move rests on" sh -c \
    "printf '1\nwhy\n1\n1\n1\n1\n' | TABULA_PATH='$fixtures' '$tabula' play tic-tac-toe/classic \
     --seat 1=mcts:iterations=30 > '$work/why' ; grep -q 'the search ran 30 iterations' '$work/why'"
refused "playtest unknown search option" "unknown option 'iteration'" \
    playtest duel/classic --games 3 --seat 0=mcts:iteration=5
refused "playtest bad search budget" "iterations=lots is out of range" \
    playtest duel/classic --games 3 --seat 1=ismcts:iterations=lots
refused "playtest missing rollout bot" "rollout=clever: no such bot" \
    playtest duel/classic --games 3 --seat 0=mcts:rollout=clever
refused "playtest time budget" "a time budget depends on the machine" \
    playtest duel/classic --games 3 --seat 0=mcts:time=1
refused "playtest unknown bot" "no bot named 'clever'" playtest duel/classic --games 3 --seat 0=clever
refused "play unknown search option" "unknown option 'depht'" play duel/classic --seat 1=mcts:depht=3

# play --campaign: a long game kept in a file, saved at every answer; quit
# and resumed, it stands at the decision it was left at.
camp="$work/tb.campaign"
check "a campaign starts and is kept in its file" sh -c \
    "printf '1\n1\n1\n' | '$tabula' play tidal-blades/campaign --players 2 --seat 1=heuristic --campaign '$camp' > '$work/c1' &&
     grep -q 'new campaign tidal-blades/campaign' '$work/c1' && grep -q 'campaign saved in' '$work/c1' && test -s '$camp'"
check "a quit campaign resumes at the decision it was left at" sh -c \
    "printf '1\n' | '$tabula' play --campaign '$camp' --seat 1=heuristic > '$work/c2' &&
     grep -q 'resumed from' '$work/c2' &&
     awk '/^player 0:/{b=\$0; next} /^  [0-9]+\)/{b=b \"|\" \$0} END{print b}' '$work/c1' > '$work/left' &&
     awk '/^player 0:/{if (n++) exit; b=\$0; next} n && /^  [0-9]+\)/{b=b \"|\" \$0} END{print b}' '$work/c2' > '$work/found' &&
     test -s '$work/left' && cmp '$work/left' '$work/found'"
check "a resumed campaign played by bots reaches its end" sh -c \
    "'$tabula' play tidal-blades/campaign --players 2 --seat 0=heuristic --seat 1=heuristic \
        --variant scenarios=first-fight --variant naviri=0 --campaign '$work/short.campaign' < /dev/null > '$work/c4' &&
     grep -q 'game over (campaign over' '$work/c4' && grep -q '^Campaign: First Fight' '$work/c4' && grep -q '^Axl (player 0): ' '$work/c4' &&
     printf '' | '$tabula' play --campaign '$work/short.campaign' | grep -q 'game over (campaign over'"
check "a campaign file of another game is refused" sh -c \
    "! '$tabula' play duel/classic --campaign '$camp' > '$work/c3' 2>&1 &&
     grep -q 'holds a game of tidal-blades/campaign, not duel/classic' '$work/c3'"
check "a corrupt campaign file is refused" sh -c \
    "head -c 100 '$camp' > '$work/bad.campaign' &&
     ! '$tabula' play --campaign '$work/bad.campaign' > '$work/c5' 2>&1 && grep -q 'campaign .*truncated' '$work/c5'"
check "a missing campaign file needs a scenario" sh -c \
    "! '$tabula' play --campaign '$work/none.campaign' > '$work/c6' 2>&1 && grep -q 'name the scenario' '$work/c6'"

# profile: the duel's report names its own steps and functions, and every
# table's shares add up (the JSON's samples, the text's phase shares).
check "profile names the duel's steps and functions" sh -c \
    "'$tabula' profile duel/classic --games 10 --interval 5 --seat 1=first --json '$work/prof.json' > '$work/prof.txt' &&
     grep -q 'runtime overhead' '$work/prof.txt' && grep -Eq '[0-9]+  round\$' '$work/prof.txt' &&
     grep -Eq '%  +hand +examples/new-scenario/scripts/duel/rules.lua:14\$' '$work/prof.txt' &&
     grep -Eq 'step \"round\" +examples/new-scenario/scripts/duel/rules.lua:38\$' '$work/prof.txt'"
check "profile shares add up" python3 -c '
import json, re, sys
r = json.load(open(sys.argv[1]))
assert r["decisions"] == 60 and r["finished"] == 10, r
n = r["samples"]
assert n > 100, n
for t in ("functions", "files", "steps"):
    assert sum(e["self"] for e in r[t]) == n, (t, n)
    assert all(e["total"] >= e["self"] for e in r[t]), t
assert {"round", "setup", "final"} <= {e["name"] for e in r["steps"]}
assert r["phases"]["answer log"]["count"] == 60 and r["phases"]["rules"]["ns"] > 0
text = open(sys.argv[2]).read()
phase = re.findall(r"^ {2,4}[a-z][a-z ]+? +[0-9.]+ +([0-9.]+)% +[0-9.]+  ", text, re.M)
assert len(phase) == 10, phase
assert abs(sum(map(float, phase)) - 100) < 0.6, phase
over = float(re.search(r"runtime overhead +[0-9.]+ +([0-9.]+)%", text).group(1))
assert abs(over - sum(map(float, phase[2:]))) < 0.6, (over, phase)
' "$work/prof.json" "$work/prof.txt"

# Bad options: a clear message and exit code 2.
refused "unknown command" "unknown command 'frobnicate'" frobnicate
refused "playtest without --games" "--games N are needed" playtest duel/classic
refused "playtest --games 0" "at least 1" playtest duel/classic --games 0
refused "playtest bad --jobs" "not a number" playtest duel/classic --games 3 --jobs many
refused "playtest bad --seat" "not a number" playtest duel/classic --games 3 --seat x=random
refused "playtest bad --variant" "is not KEY=VALUE" playtest duel/classic --games 3 --variant nokey
refused "playtest unknown option" "unknown option '--frob'" playtest duel/classic --games 3 --frob 1
refused "playtest unknown scenario" "no such scenario" playtest duel/nope --games 3
refused "playtest too many players" "for 2 to 2 players" playtest duel/classic --games 3 --players 3
refused "play bad --seat" "is not N=human" play duel/classic --seat banana
refused "play bad --seed" "is not a number" play duel/classic --seed -4
refused "play --load and --campaign" "cannot be used together" play duel/classic --load a --campaign b
refused "play bad --variant" "is not KEY=VALUE" play duel/classic --variant nokey
refused "profile without a scenario" "a SCENARIO is needed" profile
refused "profile bad --interval" "--interval: 'x' is not a number" profile duel/classic --interval x
refused "profile --interval 0" "--interval: at least 1" profile duel/classic --interval 0
refused "profile bad --seat" "--seat: 'x' is not a number" profile duel/classic --seat x=random
refused "profile bad --variant" "is not KEY=VALUE" profile duel/classic --variant nokey
refused "profile unknown option" "unknown option '--frob'" profile duel/classic --frob 1
refused "profile --top without a value" "--top needs a value" profile duel/classic --top
refused "profile unknown scenario" "no such scenario" profile duel/nope
refused "replay without a file" "a FILE is needed" replay
refused "eval without a file" "usage: tabula eval" eval

# Issue 20: what the command accepted silently before.
refused "playtest --seat past the players" "--seat 5: the game has 2 players" \
    playtest duel/classic --games 3 --seat 5=random
refused "play --seat past the players" "--seat 7: the game has 2 players" \
    play duel/classic --seat 7=random
refused "--root that does not exist" "is not a folder" --root "$work/nowhere" list
check "a TABULA_PATH folder that does not exist" sh -c \
    "TABULA_PATH='$work/nowhere' '$tabula' list 2>&1; test \$? -eq 2" 
check "the TABULA_PATH message names the folder" sh -c \
    "TABULA_PATH='$work/nowhere' '$tabula' list 2>&1 | grep -q \"names '$work/nowhere'\""
: > "$work/plain-file"
refused "--replays into a folder that cannot be written" "--replays: cannot write into" \
    playtest duel/classic --games 2 --replays "$work/plain-file"
check "eval of a folder is an error naming it" sh -c \
    "'$tabula' eval '$work' 2>&1 | grep -q 'is not a file' && ! '$tabula' eval '$work' 2>/dev/null"
# Declared scenario options (issue 22): a misspelt or invalid --variant or
# --compare is one usage error naming the known options, before any game.
fixtures_root="$root/test/fixtures"
refused "playtest --variant nosuch=1 is refused" \
    "has no option 'nosuch' (its options: blight, events, level, spirits)" \
    --root "$fixtures_root" playtest options/declared --variant nosuch=1 --games 2
refused "playtest --variant level=9 is refused" "option level=9: 9 is not in 0..6" \
    --root "$fixtures_root" playtest options/declared --variant level=9 --games 2
refused "playtest --compare with a misspelt option is refused" "\-\-compare: .*has no option 'levle'" \
    --root "$fixtures_root" playtest options/declared --compare levle=1 --games 2
refused "profile --variant nosuch=1 is refused" "has no option 'nosuch'" \
    --root "$fixtures_root" profile options/declared --variant nosuch=1 --games 1
check "playtest with a declared option that fits" \
    "$tabula" --root "$fixtures_root" playtest options/declared --variant level=3 --games 2
check "list prints a scenario's declared options" sh -c \
    "'$tabula' --root '$fixtures_root' list 2>/dev/null | grep -q '| options: blight=TEXT; events=on|off (default on); level=0..6 (default 2) how hard'"

summary cli
