/* tabula/bag.h - bags: tokens drawn at random, without order, refilled
 * from a discard zone (the Tidal Blades 2 reward bag, the Long Dark Sea
 * Nemesis bag). */
#ifndef TABULA_BAG_H
#define TABULA_BAG_H

#include <stdint.h>

#include "tabula/atom.h"
#include "tabula/entity.h"
#include "tabula/export.h"
#include "tabula/game.h"
#include "tabula/zone.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A bag is an entity of kind "bag" whose properties name its zones and
 * rules (game state like any other):
 *   bag.zone     int   the zone holding the tokens in the bag
 *   bag.discard  int   the zone of used tokens, or 0 for none
 *   bag.refill   int   a tab_bag_refill_policy
 *   bag.stream   atom  the random stream its draws use
 * A bag has no order: its calls keep the bag's zone sorted by entity id, so
 * two bags holding the same tokens are the same state (and hash equal), and
 * a draw picks one of the tokens uniformly with the bag's stream. Give the
 * bag's zone the visibility the game needs: TAB_SEE_UNORDERED when players
 * may count what is left, TAB_SEE_NOBODY when they may not. */

/* What a draw does when the bag is empty. Append-only. */
typedef enum tab_bag_refill_policy {
    TAB_BAG_REFILL_NONE = 0,   /* the bag stays empty: a draw fails with TAB_EEMPTY */
    TAB_BAG_REFILL_DISCARD = 1 /* every token of the discard goes back in, then the draw goes on */
} tab_bag_refill_policy;

/* Creates a bag over zone (required) and discard (TAB_ZONE_NONE: none) with a
 * refill policy, and stores its id in *out. Its random stream is named after
 * zone; change it with tab_bag_set_stream. Tokens already in zone stay, put in
 * id order. Emits entity.new, entity.set (and zone.move when zone needed
 * sorting). Errors: TAB_EMISUSE, TAB_ENOTFOUND (a zone), TAB_EINVAL (zone ==
 * discard, a zone used by another bag, a bad policy, DISCARD without a
 * discard zone), TAB_ENOMEM. */
TAB_API tab_status tab_bag_new(tab_game *g, tab_zone zone, tab_zone discard,
                               tab_bag_refill_policy refill, tab_id *out);

/* The bag's zones and policy; NULL pointers are skipped.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (bag), TAB_EINVAL (not a bag). */
TAB_API tab_status tab_bag_info(const tab_game *g, tab_id bag, tab_zone *zone,
                                tab_zone *discard, tab_bag_refill_policy *refill);

/* Changes the random stream the bag's draws use (TAB_ATOM_NONE: "main").
 * Emits entity.set. Errors: TAB_EMISUSE, TAB_ENOTFOUND, TAB_EINVAL, TAB_ENOMEM. */
TAB_API tab_status tab_bag_set_stream(tab_game *g, tab_id bag, tab_atom stream);

/* The number of tokens in the bag (0 when bag is not a bag). */
TAB_API uint32_t tab_bag_size(const tab_game *g, tab_id bag);

/* The number of tokens of the given kind in the bag (0 when bag is not a bag). */
TAB_API uint32_t tab_bag_count(const tab_game *g, tab_id bag, tab_atom kind);

/* Puts token into the bag (from wherever it was): setting it up, or
 * returning a token drawn earlier. Emits zone.move. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND (bag, token), TAB_EINVAL (not a bag, token is a bag),
 * TAB_ENOMEM. */
TAB_API tab_status tab_bag_put(tab_game *g, tab_id bag, tab_id token);

/* Puts token at the end of the bag's discard zone (from wherever it was).
 * Emits zone.move. Errors: as tab_bag_put, and TAB_EINVAL when the bag has no
 * discard zone. */
TAB_API tab_status tab_bag_discard(tab_game *g, tab_id bag, tab_id token);

/* Draws a token uniformly at random with the bag's stream into zone to at
 * to_index (0 the top, TAB_ZONE_END the end; to may be TAB_ZONE_NONE: the
 * token leaves every zone, e.g. placed on the map), storing it in *out (may
 * be NULL). An empty bag with the DISCARD policy is refilled first (zone.move
 * per token, bag.refill) (Tidal Blades 2: "If the reward bag is empty,
 * shuffle all discarded rewards back into the bag."). Emits zone.move and
 * bag.draw. Errors: TAB_EMISUSE, TAB_ENOTFOUND (bag, to), TAB_EINVAL (not a
 * bag, to_index, to is the bag's zone), TAB_EEMPTY (nothing to draw, message
 * says why), TAB_ENOMEM. On error nothing has moved. */
TAB_API tab_status tab_bag_draw(tab_game *g, tab_id bag, tab_zone to, uint32_t to_index,
                                tab_id *out);

/* Puts every token of the discard zone back into the bag, whatever the
 * policy (Long Dark Sea: "or when instructed by the Nemesis—players recover
 * all tokens and refill the bag"). Emits zone.move per token and bag.refill.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND, TAB_EINVAL (not a bag, no discard
 * zone), TAB_ENOMEM. */
TAB_API tab_status tab_bag_refill(tab_game *g, tab_id bag);

#ifdef __cplusplus
}
#endif
#endif
