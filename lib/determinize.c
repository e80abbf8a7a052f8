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

/* The faces pool declares (tab_pool_set_faces), or NULL when it trades
 * places. */
static const struct tabi_faces *faces_of(const tab_game *g, tab_atom pool)
{
    for (uint32_t i = 0; pool != TAB_ATOM_NONE && i < g->nfaced; i++)
        if (g->faces[i].pool == pool)
            return &g->faces[i];
    return NULL;
}

tab_status tabi_determinize_check(tab_game *g, int player)
{
    for (tab_zone z = 1; z < g->st.zone_len; z++) {
        /* A pool that trades faces trades them within a kind. */
        if (!first_of_pool(g, z, player) || faces_of(g, g->st.zones[z].pool))
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

/* A hidden entity of a pool that trades faces: what it shows (its kind
 * and back) and its id, so that sorting puts the entities that may trade
 * faces next to each other, in id order. */
typedef struct faced {
    tab_atom kind;
    uint8_t back_type; /* 0: no back property */
    int64_t back;
    tab_id id;
} faced;

static int by_look(const void *a, const void *b)
{
    const faced *x = a, *y = b;
    if (x->kind != y->kind)
        return x->kind < y->kind ? -1 : 1;
    if (x->back_type != y->back_type)
        return x->back_type < y->back_type ? -1 : 1;
    if (x->back != y->back)
        return x->back < y->back ? -1 : 1;
    return (x->id > y->id) - (x->id < y->id);
}

static int same_look(const faced *x, const faced *y)
{
    return x->kind == y->kind && x->back_type == y->back_type && x->back == y->back;
}

/* Orders two faces of n records: by each record's type, then value. */
static int face_cmp(const tabi_prop *a, const tabi_prop *b, uint32_t n)
{
    for (uint32_t k = 0; k < n; k++) {
        if (a[k].type != b[k].type)
            return a[k].type < b[k].type ? -1 : 1;
        if (a[k].value != b[k].value)
            return a[k].value < b[k].value ? -1 : 1;
    }
    return 0;
}

/* e's face records in f's key order; an absent face is a record of type 0. */
static void read_face(const tab_game *g, tab_id e, const struct tabi_faces *f, tabi_prop *out)
{
    for (uint32_t k = 0; k < f->nkeys; k++) {
        const tabi_prop *p = tabi_entity_record(g, e, f->keys[k]);
        out[k] = p ? *p : (tabi_prop){.key = f->keys[k], .type = 0};
    }
}

/* Deals the faces of the hidden entities of the pool whose first hidden
 * zone is z again among those of the same kind and back. Every record an
 * entity gains is reserved before any is written: on TAB_ENOMEM nothing
 * has changed. */
static tab_status deal_faces(tab_game *g, tab_zone z, int player, const struct tabi_faces *f,
                             uint64_t rng[4])
{
    uint32_t n = 0;
    for (tab_zone y = z; y < g->st.zone_len; y++)
        if (hidden_in(g, y, f->pool, player))
            n += g->st.zones[y].items.len;
    if (n < 2)
        return TAB_OK;
    /* One block: the faces before and after (8-aligned first), the
     * entities, the shuffled order. */
    size_t bytes = n * (f->nkeys * 2 * sizeof(tabi_prop) + sizeof(faced) + sizeof(tab_id));
    tabi_prop *old = tabi_realloc(g, NULL, 0, bytes);
    if (!old)
        return tabi_fail(g, TAB_ENOMEM, "tab_game_determinize: out of memory");
    tabi_prop *dealt = old + (size_t)n * f->nkeys;
    faced *all = (faced *)(dealt + (size_t)n * f->nkeys);
    tab_id *order = (tab_id *)(all + n);
    n = 0;
    for (tab_zone y = z; y < g->st.zone_len; y++) {
        if (!hidden_in(g, y, f->pool, player))
            continue;
        const tab_id *items = tabi_items_of(g, y);
        for (uint32_t i = 0; i < g->st.zones[y].items.len; i++) {
            const tabi_prop *back = f->back ? tabi_entity_record(g, items[i], f->back) : NULL;
            all[n++] = (faced){g->st.ents[items[i]].kind, back ? (uint8_t)(back->type + 1) : 0,
                               back ? back->value : 0, items[i]};
        }
    }
    qsort(all, n, sizeof *all, by_look);
    for (uint32_t i = 0; i < n; i++)
        read_face(g, all[i].id, f, old + (size_t)i * f->nkeys);
    /* Each run of one look: its faces put in a fixed order (so the deal
     * depends on which faces there are, never on who held which, which
     * player does not know), then shuffled among its entities. */
    for (uint32_t lo = 0, hi; lo < n; lo = hi) {
        for (hi = lo + 1; hi < n && same_look(&all[hi], &all[lo]); hi++)
            ;
        for (uint32_t i = lo; i < hi; i++) {
            uint32_t at = i - lo;
            while (at > 0 && face_cmp(old + (size_t)order[at - 1] * f->nkeys,
                                      old + (size_t)i * f->nkeys, f->nkeys) > 0) {
                order[at] = order[at - 1];
                at--;
            }
            order[at] = i;
        }
        tabi_shuffle(rng, order, hi - lo);
        for (uint32_t i = lo; i < hi; i++)
            memcpy(dealt + (size_t)i * f->nkeys, old + (size_t)order[i - lo] * f->nkeys,
                   f->nkeys * sizeof *dealt);
    }
    tab_status s = TAB_OK;
    for (uint32_t i = 0; i < n && s == TAB_OK; i++) {
        uint32_t gained = 0;
        for (uint32_t k = 0; k < f->nkeys; k++)
            gained += dealt[(size_t)i * f->nkeys + k].type && !old[(size_t)i * f->nkeys + k].type;
        if (gained)
            s = tabi_entity_reserve(g, all[i].id, gained);
    }
    if (s != TAB_OK) {
        tabi_free(g, old, bytes);
        return tabi_fail(g, TAB_ENOMEM, "tab_game_determinize: out of memory");
    }
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t k = 0; k < f->nkeys; k++) {
            tabi_prop rec = dealt[(size_t)i * f->nkeys + k];
            if (rec.type)
                tabi_entity_put_record(g, all[i].id, rec);
            else
                tabi_entity_drop_record(g, all[i].id, rec.key);
        }
    tabi_free(g, old, bytes);
    return TAB_OK;
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
    for (tab_zone z = 1; z < g->st.zone_len && s == TAB_OK; z++) {
        tabi_zone *zn = &g->st.zones[z];
        tab_view_level lv = level_of(g, z, player);
        if (lv == TAB_VIEW_ORDER)
            continue;
        const struct tabi_faces *f = faces_of(g, zn->pool);
        if (lv == TAB_VIEW_CONTENTS || zn->pool == TAB_ATOM_NONE)
            sort_and_shuffle(rng, tabi_items_of(g, z), zn->items.len);
        else if (first_of_pool(g, z, player))
            s = f ? deal_faces(g, z, player, f, rng) : (deal_pool(g, z, player, rng, buf), TAB_OK);
    }
    tabi_free(g, buf, bytes);
    if (s != TAB_OK)
        return s;
    /* The dice and draws to come are as unknown as the hidden cards. */
    return tab_rng_reseed(g, tabi_xoshiro256ss(rng));
}
