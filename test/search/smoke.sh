#!/bin/sh
# The search bots on every scenario of the five games: each plays one game
# to its end with mcts, then with ismcts, in every seat, at the smallest
# budget (see budget_of: rollouts cut after 4 decisions and scored by the
# game's evaluation), so every decision kind of every scenario goes through
# the search, every copy is replayed and every evaluation is called. A pass
# is 0 errors and no capped game (tile tactics: see cap_of); strength is
# measured elsewhere (docs/search-strength.md). The smallest number of
# players of each scenario is seated.
# Usage: smoke.sh TABULA_EXE  (SMOKE_GAMES="game ..." for some games only,
# SMOKE_TIMEOUT=seconds a game may take)
set -u
tabula=$1
games=${SMOKE_GAMES:-"dragon-tides tile-tactics long-dark-sea tidal-blades spirit-island"}
limit=${SMOKE_TIMEOUT:-120}
# The budget per game: 2 iterations and the first-option bot's rollouts
# cut after 4 decisions. Tile tactics has no round limit ("Rounds repeat
# until one team has no remaining units") and bots that barely search may
# never close in on each other or on the treasure (the heuristic bot has
# noise that grows for that; the search has none), so there the rollouts
# are the heuristic bot's, 8 iterations, and a game may stop at the cap of
# 1000 decisions: a capped game still sends every decision kind of the
# scenario through the search, so it passes with 0 errors.
budget_of() {
    case $1 in
        tile-tactics/*) echo "iterations=8,rollout=heuristic,depth=4" ;;
        *) echo "iterations=2,rollout=first,depth=4" ;;
    esac
}
cap_of() {
    case $1 in
        tile-tactics/*) echo 1000 ;;
        *) echo 100000 ;; # tabula playtest's own cap
    esac
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
pass=0

"$tabula" list >"$work/list" 2>&1 || { cat "$work/list"; exit 1; }
for game in $games; do
    grep -q "^$game/" "$work/list" || { echo "FAIL  no scenario of $game found"; failures=$((failures + 1)); }
done

# One line per scenario: its id and its smallest number of players ("2-4
# players" or "1 players").
for game in $games; do grep "^$game/" "$work/list"; done |
    awk '{ split($2, p, "-"); print $1, p[1] }' >"$work/scenarios"

while read -r scenario players; do
    budget=$(budget_of "$scenario")
    for bot in mcts ismcts; do
        seats=""
        p=0
        while [ $p -lt "$players" ]; do
            seats="$seats --seat $p=$bot:$budget"
            p=$((p + 1))
        done
        start=$(date +%s)
        # shellcheck disable=SC2086
        timeout "$limit" "$tabula" playtest "$scenario" --games 1 --players "$players" --jobs 1 \
            --max-decisions "$(cap_of "$scenario")" --json "$work/json" $seats >"$work/out" 2>&1
        code=$?
        took=$(( $(date +%s) - start ))
        case $scenario in
            tile-tactics/*) want="errors 0" ;;
            *) want="games 1  finished 1  errors 0  capped 0" ;;
        esac
        if [ $code -eq 0 ] && grep -q "$want" "$work/out"; then
            pass=$((pass + 1))
            echo "ok    $scenario $bot (${took}s$(grep -q "capped 1" "$work/out" && echo ", capped"))"
        else
            failures=$((failures + 1)); echo "FAIL  $scenario $bot (exit $code, ${took}s)"
            grep -v "^ " "$work/out" | head -20 | sed 's/^/      /'
            grep -o '"error": *"[^"]*"' "$work/json" 2>/dev/null | sed 's/^/      /'
        fi
    done
done <"$work/scenarios"

echo "$pass passed, $failures failed"
[ $failures -eq 0 ]
