/* region.c - region maps: regions as entities, adjacency as one sorted array
 * of index pairs on the map, and breadth-first distance and range queries.
 *
 * State, all of it in the game:
 *   map    "region.list"  ref array: the regions, in id (= insertion) order;
 *                         a region's place in it is its index
 *          "region.adj"   int array: pairs (u, v) of region indices, sorted,
 *                         each adjacency stored both ways, so neighbours of u
 *                         are one run found by binary search, and symmetry
 *                         holds by construction (a change is one array write,
 *                         so it either happens whole or not at all)
 *   region "region.of" (ref: its map), "region.index" (int), "region.name" (atom),
 *          "region.terrain" (atom), "region.board", "region.number" (ints;
 *          absent when 0)
 * Queries allocate their scratch (distances, a queue) per call. */
#include <stdlib.h>
#include <stddef.h>
#include <string.h>

#include "atom.h"
#include "core.h"

#define MAX_REGIONS (1u << 24)

/* The module's property keys. */
typedef struct keys {
    tab_atom list, adj, of, index, name, terrain, board, number, map_kind;
} keys;

static const char *const key_names[] = {
    "region.list",    "region.adj",   "region.of",     "region.index", "region.name",
    "region.terrain", "region.board", "region.number", "region.map",
};

/* Where each key of key_names goes in keys: offsets, not an array of
 * pointers built on every call (keys are found on every query). */
static const size_t key_offsets[] = {
    offsetof(keys, list), offsetof(keys, adj), offsetof(keys, of), offsetof(keys, index),
    offsetof(keys, name), offsetof(keys, terrain), offsetof(keys, board), offsetof(keys, number),
    offsetof(keys, map_kind),
};

static tab_atom *key_slots(keys *k, size_t i)
{
    return (tab_atom *)((char *)k + key_offsets[i]);
}

#define NKEYS (sizeof key_names / sizeof *key_names)

/* Interns the keys (a write needs them all). Errors: TAB_ENOMEM. */
static tab_status keys_make(tab_game *g, keys *k)
{
    for (size_t i = 0; i < NKEYS; i++)
        if ((*key_slots(k, i) = tabi_atom_literal(g, key_names[i])) == TAB_ATOM_NONE)
            return TAB_ENOMEM;
    return TAB_OK;
}

/* Finds the keys without interning; a key never interned means no map or
 * region uses it yet (its atom stays NONE). */
static void keys_find(const tab_game *g, keys *k)
{
    for (size_t i = 0; i < NKEYS; i++)
        *key_slots(k, i) = tabi_atom_literal_find(g, key_names[i]);
}


static int is_map(tab_game *g, const keys *k, tab_id map)
{
    return k->map_kind != TAB_ATOM_NONE && tab_entity_kind(g, map) == k->map_kind;
}

/* The values of array property key of e, or none when it has no such array
 * (without setting an error message, as absence is normal here). */
static void array_of(tab_game *g, tab_id e, tab_atom key, const int32_t **vals, uint32_t *n)
{
    tab_value v;
    *vals = NULL;
    *n = 0;
    if (key != TAB_ATOM_NONE && tab_entity_get(g, e, key, &v) == TAB_OK &&
        v.type == TAB_VARRAY)
        tab_entity_get_array(g, e, key, NULL, vals, n);
}

static tab_atom atom_prop(tab_game *g, tab_id e, tab_atom key)
{
    tab_value v;
    if (key == TAB_ATOM_NONE || !tab_entity_exists(g, e) ||
        tab_entity_get(g, e, key, &v) != TAB_OK || v.type != TAB_VATOM)
        return TAB_ATOM_NONE;
    return v.as.atom;
}

/* Whether r is a region; then its map and index. Checks the map's list
 * agrees, so an entity that merely carries the properties is not one. */
static int region_of(tab_game *g, const keys *k, tab_id r, tab_id *map, uint32_t *index)
{
    tab_value v;
    if (k->of == TAB_ATOM_NONE || !tab_entity_exists(g, r) ||
        tab_entity_get(g, r, k->of, &v) != TAB_OK || v.type != TAB_VREF)
        return 0;
    tab_id m = v.as.ref;
    int64_t i = tab_entity_get_int(g, r, k->index, -1);
    const int32_t *list;
    uint32_t n;
    if (!is_map(g, k, m) || i < 0)
        return 0;
    array_of(g, m, k->list, &list, &n);
    if ((uint64_t)i >= n || (tab_id)list[i] != r)
        return 0;
    *map = m;
    *index = (uint32_t)i;
    return 1;
}

static tab_status check_region(tab_game *g, const keys *k, tab_id r, tab_id *map,
                               uint32_t *index, const char *who)
{
    if (!region_of(g, k, r, map, index))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not a region", who, r);
    return TAB_OK;
}

static tab_status check_map(tab_game *g, const keys *k, tab_id map, const char *who)
{
    if (!is_map(g, k, map))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not a region map", who, map);
    return TAB_OK;
}

/* Whether map is a map (finding the keys into k); then its regions. */
static int list_of(tab_game *g, keys *k, tab_id map, const int32_t **list, uint32_t *n)
{
    keys_find(g, k);
    if (!is_map(g, k, map))
        return 0;
    array_of(g, map, k->list, list, n);
    return 1;
}

/* The first of the np pairs at adj that is not before (u, v). */
static uint32_t pairs_lower(const int32_t *adj, uint32_t np, uint32_t u, uint32_t v)
{
    uint32_t lo = 0, hi = np;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        uint32_t mu = (uint32_t)adj[2 * mid], mv = (uint32_t)adj[2 * mid + 1];
        if (mu < u || (mu == u && mv < v))
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static int pairs_has(const int32_t *adj, uint32_t np, uint32_t u, uint32_t v)
{
    uint32_t i = pairs_lower(adj, np, u, v);
    return i < np && (uint32_t)adj[2 * i] == u && (uint32_t)adj[2 * i + 1] == v;
}

/* ---- Maps and regions --------------------------------------------------- */

tab_status tab_region_map_new(tab_game *g, tab_id *out)
{
    TABI_CHECK_GAME(g);
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "tab_region_map_new: NULL out");
    keys k;
    tab_status s = keys_make(g, &k);
    if (s != TAB_OK)
        return s;
    /* The map starts with no arrays at all: absent means empty, so creating
     * it is one step that either happens or not. */
    return tab_entity_new(g, k.map_kind, out);
}

tab_status tab_region_map_free(tab_game *g, tab_id map)
{
    TABI_CHECK_GAME(g);
    if (map == TAB_ID_NONE)
        return TAB_OK;
    keys k;
    keys_find(g, &k);
    tab_status s = check_map(g, &k, map, "tab_region_map_free");
    if (s != TAB_OK)
        return s;
    /* From the last region back; the list is fetched again after each free. */
    for (uint32_t i = tab_region_count(g, map); i-- > 0;) {
        const int32_t *list;
        uint32_t n;
        array_of(g, map, k.list, &list, &n);
        tab_id r = (tab_id)list[i];
        if (tab_region_map_of(g, r) == map) /* never an entity a script slipped in */
            tab_entity_free(g, r);
    }
    return tab_entity_free(g, map);
}

static tab_status check_spec(tab_game *g, const keys *k, tab_id map, const tab_region_spec *sp)
{
    const char *who = "tab_region_add";
    if (!tabi_atom_valid(g, sp->name))
        return tabi_fail(g, TAB_EINVAL, "%s: name %u is not an atom", who, sp->name);
    if (sp->kind != TAB_ATOM_NONE && !tabi_atom_valid(g, sp->kind))
        return tabi_fail(g, TAB_EINVAL, "%s: kind %u is not an atom", who, sp->kind);
    if (sp->terrain != TAB_ATOM_NONE && !tabi_atom_valid(g, sp->terrain))
        return tabi_fail(g, TAB_EINVAL, "%s: terrain %u is not an atom", who, sp->terrain);
    if (sp->board < 0 || sp->number < 0)
        return tabi_fail(g, TAB_EINVAL, "%s: negative board %d or number %d", who,
                         (int)sp->board, (int)sp->number);
    const int32_t *list;
    uint32_t n;
    array_of(g, map, k->list, &list, &n);
    if (n >= MAX_REGIONS)
        return tabi_fail(g, TAB_EINVAL, "%s: map %u is full", who, map);
    for (uint32_t i = 0; i < n; i++) {
        tab_id r = (tab_id)list[i];
        if (atom_prop(g, r, k->name) == sp->name)
            return tabi_fail(g, TAB_EINVAL, "%s: map %u has a region named '%s'", who, map,
                             tab_atom_str(g, sp->name));
        if (sp->board > 0 && sp->number > 0 &&
            tab_entity_get_int(g, r, k->board, 0) == sp->board &&
            tab_entity_get_int(g, r, k->number, 0) == sp->number)
            return tabi_fail(g, TAB_EINVAL, "%s: map %u has land %d of board %d", who, map,
                             (int)sp->number, (int)sp->board);
    }
    return TAB_OK;
}

/* Sets the new region's properties and appends it to the map's list; the
 * caller takes the entity back when this fails. */
static tab_status add_region(tab_game *g, const keys *k, tab_id map, tab_id e,
                             const tab_region_spec *sp, int32_t *scratch)
{
    const int32_t *list;
    uint32_t n;
    array_of(g, map, k->list, &list, &n);
    if (n)
        memcpy(scratch, list, (size_t)n * sizeof *scratch);
    scratch[n] = (int32_t)e;
    tab_status s = tab_entity_set(g, e, k->of, tab_ref(map));
    if (s == TAB_OK)
        s = tab_entity_set(g, e, k->index, tab_int(n));
    if (s == TAB_OK)
        s = tab_entity_set(g, e, k->name, tab_atomv(sp->name));
    if (s == TAB_OK && sp->terrain != TAB_ATOM_NONE)
        s = tab_entity_set(g, e, k->terrain, tab_atomv(sp->terrain));
    if (s == TAB_OK && sp->board != 0)
        s = tab_entity_set(g, e, k->board, tab_int(sp->board));
    if (s == TAB_OK && sp->number != 0)
        s = tab_entity_set(g, e, k->number, tab_int(sp->number));
    /* Last, so that when it fails the map is untouched. */
    if (s == TAB_OK)
        s = tab_entity_set_array(g, map, k->list, TAB_VREF, scratch, n + 1);
    return s;
}

tab_status tab_region_add(tab_game *g, tab_id map, const tab_region_spec *spec, tab_id *out)
{
    TABI_CHECK_GAME(g);
    if (!spec)
        return tabi_fail(g, TAB_EMISUSE, "tab_region_add: NULL spec");
    keys k;
    keys_find(g, &k);
    tab_status s = check_map(g, &k, map, "tab_region_add");
    if (s == TAB_OK)
        s = check_spec(g, &k, map, spec);
    if (s == TAB_OK)
        s = keys_make(g, &k);
    if (s != TAB_OK)
        return s;
    tab_atom kind = spec->kind;
    if (kind == TAB_ATOM_NONE && (kind = tabi_atom_literal(g, "region")) == TAB_ATOM_NONE)
        return TAB_ENOMEM;
    uint32_t n = tab_region_count(g, map);
    size_t size = ((size_t)n + 1) * sizeof(int32_t);
    int32_t *scratch = tabi_realloc(g, NULL, 0, size);
    if (!scratch)
        return tabi_fail(g, TAB_ENOMEM, "tab_region_add: out of memory");
    tab_id e;
    if ((s = tab_entity_new(g, kind, &e)) == TAB_OK &&
        (s = add_region(g, &k, map, e, spec, scratch)) != TAB_OK)
        tabi_entity_unmake(g, e);
    tabi_free(g, scratch, size);
    if (s != TAB_OK)
        return s;
    tabi_emit(g, TAB_EV_REGION_ADD, e, map, spec->name, 0, 0);
    if (out)
        *out = e;
    return TAB_OK;
}

uint32_t tab_region_count(tab_game *g, tab_id map)
{
    keys k;
    const int32_t *list;
    uint32_t n;
    return g && list_of(g, &k, map, &list, &n) ? n : 0;
}

tab_id tab_region_at(tab_game *g, tab_id map, uint32_t i)
{
    keys k;
    const int32_t *list;
    uint32_t n;
    return g && list_of(g, &k, map, &list, &n) && i < n ? (tab_id)list[i] : TAB_ID_NONE;
}

tab_id tab_region_find(tab_game *g, tab_id map, tab_atom name)
{
    keys k;
    const int32_t *list;
    uint32_t n;
    if (!g || name == TAB_ATOM_NONE || !list_of(g, &k, map, &list, &n))
        return TAB_ID_NONE;
    for (uint32_t i = 0; i < n; i++)
        if (atom_prop(g, (tab_id)list[i], k.name) == name)
            return (tab_id)list[i];
    return TAB_ID_NONE;
}

tab_id tab_region_find_land(tab_game *g, tab_id map, int32_t board, int32_t number)
{
    keys k;
    const int32_t *list;
    uint32_t n;
    if (!g || board <= 0 || number <= 0 || !list_of(g, &k, map, &list, &n))
        return TAB_ID_NONE;
    for (uint32_t i = 0; i < n; i++) {
        tab_id r = (tab_id)list[i];
        if (tab_entity_get_int(g, r, k.board, 0) == board &&
            tab_entity_get_int(g, r, k.number, 0) == number)
            return r;
    }
    return TAB_ID_NONE;
}

tab_id tab_region_map_of(tab_game *g, tab_id region)
{
    if (!g)
        return TAB_ID_NONE;
    keys k;
    keys_find(g, &k);
    tab_id map;
    uint32_t index;
    return region_of(g, &k, region, &map, &index) ? map : TAB_ID_NONE;
}

tab_status tab_region_info(tab_game *g, tab_id region, tab_region_spec *spec)
{
    TABI_CHECK_GAME(g);
    if (!spec)
        return tabi_fail(g, TAB_EMISUSE, "tab_region_info: NULL spec");
    keys k;
    keys_find(g, &k);
    tab_id map;
    uint32_t index;
    tab_status s = check_region(g, &k, region, &map, &index, "tab_region_info");
    if (s != TAB_OK)
        return s;
    spec->kind = tab_entity_kind(g, region);
    spec->name = atom_prop(g, region, k.name);
    spec->terrain = atom_prop(g, region, k.terrain);
    spec->board = (int32_t)tab_entity_get_int(g, region, k.board, 0);
    spec->number = (int32_t)tab_entity_get_int(g, region, k.number, 0);
    return TAB_OK;
}

static bool matches(tab_game *g, const keys *k, tab_id r, const tab_region_filter *f)
{
    if (!f)
        return true;
    if (f->kind != TAB_ATOM_NONE && tab_entity_kind(g, r) != f->kind)
        return false;
    if (f->terrain != TAB_ATOM_NONE && atom_prop(g, r, k->terrain) != f->terrain)
        return false;
    if (f->tag != TAB_ATOM_NONE && !tab_entity_has_tag(g, r, f->tag))
        return false;
    if (f->without != TAB_ATOM_NONE && tab_entity_has_tag(g, r, f->without))
        return false;
    if (f->board != 0 && tab_entity_get_int(g, r, k->board, 0) != f->board)
        return false;
    return !f->pred || f->pred(g, r, f->ud);
}

bool tab_region_matches(tab_game *g, tab_id region, const tab_region_filter *filter)
{
    if (!g)
        return false;
    keys k;
    keys_find(g, &k);
    tab_id map;
    uint32_t index;
    return region_of(g, &k, region, &map, &index) && matches(g, &k, region, filter);
}

/* ---- Adjacency ------------------------------------------------------------ */

/* Connects (on) or disconnects a and b: one new "region.adj" array. */
static tab_status link(tab_game *g, tab_id a, tab_id b, int on, const char *who)
{
    TABI_CHECK_GAME(g);
    keys k;
    keys_find(g, &k);
    tab_id ma, mb;
    uint32_t ia, ib;
    tab_status s = check_region(g, &k, a, &ma, &ia, who);
    if (s == TAB_OK)
        s = check_region(g, &k, b, &mb, &ib, who);
    if (s != TAB_OK)
        return s;
    if (a == b)
        return tabi_fail(g, TAB_EINVAL, "%s: region %u cannot border itself", who, a);
    if (ma != mb)
        return tabi_fail(g, TAB_EINVAL, "%s: regions %u and %u are on different maps", who, a,
                         b);
    const int32_t *adj;
    uint32_t len;
    array_of(g, ma, k.adj, &adj, &len);
    uint32_t np = len / 2;
    /* Each direction on its own, so that even a half-made adjacency (an
     * array a script wrote) comes out whole. */
    uint32_t lo = ia < ib ? ia : ib, hi = ia < ib ? ib : ia;
    int has1 = pairs_has(adj, np, lo, hi), has2 = pairs_has(adj, np, hi, lo);
    if (on ? has1 && has2 : !has1 && !has2)
        return TAB_OK;
    uint32_t newp = on ? np + !has1 + !has2 : np - has1 - has2;
    size_t size = ((size_t)newp * 2 + 1) * sizeof(int32_t);
    int32_t *next = tabi_realloc(g, NULL, 0, size);
    if (!next)
        return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
    /* A merge of the old pairs with (lo, hi) and (hi, lo), in order. */
    uint32_t p1 = pairs_lower(adj, np, lo, hi), p2 = pairs_lower(adj, np, hi, lo);
    uint32_t w = 0;
    for (uint32_t i = 0; i <= np; i++) {
        if (on && !has1 && i == p1) {
            next[w++] = (int32_t)lo;
            next[w++] = (int32_t)hi;
        }
        if (on && !has2 && i == p2) {
            next[w++] = (int32_t)hi;
            next[w++] = (int32_t)lo;
        }
        if (i == np || (!on && ((has1 && i == p1) || (has2 && i == p2))))
            continue;
        next[w++] = adj[2 * i];
        next[w++] = adj[2 * i + 1];
    }
    if ((s = keys_make(g, &k)) == TAB_OK)
        s = tab_entity_set_array(g, ma, k.adj, TAB_VINT, next, newp * 2);
    tabi_free(g, next, size);
    if (s != TAB_OK)
        return s;
    tab_id first = a < b ? a : b, second = a < b ? b : a;
    tabi_emit(g, on ? TAB_EV_REGION_CONNECT : TAB_EV_REGION_DISCONNECT, first, second, 0, 0, 0);
    return TAB_OK;
}

tab_status tab_region_connect(tab_game *g, tab_id a, tab_id b)
{
    return link(g, a, b, 1, "tab_region_connect");
}

tab_status tab_region_disconnect(tab_game *g, tab_id a, tab_id b)
{
    return link(g, a, b, 0, "tab_region_disconnect");
}

bool tab_region_adjacent(tab_game *g, tab_id a, tab_id b)
{
    if (!g)
        return false;
    keys k;
    keys_find(g, &k);
    tab_id ma, mb;
    uint32_t ia, ib;
    if (!region_of(g, &k, a, &ma, &ia) || !region_of(g, &k, b, &mb, &ib) || ma != mb)
        return false;
    const int32_t *adj;
    uint32_t len;
    array_of(g, ma, k.adj, &adj, &len);
    return pairs_has(adj, len / 2, ia, ib);
}

tab_status tab_region_neighbors(tab_game *g, tab_id region, tab_id *out, uint32_t cap,
                                uint32_t *n)
{
    TABI_CHECK_GAME(g);
    if (!n || (!out && cap))
        return tabi_fail(g, TAB_EMISUSE, "tab_region_neighbors: NULL out or n");
    keys k;
    keys_find(g, &k);
    tab_id map;
    uint32_t u;
    tab_status s = check_region(g, &k, region, &map, &u, "tab_region_neighbors");
    if (s != TAB_OK)
        return s;
    const int32_t *adj, *list;
    uint32_t len, nlist, count = 0;
    array_of(g, map, k.adj, &adj, &len);
    array_of(g, map, k.list, &list, &nlist);
    for (uint32_t i = pairs_lower(adj, len / 2, u, 0); i < len / 2 && (uint32_t)adj[2 * i] == u;
         i++) {
        uint32_t v = (uint32_t)adj[2 * i + 1];
        if (v >= nlist)
            continue; /* an overwritten array; see search_run */
        if (count < cap)
            out[count] = (tab_id)list[v];
        count++;
    }
    *n = count;
    return TAB_OK;
}

tab_status tab_region_mark_coastal(tab_game *g, tab_id map, tab_atom ocean)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_region_mark_coastal";
    keys k;
    keys_find(g, &k);
    tab_status s = check_map(g, &k, map, who);
    if (s != TAB_OK)
        return s;
    if (!tabi_atom_valid(g, ocean))
        return tabi_fail(g, TAB_EINVAL, "%s: ocean %u is not an atom", who, ocean);
    tab_atom tags[2] = {tabi_atom_literal(g, "coastal"), tabi_atom_literal(g, "inland")};
    if (!tags[0] || !tags[1])
        return TAB_ENOMEM;
    uint32_t n = tab_region_count(g, map);
    /* Plan first (ids and the tag each gets, -1 for none), while the arrays
     * are still valid, then tag. */
    size_t size = (size_t)n * (sizeof(tab_id) + sizeof(int8_t)) + 1;
    tab_id *ids = tabi_realloc(g, NULL, 0, size);
    if (!ids)
        return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
    int8_t *want = (int8_t *)(ids + n);
    const int32_t *list, *adj;
    uint32_t nlist, len;
    array_of(g, map, k.list, &list, &nlist);
    for (uint32_t i = 0; i < n; i++) {
        ids[i] = (tab_id)list[i];
        want[i] = atom_prop(g, ids[i], k.terrain) == ocean ? -1 : 1;
    }
    array_of(g, map, k.adj, &adj, &len);
    for (uint32_t i = 0; i < len / 2; i++) {
        uint32_t u = (uint32_t)adj[2 * i], v = (uint32_t)adj[2 * i + 1];
        if (u < n && v < n && want[u] == 1 && atom_prop(g, ids[v], k.terrain) == ocean)
            want[u] = 0;
    }
    /* Additions can fail; undo those done (untagging never allocates). */
    uint32_t done = 0;
    for (; done < n && s == TAB_OK; done++)
        if (want[done] >= 0 && !tab_entity_has_tag(g, ids[done], tags[want[done]]) &&
            (s = tab_entity_tag(g, ids[done], tags[want[done]])) == TAB_OK)
            want[done] += 2; /* remembers that this call added it */
    if (s != TAB_OK) {
        for (uint32_t i = 0; i < done; i++)
            if (want[i] >= 2)
                tab_entity_untag(g, ids[i], tags[want[i] - 2]);
    } else {
        for (uint32_t i = 0; i < n; i++)
            if (want[i] >= 0)
                tab_entity_untag(g, ids[i], tags[1 - want[i] % 2]);
    }
    tabi_free(g, ids, size);
    return s;
}

/* ---- Queries ------------------------------------------------------------------ */

/* A breadth-first search over one map. */
typedef struct search {
    tab_game *g;
    keys k;
    tab_id map;
    const int32_t *list, *adj;
    uint32_t n, np;
    int32_t *dist;   /* per region index; -1 not reached */
    uint32_t *queue; /* region indices in the order reached */
    uint32_t head, tail;
    uint32_t cap;   /* regions when the search began: the scratch's size */
    int changed;    /* a caller's test added or removed regions: stopped */
    size_t size;
} search;

static void search_fetch(search *q)
{
    uint32_t len;
    array_of(q->g, q->map, q->k.list, &q->list, &q->n);
    array_of(q->g, q->map, q->k.adj, &q->adj, &len);
    q->np = len / 2;
}

/* After a caller's test ran: the arrays again, and whether the regions are
 * still those the scratch was sized for. */
static int search_refetch(search *q)
{
    if (!is_map(q->g, &q->k, q->map))
        q->n = 0;
    else
        search_fetch(q);
    q->changed |= q->n != q->cap;
    return !q->changed;
}

static tab_status search_init(search *q, tab_game *g, const keys *k, tab_id map, const char *who)
{
    q->g = g;
    q->k = *k;
    q->map = map;
    search_fetch(q);
    q->cap = q->n;
    q->changed = 0;
    q->head = q->tail = 0;
    q->size = (size_t)q->n * (sizeof *q->dist + sizeof *q->queue) + 1;
    q->dist = tabi_realloc(g, NULL, 0, q->size);
    if (!q->dist)
        return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
    q->queue = (uint32_t *)(q->dist + q->n);
    memset(q->dist, 0xff, (size_t)q->n * sizeof *q->dist);
    return TAB_OK;
}

static void search_done(search *q)
{
    tabi_free(q->g, q->dist, q->size);
}

static void search_seed(search *q, uint32_t u)
{
    if (q->dist[u] < 0) {
        q->dist[u] = 0;
        q->queue[q->tail++] = u;
    }
}

/* Runs until the queue is empty, range is reached or target (an index, or
 * UINT32_MAX for none) is found. */
static void search_run(search *q, uint32_t range, const tab_region_filter *through,
                       uint32_t target)
{
    while (q->head < q->tail) {
        uint32_t u = q->queue[q->head++];
        if (u == target)
            return;
        if ((uint32_t)q->dist[u] >= range)
            continue;
        if (through && q->dist[u] > 0) {
            bool pass = matches(q->g, &q->k, (tab_id)q->list[u], through);
            if (!search_refetch(q))
                return;
            if (!pass)
                continue;
        }
        for (uint32_t i = pairs_lower(q->adj, q->np, u, 0);
             i < q->np && (uint32_t)q->adj[2 * i] == u; i++) {
            uint32_t v = (uint32_t)q->adj[2 * i + 1];
            /* The array is game state a script could overwrite: never
             * trust an index. */
            if (v < q->n && q->dist[v] < 0) {
                q->dist[v] = q->dist[u] + 1;
                q->queue[q->tail++] = v;
            }
        }
    }
}

static tab_status filter_changed(tab_game *g, const char *who, tab_id map)
{
    return tabi_fail(g, TAB_EMISUSE, "%s: a filter added or removed regions of map %u", who,
                     map);
}

tab_status tab_region_distance(tab_game *g, tab_id a, tab_id b, const tab_region_filter *through,
                               int32_t *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_region_distance";
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    keys k;
    keys_find(g, &k);
    tab_id ma, mb;
    uint32_t ia, ib;
    tab_status s = check_region(g, &k, a, &ma, &ia, who);
    if (s == TAB_OK)
        s = check_region(g, &k, b, &mb, &ib, who);
    if (s == TAB_OK && ma != mb)
        s = tabi_fail(g, TAB_EINVAL, "%s: regions %u and %u are on different maps", who, a, b);
    search q;
    if (s != TAB_OK || (s = search_init(&q, g, &k, ma, who)) != TAB_OK)
        return s;
    search_seed(&q, ia);
    search_run(&q, UINT32_MAX, through, ib);
    int32_t d = q.dist[ib];
    search_done(&q);
    if (q.changed)
        return filter_changed(g, who, ma);
    *out = d;
    return TAB_OK;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

tab_status tab_region_within(tab_game *g, const tab_id *from, uint32_t nfrom, uint32_t range,
                             const tab_region_filter *match, const tab_region_filter *through,
                             tab_id *out, int32_t *dist, uint32_t cap, uint32_t *n)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_region_within";
    if (!n || (cap && !out))
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out or n", who);
    if (!from || nfrom == 0)
        return tabi_fail(g, TAB_EINVAL, "%s: no source regions", who);
    keys k;
    keys_find(g, &k);
    tab_id map = TAB_ID_NONE;
    for (uint32_t i = 0; i < nfrom; i++) {
        tab_id m = TAB_ID_NONE;
        uint32_t index;
        tab_status s = check_region(g, &k, from[i], &m, &index, who);
        if (s != TAB_OK)
            return s;
        if (i > 0 && m != map)
            return tabi_fail(g, TAB_EINVAL, "%s: sources %u and %u are on different maps", who,
                             from[0], from[i]);
        map = m;
    }
    search q;
    tab_status s = search_init(&q, g, &k, map, who);
    if (s != TAB_OK)
        return s;
    /* Room to sort what was reached by (distance, index), then to hold the
     * candidates' ids and distances while the filter (which may call the
     * caller) looks at them. */
    size_t size = (size_t)q.n * (sizeof(uint64_t) + sizeof(tab_id) + sizeof(int32_t)) + 1;
    uint64_t *order = tabi_realloc(g, NULL, 0, size);
    if (!order) {
        search_done(&q);
        return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
    }
    tab_id *ids = (tab_id *)(order + q.n);
    int32_t *ds = (int32_t *)(ids + q.n);
    for (uint32_t i = 0; i < nfrom; i++)
        search_seed(&q, (uint32_t)tab_entity_get_int(g, from[i], k.index, 0));
    search_run(&q, range, through, UINT32_MAX);
    if (q.changed) {
        search_done(&q);
        tabi_free(g, order, size);
        return filter_changed(g, who, map);
    }
    uint32_t reached = q.tail;
    for (uint32_t i = 0; i < reached; i++) {
        uint32_t u = q.queue[i];
        order[i] = (uint64_t)q.dist[u] << 32 | u;
    }
    qsort(order, reached, sizeof *order, cmp_u64);
    for (uint32_t i = 0; i < reached; i++) {
        ids[i] = (tab_id)q.list[(uint32_t)order[i]];
        ds[i] = (int32_t)(order[i] >> 32);
    }
    search_done(&q);
    uint32_t count = 0;
    for (uint32_t i = 0; i < reached; i++) {
        if (!matches(g, &k, ids[i], match))
            continue;
        if (count < cap) {
            out[count] = ids[i];
            if (dist)
                dist[count] = ds[i];
        }
        count++;
    }
    tabi_free(g, order, size);
    *n = count;
    return TAB_OK;
}

tab_status tab_region_select(tab_game *g, tab_id map, const tab_region_filter *match,
                             tab_id *out, uint32_t cap, uint32_t *n)
{
    TABI_CHECK_GAME(g);
    if (!n || (cap && !out))
        return tabi_fail(g, TAB_EMISUSE, "tab_region_select: NULL out or n");
    keys k;
    keys_find(g, &k);
    tab_status s = check_map(g, &k, map, "tab_region_select");
    if (s != TAB_OK)
        return s;
    uint32_t count = 0, total = tab_region_count(g, map);
    /* One region at a time, as the caller's test may change g. */
    for (uint32_t i = 0; i < total; i++) {
        tab_id r = tab_region_at(g, map, i);
        if (r == TAB_ID_NONE || !matches(g, &k, r, match))
            continue;
        if (count < cap)
            out[count] = r;
        count++;
    }
    *n = count;
    return TAB_OK;
}
