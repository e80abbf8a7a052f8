/* tabula.c - the tabula Lua module: require "tabula" from a stock lua5.4
 * gives host scripts games to build, query, snapshot and save. It sets no
 * global. */
#include "binding.h"

/* tabula.new_game([seed]) -> a game owned by the Lua value */
static int l_new_game(lua_State *L)
{
    lua_Integer seed = luaL_optinteger(L, 1, 0);
    tab_game *g = tab_game_new(NULL, NULL, (uint64_t)seed);
    if (!g)
        return luaL_error(L, "out of memory creating a game");
    tabi_lua_pushgame(L, g, 1);
    return 1;
}

TAB_API int luaopen_tabula(lua_State *L);

int luaopen_tabula(lua_State *L)
{
    static const luaL_Reg functions[] = {
        {"new_game", l_new_game},
        {NULL, NULL},
    };
    luaL_newlib(L, functions);
    lua_pushstring(L, tab_version_str());
    lua_setfield(L, -2, "version");
    return 1;
}
