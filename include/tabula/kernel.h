/* tabula/kernel.h - the kernel's public API alone: the game state and its
 * primitives (entities, zones, dice, decks, bags, tracks, initiative,
 * turns, regions, sectors, grids, hex maps, views of what a player may
 * know), with no Lua runtime, no search and no profiler. A host that runs
 * its own rules in C needs only this (libtabula-kernel.a); tabula.h adds
 * the rest. */
#ifndef TABULA_KERNEL_H
#define TABULA_KERNEL_H

#include "tabula/version.h"
#include "tabula/status.h"
#include "tabula/game.h"
#include "tabula/atom.h"
#include "tabula/entity.h"
#include "tabula/zone.h"
#include "tabula/rng.h"
#include "tabula/event.h"
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
