/* bench_determinize.c - what an information-set search pays per iteration,
 * for each seed game: a position copied (tab_game_copy), a copy
 * determinized for the deciding player (tab_game_determinize), the two in
 * a row as a search does them, and the view hash (tab_view_hash), all in
 * operations per second, from a game played some decisions in (a rule
 * waits on a decision, mid-step). */
#include "bench.h"

#define ROOT TABULA_SOURCE_ROOT

typedef struct seed_game {
    const char *id;
    int players;
} seed_game;

static const seed_game seed_games[] = {
    {"dragon-tides/dojo", 2},       {"long-dark-sea/act1", 2},    {"spirit-island/standard", 2},
    {"tidal-blades/first-fight", 2}, {"tile-tactics/skirmish", 2},
};

static tab_game *started(const seed_game *sg, uint64_t seed)
{
    tab_game *g = tab_game_new(NULL, NULL, seed);
    if (!g || tab_game_add_root(g, ROOT) != TAB_OK || tab_game_start(g, sg->id, sg->players) != TAB_OK) {
        bench_note("%s: %s", sg->id, g ? tab_game_error(g) : "out of memory");
        tab_game_free(g);
        return NULL;
    }
    tab_game_set_answer_hashes(g, 0); /* a search keeps no replay */
    return g;
}

/* Plays up to n decisions with the random bot; returns whether the game
 * waits on a decision after them. */
static bool play_in(tab_game *g, int n)
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

enum { COPY = 1, DETERMINIZE = 2, VIEW_HASH = 4 };

/* Runs what ops says on (dst, src) for player, as fast as it goes; returns
 * false (with a note) on an error. */
static bool measure(const char *id, const char *what, int ops, tab_game *dst, tab_game *src,
                    int player)
{
    bench_loop l = bench_loop_start(0.2);
    bench_series s = {0};
    uint64_t seed = 1, h;
    tab_status st = TAB_OK;
    while (st == TAB_OK && bench_loop_next(&l)) {
        long n = 0;
        double t0 = bench_clock(), t;
        do {
            if (ops & COPY)
                st = tab_game_copy(dst, src);
            if (st == TAB_OK && (ops & DETERMINIZE))
                st = tab_game_determinize(dst, player, seed++);
            if (st == TAB_OK && (ops & VIEW_HASH))
                st = tab_view_hash(dst, player, &h);
            n++;
        } while (st == TAB_OK && (t = bench_clock() - t0) < l.seconds);
        if (st == TAB_OK)
            bench_series_add(&s, &l, (double)n / t);
    }
    if (st != TAB_OK) {
        bench_note("%s: %s: %s", id, what, tab_game_error(dst));
        return false;
    }
    char name[200];
    snprintf(name, sizeof name, "%s: %s", id, what);
    bench_rate_figure(name, "ops/s", 1, &s);
    return true;
}

static void game(const seed_game *sg)
{
    tab_game *src = started(sg, 7), *dst = started(sg, 8);
    if (!src || !dst || !play_in(src, 30)) {
        if (src && dst)
            bench_note("%s: no decision after 30 to start from", sg->id);
        tab_game_free(src);
        tab_game_free(dst);
        return;
    }
    int p = tab_decision_player(tab_game_decision(src), 0);
    if (measure(sg->id, "position copy", COPY, dst, src, p) &&
        measure(sg->id, "position copy + determinize", COPY | DETERMINIZE, dst, src, p)) {
        /* Determinizing one copy again and again: the kernel's part alone,
         * since the answers to forget went at the first call. */
        if (tab_game_copy(dst, src) == TAB_OK)
            measure(sg->id, "determinize (a copy, again and again)", DETERMINIZE, dst, src, p);
        measure(sg->id, "view hash", VIEW_HASH, dst, src, p);
    }
    tab_game_free(src);
    tab_game_free(dst);
}

int main(void)
{
    bench_group("runtime");
    for (size_t i = 0; i < sizeof seed_games / sizeof *seed_games; i++)
        game(&seed_games[i]);
    return 0;
}
