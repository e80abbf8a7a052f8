/* binding.h - what the Lua binding files share. The binding uses only the
 * public C API (include/tabula.h), as lauxlib uses only lua.h. Private. */
#ifndef TABULA_LUA_BINDING_H
#define TABULA_LUA_BINDING_H

#include <lauxlib.h>
#include <lua.h>

#include "tabula.h"

#define TABI_LUA_HIDDEN __attribute__((visibility("hidden")))

/* The metatable names of game userdata: as the tabula module gives it to
 * host scripts, and as the runtime gives it to rules (no files, no
 * snapshots: only what a rule may do). */
#define TABI_LUA_GAME "tabula.game"
#define TABI_LUA_RULES_GAME "tabula.rules"

/* A game as Lua sees it. owned: freed with the userdata (games made from
 * Lua); otherwise the host or the runtime owns it. */
typedef struct tabi_lua_game {
    const void *mark; /* tabi_lua_game_mark: what tells a game from any other userdata */
    tab_game *g;
    int owned;
} tabi_lua_game;

/* The address every game userdata carries in its mark (game.c). */
TABI_LUA_HIDDEN extern const char tabi_lua_game_mark;

/* The game at argument idx (raises a Lua argument error otherwise). */
TABI_LUA_HIDDEN tab_game *tabi_lua_checkgame(lua_State *L, int idx);

/* Pushes a userdata for g with the game metatable. */
TABI_LUA_HIDDEN void tabi_lua_pushgame(lua_State *L, tab_game *g, int owned);

/* Raises the game's last error as a Lua error at the caller's position. */
TABI_LUA_HIDDEN int tabi_lua_fail(lua_State *L, tab_game *g);

/* Checks a status: returns on TAB_OK, raises the game's error otherwise. */
#define TABI_LUA_CHECK(L, g, expr) \
    do { if ((expr) != TAB_OK) return tabi_lua_fail((L), (g)); } while (0)

/* The atom for the string at idx (interned), raising an error otherwise;
 * nil gives TAB_ATOM_NONE when optional. */
TABI_LUA_HIDDEN tab_atom tabi_lua_checkatom(lua_State *L, tab_game *g, int idx);
TABI_LUA_HIDDEN tab_atom tabi_lua_optatom(lua_State *L, tab_game *g, int idx);

/* Lua value <-> property value: integers, strings (atoms), booleans, nil. */
TABI_LUA_HIDDEN tab_value tabi_lua_checkvalue(lua_State *L, tab_game *g, int idx);
TABI_LUA_HIDDEN void tabi_lua_pushvalue(lua_State *L, tab_game *g, tab_value v);

/* An id argument: a positive integer that fits 32 bits. */
TABI_LUA_HIDDEN uint32_t tabi_lua_checkid(lua_State *L, int idx);

/* ---- Shared by the module bindings (fields.c) ----------------------------
 * Definitions come as tables with named fields; a field error is an
 * argument error naming the argument and the field. Field readers use
 * lua_getfield, so frozen content tables work as definitions too. */

/* luaL_checkoption (def NULL: the argument is needed), with an error that
 * lists the names it takes: "invalid option 'none' (one of: all, ...)". */
TABI_LUA_HIDDEN int tabi_lua_checkoption(lua_State *L, int idx, const char *def,
                                         const char *const names[]);
/* Raises "bad argument #idx (field 'field': msg)". */
TABI_LUA_HIDDEN int tabi_lua_field_error(lua_State *L, int idx, const char *field,
                                         const char *msg);
/* Checks that idx is a table whose every key is one of known (NULL-ended). */
TABI_LUA_HIDDEN void tabi_lua_check_fields(lua_State *L, int idx, const char *const known[]);
/* Checks that every key of the table at idx is one of known (NULL-ended),
 * raising "what: unknown field 'k' (the fields are a, b, c)" otherwise:
 * for the specs rules pass (g:choose, g:finish), whose misspelt fields
 * would otherwise be ignored. Cheap and allocation-free when all is well.
 * A frozen content table (a proxy) shows no keys and passes. */
TABI_LUA_HIDDEN void tabi_lua_check_known(lua_State *L, int idx, const char *what,
                                          const char *const known[]);
/* An integer field in lo..hi, or def when nil. */
TABI_LUA_HIDDEN lua_Integer tabi_lua_field_int(lua_State *L, int idx, const char *field,
                                               lua_Integer def, lua_Integer lo, lua_Integer hi);
/* A name field, interned; TAB_ATOM_NONE when nil. */
TABI_LUA_HIDDEN tab_atom tabi_lua_field_atom(lua_State *L, tab_game *g, int idx,
                                             const char *field);
/* An id field; TAB_ID_NONE when nil. */
TABI_LUA_HIDDEN tab_id tabi_lua_field_id(lua_State *L, int idx, const char *field);
/* A boolean field, or def when nil. */
TABI_LUA_HIDDEN int tabi_lua_field_bool(lua_State *L, int idx, const char *field, int def);
/* A string field that must be one of names (NULL-ended), or def when nil:
 * returns its index. */
TABI_LUA_HIDDEN int tabi_lua_field_option(lua_State *L, int idx, const char *field,
                                          const char *def, const char *const names[]);
/* The first error of a query's Lua callbacks (a grid relation or step, a
 * hex step): a callback runs inside a C call, so its error waits in a stack
 * slot until the call returns, and later callbacks are skipped. */
typedef struct tabi_lua_first_error {
    int slot;   /* the stack slot holding it (nil until one failed) */
    int failed;
} tabi_lua_first_error;
/* Pushes the slot. */
TABI_LUA_HIDDEN void tabi_lua_first_error_open(lua_State *L, tabi_lua_first_error *e);
/* Keeps the error on the top of the stack (popped) as the first. */
TABI_LUA_HIDDEN void tabi_lua_first_error_keep(lua_State *L, tabi_lua_first_error *e);
/* After the C call: raises the first error, else the kernel's when st is
 * one; returns when neither. */
TABI_LUA_HIDDEN void tabi_lua_first_error_raise(lua_State *L, tab_game *g,
                                                const tabi_lua_first_error *e, tab_status st);

/* Registry: the function a view's query method calls, (id, view, ...) ->
 * results (the runtime's internal.query; absent in a game without rules). */
#define TABI_LUA_QUERY "tabula.query"
/* Pushes id, or nil for TAB_ID_NONE. */
TABI_LUA_HIDDEN void tabi_lua_pushid(lua_State *L, tab_id id);
/* Pushes the n ids as a Lua array. */
TABI_LUA_HIDDEN void tabi_lua_pushids(lua_State *L, const tab_id *ids, uint32_t n);
/* The array of at most max ids at idx, copied to a userdata it pushes (so a
 * later error frees it); its length in *n. */
TABI_LUA_HIDDEN tab_id *tabi_lua_checkids(lua_State *L, int idx, uint32_t max, uint32_t *n);
/* Scratch room for a query's C results, kept in the registry and reused, so
 * a query does not make a userdata (garbage) on every call. tabi_lua_scratch
 * pushes a buffer of at least size bytes on the stack (holding it there, so
 * it stays valid whatever the query does) and takes it out of the registry
 * while the caller uses it: a query that runs Lua (a grid relation or step
 * callback) and is re-entered by that Lua gets a buffer of its own.
 * tabi_lua_scratch_done(L, idx) gives the buffer at idx back for the next
 * call (when not bigger than 64 KiB); a call that raises an error before it just leaves a new buffer to be
 * made next time. Memory comes from Lua's allocator (so the sandbox's memory
 * limit counts it). */
TABI_LUA_HIDDEN void *tabi_lua_scratch(lua_State *L, size_t size);
TABI_LUA_HIDDEN void tabi_lua_scratch_done(lua_State *L, int idx);

/* Pushes the n ids as a Lua array into the table at out_idx when it is a
 * table (its entries n+1.. up to its old length cleared; out returned
 * filled for reuse across calls), or into a new table when out_idx holds
 * nil or nothing. Either way the array is left on the top of the stack. */
TABI_LUA_HIDDEN void tabi_lua_pushids_into(lua_State *L, const tab_id *ids, uint32_t n,
                                           int out_idx);

/* The table an optional "out" argument at idx names (its index), or 0 for
 * none (nil or nothing); raises a type error for anything else. */
TABI_LUA_HIDDEN int tabi_lua_optout(lua_State *L, int idx);

/* A position counting from 1 at idx, as the C API's index from 0; raises an
 * argument error naming what otherwise. */
TABI_LUA_HIDDEN uint32_t tabi_lua_checkpos(lua_State *L, int idx, const char *what);
/* The same for queries: a position out of range gives UINT32_MAX, which the
 * C API answers with "none". */
TABI_LUA_HIDDEN uint32_t tabi_lua_topos(lua_State *L, int idx);

/* Pushes event e as the table g:event_get returns. */
TABI_LUA_HIDDEN void tabi_lua_push_event(lua_State *L, const tab_game *g, const tab_event *e);
/* Sets the named fields of event e on the table on the top (event_fields.c):
 * the kernel's from atom.h, a game's from event_fields(kind, names). */
TABI_LUA_HIDDEN void tabi_lua_event_names(lua_State *L, const tab_game *g, const tab_event *e);
/* Adds prim.event_fields_table to the table on the top (the prelude's). */
TABI_LUA_HIDDEN void tabi_lua_event_fields_primitive(lua_State *L);

/* Each kernel module's binding adds its methods to the table on the top of
 * the stack (the game methods). tabi_lua_state_methods are the ones rules
 * get (state queries); tabi_lua_host_methods add snapshots and files. */
TABI_LUA_HIDDEN void tabi_lua_state_methods(lua_State *L);
TABI_LUA_HIDDEN void tabi_lua_host_methods(lua_State *L);
/* The kernel modules with a binding file (lib/lua/NAME.c defining
 * tabi_lua_NAME_methods), in the order their methods are added: the one
 * list a new module joins. */
#define TABI_LUA_MODULES(X) \
    X(entity) X(zone) X(rng) X(event) X(dice) X(deck) X(bag) X(view) X(track) X(initiative) \
    X(turn) X(region) X(sector) X(grid) X(hex)
#define TABI_LUA_DECLARE_METHODS(name) TABI_LUA_HIDDEN void tabi_lua_##name##_methods(lua_State *L);
TABI_LUA_MODULES(TABI_LUA_DECLARE_METHODS)
#undef TABI_LUA_DECLARE_METHODS
TABI_LUA_HIDDEN void tabi_lua_runtime_methods(lua_State *L); /* host only */

/* Every module's methods (state, entity, zone, rng, event, and each kernel
 * module's) into the table on the top of the stack: what rules may call. */
TABI_LUA_HIDDEN void tabi_lua_module_methods(lua_State *L);

/* Pushes player's read-only observation of g (observe.c). */
TABI_LUA_HIDDEN void tabi_lua_push_view(lua_State *L, tab_game *g, int player);

/* The game an observation at idx looks at, or NULL when idx is not one: the
 * board queries a view shares with the game run on it (observe.c). */
TABI_LUA_HIDDEN tab_game *tabi_lua_testview(lua_State *L, int idx);

/* Creates (once per state) the host game metatable and leaves it on the
 * stack. */
TABI_LUA_HIDDEN void tabi_lua_game_metatable(lua_State *L);

#endif
