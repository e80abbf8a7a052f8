/* tabula/game.h - a game: the kernel state, its allocator, its last error,
 * and whole-state operations (snapshot, hash, save, load). */
#ifndef TABULA_GAME_H
#define TABULA_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "tabula/export.h"
#include "tabula/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* An opaque game. Not thread-safe: one thread at a time per game; separate
 * games share nothing and may run on separate threads. */
typedef struct tab_game tab_game;

/* The allocator hook, in lua_Alloc's shape: nsize == 0 frees ptr and returns
 * NULL; otherwise it returns a block of nsize bytes holding the first
 * min(osize, nsize) bytes of ptr (ptr may be NULL, then osize is a hint), or
 * NULL on failure, leaving ptr untouched. Every byte the game allocates goes
 * through it. */
typedef void *(*tab_alloc_fn)(void *ud, void *ptr, size_t osize, size_t nsize);

/* A new, empty game whose random generator is seeded with seed.
 * alloc: the allocator, or NULL for the C library's realloc/free; ud is passed
 * to it untouched. Returns NULL only when memory runs out. Free with
 * tab_game_free. */
TAB_API tab_game *tab_game_new(tab_alloc_fn alloc, void *ud, uint64_t seed);

/* Frees the game and everything it owns. NULL is harmless. */
TAB_API void tab_game_free(tab_game *g);

/* The message of the last error a call on g returned ("" when none yet).
 * Valid until the next call on g. NULL g gives a static message. */
TAB_API const char *tab_game_error(const tab_game *g);

/* The seed the game was created (or loaded) with. */
TAB_API uint64_t tab_game_seed(const tab_game *g);

/* Bytes the game has allocated through its allocator right now. */
TAB_API size_t tab_game_memory(const tab_game *g);

/* ---- Snapshot / restore ------------------------------------------------ */

/* A copy of a game's whole state, taken in time proportional to its size.
 * Owned by the caller; free with tab_snapshot_free. */
typedef struct tab_snapshot tab_snapshot;

/* Takes a snapshot of g into *out. Errors: TAB_EMISUSE, TAB_ENOMEM. */
TAB_API tab_status tab_game_snapshot(tab_game *g, tab_snapshot **out);

/* Takes a snapshot of g into *snap, reusing its memory when it has room (a
 * search or a checkpoint per step allocates only when the state outgrows
 * it); *snap NULL makes a new one. *snap must come from g or a game with
 * the same allocator. On error *snap is unchanged (still the caller's to
 * free). Errors: TAB_EMISUSE, TAB_ENOMEM. */
TAB_API tab_status tab_game_snapshot_into(tab_game *g, tab_snapshot **snap);

/* Puts g back to the state of snap, which must come from g (or from a game
 * with the same allocator). The event log keeps only the events that happened
 * before the snapshot. On error g is unchanged.
 *
 * A game driven by rules (tabula/runtime.h) that waits on a decision is in
 * the middle of a step: the rule waiting is a suspended Lua coroutine that
 * no snapshot holds. So a restore is refused (TAB_EMISUSE, g unchanged)
 * when the snapshot was taken, or g is, in the middle of a step: going on
 * from there would ask a different question without a word. To copy a
 * running game's whole position, use tab_game_copy (tabula/runtime.h) or
 * tab_game_save / tab_game_load (the checkpoint plus the answers since). Snapshots taken between steps, and of
 * games without rules, restore as always.
 * Errors: TAB_EMISUSE, TAB_ENOMEM. */
TAB_API tab_status tab_game_restore(tab_game *g, const tab_snapshot *snap);

/* Size of the state the snapshot holds, in bytes. */
TAB_API size_t tab_snapshot_size(const tab_snapshot *snap);

/* Frees a snapshot. NULL is harmless. */
TAB_API void tab_snapshot_free(tab_snapshot *snap);

/* ---- State hash -------------------------------------------------------- */

/* XXH3-64 of the canonical encoding of g's state. Two games that are equal as
 * games (same entities with the same ids, kinds, properties and tags; same
 * zones with the same contents; same random generator states) hash equal,
 * whatever order things were done in and wherever they sit in memory. The
 * event log is history, not state, and is not hashed. Errors: TAB_EMISUSE,
 * TAB_ENOMEM. */
TAB_API tab_status tab_game_hash(tab_game *g, uint64_t *out);

/* ---- Save / load ------------------------------------------------------- */

/* The version of the save format this library writes and reads. */
#define TAB_SAVE_VERSION 1

/* Encodes g's state into a new buffer *out of *len bytes, allocated with g's
 * allocator; free it with tab_game_free_buffer. Errors: TAB_EMISUSE, TAB_ENOMEM. */
TAB_API tab_status tab_game_save_buffer(tab_game *g, void **out, size_t *len);

/* Frees a buffer returned by tab_game_save_buffer. NULL is harmless. */
TAB_API void tab_game_free_buffer(tab_game *g, void *buf, size_t len);

/* Replaces g's state with the one encoded in buf. A truncated, corrupted,
 * foreign or wrong-version buffer is refused (TAB_EFORMAT, TAB_EVERSION) with
 * a message saying what is wrong and where, and g is left untouched.
 *
 * What is guaranteed. The checksum (XXH3-64 over the whole buffer) catches
 * accidents: a flipped byte, a cut file. Under it, the decoder refuses
 * every state that is not consistent, whatever its checksum says: atom
 * numbers outside the save's table, empty or NUL-holding names, entity ids
 * out of order or past the count, properties not in canonical order (so no
 * key twice), values of unknown type, booleans other than 0 or 1, arrays of
 * unknown element type or longer than the bytes left, references to
 * entity ids never given (a reference to a freed entity is kept: ids are
 * never reused), an entity in two zones or a zone holding a missing one,
 * two zones of one name, bad owners or visibility, an all-zero or
 * unordered random stream, counts larger than the bytes could hold, bytes
 * after the state; for a scripted game, also answers that do not replay
 * to their recorded hashes and rules whose content hash differs. What it
 * cannot know is intent: a forged state that is consistent (a hit point
 * changed, its checksum recomputed) is a state like any other and loads.
 * Such a state is still safe to use: every call on it ends in a status,
 * never a crash or an out-of-bounds access (the runtime checks what it
 * reads from the state, such as a step's argument count; the fuzz targets
 * test/fuzz/fuzz_save and fuzz_game hold the library to this).
 * Errors: also TAB_EMISUSE, TAB_ENOMEM. */
TAB_API tab_status tab_game_load_buffer(tab_game *g, const void *buf, size_t len);

/* Saves g's state to the file at path atomically: a temporary file in the
 * same directory ("<path>.tmp-<pid>-XXXXXX"), fsync, rename over path,
 * fsync of the directory. On error path is untouched. A writer killed
 * before its rename leaves its temporary: the next save or load of path
 * removes those whose process is gone. Errors: TAB_EMISUSE, TAB_ENOMEM,
 * TAB_EIO. */
TAB_API tab_status tab_game_save(tab_game *g, const char *path);

/* Loads the file at path into g, as tab_game_load_buffer. Errors: as there,
 * and TAB_EIO when the file cannot be read. */
TAB_API tab_status tab_game_load(tab_game *g, const char *path);

#ifdef __cplusplus
}
#endif
#endif
