/* rng.h - the generators behind tabula/rng.h, private side. */
#ifndef TABULA_RNG_PRIV_H
#define TABULA_RNG_PRIV_H

#include "core.h"

/* SplitMix64: advances *x and returns the next output (Steele, Lea, Flood). */
TABI_HIDDEN uint64_t tabi_splitmix64(uint64_t *x);

/* xoshiro256** 1.0 (Blackman, Vigna): advances s and returns the next output. */
TABI_HIDDEN uint64_t tabi_xoshiro256ss(uint64_t s[4]);

/* A uniform integer in [0, n) from s without bias (Lemire's method). n >= 1. */
TABI_HIDDEN uint64_t tabi_xoshiro_below(uint64_t s[4], uint64_t n);

/* The state of the stream named name, created on first use; NULL on ENOMEM
 * (message set). name must be a valid atom. */
TABI_HIDDEN uint64_t *tabi_stream_state(tab_game *g, tab_atom name);

/* Shuffles n ids uniformly with s (Fisher-Yates). */
TABI_HIDDEN void tabi_shuffle(uint64_t s[4], uint32_t *ids, uint32_t n);

/* The stream a public call names: TAB_ATOM_NONE becomes "main" (in *stream);
 * a bad atom is TAB_EINVAL naming who. */
TABI_HIDDEN tab_status tabi_public_stream(tab_game *g, tab_atom *stream,
                                          const char *who, uint64_t **out);

#endif
