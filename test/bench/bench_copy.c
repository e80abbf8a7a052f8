/* bench_copy.c - copies of a running game's position (tab_game_copy), the
 * base of search bots: for each seed game, a game played some decisions in
 * (so a rule waits on a decision, mid-step) is copied into another game
 * with the same content loaded, again and again. Also the kernel part
 * alone: a snapshot into a reused block and a restore. */
#include "bench_game.h"

#define ROOT TABULA_SOURCE_ROOT

typedef struct seed_game {
    const char *id;
    int players;
} seed_game;

static const seed_game seed_games[] = {
    {"dragon-tides/dojo", 2},       {"long-dark-sea/act1", 1},    {"spirit-island/standard", 1},
    {"tidal-blades/first-fight", 2}, {"tile-tactics/skirmish", 2},
};

/* Plays up to n decisions, spreading the picks over the options (the first
 * option alone ends some games at once); returns whether the game waits
 * on a decision after them. */
static bool play_in(tab_game *g, int n)
{
    for (int i = 0; i < n; i++) {
        if (tab_game_run(g) != TAB_DECISION)
            return false;
        const tab_decision *d = tab_game_decision(g);
        uint32_t picks[64], min, max;
        tab_decision_picks(d, &min, &max, NULL);
        uint32_t count = tab_decision_option_count(d);
        for (uint32_t k = 0; k < min && k < 64; k++)
            picks[k] = k;
        if (min == 1)
            picks[0] = (uint32_t)(i * 7) % count;
        if (tab_game_answer_as(g, tab_decision_player(d, 0), picks, min < 64 ? min : 64) != TAB_OK)
            return false;
    }
    return tab_game_run(g) == TAB_DECISION;
}

static void copies(const seed_game *sg)
{
    tab_game *src = bench_game_start(ROOT, sg->id, sg->players, 7, true),
             *dst = bench_game_start(ROOT, sg->id, sg->players, 8, true);
    if (!src || !dst || !play_in(src, 30)) {
        if (src && dst)
            bench_note("%s: no decision after 30 to copy from", sg->id);
        tab_game_free(src);
        tab_game_free(dst);
        return;
    }
    char name[160];
    bench_loop l = bench_loop_start(0.2);
    bench_series s = {0};
    bool failed = false;
    while (!failed && bench_loop_next(&l)) {
        long n = 0;
        double t0 = bench_clock(), t;
        do {
            failed |= tab_game_copy(dst, src) != TAB_OK;
            n++;
        } while (!failed && (t = bench_clock() - t0) < l.seconds);
        if (!failed)
            bench_series_add(&s, &l, (double)n / t);
    }
    if (failed) {
        bench_note("%s: tab_game_copy: %s", sg->id, tab_game_error(dst));
    } else {
        snprintf(name, sizeof name, "%s: position copy (state + one step replayed)", sg->id);
        bench_time_figure(name, "us/copy", 1e6, &s);
    }

    /* The kernel's part: the state into a reused block and back. */
    tab_snapshot *snap = NULL;
    bench_series k = {0};
    l = bench_loop_start(0.1);
    while (bench_loop_next(&l)) {
        long n = 0;
        double t0 = bench_clock(), t;
        do {
            tab_game_snapshot_into(dst, &snap);
            n++;
        } while ((t = bench_clock() - t0) < l.seconds);
        bench_series_add(&k, &l, (double)n / t);
    }
    snprintf(name, sizeof name, "%s: snapshot into a reused block (%zu bytes)", sg->id,
             tab_snapshot_size(snap));
    bench_time_figure(name, "us/snapshot", 1e6, &k);
    tab_snapshot_free(snap);
    tab_game_free(src);
    tab_game_free(dst);
}

int main(void)
{
    bench_group("runtime");
    for (size_t i = 0; i < sizeof seed_games / sizeof *seed_games; i++)
        copies(&seed_games[i]);
    return 0;
}
