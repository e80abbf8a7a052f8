/* bag.c - Lua binding of tabula/bag.h: g:bag_<verb>(...). Bags are ids;
 * refill policies are "none" or "discard". A destination zone of nil means
 * none (the token leaves every zone); positions count from 1, nil meaning
 * the end. */
#include "binding.h"

static const char *const refill_names[] = {"none", "discard", NULL};

/* g:bag_new(zone [, discard [, refill]]) -> bag id */
static int l_new(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_zone zone = tabi_lua_checkid(L, 2);
    tab_zone discard = lua_isnoneornil(L, 3) ? TAB_ZONE_NONE : tabi_lua_checkid(L, 3);
    tab_bag_refill_policy refill =
        (tab_bag_refill_policy)tabi_lua_checkoption(L, 4, "none", refill_names);
    tab_id bag;
    TABI_LUA_CHECK(L, g, tab_bag_new(g, zone, discard, refill, &bag));
    lua_pushinteger(L, bag);
    return 1;
}

/* g:bag_info(bag) -> zone, discard zone (or nil), refill policy */
static int l_info(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_zone zone, discard;
    tab_bag_refill_policy refill;
    TABI_LUA_CHECK(L, g, tab_bag_info(g, tabi_lua_checkid(L, 2), &zone, &discard, &refill));
    lua_pushinteger(L, zone);
    tabi_lua_pushid(L, discard);
    lua_pushstring(L, refill == TAB_BAG_REFILL_DISCARD ? "discard" : "none");
    return 3;
}

/* g:bag_set_stream(bag, stream) (nil: "main") */
static int l_set_stream(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id bag = tabi_lua_checkid(L, 2);
    TABI_LUA_CHECK(L, g, tab_bag_set_stream(g, bag, tabi_lua_optatom(L, g, 3)));
    return 0;
}

/* g:bag_size(bag) -> how many tokens are in the bag */
static int l_size(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_bag_size(g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* g:bag_count(bag, kind) -> tokens of that entity kind in the bag */
static int l_count(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id bag = tabi_lua_checkid(L, 2);
    tab_atom kind = tab_atom_find(g, luaL_checkstring(L, 3));
    lua_pushinteger(L, kind ? tab_bag_count(g, bag, kind) : 0); /* a kind never named: none */
    return 1;
}

/* g:bag_put(bag, e): e back into the bag */
static int l_put(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id bag = tabi_lua_checkid(L, 2);
    TABI_LUA_CHECK(L, g, tab_bag_put(g, bag, tabi_lua_checkid(L, 3)));
    return 0;
}

/* g:bag_discard(bag, e): e into the bag's discard zone */
static int l_discard(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id bag = tabi_lua_checkid(L, 2);
    TABI_LUA_CHECK(L, g, tab_bag_discard(g, bag, tabi_lua_checkid(L, 3)));
    return 0;
}

/* g:bag_draw(bag [, to [, position]]) -> token */
static int l_draw(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id bag = tabi_lua_checkid(L, 2);
    tab_zone to = lua_isnoneornil(L, 3) ? TAB_ZONE_NONE : tabi_lua_checkid(L, 3);
    uint32_t at = TAB_ZONE_END;
    if (!lua_isnoneornil(L, 4)) {
        lua_Integer i = luaL_checkinteger(L, 4);
        luaL_argcheck(L, i >= 1 && i < (lua_Integer)UINT32_MAX, 4, "position out of range");
        at = (uint32_t)(i - 1);
    }
    tab_id token;
    TABI_LUA_CHECK(L, g, tab_bag_draw(g, bag, to, at, &token));
    lua_pushinteger(L, token);
    return 1;
}

/* g:bag_refill(bag): the discards back into the bag */
static int l_refill(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_bag_refill(g, tabi_lua_checkid(L, 2)));
    return 0;
}

void tabi_lua_bag_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"bag_new", l_new},
        {"bag_info", l_info},
        {"bag_set_stream", l_set_stream},
        {"bag_size", l_size},
        {"bag_count", l_count},
        {"bag_put", l_put},
        {"bag_discard", l_discard},
        {"bag_draw", l_draw},
        {"bag_refill", l_refill},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
