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
#include "tabula/hex.h"

#endif
