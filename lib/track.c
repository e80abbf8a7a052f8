/* track.c - tracks: bounded counters kept as an entity's properties, with
 * thresholds that report each crossing and remember the first one.
 *
 * Choices written down here:
 * - Every change of value walks its path (up to the maximum, down to the reset
 *   point, on from there) and reports each threshold crossed on the way, so a
 *   fill is seen as the rise and the drop it is. Only a wrap that fills
 *   several times in one move skips the middle laps (bounded work per move).
 * - A resetting or wrapping track never rests at its maximum: reaching it is
 *   the fill. Only a clamping track can be "charged" (at its maximum).
 * - Moves never allocate: the properties a move writes exist from creation,
 *   so a move cannot fail half-done. */
#include <string.h>

#include "atom.h"
#include "core.h"

typedef struct keys {
    tab_atom kind, value, min, max, reset, overflow, carry, active, at, names, seen;
} keys;

/* Property names, looked up per call through the game's cache of literal
 * names (atoms belong to a game; a module keeps no state of its own). */
static tab_status intern(tab_game *g, keys *k)
{
    k->kind = tabi_atom_literal(g, "track");
    k->value = tabi_atom_literal(g, "track.value");
    k->min = tabi_atom_literal(g, "track.min");
    k->max = tabi_atom_literal(g, "track.max");
    k->reset = tabi_atom_literal(g, "track.reset");
    k->overflow = tabi_atom_literal(g, "track.overflow");
    k->carry = tabi_atom_literal(g, "track.carry");
    k->active = tabi_atom_literal(g, "track.active");
    k->at = tabi_atom_literal(g, "track.at");
    k->names = tabi_atom_literal(g, "track.names");
    k->seen = tabi_atom_literal(g, "track.seen");
    /* tab_atom_of only fails for want of memory here; it set the message. */
    return k->kind && k->value && k->min && k->max && k->reset && k->overflow && k->carry &&
                   k->active && k->at && k->names && k->seen
               ? TAB_OK
               : TAB_ENOMEM;
}

typedef struct track {
    tab_id id;
    int32_t value, min, max, reset;
    int overflow;
    tab_id carry;
    bool active;
    uint32_t n;
    const int32_t *at, *names, *seen;
} track;

static tab_status load(tab_game *g, const keys *k, tab_id t, track *tr, const char *who)
{
    if (tab_entity_kind(g, t) != k->kind)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not a track", who, t);
    tr->id = t;
    tr->value = (int32_t)tab_entity_get_int(g, t, k->value, 0);
    tr->min = (int32_t)tab_entity_get_int(g, t, k->min, 0);
    tr->max = (int32_t)tab_entity_get_int(g, t, k->max, 0);
    tr->reset = (int32_t)tab_entity_get_int(g, t, k->reset, 0);
    tr->overflow = (int)tab_entity_get_int(g, t, k->overflow, 0);
    tab_value v;
    tab_entity_get(g, t, k->carry, &v);
    tr->carry = v.type == TAB_VREF ? v.as.ref : TAB_ID_NONE;
    tab_entity_get(g, t, k->active, &v);
    tr->active = v.type == TAB_VBOOL && v.as.b;
    uint32_t n1 = 0, n2 = 0, n3 = 0;
    if (tab_entity_get_array(g, t, k->at, NULL, &tr->at, &n1) != TAB_OK ||
        tab_entity_get_array(g, t, k->names, NULL, &tr->names, &n2) != TAB_OK ||
        tab_entity_get_array(g, t, k->seen, NULL, &tr->seen, &n3) != TAB_OK || n1 != n2 ||
        n1 != n3)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: track %u has lost its thresholds", who, t);
    tr->n = n1;
    return TAB_OK;
}


static int overflow_valid(tab_track_overflow o)
{
    return o == TAB_TRACK_CLAMP || o == TAB_TRACK_RESET || o == TAB_TRACK_WRAP;
}

static tab_status check_def(tab_game *g, const keys *k, const tab_track_def *d)
{
    const char *who = "tab_track_new";
    if (d->min >= d->max)
        return tabi_fail(g, TAB_EINVAL, "%s: min %d must be below max %d", who, d->min, d->max);
    if (!overflow_valid(d->overflow))
        return tabi_fail(g, TAB_EINVAL, "%s: unknown overflow %d", who, (int)d->overflow);
    int32_t top = d->overflow == TAB_TRACK_CLAMP ? d->max : d->max - 1;
    if (d->start < d->min || d->start > top)
        return tabi_fail(g, TAB_EINVAL, "%s: start %d is not in %d..%d", who, d->start, d->min,
                         top);
    if (d->reset < d->min || d->reset > top)
        return tabi_fail(g, TAB_EINVAL, "%s: reset point %d is not in %d..%d", who, d->reset,
                         d->min, top);
    if (d->carry != TAB_ID_NONE && tab_entity_kind(g, d->carry) != k->kind)
        return tabi_fail(g, TAB_EINVAL, "%s: carry %u is not a track", who, d->carry);
    if (d->thresholds > TAB_TRACK_MAX_THRESHOLDS)
        return tabi_fail(g, TAB_EINVAL, "%s: %u thresholds, at most %u", who, d->thresholds,
                         TAB_TRACK_MAX_THRESHOLDS);
    if (d->thresholds && (!d->at || !d->names))
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL threshold values or names", who);
    for (uint32_t i = 0; i < d->thresholds; i++) {
        if (d->at[i] < d->min || d->at[i] > d->max)
            return tabi_fail(g, TAB_EINVAL, "%s: threshold %u at %d is outside %d..%d", who, i,
                             d->at[i], d->min, d->max);
        if (i && d->at[i] <= d->at[i - 1])
            return tabi_fail(g, TAB_EINVAL, "%s: threshold %u at %d does not rise above %d",
                             who, i, d->at[i], d->at[i - 1]);
        if (!tabi_atom_valid(g, d->names[i]))
            return tabi_fail(g, TAB_EINVAL, "%s: threshold %u name %u is not an atom", who, i,
                             d->names[i]);
    }
    return TAB_OK;
}

tab_status tab_track_new(tab_game *g, const tab_track_def *def, tab_id *out)
{
    TABI_CHECK_GAME(g);
    if (!def || !out)
        return tabi_fail(g, TAB_EMISUSE, "tab_track_new: NULL %s", def ? "out" : "def");
    keys k;
    tab_status s = intern(g, &k);
    if (s == TAB_OK)
        s = check_def(g, &k, def);
    if (s != TAB_OK)
        return s;
    int32_t zeros[TAB_TRACK_MAX_THRESHOLDS] = {0};
    tab_id e;
    if ((s = tab_entity_new(g, k.kind, &e)) != TAB_OK)
        return s;
    const struct {
        tab_atom key;
        tab_value v;
    } props[] = {
        {k.value, tab_int(def->start)}, {k.min, tab_int(def->min)},
        {k.max, tab_int(def->max)},     {k.reset, tab_int(def->reset)},
        {k.overflow, tab_int(def->overflow)}, {k.carry, tab_ref(def->carry)},
        {k.active, tab_bool(false)},
    };
    for (size_t i = 0; s == TAB_OK && i < sizeof props / sizeof *props; i++)
        s = tab_entity_set(g, e, props[i].key, props[i].v);
    if (s == TAB_OK)
        s = tab_entity_set_array(g, e, k.at, TAB_VINT, def->at, def->thresholds);
    if (s == TAB_OK)
        s = tab_entity_set_array(g, e, k.names, TAB_VATOM, (const int32_t *)def->names,
                                 def->thresholds);
    if (s == TAB_OK)
        s = tab_entity_set_array(g, e, k.seen, TAB_VINT, zeros, def->thresholds);
    if (s != TAB_OK) {
        tabi_entity_unmake(g, e);
        return s;
    }
    *out = e;
    return TAB_OK;
}

/* Loads t after the common checks of a public call. */
static tab_status begin(tab_game *g, keys *k, tab_id t, track *tr, const char *who)
{
    tab_status s = intern(g, k);
    return s != TAB_OK ? s : load(g, k, t, tr, who);
}

tab_status tab_track_value(tab_game *g, tab_id t, int32_t *out)
{
    TABI_CHECK_GAME(g);
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "tab_track_value: NULL out");
    keys k;
    track tr;
    tab_status s = begin(g, &k, t, &tr, "tab_track_value");
    if (s == TAB_OK)
        *out = tr.value;
    return s;
}

tab_status tab_track_get(tab_game *g, tab_id t, tab_track_info *out)
{
    TABI_CHECK_GAME(g);
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "tab_track_get: NULL out");
    keys k;
    track tr;
    tab_status s = begin(g, &k, t, &tr, "tab_track_get");
    if (s != TAB_OK)
        return s;
    *out = (tab_track_info){.value = tr.value, .min = tr.min, .max = tr.max,
                            .reset = tr.reset, .overflow = (tab_track_overflow)tr.overflow,
                            .carry = tr.carry, .active = tr.active, .thresholds = tr.n};
    return TAB_OK;
}

tab_status tab_track_threshold(tab_game *g, tab_id t, uint32_t i, int32_t *at, tab_atom *name)
{
    TABI_CHECK_GAME(g);
    keys k;
    track tr;
    tab_status s = begin(g, &k, t, &tr, "tab_track_threshold");
    if (s != TAB_OK)
        return s;
    if (i >= tr.n)
        return tabi_fail(g, TAB_ENOTFOUND, "tab_track_threshold: track %u has %u thresholds, "
                         "not %u", t, tr.n, i + 1);
    if (at)
        *at = tr.at[i];
    if (name)
        *name = (tab_atom)tr.names[i];
    return TAB_OK;
}

tab_status tab_track_level(tab_game *g, tab_id t, uint32_t *level, tab_atom *name)
{
    TABI_CHECK_GAME(g);
    keys k;
    track tr;
    tab_status s = begin(g, &k, t, &tr, "tab_track_level");
    if (s != TAB_OK)
        return s;
    uint32_t l = 0;
    while (l < tr.n && tr.at[l] <= tr.value)
        l++;
    if (level)
        *level = l;
    if (name)
        *name = l ? (tab_atom)tr.names[l - 1] : TAB_ATOM_NONE;
    return TAB_OK;
}

tab_status tab_track_crossed(tab_game *g, tab_id t, tab_atom name, int dir, bool *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_track_crossed";
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    if (dir != 1 && dir != -1)
        return tabi_fail(g, TAB_EINVAL, "%s: direction %d is not +1 or -1", who, dir);
    keys k;
    track tr;
    tab_status s = begin(g, &k, t, &tr, who);
    if (s != TAB_OK)
        return s;
    for (uint32_t i = 0; i < tr.n; i++) {
        if ((tab_atom)tr.names[i] == name) {
            *out = (tr.seen[i] & (dir > 0 ? 1 : 2)) != 0;
            return TAB_OK;
        }
    }
    return tabi_fail(g, TAB_ENOTFOUND, "%s: track %u has no threshold '%s'", who, t,
                     tab_atom_str(g, name) ? tab_atom_str(g, name) : "?");
}

/* ---- Moving ------------------------------------------------------------ */

/* Reports the thresholds crossed going from one value to another, in the
 * order they are met, and remembers first crossings. */
static void cross(tab_game *g, const keys *k, tab_id t, int64_t from, int64_t to)
{
    if (from == to)
        return;
    track tr;
    load(g, k, t, &tr, "track");
    int dir = to > from ? 1 : -1;
    int bit = dir > 0 ? 1 : 2;
    for (uint32_t j = 0; j < tr.n; j++) {
        uint32_t i = dir > 0 ? j : tr.n - 1 - j;
        int64_t a = tr.at[i];
        int crossed = dir > 0 ? from < a && a <= to : to < a && a <= from;
        if (!crossed)
            continue;
        int32_t seen = tr.seen[i];
        int first = (seen & bit) == 0;
        if (first)
            tab_entity_array_put(g, t, k->seen, i, seen | bit);
        tabi_emit(g, TAB_EV_TRACK_CROSS, t, tr.names[i], a, dir, first);
    }
}

static void set_value(tab_game *g, const keys *k, tab_id t, int32_t old, int32_t v)
{
    if (v != old)
        tab_entity_set(g, t, k->value, tab_int(v));
}

/* Fails when t or a track it carries into is gone; checked before any move
 * so a move never stops half-way. Carry tracks are older than the tracks
 * that carry into them, so the chain ends. */
static tab_status check_chain(tab_game *g, const keys *k, tab_id t, const char *who)
{
    while (t != TAB_ID_NONE) {
        if (tab_entity_kind(g, t) != k->kind)
            return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not a track", who, t);
        tab_value v;
        tab_entity_get(g, t, k->carry, &v);
        t = v.type == TAB_VREF ? v.as.ref : TAB_ID_NONE;
    }
    return TAB_OK;
}

/* The move itself, on a checked chain: cannot fail. */
static int32_t move(tab_game *g, const keys *k, tab_id t, int64_t delta)
{
    track tr;
    load(g, k, t, &tr, "track");
    int64_t old = tr.value, want = old + delta, lost = 0;
    if (want < tr.max || delta < 0) {
        int64_t v = want < tr.min ? tr.min : want;
        lost = v - want;
        set_value(g, k, t, tr.value, (int32_t)v);
        tabi_emit(g, TAB_EV_TRACK_MOVE, t, old, v, delta, lost);
        cross(g, k, t, old, v);
        return (int32_t)lost;
    }
    int64_t excess = want - tr.max;
    if (tr.overflow == TAB_TRACK_CLAMP) {
        set_value(g, k, t, tr.value, tr.max);
        tabi_emit(g, TAB_EV_TRACK_MOVE, t, old, tr.max, delta, excess);
        cross(g, k, t, old, tr.max);
        if (old < tr.max)
            tabi_emit(g, TAB_EV_TRACK_FILL, t, 1, excess, 0, 0);
        return (int32_t)excess;
    }
    int64_t span = tr.max - tr.reset, fills = 1, v = tr.reset;
    if (tr.overflow == TAB_TRACK_WRAP) {
        fills += excess / span;
        v += excess % span;
    } else {
        lost = excess;
    }
    set_value(g, k, t, tr.value, (int32_t)v);
    tabi_emit(g, TAB_EV_TRACK_MOVE, t, old, v, delta, lost);
    cross(g, k, t, old, tr.max);
    tabi_emit(g, TAB_EV_TRACK_FILL, t, fills, excess, 0, 0);
    cross(g, k, t, tr.max, tr.reset);
    if (tr.carry != TAB_ID_NONE)
        move(g, k, tr.carry, fills);
    cross(g, k, t, tr.reset, v);
    return (int32_t)lost;
}

tab_status tab_track_add(tab_game *g, tab_id t, int32_t delta, int32_t *lost)
{
    TABI_CHECK_GAME(g);
    keys k;
    tab_status s = intern(g, &k);
    if (s == TAB_OK)
        s = check_chain(g, &k, t, "tab_track_add");
    if (s != TAB_OK)
        return s;
    int32_t l = delta ? move(g, &k, t, delta) : 0;
    if (lost)
        *lost = l;
    return TAB_OK;
}

tab_status tab_track_set(tab_game *g, tab_id t, int32_t value)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_track_set";
    keys k;
    track tr;
    tab_status s = begin(g, &k, t, &tr, who);
    if (s == TAB_OK)
        s = check_chain(g, &k, t, who);
    if (s != TAB_OK)
        return s;
    if (value < tr.min || value > tr.max)
        return tabi_fail(g, TAB_EINVAL, "%s: %d is outside %d..%d", who, value, tr.min, tr.max);
    if (value != tr.value)
        move(g, &k, t, (int64_t)value - tr.value);
    return TAB_OK;
}

/* Puts t at its reset point with the event kind given. */
static void to_reset(tab_game *g, const keys *k, const track *tr, tab_atom kind)
{
    set_value(g, k, tr->id, tr->value, tr->reset);
    tabi_emit(g, kind, tr->id, tr->value, tr->reset, 0, 0);
    cross(g, k, tr->id, tr->value, tr->reset);
}

tab_status tab_track_reset(tab_game *g, tab_id t)
{
    TABI_CHECK_GAME(g);
    keys k;
    track tr;
    tab_status s = begin(g, &k, t, &tr, "tab_track_reset");
    if (s == TAB_OK)
        to_reset(g, &k, &tr, TAB_EV_TRACK_RESET);
    return s;
}

tab_status tab_track_set_reset(tab_game *g, tab_id t, int32_t reset)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_track_set_reset";
    keys k;
    track tr;
    tab_status s = begin(g, &k, t, &tr, who);
    if (s != TAB_OK)
        return s;
    int32_t top = tr.overflow == TAB_TRACK_CLAMP ? tr.max : tr.max - 1;
    if (reset < tr.min || reset > top)
        return tabi_fail(g, TAB_EINVAL, "%s: reset point %d is not in %d..%d", who, reset,
                         tr.min, top);
    if (reset != tr.reset)
        tab_entity_set(g, t, k.reset, tab_int(reset));
    return TAB_OK;
}

tab_status tab_track_forget(tab_game *g, tab_id t)
{
    TABI_CHECK_GAME(g);
    keys k;
    track tr;
    tab_status s = begin(g, &k, t, &tr, "tab_track_forget");
    if (s != TAB_OK)
        return s;
    for (uint32_t i = 0; i < tr.n; i++)
        if (tr.seen[i])
            tab_entity_array_put(g, t, k.seen, i, 0);
    return TAB_OK;
}

/* ---- Charge and activate ----------------------------------------------- */

tab_status tab_track_activate(tab_game *g, tab_id t)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_track_activate";
    keys k;
    track tr;
    tab_status s = begin(g, &k, t, &tr, who);
    if (s != TAB_OK)
        return s;
    if (tr.active)
        return tabi_fail(g, TAB_EMISUSE, "%s: track %u is active already", who, t);
    if (tr.value < tr.max)
        return tabi_fail(g, TAB_EMISUSE, "%s: track %u is not charged (%d of %d)", who, t,
                         tr.value, tr.max);
    tab_entity_set(g, t, k.active, tab_bool(true));
    tabi_emit(g, TAB_EV_TRACK_ACTIVATE, t, tr.value, 0, 0, 0);
    return TAB_OK;
}

tab_status tab_track_deactivate(tab_game *g, tab_id t)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_track_deactivate";
    keys k;
    track tr;
    tab_status s = begin(g, &k, t, &tr, who);
    if (s != TAB_OK)
        return s;
    if (!tr.active)
        return tabi_fail(g, TAB_EMISUSE, "%s: track %u is not active", who, t);
    tab_entity_set(g, t, k.active, tab_bool(false));
    to_reset(g, &k, &tr, TAB_EV_TRACK_DEACTIVATE);
    return TAB_OK;
}
