/* determinize.c - resampling what a player cannot see: hidden orders
 * shuffled, the hidden entities of a pool's zones dealt again among them,
 * the random streams started over. A search bot's copy becomes one of the
 * states the player cannot tell from the real one. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "determinize.h"
#include "rng.h"

static tab_view_level level_of(const tab_game *g, tab_zone z, int player)
{
    tab_view_level lv = TAB_VIEW_SIZE;
    tab_view_zone_level(g, z, player, &lv);
    return lv;
}

/* Whether z is one of pool's zones whose contents player does not know. */
static int hidden_in(const tab_game *g, tab_zone z, tab_atom pool, int player)
{
    return pool != TAB_ATOM_NONE && g->st.zones[z].pool == pool &&
           level_of(g, z, player) == TAB_VIEW_SIZE;
}

/* The pool's zone of the lowest id that player cannot see into is where the
 * pool is handled; every other one of its zones is skipped. */
static int first_of_pool(const tab_game *g, tab_zone z, int player)
{
    tab_atom pool = g->st.zones[z].pool;
    if (!hidden_in(g, z, pool, player))
        return 0;
    for (tab_zone y = 1; y < z; y++)
        if (hidden_in(g, y, pool, player))
            return 0;
    return 1;
}

static int zone_holds_kind(const tab_game *g, tab_zone z, tab_atom kind)
{
    const tab_id *items = tabi_items_of(g, z);
    for (uint32_t i = 0; i < g->st.zones[z].items.len; i++)
        if (g->st.ents[items[i]].kind == kind)
            return 1;
    return 0;
}

/* Appends to the message at buf (size bytes), truncating quietly. */
static void add(char *buf, size_t size, const char *fmt, ...)
{
    size_t used = strlen(buf);
    if (used + 1 >= size)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + used, size - used, fmt, ap);
    va_end(ap);
}

/* The failure for a pool whose first hidden zone is z and whose hidden
 * entities are of several kinds: each kind, with the zones that hold it. */
static tab_status mixed_pool(tab_game *g, tab_zone z, int player)
{
    enum { MAX_KINDS = 8 };
    tab_atom pool = g->st.zones[z].pool, kinds[MAX_KINDS];
    uint32_t nkinds = 0;
    for (tab_zone y = z; y < g->st.zone_len; y++) {
        if (!hidden_in(g, y, pool, player))
            continue;
        const tab_id *items = tabi_items_of(g, y);
        for (uint32_t i = 0; i < g->st.zones[y].items.len && nkinds < MAX_KINDS; i++) {
            tab_atom kind = g->st.ents[items[i]].kind;
            uint32_t k = 0;
            while (k < nkinds && kinds[k] != kind)
                k++;
            if (k == nkinds)
                kinds[nkinds++] = kind;
        }
    }
    char msg[768] = "";
    for (uint32_t k = 0; k < nkinds; k++) {
        add(msg, sizeof msg, "%s'%s' in", k ? "; " : "", tab_atom_str(g, kinds[k]));
        const char *sep = " ";
        for (tab_zone y = z; y < g->st.zone_len; y++) {
            if (hidden_in(g, y, pool, player) && zone_holds_kind(g, y, kinds[k])) {
                add(msg, sizeof msg, "%s'%s'", sep, tab_atom_str(g, g->st.zones[y].name));
                sep = ", ";
            }
        }
    }
    return tabi_fail(g, TAB_EINVAL, "tab_game_determinize: pool '%s' cannot be determinized "
                     "for player %d: its hidden entities are of different kinds (%s), so one "
                     "could be dealt where no such thing can be", tab_atom_str(g, pool), player,
                     msg);
}

tab_status tabi_determinize_check(tab_game *g, int player)
{
    for (tab_zone z = 1; z < g->st.zone_len; z++) {
        if (!first_of_pool(g, z, player))
            continue;
        tab_atom pool = g->st.zones[z].pool, kind = TAB_ATOM_NONE;
        for (tab_zone y = z; y < g->st.zone_len; y++) {
            if (!hidden_in(g, y, pool, player))
                continue;
            const tab_id *items = tabi_items_of(g, y);
            for (uint32_t i = 0; i < g->st.zones[y].items.len; i++) {
                tab_atom k = g->st.ents[items[i]].kind;
                if (kind == TAB_ATOM_NONE)
                    kind = k;
                else if (k != kind)
                    return mixed_pool(g, z, player);
            }
        }
    }
    return TAB_OK;
}

static int by_id(const void *a, const void *b)
{
    tab_id x = *(const tab_id *)a, y = *(const tab_id *)b;
    return (x > y) - (x < y);
}

/* Sorted first, so the deal depends on which entities there are, never on
 * the order they were in (which player does not know). */
static void sort_and_shuffle(uint64_t rng[4], tab_id *ids, uint32_t n)
{
    qsort(ids, n, sizeof *ids, by_id);
    tabi_shuffle(rng, ids, n);
}

/* Deals the hidden entities of the pool whose first hidden zone is z again
 * among its hidden zones, in zone-id order, each keeping its size. */
static void deal_pool(tab_game *g, tab_zone z, int player, uint64_t rng[4], tab_id *buf)
{
    tab_atom pool = g->st.zones[z].pool;
    uint32_t n = 0;
    for (tab_zone y = z; y < g->st.zone_len; y++) {
        if (!hidden_in(g, y, pool, player))
            continue;
        memcpy(buf + n, tabi_items_of(g, y), g->st.zones[y].items.len * sizeof *buf);
        n += g->st.zones[y].items.len;
    }
    sort_and_shuffle(rng, buf, n);
    n = 0;
    for (tab_zone y = z; y < g->st.zone_len; y++) {
        if (!hidden_in(g, y, pool, player))
            continue;
        tab_id *items = tabi_items_of(g, y);
        for (uint32_t i = 0; i < g->st.zones[y].items.len; i++) {
            items[i] = buf[n++];
            g->st.ents[items[i]].zone = y;
        }
    }
}

tab_status tabi_determinize(tab_game *g, int player, uint64_t seed)
{
    tab_status s = tabi_determinize_check(g, player);
    if (s != TAB_OK)
        return s;
    /* Room for every entity player cannot place: a pool's all at once. */
    size_t n = 0;
    for (tab_zone z = 1; z < g->st.zone_len; z++)
        if (level_of(g, z, player) != TAB_VIEW_ORDER)
            n += g->st.zones[z].items.len;
    size_t bytes = (n ? n : 1) * sizeof(tab_id);
    tab_id *buf = tabi_realloc(g, NULL, 0, bytes);
    if (!buf)
        return tabi_fail(g, TAB_ENOMEM, "tab_game_determinize: out of memory");
    uint64_t rng[4], x = seed;
    for (int k = 0; k < 4; k++)
        rng[k] = tabi_splitmix64(&x);
    for (tab_zone z = 1; z < g->st.zone_len; z++) {
        tabi_zone *zn = &g->st.zones[z];
        tab_view_level lv = level_of(g, z, player);
        if (lv == TAB_VIEW_ORDER)
            continue;
        if (lv == TAB_VIEW_CONTENTS || zn->pool == TAB_ATOM_NONE)
            sort_and_shuffle(rng, tabi_items_of(g, z), zn->items.len);
        else if (first_of_pool(g, z, player))
            deal_pool(g, z, player, rng, buf);
    }
    tabi_free(g, buf, bytes);
    /* The dice and draws to come are as unknown as the hidden cards. */
    return tab_rng_reseed(g, tabi_xoshiro256ss(rng));
}
