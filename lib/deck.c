/* deck.c - decks over two zones: drawing with a refill policy, putting,
 * searching, recovering cards to their numbered place and retiring them.
 *
 * A deck keeps all of its state in its entity's properties (see deck.h), so
 * this file holds none. Calls that move several cards plan the whole move
 * first, counting zone sizes as the moves would change them, then reserve
 * every zone's room and create the random stream, and only then move: once
 * the first card moves nothing can fail, so an error leaves the game as it
 * was. */
#include <stddef.h>
#include <string.h>

#include "atom.h"
#include "core.h"
#include "deck.h"
#include "rng.h"

/* ---- Room reserved up front (shared with bag.c) ------------------------ */

tab_status tabi_zone_reserve(tab_game *g, tab_zone z, uint32_t need)
{
    tabi_owners o = {g->st.zones, g->st.zone_len, sizeof(tabi_zone), offsetof(tabi_zone, items)};
    return tabi_pool_reserve(g, &g->st.items, &g->st.zones[z].items, need, o);
}

/* Room at the end of pool p for a new segment of n elements: the pool gives
 * a new segment 4 slots and doubles it in place while it is the last one,
 * so this many free slots at the end mean no allocation. */
static tab_status pool_room(tab_game *g, tabi_pool *p, uint32_t n)
{
    uint32_t want = 4;
    while (want < n)
        want *= 2;
    if (p->len + want <= p->cap)
        return TAB_OK;
    return tabi_grow(g, &p->data, &p->cap, p->len + want, p->elem);
}

tab_status tabi_props_reserve_new(tab_game *g, uint32_t n)
{
    return pool_room(g, &g->st.props, n);
}

tab_status tabi_items_reserve_new(tab_game *g, uint32_t n)
{
    return pool_room(g, &g->st.items, n);
}

/* ---- A deck's properties ------------------------------------------------ */

#define RETIRED_ZONE "deck.retired"

typedef struct deck_keys {
    tab_atom kind, draw, discard, refill, stream, numbered, home;
} deck_keys;

static const char *const key_names[] = {"deck", "deck.draw", "deck.discard", "deck.refill",
                                        "deck.stream", "deck.numbered", "deck.home"};

/* The keys, interned (when g is writable) or looked up; a key never interned
 * is TAB_ATOM_NONE, which no property has. */
static void find_keys(const tab_game *g, deck_keys *k)
{
    tab_atom *a = &k->kind;
    for (size_t i = 0; i < sizeof key_names / sizeof *key_names; i++)
        a[i] = tabi_atom_literal_find(g, key_names[i]);
}

static tab_status intern_keys(tab_game *g, deck_keys *k)
{
    tab_atom *a = &k->kind;
    for (size_t i = 0; i < sizeof key_names / sizeof *key_names; i++)
        if ((a[i] = tabi_atom_literal(g, key_names[i])) == TAB_ATOM_NONE)
            return TAB_ENOMEM;
    return TAB_OK;
}

/* A deck as one call sees it. */
typedef struct deck_rec {
    tab_id id;
    tab_zone draw, discard;
    tab_deck_refill_policy refill;
    tab_atom stream, numbered;
    deck_keys k;
} deck_rec;

/* Property key of e as a value (TAB_VNONE when absent); e must be live. */
static tab_value prop(const tab_game *g, tab_id e, tab_atom key)
{
    tab_value v = {TAB_VNONE, {0}};
    if (key != TAB_ATOM_NONE)
        tab_entity_get((tab_game *)g, e, key, &v);
    return v;
}

/* Reads deck's record into *d; who names the caller in messages (NULL: set
 * no message, for the calls that return no status). */
static tab_status load_deck(const tab_game *g, tab_id deck, const char *who, deck_rec *d)
{
    tab_game *w = (tab_game *)g; /* only for the error message */
    if (!tabi_live(g, deck))
        return who ? tabi_fail(w, TAB_ENOTFOUND, "%s: no entity %u", who, deck) : TAB_ENOTFOUND;
    find_keys(g, &d->k);
    tab_atom kind = g->st.ents[deck].kind;
    if (d->k.kind == TAB_ATOM_NONE || kind != d->k.kind)
        return who ? tabi_fail(w, TAB_EINVAL, "%s: entity %u is a '%s', not a deck", who, deck,
                               tab_atom_str(g, kind))
                   : TAB_EINVAL;
    d->id = deck;
    int64_t draw = tab_entity_get_int(g, deck, d->k.draw, 0);
    int64_t discard = tab_entity_get_int(g, deck, d->k.discard, 0);
    int64_t refill = tab_entity_get_int(g, deck, d->k.refill, TAB_DECK_REFILL_NONE);
    tab_value stream = prop(g, deck, d->k.stream), numbered = prop(g, deck, d->k.numbered);
    int ok = draw > 0 && draw < g->st.zone_len && discard >= 0 && discard < g->st.zone_len &&
             (refill == TAB_DECK_REFILL_NONE || (refill == TAB_DECK_REFILL_RESHUFFLE && discard)) &&
             (stream.type == TAB_VNONE || stream.type == TAB_VATOM) &&
             (numbered.type == TAB_VNONE || numbered.type == TAB_VATOM);
    if (!ok)
        return who ? tabi_fail(w, TAB_EINVAL, "%s: deck %u has bad deck.* properties", who, deck)
                   : TAB_EINVAL;
    d->draw = (tab_zone)draw;
    d->discard = (tab_zone)discard;
    d->refill = (tab_deck_refill_policy)refill;
    d->stream = stream.type == TAB_VATOM ? stream.as.atom : TAB_ATOM_MAIN;
    d->numbered = numbered.type == TAB_VATOM ? numbered.as.atom : TAB_ATOM_NONE;
    return TAB_OK;
}

static const char *deck_name(const tab_game *g, const deck_rec *d)
{
    return tabi_zone_name(g, d->draw);
}

static uint32_t zsize(const tab_game *g, tab_zone z)
{
    return z ? g->st.zones[z].items.len : 0;
}

static tab_status check_end(tab_game *g, tab_deck_end end, const char *who)
{
    if (end != TAB_DECK_TOP && end != TAB_DECK_BOTTOM)
        return tabi_fail(g, TAB_EINVAL, "%s: end %d is neither top nor bottom", who, (int)end);
    return TAB_OK;
}

static tab_status check_card(tab_game *g, tab_id card, const char *who)
{
    if (!tabi_live(g, card))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no entity %u", who, card);
    tab_atom deck_kind = tabi_atom_literal_find(g, "deck");
    if (deck_kind && g->st.ents[card].kind == deck_kind)
        return tabi_fail(g, TAB_EINVAL, "%s: entity %u is a deck, not a card", who, card);
    return TAB_OK;
}

/* Checks that to is TAB_ZONE_NONE or a zone where index fits once e (when
 * not TAB_ID_NONE) has left its zone. */
static tab_status check_dest(tab_game *g, tab_zone to, uint32_t index, tab_id e, const char *who)
{
    if (to == TAB_ZONE_NONE)
        return TAB_OK;
    if (!tabi_zone_valid(g, to))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no zone %u", who, to);
    uint32_t len = zsize(g, to) - (e && g->st.ents[e].zone == to);
    if (index != TAB_ZONE_END && index > len)
        return tabi_fail(g, TAB_EINVAL, "%s: index %u is past the end (%u) of '%s'", who, index,
                         len, tabi_zone_name(g, to));
    return TAB_OK;
}

/* Moves e to index of to (TAB_ZONE_NONE: out of every zone). One move is
 * all or nothing; a call making several reserves their room first. */
static tab_status place(tab_game *g, tab_id e, tab_zone to, uint32_t index)
{
    return to ? tab_zone_insert(g, to, e, index) : tab_zone_remove(g, e);
}

static uint32_t max_u32(uint32_t a, uint32_t b)
{
    return a > b ? a : b;
}

/* Whether some deck other than except uses zone z. */
static tab_id deck_using(const tab_game *g, tab_zone z, tab_id except)
{
    deck_keys k;
    find_keys(g, &k);
    if (k.kind == TAB_ATOM_NONE)
        return TAB_ID_NONE;
    for (tab_id e = tab_entity_next(g, 0, k.kind); e; e = tab_entity_next(g, e, k.kind))
        if (e != except && (tab_entity_get_int(g, e, k.draw, 0) == z ||
                            tab_entity_get_int(g, e, k.discard, 0) == z))
            return e;
    return TAB_ID_NONE;
}

/* ---- Making and configuring decks -------------------------------------- */

tab_status tab_deck_new(tab_game *g, tab_zone draw, tab_zone discard, tab_deck_refill_policy refill,
                        tab_id *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_deck_new";
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    if (!tabi_zone_valid(g, draw))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no draw zone %u", who, draw);
    if (discard != TAB_ZONE_NONE && !tabi_zone_valid(g, discard))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no discard zone %u", who, discard);
    if (draw == discard)
        return tabi_fail(g, TAB_EINVAL, "%s: '%s' cannot be both draw and discard pile", who,
                         tabi_zone_name(g, draw));
    if (refill != TAB_DECK_REFILL_NONE && refill != TAB_DECK_REFILL_RESHUFFLE)
        return tabi_fail(g, TAB_EINVAL, "%s: bad refill policy %d", who, (int)refill);
    if (refill == TAB_DECK_REFILL_RESHUFFLE && !discard)
        return tabi_fail(g, TAB_EINVAL, "%s: deck '%s' reshuffles its discard pile but has none",
                         who, tabi_zone_name(g, draw));
    tab_zone zs[2] = {draw, discard};
    for (int i = 0; i < 2; i++) {
        tab_id other = zs[i] ? deck_using(g, zs[i], TAB_ID_NONE) : TAB_ID_NONE;
        if (other)
            return tabi_fail(g, TAB_EINVAL, "%s: zone '%s' already belongs to deck %u", who,
                             tabi_zone_name(g, zs[i]), other);
    }
    deck_keys k;
    tab_status s = intern_keys(g, &k);
    /* With room for all its properties reserved first, the entity and its
     * properties come into being together or not at all. */
    if (s == TAB_OK)
        s = tabi_props_reserve_new(g, 4);
    tab_id d = TAB_ID_NONE;
    if (s == TAB_OK)
        s = tab_entity_new(g, k.kind, &d);
    if (s != TAB_OK)
        return s;
    const tab_atom keys[4] = {k.draw, k.discard, k.refill, k.stream};
    const tab_value vals[4] = {tab_int(draw), tab_int(discard), tab_int(refill),
                               tab_atomv(g->st.zones[draw].name)};
    for (int i = 0; i < 4 && s == TAB_OK; i++)
        s = tab_entity_set(g, d, keys[i], vals[i]);
    if (s != TAB_OK) { /* not expected with the room reserved; no half-made deck */
        tab_entity_free(g, d);
        return s;
    }
    *out = d;
    return TAB_OK;
}

tab_status tab_deck_info(const tab_game *g, tab_id deck, tab_zone *draw, tab_zone *discard,
                         tab_deck_refill_policy *refill)
{
    TABI_CHECK_GAME(g);
    deck_rec d;
    tab_status s = load_deck(g, deck, "tab_deck_info", &d);
    if (s != TAB_OK)
        return s;
    if (draw)
        *draw = d.draw;
    if (discard)
        *discard = d.discard;
    if (refill)
        *refill = d.refill;
    return TAB_OK;
}

tab_status tab_deck_set_refill(tab_game *g, tab_id deck, tab_deck_refill_policy refill)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_deck_set_refill";
    deck_rec d;
    tab_status s = load_deck(g, deck, who, &d);
    if (s != TAB_OK)
        return s;
    if (refill != TAB_DECK_REFILL_NONE && refill != TAB_DECK_REFILL_RESHUFFLE)
        return tabi_fail(g, TAB_EINVAL, "%s: bad refill policy %d", who, (int)refill);
    if (refill == TAB_DECK_REFILL_RESHUFFLE && !d.discard)
        return tabi_fail(g, TAB_EINVAL, "%s: deck '%s' reshuffles its discard pile but has none",
                         who, deck_name(g, &d));
    return tab_entity_set(g, deck, d.k.refill, tab_int(refill));
}

tab_status tab_deck_set_stream(tab_game *g, tab_id deck, tab_atom stream)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_deck_set_stream";
    deck_rec d;
    tab_status s = load_deck(g, deck, who, &d);
    if (s != TAB_OK)
        return s;
    if (stream == TAB_ATOM_NONE)
        stream = TAB_ATOM_MAIN;
    if (!tabi_atom_valid(g, stream))
        return tabi_fail(g, TAB_EINVAL, "%s: stream %u is not an atom", who, stream);
    if ((s = intern_keys(g, &d.k)) != TAB_OK)
        return s;
    return tab_entity_set(g, deck, d.k.stream, tab_atomv(stream));
}

tab_status tab_deck_set_numbered(tab_game *g, tab_id deck, tab_atom key)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_deck_set_numbered";
    deck_rec d;
    tab_status s = load_deck(g, deck, who, &d);
    if (s != TAB_OK)
        return s;
    if (key != TAB_ATOM_NONE && !tabi_atom_valid(g, key))
        return tabi_fail(g, TAB_EINVAL, "%s: key %u is not an atom", who, key);
    if ((s = intern_keys(g, &d.k)) != TAB_OK)
        return s;
    tab_value v = key ? tab_atomv(key) : (tab_value){TAB_VNONE, {0}};
    return tab_entity_set(g, deck, d.k.numbered, v);
}

uint32_t tab_deck_size(const tab_game *g, tab_id deck)
{
    deck_rec d;
    return g && load_deck(g, deck, NULL, &d) == TAB_OK ? zsize(g, d.draw) : 0;
}

uint32_t tab_deck_available(const tab_game *g, tab_id deck)
{
    deck_rec d;
    if (!g || load_deck(g, deck, NULL, &d) != TAB_OK)
        return 0;
    uint32_t n = zsize(g, d.draw);
    if (d.refill == TAB_DECK_REFILL_RESHUFFLE)
        n += zsize(g, d.discard);
    return n;
}

/* ---- Drawing ----------------------------------------------------------- */

/* Moves the whole discard pile to the bottom of the draw pile, shuffles the
 * draw pile and says so. Room and stream must be ready. */
static tab_status reshuffle(tab_game *g, const deck_rec *d)
{
    uint32_t n = zsize(g, d->discard);
    for (uint32_t i = 0; i < n; i++) {
        tab_status s = tab_zone_insert(g, d->draw, tabi_items_of(g, d->discard)[0], TAB_ZONE_END);
        if (s != TAB_OK)
            return s;
    }
    tab_status s = tab_zone_shuffle(g, d->draw, d->stream);
    if (s != TAB_OK)
        return s;
    tabi_emit(g, TAB_EV_DECK_REFILL, d->id, d->draw, d->discard, n, d->stream);
    return TAB_OK;
}

/* The most cards each zone will hold while n draws go to to, and how many
 * refills they need; fails (message set) when the draws cannot all happen. */
typedef struct draw_plan {
    uint32_t max_draw, max_discard, max_to;
    uint32_t refills;
} draw_plan;

static tab_status plan_draws(tab_game *g, const deck_rec *d, uint32_t n, tab_zone to,
                             uint32_t to_index, const char *who, draw_plan *p)
{
    uint32_t dn = zsize(g, d->draw), pn = zsize(g, d->discard), tn = zsize(g, to);
    *p = (draw_plan){dn, pn, tn, 0};
    int refills = d->refill == TAB_DECK_REFILL_RESHUFFLE && d->discard;
    for (uint32_t k = 0; k < n; k++) {
        if (dn == 0) {
            if (!refills)
                return tabi_fail(g, TAB_EEMPTY, "%s: deck '%s' is empty and never refills "
                                 "(%u of %u cards drawn)", who, deck_name(g, d), k, n);
            if (pn == 0)
                return tabi_fail(g, TAB_EEMPTY, "%s: deck '%s' and its discard pile '%s' are "
                                 "empty (%u of %u cards drawn)", who, deck_name(g, d),
                                 tabi_zone_name(g, d->discard), k, n);
            dn = pn;
            pn = 0;
            p->refills++;
            p->max_draw = max_u32(p->max_draw, dn);
        }
        dn--;
        if (to == TAB_ZONE_NONE)
            continue;
        uint32_t *sz = to == d->draw ? &dn : to == d->discard ? &pn : &tn;
        if (to_index != TAB_ZONE_END && to_index > *sz)
            return tabi_fail(g, TAB_EINVAL, "%s: index %u is past the end (%u) of '%s'", who,
                             to_index, *sz, tabi_zone_name(g, to));
        ++*sz;
        p->max_draw = max_u32(p->max_draw, dn);
        p->max_discard = max_u32(p->max_discard, pn);
        p->max_to = max_u32(p->max_to, tn);
    }
    return TAB_OK;
}

tab_status tab_deck_draw_n(tab_game *g, tab_id deck, tab_deck_end end, uint32_t n, tab_zone to,
                           uint32_t to_index, tab_id *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_deck_draw";
    deck_rec d;
    tab_status s = load_deck(g, deck, who, &d);
    if (s == TAB_OK)
        s = check_end(g, end, who);
    if (s == TAB_OK)
        s = check_dest(g, to, TAB_ZONE_END, TAB_ID_NONE, who);
    draw_plan p;
    if (s == TAB_OK)
        s = plan_draws(g, &d, n, to, to_index, who, &p);
    if (s == TAB_OK)
        s = tabi_zone_reserve(g, d.draw, p.max_draw);
    if (s == TAB_OK && d.discard)
        s = tabi_zone_reserve(g, d.discard, p.max_discard);
    if (s == TAB_OK && to && to != d.draw && to != d.discard)
        s = tabi_zone_reserve(g, to, p.max_to);
    if (s == TAB_OK && p.refills && !tabi_stream_state(g, d.stream))
        s = TAB_ENOMEM;
    if (s != TAB_OK)
        return s;
    for (uint32_t k = 0; k < n; k++) {
        if (zsize(g, d.draw) == 0 && (s = reshuffle(g, &d)) != TAB_OK)
            return s;
        uint32_t size = zsize(g, d.draw);
        tab_id card = tabi_items_of(g, d.draw)[end == TAB_DECK_TOP ? 0 : size - 1];
        if ((s = place(g, card, to, to_index)) != TAB_OK)
            return s;
        tabi_emit(g, TAB_EV_DECK_DRAW, card, deck, end, to, 0);
        if (out)
            out[k] = card;
    }
    return TAB_OK;
}

tab_status tab_deck_draw(tab_game *g, tab_id deck, tab_deck_end end, tab_zone to,
                         uint32_t to_index, tab_id *out)
{
    return tab_deck_draw_n(g, deck, end, 1, to, to_index, out);
}

tab_status tab_deck_peek(const tab_game *g, tab_id deck, tab_deck_end end, uint32_t n,
                         tab_id *out, uint32_t *got)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_deck_peek";
    tab_game *w = (tab_game *)g; /* only for the error message */
    if ((n && !out) || !got)
        return tabi_fail(w, TAB_EMISUSE, "%s: NULL out or got", who);
    deck_rec d;
    tab_status s = load_deck(g, deck, who, &d);
    if (s == TAB_OK)
        s = check_end(w, end, who);
    if (s != TAB_OK)
        return s;
    uint32_t size = zsize(g, d.draw), k = n < size ? n : size;
    const tab_id *items = tabi_items_of(g, d.draw);
    for (uint32_t i = 0; i < k; i++)
        out[i] = items[end == TAB_DECK_TOP ? i : size - 1 - i];
    *got = k;
    return TAB_OK;
}

/* ---- Putting, searching, moving ---------------------------------------- */

tab_status tab_deck_put(tab_game *g, tab_id deck, tab_id card, uint32_t index)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_deck_put";
    deck_rec d;
    tab_status s = load_deck(g, deck, who, &d);
    if (s == TAB_OK)
        s = check_card(g, card, who);
    if (s == TAB_OK)
        s = check_dest(g, d.draw, index, card, who);
    if (s == TAB_OK)
        s = intern_keys(g, &d.k);
    if (s == TAB_OK)
        s = tabi_zone_reserve(g, d.draw, zsize(g, d.draw) + 1);
    if (s != TAB_OK)
        return s;
    tab_value home = prop(g, card, d.k.home);
    if (home.type != TAB_VREF || !tab_entity_exists(g, home.as.ref)) {
        /* The last step that can fail, before the move that cannot. */
        if ((s = tab_entity_set(g, card, d.k.home, tab_ref(deck))) != TAB_OK)
            return s;
    }
    return place(g, card, d.draw, index);
}

tab_status tab_deck_discard(tab_game *g, tab_id deck, tab_id card)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_deck_discard";
    deck_rec d;
    tab_status s = load_deck(g, deck, who, &d);
    if (s == TAB_OK && !d.discard)
        s = tabi_fail(g, TAB_EINVAL, "%s: deck '%s' has no discard pile", who, deck_name(g, &d));
    if (s == TAB_OK)
        s = check_card(g, card, who);
    return s != TAB_OK ? s : place(g, card, d.discard, 0);
}

tab_status tab_deck_shuffle(tab_game *g, tab_id deck)
{
    TABI_CHECK_GAME(g);
    deck_rec d;
    tab_status s = load_deck(g, deck, "tab_deck_shuffle", &d);
    return s != TAB_OK ? s : tab_zone_shuffle(g, d.draw, d.stream);
}

tab_status tab_deck_reshuffle(tab_game *g, tab_id deck)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_deck_reshuffle";
    deck_rec d;
    tab_status s = load_deck(g, deck, who, &d);
    if (s == TAB_OK && !d.discard)
        s = tabi_fail(g, TAB_EINVAL, "%s: deck '%s' has no discard pile", who, deck_name(g, &d));
    if (s == TAB_OK)
        s = tabi_zone_reserve(g, d.draw, zsize(g, d.draw) + zsize(g, d.discard));
    if (s == TAB_OK && !tabi_stream_state(g, d.stream))
        s = TAB_ENOMEM;
    return s != TAB_OK ? s : reshuffle(g, &d);
}

static int same_value(tab_value a, tab_value b)
{
    if (a.type != b.type)
        return 0;
    switch (a.type) {
    case TAB_VINT: return a.as.i == b.as.i;
    case TAB_VATOM: return a.as.atom == b.as.atom;
    case TAB_VREF: return a.as.ref == b.as.ref;
    case TAB_VBOOL: return a.as.b == b.as.b;
    default: return 0;
    }
}

tab_status tab_deck_find(const tab_game *g, tab_id deck, tab_atom key, tab_value v, tab_id *out,
                         uint32_t *index)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_deck_find";
    tab_game *w = (tab_game *)g; /* only for the error message */
    if (!out)
        return tabi_fail(w, TAB_EMISUSE, "%s: NULL out", who);
    deck_rec d;
    tab_status s = load_deck(g, deck, who, &d);
    if (s != TAB_OK)
        return s;
    if (!tabi_atom_valid(g, key))
        return tabi_fail(w, TAB_EINVAL, "%s: key %u is not an atom", who, key);
    *out = TAB_ID_NONE;
    uint32_t size = zsize(g, d.draw);
    for (uint32_t i = 0; i < size; i++) {
        tab_id card = tabi_items_of(g, d.draw)[i];
        if (same_value(prop(g, card, key), v)) {
            *out = card;
            if (index)
                *index = i;
            break;
        }
    }
    return TAB_OK;
}

tab_status tab_deck_take(tab_game *g, tab_id deck, tab_id card, tab_zone to, uint32_t to_index)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_deck_take";
    deck_rec d;
    tab_status s = load_deck(g, deck, who, &d);
    if (s == TAB_OK && (!tabi_live(g, card) || g->st.ents[card].zone != d.draw))
        s = tabi_fail(g, TAB_ENOTFOUND, "%s: card %u is not in deck '%s'", who, card,
                      deck_name(g, &d));
    if (s == TAB_OK)
        s = check_dest(g, to, to_index, card, who);
    return s != TAB_OK ? s : place(g, card, to, to_index);
}

tab_status tab_deck_move(tab_game *g, tab_zone from, tab_deck_end end, uint32_t n, tab_zone to,
                         uint32_t to_index)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_deck_move";
    if (!tabi_zone_valid(g, from))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no zone %u", who, from);
    tab_status s = check_end(g, end, who);
    if (s == TAB_OK)
        s = check_dest(g, to, to_index, TAB_ID_NONE, who);
    if (s == TAB_OK && from == to)
        s = tabi_fail(g, TAB_EINVAL, "%s: from and to are both '%s'", who,
                      tabi_zone_name(g, from));
    if (s == TAB_OK && zsize(g, from) < n)
        s = tabi_fail(g, TAB_EEMPTY, "%s: '%s' has %u cards, not %u", who,
                      tabi_zone_name(g, from), zsize(g, from), n);
    if (s == TAB_OK && to)
        s = tabi_zone_reserve(g, to, zsize(g, to) + n);
    if (s != TAB_OK)
        return s;
    for (uint32_t k = 0; k < n; k++) {
        uint32_t size = zsize(g, from);
        tab_id card = tabi_items_of(g, from)[end == TAB_DECK_TOP ? 0 : size - 1];
        if ((s = place(g, card, to, to_index)) != TAB_OK)
            return s;
    }
    return TAB_OK;
}

/* ---- Recovering and retiring ------------------------------------------- */

tab_id tab_deck_home(const tab_game *g, tab_id card)
{
    if (!g || !tabi_live(g, card))
        return TAB_ID_NONE;
    tab_value v = prop(g, card, tabi_atom_literal_find(g, "deck.home"));
    return v.type == TAB_VREF && tab_entity_exists(g, v.as.ref) ? v.as.ref : TAB_ID_NONE;
}

tab_status tab_deck_set_home(tab_game *g, tab_id card, tab_id deck)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_deck_set_home";
    deck_rec d;
    tab_status s = load_deck(g, deck, who, &d);
    if (s == TAB_OK)
        s = check_card(g, card, who);
    if (s == TAB_OK)
        s = intern_keys(g, &d.k);
    return s != TAB_OK ? s : tab_entity_set(g, card, d.k.home, tab_ref(deck));
}

/* Where a recovered card goes in d's draw pile, counted without card: just
 * before the first card numbered higher, else the bottom. */
static uint32_t recover_index(tab_game *g, const deck_rec *d, tab_id card)
{
    const tab_id *items = tabi_items_of(g, d->draw);
    uint32_t size = zsize(g, d->draw), at = 0;
    tab_value num = prop(g, card, d->numbered);
    for (uint32_t i = 0; i < size; i++) {
        if (items[i] == card)
            continue;
        tab_value other = prop(g, items[i], d->numbered);
        if (num.type == TAB_VINT && other.type == TAB_VINT && other.as.i > num.as.i)
            return at;
        at++;
    }
    return at;
}

tab_status tab_deck_recover(tab_game *g, tab_id card)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_deck_recover";
    tab_status s = check_card(g, card, who);
    if (s != TAB_OK)
        return s;
    tab_value home = prop(g, card, tabi_atom_literal_find(g, "deck.home"));
    if (home.type != TAB_VREF || home.as.ref == TAB_ID_NONE)
        return tabi_fail(g, TAB_EINVAL, "%s: card %u has no original deck", who, card);
    deck_rec d;
    if (load_deck(g, home.as.ref, who, &d) != TAB_OK)
        return tabi_fail(g, TAB_EINVAL, "%s: the original deck %u of card %u is gone", who,
                         home.as.ref, card);
    uint32_t at = recover_index(g, &d, card);
    if ((s = place(g, card, d.draw, at)) != TAB_OK)
        return s;
    tabi_emit(g, TAB_EV_DECK_RECOVER, card, d.id, at, 0, 0);
    return TAB_OK;
}

tab_zone tab_deck_retired_zone(const tab_game *g)
{
    return g ? tab_zone_find(g, tabi_atom_literal_find(g, RETIRED_ZONE)) : TAB_ZONE_NONE;
}

tab_status tab_deck_retire(tab_game *g, tab_id card)
{
    TABI_CHECK_GAME(g);
    tab_status s = check_card(g, card, "tab_deck_retire");
    if (s != TAB_OK)
        return s;
    tab_atom name = tabi_atom_literal(g, RETIRED_ZONE);
    if (name == TAB_ATOM_NONE)
        return TAB_ENOMEM;
    tab_zone z = tab_zone_find(g, name), from = g->st.ents[card].zone;
    if (z && from == z)
        return TAB_OK;
    if (!z) {
        /* Room for the new zone's list first, so that a zone made is a zone
         * the card gets into. */
        if ((s = tabi_items_reserve_new(g, 1)) != TAB_OK ||
            (s = tab_zone_new(g, name, TAB_NO_PLAYER, TAB_SEE_UNORDERED, &z)) != TAB_OK)
            return s;
    }
    if ((s = place(g, card, z, TAB_ZONE_END)) != TAB_OK)
        return s;
    tabi_emit(g, TAB_EV_DECK_RETIRE, card, from, z, 0, 0);
    return TAB_OK;
}
