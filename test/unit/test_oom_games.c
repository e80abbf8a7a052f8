/* test_oom_games.c - out of memory across whole games of each seed game
 * (issue 20): a few allocations in a row fail, at points sampled over the
 * game, and every failure must end in a clean TAB_ENOMEM, with the game at
 * its last consistent state (it saves and loads to the same hash), after
 * which the game plays on to exactly the end it reaches without failures;
 * cmocka's allocator checks that nothing leaks. */
#include "testutil.h"
#include "../seed_games.h"

/* Decisions per game: setup, several rounds, and saves on the way (a
 * whole game of the shorter ones). */
#define DECISIONS 60
/* Failure points sampled per game, and allocations that fail at each. */
#ifndef SAMPLES
#define SAMPLES 40
#endif
#define WINDOW 4

typedef struct window_allocator {
    long count;       /* allocations so far */
    long fail_from;   /* the first to fail (0: none) */
    long failures;
} window_allocator;

static void *window_alloc(void *ud, void *p, size_t osize, size_t nsize)
{
    (void)osize;
    window_allocator *a = ud;
    if (nsize == 0) {
        if (p)
            test_free(p);
        return NULL;
    }
    a->count++;
    if (a->fail_from && a->count >= a->fail_from && a->count < a->fail_from + WINDOW) {
        a->failures++;
        return NULL;
    }
    return test_realloc(p, nsize);
}


/* After a failure: the status is TAB_ENOMEM and the game is consistent. */
static void check_failure(tab_game *g, window_allocator *a, tab_status s, int started)
{
    long from = a->fail_from;
    a->fail_from = 0; /* a failure is over; what follows must work */
    if (s != TAB_ENOMEM)
        fail_msg("allocation %ld failed: %s (%s), not TAB_ENOMEM", from, tab_status_str(s),
                 tab_game_error(g));
    if (!started)
        return;
    void *buf;
    size_t len;
    assert_int_equal(tab_game_save_buffer(g, &buf, &len), TAB_OK);
    tab_game *h = tab_game_new(test_alloc, NULL, 0);
    assert_non_null(h);
    assert_int_equal(tab_game_add_root(h, TABULA_SOURCE_ROOT), TAB_OK);
    assert_int_equal(tab_game_add_root(h, TABULA_SOURCE_ROOT "/examples/new-scenario"), TAB_OK);
    tab_status ls = tab_game_load_buffer(h, buf, len);
    if (ls != TAB_OK)
        fail_msg("after allocation %ld failed, the save does not load: %s", from,
                 tab_game_error(h));
    uint64_t h1, h2;
    tab_game_hash(g, &h1);
    tab_game_hash(h, &h2);
    assert_true(h1 == h2);
    tab_game_free(h);
    tab_game_free_buffer(g, buf, len);
}

/* Runs call again after a failure (the window is closed by then). */
#define RETRY(call, started)                                           \
    do {                                                               \
        tab_status s_ = (call);                                        \
        if (s_ != TAB_OK && s_ != TAB_DECISION && s_ != TAB_DONE) {    \
            check_failure(g, a, s_, started);                          \
            s_ = (call);                                               \
        }                                                              \
        st = s_;                                                       \
    } while (0)

/* Plays sg for DECISIONS decisions with the random bot; returns the final
 * hash, and the allocations it made in *count. */
static uint64_t play(const seed_game *sg, window_allocator *a)
{
    tab_game *g = tab_game_new(window_alloc, a, 7);
    if (!g) { /* the game itself could not be made */
        assert_true(a->fail_from > 0);
        a->fail_from = 0;
        g = tab_game_new(window_alloc, a, 7);
        assert_non_null(g);
    }
    tab_status st;
    RETRY(tab_game_add_root(g, TABULA_SOURCE_ROOT), 0);
    assert_int_equal(st, TAB_OK);
    RETRY(tab_game_add_root(g, TABULA_SOURCE_ROOT "/examples/new-scenario"), 0);
    assert_int_equal(st, TAB_OK);
    RETRY(tab_game_start(g, sg->scenario, sg->players), 0);
    assert_int_equal(st, TAB_OK);
    /* Picks follow the number of answers the game holds: a failed run goes
     * back to its checkpoint and drops the answers given since, which are
     * then given again, the same. */
    for (int saves = 0; tab_game_answer_count(g) < DECISIONS;) {
        RETRY(tab_game_run(g), 1);
        if (st == TAB_DONE)
            break;
        assert_int_equal(st, TAB_DECISION);
        uint32_t n = tab_game_answer_count(g);
        const tab_decision *d = tab_game_decision(g);
        int player = tab_decision_player(d, 0); /* the first still to answer */
        uint32_t picks[256], k;
        RETRY(tab_game_bot(g, "random", player, 1000 + (uint64_t)n, picks, 256, &k), 1);
        assert_int_equal(st, TAB_OK);
        RETRY(tab_game_answer_as(g, player, picks, k), 1);
        assert_int_equal(st, TAB_OK);
        if (n / 8 > (uint32_t)saves) { /* a save on the way, under failures too */
            saves++;
            void *buf;
            size_t len;
            RETRY(tab_game_save_buffer(g, &buf, &len), 1);
            assert_int_equal(st, TAB_OK);
            tab_game_free_buffer(g, buf, len);
        }
    }
    uint64_t h = 0;
    tab_game_hash(g, &h);
    tab_game_free(g);
    return h;
}

static void sweep(void **state)
{
    const seed_game *sg = *state;
    window_allocator clean = {0, 0, 0};
    uint64_t want = play(sg, &clean);
    long total = clean.count;
    int failed = 0;
    for (int k = 0; k < SAMPLES; k++) {
        /* Spread over the game, denser at its start (loading), with a
         * fixed jitter so that the points are not all aligned. */
        long at = k < SAMPLES / 4 ? 1 + k * 977L
                                  : 1 + (long)((double)total * (k - SAMPLES / 4) / (SAMPLES * 3 / 4));
        window_allocator a = {0, at + (k * 7919L) % 101, 0};
        uint64_t got = play(sg, &a);
        failed += a.failures > 0;
        if (got != want)
            fail_msg("%s: with allocations from %ld failing the game ended at another state",
                     sg->scenario, at);
    }
    print_message("%s: %ld allocations in %d decisions; %d of %d sampled points failed cleanly\n",
                  sg->scenario, total, DECISIONS, failed, SAMPLES);
    assert_true(failed > SAMPLES / 2);
}

int main(void)
{
    struct CMUnitTest tests[SEED_GAMES];
    for (size_t i = 0; i < SEED_GAMES; i++)
        tests[i] = (struct CMUnitTest){seed_games[i].scenario, sweep, NULL, NULL,
                                       (void *)&seed_games[i]};
    return _cmocka_run_group_tests("oom_games", tests, SEED_GAMES, NULL, NULL);
}
