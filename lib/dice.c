/* dice.c - die types with custom faces, pools of dice rolled from named
 * streams, and queues of forced faces, all kept as entities so that the
 * state core snapshots, hashes and saves them like anything else.
 *
 * A roll is done in two steps, so that a call which fails leaves g as it
 * was: roll_prepare checks every die and every forced face and makes sure
 * the stream exists (its only allocation); roll_commit then writes the faces
 * in place and cannot fail. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "atom.h"
#include "dice.h"
#include "rng.h"

/* A forced-face queue longer than this is surely a runaway script. */
#define MAX_FORCED (1u << 20)

/* ---- Keys and undo -------------------------------------------------------- */

tab_status tabi_dice_keys_get(tab_game *g, tabi_dice_keys *k, int intern)
{
    static const struct {
        size_t off;
        const char *name;
    } keys[] = {
        {offsetof(tabi_dice_keys, die), "dice.die"},
        {offsetof(tabi_dice_keys, name), "dice.name"},
        {offsetof(tabi_dice_keys, values), "dice.values"},
        {offsetof(tabi_dice_keys, start), "dice.start"},
        {offsetof(tabi_dice_keys, syms), "dice.syms"},
        {offsetof(tabi_dice_keys, counts), "dice.counts"},
        {offsetof(tabi_dice_keys, pool), "dice.pool"},
        {offsetof(tabi_dice_keys, pool_dice), "dice.pool.dice"},
        {offsetof(tabi_dice_keys, rolled), "dice.pool.rolled"},
        {offsetof(tabi_dice_keys, modifier), "dice.pool.modifier"},
        {offsetof(tabi_dice_keys, forced), "dice.forced"},
        {offsetof(tabi_dice_keys, fstream), "dice.forced.stream"},
        {offsetof(tabi_dice_keys, ffaces), "dice.forced.faces"},
        {offsetof(tabi_dice_keys, fnext), "dice.forced.next"},
        {offsetof(tabi_dice_keys, types), "dice.types"},
    };
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) {
        tab_atom *a = (tab_atom *)(void *)((char *)k + keys[i].off);
        *a = intern ? tab_atom_of(g, keys[i].name) : tab_atom_find(g, keys[i].name);
        if (intern && *a == TAB_ATOM_NONE)
            return TAB_ENOMEM;
    }
    return TAB_OK;
}

tab_status tabi_dice_rollback(tab_game *g, const tabi_dice_mark *m, tab_status s)
{
    /* Freeing first releases properties and zone places; shortening the id
     * range then makes the ids unused again, as the hash expects. */
    for (tab_id e = g->st.ent_len; e-- > m->ent_len;)
        if (tabi_live(g, e))
            tab_entity_free(g, e);
    g->st.ent_len = m->ent_len;
    for (tab_zone z = g->st.zone_len; z-- > m->zone_len;)
        tabi_pool_release(&g->st.items, &g->st.zones[z].items);
    g->st.zone_len = m->zone_len;
    if (g->log.end > m->log_end) {
        g->log.end = m->log_end;
        if (g->log.begin > m->log_end)
            g->log.begin = m->log_end;
    }
    return s;
}

/* The zone named name, created (owned by nobody) when missing. */
static tab_status registry(tab_game *g, tab_atom name, tab_visibility vis, tab_zone *out)
{
    *out = tab_zone_find(g, name);
    return *out ? TAB_OK : tab_zone_new(g, name, TAB_NO_PLAYER, vis, out);
}

static int is_kind(const tab_game *g, tab_id e, tab_atom kind)
{
    return kind != TAB_ATOM_NONE && tabi_live(g, e) && g->st.ents[e].kind == kind;
}

static tab_status check_stream(tab_game *g, tab_atom *stream, const char *who)
{
    if (*stream == TAB_ATOM_NONE)
        *stream = TAB_ATOM_MAIN;
    if (!tabi_atom_valid(g, *stream))
        return tabi_fail(g, TAB_EINVAL, "%s: stream %u is not an atom", who, *stream);
    return TAB_OK;
}

static const char *atom_text(const tab_game *g, tab_atom a)
{
    return tabi_atom_valid(g, a) ? tab_atom_str(g, a) : "?";
}

/* ---- Die types -------------------------------------------------------------- */

static int within(int64_t v)
{
    return v >= -TAB_DICE_MAX_NUMBER && v <= TAB_DICE_MAX_NUMBER;
}

tab_status tabi_dice_view(tab_game *g, const tabi_dice_keys *k, tab_id die, tabi_die *out,
                          const char *who)
{
    if (!is_kind(g, die, k->die))
        return tabi_fail(g, TAB_EINVAL, "%s: %u is not a die type", who, die);
    uint32_t nv = 0, nst = 0, ns = 0, nc = 0;
    tab_vtype ts = TAB_VNONE;
    /* A script may have rewritten these properties: check their shape, so a
     * bad die is an error and never a read out of bounds. */
    int ok = tab_entity_get_array(g, die, k->values, NULL, &out->values, &nv) == TAB_OK &&
             tab_entity_get_array(g, die, k->start, NULL, &out->start, &nst) == TAB_OK &&
             tab_entity_get_array(g, die, k->syms, &ts, &out->syms, &ns) == TAB_OK &&
             tab_entity_get_array(g, die, k->counts, NULL, &out->counts, &nc) == TAB_OK &&
             ts == TAB_VATOM && nv >= 1 && nv <= TAB_DICE_MAX_FACES && nst == nv + 1 &&
             ns == nc && out->start[0] == 0 && (uint32_t)out->start[nv] == ns;
    for (uint32_t f = 0; ok && f < nv; f++)
        ok = within(out->values[f]) && out->start[f] <= out->start[f + 1] &&
             out->start[f + 1] - out->start[f] <= TAB_DICE_FACE_SYMBOLS;
    for (uint32_t i = 0; ok && i < nc; i++)
        ok = within(out->counts[i]);
    if (!ok)
        return tabi_fail(g, TAB_EINVAL, "%s: die type %u has malformed faces", who, die);
    out->nfaces = nv;
    return TAB_OK;
}

/* The number of faces of die type die, without reading its symbols. */
static tab_status die_faces(tab_game *g, const tabi_dice_keys *k, tab_id die, uint32_t *nf,
                            const char *who)
{
    const int32_t *v;
    if (!is_kind(g, die, k->die))
        return tabi_fail(g, TAB_EINVAL, "%s: %u is not a die type", who, die);
    if (tab_entity_get_array(g, die, k->values, NULL, &v, nf) != TAB_OK || *nf == 0 ||
        *nf > TAB_DICE_MAX_FACES)
        return tabi_fail(g, TAB_EINVAL, "%s: die type %u has malformed faces", who, die);
    return TAB_OK;
}

static tab_id find_die(tab_game *g, const tabi_dice_keys *k, tab_atom name)
{
    tab_zone z = tab_zone_find(g, k->types);
    uint32_t n = tab_zone_size(g, z);
    for (uint32_t i = 0; i < n; i++) {
        tab_id e = tab_zone_at(g, z, i);
        if (is_kind(g, e, k->die)) {
            tab_value v;
            tab_entity_get(g, e, k->name, &v);
            if (v.type == TAB_VATOM && v.as.atom == name)
                return e;
        }
    }
    return TAB_ID_NONE;
}

/* Creates a die type from checked arrays: nf values, nf + 1 starts, ns
 * symbols and counts. */
static tab_status die_create(tab_game *g, tab_atom name, uint32_t nf, const int32_t *values,
                             const int32_t *start, const int32_t *syms, const int32_t *counts,
                             uint32_t ns, tab_id *out, const char *who)
{
    tabi_dice_keys k;
    tab_status s = tabi_dice_keys_get(g, &k, 1);
    if (s != TAB_OK)
        return s;
    if (find_die(g, &k, name))
        return tabi_fail(g, TAB_EINVAL, "%s: a die type named '%s' exists", who,
                         tab_atom_str(g, name));
    tabi_dice_mark m = tabi_dice_mark_now(g);
    tab_zone z;
    tab_id e = TAB_ID_NONE;
    if ((s = registry(g, k.types, TAB_SEE_ALL, &z)) != TAB_OK ||
        (s = tab_entity_new(g, k.die, &e)) != TAB_OK ||
        (s = tab_entity_set(g, e, k.name, tab_atomv(name))) != TAB_OK ||
        (s = tab_entity_set_array(g, e, k.values, TAB_VINT, values, nf)) != TAB_OK ||
        (s = tab_entity_set_array(g, e, k.start, TAB_VINT, start, nf + 1)) != TAB_OK ||
        (s = tab_entity_set_array(g, e, k.syms, TAB_VATOM, syms, ns)) != TAB_OK ||
        (s = tab_entity_set_array(g, e, k.counts, TAB_VINT, counts, ns)) != TAB_OK ||
        (s = tab_zone_insert(g, z, e, TAB_ZONE_END)) != TAB_OK)
        return tabi_dice_rollback(g, &m, s);
    *out = e;
    return TAB_OK;
}

/* Checks face f and returns its number of symbols, or -1 with the message set. */
static int face_symbols(tab_game *g, const tab_die_face *fc, uint32_t f, const char *who)
{
    if (!within(fc->value)) {
        tabi_fail(g, TAB_EINVAL, "%s: face %u: value %d is beyond +-%d", who, f, fc->value,
                  TAB_DICE_MAX_NUMBER);
        return -1;
    }
    int n = 0;
    while (n < TAB_DICE_FACE_SYMBOLS && fc->sym[n] != TAB_ATOM_NONE)
        n++;
    for (int i = 0; i < n; i++) {
        if (!tabi_atom_valid(g, fc->sym[i])) {
            tabi_fail(g, TAB_EINVAL, "%s: face %u: symbol %u is not an atom", who, f, fc->sym[i]);
            return -1;
        }
        if (fc->count[i] == 0 || !within(fc->count[i])) {
            tabi_fail(g, TAB_EINVAL, "%s: face %u: count %d of '%s' must be non-zero and "
                      "within +-%d", who, f, fc->count[i], tab_atom_str(g, fc->sym[i]),
                      TAB_DICE_MAX_NUMBER);
            return -1;
        }
        for (int j = 0; j < i; j++)
            if (fc->sym[j] == fc->sym[i]) {
                tabi_fail(g, TAB_EINVAL, "%s: face %u: symbol '%s' is listed twice", who, f,
                          tab_atom_str(g, fc->sym[i]));
                return -1;
            }
    }
    for (int i = n; i < TAB_DICE_FACE_SYMBOLS; i++)
        if (fc->sym[i] != TAB_ATOM_NONE) {
            tabi_fail(g, TAB_EINVAL, "%s: face %u: symbol slot %d follows an empty slot", who,
                      f, i);
            return -1;
        }
    return n;
}

tab_status tab_dice_new(tab_game *g, tab_atom name, const tab_die_face *faces, uint32_t nfaces,
                        tab_id *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_dice_new";
    if (!faces || !out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL faces or out", who);
    if (!tabi_atom_valid(g, name))
        return tabi_fail(g, TAB_EINVAL, "%s: name %u is not an atom", who, name);
    if (nfaces < 1 || nfaces > TAB_DICE_MAX_FACES)
        return tabi_fail(g, TAB_EINVAL, "%s: %u faces; a die has 1 to %d", who, nfaces,
                         TAB_DICE_MAX_FACES);
    uint32_t ns = 0;
    for (uint32_t f = 0; f < nfaces; f++) {
        int n = face_symbols(g, &faces[f], f, who);
        if (n < 0)
            return TAB_EINVAL;
        ns += (uint32_t)n;
    }
    size_t words = (size_t)nfaces + (nfaces + 1) + 2 * (size_t)ns;
    int32_t *buf = tabi_realloc(g, NULL, 0, words * sizeof *buf);
    if (!buf)
        return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
    int32_t *values = buf, *start = values + nfaces, *syms = start + nfaces + 1,
            *counts = syms + ns;
    uint32_t at = 0;
    for (uint32_t f = 0; f < nfaces; f++) {
        values[f] = faces[f].value;
        start[f] = (int32_t)at;
        for (int i = 0; i < TAB_DICE_FACE_SYMBOLS && faces[f].sym[i] != TAB_ATOM_NONE; i++) {
            syms[at] = (int32_t)faces[f].sym[i];
            counts[at++] = faces[f].count[i];
        }
    }
    start[nfaces] = (int32_t)at;
    tab_status s = die_create(g, name, nfaces, values, start, syms, counts, ns, out, who);
    tabi_free(g, buf, words * sizeof *buf);
    return s;
}

tab_status tab_dice_numeric(tab_game *g, uint32_t sides, tab_id *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_dice_numeric";
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    if (sides < 1 || sides > TAB_DICE_MAX_FACES)
        return tabi_fail(g, TAB_EINVAL, "%s: %u sides; a die has 1 to %d", who, sides,
                         TAB_DICE_MAX_FACES);
    char text[16];
    snprintf(text, sizeof text, "d%u", sides);
    tab_atom name = tab_atom_of(g, text);
    tabi_dice_keys k;
    tab_status s;
    if (name == TAB_ATOM_NONE || (s = tabi_dice_keys_get(g, &k, 1)) != TAB_OK)
        return TAB_ENOMEM;
    tab_id e = find_die(g, &k, name);
    if (e) {
        tabi_die d;
        int plain = tabi_dice_view(g, &k, e, &d, who) == TAB_OK && d.nfaces == sides &&
                    d.start[sides] == 0;
        for (uint32_t f = 0; plain && f < sides; f++)
            plain = d.values[f] == (int32_t)f + 1;
        if (!plain)
            return tabi_fail(g, TAB_EINVAL, "%s: the die type '%s' is not a plain %u-sided die",
                             who, text, sides);
        *out = e;
        return TAB_OK;
    }
    size_t words = 2 * (size_t)sides + 1;
    int32_t *buf = tabi_realloc(g, NULL, 0, words * sizeof *buf);
    if (!buf)
        return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
    for (uint32_t f = 0; f < sides; f++)
        buf[f] = (int32_t)f + 1;
    memset(buf + sides, 0, (sides + 1) * sizeof *buf);
    s = die_create(g, name, sides, buf, buf + sides, NULL, NULL, 0, out, who);
    tabi_free(g, buf, words * sizeof *buf);
    return s;
}

tab_id tab_dice_find(tab_game *g, tab_atom name)
{
    tabi_dice_keys k;
    if (!g || name == TAB_ATOM_NONE)
        return TAB_ID_NONE;
    tabi_dice_keys_get(g, &k, 0);
    return find_die(g, &k, name);
}

uint32_t tab_dice_faces(tab_game *g, tab_id die)
{
    tabi_dice_keys k;
    uint32_t nf;
    if (!g)
        return 0;
    tabi_dice_keys_get(g, &k, 0);
    return die_faces(g, &k, die, &nf, "tab_dice_faces") == TAB_OK ? nf : 0;
}

tab_status tab_dice_face(tab_game *g, tab_id die, uint32_t f, tab_die_face *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_dice_face";
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    tabi_dice_keys k;
    tabi_die d;
    tabi_dice_keys_get(g, &k, 0);
    if (!is_kind(g, die, k.die))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: %u is not a die type", who, die);
    tab_status s = tabi_dice_view(g, &k, die, &d, who);
    if (s != TAB_OK)
        return s;
    if (f >= d.nfaces)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: die type %u has %u faces, not %u", who, die,
                         d.nfaces, f + 1);
    memset(out, 0, sizeof *out);
    out->value = d.values[f];
    for (int32_t i = d.start[f], j = 0; i < d.start[f + 1]; i++, j++) {
        out->sym[j] = (tab_atom)d.syms[i];
        out->count[j] = d.counts[i];
    }
    return TAB_OK;
}

/* ---- Scores ------------------------------------------------------------------ */

tab_status tabi_dice_check_score(tab_game *g, const tab_dice_term *score, uint32_t nterms,
                                 const char *who)
{
    if (!score)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL score", who);
    if (nterms < 1 || nterms > TAB_DICE_MAX_TERMS)
        return tabi_fail(g, TAB_EINVAL, "%s: %u score terms; a score has 1 to %d", who, nterms,
                         TAB_DICE_MAX_TERMS);
    for (uint32_t t = 0; t < nterms; t++) {
        if (score[t].sym != TAB_DICE_VALUE && !tabi_atom_valid(g, score[t].sym))
            return tabi_fail(g, TAB_EINVAL, "%s: term %u: symbol %u is not an atom", who, t,
                             score[t].sym);
        if (!within(score[t].weight))
            return tabi_fail(g, TAB_EINVAL, "%s: term %u: weight %d is beyond +-%d", who, t,
                             score[t].weight, TAB_DICE_MAX_NUMBER);
    }
    return TAB_OK;
}

/* ---- Pools ---------------------------------------------------------------------- */

/* Pool's (die type, face) pairs, writable in place, and its number of dice. */
static tab_status pool_get(tab_game *g, const tabi_dice_keys *k, tab_id pool, int32_t **pairs,
                           uint32_t *n, const char *who)
{
    const int32_t *v;
    uint32_t len;
    if (!is_kind(g, pool, k->pool))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: %u is not a dice pool", who, pool);
    if (tab_entity_get_array(g, pool, k->pool_dice, NULL, &v, &len) != TAB_OK || len % 2 ||
        len / 2 > TAB_DICE_MAX_POOL)
        return tabi_fail(g, TAB_EINVAL, "%s: dice pool %u is malformed", who, pool);
    /* Faces change in place: the dice.roll events are the record of it. */
    *pairs = (int32_t *)(uintptr_t)v;
    *n = len / 2;
    return TAB_OK;
}

static bool pool_is_rolled(tab_game *g, const tabi_dice_keys *k, tab_id pool)
{
    tab_value v;
    return tab_entity_get(g, pool, k->rolled, &v) == TAB_OK && v.type == TAB_VBOOL && v.as.b;
}

static tab_status check_dice(tab_game *g, const tabi_dice_keys *k, const tab_id *dice,
                             uint32_t n, const char *who)
{
    uint32_t nf;
    for (uint32_t i = 0; i < n; i++) {
        tab_status s = die_faces(g, k, dice[i], &nf, who);
        if (s != TAB_OK)
            return s;
    }
    return TAB_OK;
}

tab_status tabi_dice_pool_make(tab_game *g, const tab_id *dice, uint32_t n, int64_t modifier,
                               tab_id *out, const char *who)
{
    tabi_dice_keys k;
    tab_status s = tabi_dice_keys_get(g, &k, 1);
    if (s != TAB_OK)
        return s;
    if (n > TAB_DICE_MAX_POOL)
        return tabi_fail(g, TAB_EINVAL, "%s: %u dice; a pool holds at most %d", who, n,
                         TAB_DICE_MAX_POOL);
    if ((s = check_dice(g, &k, dice, n, who)) != TAB_OK)
        return s;
    int32_t pairs[2 * TAB_DICE_MAX_POOL];
    for (uint32_t i = 0; i < n; i++) {
        pairs[2 * i] = (int32_t)dice[i];
        pairs[2 * i + 1] = -1;
    }
    tabi_dice_mark m = tabi_dice_mark_now(g);
    tab_id e = TAB_ID_NONE;
    if ((s = tab_entity_new(g, k.pool, &e)) != TAB_OK ||
        (s = tab_entity_set_array(g, e, k.pool_dice, TAB_VINT, pairs, 2 * n)) != TAB_OK ||
        (s = tab_entity_set(g, e, k.rolled, tab_bool(false))) != TAB_OK ||
        (s = tab_entity_set(g, e, k.modifier, tab_int(modifier))) != TAB_OK)
        return tabi_dice_rollback(g, &m, s);
    *out = e;
    return TAB_OK;
}

tab_status tab_dice_pool_new(tab_game *g, const tab_id *dice, uint32_t n, tab_id *out)
{
    TABI_CHECK_GAME(g);
    if (!out || (!dice && n))
        return tabi_fail(g, TAB_EMISUSE, "tab_dice_pool_new: NULL dice or out");
    return tabi_dice_pool_make(g, dice, n, 0, out, "tab_dice_pool_new");
}

tab_status tab_dice_pool_free(tab_game *g, tab_id pool)
{
    TABI_CHECK_GAME(g);
    tabi_dice_keys k;
    tabi_dice_keys_get(g, &k, 0);
    if (!is_kind(g, pool, k.pool))
        return tabi_fail(g, TAB_ENOTFOUND, "tab_dice_pool_free: %u is not a dice pool", pool);
    return tab_entity_free(g, pool);
}

/* ---- Rolling ---------------------------------------------------------------------- */

/* The forced-face queue of stream, or TAB_ID_NONE. */
static tab_id queue_find(tab_game *g, const tabi_dice_keys *k, tab_atom stream)
{
    if (k->forced == TAB_ATOM_NONE)
        return TAB_ID_NONE;
    tab_zone z = tab_zone_find(g, k->forced);
    uint32_t n = tab_zone_size(g, z);
    for (uint32_t i = 0; i < n; i++) {
        tab_id e = tab_zone_at(g, z, i);
        tab_value v;
        if (is_kind(g, e, k->forced) && tab_entity_get(g, e, k->fstream, &v) == TAB_OK &&
            v.type == TAB_VATOM && v.as.atom == stream)
            return e;
    }
    return TAB_ID_NONE;
}

/* The pending faces of queue q: faces[next..len). 0 when malformed. */
static int queue_get(tab_game *g, const tabi_dice_keys *k, tab_id q, const int32_t **faces,
                     uint32_t *next, uint32_t *len)
{
    if (tab_entity_get_array(g, q, k->ffaces, NULL, faces, len) != TAB_OK)
        return 0;
    int64_t nx = tab_entity_get_int(g, q, k->fnext, -1);
    if (nx < 0 || nx > *len)
        return 0;
    *next = (uint32_t)nx;
    return 1;
}

typedef struct roll_plan {
    tab_atom stream;
    uint64_t *rng;    /* the stream's state; NULL when every face is forced */
    tab_id queue;     /* the stream's forced-face queue, or TAB_ID_NONE */
    uint32_t next;    /* the queue's first pending face */
    uint32_t forced;  /* how many of the dice take forced faces */
    uint32_t qlen;
    uint32_t nf[TAB_DICE_MAX_POOL]; /* faces of each die rolled */
} roll_plan;

/* Checks the n dice about to be rolled, in order, against stream's forced
 * faces and makes sure the stream exists. Changes nothing else. */
static tab_status roll_prepare(tab_game *g, const tabi_dice_keys *k, const tab_id *dice,
                               uint32_t n, tab_atom stream, roll_plan *p, const char *who)
{
    tab_status s = check_stream(g, &stream, who);
    if (s != TAB_OK)
        return s;
    p->stream = stream;
    p->rng = NULL;
    p->forced = p->next = p->qlen = 0;
    for (uint32_t i = 0; i < n; i++)
        if ((s = die_faces(g, k, dice[i], &p->nf[i], who)) != TAB_OK)
            return s;
    p->queue = queue_find(g, k, stream);
    if (p->queue) {
        const int32_t *q;
        if (!queue_get(g, k, p->queue, &q, &p->next, &p->qlen))
            return tabi_fail(g, TAB_EINVAL, "%s: the forced faces of stream '%s' are malformed",
                             who, tab_atom_str(g, stream));
        p->forced = p->qlen - p->next < n ? p->qlen - p->next : n;
        for (uint32_t j = 0; j < p->forced; j++) {
            int32_t face = q[p->next + j];
            if (face < 0 || (uint32_t)face >= p->nf[j]) {
                tab_value name;
                tab_entity_get(g, dice[j], k->name, &name);
                return tabi_fail(g, TAB_EINVAL, "%s: forced face %d of stream '%s' is not a "
                                 "face of die type '%s' (faces 0 to %u)", who, face,
                                 tab_atom_str(g, stream),
                                 name.type == TAB_VATOM ? atom_text(g, name.as.atom) : "?",
                                 p->nf[j] - 1);
            }
        }
    }
    if (p->forced < n && !(p->rng = tabi_stream_state(g, stream)))
        return TAB_ENOMEM;
    return TAB_OK;
}

/* Rolls the n dice of pool at idx[j] (or first + j when idx is NULL) as
 * prepared, and emits the events. Cannot fail. */
static void roll_commit(tab_game *g, const tabi_dice_keys *k, const roll_plan *p, tab_id pool,
                        const uint32_t *idx, uint32_t first, uint32_t n, int reroll)
{
    int32_t *pairs;
    uint32_t size;
    const int32_t *q = NULL;
    uint32_t qlen;
    pool_get(g, k, pool, &pairs, &size, "roll");
    if (p->forced)
        tab_entity_get_array(g, p->queue, k->ffaces, NULL, &q, &qlen);
    for (uint32_t j = 0; j < n; j++) {
        uint32_t i = idx ? idx[j] : first + j;
        int32_t face = j < p->forced ? q[p->next + j]
                                     : (int32_t)tabi_xoshiro_below(p->rng, p->nf[j]);
        int32_t old = pairs[2 * i + 1];
        pairs[2 * i + 1] = face;
        if (reroll)
            tabi_emit(g, TAB_EV_DICE_REROLL, pool, i, face, old, p->stream);
        else
            tabi_emit(g, TAB_EV_DICE_ROLL, pool, i, face, pairs[2 * i], p->stream);
    }
    /* Neither step allocates: an emptied queue goes, a partly used one has
     * its existing integer rewritten. */
    if (p->forced && p->next + p->forced == p->qlen)
        tab_entity_free(g, p->queue);
    else if (p->forced)
        tab_entity_set(g, p->queue, k->fnext, tab_int(p->next + p->forced));
}

tab_status tab_dice_pool_roll(tab_game *g, tab_id pool, tab_atom stream)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_dice_pool_roll";
    tabi_dice_keys k;
    tabi_dice_keys_get(g, &k, 0);
    int32_t *pairs;
    uint32_t n;
    tab_status s = pool_get(g, &k, pool, &pairs, &n, who);
    if (s != TAB_OK)
        return s;
    tab_id dice[TAB_DICE_MAX_POOL];
    for (uint32_t i = 0; i < n; i++)
        dice[i] = (tab_id)pairs[2 * i];
    roll_plan plan;
    if ((s = roll_prepare(g, &k, dice, n, stream, &plan, who)) != TAB_OK)
        return s;
    roll_commit(g, &k, &plan, pool, NULL, 0, n, 0);
    /* The flag exists since the pool was made, so setting it cannot fail. */
    if (!pool_is_rolled(g, &k, pool))
        tab_entity_set(g, pool, k.rolled, tab_bool(true));
    return TAB_OK;
}

tab_status tab_dice_pool_reroll(tab_game *g, tab_id pool, const uint32_t *idx, uint32_t n,
                                tab_atom stream)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_dice_pool_reroll";
    tabi_dice_keys k;
    tabi_dice_keys_get(g, &k, 0);
    int32_t *pairs;
    uint32_t size;
    tab_status s = pool_get(g, &k, pool, &pairs, &size, who);
    if (s != TAB_OK)
        return s;
    if (!pool_is_rolled(g, &k, pool))
        return tabi_fail(g, TAB_EMISUSE, "%s: dice pool %u has not been rolled", who, pool);
    if (!idx && n)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL indices", who);
    if (n > size)
        return tabi_fail(g, TAB_EINVAL, "%s: %u dice to reroll in a pool of %u", who, n, size);
    uint8_t seen[TAB_DICE_MAX_POOL / 8] = {0};
    tab_id dice[TAB_DICE_MAX_POOL];
    for (uint32_t j = 0; j < n; j++) {
        uint32_t i = idx[j];
        if (i >= size)
            return tabi_fail(g, TAB_EINVAL, "%s: die %u is beyond the pool's %u dice", who, i,
                             size);
        if (seen[i / 8] & (1u << (i % 8)))
            return tabi_fail(g, TAB_EINVAL, "%s: die %u is listed twice", who, i);
        seen[i / 8] |= (uint8_t)(1u << (i % 8));
        dice[j] = (tab_id)pairs[2 * i];
    }
    roll_plan plan;
    if ((s = roll_prepare(g, &k, dice, n, stream, &plan, who)) != TAB_OK)
        return s;
    roll_commit(g, &k, &plan, pool, idx, 0, n, 1);
    return TAB_OK;
}

tab_status tab_dice_pool_add(tab_game *g, tab_id pool, const tab_id *dice, uint32_t n,
                             tab_atom stream)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_dice_pool_add";
    tabi_dice_keys k;
    tabi_dice_keys_get(g, &k, 0);
    int32_t *pairs;
    uint32_t size;
    tab_status s = pool_get(g, &k, pool, &pairs, &size, who);
    if (s != TAB_OK)
        return s;
    if (!dice && n)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL dice", who);
    if (n > TAB_DICE_MAX_POOL - size)
        return tabi_fail(g, TAB_EINVAL, "%s: %u dice more than the %u in the pool; a pool "
                         "holds at most %d", who, n, size, TAB_DICE_MAX_POOL);
    if ((s = check_dice(g, &k, dice, n, who)) != TAB_OK)
        return s;
    bool rolled = pool_is_rolled(g, &k, pool);
    roll_plan plan;
    if (rolled && (s = roll_prepare(g, &k, dice, n, stream, &plan, who)) != TAB_OK)
        return s;
    if (n == 0)
        return TAB_OK;
    /* The prepare step may have created the stream, which never moves the
     * arrays: pairs is still good to read. */
    int32_t grown[2 * TAB_DICE_MAX_POOL];
    memcpy(grown, pairs, 2 * (size_t)size * sizeof *grown);
    for (uint32_t i = 0; i < n; i++) {
        grown[2 * (size + i)] = (int32_t)dice[i];
        grown[2 * (size + i) + 1] = -1;
    }
    if ((s = tab_entity_set_array(g, pool, k.pool_dice, TAB_VINT, grown, 2 * (size + n))) !=
        TAB_OK)
        return s;
    for (uint32_t i = 0; i < n; i++)
        tabi_emit(g, TAB_EV_DICE_ADD, pool, size + i, dice[i], 0, 0);
    if (rolled)
        roll_commit(g, &k, &plan, pool, NULL, size, n, 0);
    return TAB_OK;
}

/* ---- Pool queries ------------------------------------------------------------------ */

uint32_t tab_dice_pool_size(tab_game *g, tab_id pool)
{
    tabi_dice_keys k;
    int32_t *pairs;
    uint32_t n;
    if (!g)
        return 0;
    tabi_dice_keys_get(g, &k, 0);
    return pool_get(g, &k, pool, &pairs, &n, "tab_dice_pool_size") == TAB_OK ? n : 0;
}

bool tab_dice_pool_rolled(tab_game *g, tab_id pool)
{
    tabi_dice_keys k;
    if (!g)
        return false;
    tabi_dice_keys_get(g, &k, 0);
    return is_kind(g, pool, k.pool) && pool_is_rolled(g, &k, pool);
}

int64_t tab_dice_pool_modifier(tab_game *g, tab_id pool)
{
    tabi_dice_keys k;
    if (!g)
        return 0;
    tabi_dice_keys_get(g, &k, 0);
    return is_kind(g, pool, k.pool) ? tab_entity_get_int(g, pool, k.modifier, 0) : 0;
}

tab_status tab_dice_pool_die(tab_game *g, tab_id pool, uint32_t i, tab_id *die, int32_t *face)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_dice_pool_die";
    tabi_dice_keys k;
    tabi_dice_keys_get(g, &k, 0);
    int32_t *pairs;
    uint32_t n;
    tab_status s = pool_get(g, &k, pool, &pairs, &n, who);
    if (s != TAB_OK)
        return s;
    if (i >= n)
        return tabi_fail(g, TAB_ENOTFOUND, "%s: die %u is beyond the pool's %u dice", who, i, n);
    if (die)
        *die = (tab_id)pairs[2 * i];
    if (face)
        *face = pairs[2 * i + 1];
    return TAB_OK;
}

/* Sums the score of pool's showing faces (modifier excluded) into *out. */
static tab_status pool_sum(tab_game *g, tab_id pool, const tab_dice_term *score,
                           uint32_t nterms, int64_t *out, const char *who)
{
    tabi_dice_keys k;
    tabi_dice_keys_get(g, &k, 0);
    int32_t *pairs;
    uint32_t n;
    tab_status s = pool_get(g, &k, pool, &pairs, &n, who);
    if (s != TAB_OK)
        return s;
    int64_t sum = 0;
    tab_id last = TAB_ID_NONE;
    tabi_die d;
    for (uint32_t i = 0; i < n; i++) {
        int32_t face = pairs[2 * i + 1];
        if (face < 0)
            continue;
        tab_id die = (tab_id)pairs[2 * i];
        /* Views do not survive a change to g, and none happens in this loop. */
        if (die != last && (s = tabi_dice_view(g, &k, die, &d, who)) != TAB_OK)
            return s;
        last = die;
        if ((uint32_t)face >= d.nfaces)
            return tabi_fail(g, TAB_EINVAL, "%s: die %u of pool %u shows face %d of %u", who, i,
                             pool, face, d.nfaces);
        sum += tabi_dice_face_score(&d, (uint32_t)face, score, nterms);
    }
    int64_t mod = tab_entity_get_int(g, pool, k.modifier, 0);
    for (uint32_t t = 0; t < nterms; t++)
        if (score[t].sym == TAB_DICE_VALUE)
            sum += (int64_t)score[t].weight * mod;
    *out = sum;
    return TAB_OK;
}

tab_status tab_dice_pool_count(tab_game *g, tab_id pool, tab_atom sym, int64_t *out)
{
    TABI_CHECK_GAME(g);
    tab_dice_term t = {sym, 1};
    const char *who = "tab_dice_pool_count";
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    tab_status s = tabi_dice_check_score(g, &t, 1, who);
    return s != TAB_OK ? s : pool_sum(g, pool, &t, 1, out, who);
}

tab_status tab_dice_pool_score(tab_game *g, tab_id pool, const tab_dice_term *score,
                               uint32_t nterms, int64_t *out)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_dice_pool_score";
    if (!out)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL out", who);
    tab_status s = tabi_dice_check_score(g, score, nterms, who);
    return s != TAB_OK ? s : pool_sum(g, pool, score, nterms, out, who);
}

/* ---- Forced outcomes ---------------------------------------------------------------- */

tab_status tab_dice_force(tab_game *g, tab_atom stream, const int32_t *faces, uint32_t n)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_dice_force";
    tab_status s = check_stream(g, &stream, who);
    if (s != TAB_OK)
        return s;
    if (!faces && n)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL faces", who);
    for (uint32_t i = 0; i < n; i++)
        if (faces[i] < 0 || faces[i] >= TAB_DICE_MAX_FACES)
            return tabi_fail(g, TAB_EINVAL, "%s: face %d (at %u) is not 0 to %d", who, faces[i],
                             i, TAB_DICE_MAX_FACES - 1);
    if (n == 0)
        return TAB_OK;
    tabi_dice_keys k;
    if ((s = tabi_dice_keys_get(g, &k, 1)) != TAB_OK)
        return s;
    tab_id q = queue_find(g, &k, stream);
    uint32_t pending = 0;
    if (q) {
        const int32_t *old;
        uint32_t next, len;
        if (!queue_get(g, &k, q, &old, &next, &len))
            return tabi_fail(g, TAB_EINVAL, "%s: the forced faces of stream '%s' are malformed",
                             who, tab_atom_str(g, stream));
        pending = len - next;
        if (n > MAX_FORCED - pending)
            return tabi_fail(g, TAB_EINVAL, "%s: more than %u forced faces queued", who,
                             MAX_FORCED);
        size_t bytes = ((size_t)pending + n) * sizeof(int32_t);
        int32_t *buf = tabi_realloc(g, NULL, 0, bytes);
        if (!buf)
            return tabi_fail(g, TAB_ENOMEM, "%s: out of memory", who);
        memcpy(buf, old + next, (size_t)pending * sizeof *buf);
        memcpy(buf + pending, faces, (size_t)n * sizeof *buf);
        s = tab_entity_set_array(g, q, k.ffaces, TAB_VINT, buf, pending + n);
        tabi_free(g, buf, bytes);
        if (s != TAB_OK)
            return s;
        tab_entity_set(g, q, k.fnext, tab_int(0)); /* exists: cannot fail */
    } else {
        if (n > MAX_FORCED)
            return tabi_fail(g, TAB_EINVAL, "%s: more than %u forced faces queued", who,
                             MAX_FORCED);
        tabi_dice_mark m = tabi_dice_mark_now(g);
        tab_zone z;
        /* Future rolls are nobody's to see. */
        if ((s = registry(g, k.forced, TAB_SEE_NOBODY, &z)) != TAB_OK ||
            (s = tab_entity_new(g, k.forced, &q)) != TAB_OK ||
            (s = tab_entity_set(g, q, k.fstream, tab_atomv(stream))) != TAB_OK ||
            (s = tab_entity_set_array(g, q, k.ffaces, TAB_VINT, faces, n)) != TAB_OK ||
            (s = tab_entity_set(g, q, k.fnext, tab_int(0))) != TAB_OK ||
            (s = tab_zone_insert(g, z, q, TAB_ZONE_END)) != TAB_OK)
            return tabi_dice_rollback(g, &m, s);
    }
    for (uint32_t i = 0; i < n; i++)
        tabi_emit(g, TAB_EV_DICE_FORCE, TAB_ID_NONE, stream, faces[i], pending + i + 1, 0);
    return TAB_OK;
}

uint32_t tab_dice_forced(tab_game *g, tab_atom stream)
{
    if (!g || check_stream(g, &stream, "tab_dice_forced") != TAB_OK)
        return 0;
    tabi_dice_keys k;
    tabi_dice_keys_get(g, &k, 0);
    tab_id q = queue_find(g, &k, stream);
    const int32_t *faces;
    uint32_t next, len;
    return q && queue_get(g, &k, q, &faces, &next, &len) ? len - next : 0;
}

tab_status tab_dice_force_clear(tab_game *g, tab_atom stream)
{
    TABI_CHECK_GAME(g);
    tab_status s = check_stream(g, &stream, "tab_dice_force_clear");
    if (s != TAB_OK)
        return s;
    tabi_dice_keys k;
    tabi_dice_keys_get(g, &k, 0);
    tab_id q = queue_find(g, &k, stream);
    return q ? tab_entity_free(g, q) : TAB_OK;
}
