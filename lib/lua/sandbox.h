/* sandbox.h - what the sandbox (sandbox.c, sandbox_lib.c) shares with the
 * runtime, loader and freezer. Private. */
#ifndef TABULA_LUA_SANDBOX_H
#define TABULA_LUA_SANDBOX_H

#include <lua.h>

#include "runtime.h"

/* The runtime of the game that owns L (through the allocator: no registry
 * lookup, and valid before the registry is set up). */
TABI_HIDDEN tabi_runtime *tabi_sandbox_runtime(lua_State *L);

/* A fresh run: an instruction budget and time allowance from now, and no
 * limit tripped. Every way into content starts one (a step's resume, a bot
 * or render call, loading a game's content, which shares one budget), so
 * time spent outside the rules is never charged to a script. */
TABI_HIDDEN void tabi_sandbox_begin_run(tab_game *g);

/* Whether the game's allocator failed since the run began: the run is then
 * out of memory (TAB_ENOMEM), even where the failing call raised another
 * error, and no pcall may swallow it. */
TABI_HIDDEN int tabi_sandbox_out_of_memory(lua_State *L);

/* Resets the hook of a content coroutine about to be resumed: the
 * instructions it runs before its next look are then at most one hook
 * count, which the resume charges when it comes back (the count hook is
 * per thread, and what a coroutine ran past its last look is otherwise
 * never seen). */
TABI_HIDDEN void tabi_sandbox_arm(lua_State *co);

/* Writes "file:line: " of the innermost frame of L running content (a chunk
 * named "@file") into buf, or "" when there is none; returns whether there
 * was one. Reads the stack only (no allocation): usable from the
 * allocator, and on a coroutine that died with an error. */
TABI_HIDDEN int tabi_sandbox_where(lua_State *L, char *buf, size_t size);

/* Whether an error message starts with a position ("name:12:"), the
 * prelude's own not counting. */
TABI_HIDDEN int tabi_sandbox_has_where(const char *msg);

/* Raises an error with the position of the innermost content frame, for
 * errors raised by C functions content reaches through the prelude or a
 * metamethod, where luaL_error's level 1 is not content. */
TABI_HIDDEN int tabi_sandbox_error(lua_State *L, const char *fmt, ...);

/* A message handler for running content: turns the error value into a
 * string naming file and line (a table error is not asked for its
 * __tostring). */
TABI_HIDDEN int tabi_sandbox_msgh(lua_State *L);

/* The first to-be-closed attribute ("<close>", spelled with any spacing or
 * comments between its tokens) in a chunk's source, or NULL. */
TABI_HIDDEN const char *tabi_sandbox_find_close(const char *src, size_t len);

/* The first token nested more than depth deep (brackets and blocks), or
 * NULL: where to point when the compiler ran out of C stack, which it
 * reports without a line. */
TABI_HIDDEN const char *tabi_sandbox_find_deep(const char *src, size_t len, int depth);

/* Whether co is L's main thread, which content may not resume or close. */
TABI_HIDDEN int tabi_sandbox_is_main(lua_State *L, lua_State *co);

/* Pushes the coroutine functions the prelude builds content's coroutine
 * table from: create, status, running, isyieldable, yield, and a close that
 * refuses the main thread (resume is the runtime's). */
TABI_HIDDEN void tabi_sandbox_coroutine_lib(lua_State *L);

/* sandbox_lib.c: the library functions that replace stock ones. Each adds
 * to (or changes) the table on the top of the stack. */
TABI_HIDDEN void tabi_sandbox_lib_base(lua_State *L);
TABI_HIDDEN void tabi_sandbox_lib_string(lua_State *L);
TABI_HIDDEN void tabi_sandbox_lib_table(lua_State *L);
TABI_HIDDEN void tabi_sandbox_lib_math(lua_State *L);
TABI_HIDDEN void tabi_sandbox_lib_utf8(lua_State *L);
/* With the patterns table (pattern.h) on the top and the string table
 * below: puts checked find/match/gmatch/gsub into the string table and pops
 * the patterns table. */
TABI_HIDDEN void tabi_sandbox_lib_patterns(lua_State *L);
/* Replaces the function on the top with one that charges an instruction
 * per argument and per result. */
TABI_HIDDEN void tabi_sandbox_lib_charged(lua_State *L);

#endif
