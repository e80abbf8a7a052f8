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
    TAB_EV_ZONE_VISIBILITY, /* "zone.visibility": a0 zone, a1 visibility, a2 owner */
    TAB_EV_RNG,             /* "rng": a0 stream, a1 draws since the last such event */
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
