/* dice.c - die types with custom faces and pools of dice (making them,
 * reading them, scoring them), kept as entities so that the state core
 * snapshots, hashes and saves them like anything else. Rolling and forced
 * faces are in dice_roll.c. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "atom.h"
#include "dice.h"

/* ---- Keys and undo ------------------------------------------------------- */

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
        *a = intern ? tabi_atom_literal(g, keys[i].name) : tabi_atom_literal_find(g, keys[i].name);
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

tab_status tabi_dice_registry(tab_game *g, tab_atom name, tab_visibility vis, tab_zone *out)
{
    *out = tab_zone_find(g, name);
    return *out ? TAB_OK : tab_zone_new(g, name, TAB_NO_PLAYER, vis, out);
}

tab_status tabi_dice_stream(tab_game *g, tab_atom *stream, const char *who)
{
    if (*stream == TAB_ATOM_NONE)
        *stream = TAB_ATOM_MAIN;
    if (!tabi_atom_valid(g, *stream))
        return tabi_fail(g, TAB_EINVAL, "%s: stream %u is not an atom", who, *stream);
    return TAB_OK;
}

/* ---- Die types ----------------------------------------------------------- */

static int within(int64_t v)
{
    return v >= -TAB_DICE_MAX_NUMBER && v <= TAB_DICE_MAX_NUMBER;
}

tab_status tabi_dice_view(tab_game *g, const tabi_dice_keys *k, tab_id die, tabi_die *out,
                          const char *who)
{
    if (!tabi_dice_is_kind(g, die, k->die))
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

tab_status tabi_dice_die_faces(tab_game *g, const tabi_dice_keys *k, tab_id die, uint32_t *nf,
                               const char *who)
{
    const int32_t *v;
    if (!tabi_dice_is_kind(g, die, k->die))
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
        if (tabi_dice_is_kind(g, e, k->die)) {
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
    if ((s = tabi_dice_registry(g, k.types, TAB_SEE_ALL, &z)) != TAB_OK ||
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
    return tabi_dice_die_faces(g, &k, die, &nf, "tab_dice_faces") == TAB_OK ? nf : 0;
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
    if (!tabi_dice_is_kind(g, die, k.die))
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

/* ---- Scores -------------------------------------------------------------- */

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

/* ---- Pools, and what they show ------------------------------------------- */

tab_status tabi_dice_pool_get(tab_game *g, const tabi_dice_keys *k, tab_id pool,
                              int32_t **pairs, uint32_t *n, const char *who)
{
    const int32_t *v;
    uint32_t len;
    if (!tabi_dice_is_kind(g, pool, k->pool))
        return tabi_fail(g, TAB_ENOTFOUND, "%s: %u is not a dice pool", who, pool);
    if (tab_entity_get_array(g, pool, k->pool_dice, NULL, &v, &len) != TAB_OK || len % 2 ||
        len / 2 > TAB_DICE_MAX_POOL)
        return tabi_fail(g, TAB_EINVAL, "%s: dice pool %u is malformed", who, pool);
    /* Faces change in place: the dice.roll events are the record of it. */
    *pairs = (int32_t *)(uintptr_t)v;
    *n = len / 2;
    return TAB_OK;
}

bool tabi_dice_pool_is_rolled(tab_game *g, const tabi_dice_keys *k, tab_id pool)
{
    tab_value v;
    return tab_entity_get(g, pool, k->rolled, &v) == TAB_OK && v.type == TAB_VBOOL && v.as.b;
}

tab_status tabi_dice_check_dice(tab_game *g, const tabi_dice_keys *k, const tab_id *dice,
                                uint32_t n, const char *who)
{
    uint32_t nf;
    for (uint32_t i = 0; i < n; i++) {
        tab_status s = tabi_dice_die_faces(g, k, dice[i], &nf, who);
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
    if ((s = tabi_dice_check_dice(g, &k, dice, n, who)) != TAB_OK)
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
    if (!tabi_dice_is_kind(g, pool, k.pool))
        return tabi_fail(g, TAB_ENOTFOUND, "tab_dice_pool_free: %u is not a dice pool", pool);
    return tab_entity_free(g, pool);
}

/* ---- Pool queries -------------------------------------------------------- */

uint32_t tab_dice_pool_size(tab_game *g, tab_id pool)
{
    tabi_dice_keys k;
    int32_t *pairs;
    uint32_t n;
    if (!g)
        return 0;
    tabi_dice_keys_get(g, &k, 0);
    return tabi_dice_pool_get(g, &k, pool, &pairs, &n, "tab_dice_pool_size") == TAB_OK ? n : 0;
}

bool tab_dice_pool_rolled(tab_game *g, tab_id pool)
{
    tabi_dice_keys k;
    if (!g)
        return false;
    tabi_dice_keys_get(g, &k, 0);
    return tabi_dice_is_kind(g, pool, k.pool) && tabi_dice_pool_is_rolled(g, &k, pool);
}

int64_t tab_dice_pool_modifier(tab_game *g, tab_id pool)
{
    tabi_dice_keys k;
    if (!g)
        return 0;
    tabi_dice_keys_get(g, &k, 0);
    return tabi_dice_is_kind(g, pool, k.pool) ? tab_entity_get_int(g, pool, k.modifier, 0) : 0;
}

tab_status tab_dice_pool_die(tab_game *g, tab_id pool, uint32_t i, tab_id *die, int32_t *face)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_dice_pool_die";
    tabi_dice_keys k;
    tabi_dice_keys_get(g, &k, 0);
    int32_t *pairs;
    uint32_t n;
    tab_status s = tabi_dice_pool_get(g, &k, pool, &pairs, &n, who);
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
    tab_status s = tabi_dice_pool_get(g, &k, pool, &pairs, &n, who);
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
