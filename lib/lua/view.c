/* view.c - Lua binding of tabula/view.h: g:view_<verb>(...), what one
 * player may see of a zone. Players count from 0, as everywhere; nil is an
 * onlooker who owns nothing (TAB_NO_PLAYER). Levels are "size", "contents"
 * and "order". */
#include <limits.h>

#include "binding.h"

static const char *const level_names[] = {"size", "contents", "order"};

static int opt_player(lua_State *L, int idx)
{
    if (lua_isnoneornil(L, idx))
        return TAB_NO_PLAYER;
    lua_Integer p = luaL_checkinteger(L, idx);
    luaL_argcheck(L, p >= INT_MIN && p <= INT_MAX, idx, "player out of range");
    return (int)p;
}

static void push_level(lua_State *L, tab_view_level level)
{
    lua_pushstring(L, (unsigned)level < 3 ? level_names[level] : "size");
}

/* g:view_zone_level(z [, player]) -> "size", "contents" or "order" */
static int l_zone_level(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_zone z = tabi_lua_checkid(L, 2);
    tab_view_level level;
    TABI_LUA_CHECK(L, g, tab_view_zone_level(g, z, opt_player(L, 3), &level));
    push_level(L, level);
    return 1;
}

/* g:view_zone(z [, player]) -> {id, ...}, size, level. The list is what
 * the player may know: the zone in order (top first) at "order", sorted by
 * id at "contents", and empty at "size", where only the size is known. */
static int l_zone(lua_State *L)
{
    lua_settop(L, 3); /* the buffer goes above the arguments */
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_zone z = tabi_lua_checkid(L, 2);
    int player = opt_player(L, 3);
    uint32_t size;
    tab_view_level level;
    TABI_LUA_CHECK(L, g, tab_view_zone(g, z, player, NULL, 0, &size, &level));
    uint32_t n = level == TAB_VIEW_SIZE ? 0 : size;
    tab_id *ids = lua_newuserdatauv(L, (size_t)(n ? n : 1) * sizeof *ids, 0);
    if (n)
        TABI_LUA_CHECK(L, g, tab_view_zone(g, z, player, ids, n, &size, &level));
    lua_createtable(L, (int)n, 0);
    for (uint32_t i = 0; i < n; i++) {
        lua_pushinteger(L, ids[i]);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    lua_pushinteger(L, size);
    push_level(L, level);
    return 3;
}

/* g:view_can_see(e [, player]) -> whether player may know e is where it is */
static int l_can_see(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id e = tabi_lua_checkid(L, 2);
    lua_pushboolean(L, tab_view_can_see(g, e, opt_player(L, 3)));
    return 1;
}

/* g:view_event(seq [, player]) -> the event as player may know it (a table
 * as g:event_get gives; blanked parts are 0), or nil when not in the log */
static int l_event(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_Integer seq = luaL_checkinteger(L, 2);
    int player = opt_player(L, 3);
    luaL_argcheck(L, player >= TAB_NO_PLAYER, 3, "bad player");
    tab_event e;
    if (seq < 0 || tab_view_event(g, (uint64_t)seq, player, &e) != TAB_OK)
        lua_pushnil(L);
    else
        tabi_lua_push_event(L, g, &e);
    return 1;
}

void tabi_lua_view_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"view_zone_level", l_zone_level},
        {"view_zone", l_zone},
        {"view_can_see", l_can_see},
        {"view_event", l_event},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
