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

#endif
