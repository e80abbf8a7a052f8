/* dice_roll.c - rolling pools (roll, reroll, add) from named streams, and the
 * per-stream queues of forced faces that are taken before the generator.
 *
 * A roll is done in two steps, so that a call which fails leaves g as it
 * was: roll_prepare checks every die and every forced face and makes sure
 * the stream exists (its only allocation); roll_commit then writes the faces
 * in place and cannot fail. */
#include <string.h>

#include "atom.h"
#include "dice.h"
#include "rng.h"

/* A forced-face queue longer than this is surely a runaway script. */
#define MAX_FORCED (1u << 20)

static const char *atom_text(const tab_game *g, tab_atom a)
{
    return tabi_atom_valid(g, a) ? tab_atom_str(g, a) : "?";
}

/* ---- Rolling, forced faces first ---------------------------------------- */

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
        if (tabi_dice_is_kind(g, e, k->forced) &&
            tab_entity_get(g, e, k->fstream, &v) == TAB_OK && v.type == TAB_VATOM &&
            v.as.atom == stream)
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
    tab_status s = tabi_dice_stream(g, &stream, who);
    if (s != TAB_OK)
        return s;
    p->stream = stream;
    p->rng = NULL;
    p->forced = p->next = p->qlen = 0;
    for (uint32_t i = 0; i < n; i++)
        if ((s = tabi_dice_die_faces(g, k, dice[i], &p->nf[i], who)) != TAB_OK)
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
    tabi_dice_pool_get(g, k, pool, &pairs, &size, "roll");
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
    tab_status s = tabi_dice_pool_get(g, &k, pool, &pairs, &n, who);
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
    if (!tabi_dice_pool_is_rolled(g, &k, pool))
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
    tab_status s = tabi_dice_pool_get(g, &k, pool, &pairs, &size, who);
    if (s != TAB_OK)
        return s;
    if (!tabi_dice_pool_is_rolled(g, &k, pool))
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
    tab_status s = tabi_dice_pool_get(g, &k, pool, &pairs, &size, who);
    if (s != TAB_OK)
        return s;
    if (!dice && n)
        return tabi_fail(g, TAB_EMISUSE, "%s: NULL dice", who);
    if (n > TAB_DICE_MAX_POOL - size)
        return tabi_fail(g, TAB_EINVAL, "%s: %u dice more than the %u in the pool; a pool "
                         "holds at most %d", who, n, size, TAB_DICE_MAX_POOL);
    if ((s = tabi_dice_check_dice(g, &k, dice, n, who)) != TAB_OK)
        return s;
    bool rolled = tabi_dice_pool_is_rolled(g, &k, pool);
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

/* ---- Forced outcomes ----------------------------------------------------- */

tab_status tab_dice_force(tab_game *g, tab_atom stream, const int32_t *faces, uint32_t n)
{
    TABI_CHECK_GAME(g);
    const char *who = "tab_dice_force";
    tab_status s = tabi_dice_stream(g, &stream, who);
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
        if ((s = tabi_dice_registry(g, k.forced, TAB_SEE_NOBODY, &z)) != TAB_OK ||
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
    if (!g || tabi_dice_stream(g, &stream, "tab_dice_forced") != TAB_OK)
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
    tab_status s = tabi_dice_stream(g, &stream, "tab_dice_force_clear");
    if (s != TAB_OK)
        return s;
    tabi_dice_keys k;
    tabi_dice_keys_get(g, &k, 0);
    tab_id q = queue_find(g, &k, stream);
    return q ? tab_entity_free(g, q) : TAB_OK;
}
