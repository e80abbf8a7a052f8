/* tabula.h - the whole public API of tabula, an embeddable library for
 * tabletop games. If it is not in this file (or the files it includes), it is
 * not API. */
#ifndef TABULA_H
#define TABULA_H

#include "tabula/kernel.h"   /* the state and its primitives */
#include "tabula/runtime.h"  /* Lua rules: start, run, decisions, bots, copies */
#include "tabula/profile.h"  /* where a game's time goes */
#include "tabula/search.h"   /* MCTS and ISMCTS bots */

#endif
