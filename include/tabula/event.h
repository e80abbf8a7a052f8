/* tabula/event.h - the event log: every change to the state, in order. */
#ifndef TABULA_EVENT_H
#define TABULA_EVENT_H

#include <stddef.h>
#include <stdint.h>

#include "tabula/atom.h"
#include "tabula/entity.h"
#include "tabula/export.h"
#include "tabula/game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* An event: what kind of change (an atom such as TAB_EV_ZONE_MOVE, or a
 * script's own), the entity it is about (may be TAB_ID_NONE) and up to four
 * arguments whose meaning the kind defines (see atom.h for the kernel's).
 * seq numbers every event of a game from 0, without gaps. */
typedef struct tab_event {
    uint64_t seq;
    tab_atom kind;
    tab_id subject;
    int64_t a[4];
} tab_event;

/* What an argument of a kernel event holds: a number, an atom (its text is
 * tab_atom_str), a zone, an entity id, a hex packed by tab_hex_pack. */
typedef enum tab_event_arg {
    TAB_EVARG_INT = 0,
    TAB_EVARG_ATOM,
    TAB_EVARG_ZONE,
    TAB_EVARG_ENTITY,
    TAB_EVARG_HEX
} tab_event_arg;

/* The name of argument i (0 to 3) of a kernel event of kind, as atom.h
 * documents it ("from", "to" and "index" of a zone.move), and what it holds
 * in *type (when not NULL); NULL (and TAB_EVARG_INT) when the kind has no
 * such argument or is not one of the kernel's. For logs and UIs that print
 * events. */
TAB_API const char *tab_event_field(tab_atom kind, int i, tab_event_arg *type);

/* The log keeps the newest events only, so memory stays bounded in long
 * playtests; this many by default. */
#define TAB_EVENT_DEFAULT_CAPACITY 65536u

/* The seq the next event will get: a mark to read from later. */
TAB_API uint64_t tab_event_end(const tab_game *g);

/* The seq of the oldest event still kept (== tab_event_end when none). */
TAB_API uint64_t tab_event_begin(const tab_game *g);

/* Copies event seq into *out. Errors: TAB_EMISUSE, TAB_ENOTFOUND (seq not
 * yet happened, or dropped because the log is full). */
TAB_API tab_status tab_event_get(const tab_game *g, uint64_t seq, tab_event *out);

/* Appends an event of the caller's own (e.seq is ignored). Errors:
 * TAB_EMISUSE, TAB_EINVAL (kind not an atom). */
TAB_API tab_status tab_event_emit(tab_game *g, tab_atom kind, tab_id subject,
                                  int64_t a0, int64_t a1, int64_t a2, int64_t a3);

/* Keeps at most cap (>= 1) events from now on, dropping the oldest.
 * Errors: TAB_EMISUSE, TAB_EINVAL, TAB_ENOMEM (the log is unchanged then). */
TAB_API tab_status tab_event_set_capacity(tab_game *g, size_t cap);

#ifdef __cplusplus
}
#endif
#endif
