/* tabula/region.h - region maps: named regions (Spirit Island lands, areas of
 * a map) with a terrain, a board and land number, tags, symmetric adjacency,
 * distances in steps and "regions within range n matching a filter". */
#ifndef TABULA_REGION_H
#define TABULA_REGION_H

#include <stdbool.h>
#include <stdint.h>

#include "tabula/atom.h"
#include "tabula/entity.h"
#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A map and each of its regions are entities, so they carry the game's own
 * properties and tags too, and snapshots, hashes and saves cover them. The
 * map is an entity of kind "region.map"; a region is an entity of the kind
 * its spec names. Orders are always defined: regions iterate in id order
 * (which is the order they were added), and results at equal distance come
 * in id order. Add each board's lands in number order and id order is land
 * order too, so "the lowest-numbered land" that matches is the first match.
 * Free a map with tab_region_map_free, never its regions one by one with
 * tab_entity_free. */

/* What a region is, when it is added. A small value type. */
typedef struct tab_region_spec {
    tab_atom kind;    /* the region entity's kind; TAB_ATOM_NONE: "region" */
    tab_atom name;    /* unique within its map; required */
    tab_atom terrain; /* e.g. "jungle", "ocean"; TAB_ATOM_NONE: none */
    int32_t board;    /* the board it is printed on, from 1; 0: none */
    int32_t number;   /* its number within that board (Spirit Island lands
                         1-8; the ocean has none); 0: none */
} tab_region_spec;

/* A caller's test of a region, for filters; ud is the filter's ud. It may
 * read g. A test that adds or removes regions of the map being searched
 * makes the query fail with TAB_EMISUSE; other changes are safe (a query
 * sees adjacency as it is when it looks). */
typedef bool (*tab_region_pred)(tab_game *g, tab_id region, void *ud);

/* Which regions a query keeps. Zero-initialise and set what matters: every
 * field that is set must hold. A value type; nothing is kept after a call. */
typedef struct tab_region_filter {
    tab_atom kind;        /* the region's entity kind; NONE: any */
    tab_atom terrain;     /* its terrain; NONE: any */
    tab_atom tag;         /* a tag it must have; NONE: no such test */
    tab_atom without;     /* a tag it must not have; NONE: no such test */
    int32_t board;        /* its board; 0: any */
    tab_region_pred pred; /* a caller's test; NULL: none */
    void *ud;             /* passed to pred */
} tab_region_filter;

/* The distance given for a region no path reaches. */
#define TAB_REGION_UNREACHABLE (-1)

/* A range with no limit, for tab_region_within. */
#define TAB_REGION_ANY_RANGE UINT32_MAX

/* ---- Maps and regions ---------------------------------------------------- */

/* Creates an empty region map and stores its id in *out. Emits entity.new.
 * Errors: TAB_EMISUSE, TAB_ENOMEM. */
TAB_API tab_status tab_region_map_new(tab_game *g, tab_id *out);

/* Frees map and every region in it (a no-op for TAB_ID_NONE). Emits
 * entity.free for each region, then for the map. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND (not a map). */
TAB_API tab_status tab_region_map_free(tab_game *g, tab_id map);

/* Adds a region described by spec to map as a new entity and stores its id
 * in *out (may be NULL). The new region has no neighbours yet. Emits
 * entity.new, entity.set for its properties, then region.add. Errors:
 * TAB_EMISUSE (NULL spec), TAB_ENOTFOUND (map), TAB_EINVAL (name missing or
 * taken, a board/number pair taken, a negative board or number, an atom that
 * is not one), TAB_ENOMEM. On error nothing changed, not even the next id. */
TAB_API tab_status tab_region_add(tab_game *g, tab_id map, const tab_region_spec *spec,
                                  tab_id *out);

/* The number of regions in map (0 when map is not a map). */
TAB_API uint32_t tab_region_count(tab_game *g, tab_id map);

/* The i-th region of map in id order (0 <= i < count), or TAB_ID_NONE. */
TAB_API tab_id tab_region_at(tab_game *g, tab_id map, uint32_t i);

/* The region of map named name, or TAB_ID_NONE. */
TAB_API tab_id tab_region_find(tab_game *g, tab_id map, tab_atom name);

/* The region of map with land number on board (both >= 1), or TAB_ID_NONE:
 * "land #2" of a board. */
TAB_API tab_id tab_region_find_land(tab_game *g, tab_id map, int32_t board, int32_t number);

/* The map region belongs to, or TAB_ID_NONE when it is not a region. */
TAB_API tab_id tab_region_map_of(tab_game *g, tab_id region);

/* Stores what region is (its kind, name, terrain, board and number) in
 * *spec. Errors: TAB_EMISUSE, TAB_ENOTFOUND (not a region). */
TAB_API tab_status tab_region_info(tab_game *g, tab_id region, tab_region_spec *spec);

/* Whether region matches filter (NULL matches every region). False when
 * region is not a region. */
TAB_API bool tab_region_matches(tab_game *g, tab_id region, const tab_region_filter *filter);

/* ---- Adjacency ------------------------------------------------------------- */

/* Makes regions a and b (of the same map, a != b) adjacent to each other; a
 * no-op when they are already. Adjacency is symmetric by construction.
 * Emits entity.set on the map, then region.connect. Errors: TAB_EMISUSE,
 * TAB_ENOTFOUND (a or b not a region), TAB_EINVAL (a == b, different maps),
 * TAB_ENOMEM. */
TAB_API tab_status tab_region_connect(tab_game *g, tab_id a, tab_id b);

/* Makes a and b no longer adjacent; a no-op when they were not. Emits
 * entity.set on the map, then region.disconnect. Errors: as tab_region_connect. */
TAB_API tab_status tab_region_disconnect(tab_game *g, tab_id a, tab_id b);

/* Whether a and b are adjacent regions. */
TAB_API bool tab_region_adjacent(tab_game *g, tab_id a, tab_id b);

/* Stores the neighbours of region, in id order, in out[0..cap) and their
 * number in *n (which may exceed cap: call again with more room). out may be
 * NULL when cap is 0. Errors: TAB_EMISUSE, TAB_ENOTFOUND. */
TAB_API tab_status tab_region_neighbors(tab_game *g, tab_id region, tab_id *out, uint32_t cap,
                                        uint32_t *n);

/* Tags every region of map whose terrain is not ocean "coastal" when it is
 * adjacent to a region of terrain ocean and "inland" otherwise, removing the
 * other of the two tags (Spirit Island: a Coastal land touches the Ocean).
 * Regions of terrain ocean get neither. Emits entity.tag / entity.untag.
 * Errors: TAB_EMISUSE, TAB_ENOTFOUND (map), TAB_EINVAL (ocean not an atom,
 * or a region has a property named "coastal" or "inland"), TAB_ENOMEM;
 * nothing changed then. */
TAB_API tab_status tab_region_mark_coastal(tab_game *g, tab_id map, tab_atom ocean);

/* ---- Queries ----------------------------------------------------------------
 * Distances count steps between adjacent regions (a region is at 0 from
 * itself). through, when not NULL, limits the regions a path may pass
 * through: a region that does not match it can still be reached, but not
 * crossed (sources are always crossed). Queries change nothing; they may
 * allocate scratch memory, so they may fail with TAB_ENOMEM. */

/* Stores in *out the number of steps from a to b (regions of one map), or
 * TAB_REGION_UNREACHABLE. Errors: TAB_EMISUSE (also: through's test changed
 * the map's regions), TAB_ENOTFOUND, TAB_EINVAL (different maps), TAB_ENOMEM. */
TAB_API tab_status tab_region_distance(tab_game *g, tab_id a, tab_id b,
                                       const tab_region_filter *through, int32_t *out);

/* The regions within range steps of any of the nfrom regions at from (one
 * map; Spirit Island's Range from any land with Presence), that match match
 * (NULL: all), ordered by distance and then by id. Stores up to cap of them
 * in out and, when dist is not NULL, their distances in dist; stores the
 * number found in *n (which may exceed cap). out/dist may be NULL when cap
 * is 0. Errors: TAB_EMISUSE (also: through's test changed the map's
 * regions), TAB_ENOTFOUND (a source), TAB_EINVAL (no sources, sources of
 * different maps), TAB_ENOMEM. */
TAB_API tab_status tab_region_within(tab_game *g, const tab_id *from, uint32_t nfrom,
                                     uint32_t range, const tab_region_filter *match,
                                     const tab_region_filter *through, tab_id *out,
                                     int32_t *dist, uint32_t cap, uint32_t *n);

/* The regions of map that match match (NULL: all), in id order: stores up to
 * cap in out and the number found in *n. Errors: TAB_EMISUSE, TAB_ENOTFOUND. */
TAB_API tab_status tab_region_select(tab_game *g, tab_id map, const tab_region_filter *match,
                                     tab_id *out, uint32_t cap, uint32_t *n);

#ifdef __cplusplus
}
#endif
#endif
