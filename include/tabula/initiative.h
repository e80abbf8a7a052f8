/* tabula/initiative.h - initiative: the order in which tokens act, kept on a
 * leveled track (Tidal Blades 2) or by value with declared tie-breaks. */
#ifndef TABULA_INITIATIVE_H
#define TABULA_INITIATIVE_H

#include <stdbool.h>
#include <stdint.h>

#include "tabula/atom.h"
#include "tabula/entity.h"
#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* An initiative is an entity of kind "initiative". Its order is one array
 * property, initiative.order (refs): the tokens level by level from the top,
 * each level left to right, with TAB_ID_NONE between levels. A token is any
 * entity; while it is placed it carries initiative.on (a ref to the
 * initiative), and may carry initiative.fixed (int: -1 fixed at the far left,
 * +1 at the far right) and initiative.value (int, on an order by value). A
 * token is on at most one initiative at a time.
 *
 * The order is turn order: top level first, left to right, then the next
 * level down ("the token at the top left has the fastest Initiative ... the
 * one at the bottom right has the slowest"). Levels are numbered from 1, the
 * top. Fixed tokens keep the far left or right of their level: they are never
 * moved, placing others goes between them, and fastest and slowest ignore
 * them. */

/* Where a placed token goes on its level. Append-only. */
typedef enum tab_initiative_where {
    TAB_INITIATIVE_RIGHT = 0,       /* right of every non-fixed token (the usual) */
    TAB_INITIATIVE_LEFT = 1,        /* left of every non-fixed token */
    TAB_INITIATIVE_FIXED_LEFT = 2,  /* fixed, at the far left (after older fixed-left tokens) */
    TAB_INITIATIVE_FIXED_RIGHT = 3  /* fixed, at the far right (after older fixed-right tokens) */
} tab_initiative_where;

/* How an order by value breaks ties. Append-only. */
typedef enum tab_initiative_ties {
    TAB_INITIATIVE_TIE_RANDOM = 0, /* at random from a stream, as each token is placed */
    TAB_INITIATIVE_TIE_LIST = 1    /* by a fixed list: earlier wins; unlisted tokens come
                                    * after listed ones, in the order they were placed */
} tab_initiative_ties;

/* How to make an order by value: a small value type the caller fills in. */
typedef struct tab_initiative_value_def {
    bool descending;          /* true: the highest value goes first */
    tab_initiative_ties ties;
    tab_atom stream;          /* TIE_RANDOM: the stream (TAB_ATOM_NONE: "main") */
    const tab_id *list;       /* TIE_LIST: tokens in tie order (may be NULL when nlist is 0) */
    uint32_t nlist;
} tab_initiative_value_def;

/* Most levels and most tokens an initiative may hold. */
#define TAB_INITIATIVE_MAX_LEVELS 64u
#define TAB_INITIATIVE_MAX_TOKENS 4096u

/* ---- Making ------------------------------------------------------------ */

/* Creates an empty leveled track of levels levels (Tidal Blades 2: 5) and
 * stores its id in *out. Errors: TAB_EMISUSE, TAB_EINVAL (levels not in
 * 1..TAB_INITIATIVE_MAX_LEVELS), TAB_ENOMEM (the game is unchanged). */
TAB_API tab_status tab_initiative_new(tab_game *g, uint32_t levels, tab_id *out);

/* Creates an empty order by value, as def says (copied), and stores its id in
 * *out. Errors: TAB_EMISUSE, TAB_EINVAL (ties, stream not an atom, a listed
 * token not an entity or listed twice), TAB_ENOMEM (the game is unchanged). */
TAB_API tab_status tab_initiative_new_by_value(tab_game *g, const tab_initiative_value_def *def,
                                               tab_id *out);

/* ---- Leveled tracks ---------------------------------------------------- */

/* Places token, not on any initiative, on level level (1 the top) of the
 * leveled track t, where says (re-inserting a removed token: RIGHT). Emits
 * initiative.place. Errors: TAB_EMISUSE, TAB_ENOTFOUND (t not an initiative,
 * token not an entity), TAB_EINVAL (t ordered by value, level, where, token
 * already placed, t full), TAB_ENOMEM (the game is unchanged). */
TAB_API tab_status tab_initiative_place(tab_game *g, tab_id t, tab_id token, uint32_t level,
                                        tab_initiative_where where);

/* Places n tokens on level level of t, each to the right of the non-fixed
 * tokens, in an order drawn from stream (TAB_ATOM_NONE: "main"): several
 * enemies starting on the same Initiative, placed in random order. Emits
 * initiative.place for each, in placing order. Errors: as
 * tab_initiative_place, and TAB_EINVAL for a token listed twice. On
 * TAB_ENOMEM the game is unchanged, except that a stream used for the first
 * time may have come into being. */
TAB_API tab_status tab_initiative_place_random(tab_game *g, tab_id t, const tab_id *tokens,
                                               uint32_t n, uint32_t level, tab_atom stream);

/* Moves a non-fixed token of t up (positive) or down (negative) by that many
 * levels. On its new level it goes to the right of all non-fixed tokens; a
 * move past the top or the bottom stops at that level and goes to the left
 * (top) or right (bottom) of all non-fixed tokens. 0 does nothing. Emits
 * initiative.move. Errors: TAB_EMISUSE, TAB_ENOTFOUND (t, token not on t),
 * TAB_EINVAL (t ordered by value, token fixed), TAB_ENOMEM (unchanged). */
TAB_API tab_status tab_initiative_move(tab_game *g, tab_id t, tab_id token, int32_t up);

/* ---- Orders by value --------------------------------------------------- */

/* Gives token the value value on the order by value t: placing it when it is
 * on no initiative, moving it when its value changes (nothing when it does
 * not). Among equal values its place follows t's tie-break. Emits
 * initiative.place or initiative.move. Errors: TAB_EMISUSE, TAB_ENOTFOUND
 * (t, token), TAB_EINVAL (t leveled, token on another initiative, t full),
 * TAB_ENOMEM (unchanged, but for a stream used for the first time). */
TAB_API tab_status tab_initiative_set_value(tab_game *g, tab_id t, tab_id token, int32_t value);

/* The value of token on t. Errors: TAB_EMISUSE, TAB_ENOTFOUND (t, token not
 * on t), TAB_EINVAL (t leveled). */
TAB_API tab_status tab_initiative_value(tab_game *g, tab_id t, tab_id token, int32_t *out);

/* ---- Both -------------------------------------------------------------- */

/* Takes token off t (a group defeated, a hero knocked out). Emits
 * initiative.remove. Errors: TAB_EMISUSE, TAB_ENOTFOUND (t, token not on t),
 * TAB_ENOMEM (the game is unchanged). */
TAB_API tab_status tab_initiative_remove(tab_game *g, tab_id t, tab_id token);

/* The number of levels of t (1 for an order by value), or 0 when t is not an
 * initiative. */
TAB_API uint32_t tab_initiative_levels(tab_game *g, tab_id t);

/* The number of tokens on t (0 when t is not an initiative). */
TAB_API uint32_t tab_initiative_count(tab_game *g, tab_id t);

/* The i-th token of t in turn order (0 acts first), or TAB_ID_NONE. */
TAB_API tab_id tab_initiative_at(tab_game *g, tab_id t, uint32_t i);

/* Copies t's tokens in turn order to out (room for cap ids) and their number
 * to *n; when cap is too small, only *n is right and the status is
 * TAB_EINVAL. Errors: TAB_EMISUSE, TAB_ENOTFOUND (t), TAB_EINVAL (cap). */
TAB_API tab_status tab_initiative_order(tab_game *g, tab_id t, tab_id *out, uint32_t cap,
                                        uint32_t *n);

/* Where token is on t: its level (1 the top) and its index within the level
 * (0 the leftmost); either pointer may be NULL. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND (t, token not on t). */
TAB_API tab_status tab_initiative_where_is(tab_game *g, tab_id t, tab_id token, uint32_t *level,
                                           uint32_t *index);

/* The fastest and slowest non-fixed tokens of t (the highest and lowest on
 * the track), or TAB_ID_NONE when there is none. */
TAB_API tab_id tab_initiative_fastest(tab_game *g, tab_id t);
TAB_API tab_id tab_initiative_slowest(tab_game *g, tab_id t);

/* Whether token is fixed on t (on it and fixed at the left or right). */
TAB_API bool tab_initiative_is_fixed(tab_game *g, tab_id t, tab_id token);

#ifdef __cplusplus
}
#endif
#endif
