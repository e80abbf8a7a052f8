/* zone.c - Lua binding of tabula/zone.h: g:zone_<verb>(...). Positions
 * count from 1 (the top), as Lua arrays do; nil means the bottom. */
#include "binding.h"

static const char *const vis_names[] = {"all", "owner", "nobody", "unordered", NULL};

/* g:zone_new(name, owner, visibility, pool) -> z; pool (a name) optional */
static int l_new(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_atom name = tabi_lua_checkatom(L, g, 2);
    int owner = (int)luaL_optinteger(L, 3, TAB_NO_PLAYER);
    tab_visibility vis = (tab_visibility)tabi_lua_checkoption(L, 4, "all", vis_names);
    /* Interned before the zone is made, so a bad pool makes no zone. */
    tab_atom pool = lua_isnoneornil(L, 5) ? TAB_ATOM_NONE : tabi_lua_checkatom(L, g, 5);
    tab_zone z;
    TABI_LUA_CHECK(L, g, tab_zone_new(g, name, owner, vis, &z));
    TABI_LUA_CHECK(L, g, tab_zone_set_pool(g, z, pool));
    lua_pushinteger(L, z);
    return 1;
}

/* g:zone_pool(z) -> the pool's name, or nil */
static int l_pool(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_zone z = tabi_lua_checkid(L, 2);
    if (z == TAB_ZONE_NONE || z > tab_zone_count(g))
        return luaL_error(L, "zone_pool: no zone %d", (int)z);
    tab_atom pool = tab_zone_pool(g, z);
    if (pool)
        lua_pushstring(L, tab_atom_str(g, pool));
    else
        lua_pushnil(L);
    return 1;
}

/* g:zone_find(name) -> the zone's id, or nil */
static int l_find(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_zone z = tab_zone_find(g, tab_atom_find(g, luaL_checkstring(L, 2)));
    if (z)
        lua_pushinteger(L, z);
    else
        lua_pushnil(L);
    return 1;
}

/* g:zone_info(z) -> name, owner (or nil), visibility */
static int l_info(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_atom name;
    int owner;
    tab_visibility vis;
    TABI_LUA_CHECK(L, g, tab_zone_info(g, tabi_lua_checkid(L, 2), &name, &owner, &vis));
    lua_pushstring(L, tab_atom_str(g, name));
    if (owner == TAB_NO_PLAYER)
        lua_pushnil(L);
    else
        lua_pushinteger(L, owner);
    lua_pushstring(L, vis_names[vis]);
    return 3;
}

/* g:zone_set_visibility(z, owner, visibility): who sees the zone ("all", "owner", "nobody",
 * "unordered") */
static int l_set_visibility(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_zone z = tabi_lua_checkid(L, 2);
    int owner = lua_isnil(L, 3) ? TAB_NO_PLAYER : (int)luaL_checkinteger(L, 3);
    tab_visibility vis = (tab_visibility)tabi_lua_checkoption(L, 4, NULL, vis_names);
    TABI_LUA_CHECK(L, g, tab_zone_set_visibility(g, z, owner, vis));
    return 0;
}

/* g:zone_share(z, {players...}): players see owner-only zone z as its owner
 * does; an empty list shares with nobody. */
static int l_share(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_zone z = tabi_lua_checkid(L, 2);
    luaL_checktype(L, 3, LUA_TTABLE);
    uint32_t players = 0;
    lua_Integer n = luaL_len(L, 3);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 3, i);
        int ok;
        lua_Integer p = lua_tointegerx(L, -1, &ok);
        if (!ok || p < 0 || p >= TAB_ZONE_SHARE_MAX)
            return luaL_error(L, "zone_share: entry %d is not a player number 0..%d", (int)i,
                              TAB_ZONE_SHARE_MAX - 1);
        players |= 1u << p;
        lua_pop(L, 1);
    }
    TABI_LUA_CHECK(L, g, tab_zone_share(g, z, players));
    return 0;
}

/* g:zone_shared(z) -> {players...} in increasing order */
static int l_shared(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    uint32_t players;
    TABI_LUA_CHECK(L, g, tab_zone_shared(g, tabi_lua_checkid(L, 2), &players));
    lua_newtable(L);
    for (int p = 0, n = 0; p < TAB_ZONE_SHARE_MAX; p++)
        if (players >> p & 1u) {
            lua_pushinteger(L, p);
            lua_rawseti(L, -2, ++n);
        }
    return 1;
}

/* g:zone_size(z) -> how many entities the zone holds */
static int l_size(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_zone_size(g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* g:zone_at(z, i) -> the entity at position i (from 1, the top), or nil */
static int l_at(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_zone z = tabi_lua_checkid(L, 2);
    lua_Integer i = luaL_checkinteger(L, 3);
    tab_id e = i >= 1 && i <= UINT32_MAX ? tab_zone_at(g, z, (uint32_t)(i - 1)) : TAB_ID_NONE;
    if (e)
        lua_pushinteger(L, e);
    else
        lua_pushnil(L);
    return 1;
}

/* g:zone_list(z [, out]) -> {ids...} top first. With a table out, fills and
 * returns it instead of a new table (entries after the last id cleared), so
 * a loop can reuse one table; the ids are the same either way. */
static int l_list(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_zone z = tabi_lua_checkid(L, 2);
    int out = tabi_lua_optout(L, 3);
    uint32_t n = tab_zone_size(g, z);
    lua_Unsigned old = 0;
    if (out) {
        lua_pushvalue(L, out);
        old = lua_rawlen(L, -1);
    } else {
        lua_createtable(L, (int)n, 0);
    }
    for (uint32_t i = 0; i < n; i++) {
        lua_pushinteger(L, tab_zone_at(g, z, i));
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    for (lua_Unsigned i = old; i > n; i--) { /* from the end: the length stays n */
        lua_pushnil(L);
        lua_rawseti(L, -2, (lua_Integer)i);
    }
    return 1;
}

/* g:zone_insert(z, e [, position from 1; nil = bottom]) */
static int l_insert(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_zone z = tabi_lua_checkid(L, 2);
    tab_id e = tabi_lua_checkid(L, 3);
    uint32_t at = TAB_ZONE_END;
    if (!lua_isnoneornil(L, 4)) {
        lua_Integer i = luaL_checkinteger(L, 4);
        luaL_argcheck(L, i >= 1 && i < (lua_Integer)UINT32_MAX, 4, "position out of range");
        at = (uint32_t)(i - 1);
    }
    TABI_LUA_CHECK(L, g, tab_zone_insert(g, z, e, at));
    return 0;
}

/* g:zone_remove(e): e leaves its zone */
static int l_remove(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_zone_remove(g, tabi_lua_checkid(L, 2)));
    return 0;
}

/* g:zone_of(e) -> zone, position (from 1); nil when in none */
static int l_of(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    uint32_t i;
    tab_zone z = tab_zone_of(g, tabi_lua_checkid(L, 2), &i);
    if (!z) {
        lua_pushnil(L);
        return 1;
    }
    lua_pushinteger(L, z);
    lua_pushinteger(L, (lua_Integer)i + 1);
    return 2;
}

/* g:zone_shuffle(z [, stream]): the zone's order shuffled (nil stream: "main") */
static int l_shuffle(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_zone z = tabi_lua_checkid(L, 2);
    TABI_LUA_CHECK(L, g, tab_zone_shuffle(g, z, tabi_lua_optatom(L, g, 3)));
    return 0;
}

/* g:zone_count() -> how many zones there are */
static int l_count(lua_State *L)
{
    lua_pushinteger(L, tab_zone_count(tabi_lua_checkgame(L, 1)));
    return 1;
}

void tabi_lua_zone_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"zone_new", l_new},
        {"zone_find", l_find},
        {"zone_info", l_info},
        {"zone_set_visibility", l_set_visibility},
        {"zone_share", l_share},
        {"zone_shared", l_shared},
        {"zone_pool", l_pool},
        {"zone_count", l_count},
        {"zone_size", l_size},
        {"zone_at", l_at},
        {"zone_list", l_list},
        {"zone_insert", l_insert},
        {"zone_remove", l_remove},
        {"zone_of", l_of},
        {"zone_shuffle", l_shuffle},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
