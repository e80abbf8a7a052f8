/* tabula/status.h - the one status enum every call that can fail returns. */
#ifndef TABULA_STATUS_H
#define TABULA_STATUS_H

#include "tabula/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Append-only: a published value never changes meaning or number.
 * Flow statuses come first, errors after TAB_ERROR_FIRST. The message for
 * the last error is tab_game_error(g) on the game that returned it. */
typedef enum tab_status {
    TAB_OK = 0,        /* done */
    TAB_DECISION = 1,  /* the game waits for an answer to a decision */
    TAB_DONE = 2,      /* the game is over */

    TAB_ERROR_FIRST = 100,
    TAB_ENOMEM = 100,    /* an allocation failed or a memory limit was hit */
    TAB_EINVAL = 101,    /* an argument is malformed or out of range */
    TAB_EMISUSE = 102,   /* a NULL handle, or a call at the wrong time */
    TAB_ENOTFOUND = 103, /* no such entity, zone, atom, stream or event */
    TAB_ESCRIPT = 104,   /* a script raised an error */
    TAB_ELIMIT = 105,    /* a script exceeded its instruction or memory budget */
    TAB_EIO = 106,       /* a file could not be read or written */
    TAB_EFORMAT = 107,   /* a save or replay is truncated, corrupt or foreign */
    TAB_EVERSION = 108,  /* a save or replay is from an unsupported version */
    TAB_EEMPTY = 109     /* a zone, deck or bag has nothing to give */
} tab_status;

/* True for the error statuses. */
#define TAB_IS_ERROR(s) ((s) >= TAB_ERROR_FIRST)

/* The status's name, e.g. "TAB_ENOMEM"; "TAB_E?" for an unknown value.
 * Static storage; never NULL. */
TAB_API const char *tab_status_str(tab_status s);

#ifdef __cplusplus
}
#endif
#endif
