/* atom.h - interned strings, private side. */
#ifndef TABULA_ATOM_PRIV_H
#define TABULA_ATOM_PRIV_H

#include "core.h"

/* Creates the table with the builtin atoms; releases it. */
TABI_HIDDEN tab_status tabi_atoms_init(tab_game *g);
TABI_HIDDEN void tabi_atoms_release(tab_game *g);
/* Makes every atom of src mean the same in dst, so src's state can be put
 * into dst as it is: dst gets src's names it lacks, in src's order, or,
 * where both made names of their own, src's table whole (atoms dst made
 * alone are then gone: only for a dst whose state is about to be
 * replaced). Errors: TAB_ENOMEM (dst's atoms still mean what they did). */
TABI_HIDDEN tab_status tabi_atoms_adopt(tab_game *dst, const tab_game *src);

/* Forgets every atom from len on (their numbers may then name other
 * texts): for a game whose state and Lua side name none of them, as after
 * a restart. Caches are cleared of them; epoch and floor are updated. */
TABI_HIDDEN void tabi_atoms_truncate(tab_game *g, uint32_t len);

/* Whether a is an atom of g (TAB_ATOM_NONE is not). */
static inline int tabi_atom_valid(const tab_game *g, tab_atom a)
{
    return a != TAB_ATOM_NONE && a < g->atoms.len;
}

/* The hash of a's text: the key of canonical order and of the state hash. */
static inline uint64_t tabi_atom_hash(const tab_game *g, tab_atom a)
{
    return g->atoms.at[a].hash;
}

/* Interns the len bytes at s (not NUL-terminated). TAB_ATOM_NONE on error,
 * with the message set. */
TABI_HIDDEN tab_atom tabi_atom_intern(tab_game *g, const char *s, size_t len);

/* The atom named by a string literal (or any text at an address that never
 * holds another text while g lives), interned on first use. Remembered by
 * address, so the modules' many key lookups cost a pointer hash, not the
 * text's. TAB_ATOM_NONE on error, with the message set. */
TABI_HIDDEN tab_atom tabi_atom_literal(tab_game *g, const char *text);

/* As tabi_atom_literal without interning: TAB_ATOM_NONE when g has no such
 * atom yet. Fills the (non-state) cache of a const game: one thread at a time
 * per game, as everywhere. */
TABI_HIDDEN tab_atom tabi_atom_literal_find(const tab_game *g, const char *text);

#endif
