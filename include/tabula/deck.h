/* tabula/deck.h - decks: a draw pile and a discard pile (two zones) with a
 * refill policy, numbered cards, recovering and retiring cards. */
#ifndef TABULA_DECK_H
#define TABULA_DECK_H

#include <stdint.h>

#include "tabula/atom.h"
#include "tabula/entity.h"
#include "tabula/export.h"
#include "tabula/game.h"
#include "tabula/zone.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A deck is an entity of kind "deck" whose properties name its zones and
 * rules, so snapshots, hashes and saves cover it like any other state:
 *   deck.draw     int   the draw pile's zone (index 0 is the top)
 *   deck.discard  int   the discard pile's zone, or 0 for none
 *   deck.refill   int   a tab_deck_refill_policy
 *   deck.stream   atom  the random stream its shuffles use
 *   deck.numbered atom  (optional) the int property holding a card's number
 * A card put in a deck for the first time gets the property deck.home (a
 * reference to that deck): its "original deck" for tab_deck_recover.
 *
 * Cards are entities; a deck's calls move them with the zone calls, so every
 * move emits zone.move and every shuffle zone.shuffle. Draws, refills,
 * recoveries and retirements also emit the deck.* events listed in atom.h.
 * Those events (like zone.move) name the card: the event log is the rules'
 * view of the game, not a player's (see tabula/view.h for that). */

/* What a draw does when the draw pile is empty. Append-only. */
typedef enum tab_deck_refill_policy {
    /* The deck stays empty: a draw fails with TAB_EEMPTY. */
    TAB_DECK_REFILL_NONE = 0,
    /* The discard pile is shuffled to form a new draw pile, then the draw
     * goes on. Only a draw does this (a card must be drawn or revealed);
     * peeking, discarding and moving cards never do (Long Dark Sea FAQ: "The
     * discard pile is only shuffled to form a new deck when a card must be
     * revealed or drawn. Effects such as Scout or Discard do not trigger a
     * shuffle."). */
    TAB_DECK_REFILL_RESHUFFLE = 1
} tab_deck_refill_policy;

/* Which end of a pile a call works on. Append-only. */
typedef enum tab_deck_end {
    TAB_DECK_TOP = 0,   /* index 0 */
    TAB_DECK_BOTTOM = 1 /* the last index */
} tab_deck_end;

/* ---- Making and configuring decks -------------------------------------- */

/* Creates a deck over the zones draw (required) and discard (TAB_ZONE_NONE:
 * none) with a refill policy, and stores its id in *out. Its random stream
 * is named after the draw zone (so each deck shuffles independently of every
 * other draw in the game); change it with tab_deck_set_stream. The zones keep
 * their visibility and contents. Emits entity.new and entity.set.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (a zone), TAB_EINVAL (draw == discard,
 * a zone already used by another deck, a bad policy, RESHUFFLE without a
 * discard zone), TAB_ENOMEM. */
TAB_API tab_status tab_deck_new(tab_game *g, tab_zone draw, tab_zone discard,
                                tab_deck_refill_policy refill, tab_id *out);

/* The deck's zones and policy; NULL pointers are skipped.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (deck), TAB_EINVAL (not a deck). */
TAB_API tab_status tab_deck_info(const tab_game *g, tab_id deck, tab_zone *draw,
                                 tab_zone *discard, tab_deck_refill_policy *refill);

/* Changes the refill policy. Emits entity.set. Errors: as tab_deck_new. */
TAB_API tab_status tab_deck_set_refill(tab_game *g, tab_id deck, tab_deck_refill_policy refill);

/* Changes the random stream the deck's shuffles use (TAB_ATOM_NONE: "main").
 * Emits entity.set. Errors: TAB_EMISUSE, TAB_ENOTFOUND, TAB_EINVAL, TAB_ENOMEM. */
TAB_API tab_status tab_deck_set_stream(tab_game *g, tab_id deck, tab_atom stream);

/* Declares the deck's cards numbered by their int property key
 * (TAB_ATOM_NONE: not numbered), so tab_deck_recover keeps their numbered
 * order. Emits entity.set or entity.unset. Errors: as tab_deck_set_stream. */
TAB_API tab_status tab_deck_set_numbered(tab_game *g, tab_id deck, tab_atom key);

/* The number of cards in the draw pile (0 when deck is not a deck). */
TAB_API uint32_t tab_deck_size(const tab_game *g, tab_id deck);

/* The number of cards draws could get before failing: the draw pile, plus
 * the discard pile when the policy refills (0 when deck is not a deck). */
TAB_API uint32_t tab_deck_available(const tab_game *g, tab_id deck);

/* ---- Drawing ----------------------------------------------------------- */

/* Draws one card from end of the draw pile into zone to at index to_index
 * (0 the top, TAB_ZONE_END the bottom; to may be TAB_ZONE_NONE: the card
 * leaves every zone, e.g. revealed into play), storing it in *out (may be
 * NULL). When the draw pile is empty the policy applies: RESHUFFLE moves the
 * discard pile into it and shuffles it first (emitting zone.move for each
 * card, zone.shuffle and deck.refill). Emits zone.move and deck.draw.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (deck, to), TAB_EINVAL (not a deck, end,
 * to_index past the end of to), TAB_EEMPTY (nothing to draw, message says
 * why), TAB_ENOMEM. On error nothing has moved. */
TAB_API tab_status tab_deck_draw(tab_game *g, tab_id deck, tab_deck_end end, tab_zone to,
                                 uint32_t to_index, tab_id *out);

/* Draws n cards as n calls of tab_deck_draw with the same arguments would
 * (so to_index 0 stacks them, the last drawn on top; TAB_ZONE_END appends
 * them in the order drawn), refilling between draws when the policy says so.
 * Stores the cards in out[0..n-1] in the order drawn (out may be NULL).
 * All or nothing: when fewer than n can be drawn it fails with TAB_EEMPTY and
 * nothing moves (tab_deck_available says how many can be). Errors: as
 * tab_deck_draw. */
TAB_API tab_status tab_deck_draw_n(tab_game *g, tab_id deck, tab_deck_end end, uint32_t n,
                                   tab_zone to, uint32_t to_index, tab_id *out);

/* Copies up to n cards from end of the draw pile into out (the card at that
 * end first) without moving them, and their number into *got. Never
 * refills: looking is not drawing. Emits nothing. Errors: TAB_EMISUSE (NULL
 * out with n > 0, NULL got), TAB_ENOTFOUND, TAB_EINVAL (not a deck, end). */
TAB_API tab_status tab_deck_peek(const tab_game *g, tab_id deck, tab_deck_end end, uint32_t n,
                                 tab_id *out, uint32_t *got);

/* ---- Putting, searching, moving ---------------------------------------- */

/* Puts card into the draw pile at index (0 the top, TAB_ZONE_END the bottom),
 * taking it from wherever it was. The first deck a card is put in becomes its
 * original deck (property deck.home). Emits zone.move (and entity.set the
 * first time). Errors: TAB_EMISUSE, TAB_ENOTFOUND (deck, card), TAB_EINVAL
 * (not a deck, card is a deck, index past the end), TAB_ENOMEM. */
TAB_API tab_status tab_deck_put(tab_game *g, tab_id deck, tab_id card, uint32_t index);

/* Puts card on top of the deck's discard pile, from wherever it was. Never
 * refills. Emits zone.move. Errors: as tab_deck_put, and TAB_EINVAL when the
 * deck has no discard pile. */
TAB_API tab_status tab_deck_discard(tab_game *g, tab_id deck, tab_id card);

/* Shuffles the draw pile with the deck's stream. Emits zone.shuffle.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND, TAB_EINVAL (not a deck), TAB_ENOMEM. */
TAB_API tab_status tab_deck_shuffle(tab_game *g, tab_id deck);

/* Moves every card of the discard pile into the draw pile and shuffles the
 * whole draw pile, whatever the policy (Tidal Blades 2: "shuffle their
 * discarded action cards into their deck"). Emits zone.move per card,
 * zone.shuffle and deck.refill. Errors: as tab_deck_shuffle, and TAB_EINVAL
 * when the deck has no discard pile. */
TAB_API tab_status tab_deck_reshuffle(tab_game *g, tab_id deck);

/* The first card from the top of the draw pile whose property key equals v
 * (same type and value; arrays never match), in *out, and its index in
 * *index (may be NULL); *out is TAB_ID_NONE when no card matches.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (deck), TAB_EINVAL (not a deck, key). */
TAB_API tab_status tab_deck_find(const tab_game *g, tab_id deck, tab_atom key, tab_value v,
                                 tab_id *out, uint32_t *index);

/* Takes the given card out of the draw pile into zone to at to_index (as
 * tab_deck_draw, but a chosen card and never a refill). Emits zone.move.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (deck, card not in the draw pile, to),
 * TAB_EINVAL, TAB_ENOMEM. */
TAB_API tab_status tab_deck_take(tab_game *g, tab_id deck, tab_id card, tab_zone to,
                                 uint32_t to_index);

/* Moves n cards one at a time from end of zone from into zone to at to_index
 * (as n calls of tab_zone_insert; to may be TAB_ZONE_NONE), for "discard the
 * top 2 cards of your deck" or "discard your hand". Zones, not decks: it
 * never refills. All or nothing. Emits zone.move per card. Errors:
 * TAB_EMISUSE, TAB_ENOTFOUND (a zone), TAB_EINVAL (end, to_index, from ==
 * to), TAB_EEMPTY (from has fewer than n), TAB_ENOMEM. */
TAB_API tab_status tab_deck_move(tab_game *g, tab_zone from, tab_deck_end end, uint32_t n,
                                 tab_zone to, uint32_t to_index);

/* ---- Recovering and retiring ------------------------------------------- */

/* The card's original deck (property deck.home), or TAB_ID_NONE. */
TAB_API tab_id tab_deck_home(const tab_game *g, tab_id card);

/* Makes deck the card's original deck, where tab_deck_recover sends it: a
 * card that changes hands for good (Long Dark Sea: Loot a Supply Line deals
 * into a player's own deck). Moves nothing. Emits entity.set. Errors:
 * TAB_EMISUSE, TAB_ENOTFOUND (deck, card), TAB_EINVAL (not a deck, card is
 * a deck), TAB_ENOMEM. */
TAB_API tab_status tab_deck_set_home(tab_game *g, tab_id card, tab_id deck);

/* Recovers card (Long Dark Sea: "When a card is recovered, place it face down
 * on the bottom of its original deck"): it goes to the bottom of its original
 * deck's draw pile, except when that deck is numbered and the card has a
 * number n; then it goes just before the first card from the top whose
 * number is greater than n, which keeps a deck in numbered order in that
 * order, and places it after every card with the same number ("If there are
 * multiple cards with the same number, place it at the bottom of that set").
 * Cards without a number are passed over. Emits zone.move and deck.recover.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (card), TAB_EINVAL (card has no
 * original deck, or it no longer exists), TAB_ENOMEM. */
TAB_API tab_status tab_deck_recover(tab_game *g, tab_id card);

/* Retires card from the game: it moves to the end of the permanent-discard
 * zone, the zone named "deck.retired", which is created on first use (owner
 * TAB_NO_PLAYER, TAB_SEE_UNORDERED) unless the host made a zone of that name
 * first. Any entity can be retired (a card, a token). A no-op when card is
 * retired already. Emits zone.move and deck.retire (and zone.new once).
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (card), TAB_EINVAL (card is a deck),
 * TAB_ENOMEM. */
TAB_API tab_status tab_deck_retire(tab_game *g, tab_id card);

/* The permanent-discard zone, or TAB_ZONE_NONE while nothing was retired
 * (and the host made no zone named "deck.retired"). */
TAB_API tab_zone tab_deck_retired_zone(const tab_game *g);

#ifdef __cplusplus
}
#endif
#endif
