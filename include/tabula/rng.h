/* tabula/rng.h - the kernel's random numbers: xoshiro256** in named streams. */
#ifndef TABULA_RNG_H
#define TABULA_RNG_H

#include <stdint.h>

#include "tabula/atom.h"
#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Every stream is a xoshiro256** generator whose state is seeded through
 * SplitMix64 from the game seed and the stream's name, so drawing from one
 * stream never shifts another (the enemy deck's shuffle does not change
 * because a hero rolled one more die). A stream comes into being on first
 * use; TAB_ATOM_NONE means "main". The streams' states are game state:
 * snapshots, hashes and saves include them. */

/* The next raw 64-bit number of stream. Errors: TAB_EMISUSE, TAB_EINVAL
 * (stream not an atom), TAB_ENOMEM. */
TAB_API tab_status tab_rng_u64(tab_game *g, tab_atom stream, uint64_t *out);

/* A uniform integer in [0, n), without bias (n >= 1). Errors: as tab_rng_u64,
 * and TAB_EINVAL when n is 0. */
TAB_API tab_status tab_rng_below(tab_game *g, tab_atom stream, uint64_t n,
                                 uint64_t *out);

/* A uniform integer in [lo, hi] (lo <= hi). Errors: as tab_rng_below. */
TAB_API tab_status tab_rng_range(tab_game *g, tab_atom stream, int64_t lo,
                                 int64_t hi, int64_t *out);

/* Starts every stream over as if the game had been created with seed: the
 * game's seed becomes seed (tab_game_seed), each existing stream is seeded
 * again from it and its name, and streams made later derive from it too.
 * For a search that determinizes a copy (tab_game_determinize): the dice
 * and draws to come are then unknown. Emits nothing. Errors: TAB_EMISUSE. */
TAB_API tab_status tab_rng_reseed(tab_game *g, uint64_t seed);

/* Shuffles n ids uniformly (Fisher-Yates) with stream. Errors: as tab_rng_u64. */
TAB_API tab_status tab_rng_shuffle(tab_game *g, tab_atom stream, uint32_t *ids,
                                   uint32_t n);

#ifdef __cplusplus
}
#endif
#endif
