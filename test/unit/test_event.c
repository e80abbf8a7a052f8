/* test_event.c - the event log: numbering, reading back, bounded memory. */
#include "testutil.h"

static void events_are_numbered_and_read_back(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom boom = A(g, "boom");
    uint64_t mark = tab_event_end(g);
    for (int i = 0; i < 10; i++)
        assert_ok(tab_event_emit(g, boom, (tab_id)i, i, -i, 2 * i, 0));
    assert_true(tab_event_end(g) == mark + 10);
    for (int i = 0; i < 10; i++) {
        tab_event e;
        assert_ok(tab_event_get(g, mark + (uint64_t)i, &e));
        assert_true(e.seq == mark + (uint64_t)i);
        assert_int_equal(e.kind, boom);
        assert_true(e.subject == (tab_id)i && e.a[0] == i && e.a[1] == -i && e.a[2] == 2 * i);
    }
    tab_event e;
    assert_int_equal(tab_event_get(g, mark + 10, &e), TAB_ENOTFOUND);
    assert_int_equal(tab_event_emit(g, 9999, 0, 0, 0, 0, 0), TAB_EINVAL);
    tab_game_free(g);
}

static void the_log_keeps_the_newest(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom tick = A(g, "tick");
    assert_ok(tab_event_set_capacity(g, 8));
    uint64_t first = tab_event_end(g);
    for (int i = 0; i < 20; i++)
        assert_ok(tab_event_emit(g, tick, 0, i, 0, 0, 0));
    assert_true(tab_event_end(g) == first + 20);
    assert_true(tab_event_begin(g) == first + 12);
    tab_event e;
    assert_int_equal(tab_event_get(g, first + 11, &e), TAB_ENOTFOUND);
    assert_non_null(strstr(tab_game_error(g), "not in the log"));
    assert_ok(tab_event_get(g, first + 12, &e));
    assert_true(e.a[0] == 12);
    /* Shrinking keeps the newest; growing keeps all that were kept. */
    assert_ok(tab_event_set_capacity(g, 3));
    assert_true(tab_event_begin(g) == first + 17);
    assert_ok(tab_event_get(g, first + 19, &e));
    assert_true(e.a[0] == 19);
    assert_ok(tab_event_set_capacity(g, 100));
    assert_true(tab_event_begin(g) == first + 17);
    assert_ok(tab_event_get(g, first + 17, &e));
    assert_true(e.a[0] == 17);
    assert_int_equal(tab_event_set_capacity(g, 0), TAB_EINVAL);
    tab_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(events_are_numbered_and_read_back),
        cmocka_unit_test(the_log_keeps_the_newest),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
