/* tabula/track.h - tracks: bounded counters with named thresholds, a reset
 * point, levels with a memory of first crossings, and charge/activate. */
#ifndef TABULA_TRACK_H
#define TABULA_TRACK_H

#include <stdbool.h>
#include <stdint.h>

#include "tabula/atom.h"
#include "tabula/entity.h"
#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A track is an entity of kind "track" whose properties hold its state, so
 * snapshots, hashes and saves cover it:
 *   track.value, track.min, track.max, track.reset (ints), track.overflow
 *   (int, a tab_track_overflow), track.carry (ref), track.active (bool),
 *   track.at (int array: threshold values, ascending), track.names (atom
 *   array: their names), track.seen (int array: per threshold, bit 1 once
 *   crossed upward, bit 2 once crossed downward).
 *
 * A threshold at value a is crossed upward when the value goes from below a
 * to a or more, and downward when it goes from a or more to below a. The
 * thresholds double as levels: the level of a track is the number of
 * thresholds at or below its value, and its name is the highest of them.
 *
 * The rules it serves:
 * - Long Dark Sea mission and threat tracks: reaching the limit draws a card,
 *   then the track returns to the chosen difficulty and excess is lost
 *   (TAB_TRACK_RESET, or TAB_TRACK_CLAMP and tab_track_reset after the card).
 * - Tidal Blades 2 health: three levels; the first crossing into a lower
 *   level gives a Wound and crossing back up does not heal it (track.cross
 *   says whether a crossing is the first in its direction).
 * - Dragon Tides SUPER: charges to the top, is activated, and at the end of
 *   the turn returns to 0% (tab_track_activate, tab_track_deactivate).
 * - Spirit Island fear: a full fear pool earns a fear card and refills,
 *   excess carrying over (TAB_TRACK_WRAP with a carry track counting earned
 *   cards, whose thresholds are the terror levels). */

/* What a track does when an advance reaches its maximum. Going below the
 * minimum always stops there, and the excess is lost. Append-only. */
typedef enum tab_track_overflow {
    TAB_TRACK_CLAMP = 0, /* stop at the maximum; excess is lost */
    TAB_TRACK_RESET = 1, /* the track fills: back to the reset point, excess is lost */
    TAB_TRACK_WRAP = 2   /* the track fills: back to the reset point, excess carries on */
} tab_track_overflow;

/* Most thresholds a track may have. */
#define TAB_TRACK_MAX_THRESHOLDS 256u

/* How to make a track: a small value type the caller fills in. */
typedef struct tab_track_def {
    int32_t min, max;   /* the bounds, min < max */
    int32_t start;      /* the first value, in [min, max] */
    int32_t reset;      /* the reset point, in [min, max]; below max unless CLAMP */
    tab_track_overflow overflow;
    tab_id carry;       /* a track advanced by 1 each time this one fills, or TAB_ID_NONE */
    uint32_t thresholds; /* how many thresholds (at most TAB_TRACK_MAX_THRESHOLDS) */
    const int32_t *at;   /* their values, strictly ascending, in [min, max] */
    const tab_atom *names; /* their names (atoms of the game) */
} tab_track_def;

/* What tab_track_get reports. */
typedef struct tab_track_info {
    int32_t value, min, max, reset;
    tab_track_overflow overflow;
    tab_id carry;
    bool active;
    uint32_t thresholds;
} tab_track_info;

/* ---- Making and reading ------------------------------------------------ */

/* Creates a track as def says and stores its id in *out. def is copied.
 * Errors: TAB_EMISUSE (NULL g, def or out), TAB_EINVAL (bounds, start,
 * reset, overflow, carry not a track, thresholds not ascending or out of
 * bounds, a name not an atom), TAB_ENOMEM (the game is unchanged). */
TAB_API tab_status tab_track_new(tab_game *g, const tab_track_def *def, tab_id *out);

/* The track's value. Errors: TAB_EMISUSE, TAB_ENOTFOUND (t not a track). */
TAB_API tab_status tab_track_value(tab_game *g, tab_id t, int32_t *out);

/* Everything about the track but its thresholds. Errors: as tab_track_value. */
TAB_API tab_status tab_track_get(tab_game *g, tab_id t, tab_track_info *out);

/* Threshold i (0 the lowest) of t: its value and name (either may be NULL).
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (t, or i out of range). */
TAB_API tab_status tab_track_threshold(tab_game *g, tab_id t, uint32_t i, int32_t *at,
                                       tab_atom *name);

/* The level of t: how many thresholds are at or below its value (0 when it
 * is below all), and the name of the highest of them (TAB_ATOM_NONE at level
 * 0). Either pointer may be NULL. Errors: as tab_track_value. */
TAB_API tab_status tab_track_level(tab_game *g, tab_id t, uint32_t *level, tab_atom *name);

/* Whether the threshold named name was ever crossed in direction dir (+1
 * upward, -1 downward) since t was made or last forgot. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND (t, or no threshold name), TAB_EINVAL (dir). */
TAB_API tab_status tab_track_crossed(tab_game *g, tab_id t, tab_atom name, int dir, bool *out);

/* ---- Moving ------------------------------------------------------------ */

/* Moves t by delta (negative: down). Below the minimum it stops there; at
 * the maximum it clamps, resets or wraps as its overflow says, and each fill
 * advances its carry track by 1. *lost (may be NULL) gets the amount that
 * could not be applied. A move of 0 does nothing.
 * Emits track.move, then in path order track.cross for each threshold
 * crossed, track.fill when the track reaches its maximum from below (for
 * TAB_TRACK_RESET and TAB_TRACK_WRAP also the drop back to the reset point
 * and the carry track's own events). A move that fills a wrapping track
 * several times reports the crossings of the first fill and of the final
 * stretch, and one track.fill with the count.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (t, or its carry track is gone). */
TAB_API tab_status tab_track_add(tab_game *g, tab_id t, int32_t delta, int32_t *lost);

/* Moves t to value, in [min, max], as tab_track_add by the difference.
 * Errors: as tab_track_add, and TAB_EINVAL (value out of bounds). */
TAB_API tab_status tab_track_set(tab_game *g, tab_id t, int32_t value);

/* Returns t to its reset point (Long Dark Sea: after the track's card is
 * resolved). Emits track.reset and track.cross for each threshold crossed.
 * Errors: as tab_track_value. */
TAB_API tab_status tab_track_reset(tab_game *g, tab_id t);

/* Changes the reset point of t (a difficulty chosen again). Errors:
 * TAB_EMISUSE, TAB_ENOTFOUND, TAB_EINVAL (out of bounds, or at the maximum
 * of a track that resets or wraps). */
TAB_API tab_status tab_track_set_reset(tab_game *g, tab_id t, int32_t reset);

/* Forgets which thresholds were crossed, so the next crossings count as
 * first again (Tidal Blades 2: Wounds heal between scenarios). Errors: as
 * tab_track_value. */
TAB_API tab_status tab_track_forget(tab_game *g, tab_id t);

/* ---- Charge and activate ----------------------------------------------- */

/* Activates a charged track (its value at the maximum): Dragon Tides' SUPER
 * marker flipped to its active side. Emits track.activate. Errors:
 * TAB_EMISUSE (NULL g, or t not charged or already active), TAB_ENOTFOUND. */
TAB_API tab_status tab_track_activate(tab_game *g, tab_id t);

/* Ends an active track's activation and returns it to its reset point (the
 * SUPER marker flipped back and returned to 0% at the end of the turn).
 * Emits track.deactivate and track.cross for each threshold crossed.
 * Errors: TAB_EMISUSE (NULL g, or t not active), TAB_ENOTFOUND. */
TAB_API tab_status tab_track_deactivate(tab_game *g, tab_id t);

#ifdef __cplusplus
}
#endif
#endif
