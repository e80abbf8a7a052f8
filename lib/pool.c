/* pool.c - many variable-length lists in one relocatable array. */
#include <string.h>

#include "core.h"

static tabi_seg *seg_of(tabi_owners o, uint32_t i)
{
    return (tabi_seg *)((char *)o.base + i * o.stride + o.seg_offset);
}

/* Copies every live segment, in owner order, to the front of a new array of
 * new_cap elements. */
static tab_status compact(tab_game *g, tabi_pool *p, tabi_owners o, uint32_t new_cap)
{
    char *fresh = tabi_realloc(g, NULL, 0, (size_t)new_cap * p->elem);
    if (!fresh)
        return tabi_fail(g, TAB_ENOMEM, "out of memory compacting a pool of %u elements", new_cap);
    uint32_t at = 0;
    for (uint32_t i = 0; i < o.count; i++) {
        tabi_seg *s = seg_of(o, i);
        if (s->cap == 0)
            continue;
        memcpy(fresh + (size_t)at * p->elem, (char *)p->data + (size_t)s->off * p->elem,
               (size_t)s->len * p->elem);
        s->off = at;
        at += s->cap;
    }
    tabi_free(g, p->data, (size_t)p->cap * p->elem);
    p->data = fresh;
    p->cap = new_cap;
    p->len = at;
    p->live = at;
    return TAB_OK;
}

tab_status tabi_pool_reserve(tab_game *g, tabi_pool *p, tabi_seg *seg,
                             uint32_t need, tabi_owners owners)
{
    if (need <= seg->cap)
        return TAB_OK;
    if (need > UINT32_MAX / 4)
        return tabi_fail(g, TAB_ENOMEM, "a list of %u elements is too long", need);
    uint32_t want = seg->cap ? seg->cap : 4;
    while (want < need)
        want *= 2;
    /* At the end of the array a segment grows in place. */
    if (seg->cap && seg->off + seg->cap == p->len && p->len - seg->cap + want <= p->cap) {
        p->live += want - seg->cap;
        p->len += want - seg->cap;
        seg->cap = want;
        return TAB_OK;
    }
    if (p->len + want > p->cap) {
        uint32_t garbage = p->len - p->live;
        if (garbage > p->len / 2) {
            uint32_t new_cap = p->cap > p->live + want ? p->cap : (p->live + want) * 2;
            tab_status s = compact(g, p, owners, new_cap);
            if (s != TAB_OK)
                return s;
        } else {
            tab_status s = tabi_grow(g, &p->data, &p->cap, p->len + want, p->elem);
            if (s != TAB_OK)
                return s;
        }
    }
    memcpy((char *)p->data + (size_t)p->len * p->elem,
           (char *)p->data + (size_t)seg->off * p->elem, (size_t)seg->len * p->elem);
    p->live += want - seg->cap;
    seg->off = p->len;
    seg->cap = want;
    p->len += want;
    return TAB_OK;
}

void tabi_pool_release(tabi_pool *p, tabi_seg *seg)
{
    p->live -= seg->cap;
    seg->off = seg->len = seg->cap = 0;
}
