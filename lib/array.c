/* array.c - array properties: lists of 32-bit values kept in one int pool,
 * so bulk module state (grid cells, thresholds) is ordinary game state. */
#include <stddef.h>
#include <string.h>

#include "atom.h"
#include "core.h"

static tabi_owners int_owners(tabi_state *st)
{
    return (tabi_owners){st->arrays, st->array_len, sizeof(tabi_array),
                         offsetof(tabi_array, seg)};
}

tab_status tabi_array_new(tab_game *g, tabi_state *st, uint8_t elem, const int32_t *vals,
                          uint32_t n, uint32_t *slot)
{
    uint32_t a = st->array_free;
    if (a == 0) {
        tab_status s = tabi_grow(g, (void **)&st->arrays, &st->array_cap, st->array_len + 1,
                                 sizeof *st->arrays);
        if (s != TAB_OK)
            return s;
        a = st->array_len;
        st->arrays[a] = (tabi_array){0};
    }
    tabi_array *arr = &st->arrays[a];
    uint32_t next_free = arr->seg.off;
    *arr = (tabi_array){.elem = elem};
    uint32_t len_before = st->array_len;
    if (a == st->array_len)
        st->array_len++;
    tab_status s = tabi_pool_reserve(g, &st->ints, &st->arrays[a].seg, n ? n : 1, int_owners(st));
    if (s != TAB_OK) {
        st->arrays[a] = (tabi_array){.elem = 0, .seg = {next_free, 0, 0}};
        st->array_len = len_before;
        return s;
    }
    st->array_free = a == st->array_free ? next_free : st->array_free;
    st->arrays[a].seg.len = n;
    int32_t *v = (int32_t *)st->ints.data + st->arrays[a].seg.off;
    if (vals)
        memcpy(v, vals, (size_t)n * sizeof *v);
    else
        memset(v, 0, (size_t)n * sizeof *v);
    *slot = a;
    return TAB_OK;
}

void tabi_array_release(tab_game *g, uint32_t slot)
{
    tabi_array *arr = &g->st.arrays[slot];
    tabi_pool_release(&g->st.ints, &arr->seg);
    arr->elem = 0;
    arr->seg.off = g->st.array_free;
    g->st.array_free = slot;
}
