/* view.c - a player's view of a zone: the zone's contents filtered by its
 * visibility, written into the caller's buffer with no allocation, so a
 * view can be taken from anywhere (a bot's inner loop, a const game). */
#include <stdlib.h>
#include <string.h>

#define XXH_STATIC_LINKING_ONLY /* XXH3_state_t on the stack, no malloc */
#include <xxhash.h>

#include "atom.h"
#include "codec.h"
#include "deck.h"

static tab_view_level level_for(const tabi_zone *zn, int player)
{
    switch ((tab_visibility)zn->vis) {
    case TAB_SEE_ALL: return TAB_VIEW_ORDER;
    case TAB_SEE_OWNER:
        if (player == TAB_NO_PLAYER)
            return TAB_VIEW_SIZE;
        if (player == zn->owner)
            return TAB_VIEW_ORDER;
        return player < TAB_ZONE_SHARE_MAX && (zn->shared >> player & 1u) ? TAB_VIEW_ORDER
                                                                           : TAB_VIEW_SIZE;
    case TAB_SEE_UNORDERED: return TAB_VIEW_CONTENTS;
    case TAB_SEE_NOBODY: break;
    }
    /* An unknown visibility shows nothing: failing closed leaks nothing. */
    return TAB_VIEW_SIZE;
}

static tab_status check(const tab_game *g, tab_zone z, int player, const char *who)
{
    tab_game *w = (tab_game *)g; /* only for the error message */
    if (!tabi_zone_valid(g, z))
        return tabi_fail(w, TAB_ENOTFOUND, "%s: no zone %u", who, z);
    if (player < TAB_NO_PLAYER)
        return tabi_fail(w, TAB_EINVAL, "%s: bad player %d", who, player);
    return TAB_OK;
}

tab_status tab_view_zone_level(const tab_game *g, tab_zone z, int player, tab_view_level *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_view_zone_level";
    if (!out)
        return tabi_fail((tab_game *)g, TAB_EMISUSE, "%s: NULL out", who);
    tab_status s = check(g, z, player, who);
    if (s == TAB_OK)
        *out = level_for(&g->st.zones[z], player);
    return s;
}

/* Restores the max-heap property of h[0..n) below index i. */
static void sift_down(tab_id *h, uint32_t n, uint32_t i)
{
    for (;;) {
        uint32_t big = i, l = 2 * i + 1, r = l + 1;
        if (l < n && h[l] > h[big])
            big = l;
        if (r < n && h[r] > h[big])
            big = r;
        if (big == i)
            return;
        tab_id t = h[i];
        h[i] = h[big];
        h[big] = t;
        i = big;
    }
}

/* The k smallest of the n distinct ids at items, ascending, into out: a
 * max-heap of the best k so far, then heapsort. O(n log k), no allocation. */
static void smallest_sorted(const tab_id *items, uint32_t n, tab_id *out, uint32_t k)
{
    for (uint32_t i = 0; i < k; i++)
        out[i] = items[i];
    for (uint32_t i = k / 2; i-- > 0;)
        sift_down(out, k, i);
    for (uint32_t i = k; i < n; i++) {
        if (items[i] < out[0]) {
            out[0] = items[i];
            sift_down(out, k, 0);
        }
    }
    for (uint32_t end = k; end > 1; end--) {
        tab_id t = out[0];
        out[0] = out[end - 1];
        out[end - 1] = t;
        sift_down(out, end - 1, 0);
    }
}

tab_status tab_view_zone(const tab_game *g, tab_zone z, int player, tab_id *buf, uint32_t cap,
                         uint32_t *size, tab_view_level *level)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_view_zone";
    if (!buf && cap)
        return tabi_fail((tab_game *)g, TAB_EMISUSE, "%s: NULL buffer", who);
    tab_status s = check(g, z, player, who);
    if (s != TAB_OK)
        return s;
    const tabi_zone *zn = &g->st.zones[z];
    tab_view_level lv = level_for(zn, player);
    uint32_t n = zn->items.len, k = cap < n ? cap : n;
    const tab_id *items = tabi_items_of(g, z);
    switch (lv) {
    case TAB_VIEW_ORDER:
        for (uint32_t i = 0; i < k; i++)
            buf[i] = items[i];
        break;
    case TAB_VIEW_CONTENTS:
        if (k)
            smallest_sorted(items, n, buf, k);
        break;
    case TAB_VIEW_SIZE:
        for (uint32_t i = 0; i < k; i++)
            buf[i] = TAB_ID_NONE;
        break;
    }
    if (size)
        *size = n;
    if (level)
        *level = lv;
    return TAB_OK;
}

bool tab_view_can_see(const tab_game *g, tab_id e, int player)
{
    if (!g || !tabi_live(g, e) || player < TAB_NO_PLAYER)
        return false;
    tab_zone z = g->st.ents[e].zone;
    return z == TAB_ZONE_NONE || level_for(&g->st.zones[z], player) >= TAB_VIEW_CONTENTS;
}

/* ---- The view hash ------------------------------------------------------ */

typedef struct view_sink {
    tabi_sink sink; /* first, so a tabi_sink * is a view_sink * */
    XXH3_state_t xxh;
} view_sink;

static void feed(tabi_sink *k, const uint8_t *p, size_t n)
{
    XXH3_64bits_update(&((view_sink *)k)->xxh, p, n);
}

static int by_id(const void *a, const void *b)
{
    tab_id x = *(const tab_id *)a, y = *(const tab_id *)b;
    return (x > y) - (x < y);
}

/* What player knows of zone z: what anyone knows of any zone (name, owner,
 * visibility, sharing, pool), the level, the size and the entries as
 * tab_view_zone gives them. scratch has room for the biggest zone. */
static void encode_zone(tab_game *g, tabi_sink *k, tab_zone z, int player, tab_id *scratch)
{
    const tabi_zone *zn = &g->st.zones[z];
    tab_view_level lv = level_for(zn, player);
    uint8_t bytes[2] = {zn->vis, (uint8_t)lv};
    tabi_put_u64(k, tabi_atom_hash(g, zn->name));
    tabi_put_u32(k, (uint32_t)zn->owner);
    tabi_put(k, bytes, 2);
    tabi_put_u32(k, zn->shared);
    tabi_put_u64(k, zn->pool ? tabi_atom_hash(g, zn->pool) : 0);
    tabi_put_u32(k, zn->items.len);
    const tab_id *items = tabi_items_of(g, z);
    if (lv == TAB_VIEW_CONTENTS) {
        memcpy(scratch, items, (size_t)zn->items.len * sizeof *items);
        qsort(scratch, zn->items.len, sizeof *scratch, by_id);
        items = scratch;
    } else if (lv == TAB_VIEW_SIZE) {
        return; /* every entry is TAB_ID_NONE: the size says it all */
    }
    for (uint32_t i = 0; i < zn->items.len; i++)
        tabi_put_u32(k, items[i]);
}

tab_status tab_view_hash(tab_game *g, int player, uint64_t *out)
{
    TABI_CHECK_GAME(g);
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "tab_view_hash: NULL out");
    if (player < TAB_NO_PLAYER)
        return tabi_fail(g, TAB_EINVAL, "tab_view_hash: bad player %d", player);
    uint32_t biggest = 1;
    for (tab_zone z = 1; z < g->st.zone_len; z++)
        if (g->st.zones[z].items.len > biggest)
            biggest = g->st.zones[z].items.len;
    tab_id *scratch = tabi_realloc(g, NULL, 0, (size_t)biggest * sizeof *scratch);
    if (!scratch)
        return tabi_fail(g, TAB_ENOMEM, "tab_view_hash: out of memory");
    view_sink h;
    h.sink.used = 0;
    h.sink.canonical = 1;
    h.sink.failed = 0;
    h.sink.flush = feed;
    XXH3_64bits_reset(&h.xxh);
    tabi_put_u32(&h.sink, g->st.zone_len - 1);
    for (tab_zone z = 1; z < g->st.zone_len; z++)
        encode_zone(g, &h.sink, z, player, scratch);
    /* Entities after the zones: each is self-delimiting (id, kind, count,
     * records), and an entity player cannot see is left out whole, its id
     * too (the sizes of the zones already count it). */
    for (tab_id e = 1; e < g->st.ent_len; e++)
        if (tab_view_can_see(g, e, player))
            tabi_encode_entity(g, &h.sink, e);
    tabi_sink_finish(&h.sink);
    tabi_free(g, scratch, (size_t)biggest * sizeof *scratch);
    *out = XXH3_64bits_digest(&h.xxh);
    return TAB_OK;
}
