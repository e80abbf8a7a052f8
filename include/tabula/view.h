/* tabula/view.h - what one player may see of a zone: the only zone queries
 * a bot or a player's UI should use, since they never leak a face-down card
 * or a hidden order. */
#ifndef TABULA_VIEW_H
#define TABULA_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include "tabula/entity.h"
#include "tabula/event.h"
#include "tabula/export.h"
#include "tabula/game.h"
#include "tabula/zone.h"

#ifdef __cplusplus
extern "C" {
#endif

/* How much of a zone a player may know. Everybody always knows its size.
 * Append-only. */
typedef enum tab_view_level {
    TAB_VIEW_SIZE = 0,     /* how many entities, nothing else */
    TAB_VIEW_CONTENTS = 1, /* which entities, not their order */
    TAB_VIEW_ORDER = 2     /* which entities, in their order */
} tab_view_level;

/* Players are numbered from 0; TAB_NO_PLAYER stands for an onlooker who
 * owns nothing. What player p may know of a zone, by its visibility:
 *   TAB_SEE_ALL        everyone: ORDER
 *   TAB_SEE_OWNER      its owner: ORDER; anyone else (and everyone when the
 *                      owner is TAB_NO_PLAYER): SIZE
 *   TAB_SEE_NOBODY     everyone, the owner too: SIZE
 *   TAB_SEE_UNORDERED  everyone, the owner too: CONTENTS */

/* What player may know of zone z, in *out. Errors: TAB_EMISUSE (NULL out),
 * TAB_ENOTFOUND (z), TAB_EINVAL (player below TAB_NO_PLAYER). */
TAB_API tab_status tab_view_zone_level(const tab_game *g, tab_zone z, int player,
                                       tab_view_level *out);

/* Player's view of zone z. Fills buf with the first min(cap, size) entries
 * of what player may know:
 *   ORDER     the entities in zone order (index 0 the top);
 *   CONTENTS  the entities sorted by id (a canonical order that tells
 *             nothing about the real one);
 *   SIZE      TAB_ID_NONE in every entry.
 * Stores the zone's size in *size and the level in *level (either may be
 * NULL). buf is the caller's; it may be NULL when cap is 0 (to ask for the
 * size and level only). Allocates nothing, changes nothing, emits nothing.
 * Errors: TAB_EMISUSE (NULL buf with cap > 0), TAB_ENOTFOUND (z), TAB_EINVAL
 * (player). */
TAB_API tab_status tab_view_zone(const tab_game *g, tab_zone z, int player, tab_id *buf,
                                 uint32_t cap, uint32_t *size, tab_view_level *level);

/* Whether player may know entity e is where it is: e is live and either in
 * no zone (in play, on the table) or in a zone whose level for player is at
 * least CONTENTS. False for a bad game, entity or player. */
TAB_API bool tab_view_can_see(const tab_game *g, tab_id e, int player);

/* A hash (XXH3-64) of everything player may know of the state, in *out:
 * for every zone, what anyone knows of it (name, owner, visibility,
 * sharing, pool), player's level, its size and tab_view_zone's entries for
 * player; for every entity tab_view_can_see says player sees, its id, kind
 * and properties (arrays included); nothing of the random streams. So two
 * states player cannot tell apart hash the same, and a game determinized
 * for player (tab_game_determinize) keeps its view hash. Unlike
 * tab_game_hash it is no check of a replay: it leaves out what player
 * does not know. Allocates a scratch buffer (freed before returning);
 * changes nothing, emits nothing. Errors: TAB_EMISUSE (NULL out),
 * TAB_EINVAL (player below TAB_NO_PLAYER), TAB_ENOMEM. */
TAB_API tab_status tab_view_hash(tab_game *g, int player, uint64_t *out);

/* Event seq of the log as player may know it: the event itself, with what
 * the player may not know set to 0 - for a UI that animates or lists what
 * happened without learning a face-down card. What is blanked, by kind:
 *   zone.move, deck.draw, deck.retire, bag.draw, deck.recover: the subject
 *     when the player knows the contents of neither the zone it left nor
 *     the zone it went to (no zone: the table, known to all); the index it
 *     went to (zone.move a2, deck.recover a1) when the player does not know
 *     that zone's order;
 *   entity.set, entity.unset, entity.tag, entity.untag: the subject and
 *     every argument when the entity is live and tab_view_can_see says no;
 *   every other kind, scripts' own included: nothing.
 * Zones are judged by their visibility now, not when the event happened:
 * read the log as it grows (after each step), as a UI does. Errors:
 * TAB_EMISUSE (NULL out), TAB_EINVAL (player), TAB_ENOTFOUND (seq, as
 * tab_event_get). */
TAB_API tab_status tab_view_event(const tab_game *g, uint64_t seq, int player, tab_event *out);

#ifdef __cplusplus
}
#endif
#endif
