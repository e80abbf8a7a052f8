/* observe.c - a player's observation as Lua sees it: a read-only object
 * for bots and UIs that answers only what that player may know (zones
 * through tabula/view.h, entities only where tab_view_can_see says so). It
 * uses only the public API. */
#include "binding.h"

#define VIEW "tabula.view"

typedef struct view_ud {
    tab_game *g;
    int player;
} view_ud;

static view_ud *check_view(lua_State *L)
{
    return luaL_checkudata(L, 1, VIEW);
}

/* The entity at idx if the player may see it; raises otherwise. */
static tab_id visible_entity(lua_State *L, view_ud *v, int idx)
{
    tab_id e = tabi_lua_checkid(L, idx);
    if (!tab_view_can_see(v->g, e, v->player))
        luaL_error(L, "player %d cannot see entity %d", v->player, (int)e);
    return e;
}

static int l_player(lua_State *L)
{
    lua_pushinteger(L, check_view(L)->player);
    return 1;
}

static int l_players(lua_State *L)
{
    lua_pushinteger(L, tab_game_players(check_view(L)->g));
    return 1;
}

static int l_can_see(lua_State *L)
{
    view_ud *v = check_view(L);
    lua_pushboolean(L, tab_view_can_see(v->g, tabi_lua_checkid(L, 2), v->player));
    return 1;
}

static int l_entity_kind(lua_State *L)
{
    view_ud *v = check_view(L);
    lua_pushstring(L, tab_atom_str(v->g, tab_entity_kind(v->g, visible_entity(L, v, 2))));
    return 1;
}

static int l_entity_get(lua_State *L)
{
    view_ud *v = check_view(L);
    tab_id e = visible_entity(L, v, 2);
    tab_value val;
    TABI_LUA_CHECK(L, v->g, tab_entity_get(v->g, e, tab_atom_find(v->g, luaL_checkstring(L, 3)), &val));
    tabi_lua_pushvalue(L, v->g, val);
    return 1;
}

/* view:entity_get_array(e, key) -> {values...} (atoms as strings) */
static int l_entity_get_array(lua_State *L)
{
    view_ud *v = check_view(L);
    tab_id e = visible_entity(L, v, 2);
    tab_vtype elem;
    const int32_t *vals;
    uint32_t n;
    TABI_LUA_CHECK(L, v->g, tab_entity_get_array(v->g, e, tab_atom_find(v->g, luaL_checkstring(L, 3)),
                                                 &elem, &vals, &n));
    lua_createtable(L, (int)n, 0);
    for (uint32_t i = 0; i < n; i++) {
        if (elem == TAB_VATOM)
            lua_pushstring(L, tab_atom_str(v->g, (tab_atom)vals[i]));
        else
            lua_pushinteger(L, vals[i]);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

static int l_entity_has_tag(lua_State *L)
{
    view_ud *v = check_view(L);
    tab_id e = visible_entity(L, v, 2);
    tab_atom tag = tab_atom_find(v->g, luaL_checkstring(L, 3));
    lua_pushboolean(L, tag && tab_entity_has_tag(v->g, e, tag));
    return 1;
}

/* view:entity_next(after [, kind]) -> the next entity the player can see */
static int l_entity_next(lua_State *L)
{
    view_ud *v = check_view(L);
    tab_id e = (tab_id)luaL_optinteger(L, 2, 0);
    tab_atom kind = lua_isnoneornil(L, 3) ? TAB_ATOM_NONE : tab_atom_find(v->g, luaL_checkstring(L, 3));
    if (!lua_isnoneornil(L, 3) && !kind) {
        lua_pushnil(L);
        return 1;
    }
    while ((e = tab_entity_next(v->g, e, kind)) && !tab_view_can_see(v->g, e, v->player))
        ;
    if (e)
        lua_pushinteger(L, e);
    else
        lua_pushnil(L);
    return 1;
}

static int l_zone_find(lua_State *L)
{
    view_ud *v = check_view(L);
    tab_zone z = tab_zone_find(v->g, tab_atom_find(v->g, luaL_checkstring(L, 2)));
    if (z)
        lua_pushinteger(L, z);
    else
        lua_pushnil(L);
    return 1;
}

static int l_zone_size(lua_State *L)
{
    view_ud *v = check_view(L);
    lua_pushinteger(L, tab_zone_size(v->g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* view:zone_list(z) -> {ids...} as far as the player may know (false for a
 * card seen only as a card), and "order", "contents" or "size" */
static int l_zone_list(lua_State *L)
{
    static const char *const levels[] = {"size", "contents", "order"};
    view_ud *v = check_view(L);
    tab_zone z = tabi_lua_checkid(L, 2);
    uint32_t size;
    tab_view_level level;
    TABI_LUA_CHECK(L, v->g, tab_view_zone(v->g, z, v->player, NULL, 0, &size, &level));
    tab_id *buf = lua_newuserdatauv(L, (size ? size : 1) * sizeof *buf, 0);
    TABI_LUA_CHECK(L, v->g, tab_view_zone(v->g, z, v->player, buf, size, &size, &level));
    lua_createtable(L, (int)size, 0);
    for (uint32_t i = 0; i < size; i++) {
        if (buf[i])
            lua_pushinteger(L, buf[i]);
        else
            lua_pushboolean(L, 0);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    lua_pushstring(L, levels[level]);
    return 2;
}

void tabi_lua_push_view(lua_State *L, tab_game *g, int player)
{
    view_ud *v = lua_newuserdatauv(L, sizeof *v, 0);
    v->g = g;
    v->player = player;
    if (luaL_newmetatable(L, VIEW)) {
        static const luaL_Reg methods[] = {
            {"player", l_player}, {"players", l_players}, {"can_see", l_can_see},
            {"entity_kind", l_entity_kind}, {"entity_get", l_entity_get},
            {"entity_get_array", l_entity_get_array},
            {"entity_has_tag", l_entity_has_tag}, {"entity_next", l_entity_next},
            {"zone_find", l_zone_find}, {"zone_size", l_zone_size},
            {"zone_list", l_zone_list}, {NULL, NULL},
        };
        luaL_newlib(L, methods);
        lua_setfield(L, -2, "__index");
        lua_pushliteral(L, "tabula.view");
        lua_setfield(L, -2, "__metatable");
    }
    lua_setmetatable(L, -2);
}
