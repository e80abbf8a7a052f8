/* game.c - Lua binding of tabula/game.h and the helpers every binding uses. */
#include <string.h>

#include "binding.h"

/* Whether a userdata is a game is asked on every method call: by its size
 * and the address in its first field, which only the runtime writes (the
 * sandbox makes no userdata, and content never holds the runtime's scratch
 * ones), rather than by a metatable read and a table lookup per call. */
const char tabi_lua_game_mark = 'G';

/* The game behind the userdata at idx when it is a rules or host game. */
static tabi_lua_game *game_udata(lua_State *L, int idx)
{
    tabi_lua_game *ud = lua_touserdata(L, idx);
    if (ud && lua_type(L, idx) == LUA_TUSERDATA && lua_rawlen(L, idx) == sizeof *ud &&
        ud->mark == &tabi_lua_game_mark)
        return ud;
    return NULL;
}

tab_game *tabi_lua_checkgame(lua_State *L, int idx)
{
    /* Rules see games through their own metatable, with fewer methods. */
    tabi_lua_game *ud = game_udata(L, idx);
    if (!ud) {
        /* A view reaches only the read-only queries it shares (observe.c). */
        tab_game *viewed = tabi_lua_testview(L, idx);
        if (viewed)
            return viewed;
        ud = luaL_checkudata(L, idx, TABI_LUA_GAME);
    }
    if (!ud->g)
        luaL_argerror(L, idx, "the game was freed");
    return ud->g;
}

void tabi_lua_pushgame(lua_State *L, tab_game *g, int owned)
{
    tabi_lua_game *ud = lua_newuserdatauv(L, sizeof *ud, 0);
    ud->mark = &tabi_lua_game_mark;
    ud->g = g;
    ud->owned = owned;
    tabi_lua_game_metatable(L);
    lua_setmetatable(L, -2);
}

int tabi_lua_fail(lua_State *L, tab_game *g)
{
    return luaL_error(L, "%s", tab_game_error(g));
}

tab_atom tabi_lua_checkatom(lua_State *L, tab_game *g, int idx)
{
    const char *s = luaL_checkstring(L, idx);
    tab_atom a = tab_atom_of(g, s);
    if (a == TAB_ATOM_NONE)
        luaL_argerror(L, idx, tab_game_error(g));
    return a;
}

tab_atom tabi_lua_optatom(lua_State *L, tab_game *g, int idx)
{
    return lua_isnoneornil(L, idx) ? TAB_ATOM_NONE : tabi_lua_checkatom(L, g, idx);
}

uint32_t tabi_lua_checkid(lua_State *L, int idx)
{
    lua_Integer i = luaL_checkinteger(L, idx);
    luaL_argcheck(L, i >= 0 && i <= (lua_Integer)UINT32_MAX, idx, "id out of range");
    return (uint32_t)i;
}

tab_value tabi_lua_checkvalue(lua_State *L, tab_game *g, int idx)
{
    switch (lua_type(L, idx)) {
    case LUA_TNIL:
    case LUA_TNONE:
        return (tab_value){TAB_VNONE, {0}};
    case LUA_TBOOLEAN:
        return tab_bool(lua_toboolean(L, idx));
    case LUA_TSTRING:
        return tab_atomv(tabi_lua_checkatom(L, g, idx));
    case LUA_TNUMBER:
        if (lua_isinteger(L, idx))
            return tab_int(lua_tointeger(L, idx));
        luaL_argerror(L, idx, "number has no integer representation");
        break;
    default:
        luaL_typeerror(L, idx, "integer, string, boolean or nil");
    }
    return (tab_value){TAB_VNONE, {0}};
}

void tabi_lua_pushvalue(lua_State *L, tab_game *g, tab_value v)
{
    switch (v.type) {
    case TAB_VINT: lua_pushinteger(L, v.as.i); break;
    case TAB_VATOM: lua_pushstring(L, tab_atom_str(g, v.as.atom)); break;
    case TAB_VREF: lua_pushinteger(L, v.as.ref); break;
    case TAB_VBOOL: lua_pushboolean(L, v.as.b); break;
    case TAB_VARRAY: lua_pushinteger(L, v.as.i); break;
    default: lua_pushnil(L);
    }
}

/* ---- game.h ------------------------------------------------------------ */

static int l_gc(lua_State *L)
{
    tabi_lua_game *ud = luaL_checkudata(L, 1, TABI_LUA_GAME);
    if (ud->owned)
        tab_game_free(ud->g);
    ud->g = NULL;
    return 0;
}

/* g:hash() -> the state's hash, as 16 hex digits */
static int l_hash(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    uint64_t h;
    TABI_LUA_CHECK(L, g, tab_game_hash(g, &h));
    char hex[17]; /* 16 hex digits: comparable and printable in any Lua */
    for (int i = 15; i >= 0; i--, h >>= 4)
        hex[i] = "0123456789abcdef"[h & 15];
    hex[16] = '\0';
    lua_pushstring(L, hex);
    return 1;
}

/* g:seed() -> the seed the game started from */
static int l_seed(lua_State *L)
{
    lua_pushinteger(L, (lua_Integer)tab_game_seed(tabi_lua_checkgame(L, 1)));
    return 1;
}

/* g:memory() -> bytes the game holds */
static int l_memory(lua_State *L)
{
    lua_pushinteger(L, (lua_Integer)tab_game_memory(tabi_lua_checkgame(L, 1)));
    return 1;
}

static int l_tostring(lua_State *L)
{
    lua_pushstring(L, "tabula.game");
    return 1;
}

/* ---- Snapshots and files: for host scripts only ------------------------- */

#define SNAPSHOT "tabula.snapshot"

/* g:snapshot() -> a copy of the kernel state, for g:restore */
static int l_snapshot(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_snapshot **ud = lua_newuserdatauv(L, sizeof *ud, 0);
    *ud = NULL;
    luaL_setmetatable(L, SNAPSHOT);
    TABI_LUA_CHECK(L, g, tab_game_snapshot(g, ud));
    return 1;
}

static int l_snapshot_gc(lua_State *L)
{
    tab_snapshot **ud = luaL_checkudata(L, 1, SNAPSHOT);
    tab_snapshot_free(*ud);
    *ud = NULL;
    return 0;
}

/* g:restore(snapshot): the state the snapshot holds (not while a rule waits: tab_game_restore) */
static int l_restore(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_snapshot **ud = luaL_checkudata(L, 2, SNAPSHOT);
    luaL_argcheck(L, *ud != NULL, 2, "snapshot was freed");
    TABI_LUA_CHECK(L, g, tab_game_restore(g, *ud));
    return 0;
}

/* g:save(path): the game into the file, atomically */
static int l_save(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_game_save(g, luaL_checkstring(L, 2)));
    return 0;
}

/* g:load(path): the game saved in the file (host scripts) */
static int l_load(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_game_load(g, luaL_checkstring(L, 2)));
    return 0;
}

void tabi_lua_state_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"hash", l_hash},
        {"seed", l_seed},
        {"memory", l_memory},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}

void tabi_lua_host_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"snapshot", l_snapshot},
        {"restore", l_restore},
        {"save", l_save},
        {"load", l_load},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
    if (luaL_newmetatable(L, SNAPSHOT)) {
        lua_pushcfunction(L, l_snapshot_gc);
        lua_setfield(L, -2, "__gc");
    }
    lua_pop(L, 1);
}

void tabi_lua_module_methods(lua_State *L)
{
    tabi_lua_state_methods(L);
#define ADD_METHODS(name) tabi_lua_##name##_methods(L);
    TABI_LUA_MODULES(ADD_METHODS)
#undef ADD_METHODS
}

void tabi_lua_game_metatable(lua_State *L)
{
    if (luaL_newmetatable(L, TABI_LUA_GAME)) {
        lua_pushcfunction(L, l_gc);
        lua_setfield(L, -2, "__gc");
        lua_pushcfunction(L, l_tostring);
        lua_setfield(L, -2, "__tostring");
        lua_newtable(L);
        tabi_lua_module_methods(L);
        tabi_lua_host_methods(L);
        tabi_lua_runtime_methods(L);
        lua_setfield(L, -2, "__index");
    }
}
