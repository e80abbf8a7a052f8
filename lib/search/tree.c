/* tree.c - the search tree's two tables: statistics per (node, player,
 * picks so far, move) and children per (node, joint move). Open addressing
 * on 64-bit keys; a key is never 0 (0 marks an empty slot). */
#include <string.h>
#include <xxhash.h>

#include "search.h"

uint64_t tabi_tree_mix(uint64_t h, uint64_t v)
{
    /* v hashed with h as the seed: unlike a sum or a xor of the two, no
     * two different chains of small numbers (node 2 of player 0, node 1 of
     * player 1) come to the same key. */
    uint64_t z = XXH3_64bits_withSeed(&v, sizeof v, h);
    return z ? z : 1;
}

int tabi_search_grow(tab_alloc_fn alloc, void *ud, void **data, uint32_t *cap, uint32_t need,
                     size_t elem)
{
    if (need <= *cap)
        return 1;
    uint64_t want = *cap ? *cap : 16;
    while (want < need)
        want *= 2;
    if (want > UINT32_MAX / 2)
        return 0;
    void *p = alloc(ud, *data, (size_t)*cap * elem, (size_t)want * elem);
    if (!p)
        return 0;
    *data = p;
    *cap = (uint32_t)want;
    return 1;
}

void tabi_tree_reset(tabi_tree *t)
{
    if (t->stats)
        memset(t->stats, 0, (size_t)t->stat_cap * sizeof *t->stats);
    if (t->children)
        memset(t->children, 0, (size_t)t->child_cap * sizeof *t->children);
    t->stat_len = t->child_len = 0;
    t->nodes = 1; /* the root */
}

void tabi_tree_free(tabi_tree *t, tab_alloc_fn alloc, void *ud)
{
    if (t->stats)
        alloc(ud, t->stats, (size_t)t->stat_cap * sizeof *t->stats, 0);
    if (t->children)
        alloc(ud, t->children, (size_t)t->child_cap * sizeof *t->children, 0);
    memset(t, 0, sizeof *t);
}

/* Rehashes a table of cap slots of elem bytes (key first) into twice as
 * many. */
static int rehash(tab_alloc_fn alloc, void *ud, void **slots, uint32_t *cap, size_t elem)
{
    uint32_t ncap = *cap ? *cap * 2 : 1024;
    if (ncap > UINT32_MAX / 4)
        return 0;
    char *fresh = alloc(ud, NULL, 0, (size_t)ncap * elem);
    if (!fresh)
        return 0;
    memset(fresh, 0, (size_t)ncap * elem);
    char *old = *slots;
    for (uint32_t i = 0; i < *cap; i++) {
        uint64_t key;
        memcpy(&key, old + (size_t)i * elem, sizeof key);
        if (!key)
            continue;
        uint32_t j = (uint32_t)key & (ncap - 1);
        for (;; j = (j + 1) & (ncap - 1)) {
            uint64_t there;
            memcpy(&there, fresh + (size_t)j * elem, sizeof there);
            if (!there)
                break;
        }
        memcpy(fresh + (size_t)j * elem, old + (size_t)i * elem, elem);
    }
    if (old)
        alloc(ud, old, (size_t)*cap * elem, 0);
    *slots = fresh;
    *cap = ncap;
    return 1;
}

tabi_stat *tabi_tree_stat(tabi_tree *t, tab_alloc_fn alloc, void *ud, uint64_t key)
{
    if ((uint64_t)(t->stat_len + 1) * 4 > (uint64_t)t->stat_cap * 3 &&
        !rehash(alloc, ud, (void **)&t->stats, &t->stat_cap, sizeof *t->stats))
        return NULL;
    uint32_t mask = t->stat_cap - 1, i = (uint32_t)key & mask;
    while (t->stats[i].key && t->stats[i].key != key)
        i = (i + 1) & mask;
    if (!t->stats[i].key) {
        t->stats[i] = (tabi_stat){.key = key};
        t->stat_len++;
    }
    return &t->stats[i];
}

uint32_t tabi_tree_child(tabi_tree *t, tab_alloc_fn alloc, void *ud, uint32_t node,
                         uint64_t joint, int add)
{
    uint64_t key = tabi_tree_mix((uint64_t)node << 32, joint);
    if (add && (uint64_t)(t->child_len + 1) * 4 > (uint64_t)t->child_cap * 3 &&
        !rehash(alloc, ud, (void **)&t->children, &t->child_cap, sizeof *t->children))
        return 0;
    if (!t->child_cap)
        return 0;
    uint32_t mask = t->child_cap - 1, i = (uint32_t)key & mask;
    while (t->children[i].key && t->children[i].key != key)
        i = (i + 1) & mask;
    if (t->children[i].key)
        return t->children[i].node;
    if (!add)
        return 0;
    t->children[i] = (tabi_child){key, ++t->nodes};
    t->child_len++;
    return t->nodes;
}
