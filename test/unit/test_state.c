/* test_state.c - snapshot/restore and the canonical state hash. */
#include "sample.h"

static void equal_games_hash_equal_whatever_the_history(void **state)
{
    (void)state;
    tab_game *a = new_game(77), *b = new_game(77);
    /* b has seen other names first, so its atom numbers differ. */
    for (int i = 0; i < 30; i++) {
        char s[16];
        snprintf(s, sizeof s, "noise%d", i);
        A(b, s);
    }
    assert_ok(build_sample(a, 0));
    assert_ok(build_sample(b, 1));
    assert_true(hash_of(a) == hash_of(b));
    tab_game_free(a), tab_game_free(b);
}

/* Each case changes one thing in the sample game. */
static const char *const change_names[] = {
    "a property", "a property's type", "a tag", "an array element", "zone order",
    "a stream", "a new stream", "a visibility", "a free",
};

static tab_status change(tab_game *g, int i)
{
    tab_zone deck = tab_zone_find(g, A(g, "deck"));
    uint64_t v;
    switch (i) {
    case 0: return tab_entity_set(g, 1, A(g, "hp"), tab_int(11));
    case 1: return tab_entity_set(g, 1, A(g, "hp"), tab_bool(true));
    case 2: return tab_entity_untag(g, 2, A(g, "flying"));
    case 3: return tab_entity_array_put(g, 4, A(g, "heights"), 0, 5);
    case 4: return tab_zone_insert(g, deck, tab_zone_at(g, deck, 2), 0);
    case 5: return tab_rng_u64(g, A(g, "dice"), &v);
    case 6: return tab_rng_u64(g, A(g, "fresh"), &v);
    case 7: return tab_zone_set_visibility(g, deck, TAB_NO_PLAYER, TAB_SEE_ALL);
    default: return tab_entity_free(g, 3);
    }
}

static void different_games_hash_differently(void **state)
{
    (void)state;
    tab_game *g = new_game(77);
    assert_ok(build_sample(g, 0));
    uint64_t base = hash_of(g);
    tab_snapshot *snap;
    assert_ok(tab_game_snapshot(g, &snap));
    for (int i = 0; i < (int)(sizeof change_names / sizeof *change_names); i++) {
        assert_ok(change(g, i));
        if (hash_of(g) == base)
            fail_msg("changing %s did not change the hash", change_names[i]);
        assert_ok(tab_game_restore(g, snap));
        assert_true(hash_of(g) == base);
    }
    tab_snapshot_free(snap);
    tab_game_free(g);
}

static void snapshot_restore_round_trip(void **state)
{
    (void)state;
    tab_game *g = new_game(5);
    assert_ok(build_sample(g, 0));
    uint64_t before = hash_of(g), mark = tab_event_end(g);
    tab_snapshot *snap;
    assert_ok(tab_game_snapshot(g, &snap));
    assert_true(tab_snapshot_size(snap) > 0);
    /* The future the snapshot leads to, recorded once. */
    uint64_t first_draws[3];
    for (int i = 0; i < 3; i++)
        assert_ok(tab_rng_u64(g, A(g, "dice"), &first_draws[i]));
    /* Change a lot, then go back. */
    tab_id e;
    assert_ok(tab_entity_new(g, A(g, "villain"), &e));
    assert_ok(tab_entity_set(g, 1, A(g, "hp"), tab_int(0)));
    assert_ok(tab_entity_free(g, 2));
    assert_ok(tab_zone_shuffle(g, tab_zone_find(g, A(g, "deck")), TAB_ATOM_NONE));
    assert_true(hash_of(g) != before);
    assert_ok(tab_game_restore(g, snap));
    assert_true(hash_of(g) == before);
    assert_true(tab_entity_get_int(g, 1, A(g, "hp"), -1) == 10);
    assert_true(tab_entity_exists(g, 2));
    assert_false(tab_entity_exists(g, e));
    assert_int_equal(tab_entity_count(g), 4);
    /* Events after the snapshot are gone; new ones continue the numbering. */
    assert_true(tab_event_end(g) == mark);
    for (int i = 0; i < 3; i++) {
        uint64_t v;
        assert_ok(tab_rng_u64(g, A(g, "dice"), &v));
        assert_true(v == first_draws[i]);
    }
    /* Restore twice from the same snapshot. */
    assert_ok(tab_game_restore(g, snap));
    assert_true(hash_of(g) == before);
    tab_snapshot_free(snap);
    tab_snapshot_free(NULL);
    tab_game_free(g);
}

static void restore_into_another_game(void **state)
{
    (void)state;
    tab_game *a = new_game(5), *b = new_game(6);
    assert_ok(build_sample(a, 0));
    tab_snapshot *snap;
    assert_ok(tab_game_snapshot(a, &snap));
    /* b's atom table differs; restore carries atom numbers, so b must have
     * the same atoms: build it the same way first. */
    assert_ok(build_sample(b, 0));
    assert_ok(tab_game_restore(b, snap));
    assert_true(hash_of(a) == hash_of(b));
    assert_true(tab_game_seed(b) == 5);
    tab_snapshot_free(snap);
    tab_game_free(a), tab_game_free(b);
}

/* A restore copies into the game's own arrays when they have room, and
 * otherwise builds new ones: out of memory there leaves the game as it was. */
static void restore_into_a_smaller_game(void **state)
{
    (void)state;
    tab_game *a = new_game(5);
    assert_ok(build_sample(a, 0));
    for (int i = 0; i < 300; i++) {
        tab_id e;
        assert_ok(tab_entity_new(a, A(a, "extra"), &e));
        assert_ok(tab_entity_set(a, e, A(a, "hp"), tab_int(i)));
    }
    tab_snapshot *snap;
    assert_ok(tab_game_snapshot(a, &snap));
    for (long fail_at = 1;; fail_at++) {
        test_allocator t = {0, 0, 0};
        tab_game *b = tab_game_new(test_alloc, &t, 6);
        assert_non_null(b);
        assert_ok(build_sample(b, 0));
        A(b, "extra");
        uint64_t before = hash_of(b);
        t.count = 0;
        t.fail_at = fail_at;
        tab_status s = tab_game_restore(b, snap);
        t.fail_at = 0;
        if (s == TAB_OK) {
            assert_true(fail_at > 1); /* it had to allocate */
            assert_true(hash_of(b) == hash_of(a));
            /* And back into the bigger arrays it now has, in place. */
            tab_snapshot *small;
            tab_game *c = new_game(6);
            assert_ok(build_sample(c, 0));
            assert_ok(tab_game_snapshot(c, &small));
            assert_ok(tab_game_restore(b, small));
            assert_true(hash_of(b) == hash_of(c));
            tab_snapshot_free(small);
            tab_game_free(c);
            tab_game_free(b);
            break;
        }
        assert_int_equal(s, TAB_ENOMEM);
        assert_true(hash_of(b) == before);
        tab_game_free(b);
    }
    tab_snapshot_free(snap);
    tab_game_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(equal_games_hash_equal_whatever_the_history),
        cmocka_unit_test(different_games_hash_differently),
        cmocka_unit_test(snapshot_restore_round_trip),
        cmocka_unit_test(restore_into_another_game),
        cmocka_unit_test(restore_into_a_smaller_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
