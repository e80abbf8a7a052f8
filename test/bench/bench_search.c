/* bench_search.c - search iterations per second on every seed game, from a
 * position some random decisions in: ismcts with random rollouts played to
 * the end (what a game without an evaluation costs) and, where the game has
 * an evaluation, with rollouts cut after 10 decisions; and mcts on Connect
 * Four of the benchmark's own games, a game short enough for whole
 * searches. An iteration is a position copy, a determinization (ismcts),
 * the walk down the tree and the rollout. */
#include "bench_game.h"

#define ROOT TABULA_SOURCE_ROOT

typedef struct seed_game {
    const char *root, *id;
    int players;
} seed_game;

static const seed_game games[] = {
    {ROOT, "dragon-tides/dojo", 2},          {ROOT, "long-dark-sea/act1", 2},
    {ROOT, "spirit-island/standard", 2},     {ROOT, "tidal-blades/first-fight", 2},
    {ROOT, "tile-tactics/skirmish", 2},      {ROOT "/test/bench/games", "connect-four/classic", 2},
};

/* Searches g's decision with spec again and again (iterations of each
 * search: its budget) and gives the figure in iterations per second. */
static void measure(const char *id, tab_game *g, const char *spec, uint32_t budget)
{
    char name[400], full[200];
    snprintf(full, sizeof full, "%s%citerations=%u", spec, strchr(spec, ':') ? ',' : ':', budget);
    snprintf(name, sizeof name, "%s: %s", id, full);
    int p = tab_decision_player(tab_game_decision(g), 0);
    bench_loop l = bench_loop_start(0.5);
    bench_series s = {0};
    uint64_t seed = 1;
    while (bench_loop_next(&l)) {
        uint32_t picks[64], n, iterations = 0, done;
        double t0 = bench_clock(), t;
        do {
            if (tab_game_bot(g, full, p, seed++, picks, 64, &n) != TAB_OK) {
                bench_note("%s: %s", name, tab_game_error(g));
                return;
            }
            tab_game_bot_stats(g, NULL, &done);
            iterations += done;
        } while ((t = bench_clock() - t0) < l.seconds);
        bench_series_add(&s, &l, (double)iterations / t);
    }
    bench_rate_figure(name, "iterations/s", 1, &s);
}

int main(void)
{
    bench_group("runtime");
    for (size_t i = 0; i < sizeof games / sizeof *games; i++) {
        tab_game *g = bench_game_start(games[i].root, games[i].id, games[i].players, 7, false);
        int first = strncmp(games[i].id, "connect-four", 12) == 0;
        if (!g || !bench_play_random(g, first ? 4 : 30)) {
            if (g)
                bench_note("%s: no decision to search from", games[i].id);
            tab_game_free(g);
            continue;
        }
        if (first) {
            measure(games[i].id, g, "mcts", 400);
        } else {
            measure(games[i].id, g, "ismcts:rollout=random", 4);
            if (tab_game_evaluate(g, NULL, 0) == TAB_OK)
                measure(games[i].id, g, "ismcts:rollout=random,depth=10", 50);
        }
        tab_game_free(g);
    }
    return 0;
}
