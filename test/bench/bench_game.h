/* bench_game.h - what the benchmarks of running games share: a seed game
 * started from a root, and a position some random decisions in. */
#ifndef TABULA_BENCH_GAME_H
#define TABULA_BENCH_GAME_H

#include "bench.h"

/* Scenario id for players, started from root with seed; with answer hashes
 * off unless hashes (a search keeps no replay). NULL, with a note, when it
 * does not start. */
static inline tab_game *bench_game_start(const char *root, const char *id, int players,
                                         uint64_t seed, bool hashes)
{
    tab_game *g = tab_game_new(NULL, NULL, seed);
    if (!g || tab_game_add_root(g, root) != TAB_OK || tab_game_start(g, id, players) != TAB_OK) {
        bench_note("%s: %s", id, g ? tab_game_error(g) : "out of memory");
        tab_game_free(g);
        return NULL;
    }
    if (!hashes)
        tab_game_set_answer_hashes(g, 0);
    return g;
}

/* Plays n decisions with the random bot; whether a decision waits then. */
static inline bool bench_play_random(tab_game *g, int n)
{
    for (int i = 0; i < n; i++) {
        if (tab_game_run(g) != TAB_DECISION)
            return false;
        int p = tab_decision_player(tab_game_decision(g), 0);
        uint32_t picks[64], k;
        if (tab_game_bot(g, "random", p, (uint64_t)i, picks, 64, &k) != TAB_OK ||
            tab_game_answer_as(g, p, picks, k) != TAB_OK)
            return false;
    }
    return tab_game_run(g) == TAB_DECISION;
}

#endif
