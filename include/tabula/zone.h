/* tabula/zone.h - zones: ordered lists of entities (decks, hands, discard
 * piles, bags, board spaces). An entity is in at most one zone. */
#ifndef TABULA_ZONE_H
#define TABULA_ZONE_H

#include <stdint.h>

#include "tabula/atom.h"
#include "tabula/entity.h"
#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Zones are integer ids from 1 up; 0 (TAB_ZONE_NONE) is no zone. */
typedef uint32_t tab_zone;
#define TAB_ZONE_NONE 0u

/* Who may see a zone's contents. Append-only. */
typedef enum tab_visibility {
    TAB_SEE_ALL = 0,     /* public: everyone sees contents and order */
    TAB_SEE_OWNER = 1,   /* only the owner sees contents; others see the size */
    TAB_SEE_NOBODY = 2,  /* face down: everyone sees only the size */
    TAB_SEE_UNORDERED = 3 /* everyone sees which entities, nobody the order */
} tab_visibility;

/* The owner of a zone that belongs to no player. */
#define TAB_NO_PLAYER (-1)

/* Index meaning "the end" (the bottom) for tab_zone_insert. Index 0 is the
 * top: the first card drawn. */
#define TAB_ZONE_END UINT32_MAX

/* Creates a zone with a unique name (an atom, not NONE), an owner (a player
 * number from 0, or TAB_NO_PLAYER) and a visibility; stores its id in *out.
 * Emits zone.new. Errors: TAB_EMISUSE, TAB_EINVAL (name taken or NONE,
 * visibility), TAB_ENOMEM. */
TAB_API tab_status tab_zone_new(tab_game *g, tab_atom name, int owner,
                                tab_visibility vis, tab_zone *out);

/* The zone named name, or TAB_ZONE_NONE. */
TAB_API tab_zone tab_zone_find(const tab_game *g, tab_atom name);

/* The zone's name, owner and visibility. Errors: TAB_EMISUSE, TAB_ENOTFOUND. */
TAB_API tab_status tab_zone_info(const tab_game *g, tab_zone z, tab_atom *name,
                                 int *owner, tab_visibility *vis);

/* Changes who may see z. Emits zone.visibility. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND, TAB_EINVAL. */
TAB_API tab_status tab_zone_set_visibility(tab_game *g, tab_zone z, int owner,
                                           tab_visibility vis);

/* The most players a zone can be shared with: player numbers 0 to 31. */
#define TAB_ZONE_SHARE_MAX 32

/* Shares z with a set of players, bit p standing for player p: each of them
 * then knows an owner-only (TAB_SEE_OWNER) zone as its owner does - a team's
 * hands or face-down cards seen by allies and not by opponents. Replaces the
 * previous set; 0 shares with nobody. Other visibilities ignore the set, and
 * changing the visibility keeps it. Emits zone.visibility. Errors:
 * TAB_EMISUSE, TAB_ENOTFOUND. */
TAB_API tab_status tab_zone_share(tab_game *g, tab_zone z, uint32_t players);

/* The set of players z is shared with, in *out. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND. */
TAB_API tab_status tab_zone_shared(const tab_game *g, tab_zone z, uint32_t *out);

/* Puts z in the pool named pool (TAB_ATOM_NONE: in none). The zones of one
 * pool are exchangeable: an entity hidden in one of them could, for all a
 * player who sees none of their contents knows, be in any of them - a
 * player's hand and draw pile, to everyone else. Content declares a pool
 * where its hidden information really is exchangeable; a search that
 * determinizes the game for a player (tab_game_determinize) deals the
 * entities of the pool's zones that player cannot see among those zones,
 * keeping each zone's size, and shuffles a hidden zone without a pool
 * only within itself. The pool is game state (snapshots, hashes, saves).
 * Emits nothing. Errors: TAB_EMISUSE, TAB_ENOTFOUND (z), TAB_EINVAL (pool
 * not an atom). */
TAB_API tab_status tab_zone_set_pool(tab_game *g, tab_zone z, tab_atom pool);

/* The most face properties a pool may declare, and the most pools that may
 * declare them. */
#define TAB_POOL_MAX_FACES 8
#define TAB_POOL_MAX_FACED 16

/* Declares that the hidden entities of pool's zones are told apart only by
 * the properties keys[0..nkeys) (their faces) and, when back is not
 * TAB_ATOM_NONE, by their property back (what shows from outside: a card's
 * back, an Invader card's stage). Determinizing for a player then deals the
 * faces again among the pool's entities that player cannot see, each
 * within its own kind and back value, every entity keeping its id and its
 * place, instead of dealing the entities among the zones. For hidden
 * things that are named where they lie: a face-down card on a sector that
 * other entities refer to by id, a deck whose backs show in what order
 * its stages come. A face absent from an entity moves as absent. The
 * declaration is content's, not state: it is kept across restarts and
 * made again by every game that loads the content (the Lua runtime makes
 * it from rules{ pools = ... } at load); declaring a pool again replaces
 * its faces. Errors: TAB_EMISUSE (NULL keys with nkeys > 0), TAB_EINVAL
 * (a name not an atom, nkeys 0 or over TAB_POOL_MAX_FACES, more than
 * TAB_POOL_MAX_FACED pools). */
TAB_API tab_status tab_pool_set_faces(tab_game *g, tab_atom pool, const tab_atom *keys,
                                      uint32_t nkeys, tab_atom back);

/* The faces pool declares: up to cap of its keys in keys (when not NULL)
 * and its back in *back (when not NULL); returns how many faces it has, 0
 * when it trades places (or is not declared, or g is NULL). */
TAB_API uint32_t tab_pool_faces(const tab_game *g, tab_atom pool, tab_atom *keys, uint32_t cap,
                                tab_atom *back);

/* The pool of z, or TAB_ATOM_NONE when it is in none (or z is not a zone). */
TAB_API tab_atom tab_zone_pool(const tab_game *g, tab_zone z);

/* The number of zones (ids run from 1 to it). */
TAB_API uint32_t tab_zone_count(const tab_game *g);

/* The number of entities in z (0 when z is not a zone). */
TAB_API uint32_t tab_zone_size(const tab_game *g, tab_zone z);

/* The entity at index i of z (0 is the top), or TAB_ID_NONE when out of range. */
TAB_API tab_id tab_zone_at(const tab_game *g, tab_zone z, uint32_t i);

/* Moves e into z at index i (0 the top, TAB_ZONE_END or the size the bottom),
 * taking it out of the zone it was in first; the index counts after that
 * removal. Emits zone.move. Errors: TAB_EMISUSE, TAB_ENOTFOUND (e, z),
 * TAB_EINVAL (i beyond the end), TAB_ENOMEM. */
TAB_API tab_status tab_zone_insert(tab_game *g, tab_zone z, tab_id e, uint32_t i);

/* Takes e out of its zone (a no-op when it is in none). Emits zone.move with
 * to = 0. Errors: TAB_EMISUSE, TAB_ENOTFOUND (e). */
TAB_API tab_status tab_zone_remove(tab_game *g, tab_id e);

/* The zone e is in (TAB_ZONE_NONE: none) and, when index is not NULL, its
 * index there. */
TAB_API tab_zone tab_zone_of(const tab_game *g, tab_id e, uint32_t *index);

/* Shuffles z uniformly with the random stream named stream (TAB_ATOM_NONE:
 * "main"). Emits zone.shuffle. Errors: TAB_EMISUSE, TAB_ENOTFOUND, TAB_ENOMEM. */
TAB_API tab_status tab_zone_shuffle(tab_game *g, tab_zone z, tab_atom stream);

#ifdef __cplusplus
}
#endif
#endif
