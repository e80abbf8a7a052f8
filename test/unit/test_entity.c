/* test_entity.c - entities, typed properties, array properties and tags. */
#include "testutil.h"

static void create_and_iterate_in_id_order(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom hero = A(g, "hero"), enemy = A(g, "enemy");
    tab_id ids[6];
    for (int i = 0; i < 6; i++)
        assert_ok(tab_entity_new(g, i % 2 ? enemy : hero, &ids[i]));
    assert_int_equal(ids[0], 1);
    assert_int_equal(ids[5], 6);
    assert_int_equal(tab_entity_count(g), 6);
    assert_ok(tab_entity_free(g, ids[2]));
    assert_false(tab_entity_exists(g, ids[2]));
    assert_int_equal(tab_entity_count(g), 5);
    tab_id seen[6], n = 0;
    for (tab_id e = tab_entity_next(g, 0, hero); e; e = tab_entity_next(g, e, hero))
        seen[n++] = e;
    assert_int_equal(n, 2);
    assert_int_equal(seen[0], ids[0]);
    assert_int_equal(seen[1], ids[4]);
    n = 0;
    for (tab_id e = tab_entity_next(g, 0, TAB_ATOM_NONE); e; e = tab_entity_next(g, e, 0))
        seen[n++] = e;
    assert_int_equal(n, 5);
    for (tab_id i = 1; i < n; i++)
        assert_true(seen[i - 1] < seen[i]);
    /* Ids are never reused: a stale id stays dead. */
    tab_id fresh;
    assert_ok(tab_entity_new(g, hero, &fresh));
    assert_int_equal(fresh, 7);
    assert_int_equal(tab_entity_kind(g, ids[1]), enemy);
    assert_int_equal(tab_entity_kind(g, ids[2]), TAB_ATOM_NONE);
    tab_game_free(g);
}

static void typed_properties(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom card = A(g, "card"), cost = A(g, "cost"), name = A(g, "name");
    tab_atom owner = A(g, "owner"), ready = A(g, "ready");
    tab_id a, b;
    assert_ok(tab_entity_new(g, card, &a));
    assert_ok(tab_entity_new(g, card, &b));
    assert_ok(tab_entity_set(g, a, cost, tab_int(-3)));
    assert_ok(tab_entity_set(g, a, name, tab_atomv(A(g, "Surge Strike"))));
    assert_ok(tab_entity_set(g, a, owner, tab_ref(b)));
    assert_ok(tab_entity_set(g, a, ready, tab_bool(true)));
    tab_value v;
    assert_ok(tab_entity_get(g, a, cost, &v));
    assert_int_equal(v.type, TAB_VINT);
    assert_true(v.as.i == -3);
    assert_ok(tab_entity_get(g, a, name, &v));
    assert_int_equal(v.type, TAB_VATOM);
    assert_string_equal(tab_atom_str(g, v.as.atom), "Surge Strike");
    assert_ok(tab_entity_get(g, a, owner, &v));
    assert_int_equal(v.type, TAB_VREF);
    assert_int_equal(v.as.ref, b);
    assert_ok(tab_entity_get(g, a, ready, &v));
    assert_true(v.type == TAB_VBOOL && v.as.b);
    assert_ok(tab_entity_get(g, b, cost, &v));
    assert_int_equal(v.type, TAB_VNONE);
    assert_true(tab_entity_get_int(g, a, cost, 99) == -3);
    assert_true(tab_entity_get_int(g, a, name, 99) == 99);
    assert_true(tab_entity_get_int(g, b, cost, 42) == 42);
    /* Overwrite with another type, then remove. */
    assert_ok(tab_entity_set(g, a, cost, tab_bool(false)));
    assert_ok(tab_entity_get(g, a, cost, &v));
    assert_true(v.type == TAB_VBOOL && !v.as.b);
    assert_ok(tab_entity_set(g, a, cost, (tab_value){TAB_VNONE, {0}}));
    assert_ok(tab_entity_get(g, a, cost, &v));
    assert_int_equal(v.type, TAB_VNONE);
    uint32_t count;
    assert_ok(tab_entity_prop_count(g, a, &count));
    assert_int_equal(count, 3);
    /* Bad values are refused and change nothing. */
    assert_int_equal(tab_entity_set(g, a, owner, tab_ref(999)), TAB_EINVAL);
    assert_int_equal(tab_entity_set(g, a, name, tab_atomv(99999)), TAB_EINVAL);
    assert_int_equal(tab_entity_set(g, a, 99999, tab_int(1)), TAB_EINVAL);
    assert_int_equal(tab_entity_set(g, a, cost, (tab_value){(tab_vtype)77, {0}}), TAB_EINVAL);
    assert_ok(tab_entity_get(g, a, owner, &v));
    assert_int_equal(v.as.ref, b);
    tab_game_free(g);
}

static void many_properties_stay_sorted_and_found(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom kind = A(g, "thing");
    tab_id e[3];
    char key[16];
    for (int k = 0; k < 3; k++)
        assert_ok(tab_entity_new(g, kind, &e[k]));
    /* Interleaved growth makes segments move and the pool compact. */
    for (int i = 0; i < 200; i++)
        for (int k = 0; k < 3; k++) {
            snprintf(key, sizeof key, "p%d", i);
            assert_ok(tab_entity_set(g, e[k], A(g, key), tab_int(i * 10 + k)));
        }
    for (int i = 0; i < 200; i++)
        for (int k = 0; k < 3; k++) {
            snprintf(key, sizeof key, "p%d", i);
            assert_true(tab_entity_get_int(g, e[k], A(g, key), -1) == i * 10 + k);
        }
    assert_ok(tab_entity_free(g, e[1]));
    tab_id f;
    assert_ok(tab_entity_new(g, kind, &f));
    for (int i = 0; i < 300; i++) {
        snprintf(key, sizeof key, "q%d", i);
        assert_ok(tab_entity_set(g, f, A(g, key), tab_int(i)));
    }
    for (int i = 0; i < 200; i += 13) {
        snprintf(key, sizeof key, "p%d", i);
        assert_true(tab_entity_get_int(g, e[2], A(g, key), -1) == i * 10 + 2);
    }
    tab_game_free(g);
}

static void tags(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom unit = A(g, "unit"), flying = A(g, "flying"), hp = A(g, "hp");
    tab_id e;
    assert_ok(tab_entity_new(g, unit, &e));
    assert_false(tab_entity_has_tag(g, e, flying));
    uint64_t mark = tab_event_end(g);
    assert_ok(tab_entity_tag(g, e, flying));
    assert_ok(tab_entity_tag(g, e, flying)); /* no-op, no event */
    assert_int_equal(tab_event_end(g), mark + 1);
    assert_true(tab_entity_has_tag(g, e, flying));
    uint32_t count;
    assert_ok(tab_entity_prop_count(g, e, &count));
    assert_int_equal(count, 0);
    /* A name is a tag or a property, not both. */
    assert_int_equal(tab_entity_set(g, e, flying, tab_int(1)), TAB_EINVAL);
    assert_ok(tab_entity_set(g, e, hp, tab_int(3)));
    assert_int_equal(tab_entity_tag(g, e, hp), TAB_EINVAL);
    assert_ok(tab_entity_untag(g, e, flying));
    assert_false(tab_entity_has_tag(g, e, flying));
    assert_ok(tab_entity_untag(g, e, flying));
    tab_game_free(g);
}

static void arrays(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom grid = A(g, "grid"), heights = A(g, "heights"), who = A(g, "who");
    tab_id e, other;
    assert_ok(tab_entity_new(g, grid, &e));
    assert_ok(tab_entity_new(g, grid, &other));
    int32_t h[6] = {0, 1, 2, 3, 2, 1};
    assert_ok(tab_entity_set_array(g, e, heights, TAB_VINT, h, 6));
    tab_vtype elem;
    const int32_t *vals;
    uint32_t n;
    assert_ok(tab_entity_get_array(g, e, heights, &elem, &vals, &n));
    assert_int_equal(elem, TAB_VINT);
    assert_int_equal(n, 6);
    assert_memory_equal(vals, h, sizeof h);
    assert_ok(tab_entity_array_put(g, e, heights, 5, -4));
    assert_ok(tab_entity_get_array(g, e, heights, NULL, &vals, NULL));
    assert_int_equal(vals[5], -4);
    assert_int_equal(tab_entity_array_put(g, e, heights, 6, 0), TAB_ENOTFOUND);
    tab_value v;
    assert_ok(tab_entity_get(g, e, heights, &v));
    assert_int_equal(v.type, TAB_VARRAY);
    assert_true(v.as.i == 6);
    /* Reference arrays are checked. */
    int32_t refs[2] = {(int32_t)other, 0};
    assert_ok(tab_entity_set_array(g, e, who, TAB_VREF, refs, 2));
    refs[1] = 77;
    assert_int_equal(tab_entity_set_array(g, e, who, TAB_VREF, refs, 2), TAB_EINVAL);
    assert_int_equal(tab_entity_array_put(g, e, who, 0, 77), TAB_EINVAL);
    assert_int_equal(tab_entity_set_array(g, e, who, TAB_VBOOL, refs, 2), TAB_EINVAL);
    assert_int_equal(tab_entity_set(g, e, who, (tab_value){TAB_VARRAY, {0}}), TAB_EINVAL);
    /* Replacing arrays and scalars reuses slots; empty arrays are fine. */
    for (int i = 0; i < 100; i++) {
        assert_ok(tab_entity_set_array(g, e, heights, TAB_VINT, h, (uint32_t)(i % 7)));
        assert_ok(tab_entity_set(g, other, heights, tab_int(i)));
        assert_ok(tab_entity_set_array(g, other, heights, TAB_VINT, h, 3));
    }
    assert_ok(tab_entity_get_array(g, e, heights, NULL, NULL, &n));
    assert_int_equal(n, 99 % 7);
    assert_ok(tab_entity_set(g, e, heights, tab_int(5)));
    assert_int_equal(tab_entity_get_array(g, e, heights, NULL, NULL, &n), TAB_ENOTFOUND);
    assert_ok(tab_entity_free(g, other));
    tab_game_free(g);
}

static void changes_are_events(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_atom k = A(g, "k"), hp = A(g, "hp");
    uint64_t mark = tab_event_end(g);
    tab_id e;
    assert_ok(tab_entity_new(g, k, &e));
    assert_ok(tab_entity_set(g, e, hp, tab_int(5)));
    assert_ok(tab_entity_set(g, e, hp, tab_int(4)));
    assert_ok(tab_entity_free(g, e));
    tab_event ev;
    assert_ok(tab_event_get(g, mark, &ev));
    assert_int_equal(ev.kind, TAB_EV_ENTITY_NEW);
    assert_int_equal(ev.subject, e);
    assert_ok(tab_event_get(g, mark + 2, &ev));
    assert_int_equal(ev.kind, TAB_EV_ENTITY_SET);
    assert_true(ev.a[0] == hp && ev.a[1] == TAB_VINT && ev.a[2] == 4 && ev.a[3] == 5);
    assert_ok(tab_event_get(g, mark + 3, &ev));
    assert_int_equal(ev.kind, TAB_EV_ENTITY_FREE);
    tab_game_free(g);
}

/* The first of a kind is remembered between calls (tab_entity_next(g, 0,
 * kind)); every way the answer can change must show: the first one freed,
 * a restore that brings an older one back, a restore to a state without. */
static void first_of_kind_follows_the_state(void **state)
{
    (void)state;
    tab_game *g = tab_game_new(NULL, NULL, 1);
    tab_atom card = tab_atom_of(g, "card"), other = tab_atom_of(g, "other");
    tab_id a, b, x;
    assert_int_equal(tab_entity_next(g, 0, card), TAB_ID_NONE);
    assert_int_equal(tab_entity_new(g, other, &x), TAB_OK);
    assert_int_equal(tab_entity_new(g, card, &a), TAB_OK);
    assert_int_equal(tab_entity_next(g, 0, card), a);
    tab_snapshot *with_a = NULL;
    assert_int_equal(tab_game_snapshot(g, &with_a), TAB_OK);
    assert_int_equal(tab_entity_new(g, card, &b), TAB_OK);
    assert_int_equal(tab_entity_next(g, 0, card), a); /* a newer one is not the first */
    assert_int_equal(tab_entity_free(g, a), TAB_OK);
    assert_int_equal(tab_entity_next(g, 0, card), b);
    assert_int_equal(tab_game_restore(g, with_a), TAB_OK);
    assert_int_equal(tab_entity_next(g, 0, card), a);
    assert_int_equal(tab_entity_free(g, a), TAB_OK);
    assert_int_equal(tab_entity_next(g, 0, card), TAB_ID_NONE);
    assert_int_equal(tab_entity_next(g, 0, other), x);
    tab_snapshot_free(with_a);
    tab_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(create_and_iterate_in_id_order),
        cmocka_unit_test(typed_properties),
        cmocka_unit_test(many_properties_stay_sorted_and_found),
        cmocka_unit_test(tags),
        cmocka_unit_test(arrays),
        cmocka_unit_test(changes_are_events),
        cmocka_unit_test(first_of_kind_follows_the_state),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
