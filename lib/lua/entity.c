/* entity.c - Lua binding of tabula/entity.h: g:entity_<verb>(...). */
#include "binding.h"

/* g:entity_new(kind) -> a new entity's id */
static int l_new(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id e;
    TABI_LUA_CHECK(L, g, tab_entity_new(g, tabi_lua_checkatom(L, g, 2), &e));
    lua_pushinteger(L, e);
    return 1;
}

/* g:entity_free(e): e is gone (its zone and board places too) */
static int l_free(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_entity_free(g, tabi_lua_checkid(L, 2)));
    return 0;
}

/* g:entity_exists(e) -> whether e is a live entity */
static int l_exists(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushboolean(L, tab_entity_exists(g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* g:entity_kind(e) -> e's kind, or nil for no live entity */
static int l_kind(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_atom k = tab_entity_kind(g, tabi_lua_checkid(L, 2));
    if (k)
        lua_pushstring(L, tab_atom_str(g, k));
    else
        lua_pushnil(L);
    return 1;
}

/* g:entity_next(after [, kind]) -> id or nil */
static int l_next(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id after = (tab_id)luaL_optinteger(L, 2, 0);
    tab_atom kind = lua_isnoneornil(L, 3) ? TAB_ATOM_NONE : tab_atom_find(g, luaL_checkstring(L, 3));
    if (!lua_isnoneornil(L, 3) && kind == TAB_ATOM_NONE) {
        lua_pushnil(L); /* a kind never named has no entities */
        return 1;
    }
    tab_id e = tab_entity_next(g, after, kind);
    if (e)
        lua_pushinteger(L, e);
    else
        lua_pushnil(L);
    return 1;
}

/* g:entity_count() -> how many entities live */
static int l_count(lua_State *L)
{
    lua_pushinteger(L, tab_entity_count(tabi_lua_checkgame(L, 1)));
    return 1;
}

/* g:entity_set(e, key, value): sets a property (integer, boolean, string; nil clears it) */
static int l_set(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id e = tabi_lua_checkid(L, 2);
    tab_atom key = tabi_lua_checkatom(L, g, 3);
    luaL_checkany(L, 4);
    TABI_LUA_CHECK(L, g, tab_entity_set(g, e, key, tabi_lua_checkvalue(L, g, 4)));
    return 0;
}

/* g:entity_set_ref(e, key, other): a reference, checked to be live. */
static int l_set_ref(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id e = tabi_lua_checkid(L, 2);
    tab_atom key = tabi_lua_checkatom(L, g, 3);
    TABI_LUA_CHECK(L, g, tab_entity_set(g, e, key, tab_ref(tabi_lua_checkid(L, 4))));
    return 0;
}

/* g:entity_get(e, key) -> the property's value (integer, boolean, string as an atom's text, or
 * nil when unset) */
static int l_get(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id e = tabi_lua_checkid(L, 2);
    tab_atom key = tab_atom_find(g, luaL_checkstring(L, 3));
    tab_value v;
    TABI_LUA_CHECK(L, g, tab_entity_get(g, e, key, &v));
    tabi_lua_pushvalue(L, g, v);
    return 1;
}

/* g:entity_tag(e, tag): e has the tag */
static int l_tag(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_entity_tag(g, tabi_lua_checkid(L, 2), tabi_lua_checkatom(L, g, 3)));
    return 0;
}

/* g:entity_untag(e, tag): e no longer has the tag */
static int l_untag(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_entity_untag(g, tabi_lua_checkid(L, 2), tabi_lua_checkatom(L, g, 3)));
    return 0;
}

/* g:entity_has_tag(e, tag) -> whether e has the tag */
static int l_has_tag(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id e = tabi_lua_checkid(L, 2);
    tab_atom tag = tab_atom_find(g, luaL_checkstring(L, 3));
    lua_pushboolean(L, tag && tab_entity_has_tag(g, e, tag));
    return 1;
}

static const char *const elem_names[] = {"int", "string", "ref", NULL};
static const tab_vtype elem_types[] = {TAB_VINT, TAB_VATOM, TAB_VREF};

/* g:entity_set_array(e, key, {values...} [, "int"|"string"|"ref"]) */
static int l_set_array(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id e = tabi_lua_checkid(L, 2);
    tab_atom key = tabi_lua_checkatom(L, g, 3);
    luaL_checktype(L, 4, LUA_TTABLE);
    tab_vtype elem = elem_types[tabi_lua_checkoption(L, 5, "int", elem_names)];
    lua_Integer n = luaL_len(L, 4);
    luaL_argcheck(L, n >= 0 && n <= (1 << 24), 4, "too many values");
    int32_t *vals = lua_newuserdatauv(L, (size_t)(n ? n : 1) * sizeof *vals, 0);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 4, i);
        if (elem == TAB_VATOM) {
            vals[i - 1] = (int32_t)tabi_lua_checkatom(L, g, -1);
        } else {
            int ok;
            lua_Integer v = lua_tointegerx(L, -1, &ok);
            if (!ok || v < INT32_MIN || v > INT32_MAX)
                return luaL_error(L, "bad value #%d in array (32-bit integer expected)", (int)i);
            vals[i - 1] = (int32_t)v;
        }
        lua_pop(L, 1);
    }
    TABI_LUA_CHECK(L, g, tab_entity_set_array(g, e, key, elem, vals, (uint32_t)n));
    return 0;
}

/* g:entity_get_array(e, key) -> {values...}, type name */
static int l_get_array(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id e = tabi_lua_checkid(L, 2);
    tab_atom key = tabi_lua_checkatom(L, g, 3);
    tab_vtype elem;
    const int32_t *vals;
    uint32_t n;
    TABI_LUA_CHECK(L, g, tab_entity_get_array(g, e, key, &elem, &vals, &n));
    lua_createtable(L, (int)n, 0);
    for (uint32_t i = 0; i < n; i++) {
        if (elem == TAB_VATOM)
            lua_pushstring(L, tab_atom_str(g, (tab_atom)vals[i]));
        else
            lua_pushinteger(L, vals[i]);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    lua_pushstring(L, elem == TAB_VATOM ? "string" : elem == TAB_VREF ? "ref" : "int");
    return 2;
}

/* g:entity_array_put(e, key, i, v) with i from 1, as Lua arrays count. */
static int l_array_put(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id e = tabi_lua_checkid(L, 2);
    tab_atom key = tabi_lua_checkatom(L, g, 3);
    lua_Integer i = luaL_checkinteger(L, 4);
    luaL_argcheck(L, i >= 1 && i <= (lua_Integer)UINT32_MAX, 4, "index out of range");
    int32_t v;
    if (lua_type(L, 5) == LUA_TSTRING) {
        v = (int32_t)tabi_lua_checkatom(L, g, 5);
    } else {
        lua_Integer x = luaL_checkinteger(L, 5);
        luaL_argcheck(L, x >= INT32_MIN && x <= INT32_MAX, 5, "not a 32-bit integer");
        v = (int32_t)x;
    }
    TABI_LUA_CHECK(L, g, tab_entity_array_put(g, e, key, (uint32_t)(i - 1), v));
    return 0;
}

void tabi_lua_entity_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"entity_new", l_new},
        {"entity_free", l_free},
        {"entity_exists", l_exists},
        {"entity_kind", l_kind},
        {"entity_next", l_next},
        {"entity_count", l_count},
        {"entity_set", l_set},
        {"entity_set_ref", l_set_ref},
        {"entity_get", l_get},
        {"entity_tag", l_tag},
        {"entity_untag", l_untag},
        {"entity_has_tag", l_has_tag},
        {"entity_set_array", l_set_array},
        {"entity_get_array", l_get_array},
        {"entity_array_put", l_array_put},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
