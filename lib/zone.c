/* zone.c - zones: ordered lists of entities. Each entity records the zone it
 * is in, so "an entity is in at most one zone" holds by construction. */
#include <stddef.h>
#include <string.h>

#include "atom.h"
#include "core.h"
#include "rng.h"

static tabi_owners item_owners(tab_game *g)
{
    return (tabi_owners){g->st.zones, g->st.zone_len, sizeof(tabi_zone),
                         offsetof(tabi_zone, items)};
}

static int zone_valid(const tab_game *g, tab_zone z)
{
    return z != TAB_ZONE_NONE && z < g->st.zone_len;
}

static tab_status check_zone(tab_game *g, tab_zone z, const char *who)
{
    return zone_valid(g, z) ? TAB_OK : tabi_fail(g, TAB_ENOTFOUND, "%s: no zone %u", who, z);
}

static int visibility_valid(tab_visibility v)
{
    return v >= TAB_SEE_ALL && v <= TAB_SEE_UNORDERED;
}

tab_status tab_zone_new(tab_game *g, tab_atom name, int owner, tab_visibility vis,
                        tab_zone *out)
{
    TABI_CHECK_GAME(g);
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "tab_zone_new: NULL out");
    if (!tabi_atom_valid(g, name))
        return tabi_fail(g, TAB_EINVAL, "tab_zone_new: name %u is not an atom", name);
    if (tab_zone_find(g, name))
        return tabi_fail(g, TAB_EINVAL, "tab_zone_new: a zone named '%s' exists",
                         tab_atom_str(g, name));
    if (!visibility_valid(vis) || owner < TAB_NO_PLAYER)
        return tabi_fail(g, TAB_EINVAL, "tab_zone_new: bad visibility %d or owner %d",
                         (int)vis, owner);
    tabi_state *st = &g->st;
    tab_status s = tabi_grow(g, (void **)&st->zones, &st->zone_cap, st->zone_len + 1,
                             sizeof *st->zones);
    if (s != TAB_OK)
        return s;
    tab_zone z = st->zone_len++;
    st->zones[z] = (tabi_zone){.name = name, .owner = owner, .vis = (uint8_t)vis};
    *out = z;
    tabi_emit(g, TAB_EV_ZONE_NEW, TAB_ID_NONE, z, name, 0, 0);
    return TAB_OK;
}

tab_zone tab_zone_find(const tab_game *g, tab_atom name)
{
    if (!g || name == TAB_ATOM_NONE)
        return TAB_ZONE_NONE;
    for (tab_zone z = 1; z < g->st.zone_len; z++)
        if (g->st.zones[z].name == name)
            return z;
    return TAB_ZONE_NONE;
}

tab_status tab_zone_info(const tab_game *g, tab_zone z, tab_atom *name, int *owner,
                         tab_visibility *vis)
{
    TABI_CHECK_GAME(g);
    tab_status s = check_zone((tab_game *)g, z, "tab_zone_info");
    if (s != TAB_OK)
        return s;
    const tabi_zone *zn = &g->st.zones[z];
    if (name)
        *name = zn->name;
    if (owner)
        *owner = zn->owner;
    if (vis)
        *vis = (tab_visibility)zn->vis;
    return TAB_OK;
}

tab_status tab_zone_set_visibility(tab_game *g, tab_zone z, int owner, tab_visibility vis)
{
    TABI_CHECK_GAME(g);
    tab_status s = check_zone(g, z, "tab_zone_set_visibility");
    if (s != TAB_OK)
        return s;
    if (!visibility_valid(vis) || owner < TAB_NO_PLAYER)
        return tabi_fail(g, TAB_EINVAL, "tab_zone_set_visibility: bad visibility %d or owner %d",
                         (int)vis, owner);
    tabi_zone *zn = &g->st.zones[z];
    zn->owner = owner;
    zn->vis = (uint8_t)vis;
    tabi_emit(g, TAB_EV_ZONE_VISIBILITY, TAB_ID_NONE, z, vis, owner, zn->shared);
    return TAB_OK;
}

tab_status tab_zone_share(tab_game *g, tab_zone z, uint32_t players)
{
    TABI_CHECK_GAME(g);
    tab_status s = check_zone(g, z, "tab_zone_share");
    if (s != TAB_OK)
        return s;
    tabi_zone *zn = &g->st.zones[z];
    zn->shared = players;
    tabi_emit(g, TAB_EV_ZONE_VISIBILITY, TAB_ID_NONE, z, zn->vis, zn->owner, players);
    return TAB_OK;
}

tab_status tab_zone_shared(const tab_game *g, tab_zone z, uint32_t *out)
{
    TABI_CHECK_GAME(g);
    if (!out)
        return tabi_fail((tab_game *)g, TAB_EMISUSE, "tab_zone_shared: NULL out");
    tab_status s = check_zone((tab_game *)g, z, "tab_zone_shared");
    if (s == TAB_OK)
        *out = g->st.zones[z].shared;
    return s;
}

tab_status tab_zone_set_pool(tab_game *g, tab_zone z, tab_atom pool)
{
    TABI_CHECK_GAME(g);
    tab_status s = check_zone(g, z, "tab_zone_set_pool");
    if (s != TAB_OK)
        return s;
    if (pool != TAB_ATOM_NONE && !tabi_atom_valid(g, pool))
        return tabi_fail(g, TAB_EINVAL, "tab_zone_set_pool: pool %u is not an atom", pool);
    /* No event: a pool changes nobody's view, only what a search may
     * exchange when it determinizes. */
    g->st.zones[z].pool = pool;
    return TAB_OK;
}

tab_status tab_pool_set_faces(tab_game *g, tab_atom pool, const tab_atom *keys, uint32_t nkeys,
                              tab_atom back)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_pool_set_faces";
    if (!keys && nkeys)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL keys", who);
    if (pool == TAB_ATOM_NONE || !tabi_atom_valid(g, pool))
        return tabi_fail(g, TAB_EINVAL, "%s: pool %u is not an atom", who, pool);
    if (nkeys == 0 || nkeys > TAB_POOL_MAX_FACES)
        return tabi_fail(g, TAB_EINVAL, "%s: pool '%s' declares %u faces (1 to %d)", who,
                         tab_atom_str(g, pool), nkeys, TAB_POOL_MAX_FACES);
    for (uint32_t i = 0; i < nkeys; i++)
        if (keys[i] == TAB_ATOM_NONE || !tabi_atom_valid(g, keys[i]))
            return tabi_fail(g, TAB_EINVAL, "%s: face %u of pool '%s' is not an atom", who, i + 1,
                             tab_atom_str(g, pool));
    if (back != TAB_ATOM_NONE && !tabi_atom_valid(g, back))
        return tabi_fail(g, TAB_EINVAL, "%s: the back of pool '%s' is not an atom", who,
                         tab_atom_str(g, pool));
    uint32_t i = 0;
    while (i < g->nfaced && g->faces[i].pool != pool)
        i++;
    if (i == TAB_POOL_MAX_FACED)
        return tabi_fail(g, TAB_EINVAL, "%s: more than %d pools declare faces", who,
                         TAB_POOL_MAX_FACED);
    struct tabi_faces *f = &g->faces[i];
    f->pool = pool;
    f->back = back;
    f->nkeys = nkeys;
    memcpy(f->keys, keys, nkeys * sizeof *keys);
    if (i == g->nfaced)
        g->nfaced++;
    return TAB_OK;
}

uint32_t tab_pool_faces(const tab_game *g, tab_atom pool, tab_atom *keys, uint32_t cap,
                        tab_atom *back)
{
    for (uint32_t i = 0; g && pool != TAB_ATOM_NONE && i < g->nfaced; i++) {
        const struct tabi_faces *f = &g->faces[i];
        if (f->pool != pool)
            continue;
        for (uint32_t k = 0; keys && k < f->nkeys && k < cap; k++)
            keys[k] = f->keys[k];
        if (back)
            *back = f->back;
        return f->nkeys;
    }
    if (back)
        *back = TAB_ATOM_NONE;
    return 0;
}

tab_atom tab_zone_pool(const tab_game *g, tab_zone z)
{
    return g && zone_valid(g, z) ? g->st.zones[z].pool : TAB_ATOM_NONE;
}

uint32_t tab_zone_count(const tab_game *g)
{
    return g ? g->st.zone_len - 1 : 0;
}

uint32_t tab_zone_size(const tab_game *g, tab_zone z)
{
    return g && zone_valid(g, z) ? g->st.zones[z].items.len : 0;
}

tab_id tab_zone_at(const tab_game *g, tab_zone z, uint32_t i)
{
    if (!g || !zone_valid(g, z) || i >= g->st.zones[z].items.len)
        return TAB_ID_NONE;
    return tabi_items_of(g, z)[i];
}

tab_zone tab_zone_of(const tab_game *g, tab_id e, uint32_t *index)
{
    if (!g || !tabi_live(g, e))
        return TAB_ZONE_NONE;
    tab_zone z = g->st.ents[e].zone;
    if (z && index) {
        const tab_id *items = tabi_items_of(g, z);
        uint32_t i = 0;
        while (items[i] != e)
            i++;
        *index = i;
    }
    return z;
}

/* Takes e out of its zone without an event; returns the zone it left. */
static tab_zone detach(tab_game *g, tab_id e)
{
    uint32_t i;
    tab_zone z = tab_zone_of(g, e, &i);
    if (z) {
        tab_id *items = tabi_items_of(g, z);
        tabi_seg *seg = &g->st.zones[z].items;
        memmove(&items[i], &items[i + 1], (seg->len - i - 1) * sizeof *items);
        seg->len--;
        g->st.ents[e].zone = TAB_ZONE_NONE;
    }
    return z;
}

tab_status tab_zone_insert(tab_game *g, tab_zone z, tab_id e, uint32_t i)
{
    TABI_CHECK_GAME(g);
    tab_status s = check_zone(g, z, "tab_zone_insert");
    if (s != TAB_OK)
        return s;
    if (!tabi_live(g, e))
        return tabi_fail(g, TAB_ENOTFOUND, "tab_zone_insert: no entity %u", e);
    tabi_seg *seg = &g->st.zones[z].items;
    uint32_t len_after = seg->len - (g->st.ents[e].zone == z);
    if (i == TAB_ZONE_END)
        i = len_after;
    if (i > len_after)
        return tabi_fail(g, TAB_EINVAL, "tab_zone_insert: index %u is past the end (%u) of '%s'",
                         i, len_after, tab_atom_str(g, g->st.zones[z].name));
    /* Reserve before detaching, so a failure leaves everything where it was. */
    if ((s = tabi_pool_reserve(g, &g->st.items, seg, len_after + 1, item_owners(g))) != TAB_OK)
        return s;
    tab_zone from = detach(g, e);
    tab_id *items = tabi_items_of(g, z);
    memmove(&items[i + 1], &items[i], (seg->len - i) * sizeof *items);
    items[i] = e;
    seg->len++;
    g->st.ents[e].zone = z;
    tabi_emit(g, TAB_EV_ZONE_MOVE, e, from, z, i, 0);
    return TAB_OK;
}

tab_status tab_zone_remove(tab_game *g, tab_id e)
{
    TABI_CHECK_GAME(g);
    if (!tabi_live(g, e))
        return tabi_fail(g, TAB_ENOTFOUND, "tab_zone_remove: no entity %u", e);
    tab_zone from = detach(g, e);
    if (from)
        tabi_emit(g, TAB_EV_ZONE_MOVE, e, from, TAB_ZONE_NONE, 0, 0);
    return TAB_OK;
}

tab_status tab_zone_shuffle(tab_game *g, tab_zone z, tab_atom stream)
{
    TABI_CHECK_GAME(g);
    tab_status s = check_zone(g, z, "tab_zone_shuffle");
    if (s != TAB_OK)
        return s;
    uint64_t *rng = NULL;
    if ((s = tabi_public_stream(g, &stream, "tab_zone_shuffle", &rng)) != TAB_OK)
        return s;
    tabi_shuffle(rng, tabi_items_of(g, z), g->st.zones[z].items.len);
    tabi_emit(g, TAB_EV_ZONE_SHUFFLE, TAB_ID_NONE, z, stream, 0, 0);
    return TAB_OK;
}
