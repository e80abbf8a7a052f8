/* test_misuse.c - NULL handles, bad ids and out-of-range values give an
 * error status (or a neutral answer), never a crash. */
#include "testutil.h"

static void null_game_everywhere(void **state)
{
    (void)state;
    tab_game_free(NULL);
    assert_non_null(tab_game_error(NULL));
    assert_true(tab_game_seed(NULL) == 0);
    assert_int_equal(tab_game_memory(NULL), 0);
    tab_snapshot *snap;
    uint64_t u;
    tab_id id;
    tab_zone z;
    tab_value v;
    int32_t vals[1] = {0};
    void *buf;
    size_t len;
    assert_int_equal(tab_game_snapshot(NULL, &snap), TAB_EMISUSE);
    assert_int_equal(tab_game_restore(NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_game_hash(NULL, &u), TAB_EMISUSE);
    assert_int_equal(tab_game_save_buffer(NULL, &buf, &len), TAB_EMISUSE);
    assert_int_equal(tab_game_load_buffer(NULL, "x", 1), TAB_EMISUSE);
    assert_int_equal(tab_game_save(NULL, "/tmp/x"), TAB_EMISUSE);
    assert_int_equal(tab_game_load(NULL, "/tmp/x"), TAB_EMISUSE);
    assert_int_equal(tab_atom_of(NULL, "a"), TAB_ATOM_NONE);
    assert_int_equal(tab_atom_find(NULL, "a"), TAB_ATOM_NONE);
    assert_null(tab_atom_str(NULL, 1));
    assert_int_equal(tab_entity_new(NULL, 1, &id), TAB_EMISUSE);
    assert_int_equal(tab_entity_free(NULL, 1), TAB_EMISUSE);
    assert_false(tab_entity_exists(NULL, 1));
    assert_int_equal(tab_entity_kind(NULL, 1), TAB_ATOM_NONE);
    assert_int_equal(tab_entity_next(NULL, 0, 0), TAB_ID_NONE);
    assert_int_equal(tab_entity_count(NULL), 0);
    assert_int_equal(tab_entity_set(NULL, 1, 1, tab_int(1)), TAB_EMISUSE);
    assert_int_equal(tab_entity_get(NULL, 1, 1, &v), TAB_EMISUSE);
    assert_true(tab_entity_get_int(NULL, 1, 1, 7) == 7);
    assert_int_equal(tab_entity_tag(NULL, 1, 1), TAB_EMISUSE);
    assert_int_equal(tab_entity_untag(NULL, 1, 1), TAB_EMISUSE);
    assert_false(tab_entity_has_tag(NULL, 1, 1));
    assert_int_equal(tab_entity_set_array(NULL, 1, 1, TAB_VINT, vals, 1), TAB_EMISUSE);
    assert_int_equal(tab_entity_get_array(NULL, 1, 1, NULL, NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_entity_array_put(NULL, 1, 1, 0, 0), TAB_EMISUSE);
    assert_int_equal(tab_zone_new(NULL, 1, 0, TAB_SEE_ALL, &z), TAB_EMISUSE);
    assert_int_equal(tab_zone_find(NULL, 1), TAB_ZONE_NONE);
    assert_int_equal(tab_zone_info(NULL, 1, NULL, NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_zone_set_visibility(NULL, 1, 0, TAB_SEE_ALL), TAB_EMISUSE);
    assert_int_equal(tab_zone_count(NULL), 0);
    assert_int_equal(tab_zone_size(NULL, 1), 0);
    assert_int_equal(tab_zone_at(NULL, 1, 0), TAB_ID_NONE);
    assert_int_equal(tab_zone_insert(NULL, 1, 1, 0), TAB_EMISUSE);
    assert_int_equal(tab_zone_remove(NULL, 1), TAB_EMISUSE);
    assert_int_equal(tab_zone_of(NULL, 1, NULL), TAB_ZONE_NONE);
    assert_int_equal(tab_zone_shuffle(NULL, 1, 0), TAB_EMISUSE);
    assert_int_equal(tab_rng_u64(NULL, 0, &u), TAB_EMISUSE);
    assert_int_equal(tab_rng_below(NULL, 0, 6, &u), TAB_EMISUSE);
    assert_int_equal(tab_rng_shuffle(NULL, 0, (uint32_t *)vals, 0), TAB_EMISUSE);
    assert_int_equal(tab_event_end(NULL), 0);
    assert_int_equal(tab_event_emit(NULL, 1, 0, 0, 0, 0, 0), TAB_EMISUSE);
    assert_int_equal(tab_event_set_capacity(NULL, 5), TAB_EMISUSE);
}

static void null_outputs_and_bad_ids(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom k = A(g, "k");
    tab_id e;
    assert_int_equal(tab_entity_new(g, k, NULL), TAB_EMISUSE);
    assert_int_equal(tab_entity_new(g, TAB_ATOM_NONE, &e), TAB_EINVAL);
    assert_int_equal(tab_entity_new(g, 12345, &e), TAB_EINVAL);
    assert_ok(tab_entity_new(g, k, &e));
    tab_id bad[] = {0, e + 1, UINT32_MAX};
    tab_value v;
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        assert_int_equal(tab_entity_free(g, bad[i]), TAB_ENOTFOUND);
        assert_int_equal(tab_entity_set(g, bad[i], k, tab_int(1)), TAB_ENOTFOUND);
        assert_int_equal(tab_entity_get(g, bad[i], k, &v), TAB_ENOTFOUND);
        assert_int_equal(tab_entity_tag(g, bad[i], k), TAB_ENOTFOUND);
        assert_int_equal(tab_zone_remove(g, bad[i]), TAB_ENOTFOUND);
        assert_int_equal(tab_zone_insert(g, 1, bad[i], 0), TAB_ENOTFOUND);
    }
    assert_non_null(strstr(tab_game_error(g), "no zone 1"));
    assert_int_equal(tab_entity_get(g, e, k, NULL), TAB_EMISUSE);
    uint64_t u;
    assert_int_equal(tab_game_hash(g, NULL), TAB_EMISUSE);
    assert_int_equal(tab_rng_u64(g, 0, NULL), TAB_EMISUSE);
    assert_int_equal(tab_rng_shuffle(g, 0, NULL, 3), TAB_EMISUSE);
    assert_int_equal(tab_game_snapshot(g, NULL), TAB_EMISUSE);
    assert_int_equal(tab_game_restore(g, NULL), TAB_EMISUSE);
    assert_int_equal(tab_game_save_buffer(g, NULL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_game_load_buffer(g, NULL, 10), TAB_EMISUSE);
    assert_int_equal(tab_game_save(g, ""), TAB_EMISUSE);
    assert_int_equal(tab_game_load(g, NULL), TAB_EMISUSE);
    assert_int_equal(tab_event_get(g, 0, NULL), TAB_EMISUSE);
    tab_zone z;
    assert_int_equal(tab_zone_new(g, k, 0, TAB_SEE_ALL, NULL), TAB_EMISUSE);
    assert_int_equal(tab_zone_shuffle(g, 77, 0), TAB_ENOTFOUND);
    assert_ok(tab_zone_new(g, k, 0, TAB_SEE_ALL, &z));
    assert_int_equal(tab_zone_shuffle(g, z, 77777), TAB_EINVAL);
    assert_true(tab_entity_exists(g, e));
    (void)u;
    tab_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(null_game_everywhere),
        cmocka_unit_test(null_outputs_and_bad_ids),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
