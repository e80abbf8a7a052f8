/* determinize.h - resampling what a player cannot see, the kernel's part of
 * tab_game_determinize (lib/lua/determinize.c). Private. */
#ifndef TABULA_DETERMINIZE_H
#define TABULA_DETERMINIZE_H

#include "core.h"

/* Whether g's state can be determinized for player: TAB_OK, or TAB_EINVAL
 * with a message naming the first pool whose hidden entities are of
 * different kinds, and the zones holding each kind. Changes nothing. */
TABI_HIDDEN tab_status tabi_determinize_check(tab_game *g, int player);

/* Resamples, with a generator of its own seeded from seed (not the game's
 * streams), everything player cannot see, zone by zone in id order by
 * player's level: ORDER kept; CONTENTS sorted by id, then shuffled; SIZE
 * zones of one pool (a zone without a pool alone) pooled, sorted by id,
 * shuffled and dealt back in zone-id order, each zone keeping its size.
 * Sorting first makes the result depend on player's view and seed only.
 * Then reseeds the streams (tab_rng_reseed) from the generator. Emits no
 * event: nothing moved in the game, a search only chose one of the states
 * player cannot tell apart. Errors: TAB_EINVAL (as tabi_determinize_check),
 * TAB_ENOMEM; either way before changing anything. */
TABI_HIDDEN tab_status tabi_determinize(tab_game *g, int player, uint64_t seed);

#endif
