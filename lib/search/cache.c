/* cache.c - the searches tab_game_bot keeps for a game, one per spec: a
 * search owns a game its positions are copied into, and loading that
 * game's rules costs milliseconds, so it is made once and kept. */
#include <string.h>

#include "search.h"

struct tabi_search_cache {
    tab_search **searches;
    uint32_t n, cap;
};

static tab_search *find(const tabi_search_cache *c, const char *spec)
{
    for (uint32_t i = 0; c && i < c->n; i++)
        if (strcmp(c->searches[i]->spec, spec) == 0)
            return c->searches[i];
    return NULL;
}

tab_status tabi_search_bot(tab_game *g, tabi_search_cache **cache, const char *spec, int player,
                           uint64_t seed, uint32_t *picks, uint32_t room, uint32_t *n,
                           tab_search **used)
{
    tab_search *s = find(*cache, spec);
    if (!s) {
        tabi_search_cache *c = *cache;
        if (!c) {
            c = g->alloc(g->alloc_ud, NULL, 0, sizeof *c);
            if (!c)
                return tabi_fail(g, TAB_ENOMEM, "tab_game_bot: out of memory");
            memset(c, 0, sizeof *c);
            *cache = c;
        }
        if (!tabi_search_grow(g->alloc, g->alloc_ud, (void **)&c->searches, &c->cap, c->n + 1,
                              sizeof *c->searches))
            return tabi_fail(g, TAB_ENOMEM, "tab_game_bot: out of memory");
        tab_status st = tab_search_new(g, spec, &s);
        if (st != TAB_OK)
            return st;
        c->searches[c->n++] = s;
    }
    *used = s;
    return tab_search_choose(s, g, player, seed, picks, room, n);
}

void tabi_search_cache_free(tab_game *g, tabi_search_cache *c)
{
    if (!c)
        return;
    for (uint32_t i = 0; i < c->n; i++)
        tab_search_free(c->searches[i]);
    if (c->searches)
        g->alloc(g->alloc_ud, c->searches, (size_t)c->cap * sizeof *c->searches, 0);
    g->alloc(g->alloc_ud, c, sizeof *c, 0);
}
