/* turn.c - turn order drivers: sides of actors, who may act now, and the
 * round counter, all kept as one entity's properties.
 *
 * Choices written down here:
 * - "Who has acted" is one list, turn.acted, in the order things happened; a
 *   phase's own part of it starts at turn.mark. Each call that records an
 *   actor appends to it first (the one write that allocates), then updates
 *   scalar properties that exist from creation, so a failure changes nothing.
 * - The driver never ends a round on its own initiative between an actor's
 *   begin and end: the round is over only once the last activation is done,
 *   so end-of-round rules see a finished round.
 * - A SEQUENCE driver over an initiative follows the initiative's current
 *   order: the next actor is the first token not yet acted, so tokens moving
 *   during a reveal never make another one lose or repeat its turn. */
#include <string.h>

#include "atom.h"
#include "core.h"

typedef struct keys {
    tab_atom kind, mode, sides, per_turn, rounds, source, names, actors, acted, round, side,
        used, first, last, mark, active, order;
} keys;

/* Property names, looked up per call through the game's cache of literal
 * names (atoms belong to a game; a module keeps no state of its own). */
static tab_status intern(tab_game *g, keys *k)
{
    static const char *const text[] = {
        "turn", "turn.mode", "turn.sides", "turn.per_turn", "turn.rounds", "turn.source",
        "turn.names", "turn.actors", "turn.acted", "turn.round", "turn.side", "turn.used",
        "turn.first", "turn.last", "turn.mark", "turn.active", "initiative.order"};
    tab_atom got[sizeof text / sizeof *text];
    for (size_t i = 0; i < sizeof text / sizeof *text; i++)
        if ((got[i] = tabi_atom_literal(g, text[i])) == TAB_ATOM_NONE)
            return TAB_ENOMEM; /* only for want of memory here; the message is set */
    *k = (keys){got[0], got[1], got[2], got[3], got[4], got[5], got[6], got[7], got[8],
                got[9], got[10], got[11], got[12], got[13], got[14], got[15], got[16]};
    return TAB_OK;
}

/* A driver as read from its properties; the arrays stay valid until the next
 * change to the game. */
typedef struct view {
    tab_id id;
    int mode;
    uint32_t sides, per_turn, rounds;
    tab_id source;
    const int32_t *actors, *acted, *names;
    uint32_t nactors, nacted, nnames;
    uint32_t round, used, mark;
    int side, first, last;
    tab_id active;
} view;

static tab_id get_ref(tab_game *g, tab_id e, tab_atom key)
{
    tab_value v;
    return tab_entity_get(g, e, key, &v) == TAB_OK && v.type == TAB_VREF ? v.as.ref : 0;
}

static tab_status load(tab_game *g, const keys *k, tab_id t, view *v, const char *who)
{
    if (tab_entity_kind(g, t) != k->kind)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not a turn driver", who, t);
    memset(v, 0, sizeof *v);
    v->id = t;
    v->mode = (int)tab_entity_get_int(g, t, k->mode, 0);
    v->sides = (uint32_t)tab_entity_get_int(g, t, k->sides, 1);
    v->per_turn = (uint32_t)tab_entity_get_int(g, t, k->per_turn, 1);
    v->rounds = (uint32_t)tab_entity_get_int(g, t, k->rounds, 0);
    v->source = get_ref(g, t, k->source);
    v->round = (uint32_t)tab_entity_get_int(g, t, k->round, 0);
    v->side = (int)tab_entity_get_int(g, t, k->side, -1);
    v->used = (uint32_t)tab_entity_get_int(g, t, k->used, 0);
    v->first = (int)tab_entity_get_int(g, t, k->first, 0);
    v->last = (int)tab_entity_get_int(g, t, k->last, -1);
    v->mark = (uint32_t)tab_entity_get_int(g, t, k->mark, 0);
    v->active = get_ref(g, t, k->active);
    if (tab_entity_get_array(g, t, k->acted, NULL, &v->acted, &v->nacted) != TAB_OK)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: turn driver %u has lost its state", who, t);
    if (tab_entity_get_array(g, t, k->names, NULL, &v->names, &v->nnames) != TAB_OK)
        v->nnames = 0;
    /* A driver over an initiative reads the initiative's order; a freed
     * initiative leaves it with no one. */
    tab_id list = v->source ? v->source : t;
    tab_atom key = v->source ? k->order : k->actors;
    if (!tabi_live(g, list) ||
        tab_entity_get_array(g, list, key, NULL, &v->actors, &v->nactors) != TAB_OK)
        v->nactors = 0;
    if (v->mark > v->nacted)
        v->mark = v->nacted;
    /* A state no tab_turn_new made (a forged save, a script's write of
     * turn.sides): a side count past the bound would make every activation
     * loop over it (the running-game fuzzer hung here on 2^31 sides). */
    if (v->sides < 1 || v->sides > TAB_TURN_MAX_SIDES)
        return tabi_fail(g, TAB_EINVAL, "%s: turn driver %u has %u sides (1 to %u)", who, t,
                         v->sides, TAB_TURN_MAX_SIDES);
    return TAB_OK;
}

static tab_status begin_call(tab_game *g, keys *k, tab_id t, view *v, const char *who)
{
    tab_status s = intern(g, k);
    return s != TAB_OK ? s : load(g, k, t, v, who);
}


/* ---- Reading the lists -------------------------------------------------- */

/* The side of actor (an initiative's levels are all side 0), or -1. */
static int side_of(const view *v, tab_id actor)
{
    if (!actor)
        return -1;
    int side = 0;
    for (uint32_t i = 0; i < v->nactors; i++) {
        if (v->actors[i] == 0)
            side += v->source == 0;
        else if ((tab_id)v->actors[i] == actor)
            return side;
    }
    return -1;
}

/* Whether actor is a member of side. An actor may be in several sides of a
 * driver by phases (Spirit Island's spirits act in the spirit, fast and slow
 * power phases). */
static bool in_side(const view *v, tab_id actor, int side)
{
    int s = 0;
    for (uint32_t i = 0; actor && i < v->nactors; i++) {
        if (v->actors[i] == 0)
            s += v->source == 0;
        else if (s == side && (tab_id)v->actors[i] == actor)
            return true;
    }
    return false;
}

/* Where "acted" starts counting for the current side: phases count within
 * their own phase, the others over the whole round. */
static uint32_t acted_from(const view *v)
{
    return v->mode == TAB_TURN_PHASES || v->mode == TAB_TURN_SIMULTANEOUS ? v->mark : 0;
}

static bool acted_since(const view *v, tab_id actor, uint32_t from)
{
    for (uint32_t i = from; i < v->nacted; i++)
        if ((tab_id)v->acted[i] == actor)
            return true;
    return false;
}

/* Members of side (live ones), and how many of them have not acted. */
static uint32_t members(tab_game *g, const view *v, int side, uint32_t *left)
{
    uint32_t n = 0, l = 0, from = acted_from(v);
    int s = 0;
    for (uint32_t i = 0; i < v->nactors; i++) {
        tab_id e = (tab_id)v->actors[i];
        if (e == 0) {
            s += v->source == 0;
            continue;
        }
        if (s != side || !tabi_live(g, e))
            continue;
        n++;
        l += !acted_since(v, e, from);
    }
    if (left)
        *left = l;
    return n;
}

static uint32_t remaining(tab_game *g, const view *v, int side)
{
    uint32_t left;
    members(g, v, side, &left);
    return left;
}

/* SEQUENCE: the first actor in order that has not acted. */
static tab_id next_in_sequence(tab_game *g, const view *v)
{
    for (uint32_t i = 0; i < v->nactors; i++) {
        tab_id e = (tab_id)v->actors[i];
        if (e == 0 && v->source == 0)
            break; /* only side 0 takes part */
        if (e != 0 && tabi_live(g, e) && !acted_since(v, e, 0))
            return e;
    }
    return TAB_ID_NONE;
}

/* Why actor may not begin (or, SIMULTANEOUS, end) now, or NULL when it may;
 * the round and the active actor are checked by the callers. */
static const char *refusal(tab_game *g, const view *v, tab_id actor)
{
    if (!tabi_live(g, actor))
        return "is no entity";
    if (v->mode == TAB_TURN_SEQUENCE)
        return actor == next_in_sequence(g, v) ? NULL : "is not next in order";
    if (side_of(v, actor) < 0)
        return "is not on this driver";
    if (!in_side(v, actor, v->side))
        return "is not on the side whose turn it is";
    if (acted_since(v, actor, acted_from(v)))
        return "has acted already";
    if (v->mode == TAB_TURN_ALTERNATE && v->used >= v->per_turn)
        return "cannot act: its side's turn has used all its activations";
    return NULL;
}

/* ---- Writing ------------------------------------------------------------ */

static void put_int(tab_game *g, tab_id t, tab_atom key, int64_t v)
{
    tab_entity_set(g, t, key, tab_int(v));
}

/* Appends actor to the acted list: the one write that allocates. */
static tab_status append_acted(tab_game *g, const keys *k, const view *v, tab_id actor)
{
    int32_t local[64], *buf = local;
    uint32_t n = v->nacted + 1;
    if (n > sizeof local / sizeof *local) {
        buf = tabi_realloc(g, NULL, 0, (size_t)n * sizeof *buf);
        if (!buf)
            return tabi_fail(g, TAB_ENOMEM, "out of memory recording who acted");
    }
    memcpy(buf, v->acted, (size_t)v->nacted * sizeof *buf);
    buf[v->nacted] = (int32_t)actor;
    tab_status s = tab_entity_set_array(g, v->id, k->acted, TAB_VREF, buf, n);
    if (buf != local)
        tabi_free(g, buf, (size_t)n * sizeof *buf);
    return s;
}

static void start_side(tab_game *g, const keys *k, const view *v, int side)
{
    put_int(g, v->id, k->side, side);
    put_int(g, v->id, k->used, 0);
    put_int(g, v->id, k->mark, v->nacted);
    int64_t name = (uint32_t)side < v->nnames ? v->names[side] : 0;
    tabi_emit(g, TAB_EV_TURN_SIDE, v->id, side, name, v->round, 0);
}

static void round_over(tab_game *g, const keys *k, const view *v)
{
    put_int(g, v->id, k->side, -1);
    tab_entity_set(g, v->id, k->active, tab_ref(TAB_ID_NONE));
    int last_round = v->rounds && v->round >= v->rounds;
    tabi_emit(g, TAB_EV_TURN_ROUND_END, v->id, v->round, v->last, last_round, 0);
    if (last_round)
        tabi_emit(g, TAB_EV_TURN_GAME_END, v->id, v->round, 0, 0, 0);
}

/* The first side from start on (cyclically) with someone left to act, or
 * start when there is none. */
static int side_with_actors(tab_game *g, const view *v, int start)
{
    for (uint32_t i = 0; i < v->sides; i++) {
        int s = (int)((start + i) % v->sides);
        if (remaining(g, v, s))
            return s;
    }
    return start;
}

/* Moves on after an activation, a skip or a pass (force: the side's turn or
 * phase ends now). Needs no actor active. */
static void advance(tab_game *g, const keys *k, tab_id t, bool force)
{
    view v;
    if (load(g, k, t, &v, "turn") != TAB_OK)
        return; /* the caller loaded it a moment ago: it cannot go bad between */
    switch (v.mode) {
    case TAB_TURN_SEQUENCE:
        if (!next_in_sequence(g, &v))
            round_over(g, k, &v);
        return;
    case TAB_TURN_ALTERNATE: {
        uint32_t total = 0;
        for (uint32_t s = 0; s < v.sides; s++)
            total += remaining(g, &v, (int)s);
        if (total == 0)
            round_over(g, k, &v);
        else if (force || v.used >= v.per_turn || remaining(g, &v, v.side) == 0)
            start_side(g, k, &v, side_with_actors(g, &v, (v.side + 1) % (int)v.sides));
        return;
    }
    default: { /* PHASES, SIMULTANEOUS */
        uint32_t left, n = members(g, &v, v.side, &left);
        if (!force && (n == 0 || left > 0))
            return;
        if ((uint32_t)v.side + 1 >= v.sides)
            round_over(g, k, &v);
        else
            start_side(g, k, &v, v.side + 1);
        return;
    }
    }
}

/* ---- Making and actors -------------------------------------------------- */

static tab_status check_def(tab_game *g, const keys *k, const tab_turn_def *d)
{
    const char *who = "tab_turn_new";
    if ((int)d->mode < TAB_TURN_SEQUENCE || (int)d->mode > TAB_TURN_SIMULTANEOUS)
        return tabi_fail(g, TAB_EINVAL, "%s: unknown mode %d", who, (int)d->mode);
    if (d->sides < 1 || d->sides > TAB_TURN_MAX_SIDES)
        return tabi_fail(g, TAB_EINVAL, "%s: %u sides, not 1..%u", who, d->sides,
                         TAB_TURN_MAX_SIDES);
    if (d->mode == TAB_TURN_SEQUENCE && d->sides != 1)
        return tabi_fail(g, TAB_EINVAL, "%s: a sequence has one side, not %u", who, d->sides);
    if (d->mode == TAB_TURN_ALTERNATE && d->per_turn < 1)
        return tabi_fail(g, TAB_EINVAL, "%s: alternating sides need per_turn of 1 or more",
                         who);
    if (d->source != TAB_ID_NONE) {
        if (d->mode != TAB_TURN_SEQUENCE)
            return tabi_fail(g, TAB_EINVAL, "%s: only a sequence follows an initiative", who);
        tab_atom init = tabi_atom_literal_find(g, "initiative");
        if (!init || !tabi_live(g, d->source) || tab_entity_kind(g, d->source) != init)
            return tabi_fail(g, TAB_EINVAL, "%s: source %u is not an initiative", who,
                             d->source);
    }
    for (uint32_t i = 0; d->names && i < d->sides; i++)
        if (!tabi_atom_valid(g, d->names[i]))
            return tabi_fail(g, TAB_EINVAL, "%s: side %u name %u is not an atom", who, i,
                             d->names[i]);
    (void)k;
    return TAB_OK;
}

tab_status tab_turn_new(tab_game *g, const tab_turn_def *def, tab_id *out)
{
    TABI_CHECK_GAME(g);
    if (!def || !out)
        return tabi_fail(g, TAB_EMISUSE, "tab_turn_new: NULL %s", def ? "out" : "def");
    keys k;
    tab_status s = intern(g, &k);
    if (s == TAB_OK)
        s = check_def(g, &k, def);
    if (s != TAB_OK)
        return s;
    int32_t seps[TAB_TURN_MAX_SIDES] = {0};
    tab_id t;
    if ((s = tab_entity_new(g, k.kind, &t)) != TAB_OK)
        return s;
    const struct {
        tab_atom key;
        tab_value v;
    } props[] = {
        {k.mode, tab_int(def->mode)},   {k.sides, tab_int(def->sides)},
        {k.per_turn, tab_int(def->mode == TAB_TURN_ALTERNATE ? def->per_turn : 0)},
        {k.rounds, tab_int(def->rounds)}, {k.source, tab_ref(def->source)},
        {k.round, tab_int(0)},          {k.side, tab_int(-1)},
        {k.used, tab_int(0)},           {k.first, tab_int(0)},
        {k.last, tab_int(-1)},          {k.mark, tab_int(0)},
        {k.active, tab_ref(TAB_ID_NONE)},
    };
    for (size_t i = 0; s == TAB_OK && i < sizeof props / sizeof *props; i++)
        s = tab_entity_set(g, t, props[i].key, props[i].v);
    if (s == TAB_OK && def->names)
        s = tab_entity_set_array(g, t, k.names, TAB_VATOM, (const int32_t *)def->names,
                                 def->sides);
    if (s == TAB_OK)
        s = tab_entity_set_array(g, t, k.actors, TAB_VREF, seps, def->sides - 1);
    if (s == TAB_OK)
        s = tab_entity_set_array(g, t, k.acted, TAB_VREF, NULL, 0);
    if (s != TAB_OK) {
        tabi_entity_unmake(g, t);
        return s;
    }
    *out = t;
    return TAB_OK;
}

/* Writes t's actors as the raw list with actor inserted at index at (or,
 * when at is UINT32_MAX, with actor taken out). */
static tab_status write_actors(tab_game *g, const keys *k, const view *v, tab_id actor,
                               uint32_t at)
{
    int32_t local[128], *buf = local;
    uint32_t cap = v->nactors + 1, n = 0;
    if (cap > sizeof local / sizeof *local) {
        buf = tabi_realloc(g, NULL, 0, (size_t)cap * sizeof *buf);
        if (!buf)
            return tabi_fail(g, TAB_ENOMEM, "out of memory changing turn driver %u", v->id);
    }
    for (uint32_t i = 0; i <= v->nactors; i++) {
        if (i == at)
            buf[n++] = (int32_t)actor;
        /* Freed actors leave at the next change. */
        if (i == v->nactors)
            break;
        tab_id e = (tab_id)v->actors[i];
        if (e == 0 || (tabi_live(g, e) && (at != UINT32_MAX || e != actor)))
            buf[n++] = (int32_t)e;
    }
    tab_status s = tab_entity_set_array(g, v->id, k->actors, TAB_VREF, buf, n);
    if (buf != local)
        tabi_free(g, buf, (size_t)cap * sizeof *buf);
    return s;
}

tab_status tab_turn_add(tab_game *g, tab_id t, uint32_t side, tab_id actor)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_turn_add";
    keys k;
    view v;
    tab_status s = begin_call(g, &k, t, &v, who);
    if (s != TAB_OK)
        return s;
    if (v.source)
        return tabi_fail(g, TAB_EMISUSE, "%s: driver %u follows initiative %u; place the "
                         "token there", who, t, v.source);
    if (side >= v.sides)
        return tabi_fail(g, TAB_EINVAL, "%s: side %u, driver %u has %u", who, side, t, v.sides);
    if (!tabi_live(g, actor))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: no entity %u", who, actor);
    bool by_phase = v.mode == TAB_TURN_PHASES || v.mode == TAB_TURN_SIMULTANEOUS;
    if (by_phase ? in_side(&v, actor, (int)side) : side_of(&v, actor) >= 0)
        return tabi_fail(g, TAB_EINVAL, "%s: entity %u is on driver %u already", who, actor, t);
    if (v.nactors - (v.sides - 1) >= TAB_TURN_MAX_ACTORS)
        return tabi_fail(g, TAB_EINVAL, "%s: driver %u is full", who, t);
    uint32_t at = 0;
    for (uint32_t sd = 0; sd <= side; at++)
        if (at == v.nactors || v.actors[at] == 0)
            sd++;
    return write_actors(g, &k, &v, actor, at - 1);
}

tab_status tab_turn_remove(tab_game *g, tab_id t, tab_id actor)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_turn_remove";
    keys k;
    view v;
    tab_status s = begin_call(g, &k, t, &v, who);
    if (s != TAB_OK)
        return s;
    if (v.source)
        return tabi_fail(g, TAB_EMISUSE, "%s: driver %u follows initiative %u; remove the "
                         "token there", who, t, v.source);
    if (side_of(&v, actor) < 0)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not on driver %u", who, actor, t);
    if ((s = write_actors(g, &k, &v, actor, UINT32_MAX)) != TAB_OK)
        return s;
    if (v.side >= 0 && !v.active)
        advance(g, &k, t, false);
    return TAB_OK;
}

/* ---- Acting ------------------------------------------------------------- */

tab_status tab_turn_begin(tab_game *g, tab_id t, tab_id actor)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_turn_begin";
    keys k;
    view v;
    tab_status s = begin_call(g, &k, t, &v, who);
    if (s != TAB_OK)
        return s;
    if (v.mode == TAB_TURN_SIMULTANEOUS)
        return tabi_fail(g, TAB_EMISUSE, "%s: members of a simultaneous phase only end", who);
    if (v.side < 0)
        return tabi_fail(g, TAB_EMISUSE, "%s: round %u of driver %u is over", who, v.round, t);
    if (v.active)
        return tabi_fail(g, TAB_EMISUSE, "%s: entity %u is acting", who, v.active);
    const char *why = refusal(g, &v, actor);
    if (why)
        return tabi_fail(g, TAB_EINVAL, "%s: entity %u %s", who, actor, why);
    if ((s = append_acted(g, &k, &v, actor)) != TAB_OK)
        return s;
    tab_entity_set(g, t, k.active, tab_ref(actor));
    put_int(g, t, k.used, v.used + 1);
    put_int(g, t, k.last, v.side);
    tabi_emit(g, TAB_EV_TURN_ACT, actor, t, v.side, v.round, 0);
    return TAB_OK;
}

tab_status tab_turn_end(tab_game *g, tab_id t, tab_id actor)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_turn_end";
    keys k;
    view v;
    tab_status s = begin_call(g, &k, t, &v, who);
    if (s != TAB_OK)
        return s;
    if (v.mode != TAB_TURN_SIMULTANEOUS) {
        if (!v.active || v.active != actor)
            return tabi_fail(g, TAB_EINVAL, "%s: entity %u is not acting", who, actor);
        tab_entity_set(g, t, k.active, tab_ref(TAB_ID_NONE));
    } else {
        if (v.side < 0)
            return tabi_fail(g, TAB_EMISUSE, "%s: round %u of driver %u is over", who,
                             v.round, t);
        const char *why = refusal(g, &v, actor);
        if (why)
            return tabi_fail(g, TAB_EINVAL, "%s: entity %u %s", who, actor, why);
        if ((s = append_acted(g, &k, &v, actor)) != TAB_OK)
            return s;
        put_int(g, t, k.used, v.used + 1);
        put_int(g, t, k.last, v.side);
    }
    tabi_emit(g, TAB_EV_TURN_DONE, actor, t, v.side, v.round, 0);
    advance(g, &k, t, false);
    return TAB_OK;
}

tab_status tab_turn_skip(tab_game *g, tab_id t, tab_id actor)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_turn_skip";
    keys k;
    view v;
    tab_status s = begin_call(g, &k, t, &v, who);
    if (s != TAB_OK)
        return s;
    if (v.side < 0)
        return tabi_fail(g, TAB_EMISUSE, "%s: round %u of driver %u is over", who, v.round, t);
    int side = in_side(&v, actor, v.side) ? v.side : side_of(&v, actor);
    if (side < 0 || !tabi_live(g, actor))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: entity %u is not on driver %u", who, actor, t);
    if (actor == v.active || acted_since(&v, actor, acted_from(&v)))
        return tabi_fail(g, TAB_EINVAL, "%s: entity %u has acted this round", who, actor);
    if ((s = append_acted(g, &k, &v, actor)) != TAB_OK)
        return s;
    tabi_emit(g, TAB_EV_TURN_SKIP, actor, t, side, v.round, 0);
    if (!v.active)
        advance(g, &k, t, false);
    return TAB_OK;
}

tab_status tab_turn_pass(tab_game *g, tab_id t)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_turn_pass";
    keys k;
    view v;
    tab_status s = begin_call(g, &k, t, &v, who);
    if (s != TAB_OK)
        return s;
    if (v.side < 0)
        return tabi_fail(g, TAB_EMISUSE, "%s: round %u of driver %u is over", who, v.round, t);
    if (v.active)
        return tabi_fail(g, TAB_EMISUSE, "%s: entity %u is acting", who, v.active);
    if (v.mode == TAB_TURN_SEQUENCE)
        return tabi_fail(g, TAB_EMISUSE, "%s: a sequence has no sides to pass", who);
    if (v.mode == TAB_TURN_ALTERNATE && v.used == 0)
        return tabi_fail(g, TAB_EMISUSE, "%s: side %d must activate a unit first", who,
                         v.side);
    tabi_emit(g, TAB_EV_TURN_PASS, t, v.side, v.used, 0, 0);
    advance(g, &k, t, true);
    return TAB_OK;
}

tab_status tab_turn_end_round(tab_game *g, tab_id t)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_turn_end_round";
    keys k;
    view v;
    tab_status s = begin_call(g, &k, t, &v, who);
    if (s != TAB_OK)
        return s;
    if (v.side < 0)
        return tabi_fail(g, TAB_EMISUSE, "%s: round %u of driver %u is over", who, v.round, t);
    round_over(g, &k, &v);
    return TAB_OK;
}

tab_status tab_turn_next_round(tab_game *g, tab_id t)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_turn_next_round";
    keys k;
    view v;
    tab_status s = begin_call(g, &k, t, &v, who);
    if (s != TAB_OK)
        return s;
    if (v.side >= 0)
        return tabi_fail(g, TAB_EMISUSE, "%s: round %u of driver %u is not over", who,
                         v.round, t);
    if (v.rounds && v.round >= v.rounds)
        return TAB_DONE;
    if ((s = tab_entity_set_array(g, t, k.acted, TAB_VREF, NULL, 0)) != TAB_OK)
        return s;
    int first = 0;
    if (v.mode == TAB_TURN_ALTERNATE) {
        /* "The next round always begins with the player who did not finish
         * the prior round." */
        first = v.last >= 0 ? (v.last + 1) % (int)v.sides : v.first;
        load(g, &k, t, &v, who); /* nobody has acted now */
        first = side_with_actors(g, &v, first);
    }
    put_int(g, t, k.round, v.round + 1);
    put_int(g, t, k.first, first);
    put_int(g, t, k.last, -1);
    tabi_emit(g, TAB_EV_TURN_ROUND, t, v.round + 1, first, 0, 0);
    load(g, &k, t, &v, who);
    start_side(g, &k, &v, first);
    return TAB_OK;
}

/* ---- Reading ------------------------------------------------------------ */

/* Loads t for a query that reports no error status. */
static bool peek(tab_game *g, keys *k, tab_id t, view *v, const char *who)
{
    return g && begin_call(g, k, t, v, who) == TAB_OK;
}

uint32_t tab_turn_round(tab_game *g, tab_id t)
{
    keys k;
    view v;
    return peek(g, &k, t, &v, "tab_turn_round") ? v.round : 0;
}

int tab_turn_side(tab_game *g, tab_id t)
{
    keys k;
    view v;
    return peek(g, &k, t, &v, "tab_turn_side") ? v.side : -1;
}

bool tab_turn_round_over(tab_game *g, tab_id t)
{
    return tab_turn_side(g, t) < 0;
}

tab_id tab_turn_active(tab_game *g, tab_id t)
{
    keys k;
    view v;
    return peek(g, &k, t, &v, "tab_turn_active") ? v.active : TAB_ID_NONE;
}

tab_id tab_turn_next(tab_game *g, tab_id t)
{
    keys k;
    view v;
    if (!peek(g, &k, t, &v, "tab_turn_next") || v.mode != TAB_TURN_SEQUENCE || v.side < 0)
        return TAB_ID_NONE;
    return next_in_sequence(g, &v);
}

bool tab_turn_may_act(tab_game *g, tab_id t, tab_id actor)
{
    keys k;
    view v;
    if (!peek(g, &k, t, &v, "tab_turn_may_act") || v.side < 0)
        return false;
    if (v.active && v.mode != TAB_TURN_SIMULTANEOUS)
        return false;
    return refusal(g, &v, actor) == NULL;
}

bool tab_turn_has_acted(tab_game *g, tab_id t, tab_id actor)
{
    keys k;
    view v;
    return peek(g, &k, t, &v, "tab_turn_has_acted") && actor && acted_since(&v, actor, 0);
}

int tab_turn_side_of(tab_game *g, tab_id t, tab_id actor)
{
    keys k;
    view v;
    return peek(g, &k, t, &v, "tab_turn_side_of") && tabi_live(g, actor) ? side_of(&v, actor)
                                                                          : -1;
}

uint32_t tab_turn_remaining(tab_game *g, tab_id t, uint32_t side)
{
    keys k;
    view v;
    if (!peek(g, &k, t, &v, "tab_turn_remaining") || side >= v.sides)
        return 0;
    return remaining(g, &v, (int)side);
}
