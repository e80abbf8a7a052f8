/* tabula/hex.h - hex maps: axial coordinates and their math, maps with
 * terrain and figures, movement for walking, flying, ethereal and jumping
 * figures, the Tidal Blades 2 line of sight, flanking, and figures that
 * occupy three hexes. */
#ifndef TABULA_HEX_H
#define TABULA_HEX_H

#include <stdbool.h>
#include <stdint.h>

#include "tabula/entity.h"
#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Coordinates ---------------------------------------------------------
 * A hex is named by axial coordinates (q, r); the third cube coordinate is
 * s = -q - r. Screen y grows downwards: r - 1 is the row above. These calls
 * are pure math on values: no game, no errors. Results are defined while
 * every cube coordinate involved stays within +-TAB_HEX_COORD_MAX. */

typedef struct tab_hex {
    int32_t q, r;
} tab_hex;

#define TAB_HEX_COORD_MAX (1 << 28)

static inline tab_hex tab_hex_at(int32_t q, int32_t r) { tab_hex h = {q, r}; return h; }
static inline int32_t tab_hex_s(tab_hex h) { return -h.q - h.r; }

/* A hex packed into one integer (for event arguments), and back. */
static inline int64_t tab_hex_pack(tab_hex h)
{
    return (int64_t)(((uint64_t)(uint32_t)h.q << 32) | (uint32_t)h.r);
}
static inline tab_hex tab_hex_unpack(int64_t v)
{
    tab_hex h = {(int32_t)(uint32_t)((uint64_t)v >> 32), (int32_t)(uint32_t)(uint64_t)v};
    return h;
}

/* How hexes sit on the table: pointy-top (rows of hexes, neighbours east and
 * west) or flat-top (columns, neighbours north and south). Append-only. */
typedef enum tab_hex_orient {
    TAB_HEX_POINTY = 0,
    TAB_HEX_FLAT = 1
} tab_hex_orient;

TAB_API bool tab_hex_eq(tab_hex a, tab_hex b);
TAB_API tab_hex tab_hex_add(tab_hex a, tab_hex b);
TAB_API tab_hex tab_hex_sub(tab_hex a, tab_hex b);
TAB_API tab_hex tab_hex_scale(tab_hex a, int32_t k);

/* Steps from the origin to h, and from a to b. */
TAB_API int32_t tab_hex_length(tab_hex h);
TAB_API int32_t tab_hex_distance(tab_hex a, tab_hex b);

/* ---- Directions ----------------------------------------------------------
 * Directions are numbered 0..5 clockwise, starting with the first one at or
 * clockwise of north (the top of the map): for pointy-top hexes 0 is
 * north-east, 1 east, ..., 5 north-west; for flat-top hexes 0 is north,
 * 1 north-east, ..., 5 north-west. Every list of neighbours in this header
 * comes in that order, which is Tidal Blades 2's tie-break: "closest to
 * North, in clockwise order". dir is taken modulo 6 (negative too). */

#define TAB_HEX_DIRS 6

/* The unit step in direction dir. */
TAB_API tab_hex tab_hex_dir(tab_hex_orient o, int dir);

/* The neighbour of h in direction dir, and the diagonal neighbour (two steps
 * away, between directions) numbered the same way: diagonal 0 is the first at
 * or clockwise of north (north for pointy-top, north-north-east for flat). */
TAB_API tab_hex tab_hex_neighbor(tab_hex_orient o, tab_hex h, int dir);
TAB_API tab_hex tab_hex_diagonal(tab_hex_orient o, tab_hex h, int dir);

/* The direction from a to its neighbour b, or -1 when they are not adjacent. */
TAB_API int tab_hex_dir_of(tab_hex_orient o, tab_hex a, tab_hex b);

/* The direction opposite dir (dir + 3): a hex's neighbours in directions d
 * and tab_hex_opposite(d) are on directly opposite sides (flanking). */
TAB_API int tab_hex_opposite(int dir);

/* h rotated about center by steps sixths of a turn, clockwise (negative:
 * counterclockwise). The same for both orientations. */
TAB_API tab_hex tab_hex_rotate(tab_hex h, tab_hex center, int steps);

/* Compares where a and b lie as seen from origin, in Tidal Blades 2's order:
 * by bearing, sweeping clockwise from north (due north first), then nearer
 * first; origin itself comes before everything. Negative when a comes first,
 * positive when b does, 0 when a == b. Exact (integer arithmetic). */
TAB_API int tab_hex_compare_clockwise(tab_hex_orient o, tab_hex origin, tab_hex a, tab_hex b);

/* ---- Shapes --------------------------------------------------------------
 * Each writes min(count, cap) hexes to out (out may be NULL when cap is 0)
 * and returns count, the whole shape's size; a negative radius is empty. */

/* The hexes at distance radius from center (1 hex for radius 0, else
 * 6 * radius), clockwise from the first at or clockwise of due north, as
 * seen from center (tab_hex_compare_clockwise order). */
TAB_API uint32_t tab_hex_ring(tab_hex_orient o, tab_hex center, int32_t radius, tab_hex *out,
                              uint32_t cap);

/* center, then the rings 1..radius in turn: 1 + 3 * radius * (radius + 1). */
TAB_API uint32_t tab_hex_spiral(tab_hex_orient o, tab_hex center, int32_t radius, tab_hex *out,
                                uint32_t cap);

/* The hexes within radius of center in axial order (by r, then q): the
 * quickest way to visit a range when order does not matter. */
TAB_API uint32_t tab_hex_range(tab_hex center, int32_t radius, tab_hex *out, uint32_t cap);

/* The hexes a straight line from the centre of a to the centre of b passes
 * through, a and b included: distance + 1 hexes, each next to the one
 * before. Where the line runs exactly between two hexes it takes the side
 * the Red Blob Games guide's method takes when it nudges both ends by
 * (+1e-6, +2e-6, -3e-6) in cube coordinates, as the guide recommends (its
 * library's (+1e-6, +1e-6, -2e-6) leaves some ties to floating-point noise);
 * computed exactly, in integers, with an infinitesimal nudge. */
TAB_API uint32_t tab_hex_line(tab_hex a, tab_hex b, tab_hex *out, uint32_t cap);

/* ---- Points, offset and doubled coordinates ----------------------------- */

/* A point on the table, in units of the hexes' outer radius (centre to
 * corner), x to the right and y down, the hex (0, 0) centred on (0, 0). */
typedef struct tab_hex_point {
    double x, y;
} tab_hex_point;

/* The hex nearest to fractional cube coordinates (q, r, s): each is rounded
 * and the one that moved most is recomputed from the other two. */
TAB_API tab_hex tab_hex_round(double q, double r, double s);

/* The centre of h; its corner number corner (0..5, clockwise from the first
 * at or clockwise of north: the top corner for pointy-top hexes); and the hex
 * that contains p. */
TAB_API tab_hex_point tab_hex_center(tab_hex_orient o, tab_hex h);
TAB_API tab_hex_point tab_hex_corner(tab_hex_orient o, tab_hex h, int corner);
TAB_API tab_hex tab_hex_from_point(tab_hex_orient o, tab_hex_point p);

/* Coordinates printed on rectangular maps. Odd/even says which rows (or
 * columns) are shoved half a hex right (or down); doubled coordinates count
 * half-hexes across the offset axis. Append-only. */
typedef enum tab_hex_layout {
    TAB_HEX_ODD_R = 0,    /* pointy-top rows; odd rows shoved right */
    TAB_HEX_EVEN_R = 1,   /* pointy-top rows; even rows shoved right */
    TAB_HEX_ODD_Q = 2,    /* flat-top columns; odd columns shoved down */
    TAB_HEX_EVEN_Q = 3,   /* flat-top columns; even columns shoved down */
    TAB_HEX_DOUBLED_R = 4, /* pointy-top: col = 2q + r, row = r */
    TAB_HEX_DOUBLED_Q = 5  /* flat-top: col = q, row = 2r + q */
} tab_hex_layout;

typedef struct tab_hex_offset {
    int32_t col, row;
} tab_hex_offset;

/* The orientation a layout belongs to (TAB_HEX_POINTY for an unknown one). */
TAB_API tab_hex_orient tab_hex_layout_orient(tab_hex_layout l);

/* h in layout l ({0, 0} for an unknown layout). */
TAB_API tab_hex_offset tab_hex_to_offset(tab_hex_layout l, tab_hex h);

/* The hex at o in layout l, in *out. False (and *out untouched) for an
 * unknown layout or doubled coordinates whose col + row is odd. */
TAB_API bool tab_hex_from_offset(tab_hex_layout l, tab_hex_offset o, tab_hex *out);

/* ---- Maps ----------------------------------------------------------------
 * A hex map is an entity of kind "hexmap": a cols x rows rectangle in an
 * offset layout, with a terrain and at most one figure per hex. All of it is
 * game state (array properties "hex.terrain", "hex.occupant", "hex.side"),
 * so snapshots, the state hash and saves cover it. Hexes outside the
 * rectangle, or of terrain TAB_HEX_VOID, are not on the map: nothing enters
 * them; they do not block line of sight. */

#define TAB_HEX_MAP_MAX_SIDE 4096

/* Terrain of a hex. Append-only. */
typedef enum tab_hex_terrain {
    TAB_HEX_NORMAL = 0,     /* open ground */
    TAB_HEX_IMPASSABLE = 1, /* blocks movement (ethereal movers excepted) and line of sight */
    TAB_HEX_GAP = 2,        /* blocks movement except flight and jumps; not sight */
    TAB_HEX_VOID = 3        /* not part of the map (irregular outlines) */
} tab_hex_terrain;

/* Creates a map of cols x rows hexes (each 1..TAB_HEX_MAP_MAX_SIDE) in
 * layout, one of the four offset layouts (TAB_HEX_ODD_R .. TAB_HEX_EVEN_Q),
 * which also fixes the orientation. Offset (0, 0) is the top-left hex; every
 * hex starts TAB_HEX_NORMAL and empty. Stores the map's id in *out. Emits
 * entity.new and entity.set. Errors: TAB_EMISUSE, TAB_EINVAL (layout, size),
 * TAB_ENOMEM. */
TAB_API tab_status tab_hex_map_new(tab_game *g, tab_hex_layout layout, int32_t cols,
                                   int32_t rows, tab_id *out);

/* The map's layout and size (any pointer may be NULL). Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND (map is not a hex map). */
TAB_API tab_status tab_hex_map_info(tab_game *g, tab_id map, tab_hex_layout *layout,
                                    int32_t *cols, int32_t *rows);

/* Whether h is on the map: inside its rectangle and not TAB_HEX_VOID. False
 * also when map is not a hex map. */
TAB_API bool tab_hex_on_map(tab_game *g, tab_id map, tab_hex h);

/* The terrain of h in *out: TAB_HEX_VOID outside the rectangle. Errors:
 * TAB_EMISUSE, TAB_ENOTFOUND (map). */
TAB_API tab_status tab_hex_terrain_at(tab_game *g, tab_id map, tab_hex h, tab_hex_terrain *out);

/* Sets the terrain of h (inside the rectangle). A hex holding a figure may
 * not become TAB_HEX_VOID. Emits hex.terrain (and entity.set) when it changes.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (map), TAB_EINVAL (h, terrain). */
TAB_API tab_status tab_hex_set_terrain(tab_game *g, tab_id map, tab_hex h, tab_hex_terrain t);

/* Sets every hex's terrain at once from n == cols * rows values in offset
 * order (row by row from the top, each row left to right). Emits one
 * entity.set. Errors: TAB_EMISUSE, TAB_ENOTFOUND (map), TAB_EINVAL (n, a
 * value, a figure's hex made void), TAB_ENOMEM. */
TAB_API tab_status tab_hex_set_terrain_all(tab_game *g, tab_id map, const int32_t *terrain,
                                           uint32_t n);

/* ---- Figures -------------------------------------------------------------
 * A figure is any entity placed on the map with a side (figures of the same
 * side are allies). It occupies one hex, or a few connected hexes (a giant
 * boss on a three-hex base). Its anchor is its first hex in offset order;
 * moves and reachable sets speak of anchors. A figure whose entity is freed
 * leaves its hexes free. */

#define TAB_HEX_SHAPE_MAX 7

/* Puts fig (not yet on map) on hex h, or on the n (1..TAB_HEX_SHAPE_MAX)
 * distinct connected hexes at cells, which must be on the map, not
 * impassable, and free. Emits hex.place. Errors: TAB_EMISUSE, TAB_ENOTFOUND
 * (map, fig), TAB_EINVAL (already on the map, a hex, the shape). */
TAB_API tab_status tab_hex_place(tab_game *g, tab_id map, tab_id fig, tab_hex h, int32_t side);
TAB_API tab_status tab_hex_place_shape(tab_game *g, tab_id map, tab_id fig, const tab_hex *cells,
                                       uint32_t n, int32_t side);

/* Takes fig off the map. Emits hex.remove. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND (map, fig), TAB_EINVAL (fig is not on the map). */
TAB_API tab_status tab_hex_remove(tab_game *g, tab_id map, tab_id fig);

/* Makes fig a figure every side may pass through (never end on), as its
 * allies always may: Tidal Blades 2's Dru ("Enemies may move through Dru's
 * hex"). Kept as the tag hex.open on the figure, so it stays with it on or
 * off a map; false undoes it. Errors: TAB_EMISUSE, TAB_ENOTFOUND (fig),
 * TAB_ENOMEM. */
TAB_API tab_status tab_hex_set_open(tab_game *g, tab_id fig, bool open);

/* Whether every side may pass through fig (false for a bad game or id). */
TAB_API bool tab_hex_is_open(const tab_game *g, tab_id fig);

/* The figure on h (TAB_ID_NONE when none or off the map). Errors:
 * TAB_EMISUSE, TAB_ENOTFOUND (map). */
TAB_API tab_status tab_hex_figure_at(tab_game *g, tab_id map, tab_hex h, tab_id *out);

/* The hexes fig occupies, in offset order (the anchor first): min(*n, cap)
 * of them written to cells, *n their number (0 when fig is not on the map);
 * and, when side is not NULL, its side. Errors: TAB_EMISUSE, TAB_ENOTFOUND
 * (map, fig). */
TAB_API tab_status tab_hex_figure_cells(tab_game *g, tab_id map, tab_id fig, tab_hex *cells,
                                        uint32_t cap, uint32_t *n, int32_t *side);

/* ---- Movement ------------------------------------------------------------
 * A move is a sequence of steps to neighbouring hexes, each costing 1 (or
 * what the mover's cost callback says). Tidal Blades 2's rules:
 *  - every figure may enter normal hexes; it may pass through allies (same
 *    side) and open figures (tab_hex_set_open) but not enemies, and may
 *    never end on another figure;
 *  - flight passes through figures and gaps and ends on a free hex that is
 *    not a gap (with TAB_HEX_END_ON_GAP it may end on a gap: the rulebook's
 *    Flight ability text says flyers "end their turn in gap hexes");
 *  - ethereal movers pass through impassable hexes, gaps and figures, and
 *    end only on free normal hexes;
 *  - a jumper (jump > 0) crosses up to jump gap hexes in a straight line,
 *    landing on the hex beyond; each hex crossed costs like a step.
 * A figure of several hexes moves all of them together; every one must obey
 * the rules. Where several equal choices exist the one first in clockwise
 * order from north is taken. */

enum {
    TAB_HEX_PASS_FIGURES = 1u << 0,    /* through any figure, not only allies */
    TAB_HEX_PASS_GAPS = 1u << 1,       /* through gap hexes */
    TAB_HEX_PASS_IMPASSABLE = 1u << 2, /* through impassable hexes */
    TAB_HEX_END_ON_GAP = 1u << 3       /* may end on a gap (with TAB_HEX_PASS_GAPS) */
};
#define TAB_HEX_WALK 0u
#define TAB_HEX_FLIGHT (TAB_HEX_PASS_FIGURES | TAB_HEX_PASS_GAPS)
#define TAB_HEX_ETHEREAL (TAB_HEX_PASS_FIGURES | TAB_HEX_PASS_GAPS | TAB_HEX_PASS_IMPASSABLE)

/* The cost of one step from one hex to its neighbour (anchors, for figures of
 * several hexes), at least 1; anything below 1 forbids the step. Called only
 * for steps the rules allow; must answer the same for the same question, and
 * must not call into g. */
typedef int32_t (*tab_hex_cost_fn)(void *ud, tab_hex from, tab_hex to);

/* How a figure moves: a small value type, passed by pointer (NULL: walking). */
typedef struct tab_hex_mover {
    uint32_t flags;       /* TAB_HEX_* flags above, e.g. TAB_HEX_FLIGHT */
    int32_t jump;         /* gap hexes a one-hex figure may jump across; 0: none */
    tab_hex_cost_fn cost; /* NULL: every step costs 1 */
    void *ud;             /* passed to cost */
} tab_hex_mover;

/* A place a figure can reach and what it costs. */
typedef struct tab_hex_step {
    tab_hex hex;
    int32_t cost;
} tab_hex_step;

/* Every anchor hex fig (on map) can end a move on for at most budget
 * (negative: no limit), its own included at cost 0; sorted by cost, then in
 * clockwise order from north as seen from where fig stands, then nearer
 * first. min(*count, cap) written to out. Scratch memory is allocated and
 * freed within the call. Errors: TAB_EMISUSE, TAB_ENOTFOUND (map, fig),
 * TAB_EINVAL (fig not on the map, mover), TAB_ENOMEM. */
TAB_API tab_status tab_hex_reachable(tab_game *g, tab_id map, tab_id fig,
                                     const tab_hex_mover *m, int32_t budget, tab_hex_step *out,
                                     uint32_t cap, uint32_t *count);

/* A cheapest path for fig to end on anchor hex to: the anchors it stands on
 * from where it is to to, both included (hexes jumped across included), and
 * its cost. Among equally cheap paths, each step goes to the first in
 * clockwise order from north. When there is none, *n is 0 and *cost -1.
 * min(*n, cap) written to out. Errors: as tab_hex_reachable. */
TAB_API tab_status tab_hex_path(tab_game *g, tab_id map, tab_id fig, const tab_hex_mover *m,
                                tab_hex to, tab_hex *out, uint32_t cap, uint32_t *n,
                                int32_t *cost);

/* Moves fig so that its anchor ends on to, if its rules allow it for at most
 * budget (negative: no limit); *cost (may be NULL) gets what it cost. On
 * refusal nothing changes and the message says why (a gap, occupied, out of
 * reach...). Emits hex.move. Errors: TAB_EMISUSE, TAB_ENOTFOUND (map, fig),
 * TAB_EINVAL (refused, mover), TAB_ENOMEM. */
TAB_API tab_status tab_hex_move(tab_game *g, tab_id map, tab_id fig, const tab_hex_mover *m,
                                tab_hex to, int32_t budget, int32_t *cost);

/* Whether fig has an open path to target (another figure on map): whether,
 * with unlimited movement, it could end a move adjacent to one of target's
 * hexes (true at cost 0 when already adjacent). When open, *cost gets the
 * least cost and *end (may be NULL) the anchor hex reached, the first in
 * clockwise order from fig's hex among equally cheap ones; else *cost is -1.
 * Errors: as tab_hex_reachable, and TAB_EINVAL (target not on the map). */
TAB_API tab_status tab_hex_open_path(tab_game *g, tab_id map, tab_id fig, const tab_hex_mover *m,
                                     tab_id target, bool *open, int32_t *cost, tab_hex *end);

/* ---- Flanking ------------------------------------------------------------ */

/* The figure of side side that stands directly opposite hex at across one
 * hex of target ("adjacent to a target on directly opposite sides"; for a
 * giant, "opposite sides of one hexagonal section"), in *partner; TAB_ID_NONE
 * when there is none. at need not hold a figure, so an AI may ask before it
 * moves. The figure on at, if any, is never its own partner. Errors:
 * TAB_EMISUSE, TAB_ENOTFOUND (map, target), TAB_EINVAL (target not on map). */
TAB_API tab_status tab_hex_flank_partner(tab_game *g, tab_id map, tab_id target, tab_hex at,
                                         int32_t side, tab_id *partner);

/* ---- Figures of several hexes -------------------------------------------- */

/* Whether fig (on map) may rotate about pivot, one of its hexes, by steps
 * sixths of a turn clockwise (negative: counterclockwise; 1..5 either way):
 * its hexes at each sixth passed on the way must be passable to it under m
 * (never enemies' hexes, unless m passes figures), and the hexes it ends on
 * free and fit to end on. The first reason it may not, when ok is false, is
 * the game's error message. Errors: TAB_EMISUSE, TAB_ENOTFOUND (map, fig),
 * TAB_EINVAL (fig not on map, pivot, steps, mover), TAB_ENOMEM. */
TAB_API tab_status tab_hex_can_rotate(tab_game *g, tab_id map, tab_id fig, tab_hex pivot,
                                      int steps, const tab_hex_mover *m, bool *ok);

/* Rotates fig as tab_hex_can_rotate allows, or refuses with TAB_EINVAL and
 * the reason. Emits hex.rotate. Errors: as tab_hex_can_rotate. */
TAB_API tab_status tab_hex_rotate_figure(tab_game *g, tab_id map, tab_id fig, tab_hex pivot,
                                         int steps, const tab_hex_mover *m);

/* ---- Line of sight -------------------------------------------------------
 * Tidal Blades 2: "you must be able to draw a straight line from any point
 * of the hex that you are in to the same point in the target's hex without
 * crossing the border of an impassable hex." So there is sight from a to b
 * when some point p of hex a (border included) gives a segment from p to
 * p + (centre of b - centre of a) that enters no impassable hex: it may touch
 * an impassable hex's corner or run along its edge, but not run between two
 * impassable hexes along the edge they share. Figures, gaps and hexes off the
 * map never block; the two end hexes do not block. The answer is exact (see
 * lib/hex_los.c for the method). */

/* Whether a sees b, in *visible; when visible and from is not NULL, a point
 * of a that sees (as an offset from a's centre, as tab_hex_center measures)
 * in *from. Errors: TAB_EMISUSE, TAB_ENOTFOUND (map), TAB_EINVAL (a or b
 * not on the map), TAB_ENOMEM. */
TAB_API tab_status tab_hex_los(tab_game *g, tab_id map, tab_hex a, tab_hex b, bool *visible,
                               tab_hex_point *from);

/* Whether the one segment from point of a to the same point of b is clear:
 * point -1 is the centre, 0..5 a corner (numbered as tab_hex_corner). The
 * shortcut the rulebook suggests ("using hex centers or corners is usually
 * easiest"); tab_hex_los may see where every such segment is blocked.
 * Errors: as tab_hex_los, and TAB_EINVAL (point). */
TAB_API tab_status tab_hex_line_clear(tab_game *g, tab_id map, tab_hex a, tab_hex b, int point,
                                      bool *clear);

#ifdef __cplusplus
}
#endif
#endif
