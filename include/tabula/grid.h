/* tabula/grid.h - square grids: cells with a terrain and a height, walls and
 * doors between cells, occupants; movement, line of sight, areas and push. */
#ifndef TABULA_GRID_H
#define TABULA_GRID_H

#include <stdbool.h>
#include <stdint.h>

#include "tabula/atom.h"
#include "tabula/entity.h"
#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A grid is an entity of kind "grid" whose properties hold its cells, so
 * snapshots, hashes and saves cover it; the calls below take its id.
 *
 * Coordinates: x runs west to east from 0 to width - 1, y north to south
 * from 0 to height - 1. Events name a cell by its index x + y * width.
 *
 * Properties (read them, but change them only through these calls):
 *   grid.w, grid.h      width and height (int)
 *   grid.terrain        per cell, the index of its terrain type (int array)
 *   grid.height         per cell, its height in whole tiles (int array)
 *   grid.edges          per cell, its east edge in bits 0-3 and its south
 *                       edge in bits 4-7 (a tab_grid_edge; int array)
 *   grid.tname          terrain type names by index; "grid.unused" marks
 *                       a free slot (atom array)
 *   grid.tdef           terrain type i's cost at 2i, flags at 2i + 1
 *   grid.occ            occupants as (entity, cell, sight) triples sorted by
 *                       cell, then entity (int array) */

#define TAB_GRID_MAX_SIDE 1024       /* the most cells along either side */
#define TAB_GRID_MAX_TERRAIN 64      /* terrain types per grid */
#define TAB_GRID_MAX_COST 1000       /* the most a terrain may cost to enter */
#define TAB_GRID_MAX_HEIGHT 1000000  /* the highest (and, negated, lowest) cell */

/* A cell. */
typedef struct tab_grid_pos {
    int32_t x, y;
} tab_grid_pos;

/* Directions, numbered clockwise from north. Every list of neighbours,
 * moves or tries goes in this order. */
typedef enum tab_grid_dir {
    TAB_GRID_N = 0,
    TAB_GRID_NE = 1,
    TAB_GRID_E = 2,
    TAB_GRID_SE = 3,
    TAB_GRID_S = 4,
    TAB_GRID_SW = 5,
    TAB_GRID_W = 6,
    TAB_GRID_NW = 7
} tab_grid_dir;

/* What stands on the edge between two orthogonal neighbours (Dragon Tides).
 * Walls and closed or locked doors block movement and line of sight; an
 * open door blocks neither. Append-only. */
typedef enum tab_grid_edge {
    TAB_GRID_EDGE_NONE = 0,
    TAB_GRID_WALL = 1,
    TAB_GRID_DOOR_OPEN = 2,
    TAB_GRID_DOOR_CLOSED = 3,
    TAB_GRID_DOOR_LOCKED = 4
} tab_grid_edge;

/* Terrain flags. */
#define TAB_GRID_T_BLOCKS_MOVE 0x01u /* nobody enters or crosses (a tree) */
#define TAB_GRID_T_BLOCKS_LOS 0x02u  /* sight does not pass, at any height (a tree) */
#define TAB_GRID_T_NO_END 0x04u      /* may be crossed, not ended on (an obstacle) */
#define TAB_GRID_T_GAP 0x08u         /* nothing to stand on: never walked into, may be
                                        leapt over or pushed into (open air) */
#define TAB_GRID_T_SOFT 0x10u        /* a fall onto it deals no damage (water) */

/* ---- Grids ------------------------------------------------------------- */

/* Creates a width x height grid (1..TAB_GRID_MAX_SIDE each) and stores its
 * id in *out. Every cell starts at height 0 with terrain "open" (cost 1, no
 * flags; redefine it with tab_grid_define_terrain), no walls, no occupants.
 * Emits entity.new, entity.set and grid.new. On error nothing is created.
 * Errors: TAB_EMISUSE, TAB_EINVAL (size), TAB_ENOMEM. */
TAB_API tab_status tab_grid_new(tab_game *g, int32_t width, int32_t height, tab_id *out);

/* The grid's width and height (either pointer may be NULL).
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (not a grid). */
TAB_API tab_status tab_grid_size(tab_game *g, tab_id grid, int32_t *width, int32_t *height);

/* Defines terrain type name (an atom) with the movement points it costs to
 * enter a cell of it (1..TAB_GRID_MAX_COST; Tile Tactics water: 2) and its
 * TAB_GRID_T_* flags, or changes them when name is defined already. Emits
 * grid.terrain_def. Errors: TAB_EMISUSE, TAB_ENOTFOUND (grid), TAB_EINVAL
 * (name, cost, flags, or TAB_GRID_MAX_TERRAIN types defined already). */
TAB_API tab_status tab_grid_define_terrain(tab_game *g, tab_id grid, tab_atom name,
                                           int32_t cost, uint32_t flags);

/* The cost and flags of terrain type name (either pointer may be NULL).
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (grid, or no such terrain type). */
TAB_API tab_status tab_grid_terrain_info(tab_game *g, tab_id grid, tab_atom name,
                                         int32_t *cost, uint32_t *flags);

/* Gives every cell of the rectangle at (x, y) of w x h cells, which must lie
 * inside the grid, the terrain type name. Emits grid.terrain. Errors:
 * TAB_EMISUSE, TAB_ENOTFOUND (grid, terrain type), TAB_EINVAL (rectangle),
 * TAB_ENOMEM. */
TAB_API tab_status tab_grid_set_terrain(tab_game *g, tab_id grid, int32_t x, int32_t y,
                                        int32_t w, int32_t h, tab_atom name);

/* The terrain type of cell (x, y). Errors: TAB_EMISUSE, TAB_ENOTFOUND (grid),
 * TAB_EINVAL (cell). */
TAB_API tab_status tab_grid_terrain_at(tab_game *g, tab_id grid, int32_t x, int32_t y,
                                       tab_atom *out);

/* Sets the height, in whole tiles, of every cell of a rectangle as in
 * tab_grid_set_terrain; |height| <= TAB_GRID_MAX_HEIGHT. Emits grid.height.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (grid), TAB_EINVAL, TAB_ENOMEM. */
TAB_API tab_status tab_grid_set_height(tab_game *g, tab_id grid, int32_t x, int32_t y,
                                       int32_t w, int32_t h, int32_t height);

/* The height of cell (x, y). Errors: as tab_grid_terrain_at. */
TAB_API tab_status tab_grid_height_at(tab_game *g, tab_id grid, int32_t x, int32_t y,
                                      int32_t *out);

/* Every cell's height and terrain type name at once, row by row (cell
 * (x, y) at y * width + x), as tab_grid_height_at and tab_grid_terrain_at
 * give them: for rules and bots that read a whole board, one call instead
 * of two per cell. heights or terrains may be NULL; each has room for cap
 * cells; *n is set to the number of cells (width * height) even when cap
 * is smaller, in which case nothing is written. Errors: TAB_EMISUSE (NULL
 * n), TAB_ENOTFOUND (grid), TAB_EINVAL (a malformed grid). */
TAB_API tab_status tab_grid_cells(tab_game *g, tab_id grid, int32_t *heights, tab_atom *terrains,
                                  uint32_t cap, uint32_t *n);

/* Puts feature on the side (TAB_GRID_N, _E, _S or _W) of cell (x, y): the
 * edge it shares with its neighbour there, which must be inside the grid.
 * Emits grid.edge. Errors: TAB_EMISUSE, TAB_ENOTFOUND (grid), TAB_EINVAL
 * (cell, side, feature). */
TAB_API tab_status tab_grid_set_edge(tab_game *g, tab_id grid, int32_t x, int32_t y,
                                     tab_grid_dir side, tab_grid_edge feature);

/* What stands on the side of cell (x, y); TAB_GRID_EDGE_NONE on the border
 * of the grid. Errors: as tab_grid_set_edge. */
TAB_API tab_status tab_grid_edge_at(tab_game *g, tab_id grid, int32_t x, int32_t y,
                                    tab_grid_dir side, tab_grid_edge *out);

/* ---- Occupants ------------------------------------------------------------
 * Pieces, items, obstacles and treasures stand on cells. The grid records
 * where; which may share a cell is for the game to say (see the relation
 * callback below). An entity freed while on a grid is ignored by every
 * query; tab_grid_remove still clears its record. */

/* Places entity e on cell (x, y). sight is how many tiles tall it stands for
 * line of sight: 0 sees through it; a crowd or a Tile Tactics unit is 1.
 * Emits grid.place. Errors: TAB_EMISUSE, TAB_ENOTFOUND (grid, e),
 * TAB_EINVAL (cell, sight < 0, e on this grid already), TAB_ENOMEM. */
TAB_API tab_status tab_grid_place(tab_game *g, tab_id grid, tab_id e, int32_t x, int32_t y,
                                  int32_t sight);

/* Moves occupant e to cell (x, y), whatever lies between: rules are for the
 * game (tab_grid_path finds a legal way). Emits grid.move with no fall.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (grid, e not on it), TAB_EINVAL (cell),
 * TAB_ENOMEM. */
TAB_API tab_status tab_grid_move(tab_game *g, tab_id grid, tab_id e, int32_t x, int32_t y);

/* Takes e off the grid. Emits grid.remove. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND (grid, e not on it), TAB_ENOMEM. */
TAB_API tab_status tab_grid_remove(tab_game *g, tab_id grid, tab_id e);

/* The cell of occupant e. Errors: TAB_EMISUSE, TAB_ENOTFOUND (grid, e not on it). */
TAB_API tab_status tab_grid_locate(tab_game *g, tab_id grid, tab_id e, tab_grid_pos *out);

/* The occupants of cell (x, y) in id order: *n is how many there are, and
 * the first min(*n, cap) are written to out (which may be NULL when cap is
 * 0). Errors: TAB_EMISUSE, TAB_ENOTFOUND (grid), TAB_EINVAL (cell). */
TAB_API tab_status tab_grid_occupants(tab_game *g, tab_id grid, int32_t x, int32_t y,
                                      tab_id *out, uint32_t cap, uint32_t *n);

/* ---- Neighbours and distances ------------------------------------------ */

/* Flags for tab_grid_neighbours; TAB_GRID_DIAGONAL also for movers. */
#define TAB_GRID_DIAGONAL 0x01u /* 8 neighbours (steps) instead of 4 */
#define TAB_GRID_OPEN 0x02u     /* only neighbours with no wall or closed door
                                   between (Dragon Tides "adjacent") */

/* The neighbours of cell (x, y) inside the grid, clockwise from north, in
 * out[0..*n). A diagonal neighbour counts as walled off when any wall or
 * closed door meets the corner the two cells share. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND (grid), TAB_EINVAL (cell, flags). */
TAB_API tab_status tab_grid_neighbours(tab_game *g, tab_id grid, int32_t x, int32_t y,
                                       uint32_t flags, tab_grid_pos out[8], uint32_t *n);

/* The offset one step in direction d moves, or (0, 0) for no direction. */
TAB_API tab_grid_pos tab_grid_dir_offset(tab_grid_dir d);

/* Distance measures between cells. */
typedef enum tab_grid_metric {
    TAB_GRID_MANHATTAN = 0, /* |dx| + |dy|: orthogonal steps */
    TAB_GRID_CHEBYSHEV = 1, /* max(|dx|, |dy|): king's moves; radius r is a square */
    TAB_GRID_CIRCLE = 2,    /* the smallest r with dx^2 + dy^2 <= r^2 + r: the cell's
                               centre is inside the circle of radius r + 1/2 */
    TAB_GRID_REACH = 3      /* Tile Tactics reach: Manhattan up to 2, then the rough
                               circle ("Reach beyond 2 uses a radius of attack, this
                               is a rough circle"): max(3, CIRCLE) */
} tab_grid_metric;

/* The distance from (x0, y0) to (x1, y1) under metric m; -1 for an unknown
 * metric, INT32_MAX when it does not fit. Needs no grid. */
TAB_API int32_t tab_grid_distance(tab_grid_metric m, int32_t x0, int32_t y0, int32_t x1,
                                  int32_t y1);

/* ---- Movement ------------------------------------------------------------
 * A mover walks from cell to cell. A step goes to a neighbour (orthogonal,
 * or also diagonal with TAB_GRID_DIAGONAL) and costs the terrain cost of the
 * cell it enters, whatever the direction. It is refused when:
 *  - a wall or closed door stands on the edge crossed (for a diagonal step:
 *    on any of the four edges meeting at the corner passed);
 *  - the cell entered has TAB_GRID_T_BLOCKS_MOVE or TAB_GRID_T_GAP terrain,
 *    or an occupant the mover may not pass (to go on) or end on (to stop);
 *  - the cell entered is more than jump tiles higher ("Vertical limit of what
 *    tiles you can Move up to"; climbing costs nothing more);
 *  - it is more than jump tiles lower, unless TAB_GRID_FALLS: then the mover
 *    falls, taking 1 fall tile per tile beyond jump ("Voluntarily falling only
 *    causes Fall Damage after the equivalent of your Jump height"), none onto
 *    TAB_GRID_T_SOFT terrain ("Water prevents fall damage").
 * With TAB_GRID_LEAP a mover may also leap two cells in a straight line over
 * a gap: a middle cell with TAB_GRID_T_GAP terrain, or one without
 * TAB_GRID_T_BLOCKS_MOVE lower than both the cells left and reached. The
 * leap costs 1 for the tile crossed ("The empty tile you are crossing counts
 * towards your Move total") plus the cost of the cell reached; edges on both
 * halves must be open; occupants of the gap do not matter; heights compare
 * the cells left and reached as for a step.
 * The start cell is always reachable at cost 0, whatever stands there. */

/* What a mover may do on a cell holding an occupant: bits. */
#define TAB_GRID_BLOCK 0x0u /* neither cross nor stop: enemies, crowds, cameos */
#define TAB_GRID_PASS 0x1u  /* may cross, not stop: allies, obstacles */
#define TAB_GRID_END 0x2u   /* may stop */
#define TAB_GRID_SHARE 0x3u /* may cross and stop: items, treasure */

/* The game's answer for mover meeting occupant (never the mover itself):
 * TAB_GRID_BLOCK, _PASS, _END or _SHARE. Called once per occupant per query,
 * in the order of the grid.occ records. It must not change g (a query whose
 * callback changed g fails with TAB_EMISUSE). */
typedef uint32_t (*tab_grid_relation_fn)(void *ud, tab_game *g, tab_id mover, tab_id occupant);

/* A step as the per-step callback sees it. */
typedef struct tab_grid_step_info {
    tab_id grid, mover;
    tab_grid_pos from, to;
    int32_t rise; /* height of to minus height of from */
    bool leap;    /* a leap over the cell between */
    int32_t cost; /* the kernel's cost, or -1 when only heights refuse the step */
} tab_grid_step_info;

/* Returns what step s costs: a negative number refuses it, anything else is
 * its cost (raised to 1 per cell moved). It may allow a step heights refuse
 * (a ladder), never one a wall, terrain or occupant refuses. Called during a
 * search, possibly more than once per step; it must give the same answer
 * each time and must not change g (the query fails with TAB_EMISUSE). */
typedef int32_t (*tab_grid_step_fn)(void *ud, tab_game *g, const tab_grid_step_info *s);

#define TAB_GRID_FALLS 0x04u /* may drop more than jump tiles, taking fall tiles */
#define TAB_GRID_LEAP 0x08u  /* may leap a one-tile gap */

/* How a mover moves: zero-initialise, then set what applies. */
typedef struct tab_grid_move_opts {
    tab_id mover;     /* the moving entity (TAB_ID_NONE: none); its own
                         records are ignored */
    int32_t budget;   /* movement points; negative: no limit */
    int32_t jump;     /* tiles it may climb or drop freely (>= 0) */
    uint32_t flags;   /* TAB_GRID_DIAGONAL, TAB_GRID_FALLS, TAB_GRID_LEAP */
    tab_grid_relation_fn relation; /* NULL: every occupant is TAB_GRID_BLOCK */
    void *relation_ud;
    tab_grid_step_fn step;         /* NULL: the kernel's costs */
    void *step_ud;
} tab_grid_move_opts;

/* A cell a mover can reach. */
typedef struct tab_grid_reached {
    int32_t x, y;
    int32_t cost; /* the fewest movement points to get there */
    int32_t fall; /* fall tiles taken on the way (the fewest at that cost) */
} tab_grid_reached;

/* The cells a mover starting on (x, y) can stop on within its budget, each
 * with the least cost and then the fewest fall tiles to get there, row by
 * row (y, then x). *n is how many there are; the first min(*n, cap) are
 * written to out (NULL when cap is 0). Errors: TAB_EMISUSE
 * (also a callback that changed g), TAB_ENOTFOUND (grid), TAB_EINVAL (cell,
 * options), TAB_ENOMEM. */
TAB_API tab_status tab_grid_reachable(tab_game *g, tab_id grid, int32_t x, int32_t y,
                                      const tab_grid_move_opts *mv, tab_grid_reached *out,
                                      uint32_t cap, uint32_t *n);

/* A cheapest way from (x0, y0) to (x1, y1) within the mover's budget: the
 * cells stood on, start and end included (a leap skips the cell it crosses),
 * in out[0..min(*n, cap)). *n is 0 when there is no way. *cost and *fall
 * (either may be NULL) get its cost and fall tiles, or -1 when none.
 * Tie-breaks: the fewest movement points, then the fewest fall tiles; among
 * paths equal in both, the one whose first step comes first in the order
 * N, leap N, NE, leap NE, E, ... (clockwise from north, each step before the
 * leap in its direction), then the same for the second step, and so on.
 * Errors: as tab_grid_reachable. */
TAB_API tab_status tab_grid_path(tab_game *g, tab_id grid, int32_t x0, int32_t y0,
                                 int32_t x1, int32_t y1, const tab_grid_move_opts *mv,
                                 tab_grid_pos *out, uint32_t cap, uint32_t *n, int32_t *cost,
                                 int32_t *fall);

/* ---- Line of sight -------------------------------------------------------
 * Sight runs along the straight segment from the centre of one cell to the
 * centre of the other ("trace a line from the center of your space to the
 * center of the target space"). It is blocked by
 *  - an edge it crosses holding a wall or a closed or locked door;
 *  - a cell whose interior it passes through, other than the two ends,
 *    with TAB_GRID_T_BLOCKS_LOS terrain or an occupant of sight > 0 (Dragon
 *    Tides crowds; Tile Tactics trees and units);
 *  - where it passes exactly through a corner shared by four cells: only
 *    when both ways around the corner are shut, each by a blocking edge
 *    touching the corner or a blocking cell beside it. Grazing the end of a
 *    wall or the corner of one blocking cell does not block.
 * With TAB_GRID_LOS_HEIGHTS (Tile Tactics) the segment runs from half a tile
 * above the first cell's top to half a tile above the second's, and a cell
 * in between blocks only where it stands above the segment: where its top
 * (its height, plus its tallest occupant's sight) is higher than the
 * segment at the point the segment enters or leaves it (at a corner: both
 * side cells higher there). BLOCKS_LOS terrain, walls and doors are
 * unbounded in height. All arithmetic is exact (integers), and sight is
 * symmetric: a sees b exactly when b sees a. */

#define TAB_GRID_LOS_HEIGHTS 0x01u

/* Whether there is line of sight between cells (x0, y0) and (x1, y1), in
 * *out. Errors: TAB_EMISUSE, TAB_ENOTFOUND (grid), TAB_EINVAL (cells, flags). */
TAB_API tab_status tab_grid_los(tab_game *g, tab_id grid, int32_t x0, int32_t y0, int32_t x1,
                                int32_t y1, uint32_t flags, bool *out);

/* ---- Areas ------------------------------------------------------------- */

#define TAB_GRID_AREA_NO_CENTRE 0x02u /* leave the centre cell out (reach) */
#define TAB_GRID_AREA_LOS 0x04u       /* only cells in sight of the centre (with
                                         TAB_GRID_LOS_HEIGHTS: by heights) */

/* An area around a centre cell. Tile Tactics: reach r is TAB_GRID_REACH
 * radius r without the centre ("Reach of 1 ... adjacent, non diagonal tiles,
 * that can either be level or +1/-1 vertical": max_up = max_down = 1;
 * "Upward Attack has maximum reach of 2": max_up = 2); "AOE 1 is a + shape":
 * TAB_GRID_REACH radius 1; "AOE 3x3": TAB_GRID_CHEBYSHEV radius 1. */
typedef struct tab_grid_area_opts {
    tab_grid_metric metric;
    int32_t radius;   /* >= 0 */
    uint32_t flags;   /* TAB_GRID_AREA_*, TAB_GRID_LOS_HEIGHTS */
    int32_t max_up;   /* the most tiles a cell may stand above the centre; < 0: any */
    int32_t max_down; /* the most tiles below; < 0: any */
} tab_grid_area_opts;

/* The cells of the grid within the area around (x, y), row by row (y, then
 * x); *n is how many, the first min(*n, cap) are written to out.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (grid), TAB_EINVAL (cell, options). */
TAB_API tab_status tab_grid_area(tab_game *g, tab_id grid, int32_t x, int32_t y,
                                 const tab_grid_area_opts *o, tab_grid_pos *out, uint32_t cap,
                                 uint32_t *n);

/* ---- Push and falls (Tile Tactics) -------------------------------------- */

/* Push directions "in relation to the attacker's position". The attacker
 * faces the target: along the axis where they are further apart, or
 * diagonally when they are as far apart on both. Back is that facing, left
 * and right are a quarter turn from it, forward swaps the two pieces. */
typedef enum tab_grid_push_dir {
    TAB_GRID_PUSH_BACK = 0,
    TAB_GRID_PUSH_LEFT = 1,
    TAB_GRID_PUSH_RIGHT = 2,
    TAB_GRID_PUSH_FORWARD = 3
} tab_grid_push_dir;

/* Where a push leaves the target. */
typedef struct tab_grid_push_result {
    tab_grid_pos from, to; /* the target's cell before and after */
    int32_t moved;    /* cells moved (forward: 1 when the pieces swapped) */
    int32_t fall;     /* tiles fallen at the end (0: none) */
    int32_t damage;   /* fall damage: fall, or 0 onto TAB_GRID_T_SOFT terrain */
    bool stopped;     /* an obstacle ended the push before its count */
    tab_id blocker;   /* the occupant that stopped it, if one did (the lowest id) */
} tab_grid_push_result;

/* Works out pushing target (an occupant) count cells in direction dir
 * relative to attacker (an occupant), one cell at a time. The push stops
 * before a cell off the grid, behind a wall or closed door (or any of them
 * at a corner, diagonally), of TAB_GRID_T_BLOCKS_MOVE terrain, higher than
 * the target's cell, or holding an occupant the target may not end on
 * (relation(ud, g, target, occupant) lacks TAB_GRID_END; relation NULL:
 * every occupant stops it). Into a lower cell, or a gap, the target falls
 * ("fall if pushed into open air") and the push ends there. Forward swaps
 * attacker and target whatever stands between. Changes nothing.
 * Errors: TAB_EMISUSE (also a callback that changed g), TAB_ENOTFOUND (grid,
 * pieces not on it), TAB_EINVAL (dir, count < 0, both on one cell),
 * TAB_ENOMEM. */
TAB_API tab_status tab_grid_push_plan(tab_game *g, tab_id grid, tab_id attacker, tab_id target,
                                      tab_grid_push_dir dir, int32_t count,
                                      tab_grid_relation_fn relation, void *ud,
                                      tab_grid_push_result *out);

/* As tab_grid_push_plan, then moves the target there (and, forward, the
 * attacker to the target's cell). Emits grid.move for each piece that moves,
 * with the tiles it fell. Errors: as tab_grid_push_plan. */
TAB_API tab_status tab_grid_push(tab_game *g, tab_id grid, tab_id attacker, tab_id target,
                                 tab_grid_push_dir dir, int32_t count,
                                 tab_grid_relation_fn relation, void *ud,
                                 tab_grid_push_result *out);

/* A measured length in whole tiles of tile length each, rounded down ("If
 * measurement is necessary, always round down": 105 mm in 30 mm tiles is 3);
 * -1 when length < 0 or tile <= 0. */
TAB_API int32_t tab_grid_tiles(int32_t length, int32_t tile);

/* Tile Tactics fall damage: 1 per tile fallen beyond free tiles (a voluntary
 * fall: the mover's jump; a push: 0), none onto soft terrain. */
TAB_API int32_t tab_grid_fall_damage(int32_t fallen, int32_t free_tiles, bool soft);

#ifdef __cplusplus
}
#endif
#endif
