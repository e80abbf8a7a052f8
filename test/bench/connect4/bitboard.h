/* bitboard.h - Connect Four on a bitboard in C: the same rules and the same
 * random-move policy as the tabula scenario and plain.lua, written the way a
 * C programmer writes a fast one. It is the floor of the benchmark: what the
 * game costs with no interpreter at all. */
#ifndef TABULA_BENCH_BITBOARD_H
#define TABULA_BENCH_BITBOARD_H

#include <stdint.h>

/* Plays one game with uniform random moves to the end, drawing from *rng
 * (SplitMix64 state, advanced); returns the number of moves. */
int c4_bitboard_play(uint64_t *rng);

#endif
