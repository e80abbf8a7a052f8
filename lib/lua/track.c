/* track.c - Lua binding of tabula/track.h: g:track_<verb>(...).
 *
 *   g:track_new{min=0, max=10, start=min, reset=start, overflow="clamp",
 *               carry=nil, thresholds={{name="wound", value=3}, ...}} -> id
 *       overflow is "clamp", "reset" or "wrap"; carry a track id or nil;
 *       thresholds ascending by value.
 *   g:track_value(t) -> value
 *   g:track_get(t) -> {value=, min=, max=, reset=, overflow=, carry= (nil:
 *       none), active=, thresholds= (how many)}
 *   g:track_threshold(t, i) -> value, name      i counts from 1, the lowest
 *   g:track_level(t) -> level, name             the level as the C API
 *       counts it: how many thresholds are at or below the value (0 below
 *       them all, with name nil)
 *   g:track_crossed(t, name, "up"|"down") -> boolean
 *   g:track_add(t, delta) -> lost
 *   g:track_set(t, value), g:track_reset(t), g:track_set_reset(t, reset),
 *   g:track_forget(t), g:track_activate(t), g:track_deactivate(t)
 *
 * Events (track.move, track.cross, ...) carry the C API's numbers: a
 * threshold's name as an atom number, directions as +1 and -1. */
#include <string.h>

#include "binding.h"

static const char *const overflow_names[] = {"clamp", "reset", "wrap", NULL};
static const char *const dir_names[] = {"up", "down", NULL};

#define INT32_FIELD(L, idx, name, def) \
    (int32_t)tabi_lua_field_int((L), (idx), (name), (def), INT32_MIN, INT32_MAX)

/* Reads the thresholds field of the definition at idx into scratch userdata
 * (pushed: two blocks, values then names); returns how many. */
static uint32_t check_thresholds(lua_State *L, tab_game *g, int idx, int32_t min, int32_t max,
                                 int32_t **at, tab_atom **names)
{
    lua_getfield(L, idx, "thresholds");
    int list = lua_gettop(L);
    if (lua_isnil(L, list)) {
        *at = lua_newuserdatauv(L, sizeof **at, 0);
        *names = lua_newuserdatauv(L, sizeof **names, 0);
        return 0;
    }
    if (!lua_istable(L, list))
        tabi_lua_field_error(L, idx, "thresholds", "table expected");
    lua_Integer n = luaL_len(L, list);
    if (n < 0 || n > (lua_Integer)TAB_TRACK_MAX_THRESHOLDS)
        tabi_lua_field_error(L, idx, "thresholds",
                             lua_pushfstring(L, "%I thresholds, at most %d", n,
                                             (int)TAB_TRACK_MAX_THRESHOLDS));
    *at = lua_newuserdatauv(L, (size_t)(n ? n : 1) * sizeof **at, 0);
    *names = lua_newuserdatauv(L, (size_t)(n ? n : 1) * sizeof **names, 0);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, list, i);
        if (!lua_istable(L, -1))
            tabi_lua_field_error(L, idx, "thresholds",
                                 lua_pushfstring(L, "entry %I: table {name=, value=} expected", i));
        int entry = lua_gettop(L);
        lua_pushnil(L);
        while (lua_next(L, entry)) {
            lua_pop(L, 1);
            const char *key = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
            if (!key || (strcmp(key, "name") != 0 && strcmp(key, "value") != 0))
                tabi_lua_field_error(L, idx, "thresholds",
                                     lua_pushfstring(L, "entry %I: unknown field '%s'", i,
                                                     key ? key : luaL_typename(L, -1)));
        }
        lua_getfield(L, entry, "value");
        int ok;
        lua_Integer v = lua_tointegerx(L, -1, &ok);
        if (!ok)
            tabi_lua_field_error(L, idx, "thresholds",
                                 lua_pushfstring(L, "entry %I: integer value expected", i));
        if (v < min || v > max)
            tabi_lua_field_error(L, idx, "thresholds",
                                 lua_pushfstring(L, "entry %I: value %I is not in %d..%d", i, v,
                                                 (int)min, (int)max));
        if (i > 1 && v <= (*at)[i - 2])
            tabi_lua_field_error(L, idx, "thresholds",
                                 lua_pushfstring(L, "entry %I: value %I does not rise above %d",
                                                 i, v, (int)(*at)[i - 2]));
        lua_getfield(L, entry, "name");
        if (lua_type(L, -1) != LUA_TSTRING)
            tabi_lua_field_error(L, idx, "thresholds",
                                 lua_pushfstring(L, "entry %I: string name expected", i));
        tab_atom a = tab_atom_of(g, lua_tostring(L, -1));
        if (!a)
            tabi_lua_field_error(L, idx, "thresholds", tab_game_error(g));
        (*at)[i - 1] = (int32_t)v;
        (*names)[i - 1] = a;
        lua_pop(L, 3);
    }
    return (uint32_t)n;
}

/* g:track_new{...} -> id */
static int l_new(lua_State *L)
{
    static const char *const known[] = {"min", "max", "start", "reset", "overflow", "carry",
                                        "thresholds", NULL};
    tab_game *g = tabi_lua_checkgame(L, 1);
    tabi_lua_check_fields(L, 2, known);
    lua_getfield(L, 2, "max");
    if (lua_isnil(L, -1))
        tabi_lua_field_error(L, 2, "max", "integer expected, got nil");
    lua_pop(L, 1);
    tab_track_def d = {0};
    d.min = INT32_FIELD(L, 2, "min", 0);
    d.max = INT32_FIELD(L, 2, "max", 0);
    d.start = INT32_FIELD(L, 2, "start", d.min);
    d.reset = INT32_FIELD(L, 2, "reset", d.start);
    d.overflow = (tab_track_overflow)tabi_lua_field_option(L, 2, "overflow", "clamp",
                                                           overflow_names);
    d.carry = tabi_lua_field_id(L, 2, "carry");
    int32_t *at;
    tab_atom *names;
    d.thresholds = check_thresholds(L, g, 2, d.min, d.max, &at, &names);
    d.at = at;
    d.names = names;
    tab_id t;
    TABI_LUA_CHECK(L, g, tab_track_new(g, &d, &t));
    lua_pushinteger(L, t);
    return 1;
}

static int l_value(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    int32_t v;
    TABI_LUA_CHECK(L, g, tab_track_value(g, tabi_lua_checkid(L, 2), &v));
    lua_pushinteger(L, v);
    return 1;
}

/* g:track_get(t) -> {value=, min=, max=, reset=, overflow=, carry=, active=,
 * thresholds=} */
static int l_get(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_track_info info;
    TABI_LUA_CHECK(L, g, tab_track_get(g, tabi_lua_checkid(L, 2), &info));
    lua_createtable(L, 0, 8);
    lua_pushinteger(L, info.value);
    lua_setfield(L, -2, "value");
    lua_pushinteger(L, info.min);
    lua_setfield(L, -2, "min");
    lua_pushinteger(L, info.max);
    lua_setfield(L, -2, "max");
    lua_pushinteger(L, info.reset);
    lua_setfield(L, -2, "reset");
    lua_pushstring(L, info.overflow <= TAB_TRACK_WRAP ? overflow_names[info.overflow] : "?");
    lua_setfield(L, -2, "overflow");
    tabi_lua_pushid(L, info.carry);
    lua_setfield(L, -2, "carry");
    lua_pushboolean(L, info.active);
    lua_setfield(L, -2, "active");
    lua_pushinteger(L, info.thresholds);
    lua_setfield(L, -2, "thresholds");
    return 1;
}

/* g:track_threshold(t, i) -> value, name (i from 1, the lowest) */
static int l_threshold(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2);
    uint32_t i = tabi_lua_checkpos(L, 3, "threshold");
    int32_t at;
    tab_atom name;
    TABI_LUA_CHECK(L, g, tab_track_threshold(g, t, i, &at, &name));
    lua_pushinteger(L, at);
    lua_pushstring(L, tab_atom_str(g, name));
    return 2;
}

/* g:track_level(t) -> level, name or nil */
static int l_level(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    uint32_t level;
    tab_atom name;
    TABI_LUA_CHECK(L, g, tab_track_level(g, tabi_lua_checkid(L, 2), &level, &name));
    lua_pushinteger(L, level);
    if (name)
        lua_pushstring(L, tab_atom_str(g, name));
    else
        lua_pushnil(L);
    return 2;
}

/* g:track_crossed(t, name, "up"|"down") -> boolean */
static int l_crossed(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2);
    const char *s = luaL_checkstring(L, 3);
    int dir = tabi_lua_checkoption(L, 4, NULL, dir_names) == 0 ? 1 : -1;
    /* A name never interned names no threshold; asking must not intern it. */
    tab_atom name = tab_atom_find(g, s);
    bool crossed;
    if (!name) {
        TABI_LUA_CHECK(L, g, tab_track_value(g, t, &(int32_t){0}));
        return luaL_error(L, "track %d has no threshold '%s'", (int)t, s);
    }
    TABI_LUA_CHECK(L, g, tab_track_crossed(g, t, name, dir, &crossed));
    lua_pushboolean(L, crossed);
    return 1;
}

static int32_t check_int32(lua_State *L, int idx)
{
    lua_Integer v = luaL_checkinteger(L, idx);
    luaL_argcheck(L, v >= INT32_MIN && v <= INT32_MAX, idx, "not a 32-bit integer");
    return (int32_t)v;
}

/* g:track_add(t, delta) -> lost */
static int l_add(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2);
    int32_t lost;
    TABI_LUA_CHECK(L, g, tab_track_add(g, t, check_int32(L, 3), &lost));
    lua_pushinteger(L, lost);
    return 1;
}

static int l_set(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2);
    TABI_LUA_CHECK(L, g, tab_track_set(g, t, check_int32(L, 3)));
    return 0;
}

static int l_reset(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_track_reset(g, tabi_lua_checkid(L, 2)));
    return 0;
}

static int l_set_reset(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    tab_id t = tabi_lua_checkid(L, 2);
    TABI_LUA_CHECK(L, g, tab_track_set_reset(g, t, check_int32(L, 3)));
    return 0;
}

static int l_forget(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_track_forget(g, tabi_lua_checkid(L, 2)));
    return 0;
}

static int l_activate(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_track_activate(g, tabi_lua_checkid(L, 2)));
    return 0;
}

static int l_deactivate(lua_State *L)
{
    tab_game *g = tabi_lua_checkgame(L, 1);
    TABI_LUA_CHECK(L, g, tab_track_deactivate(g, tabi_lua_checkid(L, 2)));
    return 0;
}

void tabi_lua_track_methods(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"track_new", l_new},
        {"track_value", l_value},
        {"track_get", l_get},
        {"track_threshold", l_threshold},
        {"track_level", l_level},
        {"track_crossed", l_crossed},
        {"track_add", l_add},
        {"track_set", l_set},
        {"track_reset", l_reset},
        {"track_set_reset", l_set_reset},
        {"track_forget", l_forget},
        {"track_activate", l_activate},
        {"track_deactivate", l_deactivate},
        {NULL, NULL},
    };
    luaL_setfuncs(L, methods, 0);
}
