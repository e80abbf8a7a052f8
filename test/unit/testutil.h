/* testutil.h - what every unit test shares: cmocka, a game allocator routed
 * through cmocka's test_malloc (a leak fails the test), and an allocator that
 * fails after a given number of allocations. */
#ifndef TABULA_TESTUTIL_H
#define TABULA_TESTUTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "tabula.h"

/* Counts allocations; when fail_at is reached (1 = the first), that one and
 * every later one fails until fail_at is set to 0. */
typedef struct test_allocator {
    long count;
    long fail_at;
    long failures;
} test_allocator;

static void *test_alloc(void *ud, void *p, size_t osize, size_t nsize)
{
    (void)osize;
    test_allocator *a = ud;
    if (nsize == 0) {
        if (p)
            test_free(p);
        return NULL;
    }
    if (a) {
        a->count++;
        if (a->fail_at && a->count >= a->fail_at) {
            a->failures++;
            return NULL;
        }
    }
    return test_realloc(p, nsize);
}

/* A game on cmocka's allocator. */
static inline tab_game *new_game(uint64_t seed)
{
    tab_game *g = tab_game_new(test_alloc, NULL, seed);
    assert_non_null(g);
    return g;
}

/* An atom, which must intern. */
static inline tab_atom A(tab_game *g, const char *s)
{
    tab_atom a = tab_atom_of(g, s);
    assert_int_not_equal(a, TAB_ATOM_NONE);
    return a;
}

#define assert_ok(expr) assert_int_equal((expr), TAB_OK)

static inline uint64_t hash_of(tab_game *g)
{
    uint64_t h;
    assert_ok(tab_game_hash(g, &h));
    return h;
}

/* Whether a and b show the same (kind and back) and differ in a face. */
static inline int faces_differ(tab_game *g, tab_id a, tab_id b, const tab_atom *keys, uint32_t n,
                        tab_atom back)
{
    tab_value x, y;
    if (tab_entity_kind(g, a) != tab_entity_kind(g, b))
        return 0;
    if (back != TAB_ATOM_NONE) {
        assert_int_equal(tab_entity_get(g, a, back, &x), TAB_OK);
        assert_int_equal(tab_entity_get(g, b, back, &y), TAB_OK);
        if (x.type != y.type || memcmp(&x.as, &y.as, sizeof x.as) != 0)
            return 0;
    }
    for (uint32_t k = 0; k < n; k++) {
        assert_int_equal(tab_entity_get(g, a, keys[k], &x), TAB_OK);
        assert_int_equal(tab_entity_get(g, b, keys[k], &y), TAB_OK);
        if (x.type != y.type || memcmp(&x.as, &y.as, sizeof x.as) != 0)
            return 1;
    }
    return 0;
}

/* In a pool that trades faces (tab_pool_set_faces): two entities player
 * cannot see, of one kind and back and with other faces, swap faces (which
 * face-down card lies where): a position player cannot tell from g's.
 * Returns whether it found two. */
static inline int swap_hidden_faces(tab_game *g, int player)
{
    tab_id hidden[512];
    uint32_t n = 0;
    for (tab_zone z = 1; z <= tab_zone_count(g); z++) {
        tab_view_level level;
        assert_int_equal(tab_view_zone_level(g, z, player, &level), TAB_OK);
        tab_atom keys[TAB_POOL_MAX_FACES], back;
        uint32_t nkeys = tab_pool_faces(g, tab_zone_pool(g, z), keys, TAB_POOL_MAX_FACES, &back);
        if (level != TAB_VIEW_SIZE || nkeys == 0)
            continue;
        for (uint32_t i = 0; i < tab_zone_size(g, z) && n < 512; i++) {
            tab_id b = tab_zone_at(g, z, i);
            for (uint32_t j = 0; j < n; j++) {
                tab_id a = hidden[j];
                if (tab_zone_pool(g, tab_zone_of(g, a, NULL)) != tab_zone_pool(g, z) ||
                    !faces_differ(g, a, b, keys, nkeys, back))
                    continue;
                for (uint32_t k = 0; k < nkeys; k++) {
                    tab_value x, y;
                    assert_int_equal(tab_entity_get(g, a, keys[k], &x), TAB_OK);
                    assert_int_equal(tab_entity_get(g, b, keys[k], &y), TAB_OK);
                    assert_int_equal(tab_entity_set(g, a, keys[k], y), TAB_OK);
                    assert_int_equal(tab_entity_set(g, b, keys[k], x), TAB_OK);
                }
                return 1;
            }
            hidden[n++] = b;
        }
    }
    return 0;
}

#endif
