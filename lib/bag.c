/* bag.c - bags: a zone of tokens kept in id order (a bag has no order of
 * its own), drawn from uniformly with a named random stream, refilled from a
 * discard zone. All of a bag's state is its entity's properties and its
 * zones. */
#include "atom.h"
#include "core.h"
#include "deck.h"
#include "rng.h"

typedef struct bag_keys {
    tab_atom kind, zone, discard, refill, stream;
} bag_keys;

static const char *const key_names[] = {"bag", "bag.zone", "bag.discard", "bag.refill",
                                        "bag.stream"};

static void find_keys(const tab_game *g, bag_keys *k)
{
    tab_atom *a = &k->kind;
    for (size_t i = 0; i < sizeof key_names / sizeof *key_names; i++)
        a[i] = tabi_atom_literal_find(g, key_names[i]);
}

static tab_status intern_keys(tab_game *g, bag_keys *k)
{
    tab_atom *a = &k->kind;
    for (size_t i = 0; i < sizeof key_names / sizeof *key_names; i++)
        if ((a[i] = tabi_atom_literal(g, key_names[i])) == TAB_ATOM_NONE)
            return TAB_ENOMEM;
    return TAB_OK;
}

typedef struct bag_rec {
    tab_id id;
    tab_zone zone, discard;
    tab_bag_refill_policy refill;
    tab_atom stream;
    bag_keys k;
} bag_rec;

/* Reads bag's record into *b; who names the caller in messages (NULL: set
 * no message). */
static tab_status load_bag(const tab_game *g, tab_id bag, const char *who, bag_rec *b)
{
    tab_game *w = (tab_game *)g; /* only for the error message */
    if (!tabi_live(g, bag))
        return who ? tabi_fail(w, TAB_ENOTFOUND, "%s: no entity %u", who, bag) : TAB_ENOTFOUND;
    find_keys(g, &b->k);
    tab_atom kind = g->st.ents[bag].kind;
    if (b->k.kind == TAB_ATOM_NONE || kind != b->k.kind)
        return who ? tabi_fail(w, TAB_EINVAL, "%s: entity %u is a '%s', not a bag", who, bag,
                               tab_atom_str(g, kind))
                   : TAB_EINVAL;
    b->id = bag;
    int64_t zone = tab_entity_get_int(g, bag, b->k.zone, 0);
    int64_t discard = tab_entity_get_int(g, bag, b->k.discard, 0);
    int64_t refill = tab_entity_get_int(g, bag, b->k.refill, TAB_BAG_REFILL_NONE);
    tab_value stream = {TAB_VNONE, {0}};
    if (b->k.stream)
        tab_entity_get(w, bag, b->k.stream, &stream);
    int ok = zone > 0 && zone < g->st.zone_len && discard >= 0 && discard < g->st.zone_len &&
             (refill == TAB_BAG_REFILL_NONE || (refill == TAB_BAG_REFILL_DISCARD && discard)) &&
             (stream.type == TAB_VNONE || stream.type == TAB_VATOM);
    if (!ok)
        return who ? tabi_fail(w, TAB_EINVAL, "%s: bag %u has bad bag.* properties", who, bag)
                   : TAB_EINVAL;
    b->zone = (tab_zone)zone;
    b->discard = (tab_zone)discard;
    b->refill = (tab_bag_refill_policy)refill;
    b->stream = stream.type == TAB_VATOM ? stream.as.atom : TAB_ATOM_MAIN;
    return TAB_OK;
}

static uint32_t zsize(const tab_game *g, tab_zone z)
{
    return z ? g->st.zones[z].items.len : 0;
}

static tab_status check_token(tab_game *g, tab_id token, const char *who)
{
    if (!tabi_live(g, token))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no entity %u", who, token);
    tab_atom bag_kind = tabi_atom_literal_find(g, "bag");
    if (bag_kind && g->st.ents[token].kind == bag_kind)
        return tabi_fail(g, TAB_EINVAL, "%s: entity %u is a bag, not a token", who, token);
    return TAB_OK;
}

/* Whether some bag uses zone z. */
static tab_id bag_using(const tab_game *g, tab_zone z)
{
    bag_keys k;
    find_keys(g, &k);
    if (k.kind == TAB_ATOM_NONE)
        return TAB_ID_NONE;
    for (tab_id e = tab_entity_next(g, 0, k.kind); e; e = tab_entity_next(g, e, k.kind))
        if (tab_entity_get_int(g, e, k.zone, 0) == z || tab_entity_get_int(g, e, k.discard, 0) == z)
            return e;
    return TAB_ID_NONE;
}

/* Where token goes in the bag's zone, counted without it: after every
 * smaller id. */
static uint32_t sorted_index(const tab_game *g, tab_zone z, tab_id token)
{
    const tab_id *items = tabi_items_of(g, z);
    uint32_t lo = 0, hi = zsize(g, z);
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (items[mid] < token)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Moves token into the bag's zone at its place in id order (one move: all
 * or nothing). */
static tab_status put_sorted(tab_game *g, tab_zone z, tab_id token)
{
    return tab_zone_insert(g, z, token, sorted_index(g, z, token));
}

tab_status tab_bag_new(tab_game *g, tab_zone zone, tab_zone discard, tab_bag_refill_policy refill,
                       tab_id *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_bag_new";
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    if (!tabi_zone_valid(g, zone))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no bag zone %u", who, zone);
    if (discard != TAB_ZONE_NONE && !tabi_zone_valid(g, discard))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no discard zone %u", who, discard);
    if (zone == discard)
        return tabi_fail(g, TAB_EINVAL, "%s: '%s' cannot be both bag and discard", who,
                         tabi_zone_name(g, zone));
    if (refill != TAB_BAG_REFILL_NONE && refill != TAB_BAG_REFILL_DISCARD)
        return tabi_fail(g, TAB_EINVAL, "%s: bad refill policy %d", who, (int)refill);
    if (refill == TAB_BAG_REFILL_DISCARD && !discard)
        return tabi_fail(g, TAB_EINVAL, "%s: bag '%s' refills from a discard but has none", who,
                         tabi_zone_name(g, zone));
    tab_zone zs[2] = {zone, discard};
    for (int i = 0; i < 2; i++) {
        tab_id other = zs[i] ? bag_using(g, zs[i]) : TAB_ID_NONE;
        if (other)
            return tabi_fail(g, TAB_EINVAL, "%s: zone '%s' already belongs to bag %u", who,
                             tabi_zone_name(g, zs[i]), other);
    }
    bag_keys k;
    tab_status s = intern_keys(g, &k);
    /* Room for every property first: the bag comes into being whole or not
     * at all. */
    if (s == TAB_OK)
        s = tabi_props_reserve_new(g, 4);
    tab_id b = TAB_ID_NONE;
    if (s == TAB_OK)
        s = tab_entity_new(g, k.kind, &b);
    if (s != TAB_OK)
        return s;
    const tab_atom keys[4] = {k.zone, k.discard, k.refill, k.stream};
    const tab_value vals[4] = {tab_int(zone), tab_int(discard), tab_int(refill),
                               tab_atomv(g->st.zones[zone].name)};
    for (int i = 0; i < 4 && s == TAB_OK; i++)
        s = tab_entity_set(g, b, keys[i], vals[i]);
    if (s != TAB_OK) { /* not expected with the room reserved; no half-made bag */
        tab_entity_free(g, b);
        return s;
    }
    /* Selection sort by id, moving within the zone (which needs no room). */
    uint32_t n = zsize(g, zone);
    for (uint32_t i = 0; i + 1 < n; i++) {
        const tab_id *items = tabi_items_of(g, zone);
        uint32_t min = i;
        for (uint32_t j = i + 1; j < n; j++)
            if (items[j] < items[min])
                min = j;
        if (min != i)
            tab_zone_insert(g, zone, items[min], i);
    }
    *out = b;
    return TAB_OK;
}

tab_status tab_bag_info(const tab_game *g, tab_id bag, tab_zone *zone, tab_zone *discard,
                        tab_bag_refill_policy *refill)
{
    TABI_CHECK_GAME(g);
    bag_rec b;
    tab_status s = load_bag(g, bag, "tab_bag_info", &b);
    if (s != TAB_OK)
        return s;
    if (zone)
        *zone = b.zone;
    if (discard)
        *discard = b.discard;
    if (refill)
        *refill = b.refill;
    return TAB_OK;
}

tab_status tab_bag_set_stream(tab_game *g, tab_id bag, tab_atom stream)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_bag_set_stream";
    bag_rec b;
    tab_status s = load_bag(g, bag, who, &b);
    if (s != TAB_OK)
        return s;
    if (stream == TAB_ATOM_NONE)
        stream = TAB_ATOM_MAIN;
    if (!tabi_atom_valid(g, stream))
        return tabi_fail(g, TAB_EINVAL, "%s: stream %u is not an atom", who, stream);
    if ((s = intern_keys(g, &b.k)) != TAB_OK)
        return s;
    return tab_entity_set(g, bag, b.k.stream, tab_atomv(stream));
}

uint32_t tab_bag_size(const tab_game *g, tab_id bag)
{
    bag_rec b;
    return g && load_bag(g, bag, NULL, &b) == TAB_OK ? zsize(g, b.zone) : 0;
}

uint32_t tab_bag_count(const tab_game *g, tab_id bag, tab_atom kind)
{
    bag_rec b;
    if (!g || load_bag(g, bag, NULL, &b) != TAB_OK)
        return 0;
    const tab_id *items = tabi_items_of(g, b.zone);
    uint32_t n = 0;
    for (uint32_t i = 0; i < zsize(g, b.zone); i++)
        n += g->st.ents[items[i]].kind == kind;
    return n;
}

tab_status tab_bag_put(tab_game *g, tab_id bag, tab_id token)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_bag_put";
    bag_rec b;
    tab_status s = load_bag(g, bag, who, &b);
    if (s == TAB_OK)
        s = check_token(g, token, who);
    if (s != TAB_OK || g->st.ents[token].zone == b.zone)
        return s;
    return put_sorted(g, b.zone, token);
}

tab_status tab_bag_discard(tab_game *g, tab_id bag, tab_id token)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_bag_discard";
    bag_rec b;
    tab_status s = load_bag(g, bag, who, &b);
    if (s == TAB_OK && !b.discard)
        s = tabi_fail(g, TAB_EINVAL, "%s: bag '%s' has no discard zone", who,
                      tabi_zone_name(g, b.zone));
    if (s == TAB_OK)
        s = check_token(g, token, who);
    return s != TAB_OK ? s : tab_zone_insert(g, b.discard, token, TAB_ZONE_END);
}

/* Moves every token of the discard into the bag and says so. Room must be
 * reserved. */
static tab_status refill(tab_game *g, const bag_rec *b)
{
    uint32_t n = zsize(g, b->discard);
    for (uint32_t i = 0; i < n; i++) {
        tab_status s = put_sorted(g, b->zone, tabi_items_of(g, b->discard)[0]);
        if (s != TAB_OK)
            return s;
    }
    tabi_emit(g, TAB_EV_BAG_REFILL, b->id, b->zone, b->discard, n, 0);
    return TAB_OK;
}

tab_status tab_bag_refill(tab_game *g, tab_id bag)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_bag_refill_policy";
    bag_rec b;
    tab_status s = load_bag(g, bag, who, &b);
    if (s == TAB_OK && !b.discard)
        s = tabi_fail(g, TAB_EINVAL, "%s: bag '%s' has no discard zone", who,
                      tabi_zone_name(g, b.zone));
    if (s == TAB_OK)
        s = tabi_zone_reserve(g, b.zone, zsize(g, b.zone) + zsize(g, b.discard));
    return s != TAB_OK ? s : refill(g, &b);
}

tab_status tab_bag_draw(tab_game *g, tab_id bag, tab_zone to, uint32_t to_index, tab_id *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_bag_draw";
    bag_rec b;
    tab_status s = load_bag(g, bag, who, &b);
    if (s != TAB_OK)
        return s;
    if (to != TAB_ZONE_NONE && !tabi_zone_valid(g, to))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no zone %u", who, to);
    if (to == b.zone)
        return tabi_fail(g, TAB_EINVAL, "%s: cannot draw from bag '%s' into itself", who,
                         tabi_zone_name(g, b.zone));
    uint32_t size = zsize(g, b.zone);
    int refills = size == 0;
    if (refills && (b.refill != TAB_BAG_REFILL_DISCARD || zsize(g, b.discard) == 0))
        return tabi_fail(g, TAB_EEMPTY, b.refill == TAB_BAG_REFILL_DISCARD
                                            ? "%s: bag '%s' and its discard '%s' are empty"
                                            : "%s: bag '%s' is empty and never refills%.0s",
                         who, tabi_zone_name(g, b.zone), tabi_zone_name(g, b.discard));
    /* The size of to when the token arrives: a refill empties the discard. */
    uint32_t to_len = refills && to == b.discard ? 0 : zsize(g, to);
    if (to && to_index != TAB_ZONE_END && to_index > to_len)
        return tabi_fail(g, TAB_EINVAL, "%s: index %u is past the end (%u) of '%s'", who,
                         to_index, to_len, tabi_zone_name(g, to));
    uint64_t *rng = NULL;
    if (refills)
        s = tabi_zone_reserve(g, b.zone, zsize(g, b.discard));
    if (s == TAB_OK && to)
        s = tabi_zone_reserve(g, to, zsize(g, to) + 1);
    if (s == TAB_OK)
        s = tabi_public_stream(g, &b.stream, who, &rng);
    if (s == TAB_OK && refills)
        s = refill(g, &b);
    if (s != TAB_OK)
        return s;
    size = zsize(g, b.zone);
    tab_id token = tabi_items_of(g, b.zone)[tabi_xoshiro_below(rng, size)];
    if ((s = to ? tab_zone_insert(g, to, token, to_index) : tab_zone_remove(g, token)) != TAB_OK)
        return s;
    tabi_emit(g, TAB_EV_BAG_DRAW, token, bag, to, size - 1, 0);
    if (out)
        *out = token;
    return TAB_OK;
}
