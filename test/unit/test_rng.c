/* test_rng.c - the generators against published reference outputs, stream
 * independence, unbiased bounded integers and uniform shuffles. */
#include <math.h>

#include "testutil.h"
#include "rng.h"

/* xoshiro256** 1.0 from the state {1, 2, 3, 4}: the reference outputs
 * published with the authors' C implementation. */
static void xoshiro_reference_vectors(void **state)
{
    (void)state;
    static const uint64_t expected[] = {
        11520u, 0u, 1509978240u, 1215971899390074240u, 1216172134540287360u,
        607988272756665600u, 16172922978634559625u, 8476171486693032832u,
        10595114339597558777u, 2904607092377533576u,
    };
    uint64_t s[4] = {1, 2, 3, 4};
    for (size_t i = 0; i < sizeof expected / sizeof *expected; i++)
        assert_true(tabi_xoshiro256ss(s) == expected[i]);
}

/* SplitMix64 from 1234567: the outputs of Java's SplittableRandom test and
 * Vigna's splitmix64.c. */
static void splitmix_reference_vectors(void **state)
{
    (void)state;
    static const uint64_t expected[] = {
        6457827717110365317u, 3203168211198807973u, 9817491932198370423u,
        4593380528125082431u, 16408922859458223821u,
    };
    uint64_t x = 1234567;
    for (size_t i = 0; i < sizeof expected / sizeof *expected; i++)
        assert_true(tabi_splitmix64(&x) == expected[i]);
}

static void same_seed_same_numbers(void **state)
{
    (void)state;
    tab_game *a = new_game(7), *b = new_game(7), *c = new_game(8);
    int differ = 0;
    for (int i = 0; i < 100; i++) {
        uint64_t x, y, z;
        assert_ok(tab_rng_u64(a, TAB_ATOM_NONE, &x));
        assert_ok(tab_rng_u64(b, TAB_ATOM_MAIN, &y));
        assert_ok(tab_rng_u64(c, TAB_ATOM_NONE, &z));
        assert_true(x == y);
        differ += x != z;
    }
    assert_true(differ > 90);
    tab_game_free(a), tab_game_free(b), tab_game_free(c);
}

/* Drawing from one stream must not shift another: the enemy deck's order does
 * not change because a hero rolled one more die. */
static void streams_are_independent(void **state)
{
    (void)state;
    tab_game *a = new_game(99), *b = new_game(99);
    tab_atom deck_a = A(a, "enemy-deck"), dice_a = A(a, "dice");
    tab_atom dice_b = A(b, "dice"), deck_b = A(b, "enemy-deck");
    uint64_t v;
    for (int i = 0; i < 17; i++)
        assert_ok(tab_rng_u64(a, dice_a, &v));
    for (int i = 0; i < 50; i++) {
        uint64_t x, y;
        assert_ok(tab_rng_u64(a, deck_a, &x));
        assert_ok(tab_rng_u64(b, deck_b, &y));
        assert_true(x == y);
    }
    /* ... and two streams of one game differ. */
    uint64_t x, y;
    assert_ok(tab_rng_u64(b, dice_b, &x));
    assert_ok(tab_rng_u64(b, deck_b, &y));
    assert_true(x != y);
    tab_game_free(a), tab_game_free(b);
}

/* Chi-square of counts against a uniform expectation. */
static double chi_square(const long *counts, int n, long total)
{
    double expect = (double)total / n, chi = 0;
    for (int i = 0; i < n; i++)
        chi += (counts[i] - expect) * (counts[i] - expect) / expect;
    return chi;
}

/* 600,000 draws below 6 and below 7 (a bound that does not divide 2^64):
 * chi-square with 5 and 6 degrees of freedom stays under the p = 0.001
 * critical values 20.52 and 22.46. */
static void bounded_integers_are_unbiased(void **state)
{
    (void)state;
    tab_game *g = new_game(2024);
    for (int n = 6; n <= 7; n++) {
        long counts[7] = {0};
        const long total = 600000;
        for (long i = 0; i < total; i++) {
            uint64_t v;
            assert_ok(tab_rng_below(g, TAB_ATOM_NONE, (uint64_t)n, &v));
            assert_true(v < (uint64_t)n);
            counts[v]++;
        }
        double chi = chi_square(counts, n, total);
        assert_true(chi < (n == 6 ? 20.52 : 22.46));
    }
    tab_game_free(g);
}

/* Every one of the 24 orders of 4 items, 240,000 shuffles: chi-square with
 * 23 degrees of freedom under the p = 0.001 critical value 49.73. */
static void shuffle_is_uniform(void **state)
{
    (void)state;
    tab_game *g = new_game(5);
    long counts[24] = {0};
    const long total = 240000;
    for (long i = 0; i < total; i++) {
        uint32_t ids[4] = {0, 1, 2, 3};
        assert_ok(tab_rng_shuffle(g, TAB_ATOM_NONE, ids, 4));
        /* Lehmer code: the order's rank among the 24. */
        int rank = 0, fact[4] = {6, 2, 1, 1};
        for (int p = 0; p < 4; p++) {
            int smaller = 0;
            for (int q = p + 1; q < 4; q++)
                smaller += ids[q] < ids[p];
            rank += smaller * fact[p];
        }
        counts[rank]++;
    }
    for (int r = 0; r < 24; r++)
        assert_true(counts[r] > 0);
    assert_true(chi_square(counts, 24, total) < 49.73);
    tab_game_free(g);
}

static void ranges(void **state)
{
    (void)state;
    tab_game *g = new_game(3);
    int seen[5] = {0};
    for (int i = 0; i < 2000; i++) {
        int64_t v;
        assert_ok(tab_rng_range(g, TAB_ATOM_NONE, -2, 2, &v));
        assert_true(v >= -2 && v <= 2);
        seen[v + 2] = 1;
    }
    for (int i = 0; i < 5; i++)
        assert_true(seen[i]);
    int64_t v;
    assert_ok(tab_rng_range(g, TAB_ATOM_NONE, INT64_MIN, INT64_MAX, &v));
    assert_ok(tab_rng_range(g, TAB_ATOM_NONE, 9, 9, &v));
    assert_true(v == 9);
    assert_int_equal(tab_rng_range(g, TAB_ATOM_NONE, 3, 2, &v), TAB_EINVAL);
    uint64_t u;
    assert_int_equal(tab_rng_below(g, TAB_ATOM_NONE, 0, &u), TAB_EINVAL);
    assert_int_equal(tab_rng_u64(g, 999999, &u), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(g), "not an atom"));
    tab_game_free(g);
}

static void draws_are_events(void **state)
{
    (void)state;
    tab_game *g = new_game(3);
    uint64_t mark = tab_event_end(g), v;
    assert_ok(tab_rng_below(g, A(g, "loot"), 10, &v));
    tab_event e;
    assert_ok(tab_event_get(g, mark, &e));
    assert_int_equal(e.kind, TAB_EV_RNG);
    assert_int_equal(e.a[0], tab_atom_find(g, "loot"));
    assert_true(e.a[1] == (int64_t)v);
    tab_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(xoshiro_reference_vectors),
        cmocka_unit_test(splitmix_reference_vectors),
        cmocka_unit_test(same_seed_same_numbers),
        cmocka_unit_test(streams_are_independent),
        cmocka_unit_test(bounded_integers_are_unbiased),
        cmocka_unit_test(shuffle_is_uniform),
        cmocka_unit_test(ranges),
        cmocka_unit_test(draws_are_events),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
