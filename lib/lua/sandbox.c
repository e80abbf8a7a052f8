/* sandbox.c - the environment content runs in. Built from explicit lists:
 * no io, os, package, debug, load, string.dump or math.random; pairs, next,
 * table.sort and tostring made deterministic; pcall that cannot swallow a
 * limit; setmetatable that refuses finalizers and weak tables; string
 * building bounded. */
#include <lauxlib.h>
#include <lualib.h>
#include <string.h>

#include "runtime.h"

/* The largest string string.rep builds. */
#define MAX_REP (16u << 20)
/* The most elements table.move copies in one call. */
#define MAX_MOVE (1 << 20)
/* Instructions charged per protected call, so nested pcall bombs end fast. */
#define PCALL_COST 1000


/* ---- Limits -------------------------------------------------------------- */

static void raise_limit(lua_State *L, tabi_runtime *rt)
{
    /* Fire on every instruction from now on, so the script is out quickly. */
    lua_sethook(L, NULL, 0, 0);
    tabi_sandbox_hook(L);
    lua_sethook(L, lua_gethook(L), LUA_MASKCOUNT, 1);
    luaL_where(L, 1);
    lua_pushstring(L, rt->tripped == 2 ? "memory limit exceeded" : "instruction limit exceeded");
    lua_concat(L, 2);
    lua_error(L);
}

static void hook(lua_State *L, lua_Debug *ar)
{
    (void)ar;
    tabi_runtime *rt = tabi_runtime_from(L);
    rt->instructions += 1000;
    if (!rt->tripped && rt->instructions > rt->instruction_limit)
        rt->tripped = 1;
    if (!rt->tripped && rt->lua_memory > rt->memory_limit)
        rt->tripped = 2;
    if (rt->tripped)
        raise_limit(L, rt);
}

void tabi_sandbox_hook(lua_State *L)
{
    lua_sethook(L, hook, LUA_MASKCOUNT, 1000);
}

void tabi_sandbox_charge(lua_State *L, tabi_runtime *rt, uint64_t n)
{
    rt->instructions += n;
    if (!rt->tripped && rt->instructions > rt->instruction_limit)
        rt->tripped = 1;
    if (rt->tripped)
        raise_limit(L, rt);
}

/* ---- Deterministic iteration ---------------------------------------------- */

/* The order of keys: integers and floats by value, then strings bytewise,
 * then false before true. Other keys have no defined order. */
static int key_rank(lua_State *L, int idx)
{
    switch (lua_type(L, idx)) {
    case LUA_TNUMBER: return 0;
    case LUA_TSTRING: return 1;
    case LUA_TBOOLEAN: return 2;
    default: return -1;
    }
}

static int key_less(lua_State *L, int a, int b)
{
    int ra = key_rank(L, a), rb = key_rank(L, b);
    if (ra != rb)
        return ra < rb;
    if (ra == 0)
        return lua_compare(L, a, b, LUA_OPLT);
    if (ra == 1) {
        size_t la, lb;
        const char *sa = lua_tolstring(L, a, &la), *sb = lua_tolstring(L, b, &lb);
        int c = memcmp(sa, sb, la < lb ? la : lb);
        return c < 0 || (c == 0 && la < lb);
    }
    return !lua_toboolean(L, a) && lua_toboolean(L, b);
}

/* The table to iterate for t: a frozen table's backing, or t itself. */
static int iteration_table(lua_State *L, int idx)
{
    luaL_checktype(L, idx, LUA_TTABLE);
    if (tabi_frozen_backing(L, idx))
        return lua_gettop(L);
    return lua_absindex(L, idx);
}

/* next(t, k): the key after k in the defined order (O(n) a call; use pairs
 * to walk a table). */
static int l_next(lua_State *L)
{
    lua_settop(L, 2);
    int t = iteration_table(L, 1);
    int have_best = 0, best = lua_gettop(L) + 1;
    lua_pushnil(L); /* slot for the best key */
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        int k = lua_gettop(L);
        if (key_rank(L, k) < 0)
            return luaL_error(L, "next: a key of type %s has no defined order", luaL_typename(L, k));
        if ((lua_isnil(L, 2) || key_less(L, 2, k)) && (!have_best || key_less(L, k, best))) {
            lua_pushvalue(L, k);
            lua_replace(L, best);
            have_best = 1;
        }
    }
    if (!have_best) {
        lua_pushnil(L);
        return 1;
    }
    lua_pushvalue(L, best);
    lua_pushvalue(L, best);
    lua_rawget(L, t);
    return 2;
}

/* Iterator state of pairs: {t, sorted keys..., i}. */
static int pairs_step(lua_State *L)
{
    lua_Integer i = lua_tointeger(L, lua_upvalueindex(2)) + 1;
    lua_pushinteger(L, i);
    lua_replace(L, lua_upvalueindex(2));
    if (lua_rawgeti(L, lua_upvalueindex(1), i) == LUA_TNIL)
        return 1;
    lua_pushvalue(L, -1);
    lua_rawget(L, lua_upvalueindex(3));
    return 2;
}

/* Sorts n values at stack slots base..base+n-1 with key_less (insertion of
 * a merge sort through a scratch table would be faster; key lists are short). */
static void sort_keys(lua_State *L, int keys, lua_Integer n)
{
    for (lua_Integer i = 2; i <= n; i++) {
        lua_rawgeti(L, keys, i);
        lua_Integer j = i - 1;
        while (j >= 1) {
            lua_rawgeti(L, keys, j);
            int less = key_less(L, -2, -1);
            if (!less) {
                lua_pop(L, 1);
                break;
            }
            lua_rawseti(L, keys, j + 1);
            j--;
        }
        lua_rawseti(L, keys, j + 1);
    }
}

/* pairs(t): every key in the defined order (numbers, strings, booleans). */
static int l_pairs(lua_State *L)
{
    int t = iteration_table(L, 1);
    lua_newtable(L);
    int keys = lua_gettop(L);
    lua_Integer n = 0;
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        if (key_rank(L, -1) < 0)
            return luaL_error(L, "pairs: a key of type %s has no defined order",
                              luaL_typename(L, -1));
        lua_pushvalue(L, -1);
        lua_rawseti(L, keys, ++n);
    }
    tabi_sandbox_charge(L, tabi_runtime_from(L), (uint64_t)n * 8);
    sort_keys(L, keys, n);
    lua_pushvalue(L, keys);
    lua_pushinteger(L, 0);
    lua_pushvalue(L, t);
    lua_pushcclosure(L, pairs_step, 3);
    lua_pushnil(L);
    lua_pushnil(L);
    return 3;
}

/* ---- Safe base functions ----------------------------------------------- */

/* tostring without addresses: two runs must print the same. */
static int l_tostring(lua_State *L)
{
    luaL_checkany(L, 1);
    int t = lua_type(L, 1);
    if ((t == LUA_TTABLE || t == LUA_TUSERDATA) && luaL_getmetafield(L, 1, "__tostring") != LUA_TNIL) {
        lua_pop(L, 1);
        luaL_tolstring(L, 1, NULL);
        if (!lua_isstring(L, -1))
            return luaL_error(L, "'__tostring' must return a string");
        return 1;
    }
    switch (t) {
    case LUA_TTABLE: case LUA_TFUNCTION: case LUA_TUSERDATA: case LUA_TTHREAD:
    case LUA_TLIGHTUSERDATA:
        lua_pushstring(L, lua_typename(L, t));
        return 1;
    default:
        luaL_tolstring(L, 1, NULL);
        return 1;
    }
}

static int l_print(lua_State *L)
{
    tabi_runtime *rt = tabi_runtime_from(L);
    int n = lua_gettop(L);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (int i = 1; i <= n; i++) {
        lua_pushcfunction(L, l_tostring);
        lua_pushvalue(L, i);
        lua_call(L, 1, 1);
        if (i > 1)
            luaL_addchar(&b, '\t');
        luaL_addvalue(&b);
    }
    luaL_pushresult(&b);
    if (rt->print)
        rt->print(rt->print_ud, lua_tostring(L, -1));
    return 0;
}

static int check_metatable(lua_State *L, int mt)
{
    static const char *const refused[] = {"__gc", "__close", "__mode", "__metatable", NULL};
    for (int i = 0; refused[i]; i++) {
        if (lua_getfield(L, mt, refused[i]) != LUA_TNIL)
            return luaL_error(L, "setmetatable: metatables with '%s' are not allowed in content",
                              refused[i]);
        lua_pop(L, 1);
    }
    return 0;
}

static int l_setmetatable(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    int t = lua_type(L, 2);
    luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
        return luaL_error(L, "cannot change a protected or frozen metatable");
    if (t == LUA_TTABLE)
        check_metatable(L, 2);
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1;
}

static int l_rawset(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checkany(L, 2);
    luaL_checkany(L, 3);
    if (tabi_frozen_backing(L, 1))
        return luaL_error(L, "attempt to write to a frozen table (content is read-only after loading)");
    lua_settop(L, 3);
    lua_rawset(L, 1);
    return 1;
}

static int l_rawget(lua_State *L)
{
    int t = iteration_table(L, 1);
    luaL_checkany(L, 2);
    lua_pushvalue(L, 2);
    lua_rawget(L, t);
    return 1;
}

static int l_rawlen(lua_State *L)
{
    int t = lua_type(L, 1);
    luaL_argexpected(L, t == LUA_TTABLE || t == LUA_TSTRING, 1, "table or string");
    int idx = t == LUA_TTABLE ? iteration_table(L, 1) : 1;
    lua_pushinteger(L, (lua_Integer)lua_rawlen(L, idx));
    return 1;
}

/* After a protected call fails: a limit error goes on up, whatever the
 * script wanted. */
static int finish_pcall(lua_State *L, int status, lua_KContext extra)
{
    tabi_runtime *rt = tabi_runtime_from(L);
    if (status != LUA_OK && status != LUA_YIELD) {
        if (rt->tripped)
            lua_error(L);
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int)extra;
}

static int l_pcall(lua_State *L)
{
    luaL_checkany(L, 1);
    tabi_sandbox_charge(L, tabi_runtime_from(L), PCALL_COST);
    lua_pushboolean(L, 1);
    lua_insert(L, 1);
    int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, finish_pcall);
    return finish_pcall(L, status, 0);
}

static int l_xpcall(lua_State *L)
{
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    tabi_sandbox_charge(L, tabi_runtime_from(L), PCALL_COST);
    lua_pushboolean(L, 1);
    lua_pushvalue(L, 1);
    lua_rotate(L, 3, 2);
    int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, finish_pcall);
    return finish_pcall(L, status, 2);
}

/* ---- string ---------------------------------------------------------------- */

static int l_rep(lua_State *L)
{
    size_t l, lsep;
    luaL_checklstring(L, 1, &l);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &lsep);
    if (n > 0 && (l + lsep) > 0 && (uint64_t)n > MAX_REP / (l + lsep))
        return luaL_error(L, "string.rep: result longer than %d bytes", MAX_REP);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/* string.format without %p and without addresses in %s. */
static int l_format(lua_State *L)
{
    const char *fmt = luaL_checkstring(L, 1);
    int arg = 1;
    for (const char *p = fmt; *p; p++) {
        if (*p != '%')
            continue;
        if (p[1] == '%') {
            p++;
            continue;
        }
        arg++;
        const char *conv = p + 1;
        while (*conv && strchr("-+ #0123456789.", *conv))
            conv++;
        if (*conv == 'p')
            return luaL_error(L, "string.format: '%%p' is not available to content");
        if (*conv == 's' && arg <= lua_gettop(L)) {
            lua_pushcfunction(L, l_tostring);
            lua_pushvalue(L, arg);
            lua_call(L, 1, 1);
            lua_replace(L, arg);
        }
        p = *conv ? conv : conv - 1;
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/* ---- table ----------------------------------------------------------------- */

static int l_move(lua_State *L)
{
    lua_Integer f = luaL_checkinteger(L, 2), e = luaL_checkinteger(L, 3);
    if (e >= f && (e - f >= MAX_MOVE || e - f < 0))
        return luaL_error(L, "table.move: more than %d elements", MAX_MOVE);
    tabi_sandbox_charge(L, tabi_runtime_from(L), e >= f ? (uint64_t)(e - f) : 0);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/* a < b for the two values on the top of the stack (popped), with comp
 * (a stack index) or the < operator. */
static int sort_less(lua_State *L, int comp)
{
    int r;
    if (comp) {
        lua_pushvalue(L, comp);
        lua_rotate(L, -3, 1);
        lua_call(L, 2, 1);
        r = lua_toboolean(L, -1);
        lua_pop(L, 1);
    } else {
        r = lua_compare(L, -2, -1, LUA_OPLT);
        lua_pop(L, 2);
    }
    return r;
}

/* Merge sort: stable and deterministic (stock table.sort picks random
 * pivots for large arrays). Works on scratch tables, then writes back
 * through the metamethods, so a frozen table refuses it. */
static int l_sort(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer n = luaL_len(L, 1);
    luaL_argcheck(L, n < INT32_MAX, 1, "array too big");
    int comp = 0;
    if (!lua_isnoneornil(L, 2)) {
        luaL_checktype(L, 2, LUA_TFUNCTION);
        comp = 2;
    }
    lua_settop(L, 2);
    tabi_runtime *rt = tabi_runtime_from(L);
    lua_createtable(L, (int)n, 0);
    int a = lua_gettop(L);
    lua_createtable(L, (int)n, 0);
    int b = lua_gettop(L);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 1, i);
        lua_rawseti(L, a, i);
    }
    for (lua_Integer width = 1; width < n; width *= 2) {
        tabi_sandbox_charge(L, rt, (uint64_t)n * 4);
        for (lua_Integer lo = 1; lo <= n; lo += 2 * width) {
            lua_Integer mid = lo + width < n + 1 ? lo + width : n + 1;
            lua_Integer hi = lo + 2 * width < n + 1 ? lo + 2 * width : n + 1;
            lua_Integer i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                lua_rawgeti(L, a, j);
                lua_rawgeti(L, a, i);
                /* take from the right only when strictly less: stable */
                lua_pushvalue(L, -2);
                lua_pushvalue(L, -2);
                int right_first = sort_less(L, comp);
                lua_pop(L, 2);
                lua_rawgeti(L, a, right_first ? j++ : i++);
                lua_rawseti(L, b, k++);
            }
            while (i < mid) {
                lua_rawgeti(L, a, i++);
                lua_rawseti(L, b, k++);
            }
            while (j < hi) {
                lua_rawgeti(L, a, j++);
                lua_rawseti(L, b, k++);
            }
        }
        lua_pushvalue(L, a);
        lua_pushvalue(L, b);
        lua_replace(L, a);
        lua_replace(L, b);
    }
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, a, i);
        lua_seti(L, 1, i);
    }
    return 0;
}

/* ---- Building the environment ------------------------------------------------ */

/* Copies the named fields of the library table on the top of the stack into
 * a new table, which replaces it. */
static void pick(lua_State *L, const char *const *names)
{
    lua_newtable(L);
    for (int i = 0; names[i]; i++) {
        lua_getfield(L, -2, names[i]);
        lua_setfield(L, -2, names[i]);
    }
    lua_remove(L, -2);
}

/* Replaces field name of the table on the top with f, the old value as its
 * upvalue. */
static void wrap(lua_State *L, const char *name, lua_CFunction f)
{
    lua_getfield(L, -1, name);
    lua_pushcclosure(L, f, 1);
    lua_setfield(L, -2, name);
}

/* The stock library table; luaL_requiref caches it under its own name in
 * the (unreachable) loaded table, so each opens once per state. */
static void open_lib(lua_State *L, const char *name, lua_CFunction open)
{
    luaL_requiref(L, name, open, 0);
}

void tabi_sandbox_open(lua_State *L, tabi_runtime *rt)
{
    (void)rt;
    lua_newtable(L);
    int env = lua_gettop(L);

    static const char *const base[] = {"assert", "error", "ipairs", "select", "tonumber",
                                       "type", "rawequal", "getmetatable", "_VERSION", NULL};
    lua_pushglobaltable(L);
    luaL_requiref(L, "_G", luaopen_base, 0);
    lua_pop(L, 1);
    for (int i = 0; base[i]; i++) {
        lua_getfield(L, -1, base[i]);
        lua_setfield(L, env, base[i]);
    }
    lua_pop(L, 1);
    static const luaL_Reg safe_base[] = {
        {"pairs", l_pairs}, {"next", l_next}, {"tostring", l_tostring},
        {"print", l_print}, {"setmetatable", l_setmetatable}, {"rawset", l_rawset},
        {"rawget", l_rawget}, {"rawlen", l_rawlen}, {"pcall", l_pcall},
        {"xpcall", l_xpcall}, {NULL, NULL},
    };
    lua_pushvalue(L, env);
    luaL_setfuncs(L, safe_base, 0);
    lua_pop(L, 1);

    static const char *const string_names[] = {"byte", "char", "find", "format", "gmatch",
        "gsub", "len", "lower", "match", "rep", "reverse", "sub", "upper", NULL};
    open_lib(L, "string", luaopen_string);
    pick(L, string_names);
    wrap(L, "rep", l_rep);
    wrap(L, "format", l_format);
    /* Method calls on strings ("x"):rep(n) must reach these, not the stock
     * functions; the guard keeps scripts from reaching the metatable. */
    lua_pushliteral(L, "");
    lua_createtable(L, 0, 2);
    lua_pushvalue(L, -3);
    lua_setfield(L, -2, "__index");
    lua_pushliteral(L, "string");
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
    lua_pop(L, 1);
    lua_setfield(L, env, "string");

    static const char *const table_names[] = {"concat", "insert", "move", "pack", "remove",
                                              "unpack", NULL};
    open_lib(L, "table", luaopen_table);
    pick(L, table_names);
    wrap(L, "move", l_move);
    lua_pushcfunction(L, l_sort);
    lua_setfield(L, -2, "sort");
    lua_setfield(L, env, "table");

    static const char *const math_names[] = {"abs", "ceil", "cos", "deg", "exp", "floor",
        "fmod", "huge", "log", "max", "maxinteger", "min", "mininteger", "modf", "pi", "rad",
        "sin", "sqrt", "tan", "tointeger", "type", "ult", "atan", "asin", "acos", NULL};
    open_lib(L, "math", luaopen_math);
    pick(L, math_names);
    lua_setfield(L, env, "math");

    static const char *const utf8_names[] = {"char", "charpattern", "codes", "codepoint",
                                             "len", "offset", NULL};
    open_lib(L, "utf8", luaopen_utf8);
    pick(L, utf8_names);
    lua_setfield(L, env, "utf8");
    lua_settop(L, env);
}
