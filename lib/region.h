/* region.h - region maps and sector grids, private side. */
#ifndef TABULA_REGION_PRIV_H
#define TABULA_REGION_PRIV_H

#include "core.h"

/* Takes back e, the entity the current call has just created, when a later
 * step of that call fails: frees it and gives its id back, so the state
 * (whose hash covers the next id) is as it was before the call. Only for the
 * newest entity, never yet seen by the caller; the log keeps its entity.new
 * and entity.free events. */
TABI_HIDDEN void tabi_region_unmake(tab_game *g, tab_id e);

#endif
