/* fields.c - argument helpers the module bindings share: definitions given
 * as tables with named fields, id lists, positions counting from 1. Errors
 * are Lua argument errors naming the argument and the field. */
#include <stdint.h>
#include <string.h>

#include "binding.h"

int tabi_lua_field_error(lua_State *L, int idx, const char *field, const char *msg)
{
    return luaL_argerror(L, idx, lua_pushfstring(L, "field '%s': %s", field, msg));
}

static int type_error(lua_State *L, int idx, const char *field, const char *want)
{
    return tabi_lua_field_error(L, idx, field, lua_pushfstring(L, "%s expected, got %s", want,
                                                                luaL_typename(L, -1)));
}

void tabi_lua_check_fields(lua_State *L, int idx, const char *const known[])
{
    idx = lua_absindex(L, idx);
    luaL_checktype(L, idx, LUA_TTABLE);
    /* A frozen content table is an empty proxy: next sees nothing there, and
     * its fields are still read through __index below. */
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        lua_pop(L, 1);
        if (lua_type(L, -1) != LUA_TSTRING)
            luaL_argerror(L, idx, "a definition's fields have names");
        const char *key = lua_tostring(L, -1);
        int found = 0;
        for (int i = 0; known[i]; i++)
            if (strcmp(key, known[i]) == 0)
                found = 1;
        if (!found)
            luaL_argerror(L, idx, lua_pushfstring(L, "unknown field '%s'", key));
    }
}

void tabi_lua_check_known(lua_State *L, int idx, const char *what, const char *const known[])
{
    idx = lua_absindex(L, idx);
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        lua_pop(L, 1);
        const char *key = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
        int found = 0;
        for (int i = 0; key && known[i] && !found; i++)
            found = strcmp(key, known[i]) == 0;
        if (found)
            continue;
        /* Only now, on the way to an error, is a message built. */
        luaL_Buffer b;
        luaL_buffinit(L, &b);
        for (int i = 0; known[i]; i++) {
            if (i)
                luaL_addstring(&b, ", ");
            luaL_addstring(&b, known[i]);
        }
        luaL_pushresult(&b);
        if (key)
            luaL_error(L, "%s: unknown field '%s' (the fields are %s)", what, key, lua_tostring(L, -1));
        const char *names = lua_tostring(L, -1);
        const char *type = luaL_typename(L, -2);
        const char *shown = luaL_tolstring(L, -2, NULL);
        luaL_error(L, "%s: a %s key %s where only named fields go (the fields are %s)", what,
                   type, shown, names);
    }
}

lua_Integer tabi_lua_field_int(lua_State *L, int idx, const char *field, lua_Integer def,
                               lua_Integer lo, lua_Integer hi)
{
    lua_getfield(L, idx, field);
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        return def;
    }
    int ok;
    lua_Integer v = lua_tointegerx(L, -1, &ok);
    if (!ok)
        type_error(L, idx, field, "integer");
    if (v < lo || v > hi)
        tabi_lua_field_error(L, idx, field, lua_pushfstring(L, "%I is not in %I..%I", v, lo, hi));
    lua_pop(L, 1);
    return v;
}

tab_atom tabi_lua_field_atom(lua_State *L, tab_game *g, int idx, const char *field)
{
    lua_getfield(L, idx, field);
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        return TAB_ATOM_NONE;
    }
    if (lua_type(L, -1) != LUA_TSTRING)
        type_error(L, idx, field, "string");
    tab_atom a = tab_atom_of(g, lua_tostring(L, -1));
    if (a == TAB_ATOM_NONE)
        tabi_lua_field_error(L, idx, field, tab_game_error(g));
    lua_pop(L, 1);
    return a;
}

tab_id tabi_lua_field_id(lua_State *L, int idx, const char *field)
{
    return (tab_id)tabi_lua_field_int(L, idx, field, TAB_ID_NONE, 0, UINT32_MAX);
}

int tabi_lua_field_bool(lua_State *L, int idx, const char *field, int def)
{
    lua_getfield(L, idx, field);
    int t = lua_type(L, -1);
    if (t == LUA_TNIL) {
        lua_pop(L, 1);
        return def;
    }
    if (t != LUA_TBOOLEAN)
        type_error(L, idx, field, "boolean");
    int b = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return b;
}

/* "invalid option 'x' (one of: a, b)", pushed; built only on the way to
 * an error. */
static const char *invalid_option(lua_State *L, const char *name, const char *const names[])
{
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (int i = 0; names[i]; i++) {
        luaL_addstring(&b, i ? ", " : "");
        luaL_addstring(&b, names[i]);
    }
    luaL_pushresult(&b);
    return lua_pushfstring(L, "invalid option '%s' (one of: %s)", name, lua_tostring(L, -1));
}

int tabi_lua_field_option(lua_State *L, int idx, const char *field, const char *def,
                          const char *const names[])
{
    lua_getfield(L, idx, field);
    const char *name = def;
    if (!lua_isnil(L, -1)) {
        if (lua_type(L, -1) != LUA_TSTRING)
            type_error(L, idx, field, "string");
        name = lua_tostring(L, -1);
    }
    if (!name)
        return type_error(L, idx, field, "string");
    for (int i = 0; names[i]; i++) {
        if (strcmp(names[i], name) == 0) {
            lua_pop(L, 1);
            return i;
        }
    }
    return tabi_lua_field_error(L, idx, field, invalid_option(L, name, names));
}

void tabi_lua_pushid(lua_State *L, tab_id id)
{
    if (id == TAB_ID_NONE)
        lua_pushnil(L);
    else
        lua_pushinteger(L, id);
}

void tabi_lua_pushids(lua_State *L, const tab_id *ids, uint32_t n)
{
    lua_createtable(L, (int)n, 0);
    for (uint32_t i = 0; i < n; i++) {
        lua_pushinteger(L, ids[i]);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
}

tab_id *tabi_lua_checkids(lua_State *L, int idx, uint32_t max, uint32_t *n)
{
    idx = lua_absindex(L, idx);
    luaL_checktype(L, idx, LUA_TTABLE);
    lua_Integer len = luaL_len(L, idx);
    if (len < 0 || (uint64_t)len > max)
        luaL_argerror(L, idx, lua_pushfstring(L, "%I ids, at most %I", len, (lua_Integer)max));
    tab_id *ids = lua_newuserdatauv(L, (size_t)(len ? len : 1) * sizeof *ids, 0);
    for (lua_Integer i = 1; i <= len; i++) {
        lua_geti(L, idx, i);
        int ok;
        lua_Integer v = lua_tointegerx(L, -1, &ok);
        if (!ok || v < 0 || v > (lua_Integer)UINT32_MAX)
            luaL_argerror(L, idx, lua_pushfstring(L, "entry %I is not an id", i));
        ids[i - 1] = (tab_id)v;
        lua_pop(L, 1);
    }
    *n = (uint32_t)len;
    return ids;
}

uint32_t tabi_lua_checkpos(lua_State *L, int idx, const char *what)
{
    lua_Integer i = luaL_checkinteger(L, idx);
    if (i < 1 || i > (lua_Integer)UINT32_MAX - 1)
        luaL_argerror(L, idx, lua_pushfstring(L, "%s %I out of range (counting from 1)", what, i));
    return (uint32_t)(i - 1);
}

uint32_t tabi_lua_topos(lua_State *L, int idx)
{
    lua_Integer i = luaL_checkinteger(L, idx);
    return i >= 1 && i < (lua_Integer)UINT32_MAX ? (uint32_t)(i - 1) : UINT32_MAX;
}

/* The registry key of the scratch buffer (its address). */
static char scratch_key;

/* The biggest buffer kept between calls: a rare huge query (a reachable set
 * over a 100 x 100 grid) should not pin its room for the state's life. */
#define SCRATCH_KEEP (64u * 1024u)

void *tabi_lua_scratch(lua_State *L, size_t size)
{
    if (size == 0)
        size = 1;
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &scratch_key) == LUA_TUSERDATA &&
        lua_rawlen(L, -1) >= size) {
        /* Taken out while in use: a re-entered query makes its own. */
        lua_pushnil(L);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &scratch_key);
        return lua_touserdata(L, -1);
    }
    size_t have = lua_type(L, -1) == LUA_TUSERDATA ? lua_rawlen(L, -1) : 0;
    lua_pop(L, 1);
    /* Grow by doubling, from a size that fits most queries at once. */
    size_t cap = have > 256 ? have : 256;
    while (cap < size && cap <= SIZE_MAX / 2)
        cap *= 2;
    if (cap < size)
        cap = size;
    if (have) {
        lua_pushnil(L);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &scratch_key);
    }
    return lua_newuserdatauv(L, cap, 0);
}

void tabi_lua_scratch_done(lua_State *L, int idx)
{
    if (lua_rawlen(L, idx) > SCRATCH_KEEP)
        return; /* collected with the stack; the next call makes a smaller one */
    lua_pushvalue(L, idx);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &scratch_key);
}

int tabi_lua_optout(lua_State *L, int idx)
{
    int t = lua_type(L, idx);
    if (t == LUA_TNONE || t == LUA_TNIL)
        return 0;
    if (t != LUA_TTABLE)
        luaL_typeerror(L, idx, "table or nil");
    return lua_absindex(L, idx);
}

void tabi_lua_pushids_into(lua_State *L, const tab_id *ids, uint32_t n, int out_idx)
{
    if (!out_idx) {
        tabi_lua_pushids(L, ids, n);
        return;
    }
    lua_pushvalue(L, out_idx);
    lua_Unsigned old = lua_rawlen(L, -1);
    for (uint32_t i = 0; i < n; i++) {
        lua_pushinteger(L, ids[i]);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    /* From the end, so the length stays n once done. */
    for (lua_Unsigned i = old; i > n; i--) {
        lua_pushnil(L);
        lua_rawseti(L, -2, (lua_Integer)i);
    }
}

int tabi_lua_checkoption(lua_State *L, int idx, const char *def, const char *const names[])
{
    const char *name = def ? luaL_optstring(L, idx, def) : luaL_checkstring(L, idx);
    for (int i = 0; names[i]; i++)
        if (strcmp(names[i], name) == 0)
            return i;
    return luaL_argerror(L, idx, invalid_option(L, name, names));
}

void tabi_lua_first_error_open(lua_State *L, tabi_lua_first_error *e)
{
    lua_pushnil(L);
    e->slot = lua_gettop(L);
    e->failed = 0;
}

void tabi_lua_first_error_keep(lua_State *L, tabi_lua_first_error *e)
{
    lua_replace(L, e->slot);
    e->failed = 1;
}

void tabi_lua_first_error_raise(lua_State *L, tab_game *g, const tabi_lua_first_error *e,
                                tab_status st)
{
    if (e->failed) {
        lua_pushvalue(L, e->slot);
        lua_error(L);
    }
    if (st != TAB_OK)
        tabi_lua_fail(L, g);
}
