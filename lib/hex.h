/* hex.h - hex maps, private side: reading a map entity's arrays, and the
 * per-hex movement rules the movement and rotation code share. */
#ifndef TABULA_HEX_PRIV_H
#define TABULA_HEX_PRIV_H

#include "core.h"
#include "tabula/hex.h"

/* Pointy-top unit steps clockwise from north-east (see hex.c). */
TABI_HIDDEN extern const tab_hex tabi_hex_pointy_dirs[TAB_HEX_DIRS];

/* v in screen axes scaled to integers (each axis by its own positive
 * factor), so bearings compare exactly. */
TABI_HIDDEN void tabi_hex_screen(tab_hex_orient o, tab_hex v, int64_t *x, int64_t *y);

/* A sort key for the bearing of v (not the origin) seen from the origin,
 * sweeping clockwise from north: in [0, 4), one unit a quarter turn; -1
 * for the origin itself. Exact for coordinates within map sizes: equal for
 * equal bearings, ordered as tab_hex_compare_clockwise orders them. */
TABI_HIDDEN double tabi_hex_bearing(tab_hex_orient o, tab_hex v);

/* A map as read from its entity. The array pointers stay valid until the
 * next call that changes g. */
typedef struct tabi_hexmap {
    tab_id id;
    tab_hex_layout layout;
    tab_hex_orient orient;
    int32_t cols, rows;
    uint32_t n;               /* cols * rows */
    const int32_t *terrain;   /* tab_hex_terrain per hex, offset order */
    const int32_t *occupant;  /* figure id per hex, 0 when free */
    const int32_t *side;      /* the occupant's side */
    tab_atom k_terrain, k_occupant, k_side; /* the arrays' keys */
} tabi_hexmap;

/* Reads map into *m. who names the public call for the message.
 * Errors: TAB_ENOTFOUND (not a hex map). */
TABI_HIDDEN tab_status tabi_hexmap_load(tab_game *g, tab_id map, tabi_hexmap *m,
                                        const char *who);

/* The index of h in m's arrays, or -1 outside the rectangle. */
TABI_HIDDEN int64_t tabi_hexmap_index(const tabi_hexmap *m, tab_hex h);

/* The hex at index i of m's arrays. */
TABI_HIDDEN tab_hex tabi_hexmap_hex(const tabi_hexmap *m, uint32_t i);

/* The terrain at index i; values a script wrote that name no terrain count
 * as off the map. */
static inline tab_hex_terrain tabi_hexmap_terrain(const tabi_hexmap *m, uint32_t i)
{
    int32_t t = m->terrain[i];
    return t >= TAB_HEX_NORMAL && t <= TAB_HEX_VOID ? (tab_hex_terrain)t : TAB_HEX_VOID;
}

/* The live figure at index i, or TAB_ID_NONE. */
static inline tab_id tabi_hexmap_fig(const tab_game *g, const tabi_hexmap *m, uint32_t i)
{
    tab_id f = (tab_id)m->occupant[i];
    return f && tabi_live(g, f) ? f : TAB_ID_NONE;
}

/* The hexes fig occupies, in offset order, into cells (room for
 * TAB_HEX_SHAPE_MAX); returns how many (0: not on the map). */
TABI_HIDDEN uint32_t tabi_hexmap_cells(const tab_game *g, const tabi_hexmap *m, tab_id fig,
                                       tab_hex *cells, int32_t *side);

/* Checks that fig is a live entity on m and fills its cells and side.
 * Errors: TAB_ENOTFOUND (fig), TAB_EINVAL (not on the map). */
TABI_HIDDEN tab_status tabi_hexmap_figure(tab_game *g, const tabi_hexmap *m, tab_id fig,
                                          tab_hex *cells, uint32_t *n, int32_t *side,
                                          const char *who);

/* Moves fig from its n cells to the n cells at to (both lists in matching
 * order), keeping its side. Cannot fail once the caller has checked. */
TABI_HIDDEN void tabi_hexmap_shift(tab_game *g, const tabi_hexmap *m, tab_id fig,
                                   const tab_hex *from, const tab_hex *to, uint32_t n,
                                   int32_t side);

/* Per-hex movement rules for one mover, a bit set per hex. */
enum {
    TABI_HEX_PASS = 1, /* may be passed through */
    TABI_HEX_END = 2,  /* may be ended on */
    TABI_HEX_LEAP = 4, /* a gap a jumper may cross */
    TABI_HEX_GOAL = 8  /* (open paths) next to the target */
};

/* Checks a mover's fields. Errors: TAB_EINVAL. */
TABI_HIDDEN tab_status tabi_hex_check_mover(tab_game *g, const tab_hex_mover *mv,
                                            const char *who);

/* Fills rules[i] for every hex of m as seen by a mover of side side and
 * flags, ignoring the figure self. */
TABI_HIDDEN void tabi_hex_rules(const tab_game *g, const tabi_hexmap *m, tab_id self,
                                int32_t side, uint32_t flags, uint8_t *rules);

/* Why hex h may not be passed through (end == 0) or ended on (end == 1) by
 * a mover with flags: sets the message for who and returns TAB_EINVAL. */
TABI_HIDDEN tab_status tabi_hex_refuse(tab_game *g, const tabi_hexmap *m, uint32_t flags,
                                       tab_hex h, int end, const char *who);

#endif
