/* grid.h - what the grid files share: a read view of a grid's arrays and the
 * edge, terrain and occupant lookups every query needs. Private. */
#ifndef TABULA_LIB_GRID_H
#define TABULA_LIB_GRID_H

#include <stdbool.h>

#include "core.h"

/* The property keys of a grid, found (never interned) once per call. */
typedef struct tabi_grid_keys {
    tab_atom kind, w, h, terrain, height, edges, tname, tdef, occ;
    tab_atom unused; /* the name of a terrain slot not in use (atom arrays
                        cannot hold TAB_ATOM_NONE) */
} tabi_grid_keys;

/* A grid's state as read-only arrays; valid until the next change to g. */
typedef struct tabi_grid {
    tab_id id;
    int32_t w, h;
    uint32_t cells;
    const int32_t *terrain, *height, *edges; /* per cell */
    const int32_t *tname, *tdef;             /* per terrain type */
    const int32_t *occ;                      /* records of TABI_OCC_STRIDE */
    uint32_t nocc;                           /* number of records */
    tabi_grid_keys k;
} tabi_grid;

/* An occupant record: entity, cell, sight. */
#define TABI_OCC_STRIDE 3

/* Edge bits within a grid.edges value. */
#define TABI_EDGE_EAST_SHIFT 0
#define TABI_EDGE_SOUTH_SHIFT 4

/* Terrain flags of a cell whose terrain index is not a defined type (the raw
 * array was edited by hand): it shuts out movement and sight rather than
 * letting a corrupt map leak. */
#define TABI_T_CORRUPT (TAB_GRID_T_BLOCKS_MOVE | TAB_GRID_T_BLOCKS_LOS)

/* Reads grid's arrays into *v, checking it is a grid whose arrays have the
 * right lengths. who names the public call for messages.
 * Errors: TAB_ENOTFOUND (not a grid), TAB_EINVAL (inconsistent arrays). */
TABI_HIDDEN tab_status tabi_grid_view(tab_game *g, tab_id grid, const char *who, tabi_grid *v);

/* Checks that (x, y) is a cell of v. Errors: TAB_EINVAL. */
TABI_HIDDEN tab_status tabi_grid_check_cell(tab_game *g, const tabi_grid *v, int32_t x,
                                            int32_t y, const char *who);

static inline bool tabi_grid_inside(const tabi_grid *v, int64_t x, int64_t y)
{
    return x >= 0 && y >= 0 && x < v->w && y < v->h;
}

/* Walls, closed and locked doors (and anything unknown) shut an edge. */
static inline bool tabi_edge_shut(int32_t feature)
{
    return feature != TAB_GRID_EDGE_NONE && feature != TAB_GRID_DOOR_OPEN;
}

/* The feature between orthogonal neighbours (x, y) and (x + dx, y + dy),
 * both inside v. */
static inline int32_t tabi_grid_edge(const tabi_grid *v, int32_t x, int32_t y, int dx, int dy)
{
    if (dx > 0)
        return (v->edges[(uint32_t)y * (uint32_t)v->w + (uint32_t)x] >> TABI_EDGE_EAST_SHIFT) & 15;
    if (dx < 0)
        return (v->edges[(uint32_t)y * (uint32_t)v->w + (uint32_t)x - 1] >> TABI_EDGE_EAST_SHIFT) & 15;
    if (dy > 0)
        return (v->edges[(uint32_t)y * (uint32_t)v->w + (uint32_t)x] >> TABI_EDGE_SOUTH_SHIFT) & 15;
    return (v->edges[(uint32_t)(y - 1) * (uint32_t)v->w + (uint32_t)x] >> TABI_EDGE_SOUTH_SHIFT) & 15;
}

/* Whether a step from (x, y) by (dx, dy) (each -1..1, the cell reached
 * inside v) crosses no shut edge; a diagonal step needs all four edges that
 * meet at the corner it passes open. */
static inline bool tabi_grid_step_open(const tabi_grid *v, int32_t x, int32_t y, int dx, int dy)
{
    if (dx == 0 || dy == 0)
        return !tabi_edge_shut(tabi_grid_edge(v, x, y, dx, dy));
    /* The corner between A (x, y), B (x + dx, y), C (x, y + dy) and D. */
    return !tabi_edge_shut(tabi_grid_edge(v, x, y, dx, 0)) &&
           !tabi_edge_shut(tabi_grid_edge(v, x, y, 0, dy)) &&
           !tabi_edge_shut(tabi_grid_edge(v, x + dx, y, 0, dy)) &&
           !tabi_edge_shut(tabi_grid_edge(v, x, y + dy, dx, 0));
}

/* Whether terrain index t names a defined type. */
static inline bool tabi_grid_tvalid(const tabi_grid *v, uint32_t t)
{
    return t < TAB_GRID_MAX_TERRAIN && v->tname[t] != (int32_t)v->k.unused;
}

/* The terrain flags and cost of a cell. */
static inline uint32_t tabi_grid_tflags(const tabi_grid *v, uint32_t cell)
{
    uint32_t t = (uint32_t)v->terrain[cell];
    if (!tabi_grid_tvalid(v, t))
        return TABI_T_CORRUPT;
    return (uint32_t)v->tdef[2 * t + 1];
}

static inline int32_t tabi_grid_tcost(const tabi_grid *v, uint32_t cell)
{
    uint32_t t = (uint32_t)v->terrain[cell];
    if (!tabi_grid_tvalid(v, t))
        return 1;
    int32_t c = v->tdef[2 * t];
    return c < 1 ? 1 : c > TAB_GRID_MAX_COST ? TAB_GRID_MAX_COST : c;
}

/* The index of the first occupant record whose cell is >= cell. */
TABI_HIDDEN uint32_t tabi_grid_occ_lower(const tabi_grid *v, int64_t cell);

/* The tallest sight of the live occupants of cell (0: none block sight). */
TABI_HIDDEN int32_t tabi_grid_occ_sight(tab_game *g, const tabi_grid *v, uint32_t cell);

/* Rewrites v's occupant records as one change: all of them except those at
 * the record indices drop[0..ndrop), plus the nadd records at add, sorted
 * in by cell, then entity. Errors: TAB_ENOMEM. */
TABI_HIDDEN tab_status tabi_grid_occ_commit(tab_game *g, const tabi_grid *v, const uint32_t *drop,
                                            int ndrop, const int32_t *add, int nadd);

/* Line of sight on a view (cells inside v; flags checked). */
TABI_HIDDEN bool tabi_grid_los_view(tab_game *g, const tabi_grid *v, int32_t x0, int32_t y0,
                                    int32_t x1, int32_t y1, uint32_t flags);

/* The offset of direction d (0..7). */
TABI_HIDDEN void tabi_grid_dir_delta(int d, int *dx, int *dy);

#endif
