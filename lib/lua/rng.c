/* rng.c - Lua binding of tabula/rng.h: g:rng_<verb>(...). The stream
 * argument is a name; nil means "main". */
#include "binding.h"

/* g:rng_below(n [, stream]) -> 0 .. n-1 */
static int l_below(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_argcheck(L, n >= 1, 2, "must be at least 1");
    uint64_t v;
    TABI_LUA_CHECK(L, g, tab_rng_below(g, tabi_lua_optatom(L, g, 3), (uint64_t)n, &v));
    lua_pushinteger(L, (lua_Integer)v);
    return 1;
}

/* g:rng_range(lo, hi [, stream]) -> lo .. hi */
static int l_range(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_Integer lo = luaL_checkinteger(L, 2), hi = luaL_checkinteger(L, 3);
    int64_t v;
    TABI_LUA_CHECK(L, g, tab_rng_range(g, tabi_lua_optatom(L, g, 4), lo, hi, &v));
    lua_pushinteger(L, v);
    return 1;
}

/* g:rng_u64([stream]) -> a 64-bit integer (may be negative in Lua) */
static int l_u64(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    uint64_t v;
    TABI_LUA_CHECK(L, g, tab_rng_u64(g, tabi_lua_optatom(L, g, 2), &v));
    lua_pushinteger(L, (lua_Integer)v);
    return 1;
}

void tabi_lua_rng_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"rng_below", l_below},
        {"rng_range", l_range},
        {"rng_u64", l_u64},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
