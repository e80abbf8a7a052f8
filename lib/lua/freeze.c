/* freeze.c - content is read-only after loading. Every table reachable from
 * the content environment keeps its identity but moves its contents into a
 * hidden backing table: reads go through __index, writes hit __newindex and
 * fail naming the writer's file and line. Scalar upvalues of content
 * functions are recorded and checked after each step, so a local used as a
 * counter is caught too. */
#include <lauxlib.h>

#include "runtime.h"

static const char backing_key = 'B';  /* registry: weak table frozen -> backing */
static const char upvalues_key = 'U'; /* registry: {f, n, value, ...} triples */

static int refuse_write(lua_State *L)
{
    const char *what = lua_tostring(L, lua_upvalueindex(1));
    if (lua_type(L, 2) == LUA_TSTRING)
        return luaL_error(L, "attempt to set %s '%s': content is read-only after loading "
                          "(keep game state in the kernel)", what, lua_tostring(L, 2));
    return luaL_error(L, "attempt to set a field of %s: content is read-only after loading "
                      "(keep game state in the kernel)", what);
}

static int frozen_len(lua_State *L)
{
    lua_pushinteger(L, (lua_Integer)lua_rawlen(L, lua_upvalueindex(1)));
    return 1;
}

int tabi_frozen_backing(lua_State *L, int idx)
{
    idx = lua_absindex(L, idx);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &backing_key) != LUA_TTABLE) {
        lua_pop(L, 1);
        return 0;
    }
    lua_pushvalue(L, idx);
    if (lua_rawget(L, -2) == LUA_TNIL) {
        lua_pop(L, 2);
        return 0;
    }
    lua_remove(L, -2);
    return 1;
}

/* Metamethods of an old metatable that still apply to the frozen table. */
static const char *const kept_events[] = {"__call", "__eq", "__lt", "__le", "__add", "__sub",
    "__mul", "__div", "__mod", "__pow", "__unm", "__idiv", "__band", "__bor", "__bxor",
    "__shl", "__shr", "__bnot", "__concat", "__tostring", "__name", NULL};

/* Freezes the table at t (absolute index); is_env names writes "global". */
static void freeze_table(lua_State *L, int t, int is_env)
{
    lua_newtable(L);
    int backing = lua_gettop(L);
    /* Move every pair; clearing fields during traversal is allowed. */
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, backing);
    }
    lua_pushnil(L);
    while (lua_next(L, backing)) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_pushnil(L);
        lua_rawset(L, t);
    }
    lua_newtable(L);
    int mt = lua_gettop(L);
    if (lua_getmetatable(L, t)) {
        for (int i = 0; kept_events[i]; i++) {
            lua_getfield(L, -1, kept_events[i]);
            lua_setfield(L, mt, kept_events[i]);
        }
        lua_setmetatable(L, backing); /* its __index chain keeps working */
    }
    lua_pushvalue(L, backing);
    lua_setfield(L, mt, "__index");
    lua_pushstring(L, is_env ? "global" : "frozen content");
    lua_pushcclosure(L, refuse_write, 1);
    lua_setfield(L, mt, "__newindex");
    lua_pushvalue(L, backing);
    lua_pushcclosure(L, frozen_len, 1);
    lua_setfield(L, mt, "__len");
    lua_pushliteral(L, "frozen");
    lua_setfield(L, mt, "__metatable");
    lua_setmetatable(L, t);
    lua_rawgetp(L, LUA_REGISTRYINDEX, &backing_key);
    lua_pushvalue(L, t);
    lua_pushvalue(L, backing);
    lua_rawset(L, -3);
    lua_settop(L, backing - 1);
}

/* Walks from the value on the top of the stack with an explicit work list
 * (no C recursion), freezing tables and recording scalar upvalues. */
void tabi_freeze(lua_State *L)
{
    int root = lua_gettop(L);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &backing_key) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_createtable(L, 0, 1);
        lua_pushliteral(L, "k");
        lua_setfield(L, -2, "__mode");
        lua_setmetatable(L, -2);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &backing_key);
    }
    lua_pop(L, 1);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &upvalues_key) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &upvalues_key);
    }
    int upvalues = lua_gettop(L);
    lua_newtable(L);
    int seen = lua_gettop(L);
    lua_newtable(L);
    int work = lua_gettop(L);
    lua_Integer top = 0;
    lua_pushvalue(L, root);
    lua_rawseti(L, work, ++top);
    int first = 1;
    while (top > 0) {
        lua_rawgeti(L, work, top);
        lua_pushnil(L);
        lua_rawseti(L, work, top--);
        int v = lua_gettop(L);
        int type = lua_type(L, v);
        lua_pushvalue(L, v);
        int visited = lua_rawget(L, seen) != LUA_TNIL;
        lua_pop(L, 1);
        if (visited || (type != LUA_TTABLE && type != LUA_TFUNCTION) ||
            (type == LUA_TTABLE && tabi_frozen_backing(L, v) && (lua_pop(L, 1), 1))) {
            lua_pop(L, 1);
            first = 0;
            continue;
        }
        lua_pushvalue(L, v);
        lua_pushboolean(L, 1);
        lua_rawset(L, seen);
        if (type == LUA_TTABLE) {
            lua_pushnil(L);
            while (lua_next(L, v)) {
                lua_rawseti(L, work, ++top);
                lua_pushvalue(L, -1);
                lua_rawseti(L, work, ++top);
            }
            if (lua_getmetatable(L, v))
                lua_rawseti(L, work, ++top);
            freeze_table(L, v, first);
        } else {
            for (int n = 1; lua_getupvalue(L, v, n); n++) {
                int ut = lua_type(L, -1);
                if (ut == LUA_TTABLE || ut == LUA_TFUNCTION) {
                    lua_rawseti(L, work, ++top);
                } else if (ut == LUA_TNIL || ut == LUA_TBOOLEAN || ut == LUA_TNUMBER ||
                           ut == LUA_TSTRING) {
                    lua_Integer k = (lua_Integer)lua_rawlen(L, upvalues);
                    lua_pushvalue(L, v);
                    lua_rawseti(L, upvalues, k + 1);
                    lua_pushinteger(L, n);
                    lua_rawseti(L, upvalues, k + 2);
                    lua_rawseti(L, upvalues, k + 3);
                } else {
                    lua_pop(L, 1);
                }
            }
        }
        lua_pop(L, 1);
        first = 0;
    }
    lua_settop(L, root);
}

int tabi_freeze_verify(lua_State *L)
{
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &upvalues_key) != LUA_TTABLE) {
        lua_pop(L, 1);
        return 0;
    }
    int list = lua_gettop(L);
    lua_Integer n = (lua_Integer)lua_rawlen(L, list);
    for (lua_Integer k = 1; k + 2 <= n; k += 3) {
        lua_rawgeti(L, list, k);
        lua_rawgeti(L, list, k + 1);
        int index = (int)lua_tointeger(L, -1);
        lua_pop(L, 1);
        const char *name = lua_getupvalue(L, -1, index);
        lua_rawgeti(L, list, k + 2);
        if (!lua_rawequal(L, -1, -2)) {
            lua_pop(L, 2);
            lua_Debug ar;
            lua_getinfo(L, ">S", &ar);
            return luaL_error(L, "%s:%d: content keeps state in the local '%s' (it changed "
                              "during play; keep game state in the kernel)", ar.short_src,
                              ar.linedefined, name ? name : "?");
        }
        lua_pop(L, 3);
    }
    lua_pop(L, 1);
    return 0;
}
