/* game.c - a game's lifetime, its allocator and its last error. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "atom.h"
#include "core.h"

static void *default_alloc(void *ud, void *p, size_t osize, size_t nsize)
{
    (void)ud, (void)osize;
    if (nsize == 0) {
        free(p);
        return NULL;
    }
    return realloc(p, nsize);
}

void *tabi_realloc(tab_game *g, void *p, size_t osize, size_t nsize)
{
    void *q = g->alloc(g->alloc_ud, p, p ? osize : 0, nsize);
    if (q || nsize == 0)
        g->mem_used = g->mem_used - (p ? osize : 0) + nsize;
    else
        g->alloc_failures++;
    return q;
}

void tabi_free(tab_game *g, void *p, size_t size)
{
    if (p)
        tabi_realloc(g, p, size, 0);
}

tab_status tabi_grow(tab_game *g, void **data, uint32_t *cap, uint32_t need, size_t elem)
{
    if (need <= *cap)
        return TAB_OK;
    uint64_t want = *cap ? *cap : 8;
    while (want < need)
        want *= 2;
    if (want > UINT32_MAX || want * elem > SIZE_MAX / 2)
        return tabi_fail(g, TAB_ENOMEM, "an array of %u elements is too large", need);
    void *p = tabi_realloc(g, *data, (size_t)*cap * elem, (size_t)want * elem);
    if (!p)
        return tabi_fail(g, TAB_ENOMEM, "out of memory growing an array to %u elements",
                         (unsigned)want);
    *data = p;
    *cap = (uint32_t)want;
    return TAB_OK;
}

tab_status tabi_fail(tab_game *g, tab_status s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->err, sizeof g->err, fmt, ap);
    va_end(ap);
    return s;
}

void tabi_state_init(tabi_state *st)
{
    memset(st, 0, sizeof *st);
    st->props.elem = sizeof(tabi_prop);
    st->items.elem = sizeof(tab_id);
    st->ints.elem = sizeof(int32_t);
}

void tabi_state_release(tab_game *g, tabi_state *st)
{
    tabi_free(g, st->ents, (size_t)st->ent_cap * sizeof *st->ents);
    tabi_free(g, st->zones, (size_t)st->zone_cap * sizeof *st->zones);
    tabi_free(g, st->props.data, (size_t)st->props.cap * st->props.elem);
    tabi_free(g, st->items.data, (size_t)st->items.cap * st->items.elem);
    tabi_free(g, st->streams, (size_t)st->stream_cap * sizeof *st->streams);
    tabi_free(g, st->arrays, (size_t)st->array_cap * sizeof *st->arrays);
    tabi_free(g, st->ints.data, (size_t)st->ints.cap * st->ints.elem);
    tabi_state_init(st);
}

void tabi_state_clear(tabi_state *st)
{
    /* Index 0 stays the "none" slot; every array keeps its memory. */
    st->ent_len = st->zone_len = st->array_len = 1;
    st->ent_live = st->stream_len = st->array_free = 0;
    st->props.len = st->props.live = 0;
    st->items.len = st->items.live = 0;
    st->ints.len = st->ints.live = 0;
}

/* Index 0 of the entity, zone and array-slot arrays stands for "none", so
 * ids are direct indices. */
static tab_status reserve_none_slots(tab_game *g)
{
    tabi_state *st = &g->st;
    tab_status s = tabi_grow(g, (void **)&st->ents, &st->ent_cap, 1, sizeof *st->ents);
    if (s == TAB_OK)
        s = tabi_grow(g, (void **)&st->zones, &st->zone_cap, 1, sizeof *st->zones);
    /* The pools always have an array, so segment pointers are never NULL. */
    if (s == TAB_OK)
        s = tabi_grow(g, &st->props.data, &st->props.cap, 1, st->props.elem);
    if (s == TAB_OK)
        s = tabi_grow(g, &st->items.data, &st->items.cap, 1, st->items.elem);
    if (s == TAB_OK)
        s = tabi_grow(g, &st->ints.data, &st->ints.cap, 1, st->ints.elem);
    if (s == TAB_OK)
        s = tabi_grow(g, (void **)&st->arrays, &st->array_cap, 1, sizeof *st->arrays);
    if (s != TAB_OK)
        return s;
    memset(&st->arrays[0], 0, sizeof st->arrays[0]);
    st->array_len = 1;
    memset(&st->ents[0], 0, sizeof st->ents[0]);
    memset(&st->zones[0], 0, sizeof st->zones[0]);
    st->ent_len = st->zone_len = 1;
    return TAB_OK;
}

tab_game *tab_game_new(tab_alloc_fn alloc, void *ud, uint64_t seed)
{
    if (!alloc)
        alloc = default_alloc;
    tab_game *g = alloc(ud, NULL, 0, sizeof *g);
    if (!g)
        return NULL;
    memset(g, 0, sizeof *g);
    g->alloc = alloc;
    g->alloc_ud = ud;
    g->mem_used = sizeof *g;
    g->seed = seed;
    tabi_state_init(&g->st);
    if (reserve_none_slots(g) != TAB_OK || tabi_atoms_init(g) != TAB_OK ||
        tab_event_set_capacity(g, TAB_EVENT_DEFAULT_CAPACITY) != TAB_OK) {
        tab_game_free(g);
        return NULL;
    }
    return g;
}

void tab_game_free(tab_game *g)
{
    if (!g)
        return;
    if (g->ext)
        g->ext->free(g);
    tabi_state_release(g, &g->st);
    tabi_atoms_release(g);
    tabi_free(g, g->log.ring, (size_t)g->log.size * sizeof *g->log.ring);
    g->alloc(g->alloc_ud, g, sizeof *g, 0);
}

const char *tab_game_error(const tab_game *g)
{
    return g ? g->err : "no game (NULL handle)";
}

uint64_t tab_game_seed(const tab_game *g)
{
    return g ? g->seed : 0;
}

size_t tab_game_memory(const tab_game *g)
{
    return g ? g->mem_used : 0;
}
