/* initiative.c - Lua binding of tabula/initiative.h: g:initiative_<verb>(...).
 *
 *   g:initiative_new(levels) -> id                a leveled track
 *   g:initiative_new_by_value{descending=false, ties=, stream=, list={ids}}
 *       -> id; ties is "random" (from stream, nil: "main") or "list" (by
 *       list, earlier first); it defaults to "list" when a list is given
 *   g:initiative_place(t, token, level [, where])  where: "right" (default),
 *       "left", "fixed_left", "fixed_right"
 *   g:initiative_place_random(t, {tokens}, level [, stream])
 *   g:initiative_move(t, token, up)               up > 0 moves up levels
 *   g:initiative_set_value(t, token, value), g:initiative_value(t, token)
 *   g:initiative_remove(t, token)
 *   g:initiative_levels(t), g:initiative_count(t) -> integer
 *   g:initiative_at(t, i) -> token or nil         i from 1, who acts first
 *   g:initiative_order(t) -> {tokens}             in turn order
 *   g:initiative_where_is(t, token) -> level, index
 *   g:initiative_fastest(t), g:initiative_slowest(t) -> token or nil
 *   g:initiative_is_fixed(t, token) -> boolean
 *
 * Levels are numbered as in the C API and the rulebook: 1 is the top. The
 * index within a level is a position: 1 is the leftmost. Events
 * (initiative.place, .move, .remove) carry the C API's numbers (index from
 * 0). */
#include "binding.h"

static const char *const where_names[] = {"right", "left", "fixed_left", "fixed_right", NULL};
static const char *const tie_names[] = {"random", "list", NULL};

static uint32_t check_level(lua_State *L, int idx)
{
    lua_Integer v = luaL_checkinteger(L, idx);
    luaL_argcheck(L, v >= 1 && v <= (lua_Integer)UINT32_MAX, idx, "levels count from 1");
    return (uint32_t)v;
}

static int l_new(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t;
    TABI_LUA_CHECK(L, g, tab_initiative_new(g, check_level(L, 2), &t));
    lua_pushinteger(L, t);
    return 1;
}

/* g:initiative_new_by_value{descending=, ties=, stream=, list=} -> id */
static int l_new_by_value(lua_State *L)
{
    static const char *const known[] = {"descending", "ties", "stream", "list", NULL};
    tab_game *g = tabi_lua_checkgame(L, 1);
    if (lua_isnoneornil(L, 2)) {
        lua_settop(L, 1);
        lua_newtable(L);
    }
    tabi_lua_check_fields(L, 2, known);
    tab_initiative_value_def d = {0};
    d.descending = tabi_lua_field_bool(L, 2, "descending", 0);
    d.stream = tabi_lua_field_atom(L, g, 2, "stream");
    lua_getfield(L, 2, "list");
    int has_list = !lua_isnil(L, -1);
    if (has_list) {
        if (!lua_istable(L, -1))
            tabi_lua_field_error(L, 2, "list", "table of ids expected");
        /* Argument errors name argument 2 and the field, not the copy. */
        lua_Integer n = luaL_len(L, -1);
        if (n < 0 || n > (lua_Integer)TAB_INITIATIVE_MAX_TOKENS)
            tabi_lua_field_error(L, 2, "list", "too many tokens");
        tab_id *ids = lua_newuserdatauv(L, (size_t)(n ? n : 1) * sizeof *ids, 0);
        for (lua_Integer i = 1; i <= n; i++) {
            lua_geti(L, -2, i);
            int ok;
            lua_Integer v = lua_tointegerx(L, -1, &ok);
            if (!ok || v < 0 || v > (lua_Integer)UINT32_MAX)
                tabi_lua_field_error(L, 2, "list", lua_pushfstring(L, "entry %I is not an id", i));
            ids[i - 1] = (tab_id)v;
            lua_pop(L, 1);
        }
        d.list = ids;
        d.nlist = (uint32_t)n;
    }
    d.ties = (tab_initiative_ties)tabi_lua_field_option(L, 2, "ties", has_list ? "list" : "random",
                                                        tie_names);
    tab_id t;
    TABI_LUA_CHECK(L, g, tab_initiative_new_by_value(g, &d, &t));
    lua_pushinteger(L, t);
    return 1;
}

/* g:initiative_place(t, token, level [, where]) */
static int l_place(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2), token = tabi_lua_checkid(L, 3);
    uint32_t level = check_level(L, 4);
    tab_initiative_where where = (tab_initiative_where)tabi_lua_checkoption(L, 5, "right", where_names);
    TABI_LUA_CHECK(L, g, tab_initiative_place(g, t, token, level, where));
    return 0;
}

/* g:initiative_place_random(t, {tokens}, level [, stream]) */
static int l_place_random(lua_State *L)
{
    lua_settop(L, 5); /* scratch goes above the arguments */
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2);
    uint32_t n;
    const tab_id *tokens = tabi_lua_checkids(L, 3, TAB_INITIATIVE_MAX_TOKENS, &n);
    uint32_t level = check_level(L, 4);
    tab_atom stream = tabi_lua_optatom(L, g, 5);
    TABI_LUA_CHECK(L, g, tab_initiative_place_random(g, t, tokens, n, level, stream));
    return 0;
}

/* g:initiative_move(t, token, up) */
static int l_move(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2), token = tabi_lua_checkid(L, 3);
    lua_Integer up = luaL_checkinteger(L, 4);
    luaL_argcheck(L, up >= INT32_MIN && up <= INT32_MAX, 4, "not a 32-bit integer");
    TABI_LUA_CHECK(L, g, tab_initiative_move(g, t, token, (int32_t)up));
    return 0;
}

static int l_set_value(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2), token = tabi_lua_checkid(L, 3);
    lua_Integer v = luaL_checkinteger(L, 4);
    luaL_argcheck(L, v >= INT32_MIN && v <= INT32_MAX, 4, "not a 32-bit integer");
    TABI_LUA_CHECK(L, g, tab_initiative_set_value(g, t, token, (int32_t)v));
    return 0;
}

static int l_value(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2), token = tabi_lua_checkid(L, 3);
    int32_t v;
    TABI_LUA_CHECK(L, g, tab_initiative_value(g, t, token, &v));
    lua_pushinteger(L, v);
    return 1;
}

static int l_remove(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2), token = tabi_lua_checkid(L, 3);
    TABI_LUA_CHECK(L, g, tab_initiative_remove(g, t, token));
    return 0;
}

static int l_levels(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_initiative_levels(g, tabi_lua_checkid(L, 2)));
    return 1;
}

static int l_count(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    lua_pushinteger(L, tab_initiative_count(g, tabi_lua_checkid(L, 2)));
    return 1;
}

/* g:initiative_at(t, i) -> token or nil (i from 1) */
static int l_at(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2);
    tabi_lua_pushid(L, tab_initiative_at(g, t, tabi_lua_topos(L, 3)));
    return 1;
}

/* g:initiative_order(t) -> {tokens} */
static int l_order(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2);
    uint32_t cap = tab_initiative_count(g, t), n;
    tab_id *ids = tabi_lua_scratch(L, (size_t)cap * sizeof *ids);
    TABI_LUA_CHECK(L, g, tab_initiative_order(g, t, ids, cap, &n));
    tabi_lua_pushids(L, ids, n < cap ? n : cap);
    tabi_lua_scratch_done(L, -2);
    return 1;
}

/* g:initiative_where_is(t, token) -> level (1 the top), index (1 the left) */
static int l_where_is(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2), token = tabi_lua_checkid(L, 3);
    uint32_t level, index;
    TABI_LUA_CHECK(L, g, tab_initiative_where_is(g, t, token, &level, &index));
    lua_pushinteger(L, level);
    lua_pushinteger(L, (lua_Integer)index + 1);
    return 2;
}

static int l_fastest(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tabi_lua_pushid(L, tab_initiative_fastest(g, tabi_lua_checkid(L, 2)));
    return 1;
}

static int l_slowest(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tabi_lua_pushid(L, tab_initiative_slowest(g, tabi_lua_checkid(L, 2)));
    return 1;
}

static int l_is_fixed(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2), token = tabi_lua_checkid(L, 3);
    lua_pushboolean(L, tab_initiative_is_fixed(g, t, token));
    return 1;
}

void tabi_lua_initiative_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"initiative_new", l_new},
        {"initiative_new_by_value", l_new_by_value},
        {"initiative_place", l_place},
        {"initiative_place_random", l_place_random},
        {"initiative_move", l_move},
        {"initiative_set_value", l_set_value},
        {"initiative_value", l_value},
        {"initiative_remove", l_remove},
        {"initiative_levels", l_levels},
        {"initiative_count", l_count},
        {"initiative_at", l_at},
        {"initiative_order", l_order},
        {"initiative_where_is", l_where_is},
        {"initiative_fastest", l_fastest},
        {"initiative_slowest", l_slowest},
        {"initiative_is_fixed", l_is_fixed},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
