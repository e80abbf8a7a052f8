/* tabula/entity.h - entities: pieces, cards, tokens, lands... with a kind,
 * typed properties and tags. */
#ifndef TABULA_ENTITY_H
#define TABULA_ENTITY_H

#include <stdbool.h>
#include <stdint.h>

#include "tabula/atom.h"
#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Entities are integer ids from 1 up, never reused within a game;
 * 0 (TAB_ID_NONE) is no entity. */
typedef uint32_t tab_id;
#define TAB_ID_NONE 0u

/* The type of a property value. Append-only. */
typedef enum tab_vtype {
    TAB_VNONE = 0, /* absent */
    TAB_VINT = 1,  /* a signed 64-bit integer */
    TAB_VATOM = 2, /* a name or string, as an atom */
    TAB_VREF = 3,  /* a reference to an entity (may be TAB_ID_NONE) */
    TAB_VBOOL = 4, /* true or false */
    TAB_VARRAY = 5 /* a list of 32-bit values (see the array calls below) */
} tab_vtype;

/* A property value: a small value type, passed by value. */
typedef struct tab_value {
    tab_vtype type;
    union {
        int64_t i;
        tab_atom atom;
        tab_id ref;
        bool b;
    } as;
} tab_value;

static inline tab_value tab_int(int64_t i) { tab_value v = {TAB_VINT, {.i = i}}; return v; }
static inline tab_value tab_atomv(tab_atom a) { tab_value v = {TAB_VATOM, {.atom = a}}; return v; }
static inline tab_value tab_ref(tab_id e) { tab_value v = {TAB_VREF, {.ref = e}}; return v; }
static inline tab_value tab_bool(bool b) { tab_value v = {TAB_VBOOL, {.b = b}}; return v; }

/* Creates an entity of the given kind (an atom, not NONE) and stores its id
 * in *out. Emits entity.new. Errors: TAB_EMISUSE, TAB_EINVAL (bad kind),
 * TAB_ENOMEM. */
TAB_API tab_status tab_entity_new(tab_game *g, tab_atom kind, tab_id *out);

/* Destroys entity e: it leaves its zone, loses its properties and tags, and
 * its id is never used again. Emits entity.free. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND. */
TAB_API tab_status tab_entity_free(tab_game *g, tab_id e);

/* Whether e is a live entity of g. */
TAB_API bool tab_entity_exists(const tab_game *g, tab_id e);

/* The kind of e, or TAB_ATOM_NONE when e is not a live entity. */
TAB_API tab_atom tab_entity_kind(const tab_game *g, tab_id e);

/* The first live entity with an id greater than after, whose kind is kind
 * (TAB_ATOM_NONE: any kind), or TAB_ID_NONE when there is none. Iterates in
 * id order:  for (e = tab_entity_next(g, 0, k); e; e = tab_entity_next(g, e, k)) */
TAB_API tab_id tab_entity_next(const tab_game *g, tab_id after, tab_atom kind);

/* The number of live entities. */
TAB_API uint32_t tab_entity_count(const tab_game *g);

/* Sets property key of e to v (replacing any value; v.type TAB_VNONE removes
 * it). A TAB_VREF must name a live entity or TAB_ID_NONE (it stays when that
 * entity is freed later: check with tab_entity_exists); a TAB_VATOM must be
 * an atom of g. Emits entity.set (or entity.unset). Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND (e), TAB_EINVAL (key, value), TAB_ENOMEM. */
TAB_API tab_status tab_entity_set(tab_game *g, tab_id e, tab_atom key, tab_value v);

/* Stores property key of e in *out; out->type is TAB_VNONE when e has no such
 * property. Errors: TAB_EMISUSE, TAB_ENOTFOUND (e). */
TAB_API tab_status tab_entity_get(tab_game *g, tab_id e, tab_atom key, tab_value *out);

/* Property key of e as an integer, or dflt when absent or not an integer. */

TAB_API int64_t tab_entity_get_int(const tab_game *g, tab_id e, tab_atom key, int64_t dflt);

/* The number of properties (tags excluded) e has, and the i-th of them in
 * canonical order (0 <= i < count), for hosts that list them all.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (e or i). */
TAB_API tab_status tab_entity_prop_count(tab_game *g, tab_id e, uint32_t *out);
TAB_API tab_status tab_entity_prop_at(tab_game *g, tab_id e, uint32_t i,
                                      tab_atom *key, tab_value *value);

/* Adds or removes tag on e (a no-op, with no event, when already so). Emits
 * entity.tag / entity.untag. Errors: TAB_EMISUSE, TAB_ENOTFOUND (e),
 * TAB_EINVAL (tag), TAB_ENOMEM. */
TAB_API tab_status tab_entity_tag(tab_game *g, tab_id e, tab_atom tag);
TAB_API tab_status tab_entity_untag(tab_game *g, tab_id e, tab_atom tag);

/* Whether e is a live entity that has tag. */
TAB_API bool tab_entity_has_tag(const tab_game *g, tab_id e, tab_atom tag);

/* ---- Array properties ---------------------------------------------------
 * A property may hold a list of 32-bit values of one element type: TAB_VINT
 * (int32), TAB_VATOM or TAB_VREF. Modules keep bulk state in them (a grid's
 * heights, a track's thresholds), so snapshots, hashes and saves cover it
 * like any other property. tab_entity_get reports such a property as type
 * TAB_VARRAY with as.i its length. */

/* Sets property key of e to a copy of the n values at vals (n may be 0),
 * each of type elem. Atoms must be atoms of g; references live entities or
 * TAB_ID_NONE. Emits entity.set with a1 TAB_VARRAY, a2 n. Errors:
 * TAB_EMISUSE, TAB_ENOTFOUND (e), TAB_EINVAL (key, elem, a value), TAB_ENOMEM. */
TAB_API tab_status tab_entity_set_array(tab_game *g, tab_id e, tab_atom key, tab_vtype elem,
                                        const int32_t *vals, uint32_t n);

/* The array property key of e: its element type, values and length. *vals
 * stays valid until the next call that changes g. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND (e, or no array property key). */
TAB_API tab_status tab_entity_get_array(tab_game *g, tab_id e, tab_atom key, tab_vtype *elem,
                                        const int32_t **vals, uint32_t *n);

/* Sets element i of array property key of e to v (checked like
 * tab_entity_set_array). Emits entity.set with a1 TAB_VARRAY, a2 i, a3 v.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (e, key, or i out of range), TAB_EINVAL. */
TAB_API tab_status tab_entity_array_put(tab_game *g, tab_id e, tab_atom key, uint32_t i,
                                        int32_t v);

#ifdef __cplusplus
}
#endif
#endif
