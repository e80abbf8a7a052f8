/* tabula/atom.h - interned strings: names that compare as integers. */
#ifndef TABULA_ATOM_H
#define TABULA_ATOM_H

#include <stdint.h>

#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* An atom is a small integer standing for a string within one game. Atoms are
 * never freed while the game lives; the same string always gives the same
 * atom. 0 (TAB_ATOM_NONE) stands for no name. */
typedef uint32_t tab_atom;

/* Atoms every game has, with fixed numbers (append-only): the kernel's event
 * kinds and names. tab_atom_str gives their text. */
enum {
    TAB_ATOM_NONE = 0,
    TAB_ATOM_MAIN,          /* "main": the default random stream */
    TAB_EV_ENTITY_NEW,      /* "entity.new": subject id; a0 kind */
    TAB_EV_ENTITY_FREE,     /* "entity.free": subject id; a0 kind */
    TAB_EV_ENTITY_SET,      /* "entity.set": subject id; a0 key, a1 type, a2 new value, a3 old value */
    TAB_EV_ENTITY_UNSET,    /* "entity.unset": subject id; a0 key */
    TAB_EV_ENTITY_TAG,      /* "entity.tag": subject id; a0 tag */
    TAB_EV_ENTITY_UNTAG,    /* "entity.untag": subject id; a0 tag */
    TAB_EV_ZONE_NEW,        /* "zone.new": a0 zone, a1 name */
    TAB_EV_ZONE_MOVE,       /* "zone.move": subject id; a0 from zone (0: none), a1 to zone (0: none), a2 index */
    TAB_EV_ZONE_SHUFFLE,    /* "zone.shuffle": a0 zone, a1 stream */
    TAB_EV_ZONE_VISIBILITY, /* "zone.visibility": a0 zone, a1 visibility, a2 owner,
                             * a3 the players it is shared with (a bit each) */
    TAB_EV_RNG,             /* "rng": a0 stream, a1 the number drawn, a2 the bound (tab_rng_below) */
    /* dice */
    TAB_EV_DICE_ROLL,       /* "dice.roll": subject pool; a0 die index, a1 face, a2 die type, a3 stream */
    TAB_EV_DICE_REROLL,     /* "dice.reroll": subject pool; a0 die index, a1 new face, a2 old face, a3 stream */
    TAB_EV_DICE_ADD,        /* "dice.add": subject pool; a0 die index, a1 die type */
    TAB_EV_DICE_FORCE,      /* "dice.force": a0 stream, a1 face queued, a2 faces queued on stream after it */
    /* deck and bag (tabula/deck.h, tabula/bag.h) */
    TAB_EV_DECK_DRAW,       /* "deck.draw": subject card; a0 deck, a1 end (0 top, 1 bottom), a2 to zone (0: none) */
    TAB_EV_DECK_REFILL,     /* "deck.refill": subject deck; a0 draw zone, a1 discard zone, a2 cards moved, a3 stream */
    TAB_EV_DECK_RECOVER,    /* "deck.recover": subject card; a0 deck, a1 index in the draw zone */
    TAB_EV_DECK_RETIRE,     /* "deck.retire": subject card; a0 zone it left (0: none), a1 permanent-discard zone */
    TAB_EV_BAG_DRAW,        /* "bag.draw": subject token; a0 bag, a1 to zone (0: none), a2 tokens left in the bag */
    TAB_EV_BAG_REFILL,      /* "bag.refill": subject bag; a0 bag zone, a1 discard zone, a2 tokens moved */
    /* track */
    TAB_EV_TRACK_MOVE,       /* "track.move": subject track; a0 old value, a1 new value, a2 delta asked, a3 amount lost at a bound */
    TAB_EV_TRACK_CROSS,      /* "track.cross": subject track; a0 threshold name, a1 its value, a2 direction (+1 up, -1 down), a3 1 the first time in that direction */
    TAB_EV_TRACK_FILL,       /* "track.fill": subject track; a0 times filled, a1 excess carried on (wrap) or lost */
    TAB_EV_TRACK_RESET,      /* "track.reset": subject track; a0 old value, a1 new value (the reset point) */
    TAB_EV_TRACK_ACTIVATE,   /* "track.activate": subject track; a0 value */
    TAB_EV_TRACK_DEACTIVATE, /* "track.deactivate": subject track; a0 old value, a1 new value (the reset point) */
    /* initiative */
    TAB_EV_INITIATIVE_PLACE,  /* "initiative.place": subject token; a0 initiative, a1 level, a2 index in the level, a3 fixed side (-1 left, 0 none, +1 right) */
    TAB_EV_INITIATIVE_MOVE,   /* "initiative.move": subject token; a0 initiative, a1 from level, a2 to level, a3 index in the new level */
    TAB_EV_INITIATIVE_REMOVE, /* "initiative.remove": subject token; a0 initiative, a1 level, a2 index it had in the level */
    /* turn */
    TAB_EV_TURN_ROUND,     /* "turn.round": subject turn; a0 round begun, a1 side that starts it */
    TAB_EV_TURN_SIDE,      /* "turn.side": subject turn; a0 side whose turn or phase begins, a1 its name (0: none), a2 round */
    TAB_EV_TURN_ACT,       /* "turn.act": subject actor; a0 turn, a1 side, a2 round */
    TAB_EV_TURN_DONE,      /* "turn.done": subject actor; a0 turn, a1 side, a2 round */
    TAB_EV_TURN_SKIP,      /* "turn.skip": subject actor; a0 turn, a1 side, a2 round */
    TAB_EV_TURN_PASS,      /* "turn.pass": subject turn; a0 side, a1 activations it made in the turn */
    TAB_EV_TURN_ROUND_END, /* "turn.round_end": subject turn; a0 round, a1 side that finished it (-1: none), a2 1 when it is the last round of the game's length */
    TAB_EV_TURN_GAME_END,  /* "turn.game_end": subject turn; a0 rounds played */
    /* region maps and sector grids (region.h, sector.h) */
    TAB_EV_REGION_ADD,        /* "region.add": subject region; a0 map, a1 name */
    TAB_EV_REGION_CONNECT,    /* "region.connect": subject region a; a0 region b (a < b) */
    TAB_EV_REGION_DISCONNECT, /* "region.disconnect": subject region a; a0 region b (a < b) */
    TAB_EV_SECTOR_MOVE,       /* "sector.move": subject card; a0 grid, a1 from sector, a2 to sector (-1: off the grid) */
    TAB_EV_SECTOR_BYPASS,     /* "sector.bypass": subject moving card; a0 grid, a1 immovable card passed over, a2 its sector */
    TAB_EV_SECTOR_EXIT,       /* "sector.exit": subject card; a0 grid, a1 the sector it left the line from (-1: it never entered) */
    /* grid (tabula/grid.h); cells are indices x + y * width */
    TAB_EV_GRID_NEW,         /* "grid.new": subject grid; a0 width, a1 height */
    TAB_EV_GRID_TERRAIN_DEF, /* "grid.terrain_def": subject grid; a0 terrain, a1 cost, a2 flags */
    TAB_EV_GRID_TERRAIN,     /* "grid.terrain": subject grid; a0 top-left cell, a1 columns, a2 rows, a3 terrain */
    TAB_EV_GRID_HEIGHT,      /* "grid.height": subject grid; a0 top-left cell, a1 columns, a2 rows, a3 height */
    TAB_EV_GRID_EDGE,        /* "grid.edge": subject grid; a0 cell, a1 side (tab_grid_dir), a2 feature */
    TAB_EV_GRID_PLACE,       /* "grid.place": subject occupant; a0 grid, a1 cell, a2 sight */
    TAB_EV_GRID_MOVE,        /* "grid.move": subject occupant; a0 grid, a1 from cell, a2 to cell, a3 tiles fallen */
    TAB_EV_GRID_REMOVE,      /* "grid.remove": subject occupant; a0 grid, a1 cell */
    /* hex maps (tabula/hex.h); hexes are packed with tab_hex_pack */
    TAB_EV_HEX_TERRAIN,     /* "hex.terrain": subject map; a0 hex, a1 new terrain, a2 old terrain */
    TAB_EV_HEX_PLACE,       /* "hex.place": subject figure; a0 map, a1 anchor hex, a2 hexes occupied, a3 side */
    TAB_EV_HEX_REMOVE,      /* "hex.remove": subject figure; a0 map, a1 anchor hex it left */
    TAB_EV_HEX_MOVE,        /* "hex.move": subject figure; a0 map, a1 from anchor, a2 to anchor, a3 cost */
    TAB_EV_HEX_ROTATE,      /* "hex.rotate": subject figure; a0 map, a1 pivot hex, a2 sixths clockwise, a3 new anchor */
    TAB_ATOM_BUILTIN_COUNT
};

/* The atom for s, interning it on first use. Returns TAB_ATOM_NONE when g or
 * s is NULL, s is empty or longer than TAB_ATOM_MAX_LEN, or memory runs out
 * (tab_game_error says which). */
#define TAB_ATOM_MAX_LEN 255
TAB_API tab_atom tab_atom_of(tab_game *g, const char *s);

/* The atom for s if it was interned already, else TAB_ATOM_NONE; never
 * allocates. */
TAB_API tab_atom tab_atom_find(const tab_game *g, const char *s);

/* The text of atom a, or NULL when a is not an atom of g. Valid while g
 * lives (across snapshots, restores and loads that keep the atom). */
TAB_API const char *tab_atom_str(const tab_game *g, tab_atom a);

#ifdef __cplusplus
}
#endif
#endif
