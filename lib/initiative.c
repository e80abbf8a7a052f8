/* initiative.c - initiative: a leveled track or an order by value, kept as
 * one array property so each change is one atomic write.
 *
 * Choices written down here:
 * - The whole order is initiative.order, levels separated by TAB_ID_NONE:
 *   a move rewrites that one array (allocating first, so a failure changes
 *   nothing) and the per-token facts (on, fixed, value) are properties of
 *   the token that are set before and rolled back without allocating.
 * - A token entity freed while on an initiative is skipped by every query
 *   and dropped at the next change of that initiative.
 * - Random choices draw from a copy of the stream's state, written back only
 *   once the change has been made, so a failed call draws nothing. */
#include <string.h>

#include "atom.h"
#include "core.h"
#include "rng.h"

typedef struct keys {
    tab_atom kind, order, by_value, descending, ties, stream, list, on, fixed, value;
} keys;

/* Property names, looked up per call through the game's cache of literal
 * names (atoms belong to a game; a module keeps no state of its own). */
static tab_status intern(tab_game *g, keys *k)
{
    k->kind = tabi_atom_literal(g, "initiative");
    k->order = tabi_atom_literal(g, "initiative.order");
    k->by_value = tabi_atom_literal(g, "initiative.by_value");
    k->descending = tabi_atom_literal(g, "initiative.descending");
    k->ties = tabi_atom_literal(g, "initiative.ties");
    k->stream = tabi_atom_literal(g, "initiative.stream");
    k->list = tabi_atom_literal(g, "initiative.list");
    k->on = tabi_atom_literal(g, "initiative.on");
    k->fixed = tabi_atom_literal(g, "initiative.fixed");
    k->value = tabi_atom_literal(g, "initiative.value");
    /* tab_atom_of only fails for want of memory here; it set the message. */
    return k->kind && k->order && k->by_value && k->descending && k->ties && k->stream &&
                   k->list && k->on && k->fixed && k->value
               ? TAB_OK
               : TAB_ENOMEM;
}

/* An initiative as read from its properties. order stays valid until the
 * next change to the game. */
typedef struct view {
    tab_id id;
    bool by_value, descending;
    int ties;
    tab_atom stream;
    const int32_t *order; /* tokens and level separators */
    uint32_t len, levels;
    const int32_t *list;
    uint32_t nlist;
} view;

static bool get_bool(tab_game *g, tab_id e, tab_atom key)
{
    tab_value v;
    return tab_entity_get(g, e, key, &v) == TAB_OK && v.type == TAB_VBOOL && v.as.b;
}

static tab_id get_ref(tab_game *g, tab_id e, tab_atom key)
{
    tab_value v;
    return tab_entity_get(g, e, key, &v) == TAB_OK && v.type == TAB_VREF ? v.as.ref : 0;
}

static tab_status load(tab_game *g, const keys *k, tab_id t, view *v, const char *who)
{
    if (tab_entity_kind(g, t) != k->kind)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not an initiative", who, t);
    memset(v, 0, sizeof *v);
    v->id = t;
    if (tab_entity_get_array(g, t, k->order, NULL, &v->order, &v->len) != TAB_OK)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: initiative %u has lost its order", who, t);
    v->levels = 1;
    for (uint32_t i = 0; i < v->len; i++)
        v->levels += v->order[i] == 0;
    v->by_value = get_bool(g, t, k->by_value);
    if (v->by_value) {
        v->descending = get_bool(g, t, k->descending);
        v->ties = (int)tab_entity_get_int(g, t, k->ties, 0);
        tab_value s;
        tab_entity_get(g, t, k->stream, &s);
        v->stream = s.type == TAB_VATOM ? s.as.atom : TAB_ATOM_MAIN;
        if (tab_entity_get_array(g, t, k->list, NULL, &v->list, &v->nlist) != TAB_OK)
            v->nlist = 0;
    }
    return TAB_OK;
}

static tab_status begin(tab_game *g, keys *k, tab_id t, view *v, const char *who)
{
    tab_status s = intern(g, k);
    return s != TAB_OK ? s : load(g, k, t, v, who);
}


/* ---- Scratch orders ---------------------------------------------------- */

/* A working copy of an order: on the stack when small, else allocated. */
typedef struct scratch {
    tab_id *ids;
    uint32_t len, cap;
    tab_id local[128];
} scratch;

/* Copies v's order without dead tokens and without skip, with room for
 * extra more. Errors: TAB_ENOMEM. */
static tab_status scratch_copy(tab_game *g, scratch *s, const view *v, tab_id skip,
                               uint32_t extra)
{
    s->cap = v->len + extra;
    s->ids = s->local;
    if (s->cap > sizeof s->local / sizeof *s->local) {
        s->ids = tabi_realloc(g, NULL, 0, (size_t)s->cap * sizeof *s->ids);
        if (!s->ids)
            return tabi_fail(g, TAB_ENOMEM, "out of memory copying initiative %u", v->id);
    }
    s->len = 0;
    for (uint32_t i = 0; i < v->len; i++) {
        tab_id e = (tab_id)v->order[i];
        if (e == 0 || (e != skip && tabi_live(g, e)))
            s->ids[s->len++] = e;
    }
    return TAB_OK;
}

static void scratch_free(tab_game *g, scratch *s)
{
    if (s->ids != s->local)
        tabi_free(g, s->ids, (size_t)s->cap * sizeof *s->ids);
}

static void scratch_insert(scratch *s, uint32_t at, tab_id e)
{
    memmove(&s->ids[at + 1], &s->ids[at], (s->len - at) * sizeof *s->ids);
    s->ids[at] = e;
    s->len++;
}

static tab_status scratch_commit(tab_game *g, const keys *k, tab_id t, const scratch *s)
{
    return tab_entity_set_array(g, t, k->order, TAB_VREF, (const int32_t *)s->ids, s->len);
}

/* Where level (1 the top) runs in ids: [*b, *e). */
static void level_range(const tab_id *ids, uint32_t len, uint32_t level, uint32_t *b,
                        uint32_t *e)
{
    uint32_t i = 0;
    for (uint32_t l = 1; l < level; i++)
        l += ids[i] == 0;
    *b = i;
    while (i < len && ids[i] != 0)
        i++;
    *e = i;
}

static int fixed_side(tab_game *g, const keys *k, tab_id e)
{
    return (int)tab_entity_get_int(g, e, k->fixed, 0);
}

/* The index in ids where a token placed on level as where says goes. */
static uint32_t place_index(tab_game *g, const keys *k, const tab_id *ids, uint32_t len,
                            uint32_t level, tab_initiative_where where)
{
    uint32_t b, e;
    level_range(ids, len, level, &b, &e);
    if (where == TAB_INITIATIVE_FIXED_RIGHT)
        return e;
    if (where == TAB_INITIATIVE_RIGHT) {
        while (e > b && fixed_side(g, k, ids[e - 1]) > 0)
            e--;
        return e;
    }
    while (b < e && fixed_side(g, k, ids[b]) < 0)
        b++;
    return b;
}

/* The level (1 the top) and index within it of position i of ids. */
static void locate(const tab_id *ids, uint32_t i, uint32_t *level, uint32_t *index)
{
    uint32_t l = 1, start = 0;
    for (uint32_t j = 0; j < i; j++)
        if (ids[j] == 0)
            l++, start = j + 1;
    *level = l;
    *index = i - start;
}

static uint32_t find(const int32_t *order, uint32_t len, tab_id e)
{
    for (uint32_t i = 0; i < len; i++)
        if ((tab_id)order[i] == e)
            return i;
    return UINT32_MAX;
}

/* ---- Token properties, set with a way back ------------------------------ */

/* A token property as it was, so a failed change can put it back: putting
 * back an existing property or removing a new one never allocates. */
typedef struct saved {
    tab_id e;
    tab_atom key;
    tab_value old;
} saved;

static tab_status save_set(tab_game *g, saved *sv, tab_id e, tab_atom key, tab_value v)
{
    sv->e = e;
    sv->key = key;
    tab_entity_get(g, e, key, &sv->old);
    return tab_entity_set(g, e, key, v);
}

static void restore(tab_game *g, const saved *sv)
{
    tab_entity_set(g, sv->e, sv->key, sv->old);
}

static const tab_value none = {TAB_VNONE, {0}};

/* ---- Making ------------------------------------------------------------ */

tab_status tab_initiative_new(tab_game *g, uint32_t levels, tab_id *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_initiative_new";
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    if (levels < 1 || levels > TAB_INITIATIVE_MAX_LEVELS)
        return tabi_fail(g, TAB_EINVAL, "%s: %u levels, not 1..%u", who, levels,
                         TAB_INITIATIVE_MAX_LEVELS);
    keys k;
    tab_status s = intern(g, &k);
    if (s != TAB_OK)
        return s;
    int32_t seps[TAB_INITIATIVE_MAX_LEVELS] = {0};
    tab_id t;
    if ((s = tab_entity_new(g, k.kind, &t)) != TAB_OK)
        return s;
    s = tab_entity_set(g, t, k.by_value, tab_bool(false));
    if (s == TAB_OK)
        s = tab_entity_set_array(g, t, k.order, TAB_VREF, seps, levels - 1);
    if (s != TAB_OK) {
        tabi_entity_unmake(g, t);
        return s;
    }
    *out = t;
    return TAB_OK;
}

tab_status tab_initiative_new_by_value(tab_game *g, const tab_initiative_value_def *def,
                                       tab_id *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_initiative_new_by_value";
    if (!def || !out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL %s", who, def ? "out" : "def");
    if (def->ties != TAB_INITIATIVE_TIE_RANDOM && def->ties != TAB_INITIATIVE_TIE_LIST)
        return tabi_fail(g, TAB_EINVAL, "%s: unknown tie-break %d", who, (int)def->ties);
    tab_atom stream = def->stream ? def->stream : TAB_ATOM_MAIN;
    if (!tabi_atom_valid(g, stream))
        return tabi_fail(g, TAB_EINVAL, "%s: stream %u is not an atom", who, stream);
    uint32_t nlist = def->ties == TAB_INITIATIVE_TIE_LIST ? def->nlist : 0;
    if (nlist && !def->list)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL list", who);
    if (nlist > TAB_INITIATIVE_MAX_TOKENS)
        return tabi_fail(g, TAB_EINVAL, "%s: a list of %u, at most %u", who, nlist,
                         TAB_INITIATIVE_MAX_TOKENS);
    for (uint32_t i = 0; i < nlist; i++) {
        if (!tabi_live(g, def->list[i]))
            return tabi_fail(g, TAB_EINVAL, "%s: list entry %u is no entity %u", who, i,
                             def->list[i]);
        for (uint32_t j = 0; j < i; j++)
            if (def->list[j] == def->list[i])
                return tabi_fail(g, TAB_EINVAL, "%s: entity %u is listed twice", who,
                                 def->list[i]);
    }
    keys k;
    tab_status s = intern(g, &k);
    if (s != TAB_OK)
        return s;
    tab_id t;
    if ((s = tab_entity_new(g, k.kind, &t)) != TAB_OK)
        return s;
    s = tab_entity_set(g, t, k.by_value, tab_bool(true));
    if (s == TAB_OK)
        s = tab_entity_set(g, t, k.descending, tab_bool(def->descending));
    if (s == TAB_OK)
        s = tab_entity_set(g, t, k.ties, tab_int(def->ties));
    if (s == TAB_OK && def->ties == TAB_INITIATIVE_TIE_RANDOM)
        s = tab_entity_set(g, t, k.stream, tab_atomv(stream));
    if (s == TAB_OK && def->ties == TAB_INITIATIVE_TIE_LIST)
        s = tab_entity_set_array(g, t, k.list, TAB_VREF, (const int32_t *)def->list, nlist);
    if (s == TAB_OK)
        s = tab_entity_set_array(g, t, k.order, TAB_VREF, NULL, 0);
    if (s != TAB_OK) {
        tabi_entity_unmake(g, t);
        return s;
    }
    *out = t;
    return TAB_OK;
}

/* ---- Leveled tracks ---------------------------------------------------- */

/* The checks every placing call shares: t leveled, level, token free. */
static tab_status check_placing(tab_game *g, const keys *k, const view *v, tab_id token,
                                uint32_t level, uint32_t adding, const char *who)
{
    if (v->by_value)
        return tabi_fail(g, TAB_EINVAL, "%s: initiative %u is ordered by value", who, v->id);
    if (level < 1 || level > v->levels)
        return tabi_fail(g, TAB_EINVAL, "%s: level %u is not in 1..%u", who, level, v->levels);
    if (!tabi_live(g, token))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no entity %u", who, token);
    tab_id on = get_ref(g, token, k->on);
    if (on && tabi_live(g, on) && tab_entity_kind(g, on) == k->kind)
        return tabi_fail(g, TAB_EINVAL, "%s: entity %u is on initiative %u already", who,
                         token, on);
    if (v->len - (v->levels - 1) + adding > TAB_INITIATIVE_MAX_TOKENS)
        return tabi_fail(g, TAB_EINVAL, "%s: initiative %u is full", who, v->id);
    return TAB_OK;
}

tab_status tab_initiative_place(tab_game *g, tab_id t, tab_id token, uint32_t level,
                                tab_initiative_where where)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_initiative_place";
    keys k;
    view v;
    tab_status s = begin(g, &k, t, &v, who);
    if (s == TAB_OK)
        s = check_placing(g, &k, &v, token, level, 1, who);
    if (s != TAB_OK)
        return s;
    if ((int)where < TAB_INITIATIVE_RIGHT || (int)where > TAB_INITIATIVE_FIXED_RIGHT)
        return tabi_fail(g, TAB_EINVAL, "%s: unknown place %d", who, (int)where);
    int side = where == TAB_INITIATIVE_FIXED_LEFT ? -1 : where == TAB_INITIATIVE_FIXED_RIGHT;
    scratch sc;
    if ((s = scratch_copy(g, &sc, &v, 0, 1)) != TAB_OK)
        return s;
    uint32_t at = place_index(g, &k, sc.ids, sc.len, level, where);
    scratch_insert(&sc, at, token);
    saved on, fixed = {token, k.fixed, none};
    s = save_set(g, &on, token, k.on, tab_ref(t));
    if (s == TAB_OK) {
        if (side)
            s = save_set(g, &fixed, token, k.fixed, tab_int(side));
        if (s == TAB_OK && (s = scratch_commit(g, &k, t, &sc)) != TAB_OK && side)
            restore(g, &fixed);
        if (s != TAB_OK)
            restore(g, &on);
    }
    if (s == TAB_OK) {
        /* A stale fixed side goes only now: deleting cannot fail, putting a
         * deleted property back could. */
        if (!side)
            tab_entity_set(g, token, k.fixed, none);
        uint32_t lv, idx;
        locate(sc.ids, at, &lv, &idx);
        tabi_emit(g, TAB_EV_INITIATIVE_PLACE, token, t, lv, idx, side);
    }
    scratch_free(g, &sc);
    return s;
}

tab_status tab_initiative_place_random(tab_game *g, tab_id t, const tab_id *tokens, uint32_t n,
                                       uint32_t level, tab_atom stream)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_initiative_place_random";
    if (!tokens && n)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL tokens", who);
    keys k;
    view v;
    tab_status s = begin(g, &k, t, &v, who);
    if (s != TAB_OK)
        return s;
    for (uint32_t i = 0; i < n; i++) {
        if ((s = check_placing(g, &k, &v, tokens[i], level, n, who)) != TAB_OK)
            return s;
        for (uint32_t j = 0; j < i; j++)
            if (tokens[j] == tokens[i])
                return tabi_fail(g, TAB_EINVAL, "%s: entity %u is listed twice", who,
                                 tokens[i]);
    }
    uint64_t *rng;
    if ((s = tabi_public_stream(g, &stream, who, &rng)) != TAB_OK)
        return s;
    uint64_t state[4];
    memcpy(state, rng, sizeof state);
    scratch sc;
    if ((s = scratch_copy(g, &sc, &v, 0, n)) != TAB_OK)
        return s;
    saved *sv = tabi_realloc(g, NULL, 0, (size_t)(n ? n : 1) * sizeof *sv);
    if (!sv) {
        scratch_free(g, &sc);
        return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
    }
    uint32_t at = place_index(g, &k, sc.ids, sc.len, level, TAB_INITIATIVE_RIGHT);
    /* The drawn order sits in the scratch where the tokens go. */
    memmove(&sc.ids[at + n], &sc.ids[at], (sc.len - at) * sizeof *sc.ids);
    memcpy(&sc.ids[at], tokens, (size_t)n * sizeof *tokens);
    sc.len += n;
    tabi_shuffle(state, &sc.ids[at], n);
    uint32_t done = 0;
    while (s == TAB_OK && done < n) {
        s = save_set(g, &sv[done], sc.ids[at + done], k.on, tab_ref(t));
        done += s == TAB_OK;
    }
    if (s == TAB_OK)
        s = scratch_commit(g, &k, t, &sc);
    if (s == TAB_OK) {
        memcpy(tabi_stream_state(g, stream), state, sizeof state);
        uint32_t lv, idx;
        locate(sc.ids, at, &lv, &idx);
        for (uint32_t i = 0; i < n; i++) {
            tab_entity_set(g, sc.ids[at + i], k.fixed, none);
            tabi_emit(g, TAB_EV_INITIATIVE_PLACE, sc.ids[at + i], t, lv, idx + i, 0);
        }
    } else {
        while (done)
            restore(g, &sv[--done]);
    }
    tabi_free(g, sv, (size_t)(n ? n : 1) * sizeof *sv);
    scratch_free(g, &sc);
    return s;
}

tab_status tab_initiative_move(tab_game *g, tab_id t, tab_id token, int32_t up)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_initiative_move";
    keys k;
    view v;
    tab_status s = begin(g, &k, t, &v, who);
    if (s != TAB_OK)
        return s;
    if (v.by_value)
        return tabi_fail(g, TAB_EINVAL, "%s: initiative %u is ordered by value", who, t);
    uint32_t i = token ? find(v.order, v.len, token) : UINT32_MAX;
    if (i == UINT32_MAX || !tabi_live(g, token))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not on initiative %u", who,
                         token, t);
    if (fixed_side(g, &k, token))
        return tabi_fail(g, TAB_EINVAL, "%s: entity %u is fixed on initiative %u", who, token,
                         t);
    if (up == 0)
        return TAB_OK;
    uint32_t from, idx;
    locate((const tab_id *)v.order, i, &from, &idx);
    int64_t to = (int64_t)from - up;
    tab_initiative_where where = TAB_INITIATIVE_RIGHT;
    if (to < 1)
        to = 1, where = TAB_INITIATIVE_LEFT;
    else if (to > v.levels)
        to = v.levels;
    scratch sc;
    if ((s = scratch_copy(g, &sc, &v, token, 1)) != TAB_OK)
        return s;
    uint32_t at = place_index(g, &k, sc.ids, sc.len, (uint32_t)to, where);
    scratch_insert(&sc, at, token);
    if ((s = scratch_commit(g, &k, t, &sc)) == TAB_OK) {
        uint32_t lv;
        locate(sc.ids, at, &lv, &idx);
        tabi_emit(g, TAB_EV_INITIATIVE_MOVE, token, t, from, lv, idx);
    }
    scratch_free(g, &sc);
    return s;
}

/* ---- Orders by value --------------------------------------------------- */

/* Whether value a goes before value b. */
static bool before(const view *v, int64_t a, int64_t b)
{
    return v->descending ? a > b : a < b;
}

/* The rank of e in the tie list: its index, or past every index. */
static uint32_t tie_rank(const view *v, tab_id e)
{
    uint32_t i = find(v->list, v->nlist, e);
    return i == UINT32_MAX ? v->nlist : i;
}

tab_status tab_initiative_set_value(tab_game *g, tab_id t, tab_id token, int32_t value)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_initiative_set_value";
    keys k;
    view v;
    tab_status s = begin(g, &k, t, &v, who);
    if (s != TAB_OK)
        return s;
    if (!v.by_value)
        return tabi_fail(g, TAB_EINVAL, "%s: initiative %u is leveled", who, t);
    if (!tabi_live(g, token))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no entity %u", who, token);
    tab_id on = get_ref(g, token, k.on);
    bool placed = on == t && find(v.order, v.len, token) != UINT32_MAX;
    if (!placed && on && tabi_live(g, on) && tab_entity_kind(g, on) == k.kind)
        return tabi_fail(g, TAB_EINVAL, "%s: entity %u is on initiative %u", who, token, on);
    if (placed && tab_entity_get_int(g, token, k.value, 0) == value)
        return TAB_OK;
    if (!placed && v.len + 1 > TAB_INITIATIVE_MAX_TOKENS)
        return tabi_fail(g, TAB_EINVAL, "%s: initiative %u is full", who, t);
    scratch sc;
    if ((s = scratch_copy(g, &sc, &v, token, 1)) != TAB_OK)
        return s;
    uint32_t gb = 0;
    while (gb < sc.len && before(&v, tab_entity_get_int(g, sc.ids[gb], k.value, 0), value))
        gb++;
    uint32_t ge = gb;
    while (ge < sc.len && tab_entity_get_int(g, sc.ids[ge], k.value, 0) == value)
        ge++;
    uint32_t at = ge;
    uint64_t *rng = NULL, state[4] = {0};
    tab_atom stream = v.stream;
    if (v.ties == TAB_INITIATIVE_TIE_RANDOM && ge > gb) {
        /* Only a tie draws, so an order without ties never touches the stream. */
        if ((s = tabi_public_stream(g, &stream, who, &rng)) != TAB_OK) {
            scratch_free(g, &sc);
            return s;
        }
        memcpy(state, rng, sizeof state);
        at = gb + (uint32_t)tabi_xoshiro_below(state, ge - gb + 1);
    } else if (v.ties == TAB_INITIATIVE_TIE_LIST) {
        uint32_t rank = tie_rank(&v, token);
        for (at = gb; at < ge && tie_rank(&v, sc.ids[at]) <= rank; at++)
            ;
    }
    scratch_insert(&sc, at, token);
    saved son, sval;
    s = save_set(g, &son, token, k.on, tab_ref(t));
    if (s == TAB_OK) {
        s = save_set(g, &sval, token, k.value, tab_int(value));
        if (s == TAB_OK && (s = scratch_commit(g, &k, t, &sc)) != TAB_OK)
            restore(g, &sval);
        if (s != TAB_OK)
            restore(g, &son);
    }
    if (s == TAB_OK) {
        if (rng)
            memcpy(tabi_stream_state(g, stream), state, sizeof state);
        if (placed)
            tabi_emit(g, TAB_EV_INITIATIVE_MOVE, token, t, 1, 1, at);
        else
            tabi_emit(g, TAB_EV_INITIATIVE_PLACE, token, t, 1, at, 0);
    }
    scratch_free(g, &sc);
    return s;
}

tab_status tab_initiative_value(tab_game *g, tab_id t, tab_id token, int32_t *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_initiative_value";
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    keys k;
    view v;
    tab_status s = begin(g, &k, t, &v, who);
    if (s != TAB_OK)
        return s;
    if (!v.by_value)
        return tabi_fail(g, TAB_EINVAL, "%s: initiative %u is leveled", who, t);
    if (!token || !tabi_live(g, token) || find(v.order, v.len, token) == UINT32_MAX)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not on initiative %u", who,
                         token, t);
    *out = (int32_t)tab_entity_get_int(g, token, k.value, 0);
    return TAB_OK;
}

/* ---- Both -------------------------------------------------------------- */

tab_status tab_initiative_remove(tab_game *g, tab_id t, tab_id token)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_initiative_remove";
    keys k;
    view v;
    tab_status s = begin(g, &k, t, &v, who);
    if (s != TAB_OK)
        return s;
    uint32_t i = token ? find(v.order, v.len, token) : UINT32_MAX;
    if (i == UINT32_MAX || !tabi_live(g, token))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not on initiative %u", who,
                         token, t);
    uint32_t level, idx;
    locate((const tab_id *)v.order, i, &level, &idx);
    scratch sc;
    if ((s = scratch_copy(g, &sc, &v, token, 0)) != TAB_OK)
        return s;
    s = scratch_commit(g, &k, t, &sc);
    scratch_free(g, &sc);
    if (s != TAB_OK)
        return s;
    tab_entity_set(g, token, k.on, none);
    tab_entity_set(g, token, k.fixed, none);
    tab_entity_set(g, token, k.value, none);
    tabi_emit(g, TAB_EV_INITIATIVE_REMOVE, token, t, level, idx, 0);
    return TAB_OK;
}

uint32_t tab_initiative_levels(tab_game *g, tab_id t)
{
    keys k;
    view v;
    return g && begin(g, &k, t, &v, "tab_initiative_levels") == TAB_OK ? v.levels : 0;
}

/* Whether order entry e is a live token (not a level separator). */
static bool is_token(tab_game *g, int32_t e)
{
    return e != 0 && tabi_live(g, (tab_id)e);
}

uint32_t tab_initiative_count(tab_game *g, tab_id t)
{
    keys k;
    view v;
    if (!g || begin(g, &k, t, &v, "tab_initiative_count") != TAB_OK)
        return 0;
    uint32_t n = 0;
    for (uint32_t i = 0; i < v.len; i++)
        n += is_token(g, v.order[i]);
    return n;
}

tab_id tab_initiative_at(tab_game *g, tab_id t, uint32_t i)
{
    keys k;
    view v;
    if (!g || begin(g, &k, t, &v, "tab_initiative_at") != TAB_OK)
        return TAB_ID_NONE;
    for (uint32_t j = 0; j < v.len; j++)
        if (is_token(g, v.order[j]) && i-- == 0)
            return (tab_id)v.order[j];
    return TAB_ID_NONE;
}

tab_status tab_initiative_order(tab_game *g, tab_id t, tab_id *out, uint32_t cap, uint32_t *n)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_initiative_order";
    if (!n || (!out && cap))
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL %s", who, n ? "out" : "n");
    keys k;
    view v;
    tab_status s = begin(g, &k, t, &v, who);
    if (s != TAB_OK)
        return s;
    uint32_t m = 0;
    for (uint32_t i = 0; i < v.len; i++) {
        if (!is_token(g, v.order[i]))
            continue;
        if (m < cap)
            out[m] = (tab_id)v.order[i];
        m++;
    }
    *n = m;
    if (m > cap)
        return tabi_fail(g, TAB_EINVAL, "%s: room for %u of %u tokens", who, cap, m);
    return TAB_OK;
}

tab_status tab_initiative_where_is(tab_game *g, tab_id t, tab_id token, uint32_t *level,
                                   uint32_t *index)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_initiative_where_is";
    keys k;
    view v;
    tab_status s = begin(g, &k, t, &v, who);
    if (s != TAB_OK)
        return s;
    uint32_t i = token ? find(v.order, v.len, token) : UINT32_MAX;
    if (i == UINT32_MAX || !tabi_live(g, token))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not on initiative %u", who,
                         token, t);
    /* Dead tokens before it do not count for its index. */
    uint32_t lv = 1, idx = 0;
    for (uint32_t j = 0; j < i; j++) {
        if (v.order[j] == 0)
            lv++, idx = 0;
        else
            idx += tabi_live(g, (tab_id)v.order[j]);
    }
    if (level)
        *level = lv;
    if (index)
        *index = idx;
    return TAB_OK;
}

static tab_id extreme(tab_game *g, tab_id t, bool first, const char *who)
{
    keys k;
    view v;
    if (!g || begin(g, &k, t, &v, who) != TAB_OK)
        return TAB_ID_NONE;
    for (uint32_t j = 0; j < v.len; j++) {
        int32_t e = v.order[first ? j : v.len - 1 - j];
        if (is_token(g, e) && fixed_side(g, &k, (tab_id)e) == 0)
            return (tab_id)e;
    }
    return TAB_ID_NONE;
}

tab_id tab_initiative_fastest(tab_game *g, tab_id t)
{
    return extreme(g, t, true, "tab_initiative_fastest");
}

tab_id tab_initiative_slowest(tab_game *g, tab_id t)
{
    return extreme(g, t, false, "tab_initiative_slowest");
}

bool tab_initiative_is_fixed(tab_game *g, tab_id t, tab_id token)
{
    keys k;
    view v;
    if (!g || begin(g, &k, t, &v, "tab_initiative_is_fixed") != TAB_OK || !token)
        return false;
    return find(v.order, v.len, token) != UINT32_MAX && tabi_live(g, token) &&
           fixed_side(g, &k, token) != 0;
}
