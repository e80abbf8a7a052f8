/* freeze.c - content is read-only after loading. Every table reachable from
 * the content environment keeps its identity but moves its contents into a
 * hidden backing table: reads go through __index, writes hit __newindex and
 * fail naming the writer's file and line. The upvalues content could use to
 * keep state are recorded and checked after each step (and put back when
 * they changed), so a local used as a counter, or an _ENV swapped for a
 * table of one's own, is caught too: a Lua function's upvalues that its
 * bytecode can assign (read once, upvalue_writes.c), and those of iterators
 * made while loading. Other upvalues cannot change, so the check costs what
 * the assignable ones number, not the content's size, and nothing when
 * there are none. Coroutines made while loading are closed: a suspended one
 * would carry state from step to step in its stack. */
#include <lauxlib.h>
#include <string.h>

#include "sandbox.h"

static const char backing_key = 'B';  /* registry: weak table frozen -> backing */
static const char upvalues_key = 'U'; /* registry: {f, n, value, ...} triples */
static const char stateful_key = 'L'; /* registry: weak set of iterators made while loading */
static const char origins_key = 'O';  /* registry: weak, C closure -> "file:line: 'local'" */

/* C closures that keep their place in their upvalues (pairs' and gmatch's
 * iterators) note themselves here when made before the freeze: those are
 * the only C closures whose upvalues are watched, so the library's and the
 * runtime's own functions (whose upvalues never change) cost nothing per
 * step. */
void tabi_freeze_note_stateful(lua_State *L, int idx)
{
    idx = lua_absindex(L, idx);
    if (tabi_runtime_from(L)->frozen)
        return; /* made during play: not reachable from frozen content */
    tabi_push_weak_registry(L, &stateful_key);
    lua_pushvalue(L, idx);
    lua_pushboolean(L, 1);
    lua_rawset(L, -3);
    lua_pop(L, 1);
}

static int is_stateful(lua_State *L, int idx)
{
    idx = lua_absindex(L, idx);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &stateful_key) != LUA_TTABLE) {
        lua_pop(L, 1);
        return 0;
    }
    lua_pushvalue(L, idx);
    int found = lua_rawget(L, -2) != LUA_TNIL;
    lua_pop(L, 2);
    return found;
}

/* The writer may be a C function (table.insert, rawset through a
 * metamethod): the position is content's, wherever the write came from. */
static int refuse_write(lua_State *L)
{
    const char *what = lua_tostring(L, lua_upvalueindex(1));
    if (lua_type(L, 2) == LUA_TSTRING)
        return tabi_sandbox_error(L, "attempt to set %s '%s': content is read-only after "
                                  "loading (keep game state in the kernel)", what,
                                  lua_tostring(L, 2));
    return tabi_sandbox_error(L, "attempt to set a field of %s: content is read-only after "
                              "loading (keep game state in the kernel)", what);
}

static int frozen_len(lua_State *L)
{
    lua_Integer n = 0;
    if (lua_type(L, 1) == LUA_TTABLE && tabi_frozen_backing(L, 1))
        n = (lua_Integer)lua_rawlen(L, -1);
    lua_pushinteger(L, n);
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

/* Freezes the table at t (absolute index); refuse is the index of the
 * __newindex to give it. The functions are shared, so a frozen table costs
 * its backing and one metatable. */
static void freeze_table(lua_State *L, int t, int refuse)
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
        /* Raw reads: a metatable's own metatable is content code. */
        for (int i = 0; kept_events[i]; i++) {
            lua_pushstring(L, kept_events[i]);
            lua_rawget(L, -2);
            lua_setfield(L, mt, kept_events[i]);
        }
        /* The backing gets the old __index alone, so the chain keeps
         * working; never the old metatable itself, whose __gc or __mode
         * (added after setmetatable checked it) would come alive here. */
        lua_pushliteral(L, "__index");
        if (lua_rawget(L, -2) != LUA_TNIL) {
            lua_createtable(L, 0, 1);
            lua_insert(L, -2);
            lua_setfield(L, -2, "__index");
            lua_setmetatable(L, backing);
        } else {
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    lua_pushvalue(L, backing);
    lua_setfield(L, mt, "__index");
    lua_pushvalue(L, refuse);
    lua_setfield(L, mt, "__newindex");
    lua_pushcfunction(L, frozen_len);
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

/* ---- The libraries, read-only from the first line of the first file ------------ */

static const char guarded_key = 'G'; /* registry: the environment while it is guarded */
static const char libs_key = 'N';    /* registry: its library names -> values, meanwhile */

/* A write to a library table (string.upper = ...), whenever it comes. */
static int refuse_library_write(lua_State *L)
{
    if (lua_type(L, 2) == LUA_TSTRING)
        return tabi_sandbox_error(L, "attempt to set '%s' of a library: the libraries are "
                                  "read-only (no content may change what other content sees)",
                                  lua_tostring(L, 2));
    return tabi_sandbox_error(L, "attempt to set a field of a library: the libraries are "
                              "read-only (no content may change what other content sees)");
}

/* __newindex of the environment while content loads: a new global goes
 * in, a library name (upvalue 1 holds them) is refused. */
static int guard_global(lua_State *L)
{
    if (lua_type(L, 2) == LUA_TSTRING) {
        lua_pushvalue(L, 2);
        if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL)
            return tabi_sandbox_error(L, "attempt to replace the library name '%s': the "
                                      "libraries are read-only (no content may change what "
                                      "other content sees)", lua_tostring(L, 2));
        lua_pop(L, 1);
    }
    lua_settop(L, 3);
    lua_rawset(L, 1);
    return 0;
}

void tabi_protect_libraries(lua_State *L, int env)
{
    env = lua_absindex(L, env);
    tabi_push_weak_registry(L, &backing_key);
    lua_pop(L, 1);
    lua_pushcfunction(L, refuse_library_write);
    int refuse = lua_gettop(L);
    /* Every library table, frozen now (its functions cannot change). */
    lua_pushnil(L);
    while (lua_next(L, env)) {
        if (lua_type(L, -1) == LUA_TTABLE && !tabi_frozen_backing(L, -1))
            freeze_table(L, lua_gettop(L), refuse);
        else if (lua_type(L, -1) == LUA_TTABLE)
            lua_pop(L, 1); /* the backing tabi_frozen_backing pushed */
        lua_pop(L, 1);
    }
    /* Method calls on strings read the string library's backing straight,
     * one lookup fewer than through the frozen table. */
    lua_getfield(L, env, "string");
    if (tabi_frozen_backing(L, -1)) {
        lua_pushliteral(L, "");
        lua_getmetatable(L, -1);
        lua_pushvalue(L, -3);
        lua_setfield(L, -2, "__index");
        lua_pop(L, 3);
    }
    lua_pop(L, 1);
    /* The names the environment has now move behind it, so that writing
     * one reaches guard_global (which refuses it) instead of replacing it. */
    lua_newtable(L);
    int libs = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, env)) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, libs);
    }
    lua_pushnil(L);
    while (lua_next(L, libs)) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_pushnil(L);
        lua_rawset(L, env);
    }
    lua_createtable(L, 0, 3);
    lua_pushvalue(L, libs);
    lua_setfield(L, -2, "__index");
    lua_pushvalue(L, libs);
    lua_pushcclosure(L, guard_global, 1);
    lua_setfield(L, -2, "__newindex");
    lua_pushliteral(L, "protected");
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, env);
    lua_pushvalue(L, env);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &guarded_key);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &libs_key);
    lua_settop(L, refuse - 1);
}

void tabi_protect_add(lua_State *L, int env, const char *name)
{
    env = lua_absindex(L, env);
    lua_rawgetp(L, LUA_REGISTRYINDEX, &guarded_key);
    int guarded = lua_rawequal(L, -1, env);
    lua_pop(L, 1);
    if (guarded)
        lua_rawgetp(L, LUA_REGISTRYINDEX, &libs_key);
    else
        lua_pushvalue(L, env);
    lua_insert(L, -2);
    lua_setfield(L, -2, name);
    lua_pop(L, 1);
}

int tabi_protected_name(lua_State *L, int t, int k)
{
    t = lua_absindex(L, t);
    k = lua_absindex(L, k);
    lua_rawgetp(L, LUA_REGISTRYINDEX, &guarded_key);
    int guarded = lua_rawequal(L, -1, t);
    lua_pop(L, 1);
    if (!guarded || lua_type(L, k) != LUA_TSTRING)
        return 0;
    lua_rawgetp(L, LUA_REGISTRYINDEX, &libs_key);
    lua_pushvalue(L, k);
    int found = lua_rawget(L, -2) != LUA_TNIL;
    lua_pop(L, 2);
    return found;
}

/* Puts the library names back into the environment at env, as plain
 * fields, if it is the guarded one: frozen content reads them with no
 * lookup more than before. */
static void unguard(lua_State *L, int env)
{
    lua_rawgetp(L, LUA_REGISTRYINDEX, &guarded_key);
    int guarded = lua_rawequal(L, -1, env);
    lua_pop(L, 1);
    if (!guarded)
        return;
    lua_rawgetp(L, LUA_REGISTRYINDEX, &libs_key);
    lua_pushnil(L);
    while (lua_next(L, -2)) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, env);
    }
    lua_pop(L, 1);
    lua_pushnil(L);
    lua_setmetatable(L, env);
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &guarded_key);
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &libs_key);
}

/* Closes a coroutine made while loading (not the thread running now, nor
 * the main one): it can never be resumed, so it carries nothing from one
 * step to the next. To-be-closed variables are refused at load, so closing
 * runs no content code. */
static void close_thread(lua_State *L, int idx)
{
    lua_State *co = lua_tothread(L, idx);
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_MAINTHREAD);
    lua_State *main = lua_tothread(L, -1);
    lua_pop(L, 1);
    if (co != L && co != main)
        lua_resetthread(co);
}

/* Walks from the value on the top of the stack with an explicit work list
 * (no C recursion), freezing tables, recording upvalues and closing
 * coroutines. */
void tabi_push_weak_registry(lua_State *L, const void *key)
{
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, key) == LUA_TTABLE)
        return;
    lua_pop(L, 1);
    lua_newtable(L);
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, key);
}

/* Remembers where an iterator made while loading (on the top of the stack)
 * is kept: in upvalue n of the function at f. It has no position of its
 * own, so a change to it is reported at that local. */
static void note_origin(lua_State *L, int f, int n)
{
    tabi_push_weak_registry(L, &origins_key);
    lua_pushvalue(L, -2);
    if (lua_rawget(L, -2) != LUA_TNIL) {
        lua_pop(L, 2);
        return;
    }
    lua_pop(L, 1);
    if (lua_iscfunction(L, f)) {
        /* Kept inside another iterator (a wrapper): the same place as that
         * one, if it is known. */
        lua_pushvalue(L, f);
        if (lua_rawget(L, -2) == LUA_TSTRING) {
            lua_pushvalue(L, -3);
            lua_insert(L, -2);
            lua_rawset(L, -3);
        } else {
            lua_pop(L, 1);
        }
    } else {
        lua_Debug ar;
        lua_pushvalue(L, f);
        lua_getinfo(L, ">S", &ar);
        const char *name = lua_getupvalue(L, f, n);
        if (name)
            lua_pop(L, 1);
        lua_pushvalue(L, -2);
        lua_pushfstring(L, "%s:%d: content keeps state in a library iterator or closure made "
                        "while loading, in the local '%s' (it changed during play; keep game "
                        "state in the kernel)", ar.short_src, ar.linedefined, name ? name : "?");
        lua_rawset(L, -3);
    }
    lua_pop(L, 1);
}

void tabi_freeze(lua_State *L)
{
    int root = lua_gettop(L);
    unguard(L, root);
    tabi_push_weak_registry(L, &backing_key);
    lua_pop(L, 1);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &upvalues_key) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &upvalues_key);
    }
    int upvalues = lua_gettop(L);
    lua_pushliteral(L, "global");
    lua_pushcclosure(L, refuse_write, 1);
    int refuse_global = lua_gettop(L);
    lua_pushliteral(L, "frozen content");
    lua_pushcclosure(L, refuse_write, 1);
    int refuse_content = lua_gettop(L);
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
        if (type == LUA_TTHREAD && !visited)
            close_thread(L, v);
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
            freeze_table(L, v, first ? refuse_global : refuse_content);
        } else {
            /* Only upvalues some code can assign are watched: a Lua
             * function's as its bytecode says, a C closure's when it is an
             * iterator made while loading. */
            lua_Debug ar;
            lua_pushvalue(L, v);
            lua_getinfo(L, ">u", &ar);
            unsigned char written[256];
            if (lua_iscfunction(L, v))
                memset(written, is_stateful(L, v), sizeof written);
            else
                tabi_upvalue_writes(L, v, written, ar.nups);
            for (int n = 1; lua_getupvalue(L, v, n); n++) {
                int ut = lua_type(L, -1);
                if (ut == LUA_TTABLE || ut == LUA_TFUNCTION || ut == LUA_TTHREAD) {
                    lua_pushvalue(L, -1);
                    lua_rawseti(L, work, ++top);
                }
                if (lua_iscfunction(L, -1) && is_stateful(L, -1))
                    note_origin(L, v, n);
                if (!written[n - 1]) {
                    lua_pop(L, 1);
                    continue;
                }
                /* By identity: a table swapped in is state as much as a
                 * counter is. */
                lua_Integer k = (lua_Integer)lua_rawlen(L, upvalues);
                lua_pushvalue(L, v);
                lua_rawseti(L, upvalues, k + 1);
                lua_pushinteger(L, n);
                lua_rawseti(L, upvalues, k + 2);
                lua_rawseti(L, upvalues, k + 3);
            }
        }
        lua_pop(L, 1);
        first = 0;
    }
    tabi_runtime *rt = tabi_runtime_from(L);
    rt->watched = (uint32_t)(lua_rawlen(L, upvalues) / 3);
    rt->frozen = 1;
    lua_settop(L, root);
}

/* The message for a C closure (at f) whose upvalue changed: where it is
 * kept, when the walk saw it in a local. */
static void push_closure_message(lua_State *L, int f)
{
    tabi_push_weak_registry(L, &origins_key);
    lua_pushvalue(L, f);
    if (lua_rawget(L, -2) != LUA_TSTRING) {
        lua_pop(L, 1);
        lua_pushliteral(L, "content keeps state in a library iterator or closure made while "
                        "loading (it changed during play; keep game state in the kernel)");
    }
    lua_remove(L, -2);
}

int tabi_freeze_verify(lua_State *L)
{
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &upvalues_key) != LUA_TTABLE) {
        lua_pop(L, 1);
        return 0;
    }
    int list = lua_gettop(L);
    lua_pushnil(L); /* the message about the first change */
    int msg = lua_gettop(L);
    lua_Integer n = (lua_Integer)lua_rawlen(L, list);
    for (lua_Integer k = 1; k + 2 <= n; k += 3) {
        lua_rawgeti(L, list, k);
        int f = lua_gettop(L);
        lua_rawgeti(L, list, k + 1);
        int index = (int)lua_tointeger(L, -1);
        lua_pop(L, 1);
        const char *name = lua_getupvalue(L, f, index);
        lua_rawgeti(L, list, k + 2);
        if (!lua_rawequal(L, -1, -2)) {
            if (lua_isnil(L, msg)) {
                lua_Debug ar;
                lua_pushvalue(L, f);
                lua_getinfo(L, ">S", &ar);
                if (lua_iscfunction(L, f))
                    push_closure_message(L, f);
                else
                    lua_pushfstring(L, "%s:%d: content keeps state in the local '%s' (it "
                                    "changed during play; keep game state in the kernel)",
                                    ar.short_src, ar.linedefined, name ? name : "?");
                lua_replace(L, msg);
            }
            /* Put it back, so the next step starts as the content loaded
             * whatever happens to this one. */
            lua_setupvalue(L, f, index);
        }
        lua_settop(L, f - 1);
    }
    if (!lua_isnil(L, msg))
        return lua_error(L);
    lua_settop(L, list - 1);
    return 0;
}
