/* deck.h - what the deck, bag and view modules share, private side: zone
 * checks, and reserving room up front so that a call which moves several
 * things either moves them all or fails before the first move. */
#ifndef TABULA_DECK_PRIV_H
#define TABULA_DECK_PRIV_H

#include "core.h"

/* Makes room for need entities in zone z (a valid zone), so that inserts
 * into it up to that size cannot fail. Capacity is not state: the game's
 * hash and snapshots do not see it. Errors: TAB_ENOMEM. */
TABI_HIDDEN tab_status tabi_zone_reserve(tab_game *g, tab_zone z, uint32_t need);

/* Makes room in the property pool so that the next entity created can take
 * n property records without allocating (a new segment fits at the end of
 * the pool and grows there in place). Errors: TAB_ENOMEM. */
TABI_HIDDEN tab_status tabi_props_reserve_new(tab_game *g, uint32_t n);

/* The same for the entity lists of the next zone created. */
TABI_HIDDEN tab_status tabi_items_reserve_new(tab_game *g, uint32_t n);

/* Whether z is a zone of g. */
static inline int tabi_zone_valid(const tab_game *g, tab_zone z)
{
    return z != TAB_ZONE_NONE && z < g->st.zone_len;
}

/* The name of zone z for messages ("?" when z is not a zone). */
static inline const char *tabi_zone_name(const tab_game *g, tab_zone z)
{
    return tabi_zone_valid(g, z) ? tab_atom_str(g, g->st.zones[z].name) : "?";
}

#endif
