/* tabula/turn.h - turn order drivers: who may act now, sides and phases, and
 * the round counter with its end-of-round and end-of-game events. */
#ifndef TABULA_TURN_H
#define TABULA_TURN_H

#include <stdbool.h>
#include <stdint.h>

#include "tabula/atom.h"
#include "tabula/entity.h"
#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A turn driver is an entity of kind "turn". It knows the actors (entities:
 * units, heroes, players, initiative tokens) grouped in sides, who has acted
 * this round, whose turn or phase it is and the round number; its
 * properties hold all of it (turn.actors, a ref array with TAB_ID_NONE
 * between sides; turn.acted, the refs that acted this round in order; and
 * ints turn.round, turn.side, turn.used, turn.first, turn.last, turn.mark,
 * ref turn.active, ...), so snapshots, hashes and saves cover it.
 *
 * A driver starts before its first round (round 0): add the actors, then
 * tab_turn_next_round starts round 1. Each activation is a pair:
 * tab_turn_begin (the actor starts) and tab_turn_end (it is done), so the
 * driver moves on only once the actor's turn has been resolved. When no one
 * is left to act the round is over (turn.round_end); rules run their
 * end-of-round steps, then call tab_turn_next_round. After the last round of
 * the game's length, turn.game_end follows turn.round_end and
 * tab_turn_next_round answers TAB_DONE. */

/* How actors take turns. Append-only. */
typedef enum tab_turn_mode {
    /* One actor at a time in a set order, each once a round: the order of an
     * initiative (Tidal Blades 2 reveals and turns: the first token in the
     * current order that has not acted), or the actors of side 0 as added
     * (Long Dark Sea's turn token passed round the table). */
    TAB_TURN_SEQUENCE = 0,
    /* Sides alternate, each activating up to per_turn of its units (tile
     * tactics: 2), each unit once a round; when a side has none left the
     * others activate the rest; the next round starts with the side after
     * the one that finished this one. */
    TAB_TURN_ALTERNATE = 1,
    /* Sides take phases in a fixed order every round; within its phase each
     * member acts once, one at a time, in the order the side chooses (Dragon
     * Tides teams). A side with no members is a phase of the game itself (an
     * invader phase): it lasts until tab_turn_pass. */
    TAB_TURN_PHASES = 2,
    /* As PHASES, but all members of the side act at once (Spirit Island: all
     * spirits in the spirit phase, then the invader phase): there is no
     * tab_turn_begin; each member calls tab_turn_end when done. */
    TAB_TURN_SIMULTANEOUS = 3
} tab_turn_mode;

/* Most sides and actors a driver may have. */
#define TAB_TURN_MAX_SIDES 64u
#define TAB_TURN_MAX_ACTORS 4096u

/* How to make a driver: a small value type the caller fills in. */
typedef struct tab_turn_def {
    tab_turn_mode mode;
    uint32_t sides;    /* how many sides, 1..TAB_TURN_MAX_SIDES (SEQUENCE: 1) */
    uint32_t per_turn; /* ALTERNATE: activations per turn, at least 1 */
    uint32_t rounds;   /* the game's length in rounds (Tidal Blades 2: 12); 0: no end */
    tab_id source;     /* SEQUENCE: an initiative giving the order, or TAB_ID_NONE */
    const tab_atom *names; /* a name per side ("dragons", "invaders"), or NULL */
} tab_turn_def;

/* ---- Making and actors ------------------------------------------------- */

/* Creates a driver as def says (copied), before its first round, and stores
 * its id in *out. Errors: TAB_EMISUSE, TAB_EINVAL (mode, sides, per_turn,
 * source not an initiative or not for SEQUENCE, a name not an atom),
 * TAB_ENOMEM (the game is unchanged). */
TAB_API tab_status tab_turn_new(tab_game *g, const tab_turn_def *def, tab_id *out);

/* Adds actor to side (0 first) of t, after its other members. An actor
 * added during a round may act in it. By phases (PHASES, SIMULTANEOUS) an
 * actor may be on several sides, one for each phase it acts in (Spirit
 * Island spirits: the spirit phase, fast powers, slow powers). Errors:
 * TAB_EMISUSE (t draws its order from an initiative), TAB_ENOTFOUND (t,
 * actor), TAB_EINVAL (side, actor on that side already or, other modes, on
 * t, t full), TAB_ENOMEM (unchanged). */
TAB_API tab_status tab_turn_add(tab_game *g, tab_id t, uint32_t side, tab_id actor);

/* Takes actor out of t, from every side (a unit destroyed). An actor acting now stays the
 * active one until tab_turn_end. Errors: TAB_EMISUSE, TAB_ENOTFOUND (t, actor
 * not on t), TAB_ENOMEM (unchanged). */
TAB_API tab_status tab_turn_remove(tab_game *g, tab_id t, tab_id actor);

/* ---- Acting ------------------------------------------------------------ */

/* actor starts its activation (see tab_turn_may_act). Emits turn.act.
 * Errors: TAB_EMISUSE (NULL g, a round over, another actor active, mode
 * SIMULTANEOUS), TAB_ENOTFOUND (t), TAB_EINVAL (actor may not act now),
 * TAB_ENOMEM (unchanged). */
TAB_API tab_status tab_turn_begin(tab_game *g, tab_id t, tab_id actor);

/* actor's activation is over (SIMULTANEOUS: the member is done). Emits
 * turn.done, then turn.side when another side's turn or phase begins, or
 * turn.round_end (and turn.game_end) when no one is left to act.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (t), TAB_EINVAL (actor not the active
 * one; SIMULTANEOUS: not a member still to act), TAB_ENOMEM (unchanged). */
TAB_API tab_status tab_turn_end(tab_game *g, tab_id t, tab_id actor);

/* actor will not act this round (knocked out; or, in Tidal Blades 2, added
 * mid-round before the active token). Emits turn.skip, and moves on as
 * tab_turn_end does when no actor is active. Errors: TAB_EMISUSE (round
 * over), TAB_ENOTFOUND (t, actor not on t), TAB_EINVAL (actor acted or
 * active), TAB_ENOMEM (unchanged). */
TAB_API tab_status tab_turn_skip(tab_game *g, tab_id t, tab_id actor);

/* The side whose turn or phase it is ends it now (ALTERNATE: after at least
 * one activation; PHASES, SIMULTANEOUS: its members not yet acted lose their
 * turn this round). Emits turn.pass, then as tab_turn_end. Errors:
 * TAB_EMISUSE (round over, an actor active, mode SEQUENCE, no activation yet),
 * TAB_ENOTFOUND (t). */
TAB_API tab_status tab_turn_pass(tab_game *g, tab_id t);

/* Ends the round now, whoever has not acted (a scenario effect, or a game
 * that only counts rounds). Emits turn.round_end (and turn.game_end).
 * Errors: TAB_EMISUSE (round over already), TAB_ENOTFOUND (t). */
TAB_API tab_status tab_turn_end_round(tab_game *g, tab_id t);

/* Starts the next round once the round is over: the round counter advances,
 * no one has acted, and the first side begins (ALTERNATE: the side after the
 * one that finished the last round; others: side 0). Emits turn.round and
 * turn.side. Returns TAB_DONE, changing nothing, when the game's length has
 * been played. Errors: TAB_EMISUSE (round not over), TAB_ENOTFOUND (t),
 * TAB_ENOMEM (unchanged). */
TAB_API tab_status tab_turn_next_round(tab_game *g, tab_id t);

/* ---- Reading ----------------------------------------------------------- */

/* The current round (0 before the first), or 0 when t is not a driver. */
TAB_API uint32_t tab_turn_round(tab_game *g, tab_id t);

/* The side whose turn or phase it is, or -1 when the round is over (or t is
 * not a driver). */
TAB_API int tab_turn_side(tab_game *g, tab_id t);

/* Whether the round is over (before the first round, it is). */
TAB_API bool tab_turn_round_over(tab_game *g, tab_id t);

/* The actor acting now, or TAB_ID_NONE. */
TAB_API tab_id tab_turn_active(tab_game *g, tab_id t);

/* SEQUENCE: the actor to act next (the first in order that has not acted),
 * or TAB_ID_NONE. */
TAB_API tab_id tab_turn_next(tab_game *g, tab_id t);

/* Whether actor may begin now (SIMULTANEOUS: may still end its part). */
TAB_API bool tab_turn_may_act(tab_game *g, tab_id t, tab_id actor);

/* Whether actor has acted (or was skipped) this round. */
TAB_API bool tab_turn_has_acted(tab_game *g, tab_id t, tab_id actor);

/* The (first) side actor belongs to, or -1 when it is not on t. */
TAB_API int tab_turn_side_of(tab_game *g, tab_id t, tab_id actor);

/* How many members of side have not acted this round (PHASES and
 * SIMULTANEOUS: in the side's phase); 0 when side or t is not valid. */
TAB_API uint32_t tab_turn_remaining(tab_game *g, tab_id t, uint32_t side);

#ifdef __cplusplus
}
#endif
#endif
