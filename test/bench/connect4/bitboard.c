/* bitboard.c - Connect Four on two 64-bit bitboards (see bitboard.h). */
#include "bitboard.h"

enum { COLUMNS = 7, ROWS = 6, HEIGHT = ROWS + 1 };

/* Column x owns bits x*HEIGHT .. x*HEIGHT+ROWS-1, bottom first; the spare
 * bit on top of each column keeps the shifts below from wrapping a line
 * into the next column. */
#define BOTTOM(x) ((uint64_t)1 << ((x)*HEIGHT))
#define TOP(x) ((uint64_t)1 << ((x)*HEIGHT + ROWS - 1))

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

/* Four in a row anywhere on b: for each direction (vertical 1, horizontal
 * HEIGHT, the diagonals HEIGHT-1 and HEIGHT+1), a pair of pairs. */
static int four(uint64_t b)
{
    static const int shifts[] = {1, HEIGHT, HEIGHT - 1, HEIGHT + 1};
    for (int i = 0; i < 4; i++) {
        uint64_t m = b & (b >> shifts[i]);
        if (m & (m >> 2 * shifts[i]))
            return 1;
    }
    return 0;
}

int c4_bitboard_play(uint64_t *rng)
{
    uint64_t mine = 0, filled = 0; /* mine: the player to move's discs */
    for (int move = 1; move <= COLUMNS * ROWS; move++) {
        int columns[COLUMNS], n = 0;
        for (int x = 0; x < COLUMNS; x++)
            if (!(filled & TOP(x)))
                columns[n++] = x;
        /* >> 1 as plain.lua does, so both draw from the same numbers. */
        int x = columns[(splitmix(rng) >> 1) % (uint64_t)n];
        /* Adding the column's bottom bit carries into its lowest free cell. */
        uint64_t disc = (filled + BOTTOM(x)) & ~filled & (TOP(x) | (TOP(x) - BOTTOM(x)));
        filled |= disc;
        mine |= disc;
        if (four(mine))
            return move;
        mine ^= filled; /* the other player's discs */
    }
    return COLUMNS * ROWS;
}
