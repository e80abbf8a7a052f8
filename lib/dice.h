/* dice.h - what the dice files share: property keys, a read-only view of a
 * die type, and undo of entity creation. Private. */
#ifndef TABULA_DICE_PRIV_H
#define TABULA_DICE_PRIV_H

#include "core.h"

/* The atoms the dice module keys its state with. Looked up per call (atoms
 * are per game); a key never interned is TAB_ATOM_NONE, which no property
 * has, so lookups with it simply find nothing. */
typedef struct tabi_dice_keys {
    tab_atom die;        /* kind of a die type */
    tab_atom name;       /* atom: the die type's name */
    tab_atom values;     /* int[nfaces]: each face's value */
    tab_atom start;      /* int[nfaces + 1]: face f's symbols are start[f]..start[f+1] */
    tab_atom syms;       /* atom[]: the symbols of all faces, face after face */
    tab_atom counts;     /* int[]: their counts */
    tab_atom pool;       /* kind of a pool */
    tab_atom pool_dice;  /* int[2n]: die type, face showing (-1: not rolled), per die */
    tab_atom rolled;     /* bool: the pool has been rolled */
    tab_atom modifier;   /* int: added to a pool's value total */
    tab_atom forced;     /* kind of a forced-face queue, and its zone's name */
    tab_atom fstream;    /* atom: the queue's stream */
    tab_atom ffaces;     /* int[]: faces, pending from index fnext */
    tab_atom fnext;      /* int: the next pending face */
    tab_atom types;      /* the zone of die types */
} tabi_dice_keys;

/* Fills *k, interning the keys when intern is set (TAB_ENOMEM possible);
 * otherwise keys never interned stay TAB_ATOM_NONE and it cannot fail. */
TABI_HIDDEN tab_status tabi_dice_keys_get(tab_game *g, tabi_dice_keys *k, int intern);

/* A die type's arrays, valid until the next change to g. */
typedef struct tabi_die {
    uint32_t nfaces;
    const int32_t *values, *start, *syms, *counts;
} tabi_die;

/* Views die type die; TAB_EINVAL (message naming who) when it is not one. */
TABI_HIDDEN tab_status tabi_dice_view(tab_game *g, const tabi_dice_keys *k, tab_id die,
                                      tabi_die *out, const char *who);

/* The count of sym on face f (TAB_DICE_VALUE: the face's value). */
static inline int64_t tabi_dice_face_count(const tabi_die *d, uint32_t f, tab_atom sym)
{
    if (sym == TAB_ATOM_NONE)
        return d->values[f];
    for (int32_t i = d->start[f]; i < d->start[f + 1]; i++)
        if ((tab_atom)d->syms[i] == sym)
            return d->counts[i];
    return 0;
}

/* The score of face f for nterms terms. */
static inline int64_t tabi_dice_face_score(const tabi_die *d, uint32_t f,
                                           const tab_dice_term *score, uint32_t nterms)
{
    int64_t s = 0;
    for (uint32_t t = 0; t < nterms; t++)
        s += (int64_t)score[t].weight * tabi_dice_face_count(d, f, score[t].sym);
    return s;
}

/* Whether e is a live entity of kind (not TAB_ATOM_NONE). */
static inline int tabi_dice_is_kind(const tab_game *g, tab_id e, tab_atom kind)
{
    return kind != TAB_ATOM_NONE && tabi_live(g, e) && g->st.ents[e].kind == kind;
}

/* Makes *stream a valid stream name (TAB_ATOM_NONE becomes "main"). */
TABI_HIDDEN tab_status tabi_dice_stream(tab_game *g, tab_atom *stream, const char *who);

/* The zone named name, created (owned by nobody, visibility vis) if missing. */
TABI_HIDDEN tab_status tabi_dice_registry(tab_game *g, tab_atom name, tab_visibility vis,
                                          tab_zone *out);

/* The number of faces of die type die, without reading its symbols. */
TABI_HIDDEN tab_status tabi_dice_die_faces(tab_game *g, const tabi_dice_keys *k, tab_id die,
                                           uint32_t *nf, const char *who);

/* Checks that each of the n ids at dice is a die type. */
TABI_HIDDEN tab_status tabi_dice_check_dice(tab_game *g, const tabi_dice_keys *k,
                                            const tab_id *dice, uint32_t n, const char *who);

/* Pool's (die type, face) pairs, writable in place (valid until the next
 * change to g), and its number of dice. TAB_ENOTFOUND when pool is not a
 * pool, TAB_EINVAL when its array is malformed. */
TABI_HIDDEN tab_status tabi_dice_pool_get(tab_game *g, const tabi_dice_keys *k, tab_id pool,
                                          int32_t **pairs, uint32_t *n, const char *who);

/* Whether pool has been rolled. */
TABI_HIDDEN bool tabi_dice_pool_is_rolled(tab_game *g, const tabi_dice_keys *k, tab_id pool);

/* Checks a score's terms; TAB_EINVAL/TAB_EMISUSE naming who. */
TABI_HIDDEN tab_status tabi_dice_check_score(tab_game *g, const tab_dice_term *score,
                                             uint32_t nterms, const char *who);

/* Creates a pool (see tab_dice_pool_new) with a modifier; dice are checked. */
TABI_HIDDEN tab_status tabi_dice_pool_make(tab_game *g, const tab_id *dice, uint32_t n,
                                           int64_t modifier, tab_id *out, const char *who);

/* Undo for calls that create several things (entities, zones) and may fail
 * part way: everything created since the mark goes, ids and log included, so
 * the state hashes as before. Only for things created after the mark; an
 * entity that existed before must not have been changed. */
typedef struct tabi_dice_mark {
    uint32_t ent_len, zone_len;
    uint64_t log_end;
} tabi_dice_mark;

static inline tabi_dice_mark tabi_dice_mark_now(const tab_game *g)
{
    tabi_dice_mark m = {g->st.ent_len, g->st.zone_len, g->log.end};
    return m;
}

/* Rolls back to m and returns s (the status that made it necessary). */
TABI_HIDDEN tab_status tabi_dice_rollback(tab_game *g, const tabi_dice_mark *m, tab_status s);

#endif
