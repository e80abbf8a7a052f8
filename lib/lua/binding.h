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
    tab_game *g;
    int owned;
} tabi_lua_game;

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

/* Each kernel module's binding adds its methods to the table on the top of
 * the stack (the game methods). tabi_lua_state_methods are the ones rules
 * get (state queries); tabi_lua_host_methods add snapshots and files. */
TABI_LUA_HIDDEN void tabi_lua_state_methods(lua_State *L);
TABI_LUA_HIDDEN void tabi_lua_host_methods(lua_State *L);
TABI_LUA_HIDDEN void tabi_lua_entity_methods(lua_State *L);
TABI_LUA_HIDDEN void tabi_lua_zone_methods(lua_State *L);
TABI_LUA_HIDDEN void tabi_lua_rng_methods(lua_State *L);
TABI_LUA_HIDDEN void tabi_lua_event_methods(lua_State *L);
TABI_LUA_HIDDEN void tabi_lua_dice_methods(lua_State *L);
TABI_LUA_HIDDEN void tabi_lua_deck_methods(lua_State *L);
TABI_LUA_HIDDEN void tabi_lua_bag_methods(lua_State *L);
TABI_LUA_HIDDEN void tabi_lua_view_methods(lua_State *L);
TABI_LUA_HIDDEN void tabi_lua_runtime_methods(lua_State *L); /* host only */

/* Every module's methods (state, entity, zone, rng, event, dice, deck, bag,
 * view) into the table on the top of the stack: what rules may call. */
TABI_LUA_HIDDEN void tabi_lua_module_methods(lua_State *L);

/* Pushes player's read-only observation of g (observe.c). */
TABI_LUA_HIDDEN void tabi_lua_push_view(lua_State *L, tab_game *g, int player);

/* Creates (once per state) the host game metatable and leaves it on the
 * stack. */
TABI_LUA_HIDDEN void tabi_lua_game_metatable(lua_State *L);

#endif
