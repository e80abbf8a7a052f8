/* tabula/dice.h - dice: die types with custom faces, pools rolled from named
 * random streams, forced outcomes for tests, and exact distributions. */
#ifndef TABULA_DICE_H
#define TABULA_DICE_H

#include <stdbool.h>
#include <stdint.h>

#include "tabula/atom.h"
#include "tabula/entity.h"
#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Die types and pools are entities, so snapshots, hashes and saves cover
 * them: a die type is an entity of kind "dice.die" (its faces in array
 * properties), a pool one of kind "dice.pool" (its dice and their showing
 * faces). Read them through the calls below; their property layout is not
 * API. Faces are numbered from 0 in the order they were given. */

/* ---- Limits -------------------------------------------------------------- */

#define TAB_DICE_FACE_SYMBOLS 4   /* distinct symbols on one face, at most */
#define TAB_DICE_MAX_FACES 1024   /* faces of one die type, at most */
#define TAB_DICE_MAX_POOL 1024    /* dice in one pool or distribution, at most */
#define TAB_DICE_MAX_NUMBER 1000000 /* bound on |value|, |count|, |weight| and
                                       on a notation's numbers */
#define TAB_DICE_MAX_TERMS 16     /* terms of one score, at most */
#define TAB_DICE_MAX_DIST (1u << 22) /* values a distribution may span, at most */

/* ---- Die types ------------------------------------------------------------ */

/* One face: a value (the number printed on a numeric die; 0 is fine for a
 * symbol die) and a small multiset of symbols. sym[i] with count[i] for i up
 * to the first TAB_ATOM_NONE; counts are non-zero and may be negative (a
 * Danger die's miss can be a hit with count -1, or a symbol of its own netted
 * by a score, see below). A small value type: fill it on the stack. */
typedef struct tab_die_face {
    int32_t value;
    tab_atom sym[TAB_DICE_FACE_SYMBOLS];
    int32_t count[TAB_DICE_FACE_SYMBOLS];
} tab_die_face;

/* Defines a die type named name (an atom, unique among die types) with the
 * nfaces (1..TAB_DICE_MAX_FACES) faces at faces, copied; stores its id in
 * *out. A face lists each symbol once; |value| and |count| are at most
 * TAB_DICE_MAX_NUMBER. Die types are game state and live until freed with
 * tab_entity_free (pools that still hold such a die then refuse to roll).
 * On error g is unchanged. Emits entity.new, entity.set, zone.move (die types
 * sit in the zone "dice.types"; a zone.new the first time). Errors:
 * TAB_EMISUSE (NULL g, faces or out), TAB_EINVAL (name, a face), TAB_ENOMEM. */
TAB_API tab_status tab_dice_new(tab_game *g, tab_atom name, const tab_die_face *faces,
                                uint32_t nfaces, tab_id *out);

/* The plain numeric die with sides faces (1..TAB_DICE_MAX_FACES) whose face
 * f shows the value f + 1 and no symbol, named "d<sides>" ("d6"): the one
 * already defined, else a new one. Stores its id in *out. Emits as
 * tab_dice_new when it creates one. Errors: TAB_EMISUSE, TAB_EINVAL (sides;
 * a die named "d<sides>" exists and is not the plain one), TAB_ENOMEM. */
TAB_API tab_status tab_dice_numeric(tab_game *g, uint32_t sides, tab_id *out);

/* The die type named name, or TAB_ID_NONE. */
TAB_API tab_id tab_dice_find(tab_game *g, tab_atom name);

/* The number of faces of die type die, or 0 when die is not a die type. */
TAB_API uint32_t tab_dice_faces(tab_game *g, tab_id die);

/* Copies face f of die type die into *out (unused symbol slots are
 * TAB_ATOM_NONE with count 0). Errors: TAB_EMISUSE, TAB_ENOTFOUND (die, f),
 * TAB_EINVAL (its properties were rewritten into a malformed die). */
TAB_API tab_status tab_dice_face(tab_game *g, tab_id die, uint32_t f, tab_die_face *out);

/* ---- Scores ---------------------------------------------------------------
 * What a roll is worth: the sum over its dice of sum_i weight_i x (the count
 * of sym_i on the face showing). TAB_DICE_VALUE as a symbol stands for the
 * face's value. {hit, 1} counts hits; {hit, 1}, {miss, -1} nets a Danger
 * die's hits against its misses; {TAB_DICE_VALUE, 1} totals numeric dice. */
#define TAB_DICE_VALUE TAB_ATOM_NONE

typedef struct tab_dice_term {
    tab_atom sym;   /* a symbol, or TAB_DICE_VALUE */
    int32_t weight; /* |weight| <= TAB_DICE_MAX_NUMBER */
} tab_dice_term;

/* ---- Pools ----------------------------------------------------------------- */

/* Creates a pool of the n (0..TAB_DICE_MAX_POOL) die types at dice (one die
 * each; repeat an id for several of a type), not yet rolled, with modifier 0;
 * stores its id in *out. On error g is unchanged. Emits entity.new and
 * entity.set. Errors: TAB_EMISUSE (NULL g, out, or dice with n > 0),
 * TAB_EINVAL (too many dice, an id that is not a die type), TAB_ENOMEM. */
TAB_API tab_status tab_dice_pool_new(tab_game *g, const tab_id *dice, uint32_t n,
                                     tab_id *out);

/* Creates a pool from dice notation: terms joined by '+' or '-', each
 * "<N>d<S>" (N dice of S sides; N defaults to 1; 'D' also works) or a
 * constant, spaces allowed between terms: "3d6+2", "2d10", "d6",
 * "1d8 + 1d4 - 1". The dice are plain numeric dice (tab_dice_numeric); the
 * constants sum into the pool's modifier. Dice cannot be subtracted. Stores
 * the pool's id in *out. On error g is unchanged and the message names the
 * offending character by its position from 1, e.g. "tab_dice_pool_notation:
 * bad dice notation "3d6+x": expected a number or 'd' at character 5 ('x')".
 * Emits as tab_dice_numeric and tab_dice_pool_new. Errors: TAB_EMISUSE,
 * TAB_EINVAL (notation), TAB_ENOMEM. */
TAB_API tab_status tab_dice_pool_notation(tab_game *g, const char *text, tab_id *out);

/* Frees a pool (as tab_entity_free). Errors: TAB_EMISUSE, TAB_ENOTFOUND. */
TAB_API tab_status tab_dice_pool_free(tab_game *g, tab_id pool);

/* Rolls every die of pool from the random stream named stream
 * (TAB_ATOM_NONE: "main"), each die in pool order taking the next forced face
 * of that stream if one is queued, else a uniform face from the stream; the
 * pool is then rolled. On error g is unchanged. Emits dice.roll per die.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (pool), TAB_EINVAL (stream; a die type
 * gone; a forced face the die does not have), TAB_ENOMEM (the stream's first
 * use). */
TAB_API tab_status tab_dice_pool_roll(tab_game *g, tab_id pool, tab_atom stream);

/* Rolls again the n dice of a rolled pool at indices idx (distinct, each
 * below the pool's size), in the order given, as tab_dice_pool_roll does.
 * Rerolls may follow one another without limit; only the faces showing
 * count. On error g is unchanged. Emits dice.reroll per die. Errors:
 * TAB_EMISUSE (pool not rolled yet; NULL idx with n > 0), TAB_ENOTFOUND
 * (pool), TAB_EINVAL (an index out of range or repeated; as roll), TAB_ENOMEM. */
TAB_API tab_status tab_dice_pool_reroll(tab_game *g, tab_id pool, const uint32_t *idx,
                                        uint32_t n, tab_atom stream);

/* Adds the n die types at dice to the end of pool. When the pool was rolled
 * already the new dice are rolled at once from stream (as by
 * tab_dice_pool_roll); otherwise they wait for the pool's roll and stream is
 * ignored. On error the pool is unchanged (a stream named for the first time
 * may have come into being, as on any first use: it draws the same numbers
 * as if created later). Emits dice.add per die, then dice.roll per die when
 * rolled. Errors: TAB_EMISUSE, TAB_ENOTFOUND (pool), TAB_EINVAL (too many
 * dice, not a die type, stream, forced face), TAB_ENOMEM. */
TAB_API tab_status tab_dice_pool_add(tab_game *g, tab_id pool, const tab_id *dice,
                                     uint32_t n, tab_atom stream);

/* The number of dice in pool (0 when it is not a pool). */
TAB_API uint32_t tab_dice_pool_size(tab_game *g, tab_id pool);

/* Whether pool is a pool that has been rolled. */
TAB_API bool tab_dice_pool_rolled(tab_game *g, tab_id pool);

/* The modifier of pool (the +2 of "3d6+2"), or 0 when it is not a pool. */
TAB_API int64_t tab_dice_pool_modifier(tab_game *g, tab_id pool);

/* The die type of die i of pool in *die and the face it shows in *face (-1
 * when it has not been rolled); either may be NULL. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND (pool, i). */
TAB_API tab_status tab_dice_pool_die(tab_game *g, tab_id pool, uint32_t i, tab_id *die,
                                     int32_t *face);

/* The number of sym showing on pool's rolled dice, summed (counts may be
 * negative), in *out. sym TAB_DICE_VALUE gives the total of the values plus
 * the pool's modifier. Unrolled dice count 0. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND (pool), TAB_EINVAL (sym, a die type gone). */
TAB_API tab_status tab_dice_pool_count(tab_game *g, tab_id pool, tab_atom sym, int64_t *out);

/* The score of pool's showing faces for the nterms terms (1..
 * TAB_DICE_MAX_TERMS) at score, in *out; a TAB_DICE_VALUE term also adds its
 * weight times the modifier. Errors: as tab_dice_pool_count. */
TAB_API tab_status tab_dice_pool_score(tab_game *g, tab_id pool, const tab_dice_term *score,
                                       uint32_t nterms, int64_t *out);

/* ---- Forced outcomes --------------------------------------------------------
 * For tests and rulebook examples ("the next roll shows hit, hit, tide"):
 * faces queued on a stream are taken, in order, by the next dice rolled from
 * it, before the stream's generator is drawn (it is not drawn for them). The
 * queue is game state (an entity of kind "dice.forced" in the zone
 * "dice.forced"), so snapshots, hashes and saves include it. */

/* Appends the n face numbers at faces (each 0..TAB_DICE_MAX_FACES-1) to the
 * queue of stream (TAB_ATOM_NONE: "main"). A face the die that takes it does
 * not have makes that roll fail. On error g is unchanged. Emits dice.force
 * per face. Errors: TAB_EMISUSE, TAB_EINVAL (stream, a face), TAB_ENOMEM. */
TAB_API tab_status tab_dice_force(tab_game *g, tab_atom stream, const int32_t *faces,
                                  uint32_t n);

/* The number of forced faces still queued on stream. */
TAB_API uint32_t tab_dice_forced(tab_game *g, tab_atom stream);

/* Empties the queue of stream. Errors: TAB_EMISUSE, TAB_EINVAL (stream). */
TAB_API tab_status tab_dice_force_clear(tab_game *g, tab_atom stream);

/* ---- Exact distributions ------------------------------------------------------
 * The distribution of a score over all faces of n dice (die types at dice,
 * 0..TAB_DICE_MAX_POOL; every face equally likely), computed by convolution:
 * the score takes the values min, min+1, ..., min+len-1 and p[k] is the
 * probability of min+k (some may be 0). The same for a pool's dice: read them
 * with tab_dice_pool_die; add weight x modifier to min for a TAB_DICE_VALUE
 * term. These calls read g and change nothing in it. Errors of all: TAB_EMISUSE
 * (NULL g, dice with n > 0, score, an out pointer), TAB_EINVAL (not a die
 * type, a term, the values span more than TAB_DICE_MAX_DIST), TAB_ENOMEM. */

/* Into the caller's buffer p of cap doubles. Sets *min and *len always; when
 * cap < *len nothing is written and the call fails with TAB_EINVAL, unless p
 * is NULL and cap 0: then it only sizes the result, and returns TAB_OK. */
TAB_API tab_status tab_dice_dist(tab_game *g, const tab_id *dice, uint32_t n,
                                 const tab_dice_term *score, uint32_t nterms, double *p,
                                 uint32_t cap, int64_t *min, uint32_t *len);

/* Into a new buffer *p of *len doubles, allocated with g's allocator; the
 * caller frees it with tab_dice_dist_free(g, *p, *len). */
TAB_API tab_status tab_dice_dist_new(tab_game *g, const tab_id *dice, uint32_t n,
                                     const tab_dice_term *score, uint32_t nterms,
                                     double **p, int64_t *min, uint32_t *len);

/* Frees a buffer from tab_dice_dist_new. NULL p is harmless. */
TAB_API void tab_dice_dist_free(tab_game *g, double *p, uint32_t len);

/* Exactly, as integers: counts[k] outcomes out of *total (the product of the
 * dice's face counts) give the score min+k. Buffer rules as tab_dice_dist.
 * Errors: also TAB_EINVAL when *total would exceed 2^64 - 1 (use
 * tab_dice_dist). */
TAB_API tab_status tab_dice_dist_exact(tab_game *g, const tab_id *dice, uint32_t n,
                                       const tab_dice_term *score, uint32_t nterms,
                                       uint64_t *counts, uint32_t cap, int64_t *min,
                                       uint32_t *len, uint64_t *total);

/* The probability that the score is at least k, in *out ("P(at least 3 hits
 * on 4 hero dice)"); at most k: 1 - tab_dice_at_least(k + 1). */
TAB_API tab_status tab_dice_at_least(tab_game *g, const tab_id *dice, uint32_t n,
                                     const tab_dice_term *score, uint32_t nterms,
                                     int64_t k, double *out);

#ifdef __cplusplus
}
#endif
#endif
