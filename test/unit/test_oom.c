/* test_oom.c - out of memory at every allocation: each failure is a clean
 * TAB_ENOMEM, the game stays consistent, and nothing leaks (cmocka's
 * allocator checks at the end of each test). */
#include "sample.h"

/* A game that has just failed must still be whole: it saves, and the save
 * loads into a fresh game with the same hash. */
static void assert_consistent(tab_game *g, test_allocator *a)
{
    long fail_at = a->fail_at;
    a->fail_at = 0;
    void *buf;
    size_t len;
    assert_ok(tab_game_save_buffer(g, &buf, &len));
    tab_game *h = new_game(0);
    assert_ok(tab_game_load_buffer(h, buf, len));
    assert_true(hash_of(h) == hash_of(g));
    tab_game_free(h);
    tab_game_free_buffer(g, buf, len);
    a->fail_at = fail_at;
}

static void game_creation(void **state)
{
    (void)state;
    for (long n = 1;; n++) {
        test_allocator a = {0, n, 0};
        tab_game *g = tab_game_new(test_alloc, &a, 1);
        if (g) {
            assert_int_equal(a.failures, 0);
            tab_game_free(g);
            break;
        }
        assert_true(a.failures > 0);
    }
}

/* Builds the sample game with the n-th allocation failing, then snapshots,
 * restores, hashes, saves and loads it, each under the same failure. */
static int sweep_once(long n)
{
    test_allocator a = {0, 0, 0};
    tab_game *g = tab_game_new(test_alloc, &a, 3);
    assert_non_null(g);
    a.count = 0;
    a.fail_at = n;
    tab_status s = build_sample(g, (int)(n % 2));
    if (s != TAB_OK) {
        assert_int_equal(s, TAB_ENOMEM);
        assert_consistent(g, &a);
        tab_game_free(g);
        return 0;
    }
    uint64_t h = hash_of(g);
    tab_snapshot *snap = NULL;
    s = tab_game_snapshot(g, &snap);
    if (s == TAB_OK) {
        s = tab_game_restore(g, snap);
        tab_snapshot_free(snap);
    }
    void *buf = NULL;
    size_t len = 0;
    if (s == TAB_OK)
        s = tab_game_save_buffer(g, &buf, &len);
    if (s == TAB_OK) {
        s = tab_game_load_buffer(g, buf, len);
        tab_game_free_buffer(g, buf, len);
    }
    int finished = s == TAB_OK && a.failures == 0;
    if (s != TAB_OK)
        assert_int_equal(s, TAB_ENOMEM);
    /* Whether or not it failed, the game is the one that was built. */
    a.fail_at = 0;
    assert_true(hash_of(g) == h);
    assert_consistent(g, &a);
    tab_game_free(g);
    return finished;
}

static void every_allocation_of_a_game_life(void **state)
{
    (void)state;
    long n = 1;
    while (!sweep_once(n))
        n++;
    /* The sweep must have exercised many failure points. */
    assert_true(n > 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(game_creation),
        cmocka_unit_test(every_allocation_of_a_game_life),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
