/* test_zone.c - zones: ordered entity lists, one zone per entity. */
#include "testutil.h"

typedef struct fixture {
    tab_game *g;
    tab_zone deck, hand;
    tab_id card[5];
} fixture;

static void setup(fixture *f)
{
    f->g = new_game(11);
    assert_ok(tab_zone_new(f->g, A(f->g, "deck"), TAB_NO_PLAYER, TAB_SEE_NOBODY, &f->deck));
    assert_ok(tab_zone_new(f->g, A(f->g, "hand"), 0, TAB_SEE_OWNER, &f->hand));
    for (int i = 0; i < 5; i++) {
        assert_ok(tab_entity_new(f->g, A(f->g, "card"), &f->card[i]));
        assert_ok(tab_zone_insert(f->g, f->deck, f->card[i], TAB_ZONE_END));
    }
}

static void expect_order(tab_game *g, tab_zone z, const tab_id *ids, uint32_t n)
{
    assert_int_equal(tab_zone_size(g, z), n);
    for (uint32_t i = 0; i < n; i++) {
        assert_int_equal(tab_zone_at(g, z, i), ids[i]);
        uint32_t index;
        assert_int_equal(tab_zone_of(g, ids[i], &index), z);
        assert_int_equal(index, i);
    }
}

static void insert_top_bottom_and_index(void **state)
{
    (void)state;
    fixture f;
    setup(&f);
    tab_id *c = f.card;
    expect_order(f.g, f.deck, (tab_id[]){c[0], c[1], c[2], c[3], c[4]}, 5);
    /* Moving within a zone: the index counts after the entity leaves. */
    assert_ok(tab_zone_insert(f.g, f.deck, c[4], 0));
    expect_order(f.g, f.deck, (tab_id[]){c[4], c[0], c[1], c[2], c[3]}, 5);
    assert_ok(tab_zone_insert(f.g, f.deck, c[4], 2));
    expect_order(f.g, f.deck, (tab_id[]){c[0], c[1], c[4], c[2], c[3]}, 5);
    assert_ok(tab_zone_insert(f.g, f.deck, c[0], 4));
    expect_order(f.g, f.deck, (tab_id[]){c[1], c[4], c[2], c[3], c[0]}, 5);
    assert_int_equal(tab_zone_insert(f.g, f.deck, c[0], 5), TAB_EINVAL);
    assert_non_null(strstr(tab_game_error(f.g), "past the end"));
    expect_order(f.g, f.deck, (tab_id[]){c[1], c[4], c[2], c[3], c[0]}, 5);
    assert_int_equal(tab_zone_at(f.g, f.deck, 5), TAB_ID_NONE);
    tab_game_free(f.g);
}

static void an_entity_is_in_one_zone(void **state)
{
    (void)state;
    fixture f;
    setup(&f);
    tab_id *c = f.card;
    uint64_t mark = tab_event_end(f.g);
    assert_ok(tab_zone_insert(f.g, f.hand, c[0], 0));
    expect_order(f.g, f.deck, (tab_id[]){c[1], c[2], c[3], c[4]}, 4);
    expect_order(f.g, f.hand, (tab_id[]){c[0]}, 1);
    tab_event e;
    assert_ok(tab_event_get(f.g, mark, &e));
    assert_int_equal(e.kind, TAB_EV_ZONE_MOVE);
    assert_int_equal(e.subject, c[0]);
    assert_true(e.a[0] == f.deck && e.a[1] == f.hand && e.a[2] == 0);
    assert_ok(tab_zone_remove(f.g, c[0]));
    assert_int_equal(tab_zone_of(f.g, c[0], NULL), TAB_ZONE_NONE);
    assert_int_equal(tab_zone_size(f.g, f.hand), 0);
    assert_ok(tab_zone_remove(f.g, c[0])); /* already in none: a no-op */
    /* Freeing an entity takes it out of its zone. */
    assert_ok(tab_entity_free(f.g, c[2]));
    expect_order(f.g, f.deck, (tab_id[]){c[1], c[3], c[4]}, 3);
    assert_int_equal(tab_zone_insert(f.g, f.deck, c[2], 0), TAB_ENOTFOUND);
    tab_game_free(f.g);
}

static void names_owners_and_visibility(void **state)
{
    (void)state;
    fixture f;
    setup(&f);
    assert_int_equal(tab_zone_find(f.g, A(f.g, "hand")), f.hand);
    assert_int_equal(tab_zone_find(f.g, A(f.g, "nowhere")), TAB_ZONE_NONE);
    tab_zone z;
    assert_int_equal(tab_zone_new(f.g, A(f.g, "hand"), 1, TAB_SEE_ALL, &z), TAB_EINVAL);
    assert_int_equal(tab_zone_new(f.g, A(f.g, "x"), 1, (tab_visibility)9, &z), TAB_EINVAL);
    assert_int_equal(tab_zone_new(f.g, A(f.g, "x"), -2, TAB_SEE_ALL, &z), TAB_EINVAL);
    assert_int_equal(tab_zone_count(f.g), 2);
    tab_atom name;
    int owner;
    tab_visibility vis;
    assert_ok(tab_zone_info(f.g, f.hand, &name, &owner, &vis));
    assert_string_equal(tab_atom_str(f.g, name), "hand");
    assert_int_equal(owner, 0);
    assert_int_equal(vis, TAB_SEE_OWNER);
    assert_ok(tab_zone_set_visibility(f.g, f.hand, 1, TAB_SEE_UNORDERED));
    assert_ok(tab_zone_info(f.g, f.hand, NULL, &owner, &vis));
    assert_int_equal(owner, 1);
    assert_int_equal(vis, TAB_SEE_UNORDERED);
    assert_int_equal(tab_zone_info(f.g, 99, NULL, NULL, NULL), TAB_ENOTFOUND);
    tab_game_free(f.g);
}

static void shuffle_is_a_seeded_permutation(void **state)
{
    (void)state;
    fixture a, b;
    setup(&a);
    setup(&b);
    assert_ok(tab_zone_shuffle(a.g, a.deck, A(a.g, "deck")));
    assert_ok(tab_zone_shuffle(b.g, b.deck, A(b.g, "deck")));
    int moved = 0;
    for (uint32_t i = 0; i < 5; i++) {
        assert_int_equal(tab_zone_at(a.g, a.deck, i), tab_zone_at(b.g, b.deck, i));
        moved += tab_zone_at(a.g, a.deck, i) != a.card[i];
        uint32_t index;
        assert_int_equal(tab_zone_of(a.g, a.card[i], &index), a.deck);
    }
    /* Repeated shuffles eventually move something (the chance of 20
     * identity shuffles of 5 cards is (1/120)^20). */
    for (int k = 0; k < 20 && moved == 0; k++) {
        assert_ok(tab_zone_shuffle(a.g, a.deck, TAB_ATOM_NONE));
        for (uint32_t i = 0; i < 5; i++)
            moved += tab_zone_at(a.g, a.deck, i) != a.card[i];
    }
    assert_true(moved > 0);
    tab_game_free(a.g);
    tab_game_free(b.g);
}

static void big_zones_move_and_compact(void **state)
{
    (void)state;
    tab_game *g = new_game(1);
    tab_zone z[4];
    char name[8];
    for (int i = 0; i < 4; i++) {
        snprintf(name, sizeof name, "z%d", i);
        assert_ok(tab_zone_new(g, A(g, name), TAB_NO_PLAYER, TAB_SEE_ALL, &z[i]));
    }
    tab_id ids[400];
    for (int i = 0; i < 400; i++) {
        assert_ok(tab_entity_new(g, A(g, "token"), &ids[i]));
        assert_ok(tab_zone_insert(g, z[i % 4], ids[i], TAB_ZONE_END));
    }
    /* Pour everything from zone to zone several times. */
    for (int round = 0; round < 6; round++)
        for (int i = 0; i < 400; i++)
            assert_ok(tab_zone_insert(g, z[(i + round) % 4], ids[i], 0));
    uint32_t total = 0;
    for (int i = 0; i < 4; i++) {
        total += tab_zone_size(g, z[i]);
        for (uint32_t k = 0; k < tab_zone_size(g, z[i]); k++)
            assert_int_equal(tab_zone_of(g, tab_zone_at(g, z[i], k), NULL), z[i]);
    }
    assert_int_equal(total, 400);
    tab_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(insert_top_bottom_and_index),
        cmocka_unit_test(an_entity_is_in_one_zone),
        cmocka_unit_test(names_owners_and_visibility),
        cmocka_unit_test(shuffle_is_a_seeded_permutation),
        cmocka_unit_test(big_zones_move_and_compact),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
