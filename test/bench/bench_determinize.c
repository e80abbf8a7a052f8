/* bench_determinize.c - what an information-set search pays per iteration,
 * for each seed game: a position copied (tab_game_copy), a copy
 * determinized for the deciding player (tab_game_determinize), the two in
 * a row as a search does them, and the view hash (tab_view_hash), all in
 * operations per second, from a game played some decisions in (a rule
 * waits on a decision, mid-step). */
#include "bench_game.h"

#define ROOT TABULA_SOURCE_ROOT

typedef struct seed_game {
    const char *id;
    int players;
} seed_game;

static const seed_game seed_games[] = {
    {"dragon-tides/dojo", 2},       {"long-dark-sea/act1", 2},    {"spirit-island/standard", 2},
    {"tidal-blades/first-fight", 2}, {"tile-tactics/skirmish", 2},
};

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
    tab_game *src = bench_game_start(ROOT, sg->id, sg->players, 7, false),
             *dst = bench_game_start(ROOT, sg->id, sg->players, 8, false);
    if (!src || !dst || !bench_play_random(src, 30)) {
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
