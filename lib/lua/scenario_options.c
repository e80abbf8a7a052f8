/* scenario_options.c - the options a game is started with, checked against
 * what its scenario declares (scenario{ options = {...} }, prelude.lua)
 * before it starts, whichever way they came (--variant, --compare,
 * tab_game_set_option, a rule test). */
#include <lauxlib.h>

#include "runtime.h"

tab_status tabi_scenario_check_options(lua_State *L, tab_game *g)
{
    tabi_runtime *rt = g->rt;
    tabi_runtime_push_internal(L, "check_options");
    lua_pushstring(L, rt->scenario);
    lua_createtable(L, (int)rt->noptions, 0);
    lua_createtable(L, (int)rt->noptions, 0);
    for (uint32_t i = 0; i < rt->noptions; i++) {
        lua_pushstring(L, rt->option_keys[i]);
        lua_rawseti(L, -3, (lua_Integer)i + 1);
        lua_pushstring(L, rt->option_values[i]);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    lua_pushinteger(L, rt->players);
    lua_call(L, 4, 1);
    tab_status s = TAB_OK;
    if (lua_type(L, -1) == LUA_TSTRING)
        s = tabi_fail(g, TAB_EINVAL, "%s/%s: %s", rt->game, rt->scenario, lua_tostring(L, -1));
    lua_pop(L, 1);
    return s;
}
