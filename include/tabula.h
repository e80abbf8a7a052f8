/* tabula.h - the whole public API of tabula, an embeddable library for
 * tabletop games. If it is not in this file (or the files it includes), it is
 * not API. */
#ifndef TABULA_H
#define TABULA_H

#include "tabula/version.h"
#include "tabula/status.h"
#include "tabula/game.h"
#include "tabula/atom.h"
#include "tabula/entity.h"
#include "tabula/zone.h"
#include "tabula/rng.h"
#include "tabula/event.h"
#include "tabula/runtime.h"
#include "tabula/profile.h"
#include "tabula/search.h"
#include "tabula/dice.h"
#include "tabula/deck.h"
#include "tabula/bag.h"
#include "tabula/view.h"
#include "tabula/track.h"
#include "tabula/initiative.h"
#include "tabula/turn.h"
#include "tabula/region.h"
#include "tabula/sector.h"
#include "tabula/grid.h"
#include "tabula/hex.h"

#endif
